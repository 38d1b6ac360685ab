import SplitBillCore

/// `Spaghetti (Bol` over `ognese) 1 19.000`: a name cut at the end of the row above goes on on the priced
/// row. So does one whose last word was cut (`GoFood Beragam - ICE LAT` over `TE 1 13.500`: two letters
/// are the end of a word), one wrapped on a receipt that prints names over their prices
/// (`RTD Lemongrass` over `Aloe 1 15000 15000`), and one whose priced second row is indented under it
/// (`TERANG BULAN KEJU` over `  SUSU KACANG 55.000`).
struct NameCutAbove: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, name = r.name
        if !name.isEmpty, let above = s.pending.last, above.hasText, above.index == row.index - 1,
           ItemAssembler.looksCut(above.scan.text.trimmed.description)
            || (name.count <= 2 && !ItemAssembler.isMarked(above) && above.amounts.isEmpty)
            || (s.namesAbove && !name.contains(" ") && !above.scan.text.contains(where: \.isNumber) && !ItemAssembler.isMarked(above)
                && above.scan.indent == 0)
            || NameCutAbove.indentedUnder(above, row) {
            var aboveName = a.cleanName(String(above.scan.text.trimmed))
            // `1 NASI LIWET KOMPLIT` over `  AYAM GORENG 68.000`: the count first on the name's first row is the item's.
            if NameCutAbove.indentedUnder(above, row), let c = a.leadingCount(above), r.figures.quantity == nil {
                r.figures.quantity = c
                r.figures.reconcile(currency: a.currency)
                aboveName = a.nameAfterCount(above)
            }
            r.name = aboveName + " " + name
            r.rowsUsed.insert(above.index, at: 0)
            s.pending.removeLast()
        }
        return .next
    }

    /// `TERANG BULAN KEJU` over `  SUSU KACANG   55.000`: a name whose second row, indented under the first,
    /// carries the price. Not under a department heading, a category (`BEVERAGE` over `  ES TEH 5.000`) or a
    /// numbered heading (`Seat 1`), and not a marked modifier.
    static func indentedUnder(_ above: ReadRow, _ row: ReadRow) -> Bool {
        // (A heading that numbers what follows, `Seat 1`, `Guest 2`, names nothing.)
        above.scan.indent + 2 <= row.scan.indent && above.amounts.isEmpty && above.role == .plain
            && above.scan.words.last?.number == nil
            && !ItemAssembler.isMarked(above) && !ItemAssembler.isMarked(row)
            && !ItemAssembler.isDepartmentHeading(above) && !ItemAssembler.categoryWords.contains(Folding.keyWord(above.scan.text))
    }
}

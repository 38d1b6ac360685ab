import SplitBillCore

/// `Spaghetti (Bol` over `ognese) 1 19.000`: a name cut at the end of the row above goes on on the priced
/// row. So does one whose last word was cut (`GoFood Beragam - ICE LAT` over `TE 1 13.500`: two letters
/// are the end of a word), and one wrapped on a receipt that prints names over their prices
/// (`RTD Lemongrass` over `Aloe 1 15000 15000`).
struct NameCutAbove: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, name = r.name
        if !name.isEmpty, let above = s.pending.last, above.hasText, above.index == row.index - 1,
           ItemAssembler.looksCut(above.scan.text.trimmed.description)
            || (name.count <= 2 && !ItemAssembler.isMarked(above) && above.amounts.isEmpty)
            || (s.namesAbove && !name.contains(" ") && !above.scan.text.contains(where: \.isNumber) && !ItemAssembler.isMarked(above)
                && above.scan.indent == 0) {
            r.name = a.cleanName(String(above.scan.text.trimmed)) + " " + name
            r.rowsUsed.insert(above.index, at: 0)
            s.pending.removeLast()
        }
        return .next
    }
}

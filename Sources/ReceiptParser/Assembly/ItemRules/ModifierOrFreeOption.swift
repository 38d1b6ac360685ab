import SplitBillCore

/// `+ extra cheese 1.00`, `1 *Rhum 0`, `1 Tidak Pedas 0` under a priced item: a modifier belongs to the
/// item above, a priced one as an add-on and a zero-priced one as a free option. A zero-priced row is an
/// item of its own under an item's discount (`AMOUNT -5,400` over `MIKA KCL 0`), when it is counted
/// (`2 F.FRIES MEDIUM 0 0` under `1 CB PR SIRLOIN 162000 162,000`: an option comes as many times as its
/// item), when the receipt's count of items says zero-priced rows are items, or when its zero is printed
/// with the cents of a currency that has them (`1 WATER 0.00` under `1 COFFEE 2.29`: an item given free).
struct ModifierOrFreeOption: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, figures = r.figures
        guard let total = figures.total else { return .next }
        let bare = row.scan.text.trimmed.drop { $0.isDigit || $0 == " " }
        let counted = row.scan.words.contains { $0.number?.quantityMark == true } || s.pendingFigures?.quantity != nil
        let marked = bare.first.map { ItemAssembler.modifierMarks.contains($0) } ?? false
        // (The zero printed whole: `,00` is a broken amount.)
        let otherCount = a.hasName(row, figures) && total.printed.text.first?.isNumber == true && figures.quantity.map { q in
            q.isInteger && q < ExactDecimal(100) && s.result.items.last?.quantity.map { $0.isInteger && $0 != q } ?? false
        } ?? false
        // `1 WATER 0.00` on a receipt of cents: a zero printed whole with the currency's decimals is an item
        // given free; an option's zero is printed without them (`1 Tidak Pedas 0`) or marked, and `.00-` is a
        // discount whose digits were lost.
        let zeroWithCents = a.currency.minorUnitDigits > 0 && total.printed.groups.count == 2 && total.printed.groups[0] == "0"
            && total.printed.groups[1].count == a.currency.minorUnitDigits && !total.printed.negative
        let freeOption = total.money.isZero && s.result.items.last.map { !$0.total.isZero && $0.discount == nil } == true
            && (a.zeroRowsAreOptions || marked) && !counted && (!otherCount || marked) && (!zeroWithCents || marked)
        guard bare.first == "+" || (bare.first == "*" && total.money.isZero) || freeOption, var last = s.result.items.last,
              s.pending.isEmpty else { return .next }
        if total.money.isZero { s.result.freeOptions += 1 }
        if total.money.isPositive {
            last.addOns.append(Adjustment(name: a.addOnName(row, figures), amount: total.money))
        } else if row.hasText {
            // A lone `0` is an option whose name follows (`0` over `Top Oreo`), flushed below.
            last.details.append(String(row.scan.text.trimmed))
        }
        last.rows.append(row.index)
        s.result.items[s.result.items.count - 1] = last
        return .taken
    }
}

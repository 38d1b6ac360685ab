import SplitBillCore

/// `1 FL Mille Crepes - 33,181`: on a row that begins with its count, a dash standing alone between the
/// name and the amount separates them; it does not make the amount negative. The row's line total is
/// read positive, and the next rules read the row.
struct DashBeforeAmountOnCountedRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row
        if let t = r.figures.total, t.money.isNegative, ItemAssembler.startsWithCount(row), t.at >= 3,
           row.scan.words[t.at - 1].absorbed, row.scan.words[t.at - 1].text == "-", row.scan.words[t.at - 2].number == nil,
           !t.printed.text.hasPrefix("-"), !t.printed.text.hasSuffix("-") {
            r.figures.total = RowAmount(at: t.at, money: t.money.magnitude, printed: t.printed)
            r.figures.reconcile(currency: a.currency)
        }
        return .next
    }
}

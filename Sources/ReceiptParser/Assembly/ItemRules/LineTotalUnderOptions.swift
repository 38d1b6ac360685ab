import SplitBillCore

/// `1 Seaweed Chicken 42,000 0` over `1 - Pedas` and `42,000`: an amount alone under an item whose own
/// row had a zero where the total stands (an option's price) and a count and unit price that make the
/// amount is that item's line total, printed under its options.
struct LineTotalUnderOptions: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard let total = r.figures.total, !a.hasName(r.row, r.figures), r.row.scan.numbers.count == 1,
              a.takesLineTotalBelow(total.money, pending: s.pending, into: &s.result) else { return .next }
        s.pending.removeAll()
        s.result.items[s.result.items.count - 1].rows.append(r.row.index)
        return .taken
    }
}

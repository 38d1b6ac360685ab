import SplitBillCore

/// `ITEMS: 1 42,000` under `1 Seaweed Chicken 42,000 0`: a count line whose amount is the line total of
/// the item above (whose own row had a zero where its total stands) gives it that total and ends the items.
struct CountLineWithLineTotal: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .count, s.seenItem, let amount = r.row.lastAmount,
              a.takesLineTotalBelow(amount.money, pending: s.pending, into: &s.result) else { return .next }
        s.pending.removeAll()
        return .endsItems
    }
}

import SplitBillCore

/// `ITEMS 5 122,730`: a count line whose amount is the sum of the items read ends them.
struct ItemCountWithTheirSum: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .count, s.seenItem, let amount = r.row.lastAmount, amount.money.isPositive,
              amount.money == s.result.items.sum(in: a.currency, { $0.net }) else { return .next }
        return .endsItems
    }
}

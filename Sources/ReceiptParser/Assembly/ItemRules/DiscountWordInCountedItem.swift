import SplitBillCore

/// `1 PAKET HAPPY HOUR 27,273`: a row that begins with its count and has a positive amount is an item
/// whose name has a discount word (a discount takes money off). The row is read as a plain item row.
struct DiscountWordInCountedItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        if r.role == .discount, ItemAssembler.startsWithCount(r.row), let amount = r.row.lastAmount, amount.money.isPositive,
           !amount.printed.bracketed {
            r.role = .plain
        }
        return .next
    }
}

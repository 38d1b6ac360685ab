import SplitBillCore

/// `1 PAKET HAPPY HOUR 27,273`, `1 Full Service 27.99`: a row that begins with its count and has a
/// positive amount is an item whose name has a discount or service word (a discount takes money off, and
/// a service charge is no counted thing). The row is read as a plain item row.
struct ChargeWordInCountedItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        if r.role == .discount || r.role == .service, ItemAssembler.startsWithCount(r.row), let amount = r.row.lastAmount,
           amount.money.isPositive, !amount.printed.bracketed {
            r.role = .plain
        }
        return .next
    }
}

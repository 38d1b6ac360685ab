import SplitBillCore

/// `Promo Member -5,000`, `COUPON (2.00)`: a negative line total among the items is a discount or void on
/// the item above (or on the bill, when no item can take it).
struct NegativeLineTotal: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard let t = r.figures.total, t.money.isNegative else { return .next }
        a.attachDiscount(t.money.magnitude, label: r.row.text, rate: r.row.rate, to: &s.result)
        return .taken
    }
}

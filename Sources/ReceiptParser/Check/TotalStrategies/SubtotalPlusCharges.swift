import SplitBillCore

/// `SUBTOTAL 20.00`, `TAX 1.60`, no total line, payment or bare amount: the subtotal plus what is added
/// to it is a better estimate than any amount on the receipt (not a verified one: a note says so). When
/// they make no positive amount, no total is given.
struct SubtotalPlusCharges: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        // From `base`: the subtotal, or the items before the discounts it already holds.
        guard c.subtotal != nil, !c.anyIncluded, !c.taxes.isEmpty || c.service != nil || c.tip != nil,
              c.summary.tendered.isEmpty, c.summary.loose.isEmpty else { return .none }
        let sum = c.base + c.adds(taxAdded: true, roundingSign: 1)
        guard sum.isPositive else { return .noTotal }
        return .found(TotalChoice(amount: sum, source: .computed, taxAdded: true, note: FindingText.totalComputed(sum), guessed: true))
    }
}

import SplitBillCore

/// `TOTAL 27.55` where the subtotal (or the items) plus the tax, service and tip, less the discounts
/// and with the rounding, make 27.55: a printed total line the arithmetic confirms. Tax added is tried
/// before tax included (the other way round when the receipt says it includes tax), then the total
/// lines in their order of trust.
struct ConfirmedTotalLine: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        for t in c.taxOptions {
            for candidate in c.candidates {
                for r in c.roundingOptions where c.base + c.adds(taxAdded: t, roundingSign: r) == candidate.amount {
                    return .found(TotalChoice(amount: candidate.amount, source: .printed, taxAdded: t, roundingSign: r))
                }
            }
        }
        return .none
    }
}

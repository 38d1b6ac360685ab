import SplitBillCore

/// `TOTAL 27.55` where the subtotal (or the items) plus the tax, service and tip, less the discounts
/// and with the rounding, make 27.55: a printed total line the arithmetic confirms. Tax added is tried
/// before tax included (the other way round when the receipt says it includes tax), then the total
/// lines in their order of trust.
///
/// Without a subtotal, the items are read two ways: as printed, and with each line whose count times
/// unit price disagrees with its line total taken at that product (`1 $0.50 50.50`, the sign read as a
/// 5). For each tax option, the total lines are tried in their order of trust, each with both readings:
/// `Total Amount: $8.60`, which the cash also prints and the product reading makes, comes before
/// `Nett Total: 58.60` (its sign misread too), which the printed reading makes.
struct ConfirmedTotalLine: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        let bases = [c.base] + (c.productBase.map { [$0] } ?? [])
        for t in c.taxOptions {
            for candidate in c.candidates {
                for base in bases {
                    for r in c.roundingOptions where base + c.adds(taxAdded: t, roundingSign: r) == candidate.amount {
                        return .found(TotalChoice(amount: candidate.amount, source: .printed, taxAdded: t, roundingSign: r))
                    }
                }
            }
        }
        return .none
    }
}

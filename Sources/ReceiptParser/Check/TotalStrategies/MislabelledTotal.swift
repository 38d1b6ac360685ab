import SplitBillCore

/// Labels in the wrong place: a later subtotal or a bare amount that the arithmetic makes is the total
/// (`Netto 50,039`, `553,200` alone), and a "total" that equals the items is really the subtotal when
/// another printed amount is it plus the charges (`TOTAL : 45,490` over `GRAND TOTAL 50,039`). A total
/// line that the payment confirms is not replaced by a bare amount.
struct MislabelledTotal: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard !c.items.isEmpty else { return .none }
        let summary = c.summary
        var others = summary.subtotals.dropFirst().reversed() + summary.loose.reversed() + summary.subtotals.prefix(1)
        if c.candidates.isEmpty || c.noPlausibleTotal { others += summary.unlabelled.reversed() }
        if c.candidates.contains(where: { $0.rank >= 4 && $0.amount == c.paidLessChange }) { others = [] }
        for t in c.taxOptions {
            // A bare amount may equal the items (nothing added); a subtotal may not be its own total
            // (nor may it be when the discounts above it are taken off the items: `base` is then their sum).
            for o in others where !o.isZero && c.base + c.adds(taxAdded: t, roundingSign: 1) == o
                && ((o != c.base && o != c.subtotal) || (summary.loose.contains(o) && c.subtotal == nil)) {
                return .found(TotalChoice(amount: o, source: .printed, taxAdded: t))
            }
            for candidate in c.candidates where candidate.amount == c.itemsSum && candidate.amount != c.subtotal {
                // (Never a total of zero: only ``DiscountedToZero`` takes one.)
                for o in others + c.candidates.map(\.amount) where o.isPositive && o != candidate.amount
                    && candidate.amount + c.adds(taxAdded: t, roundingSign: 1) == o {
                    return .found(TotalChoice(amount: o, source: .printed, taxAdded: t, subtotal: candidate.amount))
                }
            }
        }
        return .none
    }
}

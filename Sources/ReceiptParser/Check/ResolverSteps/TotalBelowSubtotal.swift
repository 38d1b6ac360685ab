import SplitBillCore

/// A total below the subtotal less the discounts is a count or a misreading, unless it is all there is.
/// Without decimals, a total of a hundredth of it or less is never kept, even alone (with decimals, the
/// subtotal may be the misreading: `599.00` for `5.99`).
///
/// ```
/// Subtotal        18,182
/// 1 Total        1,818
/// ```
///
/// Where only such totals are printed (`Rounding Amount 0.01` misread as a total line), they do not keep a
/// bare amount that the arithmetic confirms from being the total.
struct TotalBelowSubtotal: ResolverStep {
    func apply(to r: inout Resolution) {
        let floor = (r.subtotal ?? r.zero) - r.discountSum
        let plausible = r.candidates.filter { $0.amount >= floor || $0.rank >= 5 }
        if !plausible.isEmpty, floor.isPositive { r.candidates = plausible }
        r.noPlausibleTotal = plausible.isEmpty && floor.isPositive
        if floor.isPositive, r.currency.minorUnitDigits == 0 {
            r.candidates.removeAll { $0.amount.minorUnits * 100 <= floor.minorUnits && $0.rank < 5 }
        }
    }
}

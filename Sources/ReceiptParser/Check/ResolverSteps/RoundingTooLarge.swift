import SplitBillCore

/// A larger rounding than a currency's is a misreading: the first rounding line within the currency's
/// rounding is the rounding.
///
/// ```
/// ROUNDING        9.00
/// ```
///
/// (For 0.00.)
struct RoundingTooLarge: ResolverStep {
    func apply(to r: inout Resolution) {
        let largest = r.currency.largestRounding
        r.rounding = r.summary.rounding.first { !$0.isZero && $0.magnitude.minorUnits < largest }
    }
}

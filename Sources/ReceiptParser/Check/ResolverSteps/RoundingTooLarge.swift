import SplitBillCore

/// A larger rounding than a currency's is a misreading: the first rounding line within the currency's
/// rounding is the rounding.
///
/// ```
/// Before Rounding 110,003
/// Rounding -3
/// Total. 110,000
/// ```
///
/// (CORD cord-train-00400: the amount before rounding is no rounding.)
struct RoundingTooLarge: ResolverStep {
    func apply(to r: inout Resolution) {
        let largest = r.currency.largestRounding
        r.rounding = r.summary.rounding.first { !$0.isZero && $0.magnitude.minorUnits < largest }
    }
}

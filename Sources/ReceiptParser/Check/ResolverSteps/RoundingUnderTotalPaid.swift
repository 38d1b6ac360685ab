import SplitBillCore

/// The rounding printed under the total makes what is paid, where the payment confirms it.
///
/// ```
/// 1 Total 17,001
/// ++Rounding -1
/// FLAZZ 17,000
/// ```
///
/// (CORD cord-train-00692.)
struct RoundingUnderTotalPaid: ResolverStep {
    func apply(to r: inout Resolution) {
        let cents = r.currency.cashRoundingSpan
        if let t = r.total, let rounding = r.rounding, !rounding.isZero, rounding.magnitude.minorUnits < cents,
           r.roundingSign == 0 || r.taxAdded == nil, r.paidLessChange == t + rounding {
            r.total = t + rounding
            r.roundingSign = 1
        }
    }
}

import SplitBillCore

/// Cash rounding that no line states: the rounded total printed is what is paid; the difference is the
/// rounding. A rounding line that OCR misread gives way to it.
///
/// ```
/// TOTAL:
/// 102.39
/// 0.01
/// TOTAL
/// 102.40
/// ```
///
/// (SROIE sroie-104.)
struct CashRoundedTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        let cents = r.currency.cashRoundingSpan, currency = r.currency, roundingSign = r.roundingSign
        if let t = r.total, let rounded = r.candidates.first(where: { $0.rank == 6 })?.amount, rounded != t,
           (rounded - t).magnitude.minorUnits < cents,
           r.rounding.map({ Money(minorUnits: $0.minorUnits * roundingSign, currency: currency) != rounded - t }) ?? true {
            r.rounding = rounded - t
            r.roundingSign = 1
            r.total = rounded
        }
    }
}

import SplitBillCore

/// A total whose lost last digit the payment gave is a repair, and said.
///
/// ```
/// TOTAL:        $30.4
/// CASH        40.00
/// CHANGE        9.55
/// ```
struct TotalLastDigitFromPayment: ResolverStep {
    func apply(to r: inout Resolution) {
        if let t = r.total, let read = r.summary.totals.first(where: { $0.amount == t && $0.lastDigitFromPayment })?.printedWithLastDigitLost {
            r.findings.append(Finding(.note, FindingText.totalLastDigitFromPayment(printed: read, taken: t)))
            r.repaired = true
        }
    }
}

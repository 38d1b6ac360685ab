import SplitBillCore

/// The payment is checked against the total where it covers it: the amount handed over less the change
/// must be the total; where it is not, that is said.
///
/// ```
/// TOTAL        55,000
/// CASH        100,000
/// CHANGE        45,000
/// ```
struct PaymentAgainstTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        guard let total = r.total, let paid = r.summary.handed, let change = r.summary.change.first,
              paid - change == total || paid > total else { return }
        let ok = paid - change == total
        r.checks.append(.init(.paymentMatchesTotal, passed: ok))
        if !ok {
            r.findings.append(Finding(.warning, FindingText.payment(paid: paid, change: change, total: total)))
        }
    }
}

import SplitBillCore

/// The note of the strategy that found the total (a total from the payment, the subtotal, the largest
/// amount) is said after the checks.
///
/// ```
/// ICED CM 22,000
/// CASH 22,000
/// ```
///
/// (CORD cord-train-00113: the total taken from the payment, said.)
struct TotalNoteSaid: ResolverStep {
    func apply(to r: inout Resolution) {
        if let note = r.totalNote { r.findings.append(Finding(.note, note)) }
    }
}

import SplitBillCore

/// The note of the strategy that found the total (a total from the payment, the subtotal, the largest
/// amount) is said after the checks.
///
/// ```
/// SUBTOTAL        14.00
/// ```
struct TotalNoteSaid: ResolverStep {
    func apply(to r: inout Resolution) {
        if let note = r.totalNote { r.findings.append(Finding(.note, note)) }
    }
}

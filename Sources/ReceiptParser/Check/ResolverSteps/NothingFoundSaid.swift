import SplitBillCore

/// A receipt without a total, or without items, says so.
///
/// ```
/// THANK YOU
/// ```
struct NothingFoundSaid: ResolverStep {
    func apply(to r: inout Resolution) {
        if r.total == nil { r.findings.append(Finding(.warning, FindingText.noTotal)) }
        if r.items.isEmpty { r.findings.append(Finding(.warning, FindingText.noItems)) }
    }
}

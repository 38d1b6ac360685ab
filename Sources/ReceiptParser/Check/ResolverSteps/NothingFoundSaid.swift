import SplitBillCore

/// A receipt without a total, or without items, says so.
///
/// ```
/// Produk Pertamax
/// Harga/L Rp. 9,850
/// Jml Liter 22.10
/// Jml Rupiah Rp. 217,685
/// ```
///
/// (CORD cord-train-00507, a fuel slip.)
struct NothingFoundSaid: ResolverStep {
    func apply(to r: inout Resolution) {
        if r.total == nil { r.findings.append(Finding(.warning, FindingText.noTotal)) }
        if r.items.isEmpty { r.findings.append(Finding(.warning, FindingText.noItems)) }
    }
}

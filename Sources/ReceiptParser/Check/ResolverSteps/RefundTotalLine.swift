import SplitBillCore

/// A total and a tax both printed negative may be money given back (the parser asks the slip to say so
/// too); a stray dash after a total alone is noise.
///
/// ```
/// *****REFUND*****
/// RETURN TAX        -0.52
/// TOTAL        -6.99
/// ```
struct RefundTotalLine: ResolverStep {
    func apply(to r: inout Resolution) {
        r.refundTotalLine = r.summary.negativeTax ? r.summary.negativeTotalLine : nil
    }
}

import SplitBillCore

/// A total and a tax both printed negative may be money given back (the parser asks the slip to say so
/// too); a stray dash after a total alone is noise.
///
/// ```
/// *****REFUND*****
/// Sub. Total:        ($3.19)
/// Tax:        ($0.26)
/// Total:        ($3.45)
/// ```
struct RefundTotalLine: ResolverStep {
    func apply(to r: inout Resolution) {
        r.refundTotalLine = r.summary.negativeTax ? r.summary.negativeTotalLine : nil
    }
}

import SplitBillCore

/// The candidate totals: the total lines printed with an amount that is not zero, but for the sums of the
/// receipt's categories (``CategoryTotals``).
///
/// ```
/// AMOUNT 546
/// TOTAL 6,001
/// CASH 6,001
/// ```
///
/// (CORD cord-train-00495.)
struct TotalCandidates: ResolverStep {
    func apply(to r: inout Resolution) {
        let categoryRows = r.categoryRows
        r.candidates = r.summary.totals.filter { !$0.amount.isZero && !categoryRows.contains($0.row) }
    }
}

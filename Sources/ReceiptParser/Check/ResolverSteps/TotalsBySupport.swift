import SplitBillCore

/// The candidate totals in the order they are trusted: amounts printed more than once (another total line,
/// the payment) first, then the stronger word, then the later line (a total after a tip replaces the one
/// above it); weak lines (`Total Qty 2 52.00`, an amount borrowed from a payment) only when no real total
/// line is there.
///
/// ```
/// Total 975,000.00
/// Total Qty 1
/// ```
///
/// (CORD cord-train-00152: the count line is weak.)
struct TotalsBySupport: ResolverStep {
    func apply(to r: inout Resolution) {
        let summary = r.summary, paidLessChange = r.paidLessChange
        func support(_ c: SummaryDraft.Total) -> Int {
            // Weak lines (`Total Qty 7`, an amount borrowed from a payment) support nothing.
            guard c.rank >= 2 else { return 0 }
            return summary.totals.filter { $0.amount == c.amount && $0.row != c.row && $0.rank >= 2 }.count
                + (summary.tendered.contains(c.amount) ? 1 : 0) + (paidLessChange == c.amount ? 1 : 0)
        }
        r.candidates.sort { (min(support($0), 1), $0.rank, $0.row) > (min(support($1), 1), $1.rank, $1.row) }
        let strong = r.candidates.filter { $0.rank >= 2 }
        if !strong.isEmpty { r.candidates = strong }
    }
}

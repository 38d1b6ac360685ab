import SplitBillCore

/// Total lines, each below the items' sum, that together make it are the sums of the receipt's
/// categories, not its total.
///
/// ```
/// TTL Food        645000
/// TTL Beer        415000
/// ```
///
/// (Under items of 1,060,000.)
struct CategoryTotals: ResolverStep {
    func apply(to r: inout Resolution) {
        let itemsAsRead = r.items.sum(in: r.currency) { $0.net }
        let totalLines = r.summary.totals.filter { !$0.amount.isZero }
        r.categoryRows = totalLines.count >= 2 && totalLines.allSatisfy({ $0.amount.isPositive && $0.amount < itemsAsRead })
            && totalLines.sum(in: r.currency, { $0.amount }) == itemsAsRead ? Set(totalLines.map(\.row)) : []
    }
}

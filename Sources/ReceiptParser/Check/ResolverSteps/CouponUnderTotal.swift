import SplitBillCore

/// A coupon or voucher printed under the total pays the bill; it does not reduce it.
///
/// ```
/// Total Due 70000.00
/// OFFLINE PROMO 70000.00
/// Change 0.00
/// ```
///
/// (CORD cord-dev-00090.)
struct CouponUnderTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        let summary = r.summary, categoryRows = r.categoryRows
        let lastTotalRow = summary.totals.filter { !$0.amount.isZero && $0.rank >= 2 && !categoryRows.contains($0.row) }.map(\.row).max()
        let billDiscounts = zip(summary.discounts, summary.discountRows).filter { pair in
            lastTotalRow.map { pair.1 < $0 } ?? true
        }.map(\.0)
        r.discounts = r.assembled.discounts + billDiscounts
    }
}

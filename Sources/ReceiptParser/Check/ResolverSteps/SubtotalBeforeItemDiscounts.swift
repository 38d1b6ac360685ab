import SplitBillCore

/// Discounts printed under their items and a subtotal of the items before them, the discounts taken off
/// under it (the items' discounts again): the arithmetic starts from the items after their discounts.
///
/// ```
/// 1 x 24,000        24,000
/// Disc 20%        -4,800
/// Sub Total        112,000
/// Diskon        -4,800
/// ```
struct SubtotalBeforeItemDiscounts: ResolverStep {
    func apply(to r: inout Resolution) {
        if let subtotal = r.subtotal, !r.itemDiscounts.isEmpty, r.itemsSum != subtotal, r.items.sum(in: r.currency, { $0.total }) == subtotal {
            r.base = r.itemsSum
        }
    }
}

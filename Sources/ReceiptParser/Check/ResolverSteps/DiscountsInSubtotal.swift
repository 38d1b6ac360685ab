import SplitBillCore

/// Discounts printed among the items are already in a subtotal printed under them that the items less
/// those discounts make: the arithmetic then starts from the items before the discounts, so that they are
/// taken off once. (Discounts of half the items or more are not read so: a line read twice, once as an item
/// and once as its discount, fits too.)
///
/// ```
/// 1 OPEN DESSERT 26,000
/// MANDIRI DISC 25% 121,250 -
/// SUBTOTAL 363,750
/// ```
///
/// (CORD cord-train-00623.)
struct DiscountsInSubtotal: ResolverStep {
    func apply(to r: inout Resolution) {
        let assembled = r.assembled
        let itemAreaDiscount = r.discounts.filter { d in assembled.discounts.contains { $0.amount == d.amount } }
            .sum(in: r.currency) { $0.amount }
        if let subtotal = r.subtotal, itemAreaDiscount.isPositive, itemAreaDiscount < subtotal, r.itemsSum != subtotal,
           r.itemsSum - itemAreaDiscount == subtotal {
            r.base = r.itemsSum
        }
    }
}

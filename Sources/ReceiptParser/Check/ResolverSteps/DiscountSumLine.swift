import SplitBillCore

/// A line that sums two discounts or more, on the items or among them, is their total, not another discount.
///
/// ```
/// Promo Free        (1.59)
///         (4.64)
/// Discount Total        ($6.23)
/// ```
struct DiscountSumLine: ResolverStep {
    func apply(to r: inout Resolution) {
        let discounts = r.discounts, itemDiscounts = r.itemDiscounts, zero = r.zero
        if let k = discounts.indices.first(where: { k in
            let others = itemDiscounts + discounts.indices.filter { $0 != k }.map { discounts[$0].amount }
            return others.count >= 2 && others.reduce(zero, +) == discounts[k].amount
        }) {
            r.discounts.remove(at: k)
        }
    }
}

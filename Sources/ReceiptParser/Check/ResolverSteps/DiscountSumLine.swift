import SplitBillCore

/// A line that sums two discounts or more, on the items or among them, is their total, not another discount.
///
/// ```
/// HYDROCOCO 250ML 2 6,900 13,800
/// Disc. -3,900
/// Total Disc. 3,901
/// ```
///
/// (CORD cord-train-00556, with the discount of 1 above.)
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

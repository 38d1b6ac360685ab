import SplitBillCore

/// A discount printed twice (on the item and again in the summary) counts once.
///
/// ```
/// 1 SmokeBeef + NuTea 21,818 -
/// SubTotal: 21,818
/// ```
///
/// (CORD cord-train-00736: the item's discount read again from the summary.)
struct DiscountPrintedTwice: ResolverStep {
    func apply(to r: inout Resolution) {
        var seen: [Money] = []
        r.discounts = r.discounts.filter { d in
            if seen.contains(d.amount) { return false }
            seen.append(d.amount)
            return true
        }
        let itemDiscounts = r.itemDiscounts
        r.discounts.removeAll { d in itemDiscounts.contains(d.amount) }
    }
}

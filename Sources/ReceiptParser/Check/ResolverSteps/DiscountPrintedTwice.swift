import SplitBillCore

/// A discount printed twice (on the item and again in the summary) counts once.
///
/// ```
/// 1 x 24,000        24,000
/// Disc 20%        -4,800
/// Sub Total        112,000
/// Diskon        -4,800
/// ```
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

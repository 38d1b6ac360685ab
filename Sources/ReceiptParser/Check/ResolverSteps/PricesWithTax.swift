import SplitBillCore

/// Prices that include the tax: the items add up to the subtotal plus the tax.
///
/// ```
/// 1 medium tub 39,200.0 39,200.0
/// Subtotal: Rp 35,636.36
/// Tax 10.00%: Rp 3,563.64
/// ```
///
/// (CORD cord-train-00324.)
struct PricesWithTax: ResolverStep {
    func apply(to r: inout Resolution) {
        r.itemsIncludeTax = r.itemsMakeSubtotalWithTax
    }
}

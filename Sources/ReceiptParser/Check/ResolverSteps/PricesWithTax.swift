import SplitBillCore

/// Prices that include the tax: the items add up to the subtotal plus the tax.
///
/// ```
/// Total Sales (Excluding GST)        51.42
/// Total GST        3.08
/// ```
///
/// (Under items of 54.50 in all.)
struct PricesWithTax: ResolverStep {
    func apply(to r: inout Resolution) {
        r.itemsIncludeTax = r.itemsMakeSubtotalWithTax
    }
}

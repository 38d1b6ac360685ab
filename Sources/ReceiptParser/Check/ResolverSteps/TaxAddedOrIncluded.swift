import SplitBillCore

/// Whether the tax is added to the subtotal or included in it, in the order to try: included first where
/// the receipt says so (`Tax Included`, `di cui IVA`), added first elsewhere; added only where the subtotal
/// is printed as before tax.
///
/// ```
/// Subtotal: Rp 35,636.36
/// Tax 10.00%: Rp 3,563.64
/// TOTAL: 39,200,00
/// ```
///
/// (CORD cord-train-00324.)
///
/// A rounding line may be signed either way, or (printed under the total) not be part of it.
struct TaxAddedOrIncluded: ResolverStep {
    func apply(to r: inout Resolution) {
        r.anyIncluded = r.summary.saysTaxIncluded || r.taxes.contains { $0.included }
        r.taxOptions = r.taxes.isEmpty ? [false] : (r.anyIncluded ? [false, true] : [true, false])
        if r.taxes.isEmpty { r.taxOptions = [false] }
        // A subtotal printed as before tax has the tax added to it, whatever else the receipt says.
        if r.summary.subtotalExcludesTax, r.subtotal != nil, !r.taxes.isEmpty { r.taxOptions = [true] }
        r.roundingOptions = r.rounding == nil ? [1] : [1, -1, 0]
    }
}

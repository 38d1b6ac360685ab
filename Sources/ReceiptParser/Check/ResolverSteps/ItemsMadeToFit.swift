import SplitBillCore

/// Makes the items add up to what the summary says they come to, by taking a skipped line with money as an
/// item, a saving as a discount, or by leaving out a line (or a run of lines above the summary) that was
/// taken for one (``Catalogue/itemFixes``). The goals, in order: the subtotal (or the items
/// before the discounts it holds), the subtotal with its tax, the total less the charges, the total.
///
/// ```
/// Side Red Beans        4,99   "ean
/// Mashed Potatoes 4.50
/// Subtotal 18.99
/// ```
///
/// (WildReceipt wr-76eb103134 as the pipeline read it: money with the margin's noise after it, rescued.)
///
/// Lines taken out of the items are a repair; a line rescued as an item is not.
struct ItemsMadeToFit: ResolverStep {
    func apply(to r: inout Resolution) {
        let chosenTax = r.taxAdded ?? (r.anyIncluded ? false : !r.taxes.isEmpty)
        let taxSum = r.taxes.sum(in: r.currency) { $0.line.amount }
        var goals: [Money] = []
        if r.subtotal != nil { goals.append(r.base) }
        if let subtotal = r.subtotal, !taxSum.isZero { goals.append(subtotal + taxSum) }
        if let total = r.total {
            goals.append(total - r.adds(taxAdded: chosenTax, roundingSign: r.roundingSign))
            goals.append(total)
        }
        guard !r.itemsIncludeTax, !goals.isEmpty, !goals.contains(r.itemsSum), !r.items.isEmpty || !r.assembled.skipped.isEmpty else { return }
        let before = r.items.count
        let assembled = r.assembled, currency = r.currency, fixes = r.itemFixes
        for goal in goals where Resolver.fixItems(&r.items, goal: goal, findings: &r.findings, assembled: assembled, currency: currency, fixes: fixes) {
            // Lines taken out of the items (a line rescued as an item is no such repair).
            if r.items.count < before { r.repaired = true }
            break
        }
        r.itemsSum = r.items.sum(in: r.currency) { $0.net }
        if r.subtotal == nil { r.base = r.itemsSum }
        r.itemsIncludeTax = r.itemsMakeSubtotalWithTax
    }
}

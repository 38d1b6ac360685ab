import SplitBillCore

/// Holds each tax that the prices include to what its printed rate allows
/// (``Resolver/boundIncludedTaxes(_:total:before:nets:findings:)``): at 10% a bill of 9.00 holds at most 0.82.
///
/// ```
/// TOTALE EUR        9,00
/// di cui IVA 10%        8,18
/// ```
struct IncludedTaxBound: ResolverStep {
    func apply(to r: inout Resolution) {
        guard let total = r.total, !r.added || r.itemsIncludeTax else { return }
        let currency = r.currency, summary = r.summary
        // The most the taxed prices can come to: the subtotal, the total with the bill's discounts, or the items
        // before their own discounts.
        let before = [r.subtotal ?? total, total + r.discountSum, r.items.sum(in: currency) { $0.withAddOns }].max()!
        // Amounts printed that may be the bill before its tax.
        let nets = summary.subtotals + summary.loose + summary.unlabelled + summary.totals.map(\.amount)
        Resolver.boundIncludedTaxes(&r.taxes, total: total, before: before, nets: Set(nets), findings: &r.findings)
    }
}

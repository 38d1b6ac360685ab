import SplitBillCore

/// The chain to the total is checked: the base and the charges (tax added or included, service, tip, less
/// the discounts, the rounding) must make the total. A total no line printed as one (the subtotal, the
/// largest amount) cannot verify the receipt; without items there is nothing to check it against.
///
/// ```
/// 3X @13000
/// ES JERUK 39,000
/// SUBTOTAL 39,000
/// PB1 3,900
/// 42,900
/// ```
struct ChainToTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        guard let total = r.total else { return }
        let expected = r.base + r.adds(taxAdded: r.added, roundingSign: r.roundingSign)
        let ok = expected == total
        if !r.items.isEmpty, !r.totalGuessed { r.checks.append(.init(.totalAddsUp, passed: ok)) }
        guard !ok, !r.items.isEmpty else { return }
        if r.subtotal == nil, expected - r.base == r.zero {
            let suspect = Resolver.suspect(r.items, difference: total - r.itemsSum)
            r.findings.append(Finding(.warning, FindingText.itemsVsTotal(items: r.itemsSum, total: total, suspect: suspect), item: suspect))
        } else {
            let chain = chain(of: r)
            r.findings.append(Finding(.warning, FindingText.chain(chain, expected: expected, total: total), kind: .totalMismatch(chain, total: total)))
        }
    }

    /// The links of the chain, for the finding.
    private func chain(of r: Resolution) -> TotalChain {
        let currency = r.currency
        var chain = TotalChain(r.subtotal == nil ? .items : .subtotal, r.base)
        if r.added, !r.taxes.isEmpty { chain.append(.tax, r.taxes.sum(in: currency) { $0.line.amount }) }
        if let service = r.service { chain.append(.service, service) }
        if let tip = r.tip { chain.append(.tip, tip) }
        if !r.discounts.isEmpty { chain.append(.discount, -r.discountSum) }
        if let rounding = r.rounding, r.roundingSign != 0 {
            chain.append(.rounding, Money(minorUnits: rounding.minorUnits * r.roundingSign, currency: currency))
        }
        return chain
    }
}

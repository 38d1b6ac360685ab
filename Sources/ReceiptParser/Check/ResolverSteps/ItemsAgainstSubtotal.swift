import SplitBillCore

/// The items are checked against the printed subtotal (or the base it stands for, or the subtotal with
/// the tax the prices include); where they miss it, that is said, with the one item that one digit
/// changed would make fit.
///
/// ```
/// 1 SmokeBeef + NuTea 21,818 -
/// SubTotal: 21,818
/// ```
///
/// (CORD cord-train-00736.)
struct ItemsAgainstSubtotal: ResolverStep {
    func apply(to r: inout Resolution) {
        guard let subtotal = r.subtotal, !r.items.isEmpty else { return }
        let ok = r.itemsSum == subtotal || r.itemsSum == r.base || r.itemsIncludeTax
        r.checks.append(.init(.itemsMatchSubtotal, passed: ok))
        if !ok {
            let suspect = Resolver.suspect(r.items, difference: subtotal - r.itemsSum)
            r.findings.append(Finding(.warning, FindingText.itemsVsSubtotal(items: r.itemsSum, subtotal: subtotal, suspect: suspect), item: suspect,
                                      kind: .itemsMissSubtotal(items: r.itemsSum, subtotal: subtotal)))
        }
    }
}

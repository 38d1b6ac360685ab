import SplitBillCore

/// Each item whose count and unit price are printed is checked: the count times the unit price must make
/// its line total; where it does not, that is said.
///
/// ```
/// NASI GORENG 2 25,000 50,000
/// ```
struct ItemArithmeticCheck: ResolverStep {
    func apply(to r: inout Resolution) {
        for (k, item) in r.items.enumerated() {
            if let matches = item.productMatches, let q = item.quantity, let u = item.unitPrice {
                r.checks.append(.init(.itemArithmetic(item: k + 1), passed: matches))
                if !matches {
                    let p = q.multiplied(by: u)?.description ?? "?"
                    r.findings.append(Finding(.warning, FindingText.product(item: k + 1, quantity: q, unit: u, product: p, total: item.total), item: k + 1))
                }
            }
        }
    }
}

import SplitBillCore

/// A tax above the subtotal, or above every total printed, is a misreading (a registration number read as
/// an amount): no rate makes it. Left out, and said.
///
/// ```
/// Subtotal
/// PAJAK 10%        18,182
/// 1 Total        1,818
/// ```
///
/// (CORD cord-dev-00023: the subtotal's amount slid onto the tax's row.)
struct TaxAboveTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        let summary = r.summary
        guard let largestFigure = (summary.subtotals + summary.totals.map(\.amount)).filter(\.isPositive).max() else { return }
        for t in r.taxes where t.line.amount > largestFigure {
            r.findings.append(Finding(.note, FindingText.taxAboveTotal(tax: t.line.amount, largest: largestFigure)))
        }
        r.taxes.removeAll { $0.line.amount > largestFigure }
    }
}

import SplitBillCore

/// A tax above the subtotal, or above every total printed, is a misreading (a registration number read as
/// an amount): no rate makes it. Left out, and said.
///
/// ```
/// GST Reg No 001092886528
/// TOTAL        31.80
/// ```
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

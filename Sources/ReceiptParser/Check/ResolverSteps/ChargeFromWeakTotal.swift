import SplitBillCore

/// A charge whose label OCR mangled or took for a weaker total: with no charge read and the chain not
/// confirmed, the one weaker total line printed above the total whose amount the subtotal lacks is the tax;
/// or lacks for the payment less the change, one digit from the total as read, which is then the total.
/// Said, and not called verified: the arithmetic chose it.
///
/// ```
/// SubTotal:        16.60
/// Sales:        1.16
/// Total:        17.75
/// ```
///
/// (Paid 17.76; or `SUBTOTAL 14.00`, `Sales: 1.16`, `TOTAL 15.16`.)
struct ChargeFromWeakTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        guard r.noChargeRead, let t = r.total, let subtotal = r.subtotal, !r.totalGuessed,
              let line = r.summary.totals.first(where: { $0.amount == t }) else { return }
        let paid = r.paidLessChange.map { p in p != t && Resolver.oneDigitApart(t.minorUnits, p.minorUnits) ? [p] : [] } ?? []
        for target in [t] + paid {
            let gap = target - r.base
            let lines = r.summary.totals.filter { $0.row < line.row && $0.rank < line.rank && $0.amount == gap }
            guard gap.isPositive, gap < subtotal, lines.count == 1, let charge = lines.first else { continue }
            r.taxes = [SummaryDraft.Tax(line: TaxLine(name: charge.label, amount: gap), included: false, row: charge.row)]
            r.taxAdded = true
            r.findings.append(Finding(.note, FindingText.chargeFromWeakTotal(label: charge.label, amount: gap)))
            if target != t {
                r.total = target
                r.findings.append(Finding(.note, FindingText.totalRepaired(read: t, taken: target)))
            }
            r.repaired = true
            break
        }
    }
}

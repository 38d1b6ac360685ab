import SplitBillCore

/// Amounts printed alone under the subtotal that chain: where the total as read is below the subtotal (or
/// none was read), no charge was read and the chain is not confirmed, the one pair of lone amounts of which
/// the subtotal and the first make the second is the tax and the total. Said, and not called verified.
///
/// ```
/// Subtotal        128.00
/// 11.05
/// 139.05
/// Due 1 39.05
/// ```
struct LooseChargeAndTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        guard r.noChargeRead, let subtotal = r.subtotal, r.total.map({ $0 < subtotal }) ?? true else { return }
        let loose = r.summary.loose.filter(\.isPositive), base = r.base
        let pairs = loose.flatMap { a in loose.filter { $0 == base + a }.map { (charge: a, total: $0) } }.filter { $0.charge < subtotal }
        if pairs.count == 1, let pair = pairs.first {
            r.taxes = [SummaryDraft.Tax(line: TaxLine(amount: pair.charge), included: false, row: -1)]
            r.taxAdded = true
            r.findings.append(Finding(.note, FindingText.looseChargeAndTotal(charge: pair.charge, total: pair.total, read: r.total)))
            r.total = pair.total
            r.repaired = true
        }
    }
}

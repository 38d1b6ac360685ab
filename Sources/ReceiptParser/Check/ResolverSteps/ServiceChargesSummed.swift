import SplitBillCore

/// Several charges of the service kind (a delivery and a service fee, a Sunday's and a card's surcharge):
/// the service is their sum where it, and not the first alone, makes a printed total.
///
/// ```
/// Delivery Fee        2.99
/// Service Fee        6.05
/// ```
///
/// (Elsewhere a second service line is the first printed again, in a table or a summary.)
struct ServiceChargesSummed: ResolverStep {
    func apply(to r: inout Resolution) {
        let summary = r.summary, zero = r.zero
        let distinctServices = summary.service.reduce(into: [Money]()) { if !$0.contains($1) { $0.append($1) } }
        guard distinctServices.count >= 2, let first = r.service else { return }
        let sum = distinctServices.reduce(zero, +)
        let (taxOptions, roundingOptions, base, taxes, tip, discounts, rounding, currency)
            = (r.taxOptions, r.roundingOptions, r.base, r.taxes, r.tip, r.discounts, r.rounding, r.currency)
        let makesATotal = { (s: Money) in
            summary.totals.contains { t in
                taxOptions.contains { tOpt in
                    roundingOptions.contains { sign in
                        base + TotalContext.adds(taxes: taxes, service: s, tip: tip, discounts: discounts, rounding: rounding,
                                                 currency: currency, taxAdded: tOpt, roundingSign: sign) == t.amount
                    }
                }
            }
        }
        if makesATotal(sum), !makesATotal(first) {
            r.service = sum
            r.findings.append(Finding(.note, FindingText.chargesSummed(distinctServices, sum: sum)))
        }
    }
}

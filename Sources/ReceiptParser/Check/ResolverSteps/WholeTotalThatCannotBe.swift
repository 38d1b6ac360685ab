import SplitBillCore

/// A total line printed as a whole number on a receipt of decimals that cannot be the total is left out.
///
/// ```
/// HEINEKEN (5 BTL) 190.00
/// GST 10.75
/// TOTAL 900
/// ```
///
/// Left out: below an item or the subtotal, less the discounts printed; above half as much again as the
/// subtotal or the items (charges are less; `TOTAL 900` over an item of 190.00 is a misreading); or with no
/// item worth anything (a count, a code or a number of guests after a total word).
struct WholeTotalThatCannotBe: ResolverStep {
    func apply(to r: inout Resolution) {
        r.summary = Self.plausible(r.summary, items: r.items)
    }

    /// The summary without the whole-number total lines that cannot be the total.
    static func plausible(_ summary: SummaryDraft, items: [ItemDraft]) -> SummaryDraft {
        guard summary.totals.contains(where: \.printedWhole) else { return summary }
        var s = summary
        guard let largest = items.map(\.total).max(), largest.isPositive else {
            s.totals.removeAll(where: \.printedWhole)
            return s
        }
        let zero = Money.zero(largest.currency)
        let subtotal = summary.subtotals.first { !$0.isZero } ?? zero
        let discounts = summary.discounts.reduce(zero) { $0 + $1.amount }
        let floor = max(subtotal, largest) - discounts
        let base = max(subtotal, items.reduce(zero) { $0 + $1.total })
        let ceiling = Money(minorUnits: base.minorUnits + base.minorUnits / 2, currency: base.currency)
        s.totals.removeAll { $0.printedWhole && ($0.amount < floor || $0.amount > ceiling) }
        return s
    }
}

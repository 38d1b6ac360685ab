import SplitBillCore

/// A total that OCR misread by one digit: when the subtotal and charges make an amount one digit away from
/// it, and the items, a second printed figure or the payment confirm that amount, the arithmetic's amount
/// is taken, and said.
///
/// ```
/// Sub w/Tax:        $35.62
/// TOTAL        $357.62
/// ```
///
/// (`7.55` for `27.55`; a digit misread, dropped or added; any misreading when the payment itself is the
/// arithmetic's amount.)
struct TotalOneDigitOff: ResolverStep {
    func apply(to r: inout Resolution) {
        guard r.taxAdded == nil, let read = r.total, !r.items.isEmpty else { return }
        // From the subtotal, or from the items when a misread subtotal disagrees with them.
        let bases = r.itemsSum != r.base && r.itemsSum.isPositive ? [r.base, r.itemsSum] : [r.base]
        for start in bases {
            for tOpt in r.taxOptions {
                let expected = start + r.adds(taxAdded: tOpt, roundingSign: r.roundingSign)
                guard expected.isPositive, r.paidLessChange != read else { continue }
                let itemsMakeIt = itemsMake(expected, read: read, start: start, taxAdded: tOpt, in: r)
                let close = Resolver.oneDigitApart(read.minorUnits, expected.minorUnits)
                    || KeywordRepair.distance(String(read.minorUnits), String(expected.minorUnits), limit: 1) == 1
                if close || r.paidLessChange == expected || itemsMakeIt, confirmed(expected, read: read, start: start, itemsMakeIt: itemsMakeIt, in: r) {
                    r.total = expected
                    r.taxAdded = tOpt
                    r.findings.append(Finding(.note, FindingText.totalRepaired(read: read, taken: expected)))
                    r.repaired = true
                    return
                }
            }
        }
    }

    /// Items printed with their tax that add up to the subtotal before it plus that tax: two sets of lines
    /// that agree (`Total Sales (Excluding GST) 51.42`, `Total GST 3.08`, items of 54.50 in all), against a
    /// total printed once. (A discount in the chain may be an item whose sign was misread, as may the
    /// items: no such proof.)
    private func itemsMake(_ expected: Money, read: Money, start: Money, taxAdded: Bool, in r: Resolution) -> Bool {
        start == r.base && r.itemsSum != r.base && r.itemsSum == expected && r.subtotal != nil && taxAdded
            && r.discounts.isEmpty && r.summary.totals.filter { $0.amount == read }.count == 1
    }

    /// Whether a second printed figure agrees with `expected` and the payment does not back the reading.
    private func confirmed(_ expected: Money, read: Money, start: Money, itemsMakeIt: Bool, in r: Resolution) -> Bool {
        let summary = r.summary
        // A total below a subtotal that the items confirm cannot be right.
        let impossible = r.subtotal.map { read < $0 - r.discountSum && r.itemsSum == $0 } ?? false
        // A later subtotal (`Sub w/Tax: $35.62`) is such a figure too.
        return r.paidLessChange == expected || itemsMakeIt || summary.loose.contains(expected) || summary.unlabelled.contains(expected)
            || summary.subtotals.dropFirst().contains(expected) || impossible
            || Resolver(currency: r.currency).chargesConfirmed(
                read: read, expected: expected, start: start, itemsSum: r.itemsSum, subtotal: r.subtotal,
                discounts: r.discounts, taxes: r.taxes, service: r.service, serviceRate: summary.serviceRate, tip: r.tip)
    }
}

import SplitBillCore

/// Items over the goal: two to six lines read as no item with negative amounts that together are what the
/// items are over are each a discount on the item above it; each item takes at most one, and only what it
/// can take; all of them or none. Said.
///
/// ```
/// DAISY SOUR CREAM 16OZ    5.00  F
/// SC FRESH VALLEY SAVINGS  1.00-
/// TIDE PODS 42CT          13.99  T
/// SC FRESH VALLEY SAVINGS  2.00-
/// ```
///
/// (FindingTests' receipt in a US grocery's layout.)
struct SavingsOnItemsAbove: ItemFix {
    func fix(_ items: inout [ItemDraft], gap diff: Money, findings: inout [Finding], assembled: ItemAssembler.Result, currency: Currency) -> ItemFixResult {
        guard diff.isNegative else { return .notApplicable }
        let zero = Money.zero(currency)
        let savings = assembled.skipped.filter { $0.lastAmount?.money.isNegative == true }
        guard savings.count > 1, savings.count <= 6, savings.sum(in: currency, { $0.lastAmount?.money ?? zero }) == diff else { return .notApplicable }
        let owners = savings.compactMap { row in items.lastIndex { ($0.rows.first ?? Int.max) < row.index } }
        guard owners.count == savings.count, Set(owners).count == owners.count else { return .notApplicable }
        var trial = items
        var notes: [Finding] = []
        for (row, k) in zip(savings, owners) {
            guard let amount = row.lastAmount?.money.magnitude, trial[k].takeDiscount(amount) else { return .failed }
            trial[k].rows.append(row.index)
            notes.append(Finding(.note, FindingText.rescuedDiscount(item: k + 1, line: row.text.trimmed, amount: amount), item: k + 1))
        }
        items = trial
        findings += notes
        return .fixed
    }
}

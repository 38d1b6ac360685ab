import SplitBillCore

/// Items over the goal: one line (the last whose amount is what they are over), or else a run of lines just
/// above the summary that together make it (category sums), is no item; left out, and said. Not of a single
/// item.
///
/// ```
/// SOUP 10.00
/// SALAD 5.00
/// KITCHEN 15.00
/// Subtotal 15.00
/// ```
///
/// (FindingTests' sum line.)
struct NonItemLineDropped: ItemFix {
    func fix(_ items: inout [ItemDraft], gap diff: Money, findings: inout [Finding], assembled: ItemAssembler.Result, currency: Currency) -> ItemFixResult {
        guard diff.isNegative else { return .notApplicable }
        guard items.count > 1 else { return .failed }
        var drop: Range<Int>?
        if let k = items.lastIndex(where: { $0.net == diff.magnitude }) {
            drop = k..<(k + 1)
        } else {
            var run = Money.zero(currency)
            for k in stride(from: items.count - 1, to: 0, by: -1) {
                run += items[k].net
                if run == diff.magnitude { drop = k..<items.count; break }
                if run > diff.magnitude { break }
            }
        }
        guard let drop else { return .failed }
        for k in drop {
            let line = items[k].rows.first.flatMap { r in assembled.rowsText[r] } ?? items[k].name
            findings.append(Finding(.note, FindingText.dropped(line: line)))
        }
        items.removeSubrange(drop)
        return .fixed
    }
}

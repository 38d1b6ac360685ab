import SplitBillCore

/// Items short of the goal: the skipped line whose amount is what they lack (or, of two to six skipped lines
/// with money, all of them, where they together make it) is an item, named by the words before its amount
/// (after it, only OCR noise of the margin), unless the amount comes first. With items read, a priced row
/// the item rules took for noise may be it too. Said.
///
/// ```
/// Side Red Beans        4,99   "ean
/// Subtotal 18.99
/// ```
///
/// (WildReceipt wr-76eb103134 as the pipeline read it.)
struct SkippedLineRescued: ItemFix {
    func fix(_ items: inout [ItemDraft], gap diff: Money, findings: inout [Finding], assembled: ItemAssembler.Result, currency: Currency) -> ItemFixResult {
        guard diff.isPositive else { return .notApplicable }
        let zero = Money.zero(currency)
        let skipped = (assembled.skipped + (items.isEmpty ? [] : assembled.noisyPriced))
            .filter { $0.lastAmount.map { $0.money.isPositive } ?? false }
        var rescue: [ReadRow] = []
        if let row = skipped.first(where: { $0.lastAmount?.money == diff }) {
            rescue = [row]
        } else if skipped.count > 1, skipped.count <= 6, skipped.sum(in: currency, { $0.lastAmount?.money ?? zero }) == diff {
            rescue = skipped
        }
        guard !rescue.isEmpty else { return .failed }
        for row in rescue {
            guard let amount = row.lastAmount else { continue }
            let words = row.scan.words.enumerated().filter { $0.offset != amount.at && !$0.element.absorbed }
            let before = words.filter { $0.offset < amount.at }
            let name = ItemAssembler(currency: currency).cleanName(
                (before.contains { $0.element.number == nil } ? before : words).map(\.element.text).joined(separator: " "))
            let draft = ItemDraft(name: name, total: amount.money, rows: [row.index], printedTotal: amount.printed.text,
                                  repaired: amount.printed.repaired)
            let at = items.firstIndex { ($0.rows.first ?? 0) > row.index } ?? items.count
            items.insert(draft, at: at)
            findings.append(Finding(.note, FindingText.rescued(item: at + 1, name: name, amount: amount.money), item: at + 1))
        }
        return .fixed
    }
}

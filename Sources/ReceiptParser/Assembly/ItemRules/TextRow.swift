import SplitBillCore

/// `JEONGSIK` under `BULGOGI 25,000`, `+ Less Sugar`, `1 PLASTIC BAG` over `500.00`: a row without a line
/// total is a wrapped name, a modifier, or a name whose price comes on the next row; it waits for the item
/// it belongs to. An item above that was priced before its name (`1.09` over `Coconut Macaroon`) takes it
/// as its name.
struct TextRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.figures.total == nil else { return .next }
        let row = r.row
        let k = s.result.items.count - 1
        if let last = s.result.items.last, last.awaitingName, row.hasText {
            if let q = a.leadingCount(row), last.quantity == nil {
                s.result.items[k].quantity = q
                s.result.items[k].name = a.nameAfterCount(row)
            } else {
                s.result.items[k].name = a.cleanName(row.scan.text)
            }
            s.result.items[k].awaitingName = false
            s.result.items[k].rows.append(row.index)
        } else if ItemAssembler.isRule(row) {
            s.lastRuleRow = row.index
        } else if row.hasText || row.scan.words.contains(where: { $0.number != nil }) {
            s.pending.append(row)
            // `Side Red Beans 4,99 "ean`: money followed by OCR noise at the margin is no line total, but the
            // arithmetic may rescue it.
            if TextRow.endsInMarginNoise(row) { s.result.noisyPriced.append(row) }
        }
        return .taken
    }

    /// Whether the row is a name, then money, then one or two short words that are no number (`"ean`, `ee`).
    static func endsInMarginNoise(_ row: ReadRow) -> Bool {
        guard row.role == .plain, let amount = row.lastAmount, amount.money.isPositive, amount.at > 0 else { return false }
        let words = row.scan.words
        let after = words[(amount.at + 1)...]
        let before = words[..<amount.at]
        return (1...2).contains(after.count) && after.allSatisfy { $0.number == nil && $0.text.count <= 4 }
            && before.contains { $0.number == nil && $0.text.count >= 3 }
    }
}

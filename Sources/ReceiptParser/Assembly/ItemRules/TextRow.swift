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
                s.result.items[k].name = a.cleanName(row.scan.words.dropFirst().map(\.text).joined(separator: " "))
            } else {
                s.result.items[k].name = a.cleanName(row.scan.text)
            }
            s.result.items[k].awaitingName = false
            s.result.items[k].rows.append(row.index)
        } else if row.hasText || row.scan.words.contains(where: { $0.number != nil }) {
            s.pending.append(row)
        }
        return .taken
    }
}

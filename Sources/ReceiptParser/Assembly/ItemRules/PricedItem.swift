import SplitBillCore

/// `NASI GORENG 2 25,000 50,000`: what no rule before took is an item, with the name, count, unit price
/// and rows found for it. The text rows waiting above go with the item before it (modifiers, wrapped names).
struct PricedItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard let total = r.figures.total else { return .next }
        let row = r.row, figures = r.figures
        if r.rowsUsed.first == row.index { s.namesAbove = false }
        a.flush(&s.pending, into: &s.result)
        var item = ItemDraft(
            name: r.name, quantity: figures.quantity, unitPrice: figures.unitPrice, total: total.money,
            rows: r.rowsUsed, printedTotal: total.printed.text, repaired: total.printed.repaired,
            productMatches: figures.productMatches, awaitingName: r.awaiting)
        if r.pricedModifier, !r.awaiting { item.details.append(String(row.scan.text.trimmed)) }
        s.result.items.append(item)
        // Only a marked count (`1 x`, `2X`) says so: a lone digit before a name is too often OCR noise.
        s.itemsCounted = s.itemsCounted && r.rowsUsed == [row.index] && ItemAssembler.leadsWithCount(row)?.quantityMark == true
        s.seenItem = true
        return .taken
    }
}

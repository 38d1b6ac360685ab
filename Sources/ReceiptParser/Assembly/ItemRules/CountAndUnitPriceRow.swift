import SplitBillCore

/// `3X @13000`, `2 @ 1.60`: a row of only a count and a unit price. It completes the item above when
/// their product is that item's total, and is otherwise kept for the item on a row below.
struct CountAndUnitPriceRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let figures = r.figures
        guard figures.total == nil, figures.quantity != nil || figures.unitPrice != nil, !a.hasName(r.row, figures) else { return .next }
        if var last = s.result.items.last, s.pending.isEmpty, last.quantity == nil, let q = figures.quantity, let u = figures.unitPrice,
           ItemFigures.product(q, u, equals: last.total.decimalValue, currency: a.currency) {
            last.takeCount(q, unitPrice: u)
            s.result.items[s.result.items.count - 1] = last
        } else {
            s.pendingFigures = figures
        }
        return .taken
    }
}

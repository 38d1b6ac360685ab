import SplitBillCore

/// `A1. Sate Babi Manis 6.000` over `2 3.000`: a row of a count and a unit price right under an item
/// without a count, which multiply to its total, is that item's count and unit price.
struct CountRowUnderItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.figures.total != nil, let (q, u) = a.countForAbove(r, s), var last = s.result.items.last else { return .next }
        last.takeCount(q, unitPrice: u)
        last.rows.append(r.row.index)
        s.result.items[s.result.items.count - 1] = last
        s.countRowsBelowItems = true
        return .taken
    }
}

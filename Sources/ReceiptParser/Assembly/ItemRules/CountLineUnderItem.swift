import SplitBillCore

/// `GREEK YOGURT 4.50` over `Qty 3 @ $1.50 ea`: a count line (a count and a unit price, labelled with
/// words such as `Qty`, `ea`, `PCS`) right under an item without a count, whose count and unit price
/// multiply to its total, gives that item its count and unit price.
struct CountLineUnderItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .count, s.seenItem, let (q, u) = a.countForAbove(r, s, labelled: true),
              var last = s.result.items.last else { return .next }
        last.takeCount(q, unitPrice: u)
        last.rows.append(r.row.index)
        s.result.items[s.result.items.count - 1] = last
        return .taken
    }
}

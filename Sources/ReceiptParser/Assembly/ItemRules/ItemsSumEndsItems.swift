import SplitBillCore

/// `56,181` alone under the items: their sum (or their sum less the bill discounts among them) printed
/// without its word ends the items, unless a name follows below (a price printed over its name) or the
/// row is the count and unit price of the item above.
struct ItemsSumEndsItems: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, rows = s.rows, i = s.i, figures = r.figures, currency = a.currency
        guard let total = figures.total, a.countForAbove(r, s) == nil, !a.hasName(row, figures), figures.quantity == nil,
              row.scan.numbers.count == 1, !s.result.items.isEmpty, total.money.isPositive,
              case let itemsNet = s.result.items.sum(in: currency, { $0.net }),
              total.money == itemsNet || total.money == itemsNet - s.result.discounts.sum(in: currency, { $0.amount }),
              !s.pending.contains(where: { $0.hasText && !ItemAssembler.isMarked($0) }),
              i + 1 == rows.count || !(rows[i + 1].role == .plain && rows[i + 1].hasText && rows[i + 1].amounts.isEmpty) else { return .next }
        return .endsItems
    }
}

import SplitBillCore

/// `22,000 x1` over `22.000` (and `0 x1` over `0`): a row that ends with its count after the unit price
/// carried no line total; the amount alone under it is that total, wrapped, when count times unit makes it.
struct LineTotalUnderTrailingCount: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, rows = s.rows, i = s.i, figures = r.figures
        guard let total = figures.total, !a.hasName(row, figures), row.scan.numbers.count == 1, figures.quantity == nil, s.pending.isEmpty,
              i > 0, var last = s.result.items.last, last.rows.last == rows[i - 1].index,
              let q = ItemAssembler.trailingCount(rows[i - 1]), rows[i - 1].amounts.count == 1, let unit = rows[i - 1].amounts.first,
              ItemFigures.product(q, unit.money.decimalValue, equals: total.money.decimalValue, currency: a.currency) else { return .next }
        last.takeCount(q, unitPrice: unit.money.decimalValue)
        last.total = total.money
        last.printedTotal = total.printed.text
        last.repaired = total.printed.repaired
        last.rows.append(row.index)
        s.result.items[s.result.items.count - 1] = last
        return .taken
    }
}

import SplitBillCore

/// `1X 8,000` over `ITEM NAME 8,000`: a count and unit price for the item on the row below, when the row
/// below (a name with its line total) has the amount they make. Not on a receipt that prints its count
/// rows under their items, where the item above takes this row.
struct CountRowOverItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, rows = s.rows, i = s.i, figures = r.figures, currency = a.currency
        guard let total = figures.total, !a.hasName(row, figures), let q = figures.quantity,
              !row.amounts.contains(where: \.printed.unitPriceMark),
              !(a.countForAbove(r, s) != nil && s.countRowsBelowItems == true),
              row.amounts.filter({ !figures.used.contains($0.at) || $0.at == total.at }).count == 1, i + 1 < rows.count,
              rows[i + 1].role == .plain, case let belowFigures = ItemFigures.read(rows[i + 1], currency: currency),
              let below = belowFigures.total,
              a.hasName(rows[i + 1], belowFigures),
              ItemFigures.product(q, total.money.decimalValue, equals: below.money.decimalValue, currency: currency) else { return .next }
        var f = figures
        f.unitPrice = total.money.decimalValue
        f.total = nil
        s.pendingFigures = f
        s.countRowsBelowItems = false
        return .taken
    }
}

import SplitBillCore

/// `BEVERAGE 39,000` under the drinks, `FOOD 293,000` under the food: a category's sum (of the items
/// since the last category sum, or of them all) is no item. So is a run of them that sums all the items
/// (`FOOD 716,000`, `BEVERAGES 28,000`, `OTHERS 50,000` together).
struct CategorySum: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let rows = s.rows, i = s.i, currency = a.currency
        guard let total = r.figures.total, ItemAssembler.categoryWords.contains(Folding.keyWord(r.name)), r.figures.quantity == nil else {
            return .next
        }
        let sinceItems = s.result.items.filter { ($0.rows.first ?? 0) > s.lastCategoryRow }
        let since = sinceItems.sum(in: currency) { $0.net }
        let all = s.result.items.sum(in: currency) { $0.net }
        if total.money == since || total.money == all, !total.money.isZero, !sinceItems.isEmpty {
            s.lastCategoryRow = r.row.index
            return .taken
        }
        var k = i + 1
        var runSum = total.money
        while k < rows.count, rows[k].role == .plain, let amount = rows[k].lastAmount,
              ItemAssembler.categoryWords.contains(Folding.keyWord(a.nameWords(rows[k], ItemFigures.read(rows[k], currency: currency)))) {
            runSum += amount.money
            k += 1
        }
        if k > i + 1, runSum == all, !all.isZero {
            s.lastCategoryRow = rows[k - 1].index
            s.i = k - 1
            return .taken
        }
        return .next
    }
}

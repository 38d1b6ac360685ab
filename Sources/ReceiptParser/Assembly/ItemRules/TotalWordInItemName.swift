import SplitBillCore

/// `COLGATE TOTAL TP 4.79 T`, `TOTAL WINE MERLOT 12.99`... in the middle of a name: a row whose total
/// word stands between words of a product's name (a word before it that is no keyword, and one after it
/// before the price), above every subtotal and total line with one below it, is an item. The row is read
/// as a plain item row. (`FOOD TOTAL 25.00`, `ORDER TOTAL: 12.00` have no name after the word.)
struct TotalWordInItemName: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard case .total = r.role, let price = r.row.lastAmount, price.money.isPositive else { return .next }
        let scan = r.row.scan
        let found = Keywords.find(in: scan.keyWords).filter { if case .total = $0.kind { true } else { false } }
        guard found.count == 1, let total = found.first, total.at >= 1,
              !scan.keyWords[..<total.at].contains(where: KeywordRepair.vocabulary.contains) else { return .next }
        // After the phrase, a word of the name before the price.
        guard total.end < scan.keyWords.count, scan.keyWordPositions[total.end] < price.at,
              scan.keyWords[total.end].contains(where: \.isLetter),
              ItemAssembler.standsAboveEverySum(s.rows, s.i) else { return .next }
        r.role = .plain
        return .next
    }
}

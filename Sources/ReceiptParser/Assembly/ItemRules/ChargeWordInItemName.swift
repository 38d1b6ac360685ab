import SplitBillCore

/// `TIP TOP BREAD WHITE 700G 3.50` among the items: a row whose tip or service word is followed by two words
/// of a name or more (no keywords) before its price, where it stands above every subtotal and total line
/// with one below it and the next row with an amount is no summary line, is an item whose name begins with
/// such a word. The row is read as a plain item row. (`Service Charge (discretionary) 12.5% 7.10` has one
/// word after its phrase; a charge printed right above the total has no item under it.)
struct ChargeWordInItemName: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .tip || r.role == .service, let price = r.row.lastAmount, price.money.isPositive else { return .next }
        let scan = r.row.scan
        let found = Keywords.find(in: scan.keyWords)
        guard found.count == 1, let charge = found.first else { return .next }
        let nameWords = scan.keyWords.indices.filter { k in
            k >= charge.end && scan.keyWordPositions[k] < price.at && scan.keyWords[k].contains(where: \.isLetter)
                && !KeywordRepair.vocabulary.contains(scan.keyWords[k])
        }
        guard nameWords.count >= 2, ItemAssembler.standsAboveEverySum(s.rows, s.i),
              let next = s.rows[(s.i + 1)...].first(where: { !$0.amounts.isEmpty }), next.role == .plain else { return .next }
        r.role = .plain
        return .next
    }
}

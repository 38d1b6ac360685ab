import SplitBillCore

/// `1 PAKET HAPPY HOUR 27,273`, `1 Full Service 27.99`, `COPERTO 2 x 2,50 5,00`, `Coperto x2 4,00`: a row
/// with a positive amount that begins with its count, has a count marked as one (`x2`, `2x`), or whose
/// count times its unit price makes its line total (on the row, or on a count row above it: `3 x 2,50`
/// over `COPERTO 10% 7,50`), is an item whose name has a discount or service word
/// (a discount takes money off, and a service charge is no counted thing; an Italian cover charge is so
/// much a head). The row is read as a plain item row.
struct ChargeWordInCountedItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .discount || r.role == .service, let amount = r.row.lastAmount, amount.money.isPositive,
              !amount.printed.bracketed else { return .next }
        let counted = ItemAssembler.startsWithCount(r.row)
        // The multiplication printed as such (`2 x 2,50`, `x2`, `2 @ 2.50`), not a rate and a base that
        // happen to multiply (`SVC SERVICE CHARGE 10 150.00 15.00` of a tax table).
        let words = r.row.scan.words
        let markedCount = words.indices.contains { i in r.figures.used.contains(i) && words[i].number?.quantityMark == true }
        let marked = markedCount || words.indices.contains { i in
            guard r.figures.used.contains(i) else { return false }
            if let n = words[i].number { return n.unitPriceMark }
            return ItemFigures.unitWords.contains(Folding.keyWord(words[i].text))
        }
        let several = r.figures.quantity.map { $0.isInteger && $0 > ExactDecimal(significand: 1) } ?? false
        let multiplied = marked && several && !r.figures.quantityIsWeight
            && (markedCount || r.figures.productMatches == true)
        // `3 x 2,50` over `COPERTO 10% 7,50`: the count and unit price on the row above make the line total.
        let countedAbove = s.pendingFigures.map { p in
            guard let q = p.quantity, let u = p.unitPrice, q.isInteger, q > ExactDecimal(significand: 1) else { return false }
            return ItemFigures.product(q, u, equals: amount.money.decimalValue, currency: a.currency)
        } ?? false
        if counted || multiplied || countedAbove { r.role = .plain }
        return .next
    }
}

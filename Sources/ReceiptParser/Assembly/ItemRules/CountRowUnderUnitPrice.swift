import SplitBillCore

/// `Pfand 0,25 EUR` over `6 x 0,25 1,50 A`: a row of a count, a unit price and the line total they make,
/// with no name, right under an item that has no count and whose amount is that unit price. The row above
/// was the name with its price a piece (a deposit, a bottle); this row gives the item its count and line
/// total.
struct CountRowUnderUnitPrice: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let f = r.figures
        guard r.role == .plain, let total = f.total, let q = f.quantity, let u = f.unitPrice, f.productMatches == true,
              !f.quantityIsWeight, q.isInteger, q > ExactDecimal(significand: 1), total.money.isPositive,
              a.nameWords(r.row, f).filter(\.isLetter).count <= 1,
              var last = s.result.items.last, last.quantity == nil, last.discount == nil, last.addOns.isEmpty,
              last.rows.last == r.row.index - 1, last.total.decimalValue == u else { return .next }
        last.quantity = q
        last.unitPrice = u
        last.total = total.money
        last.printedTotal = r.row.scan.words[total.at].text
        last.productMatches = true
        last.rows.append(r.row.index)
        s.result.items[s.result.items.count - 1] = last
        return .taken
    }
}

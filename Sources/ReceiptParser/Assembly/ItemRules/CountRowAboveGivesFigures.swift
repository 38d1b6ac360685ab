import SplitBillCore

/// `3X @13000` over `COLA 39,000`: the count and unit price kept from a row of their own above
/// (``CountAndUnitPriceRow``, ``CountRowOverItem``) go to this priced row, where it has none of its own,
/// or where they make its line total and the row's own count does not agree (`1X 25,900` over
/// `TAMMIA 259 25,900`: the 259 is the name's).
struct CountRowAboveGivesFigures: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        if let p = s.pendingFigures {
            // `1X 25,900` over `TAMMIA 259 25,900`: the count row's figures make the line total, so a number
            // in the name that would divide it (259 x 100) is part of the name, not a count.
            if let q = p.quantity, let u = p.unitPrice, let total = r.figures.total, let own = r.figures.quantity, own != q,
               ItemFigures.product(q, u, equals: total.money.decimalValue, currency: a.currency) {
                let words = r.row.scan.words
                r.figures.quantity = nil
                r.figures.unitPrice = nil
                r.figures.used = r.figures.used.filter { $0 == total.at || words[$0].number == nil }
            }
            if r.figures.quantity == nil { r.figures.quantity = p.quantity }
            if r.figures.unitPrice == nil { r.figures.unitPrice = p.unitPrice }
            r.figures.productMatches = nil
            r.figures.reconcile(currency: a.currency)
            s.pendingFigures = nil
        }
        return .next
    }
}

import SplitBillCore

/// `3X @13000` over `COLA 39,000`: the count and unit price kept from a row of their own above
/// (``CountAndUnitPriceRow``, ``CountRowOverItem``) go to this priced row, where it has none of its own.
struct CountRowAboveGivesFigures: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        if let p = s.pendingFigures {
            if r.figures.quantity == nil { r.figures.quantity = p.quantity }
            if r.figures.unitPrice == nil { r.figures.unitPrice = p.unitPrice }
            r.figures.productMatches = nil
            r.figures.reconcile(currency: a.currency)
            s.pendingFigures = nil
        }
        return .next
    }
}

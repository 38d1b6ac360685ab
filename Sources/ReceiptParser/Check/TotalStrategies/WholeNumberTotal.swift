import SplitBillCore

/// `Balance : 5`, `Total 9` on a receipt with decimals: a whole number after a weaker total word, or of one
/// digit, is the total when the subtotal (or the items) and the charges make exactly that. (Of two digits or
/// more after a total word, `Total : 104` is a total line of its own: ``SummaryReader``.)
struct WholeNumberTotal: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard c.base.isPositive, let (whole, t) = c.madeByCharges(c.summary.wholeTotals) else { return .none }
        return .found(TotalChoice(amount: whole, source: .printed, taxAdded: t))
    }
}

import SplitBillCore

/// `Total : 104` on a receipt with decimals: the whole number is the total when the subtotal (or the
/// items) and the charges make exactly that.
struct WholeNumberTotal: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard c.base.isPositive, let (whole, t) = c.madeByCharges(c.summary.wholeTotals) else { return .none }
        return .found(TotalChoice(amount: whole, source: .printed, taxAdded: t))
    }
}

import SplitBillCore

/// `TOTAL 0` under items that are all free: a total of zero is all there is.
struct FreeItemsZeroTotal: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let zeroTotal = c.summary.totals.first, c.itemsSum.isZero else { return .none }
        return .found(TotalChoice(amount: zeroTotal.amount, source: .printed))
    }
}

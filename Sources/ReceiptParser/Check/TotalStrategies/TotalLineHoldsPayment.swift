import SplitBillCore

/// `TOTAL` / `10.00` / `CASH` / `CHANGE DUE 7.80` over a subtotal of 2.20: OCR moved the amounts down a
/// row, and the total line holds the cash handed over. When no payment amount is read and the total line
/// less the change is what the subtotal and charges make, that is the total, and a finding says so. Never
/// zero: cash handed over with change pays for something (`Total Incl. GST 15.00` over `CHANGE : 15.00`,
/// read a row off, with a discount of the subtotal's 15.00 read under it, is no free bill).
struct TotalLineHoldsPayment: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard !c.items.isEmpty, c.summary.tendered.isEmpty, let change = c.summary.change.first, change.isPositive, c.base.isPositive,
              let (taken, t) = c.madeByCharges(c.candidates.filter { $0.rank >= 4 }.map { $0.amount - change }),
              taken.isPositive else { return .none }
        return .found(TotalChoice(
            amount: taken, source: .printed, taxAdded: t,
            finding: Finding(.note, FindingText.totalShifted(read: taken + change, change: change, taken: taken))))
    }
}

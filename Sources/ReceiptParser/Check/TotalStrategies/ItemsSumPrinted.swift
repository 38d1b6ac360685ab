import SplitBillCore

/// `SR 6 7,395.09 443.71 7,838.80` under three items of 7,838.80 in all, where no line reads as a total
/// and the only candidate is an amount borrowed from a payment line (`CASH: (MYR) 7540.00`, its digits
/// misread): the largest amount printed, on no subtotal or payment line, is the total when the items (two
/// or more, none below zero) and the charges make it. No single item can print that sum, so another line
/// does: a tax summary's total column, a total whose word OCR lost.
struct ItemsSumPrinted: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard !c.candidates.isEmpty, c.candidates.allSatisfy({ $0.rank < 2 }), c.items.count >= 2, c.items.allSatisfy({ $0.net.isPositive }),
              c.itemsSum == c.base, let largest = c.summary.largest, !c.summary.tendered.contains(largest),
              !c.summary.subtotals.contains(largest), let (amount, t) = c.madeByCharges([largest]) else { return .none }
        return .found(TotalChoice(amount: amount, source: .printed, taxAdded: t))
    }
}

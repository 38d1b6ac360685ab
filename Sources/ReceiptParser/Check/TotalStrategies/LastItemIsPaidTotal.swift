import SplitBillCore

/// `***TO GO*** 19.50` over `AMOUNT TENDER 20.00` and a change of 0.50, no total line: the last row read as
/// an item prints what the payment less the change makes, more than any item above it and more than the
/// items above it with the charges: it is the total line, its word misread, not an item. The total is that
/// amount, the row leaves the items, and a note says so.
struct LastItemIsPaidTotal: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard c.candidates.isEmpty, c.items.count >= 2, let last = c.items.last, c.summary.change.first?.isPositive == true,
              let net = c.paidLessChange else { return .none }
        let above = c.items.dropLast()
        let aboveSum = above.sum(in: c.currency) { $0.net }
        guard net.isPositive, last.net == net, above.allSatisfy({ $0.net < net }),
              aboveSum + c.adds(taxAdded: true, roundingSign: 1) < net else { return .none }
        return .found(TotalChoice(amount: net, source: .payment, note: FindingText.totalFromPaymentAndLine(net), dropsLastItem: true))
    }
}

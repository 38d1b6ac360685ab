import SplitBillCore

/// `CASH 50.00` and `CHANGE 22.45`, no total line: the payment less the change is the total when the
/// subtotal (or the items) and the charges make it; a note says where it came from.
struct PaymentLessChange: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let paid = c.summary.tendered.first, let change = c.summary.change.first, !(paid - change).isNegative,
              c.base + c.adds(taxAdded: true, roundingSign: 1) == paid - change, !c.items.isEmpty else { return .none }
        return .found(TotalChoice(amount: paid - change, source: .payment, note: FindingText.totalFromPayment(paid - change)))
    }
}

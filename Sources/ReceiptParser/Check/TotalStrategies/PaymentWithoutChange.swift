import SplitBillCore

/// `VISA 27.55` with no change (or a change of zero), no total line: a payment that the subtotal (or the
/// items) and the charges make is the total; a note says where it came from.
struct PaymentWithoutChange: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let paid = c.summary.tendered.first(where: { $0 == c.base + c.adds(taxAdded: true, roundingSign: 1) }), !c.items.isEmpty,
              c.summary.change.isEmpty || c.summary.change.allSatisfy(\.isZero) else { return .none }
        return .found(TotalChoice(amount: paid, source: .payment, note: FindingText.totalFromPayment(paid)))
    }
}

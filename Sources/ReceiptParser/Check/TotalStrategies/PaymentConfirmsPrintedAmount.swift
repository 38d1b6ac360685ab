import SplitBillCore

/// `(Inclusive of GST) : 599.45` and `CASH : 599.45`, no total line (its word misread): an amount printed
/// on a summary line (the amount a tax note includes, a subtotal, a bare amount) that the payment less the
/// change confirms is the total, even where misread items keep the arithmetic from making it; a note says
/// it came from the payment.
struct PaymentConfirmsPrintedAmount: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        let summary = c.summary
        guard let net = c.paidLessChange else { return .none }
        let printed = summary.includedNotes + summary.subtotals + summary.loose + summary.unlabelled
        guard net.isPositive, printed.contains(net) else { return .none }
        return .found(TotalChoice(amount: net, source: .payment, note: FindingText.totalFromPaymentAndLine(net)))
    }
}

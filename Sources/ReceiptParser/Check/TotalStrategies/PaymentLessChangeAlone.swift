import SplitBillCore

/// `CASH 20.00` and `CHANGE 3.90` with no total line, where misread charges keep the arithmetic from making
/// 16.10: the payment less its change is what was owed, a better estimate than any other amount, when it is
/// at least the items less the discounts; a note says it is not confirmed.
struct PaymentLessChangeAlone: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let paid = c.summary.handed, let change = c.summary.change.first, change.isPositive, !c.items.isEmpty else {
            return .none
        }
        let net = paid - change
        let floor = c.base - c.discounts.sum(in: c.currency) { $0.amount }
        guard net.isPositive, net >= floor else { return .none }
        return .found(TotalChoice(amount: net, source: .payment, note: FindingText.totalFromPaymentAlone(net), guessed: true))
    }
}

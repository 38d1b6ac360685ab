import SplitBillCore

/// `SUBTOTAL 12.50` and no total, tax, service, tip or discount: the last subtotal printed (a later one
/// adds what came between, such as rounding) is taken as the total, said to be a guess.
struct SubtotalOnly: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let subtotal = c.subtotal, c.taxes.isEmpty, c.service == nil, c.tip == nil, c.discounts.isEmpty else { return .none }
        let last = c.summary.subtotals.last { !$0.isZero && $0 >= subtotal } ?? subtotal
        return .found(TotalChoice(amount: last, source: .subtotal, note: FindingText.totalFromSubtotal(last), guessed: true))
    }
}

import SplitBillCore

/// `BCA PROMO 1 54,455`, `2 E Money Justice Leag 150.000`: a row with a payment word that is an item,
/// as its count shows, standing above every subtotal and total line with one below it (a payment comes
/// after the total). The row is read as a plain item row. So is such a row with no amount at all
/// (`CARD MDAY GRANDMOTHER` over `720473462272 4.99`): a name whose price stands below, not a payment
/// label.
struct PaymentWordInItemName: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        if a.isPaymentNamedItem(s.rows, s.i) || a.isPaymentWordAboveSums(s.rows, s.i) {
            r.paymentNamedItem = true
            r.role = .plain
        }
        return .next
    }
}

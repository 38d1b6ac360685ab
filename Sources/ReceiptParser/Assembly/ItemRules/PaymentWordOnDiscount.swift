import SplitBillCore

/// `CLUBCARD PRICE -£0.50` between `PG TIPS 80S £2.99` and `WALKERS CRISPS 6PK £2.00`: a row with a
/// payment word (a loyalty card's) and a negative amount, standing above every subtotal and total line
/// with one below it, is a discount: no payment is negative, and payments come after the total. The
/// row is read as a discount row, so the items go on below it. (A row with a discount word as well,
/// `DISC MANDIRI 250,000 -`, a bank's promotion, is read as before: the summary takes it.)
struct PaymentWordOnDiscount: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .payment, !r.row.scan.has(.discount), let last = r.row.lastAmount, last.money.isNegative,
              ItemAssembler.standsAboveEverySum(s.rows, s.i),
              // Printed again under the subtotal (`CP 360 Club Card -9,545` over `SubTotal: 63,636`,
              // `Discount: -9,545`), it is the bill's discount, which the summary takes.
              !s.rows[(s.i + 1)...].contains(where: { $0.role == .discount && $0.lastAmount?.money.magnitude == last.money.magnitude })
        else { return .next }
        r.role = .discount
        return .next
    }
}

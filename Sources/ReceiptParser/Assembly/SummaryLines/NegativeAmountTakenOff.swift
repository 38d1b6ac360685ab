import SplitBillCore

/// An unlabelled summary row's negative amount, outside a tax table, is an amount taken off the bill.
///
/// ```
/// FAVE 600 ( 600,000)
/// ```
///
/// (Or `VOUCHER -20.00`.)
struct NegativeAmountTakenOff: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .plain, !line.inTable, line.last.money.isNegative else { return false }
        s.discounts.append(Adjustment(name: line.name, amount: line.last.money.magnitude))
        s.discountRows.append(line.row.index)
        return true
    }
}

import SplitBillCore

/// A saving printed as taken off the bill, under the items and above any total, is a discount (a saving
/// under the total, unsigned, only informs).
///
/// ```
/// SUBTOTAL 18.76
/// SAVINGS -0.50
/// TOTAL EUR 18.26
/// ```
struct SavingsTakenOff: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .info, line.row.scan.has(.savings), line.belowItems, !line.inTable, line.last.money.isNegative,
              s.totals.isEmpty else { return false }
        s.discounts.append(Adjustment(name: line.name, amount: line.last.money.magnitude))
        s.discountRows.append(line.row.index)
        return true
    }
}

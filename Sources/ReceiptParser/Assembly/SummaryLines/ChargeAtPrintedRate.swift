import SplitBillCore

/// An amount that is its printed rate of the subtotal above it is a charge on it, whatever OCR made of its word.
///
/// ```
/// Bulk 6.625% + 0.44
/// ```
struct ChargeAtPrintedRate: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        let last = line.last
        guard line.row.role == .plain, !line.inTable, line.amounts.count == 1, let rate = line.row.rate, rate.isPositive,
              let base = s.subtotals.last, base.isPositive, let made = base.percentage(rate), made.isPositive,
              base.chargesTax(last.money, atPercent: rate) else { return false }
        s.taxes.append(.init(line: TaxLine(name: line.name, rate: rate, amount: last.money), included: false, row: line.row.index))
        s.lastChargeRow = line.row.index
        return true
    }
}

import SplitBillCore

/// The taxable base, then the tax word with its rate and the tax on that base, side by side: the tax the
/// prices include (``SummaryReader/netThenTax(_:_:)``).
///
/// ```
/// DPP 97,455  PB1 10% 9,745
/// ```
struct TaxableBaseThenTax: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .info, line.row.scan.has(.taxable), line.belowItems,
              let tax = SummaryReader.netThenTax(line.row, line.amounts) else { return false }
        s.taxes.append(.init(line: tax, included: true, row: line.row.index))
        return true
    }
}

import SplitBillCore

/// A tax table's row of amounts alone whose rate has no sign (``SummaryReader/unmarkedRateAndTax(_:)``): the
/// tax the prices include.
///
/// ```
/// Moms% Moms Netto Brutto
/// 12,00 39,75 331,25 371,00
/// ```
struct VATSummaryRow: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .plain, let (rate, tax) = line.unmarkedRate else { return false }
        s.taxes.append(.init(line: TaxLine(name: nil, rate: rate, amount: tax), included: true, row: line.row.index))
        return true
    }
}

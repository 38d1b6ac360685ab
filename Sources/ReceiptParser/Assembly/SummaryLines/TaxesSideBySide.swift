import SplitBillCore

/// Two taxes on one row, each its own (``SummaryReader/taxesSideBySide(_:_:)``).
///
/// ```
/// CGST 2.5% 8.00 SGST 2.5% 8.00
/// ```
struct TaxesSideBySide: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard case .tax(let included) = line.row.role else { return false }
        let row = line.row
        guard line.amounts == row.amounts, let parts = SummaryReader.taxesSideBySide(row, line.amounts) else { return false }
        for part in parts {
            if included { s.includedNotes.append(part.amount.magnitude) }
            if !part.amount.isZero { s.lastChargeRow = row.index }
            s.taxes.append(.init(line: TaxLine(name: part.name, rate: part.rate, amount: part.amount.magnitude),
                                 included: included, row: row.index))
        }
        return true
    }
}

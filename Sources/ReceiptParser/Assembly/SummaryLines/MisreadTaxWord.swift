import SplitBillCore

/// A tax word with one letter misread, under the subtotal, before any tax or total, with less than it: the
/// tax (``SummaryReader/misreadTaxWord(_:)``).
///
/// ```
/// Tex = $0.08
/// ```
struct MisreadTaxWord: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        let last = line.last
        guard line.row.role == .plain, !line.inTable, last.money.isPositive, s.taxes.isEmpty, s.totals.isEmpty,
              let base = s.subtotals.last, last.money < base, SummaryReader.misreadTaxWord(line.row.scan.keyWords) else { return false }
        s.taxes.append(.init(line: TaxLine(name: line.name, rate: line.row.rate, amount: last.money), included: false, row: line.row.index))
        s.lastChargeRow = line.row.index
        return true
    }
}

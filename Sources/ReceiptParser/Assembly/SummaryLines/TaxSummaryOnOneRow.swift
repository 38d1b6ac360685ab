import SplitBillCore

/// A tax summary on one row, labelled, whose net and tax make its gross, is the tax the prices include
/// (``SummaryReader/taxBetweenNetAndGross(_:)``).
///
/// ```
/// MwSt 19% Netto 16,05 MwSt 3,05 Brutto 19,10
/// ```
struct TaxSummaryOnOneRow: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        let row = line.row
        guard row.role == .info, row.scan.has(.tax), line.belowItems, line.amounts.allSatisfy({ $0.money.isPositive }),
              let tax = SummaryReader.taxBetweenNetAndGross(line.amounts.map(\.money)) else { return false }
        let word = row.scan.words.first { $0.number == nil && SummaryReader.isTaxWord($0.text) }
        s.taxes.append(.init(line: TaxLine(name: word?.text, rate: row.rate, amount: tax), included: true, row: row.index))
        return true
    }
}

import SplitBillCore

/// A rate with two amounts or more on a row of no keyword, under the items: a tax table's row, the tax the
/// prices include, the one the rate makes of the amounts (``SummaryReader/taxAmount(_:rate:)``).
///
/// ```
/// TVA HT TVA TTC
/// 5,50% 9,02 0,50 9,52
/// ```
struct RateWithAmounts: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .plain, let rate = line.row.rate, line.amounts.count >= 2, line.belowItems else { return false }
        let amount = line.reader.taxAmount(line.amounts, rate: rate)
        s.taxes.append(.init(line: TaxLine(name: line.name, rate: rate, amount: amount), included: true, row: line.row.index,
                             rowAmounts: line.amounts.map(\.money)))
        return true
    }
}

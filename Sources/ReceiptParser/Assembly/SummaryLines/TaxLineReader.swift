import SplitBillCore

/// A tax line: the tax charged, or a note of the tax the prices include. Of a row of several amounts, the one
/// the rate makes (``SummaryReader/taxAmount(_:rate:)``); an amount after a rate that OCR misread is read
/// again from the base (``SummaryReader/misreadTaxAfter(_:base:rate:)``). A tax printed negative is no charge.
///
/// ```
/// TOTAL TAX        1.56
/// ```
///
/// (SROIE sroie-023; `PB1 10% 3,900`, `di cui IVA 10% 8,18`.)
struct TaxLineReader: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard case .tax(let included) = line.row.role else { return false }
        let row = line.row, amounts = line.amounts, last = line.last
        var amount = line.reader.taxAmount(amounts, rate: row.rate)
        if amounts.count == 1, amounts == row.amounts, let rate = row.rate,
           let read = SummaryReader.misreadTaxAfter(row, base: last.money.magnitude, rate: rate) {
            amount = read
        }
        if included { s.includedNotes.append(last.money.magnitude) }
        if !amount.isZero { s.lastChargeRow = row.index }
        if !amount.isNegative {
            s.taxes.append(.init(line: TaxLine(name: line.name, rate: row.rate, amount: amount), included: included, row: row.index,
                                 rowAmounts: amounts.map(\.money)))
        }
        return true
    }
}

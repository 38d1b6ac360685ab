import SplitBillCore

/// A total line, with the strength of its word. A total under a rounding line, a few cents from a total above
/// it, is the rounded total (the strongest); so is one under a bare amount that is the difference, a
/// rounding line whose word OCR lost. The first strong total printed negative is kept for the refund's check;
/// a stray dash after a total is otherwise noise. Totals of a tax summary table are not the receipt's.
///
/// ```
/// TOTAL:        102.39
/// 0.01
/// TOTAL        102.40
/// ```
///
/// (SROIE sroie-104; `Total Amt incl GST 7.42`, `Rounding (0.02)`, `Total Amt Payable 7.40`.)
struct TotalLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard case .total(var rank) = line.row.role else { return false }
        let row = line.row, currency = line.currency
        let amount = line.last.money.magnitude
        let near = s.totals.filter { t in
            t.amount != amount && (t.amount - amount).magnitude.minorUnits < currency.cashRoundingSpan
        }
        let underRounding = s.roundingRow.map { $0 < row.index } ?? false
        let underBareDifference = near.contains { t in line.bareAbove.contains { $0.money.magnitude == (amount - t.amount).magnitude } }
        if !near.isEmpty, underRounding || underBareDifference { rank = 6 }
        if line.last.money.isNegative, rank >= 3, !line.inTable, s.negativeTotalLine == nil {
            s.negativeTotalLine = row.scan.words.map(\.text).joined(separator: " ")
        }
        if !line.inTable { s.totals.append(.init(amount: amount, rank: rank, row: row.index, label: line.label)) }
        return true
    }
}

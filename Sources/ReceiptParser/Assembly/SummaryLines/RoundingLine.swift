import SplitBillCore

/// A rounding, signed as printed, and the row of the first.
///
/// ```
/// ++Rounding -1
/// ```
///
/// (CORD cord-train-00692.)
struct RoundingLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .rounding else { return false }
        s.rounding.append(line.last.money)
        if s.roundingRow == nil { s.roundingRow = line.row.index }
        return true
    }
}

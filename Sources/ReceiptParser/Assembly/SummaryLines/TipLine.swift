import SplitBillCore

/// A tip, where it is more than nothing.
///
/// ```
/// Dasher Tip                      $4.00
/// ```
struct TipLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .tip else { return false }
        if line.last.money.isPositive { s.tips.append(line.last.money) }
        return true
    }
}

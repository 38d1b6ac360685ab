import SplitBillCore

/// An amount whose label OCR mangled, outside a tax table: kept aside, for the arithmetic to claim.
///
/// ```
/// TORe RM 73.00
/// ```
struct UnlabelledAmount: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .plain, !line.inTable, line.last.money.isPositive else { return false }
        s.unlabelled.append(line.last.money)
        return true
    }
}

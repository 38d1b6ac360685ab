import SplitBillCore

/// A payment: the change given back where a change word labels it, else the amount handed over.
///
/// ```
/// cash: 50,000
/// Change: 26,000
/// ```
///
/// (CORD cord-train-00736.)
struct PaymentLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .payment else { return false }
        if line.row.scan.keyWords.contains(where: { SummaryReader.changeWords.contains($0) }) {
            s.change.append(line.last.money.magnitude)
        } else if line.last.money.isPositive {
            s.tendered.append(line.last.money)
        }
        return true
    }
}

import SplitBillCore

/// A service charge, with the rate of the first.
///
/// ```
/// SERVICE CHARGE 29,100
/// ```
///
/// (CORD cord-train-00623.)
struct ServiceLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .service else { return false }
        if s.service.isEmpty { s.serviceRate = line.row.rate }
        s.service.append(line.last.money.magnitude)
        if !line.last.money.isZero { s.lastChargeRow = line.row.index }
        return true
    }
}

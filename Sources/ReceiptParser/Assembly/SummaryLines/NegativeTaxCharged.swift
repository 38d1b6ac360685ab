import SplitBillCore

/// A tax charged (not a tax table's row nor a note of the tax the prices include) printed negative: with a
/// total printed negative, money given back (``RefundTotalLine``). It takes no line: the tax is read by the
/// readers after it.
///
/// ```
/// Tax:        ($0.26)
/// ```
///
/// (FindingTests' refund slip.)
struct NegativeTaxCharged: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        if case .tax(let included) = line.row.role, line.last.money.isNegative, !line.inTable, !included { s.negativeTax = true }
        return false
    }
}

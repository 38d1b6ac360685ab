import SplitBillCore

/// A subtotal. A stray dash after it is OCR noise: a subtotal is never negative. A first subtotal printed as
/// excluding the tax has the tax added to it, never in it.
///
/// ```
/// SUB-TOTAL (EX)        26.00
/// ```
///
/// (SROIE sroie-023; `Total Sales (Excluding GST)` too.)
struct SubtotalLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .subtotal else { return false }
        s.subtotals.append(line.last.money.magnitude)
        if s.subtotals.count == 1, line.row.scan.has(.excluded) { s.subtotalExcludesTax = true }
        return true
    }
}

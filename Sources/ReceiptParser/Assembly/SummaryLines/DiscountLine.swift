import SplitBillCore

/// A discount of the bill, with its row, where it is more than nothing.
///
/// ```
/// Sub Total 259,000
/// Service 9,600
/// Tax 52,416
/// Discount 19,000
/// ```
///
/// (CORD cord-train-00003.)
struct DiscountLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .discount else { return false }
        if !line.last.money.isZero {
            s.discounts.append(Adjustment(name: line.name, amount: line.last.money.magnitude))
            s.discountRows.append(line.row.index)
        }
        return true
    }
}

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
/// (CORD cord-train-00003.) So is a void under the items printed as money taken off, as a restaurant's
/// check prints a voided dish after its subtotal (among the items a void takes its item off, ``DiscountRow``):
///
/// ```
/// Subtotal:        $69.90
/// Void:     -$17.95
/// Tax:        $3.44
/// Amt Due:       $55.39
/// ```
struct DiscountLine: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        let voidTakenOff = line.row.role == .void && line.belowItems && line.last.money.isNegative && !line.inTable
        guard line.row.role == .discount || voidTakenOff else { return false }
        if !line.last.money.isZero {
            s.discounts.append(Adjustment(name: line.name, amount: line.last.money.magnitude))
            s.discountRows.append(line.row.index)
        }
        return true
    }
}

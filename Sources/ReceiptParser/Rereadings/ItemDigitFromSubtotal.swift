import SplitBillCore

/// One item's line total misread by one digit, where the subtotal is confirmed by the total and only that
/// item, so read, makes the subtotal (``ReceiptParser/readingOneDigitOfOneItem(_:_:)``). Kept and said, but
/// not called verified: the arithmetic repaired it.
///
/// ```
/// Diet Coke        7.50
/// ```
///
/// (For 2.50.)
struct ItemDigitFromSubtotal: Rereading {
    func apply(to choice: inout ReadingChoice) {
        let best = choice.best
        guard !best.verification.isVerified, let digit = ReceiptParser.readingOneDigitOfOneItem(choice.kept, best) else { return }
        var second = choice.read(digit.rows)
        if second.verification.isVerified, !second.repaired, second.receipt.total == best.receipt.total,
           let k = second.items.firstIndex(where: { $0.rows.contains(digit.row) }) {
            second.receipt.findings.append(Finding(.warning, FindingText.itemDigitFromSubtotal(
                item: k + 1, printed: digit.printed, amount: second.items[k].total), item: k + 1))
            second.repaired = true
            choice.best = second
        }
    }
}

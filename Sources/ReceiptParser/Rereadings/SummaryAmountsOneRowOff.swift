import SplitBillCore

/// The summary's amounts read one row off their labels, a photo's amount column standing higher or lower
/// than its words (``ReceiptParser/shiftingSummaryAmounts(_:down:)``): kept where so read every check passes
/// and one ties the items to a printed sum, which the reading as printed fails. The items stay as read: a
/// moved amount must not become an item that makes the sums hold.
///
/// ```
/// Subtotal
/// PAJAK 10%        18,182
/// 1 Total        1,818
/// 20.000
/// ```
struct SummaryAmountsOneRowOff: Rereading {
    var readsCharactersAgain: Bool { false }

    func apply(to choice: inout ReadingChoice) {
        guard !choice.best.verification.isVerified else { return }
        let best = choice.best
        for down in [false, true] {
            guard let shifted = ReceiptParser.shiftingSummaryAmounts(choice.kept, down: down) else { continue }
            var second = choice.read(shifted)
            if second.verification.isVerified, !second.repaired, ReceiptParser.confirms(second.verification, over: best.verification),
               second.items.map(\.total) == best.items.map(\.total) {
                second.receipt.findings.append(Finding(.note, FindingText.summaryAmountsShifted(down: down)))
                choice.best = second
                return
            }
        }
    }
}

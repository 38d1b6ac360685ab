import SplitBillCore

/// A currency sign read as a digit before one amount (``ReceiptParser/readingsOfOneSignAsDigit(_:limit:)``):
/// kept where it makes a printed sum hold that fails as read, breaks none, and leaves the total as it was.
/// An amount printed more than once and so read at every printing may change the total, where the items,
/// none of them so changed, make the subtotal (an item and a subtotal changed alike would confirm each other
/// whatever was printed).
///
/// ```
/// £3.75
/// 20.65
/// £4.05
/// ```
///
/// (Or `SUBTOT 25.99` and `TOTAL 25.99` under `£5.99`.)
struct OneSignReadAsDigit: Rereading {
    func apply(to choice: inout ReadingChoice) {
        guard !choice.best.verification.isVerified else { return }
        let best = choice.best
        for option in ReceiptParser.readingsOfOneSignAsDigit(choice.kept) {
            var second = choice.read(option.rows)
            let itemsConfirm = second.verification.checks.contains { $0.kind == .itemsMatchSubtotal && $0.passed }
            let itemsKept = option.places == 1 || second.items.map(\.total) == best.items.map(\.total)
            if ReceiptParser.confirms(second.verification, over: best.verification), !second.repaired, itemsKept,
               second.receipt.total == best.receipt.total || (option.places >= 2 && itemsConfirm) {
                second.receipt.findings.append(Finding(.note, FindingText.signReadAsDigit(option.printed)))
                choice.best = second
                return
            }
        }
    }
}

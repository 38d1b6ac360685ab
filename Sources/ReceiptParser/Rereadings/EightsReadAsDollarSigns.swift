import SplitBillCore

/// A dollar sign read as an 8 before amounts (``ReceiptParser/readingEightsAsDollarSigns(_:)``): kept where
/// it makes a printed sum hold (the items the subtotal, or the total) that the reading as printed fails, and
/// breaks none.
///
/// ```
/// 1 Chicken Sandwich        80.50
/// TOTAL        $11.65
/// ```
struct EightsReadAsDollarSigns: Rereading {
    func apply(to choice: inout ReadingChoice) {
        guard !choice.best.verification.isVerified, let signs = ReceiptParser.readingEightsAsDollarSigns(choice.kept) else { return }
        var second = choice.read(signs.rows)
        if ReceiptParser.confirms(second.verification, over: choice.best.verification), !second.repaired {
            second.receipt.findings.append(Finding(.note, FindingText.eightsReadAsDollarSigns(signs.printed)))
            choice.best = second
        }
    }
}

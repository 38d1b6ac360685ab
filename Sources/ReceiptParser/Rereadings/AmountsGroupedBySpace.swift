import SplitBillCore

/// Amounts grouped in thousands by a space, which the words as cut read as a count and a price, or lose in
/// part: the reading with them joined is kept where the layout allows only it (a summary row holds one) and
/// it breaks no printed sum that the first makes, or where the arithmetic confirms it and fails the first
/// (``SpaceGroupedAmounts``).
///
/// ```
/// Menu du jour        1 234,50
/// Total        1 237,00
/// ```
struct AmountsGroupedBySpace: Rereading {
    var readsCharactersAgain: Bool { false }

    func apply(to choice: inout ReadingChoice) {
        guard let grouped = SpaceGroupedAmounts.joining(choice.kept) else { return }
        let best = choice.best
        var second = choice.read(grouped.rows)
        let differs = second.receipt.total != best.receipt.total || second.items.map(\.total) != best.items.map(\.total)
        let firstVerified = best.verification.isVerified, secondVerified = second.verification.isVerified
        let takeSecond = grouped.sure
            ? (secondVerified || !firstVerified) && ReceiptParser.keepsEverySum(second.verification, of: best.verification)
            : !firstVerified && (secondVerified || ReceiptParser.confirms(second.verification, over: best.verification))
        if differs, takeSecond, !second.repaired {
            second.receipt.findings.append(Finding(.note, FindingText.groupedBySpace(grouped.printed)))
            choice.best = second
            choice.kept = grouped.rows
        }
    }
}

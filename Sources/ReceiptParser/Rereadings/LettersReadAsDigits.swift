import SplitBillCore

/// Letters that OCR confuses with digits inside amounts (`O`/`0`, `l`/`1`, `S`/`5`, `B`/`8`) read as those
/// digits: kept where every check passes, or where every check passes, one of them ties the items to a
/// printed sum, and the first reading had failed. The repaired amounts are said.
///
/// ```
/// 2 Tahu Telor        52,0O0
/// ```
struct LettersReadAsDigits: Rereading {
    func apply(to choice: inout ReadingChoice) {
        guard !choice.best.verification.isVerified, choice.repairsOCRConfusions else { return }
        let repairedScan = ScannedRow.scan(choice.kept, repairs: true)
        guard repairedScan != choice.plainScan else { return }
        let best = choice.best
        var second = choice.read(repairedScan)
        let sums: Set<Verification.Check.Kind> = [.itemsMatchSubtotal, .totalAddsUp]
        let confirmed = second.verification.failed.isEmpty && !best.verification.failed.isEmpty
            && second.verification.checks.contains { sums.contains($0.kind) && $0.passed }
        guard second.verification.isVerified || confirmed else { return }
        // Say which amounts were repaired; the arithmetic confirmed them.
        for (k, item) in second.items.enumerated() where item.repaired {
            second.receipt.findings.append(Finding(.note, FindingText.repaired(item: k + 1, printed: item.printedTotal, amount: item.total), item: k + 1))
        }
        choice.best = second
    }
}

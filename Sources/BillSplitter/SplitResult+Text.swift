import SplitBillCore

extension SplitResult {
    /// The summary a person pastes into a chat: short lines, no tables, amounts written the way
    /// the receipt's country writes them.
    ///
    /// ```
    /// Split of 47,30 € between ana, ben and carla
    /// Items 43,00 € incl. tax 3,91 € + tip 10% 4,30 € = 47,30 €
    ///
    /// ana: 17,68 €
    /// - Z. PIÑA: 1,40 €
    /// - PAN Y PICOS (1/3): 0,27 €
    /// - tip: 1,61 €
    /// ```
    public var textSummary: String { summaryText(withChecks: true, advice: nil) }

    /// The summary for the chat alone: ``textSummary`` without what the payer checks (the NOT VERIFIED
    /// line and the `Check:` lines, which ``checkLines`` holds).
    public var chatSummary: String { summaryText(withChecks: false, advice: nil) }

    /// What the one who splits checks before paying: the NOT VERIFIED line when the receipt's arithmetic
    /// could not confirm the reading, and a `Check: ...` line for each note.
    public var checkLines: [String] { checkLines(advice: nil) }

    /// ``checkLines`` with `advice`, how the caller corrects a reading (a command's flags), ending the
    /// NOT VERIFIED line: `... before paying; ADVICE.`
    public func checkLines(advice: String?) -> [String] {
        (verified == false ? [SplitResult.notVerifiedLine(advice: advice)] : []) + notes.map { "Check: \($0.escapingControlCharacters)" }
    }

    /// ``textSummary`` with `advice` ending its NOT VERIFIED line, as ``checkLines(advice:)`` does.
    public func textSummary(advice: String?) -> String { summaryText(withChecks: true, advice: advice) }

    private func summaryText(withChecks: Bool, advice: String?) -> String {
        var lines: [String] = [headline + (rules.even ? ", evenly" : ""), billLine]
        if withChecks, verified == false { lines.append(SplitResult.notVerifiedLine(advice: advice)) }
        if rules.even { lines.append("") }
        for person in people {
            if !rules.even { lines.append("") }
            lines.append("\(person.name.escapingControlCharacters): \(person.total.formatted)")
            if rules.even { continue }
            // Someone at the table who had nothing: said, so that a forgotten assignment shows.
            if person.portions.isEmpty, person.total.isZero { lines.append("- nothing assigned") }
            for portion in person.portions {
                let share = portion.share.isEmpty ? "" : " (\(portion.share))"
                lines.append("- \(portion.name.escapingControlCharacters)\(share): \(portion.amount.formatted)")
            }
            for (label, amount) in person.extras(taxIncluded: bill.taxIncluded) {
                lines.append("- \(label): \(amount.formatted)")
            }
        }
        if !settlements.isEmpty {
            lines.append("")
            for s in settlements { lines.append("\(s.from.escapingControlCharacters) owes \(s.to.escapingControlCharacters) \(s.amount.formatted)") }
        }
        if withChecks, !notes.isEmpty {
            lines.append("")
            for note in notes { lines.append("Check: \(note.escapingControlCharacters)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What an unverified split says under its headline, ended by `advice` when there is one.
    static func notVerifiedLine(advice: String?) -> String {
        "NOT VERIFIED: the receipt's arithmetic could not confirm this reading. Check the items against the paper before paying"
            + (advice.map { "; \($0)." } ?? ".")
    }

    /// `Split of 47,30 € at Casa Pepe between ana, ben and carla`.
    var headline: String {
        let at = store.map { " at \($0.escapingControlCharacters)" } ?? ""
        return "Split of \(total.formatted)\(at) between \(SplitResult.list(people.map(\.name.escapingControlCharacters)))"
    }

    /// `Items 43,00 € incl. tax 3,91 € + tip 10% 4,30 € = 47,30 €`: how the bill adds up.
    var billLine: String {
        var s = "Items \(bill.items.formatted)"
        if bill.taxIncluded, bill.tax.isPositive { s += " incl. tax \(percentText(bill.taxPercent))\(bill.tax.formatted)" }
        if bill.discount.isPositive { s += " - discount \(bill.discount.formatted)" }
        if bill.service.isPositive { s += " + service \(bill.service.formatted)" }
        if !bill.taxIncluded, bill.tax.isPositive { s += " + tax \(percentText(bill.taxPercent))\(bill.tax.formatted)" }
        if bill.tip.isPositive { s += " + tip \(percentText(bill.tipPercent))\(bill.tip.formatted)" }
        if bill.rounding.isPositive { s += " + rounding \(bill.rounding.formatted)" }
        if bill.rounding.isNegative { s += " - rounding \(bill.rounding.magnitude.formatted)" }
        return s + " = \(total.formatted)"
    }

    private func percentText(_ p: ExactDecimal?) -> String {
        p.map { "\($0.normalized)% " } ?? ""
    }

    /// `ana`, `ana and ben`, `ana, ben and carla`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}

extension PersonShare {
    /// The person's parts of the bill's extras that are not zero, labelled, in the order they
    /// count: discount (negative), service, tax (when added), tip, rounding.
    func extras(taxIncluded: Bool) -> [(String, Money)] {
        var list: [(String, Money)] = []
        if !discount.isZero { list.append(("discount", -discount)) }
        if !service.isZero { list.append(("service", service)) }
        if !taxIncluded, !tax.isZero { list.append(("tax", tax)) }
        if !tip.isZero { list.append(("tip", tip)) }
        if !rounding.isZero { list.append(("rounding", rounding)) }
        return list
    }
}

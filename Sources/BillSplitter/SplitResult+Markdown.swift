import SplitBillCore

extension SplitResult {
    /// The split as Markdown: a table of who pays what, then each person's items.
    ///
    /// Columns for discount, service, tax, tip and rounding appear only when the bill has them;
    /// the last row adds each column up.
    public var markdown: String { markdown(advice: nil) }

    /// ``markdown`` with `advice`, how the caller corrects a reading (a command's flags), ending the
    /// NOT VERIFIED line.
    public func markdown(advice: String?) -> String {
        var out = "### \(SplitResult.escape(headline))\(rules.even ? ", evenly" : "")\n\n\(SplitResult.escape(billLine))\n\n"
        if verified == false { out += "**\(SplitResult.escape(SplitResult.notVerifiedLine(advice: advice)))**\n\n" }
        var columns: [(String, (PersonShare) -> Money, Money)] = [("Items", { $0.items }, bill.items)]
        if bill.discount.isPositive { columns.append(("Discount", { -$0.discount }, -bill.discount)) }
        if bill.service.isPositive { columns.append(("Service", { $0.service }, bill.service)) }
        if bill.tax.isPositive { columns.append((bill.taxIncluded ? "Tax (included)" : "Tax", { $0.tax }, bill.tax)) }
        if bill.tip.isPositive { columns.append(("Tip", { $0.tip }, bill.tip)) }
        if !bill.rounding.isZero { columns.append(("Rounding", { $0.rounding }, bill.rounding)) }
        out += "| Person | " + columns.map(\.0).joined(separator: " | ") + " | Total |\n"
        out += "|:--|" + String(repeating: "--:|", count: columns.count + 1) + "\n"
        for person in people {
            out += "| \(SplitResult.escape(person.name)) | " + columns.map { $0.1(person).formatted }.joined(separator: " | ")
            out += " | **\(person.total.formatted)** |\n"
        }
        out += "| **All** | " + columns.map { $0.2.formatted }.joined(separator: " | ") + " | **\(total.formatted)** |\n"
        if !rules.even {
            for person in people where !person.portions.isEmpty {
                out += "\n**\(SplitResult.escape(person.name))**\n\n"
                for portion in person.portions {
                    let share = portion.share.isEmpty ? "" : " (\(portion.share))"
                    out += "- \(portion.item). \(SplitResult.escape(portion.name))\(share): \(portion.amount.formatted)\n"
                }
            }
        }
        if !settlements.isEmpty {
            out += "\n"
            for s in settlements { out += "- \(SplitResult.escape(s.from)) owes \(SplitResult.escape(s.to)) \(s.amount.formatted)\n" }
        }
        if !notes.isEmpty {
            out += "\n"
            for note in notes { out += "> Check: \(SplitResult.escape(note))\n" }
        }
        return out
    }

    /// Text with Markdown's special characters escaped, so a name like `*SPECIAL*` stays as printed,
    /// and control characters written out (see ``Swift/String/escapingControlCharacters``).
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.escapingControlCharacters {
            if "\\`*_[]|<>#".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}

import SplitBillCore

extension ParseTrace {
    /// The trace for a person: the currency, each row with its role, the rule that took it and what it was
    /// read as; how the total was found and what else was considered; the steps that changed the reading.
    ///
    /// ```
    /// Currency: USD (assumed: nothing on the receipt names a currency); amounts with 2 decimals, mark "."
    /// Rows (number, role, rules that read it, the last one taking it, reading | text as read):
    ///    1  plain     ItemWithCountAndUnitPrice  item 1: 2 × 1.60 = 3.20  | COLA 2 x 1.60 3.20
    ///    2  total     TotalLine                  total 3.20               | TOTAL 3.20
    /// Total: 3.20 from row 2 "TOTAL", found by ConfirmedTotalLine.
    /// Nothing was repaired or re-read.
    /// ```
    public var text: String {
        var out = "Currency: \(currency); amounts with \(numbers)\n"
        out += "Rows (number, role, rules that read it, the last one taking it, reading | text as read):\n"
        let roleWidth = min(12, rows.map(\.role.count).max() ?? 0)
        // A row's rules in the order they read it, the one that took it last.
        let chains = rows.map { $0.rules.isEmpty ? "-" : $0.rules.joined(separator: " → ") }
        let ruleWidth = min(34, chains.map(\.count).max() ?? 0)
        let readingWidth = min(40, rows.map(\.reading.count).max() ?? 0)
        for (row, chain) in zip(rows, chains) {
            let number = String(row.number)
            out += String(repeating: " ", count: max(0, 4 - number.count)) + number + "  "
            out += padded(row.role, roleWidth) + "  " + padded(chain, ruleWidth) + "  "
            out += padded(row.reading, readingWidth) + "  | " + row.text + "\n"
        }
        out += "Total: " + total.text + "\n"
        if steps.isEmpty {
            out += "Nothing was rewritten, re-read or repaired.\n"
        } else {
            out += "Steps that changed the reading, in order:\n"
            for step in steps {
                out += "  \(step.phase.rawValue) \(step.rule)\(step.isRepair ? " (a repair)" : "")"
                out += step.changes.isEmpty ? "\n" : ": " + step.changes.joined(separator: "; ") + "\n"
                for reason in step.reasons { out += "    because: \(reason)\n" }
            }
        }
        return out
    }

    private func padded(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    /// The trace as JSON (the `trace` of a scan's JSON output): `currency`, `numbers`, `rows` (each with
    /// `row`, `text`, `role`, `rules`, `item`, `reading`), `total` (`amount`, `source`, `foundBy`,
    /// `candidates`, `paidLessChange`) and `steps` (`phase`, `rule`, `changes`, `reasons`, `repair`).
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object["currency"] = .string(currency)
        object["numbers"] = .string(numbers)
        object["rows"] = .array(rows.map { row in
            .object(JSONObject([
                ("row", .number(String(row.number))), ("text", .string(row.text)), ("role", .string(row.role)),
                ("rules", .array(row.rules.map { .string($0) })), ("item", row.item.map { .number(String($0)) } ?? .null),
                ("reading", .string(row.reading)),
            ]))
        })
        object["total"] = .object(JSONObject([
            ("amount", .amount(total.amount)), ("source", .string(total.source.name)), ("foundBy", .string(or: total.foundBy)),
            ("candidates", .array(total.candidates.map { c in
                .object(JSONObject([("row", .number(String(c.row))), ("label", .string(c.label)), ("amount", .amount(c.amount)),
                                    ("rank", .number(String(c.rank)))]))
            })),
            ("paidLessChange", .amount(total.paidLessChange)),
        ]))
        object["steps"] = .array(steps.map { step in
            .object(JSONObject([
                ("phase", .string(step.phase.rawValue)), ("rule", .string(step.rule)),
                ("changes", .array(step.changes.map { .string($0) })), ("reasons", .array(step.reasons.map { .string($0) })),
                ("repair", .bool(step.isRepair)),
            ]))
        })
        return .object(object)
    }
}

extension ParseTrace.Total {
    /// How the total was found, in a sentence: `3.20 from row 2 "TOTAL", found by ConfirmedTotalLine; also
    /// considered: 3.00 (row 1 "SUBTOTAL")`.
    public var text: String {
        guard let amount else {
            let considered = candidates.isEmpty ? "no total line was read" : "none of " + candidatesText(candidates) + " could be the total"
            return "none (\(considered))."
        }
        var out = amount.plainString
        let chosen = candidates.first { $0.amount == amount }
        switch source {
        case .printed: if let chosen { out += " from row \(chosen.row) \"\(chosen.label)\"" }
        case .payment: out += ", the payment less the change (no total line)"
        case .subtotal: out += ", the subtotal (no total line; a guess)"
        case .computed: out += ", the subtotal plus the printed charges (no total line; a guess)"
        case .largestAmount: out += ", the largest amount printed (no total line; a guess)"
        case .none: break
        }
        if let foundBy { out += ", found by \(foundBy)" }
        let others = candidates.filter { $0 != chosen }
        if !others.isEmpty { out += "; also considered: " + candidatesText(others) }
        if let paidLessChange, source != .payment { out += "; payment less change: \(paidLessChange.plainString)" }
        return out + "."
    }

    private func candidatesText(_ list: [Candidate]) -> String {
        list.map { "\($0.amount.plainString) (row \($0.row) \"\($0.label)\")" }.joined(separator: ", ")
    }
}

extension ParsedReceipt.TotalSource {
    /// The source's name in the trace's JSON: `printed`, `payment`, `subtotal`, `computed`, `largest amount`, `none`.
    public var name: String {
        switch self {
        case .printed: "printed"
        case .payment: "payment"
        case .subtotal: "subtotal"
        case .computed: "computed"
        case .largestAmount: "largest amount"
        case .none: "none"
        }
    }
}

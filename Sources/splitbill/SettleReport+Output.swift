import SettleUp
import SplitBillCore
import SplitBillStore

extension SettleReport {
    /// The balances in one of the output formats.
    ///
    /// - text: a message for the group chat: who is owed and who owes, largest first.
    /// - markdown: a table of people and balances per currency.
    /// - json: `{"bills": [1, 2], "payments": [3], "notCounted": [{"id", "kind", "name", "reason"}],
    ///   "rates": [{"from", "to", "rate"}], "currencies": [{"currency": "EUR", "balances":
    ///   [{"name": "ana", "balance": "25.85"}]}]}`, people in name order, amounts as plain decimals.
    /// - csv: `currency,person,balance`.
    func balances(_ format: SplitFormat) -> String {
        switch format {
        case .text: text(plans: nil)
        case .markdown: markdown(plans: nil)
        case .json: json(plans: nil).serialized() + "\n"
        case .csv: csv(plans: nil)
        }
    }

    /// The transfers proposed, one plan per ledger, in one of the output formats (as
    /// ``balances(_:)``; JSON adds `transfers` and `method` to each currency, CSV is
    /// `currency,from,to,amount`).
    func settlement(_ plans: [TransferPlan], format: SplitFormat) -> String {
        switch format {
        case .text: text(plans: plans)
        case .markdown: markdown(plans: plans)
        case .json: json(plans: plans).serialized() + "\n"
        case .csv: csv(plans: plans)
        }
    }

    /// The lines that say what was not counted, for formats that do not carry them.
    var notCountedLines: [String] {
        left.map { "Not counted: \($0.kind.rawValue) \($0.id), \($0.name): \(Advice.text($0))" }
    }

    // MARK: - Text

    private var isEmpty: Bool { bills.isEmpty && payments.isEmpty }

    private func headline(_ what: String) -> String {
        "\(what) \(countedText)\(scope)" + (ledgers.count > 1 ? ", each currency on its own" : "")
    }

    private var rateLines: [String] {
        rates.map { "Amounts in \($0.from.code) are counted in \($0.to.code) at 1 \($0.from.code) = \($0.rate) \($0.to.code)." }
    }

    private func text(plans: [TransferPlan]?) -> String {
        if historyIsEmpty {
            return "No saved bills yet; splitbill split BILL --payer NAME saves one, and \(plans == nil ? "balance" : "settle") adds them up.\n"
        }
        var lines: [String] = []
        if isEmpty {
            lines.append("No bills to count\(scope).")
        } else if let plans {
            if plans.count == 1 {
                lines.append(headline("Settling up") + ": " + Self.summary(plans[0]))
            } else {
                lines.append(headline("Settling up"))
            }
            lines += rateLines
            for plan in plans {
                if plans.count > 1 {
                    lines.append("")
                    lines.append("In \(plan.currency.code): \(Self.summary(plan))")
                } else if !plan.transfers.isEmpty {
                    lines.append("")
                }
                for t in plan.transfers { lines.append("\(t.from) pays \(t.to) \(t.amount.formatted)") }
            }
            if plans.isEmpty { lines[0] += ": everyone is even" }
        } else {
            lines.append(headline("Balances over"))
            lines += rateLines
            for ledger in ledgers {
                lines.append("")
                if ledgers.count > 1 { lines.append("In \(ledger.currency.code):") }
                for b in Self.largestFirst(ledger.balances) {
                    if b.amount.isPositive {
                        lines.append("\(b.name) is owed \(b.amount.formatted)")
                    } else if b.amount.isNegative {
                        lines.append("\(b.name) owes \(b.amount.magnitude.formatted)")
                    } else {
                        lines.append("\(b.name) is even")
                    }
                }
            }
            if ledgers.allSatisfy({ $0.balances.allSatisfy { $0.amount.isZero } }) {
                if ledgers.isEmpty { lines.append("") }
                lines.append("Everyone is even.")
            }
        }
        if !left.isEmpty {
            lines.append("")
            lines += notCountedLines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Record each transfer once made:` and a `splitbill paid FROM TO AMOUNT` line for each, with
    /// `--currency` where the history has several currencies or one was asked for; nil without transfers.
    func paidCommands(_ plans: [TransferPlan], currency asked: String?) -> String? {
        let transfers = plans.flatMap { plan in plan.transfers.map { (plan.currency, $0) } }
        guard !transfers.isEmpty else { return nil }
        let lines = transfers.map { currency, t in
            "  splitbill paid \(Self.shellWord(t.from)) \(Self.shellWord(t.to)) \(t.amount.plainString)"
                + (plans.count > 1 || asked != nil ? " --currency \(currency.code)" : "")
        }
        return "Record each transfer once made:\n" + lines.joined(separator: "\n") + "\n"
    }

    /// A word as typed in a shell: as it is when it has only letters, digits and `._-@+`, else in single quotes.
    static func shellWord(_ word: String) -> String {
        if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || "._-@+".contains($0) }), !word.hasPrefix("-") { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `2 transfers, the fewest possible`, or `everyone is even`.
    static func summary(_ plan: TransferPlan) -> String {
        let n = plan.transfers.count
        guard n > 0 else { return "everyone is even" }
        let count = n == 1 ? "1 transfer" : "\(n) transfers"
        switch plan.method {
        case .fewest: return n > 1 ? "\(count), the fewest possible" : count
        case .fewestAlongPairs: return n > 1 ? "\(count), the fewest between people who owed each other" : count
        case .greedy: return "\(count) (too many people to search for the fewest; these are found greedily)"
        case .greedyAlongPairs:
            return "\(count) between people who owed each other (too many people to search for the fewest; these are found greedily)"
        case .pairNetting: return "\(count), each between people who owed each other, settling what they owe each other"
        }
    }

    /// Those owed first, the largest first; then those at zero; then those who owe, the least first.
    static func largestFirst(_ balances: [Balance]) -> [Balance] {
        balances.sorted { a, b in
            a.amount != b.amount ? a.amount > b.amount : Balance.namePrecedes(a.name, b.name)
        }
    }

    // MARK: - Markdown

    private func markdown(plans: [TransferPlan]?) -> String {
        if historyIsEmpty || isEmpty { return text(plans: plans) }
        var out = ""
        if let plans {
            out += "### " + Self.escape(headline("Settling up") + (plans.count == 1 ? ": " + Self.summary(plans[0]) : "")) + "\n"
            if plans.isEmpty { out = String(out.dropLast()) + ": everyone is even\n" }
            if !rateLines.isEmpty { out += "\n" + rateLines.joined(separator: "\n") + "\n" }
            for plan in plans {
                if plans.count > 1 { out += "\n#### \(plan.currency.code): \(Self.summary(plan))\n" }
                guard !plan.transfers.isEmpty else { continue }
                out += "\n| From | To | Amount |\n|:--|:--|--:|\n"
                for t in plan.transfers { out += "| \(Self.escape(t.from)) | \(Self.escape(t.to)) | \(t.amount.formatted) |\n" }
            }
        } else {
            out += "### " + Self.escape(headline("Balances over")) + "\n"
            if !rateLines.isEmpty { out += "\n" + rateLines.joined(separator: "\n") + "\n" }
            for ledger in ledgers {
                if ledgers.count > 1 { out += "\n#### \(ledger.currency.code)\n" }
                out += "\n| Person | Balance |\n|:--|--:|\n"
                for b in Self.largestFirst(ledger.balances) { out += "| \(Self.escape(b.name)) | \(b.amount.formatted) |\n" }
            }
        }
        if !left.isEmpty {
            out += "\n" + notCountedLines.map { "> " + Self.escape($0) + "\n" }.joined()
        }
        return out
    }

    /// Text with Markdown's special characters escaped.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            if "\\`*_[]|<>#".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    // MARK: - JSON

    private func json(plans: [TransferPlan]?) -> JSONValue {
        var o = JSONObject()
        o["bills"] = .array(bills.map { .number(String($0)) })
        o["payments"] = .array(payments.map { .number(String($0)) })
        o["notCounted"] = .array(left.map { l in
            .object(JSONObject([("id", .number(String(l.id))), ("kind", .string(l.kind == .bill ? EntryKind.split.rawValue : EntryKind.payment.rawValue)), ("name", .string(l.name)),
                                ("reason", .string(Advice.text(l)))]))
        })
        o["rates"] = .array(rates.map { r in
            .object(JSONObject([("from", .string(r.from.code)), ("to", .string(r.to.code)), ("rate", .number(r.rate.description))]))
        })
        o["currencies"] = .array(ledgers.enumerated().map { i, ledger in
            var c = JSONObject()
            c["currency"] = .string(ledger.currency.code)
            c["balances"] = .array(ledger.balances.map { b in
                .object(JSONObject([("name", .string(b.name)), ("balance", .amount(b.amount))]))
            })
            if let plan = plans?[i] {
                c["transfers"] = .array(plan.transfers.map { t in
                    .object(JSONObject([("from", .string(t.from)), ("to", .string(t.to)), ("amount", .amount(t.amount))]))
                })
                c["method"] = .string(plan.method.rawValue)
                c["fewest"] = .bool(plan.isFewest)
            }
            return .object(c)
        })
        return .object(o)
    }

    // MARK: - CSV

    private func csv(plans: [TransferPlan]?) -> String {
        var rows: [[String]]
        if let plans {
            rows = [["currency", "from", "to", "amount"]]
            for plan in plans {
                for t in plan.transfers { rows.append([plan.currency.code, t.from, t.to, t.amount.plainString]) }
            }
        } else {
            rows = [["currency", "person", "balance"]]
            for ledger in ledgers {
                for b in ledger.balances { rows.append([ledger.currency.code, b.name, b.amount.plainString]) }
            }
        }
        return rows.map { $0.map(CSVField.escaped).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }
}

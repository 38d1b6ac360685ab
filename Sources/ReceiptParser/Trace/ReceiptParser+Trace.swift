import SplitBillCore

extension ReceiptParser {
    /// The trace of the reading kept: its rows as its rules read them, how its total was found, and `steps`
    /// (the text rewrites and the re-readings kept) followed by the arithmetic's steps of that reading.
    ///
    /// A row's text is as the parser read it before any re-reading (``ParsedReceipt/rows``); where the reading
    /// kept read a row's text otherwise (a digit the arithmetic asked for), its reading says so.
    func trace(of best: Resolver.Outcome, kept: [RecognizedRow], steps: [ParseTrace.Step], currency: Currency, style: NumberStyle,
               reading: (currency: Currency, named: Bool, guess: CurrencyDetector.Guess?)) -> ParseTrace {
        let record = best.record
        var itemOfRow: [Int: Int] = [:]
        for (k, item) in best.items.enumerated() {
            for r in item.rows where itemOfRow[r] == nil { itemOfRow[r] = k }
        }
        let rows = record.rows.map { row -> ParseTrace.Row in
            var rules = record.itemRules[row.index] ?? []
            if let reader = record.summaryReaders[row.index] { rules.append(reader) }
            let item = itemOfRow[row.index]
            var reading = ""
            let isSummaryFigure = item == nil && record.summaryReaders[row.index] != nil && !row.amounts.isEmpty
            if let item {
                let draft = best.items[item]
                reading = draft.rows.first == row.index
                    ? "item \(item + 1): " + ReceiptParser.describe(draft)
                    : "item \(item + 1), continued"
            } else if isSummaryFigure {
                reading = row.role.traceName + " " + row.amounts.map(\.money.plainString).joined(separator: " ")
            }
            var text = row.text
            if record.rows.count == kept.count, kept[row.index].text != row.text {
                text = kept[row.index].text
                reading += (reading.isEmpty ? "" : "; ") + "re-read as \"\(row.text)\""
            }
            return ParseTrace.Row(number: row.index + 1, text: text, role: row.role.traceName, rules: rules,
                                  item: item.map { $0 + 1 }, reading: reading, isSummaryFigure: isSummaryFigure)
        }
        let total = ParseTrace.Total(
            amount: best.receipt.total, source: best.totalSource, foundBy: best.totalFoundBy,
            candidates: record.candidates.map { .init(row: $0.row + 1, label: $0.label, amount: $0.amount, rank: $0.rank) },
            paidLessChange: record.paidLessChange)
        let currencyText: String
        if options.currency != nil {
            currencyText = "\(currency.code) (given)"
        } else if let finding = ReceiptParser.currencyFinding(currency, reading: reading) {
            currencyText = "\(currency.code) (\(finding.message))"
        } else {
            currencyText = "\(currency.code) (named on the receipt: a sign, a code, a place or its language's words)"
        }
        let numbers = style.digits == 0
            ? "no decimals" + (style.decimalMark.map { ", \"\($0)\" groups thousands" } ?? "")
            : "\(style.digits) decimal\(style.digits == 1 ? "" : "s"), mark \"\(style.decimalMark.map { String($0) } ?? ".")\""
        return ParseTrace(currency: currencyText, numbers: numbers, rows: rows, total: total, steps: steps + record.steps)
    }

    /// An item in words: `COLA: 2 × 1.60 = 3.20`, `less 0.50` for its discount.
    static func describe(_ item: ItemDraft) -> String {
        var out = item.name.isEmpty ? "(no name)" : item.name
        out += ": "
        switch (item.quantity, item.unitPrice) {
        case let (q?, u?): out += "\(q) × \(u) = "
        case let (q?, nil): out += "\(q) × "
        default: break
        }
        out += item.total.plainString
        if !item.addOns.isEmpty { out += " with " + item.addOns.map { "\($0.name ?? "add-on") \($0.amount.plainString)" }.joined(separator: ", ") }
        if let discount = item.discount { out += ", less \(discount.plainString)" }
        return out
    }

    /// The trace's step for a rewrite of the rows, `nil` when it changed none: the rows it changed, as
    /// they now read (numbered as the parser reads them).
    static func rewriteStep(_ rewrite: any TextRewrite, from before: [RecognizedRow], to after: [RecognizedRow]) -> ParseTrace.Step? {
        let old = before.map(\.text), new = after.map(\.text)
        guard old != new else { return nil }
        var changes: [String] = []
        if old.count == new.count {
            for k in old.indices where old[k] != new[k] { changes.append("row \(k + 1) \"\(old[k])\" → \"\(new[k])\"") }
        } else {
            changes.append("\(old.count) rows → \(new.count)")
            var unchanged = Dictionary(old.map { ($0, 1) }, uniquingKeysWith: +)
            for (k, text) in new.enumerated() {
                if let n = unchanged[text], n > 0 { unchanged[text] = n - 1 } else { changes.append("row \(k + 1) now \"\(text)\"") }
            }
        }
        let shown = changes.prefix(8)
        let rest = changes.count - shown.count
        return ParseTrace.Step(phase: .textRewrite, rule: ruleName(rewrite), changes: Array(shown) + (rest > 0 ? ["and \(rest) more"] : []),
                               reasons: [], isRepair: rewrite.readsCharactersAgain)
    }

    /// The trace's step for a re-reading that was kept: what it changed, and what it said of it (its own findings,
    /// not those of the arithmetic's steps, which the trace lists with them).
    static func rereadingStep(_ rereading: any Rereading, from before: Resolver.Outcome, to after: Resolver.Outcome) -> ParseTrace.Step {
        let arithmetic = Set(after.record.steps.flatMap(\.reasons))
        let said = after.receipt.findings.filter { !before.receipt.findings.contains($0) && !arithmetic.contains($0.message) }
        var step = ParseTrace.Step(phase: .rereading, rule: ruleName(rereading),
                                   changes: TraceFigures(before).changes(to: TraceFigures(after)),
                                   reasons: said.map(\.message), isRepair: rereading.readsCharactersAgain)
        if step.isRepair { step.figureRepairs = TraceFigures(before).figureRepairs(to: TraceFigures(after)) }
        return step
    }

    /// The receipt's repairs (``SplitBillCore/Repair``): each item's line total and the total that the trace's
    /// repairs changed, from the figure first read to the figure kept, with the first reason said for it.
    /// A figure changed back to what was read is no repair.
    static func repairs(of steps: [ParseTrace.Step], items: [ItemDraft], total: Money?) -> [Repair] {
        var first: [ParseTrace.Step.FigureRepair.Figure: (from: Money, reason: String)] = [:]
        for step in steps where step.isRepair {
            let reason = step.reasons.first ?? step.changes.first ?? step.rule
            for change in step.figureRepairs where first[change.figure] == nil { first[change.figure] = (change.from, reason) }
        }
        guard !first.isEmpty else { return [] }
        var out: [Repair] = []
        for (k, item) in items.enumerated() {
            if let was = first[.item(rows: item.rows)], was.from != item.total {
                out.append(Repair(.item(k + 1), printed: was.from, read: item.total, reason: was.reason))
            }
        }
        if let total, let was = first[.total], was.from != total { out.append(Repair(.total, printed: was.from, read: total, reason: was.reason)) }
        return out
    }
}

extension RowRole {
    /// The role's name in the trace (``ParseTrace/Row/role``).
    var traceName: String {
        switch self {
        case .plain: "plain"
        case .total: "total"
        case .subtotal: "subtotal"
        case .tax(let included): included ? "tax included" : "tax"
        case .service: "service"
        case .tip: "tip"
        case .discount: "discount"
        case .rounding: "rounding"
        case .payment: "payment"
        case .count: "count"
        case .meta: "meta"
        case .info: "info"
        case .void: "void"
        }
    }
}

import SplitBillCore

/// The figures of a reading that a step of the parser may change, taken before and after the step so that
/// the trace can say what it changed (``ParseTrace/Step/changes``).
struct TraceFigures: Equatable {
    struct Item: Equatable {
        var name: String
        var total: Money
        var discount: Money?
        var rows: [Int]
        var quantity: ExactDecimal?
        var unitPrice: ExactDecimal?
    }

    var items: [Item]
    var subtotal: Money?
    var taxes: [Money]
    var service: Money?
    var tip: Money?
    var discounts: [Money]
    var rounding: Money?
    var total: Money?
    var findings: [Finding]
    var repaired: Bool

    init(items: [ItemDraft], subtotal: Money?, taxes: [Money], service: Money?, tip: Money?, discounts: [Money], rounding: Money?,
         total: Money?, findings: [Finding], repaired: Bool) {
        self.items = items.map { Item(name: $0.name, total: $0.total, discount: $0.discount, rows: $0.rows, quantity: $0.quantity, unitPrice: $0.unitPrice) }
        self.subtotal = subtotal
        self.taxes = taxes
        self.service = service
        self.tip = tip
        self.discounts = discounts
        self.rounding = rounding
        self.total = total
        self.findings = findings
        self.repaired = repaired
    }

    /// The figures of the resolution so far.
    init(_ r: Resolution) {
        self.init(items: r.items, subtotal: r.subtotal, taxes: r.taxes.map(\.line.amount), service: r.service, tip: r.tip,
                  discounts: r.discounts.map(\.amount), rounding: r.rounding, total: r.total, findings: r.findings, repaired: r.repaired)
    }

    /// The figures of a finished reading.
    init(_ o: Resolver.Outcome) {
        let receipt = o.receipt
        self.init(items: o.items, subtotal: receipt.subtotal, taxes: receipt.taxes.map(\.amount), service: receipt.service, tip: receipt.tip,
                  discounts: receipt.discounts.map(\.amount), rounding: receipt.rounding, total: receipt.total,
                  findings: receipt.findings, repaired: o.repaired)
    }

    /// The step that turned `self` into `after`, or `nil` when it changed nothing.
    func step(to after: TraceFigures, phase: ParseTrace.Step.Phase, rule: String) -> ParseTrace.Step? {
        let changes = changes(to: after)
        let said = after.findings.count >= findings.count && Array(after.findings.prefix(findings.count)) == findings
            ? Array(after.findings.dropFirst(findings.count)) : after.findings.filter { !findings.contains($0) }
        guard !changes.isEmpty || !said.isEmpty else { return nil }
        var step = ParseTrace.Step(phase: phase, rule: rule, changes: changes, reasons: said.map(\.message),
                                   isRepair: after.repaired && !repaired || said.contains { $0.severity == .warning } && !changes.isEmpty)
        if step.isRepair { step.figureRepairs = figureRepairs(to: after) }
        return step
    }

    /// The printed figures that differ between `self` and `after`: the total, and the line totals of items
    /// read from the same rows (an item taken out or put in is no figure changed).
    func figureRepairs(to after: TraceFigures) -> [ParseTrace.Step.FigureRepair] {
        var out: [ParseTrace.Step.FigureRepair] = []
        if let from = total, let to = after.total, from != to { out.append(.init(figure: .total, from: from, to: to)) }
        if items.count == after.items.count {
            for (a, b) in zip(items, after.items) where a.rows == b.rows && a.total != b.total {
                out.append(.init(figure: .item(rows: a.rows), from: a.total, to: b.total))
            }
        }
        return out
    }

    /// What differs between `self` and `after`, in words.
    func changes(to after: TraceFigures) -> [String] {
        var out: [String] = []
        func money(_ m: Money?) -> String { m?.plainString ?? "none" }
        func list(_ ms: [Money]) -> String { ms.isEmpty ? "none" : ms.map(\.plainString).joined(separator: ", ") }
        if total != after.total { out.append("total \(money(total)) → \(money(after.total))") }
        if subtotal != after.subtotal { out.append("subtotal \(money(subtotal)) → \(money(after.subtotal))") }
        if taxes != after.taxes { out.append("taxes \(list(taxes)) → \(list(after.taxes))") }
        if service != after.service { out.append("service \(money(service)) → \(money(after.service))") }
        if tip != after.tip { out.append("tip \(money(tip)) → \(money(after.tip))") }
        if discounts != after.discounts { out.append("discounts \(list(discounts)) → \(list(after.discounts))") }
        if rounding != after.rounding { out.append("rounding \(money(rounding)) → \(money(after.rounding))") }
        out += itemChanges(to: after.items)
        return out
    }

    /// The items taken out, put in and changed, matched by the rows they were read from.
    private func itemChanges(to new: [Item]) -> [String] {
        var out: [String] = []
        if items.count == new.count {
            for (k, (a, b)) in zip(items, new).enumerated() where a != b {
                var what: [String] = []
                if a.name != b.name { what.append("name \"\(a.name)\" → \"\(b.name)\"") }
                if a.quantity != b.quantity || a.unitPrice != b.unitPrice {
                    what.append("count and unit price \(TraceFigures.figures(a)) → \(TraceFigures.figures(b))")
                }
                if a.total != b.total { what.append("line total \(a.total.plainString) → \(b.total.plainString)") }
                if a.discount != b.discount {
                    what.append("discount \(a.discount?.plainString ?? "none") → \(b.discount?.plainString ?? "none")")
                }
                if a.rows != b.rows { what.append("rows \(TraceFigures.rows(a.rows)) → \(TraceFigures.rows(b.rows))") }
                out.append("item \(k + 1): " + what.joined(separator: ", "))
            }
            return out
        }
        // Items differ in number: those whose rows no new item has were taken out, and the other way round.
        let newRows = Set(new.map(\.rows)), oldRows = Set(items.map(\.rows))
        for (k, item) in items.enumerated() where !newRows.contains(item.rows) {
            out.append("item \(k + 1) (\(TraceFigures.rows(item.rows))) taken out: \(item.name) \(item.total.plainString)")
        }
        for (k, item) in new.enumerated() where !oldRows.contains(item.rows) {
            out.append("item \(k + 1) (\(TraceFigures.rows(item.rows))) put in: \(item.name) \(item.total.plainString)")
        }
        if out.isEmpty { out.append("items \(items.count) → \(new.count)") }
        return out
    }

    /// `2 × 1.60`, `1.60`, or `none`.
    static func figures(_ item: Item) -> String {
        switch (item.quantity, item.unitPrice) {
        case let (q?, u?): "\(q) × \(u)"
        case let (q?, nil): "\(q) ×"
        case let (nil, u?): "\(u)"
        case (nil, nil): "none"
        }
    }

    /// `row 4`, `rows 4-5`, numbered from 1.
    static func rows(_ rows: [Int]) -> String {
        guard let first = rows.min(), let last = rows.max() else { return "no row" }
        return first == last ? "row \(first + 1)" : "rows \(first + 1)-\(last + 1)"
    }
}

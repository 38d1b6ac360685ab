import SplitBillCore

/// The last stage of a reading: what the parser returns is always a receipt that a bill file can
/// hold and `splitbill split` reads back (see ``Limits``).
///
/// - An item without a name (only figures on its row) is named `(no name)`, with a warning.
/// - A quantity beyond ``Limits/quantity`` (a barcode or a code read as a count) is dropped, with
///   its unit price, and a warning; the line total stays.
/// - A unit price without a count that no whole count makes the line total with (a former price, a code)
///   is dropped.
/// - Names, details and labels longer than ``Limits/nameLength`` are cut; lists longer than
///   ``Limits/lines`` keep their first entries.
enum BillFileFit {
    static let noName = "(no name)"

    /// Whether some whole count at `unit` a piece makes `total`, rounded as a till rounds (`3 × 1.333` is 4.00).
    /// True where it cannot be told (a zero, a negative, numbers too long to multiply).
    static func wholeCountMakes(_ total: Money, at unit: ExactDecimal) -> Bool {
        guard unit.isPositive, total.isPositive else { return true }
        // total ÷ unit = minor units × 10^scale ÷ (significand × 10^digits): the whole counts on either side of it.
        guard let up = FullWidth.powerOfTen(unit.scale), let down = FullWidth.powerOfTen(total.currency.minorUnitDigits) else { return true }
        let (numerator, o1) = total.minorUnits.multipliedReportingOverflow(by: up)
        let (denominator, o2) = unit.significand.multipliedReportingOverflow(by: down)
        guard !o1, !o2 else { return true }
        let below = numerator / denominator
        return [below, below + 1].contains { n in
            n >= 1 && Money(quantity: ExactDecimal(significand: n), times: unit, currency: total.currency) == total
        }
    }

    /// The receipt as a bill file can hold it: its texts and lists cut, its counts and unit prices
    /// believable, amounts and sums beyond ``Money/limit`` left out, each change said.
    static func fitted(_ receipt: Receipt) -> Receipt {
        withinSumLimits(withBelievableAmounts(withTextsAndCountsFitted(receipt)))
    }

    /// A text no longer than ``Limits/nameLength``.
    static func cut(_ text: String) -> String {
        text.count <= Limits.nameLength ? text : String(text.prefix(Limits.nameLength))
    }

    /// Names, details and labels cut; a nameless item named; an unbelievable count, a negative unit price and
    /// a unit price no whole count makes the line total with left out.
    static func withTextsAndCountsFitted(_ receipt: Receipt) -> Receipt {
        var r = receipt
        for i in r.items.indices {
            var item = r.items[i]
            let number = i + 1
            item.name = cut(item.name)
            if item.name.trimmingSpaces.isEmpty {
                item.name = noName
                r.findings.append(Finding(.warning, "item \(number) has no name on the receipt, only amounts; check it against the paper", item: number))
            }
            if let q = item.quantity, !q.isPositive || q > ExactDecimal(Limits.quantity) {
                item.quantity = nil
                item.unitPrice = nil
                r.findings.append(Finding(.warning, "item \(number) (\(item.name)): the count \(q) is not believable (a code read as a count?) and was left out; check the item", item: number))
            }
            if let u = item.unitPrice, u.isNegative {
                item.unitPrice = nil
            }
            // A unit price is the price of one: without a count, it stays only where a whole count of it makes the
            // line total (`Was 3.29 now 2.99`: a former price; `K7 1217 39,091`: a menu code).
            if item.quantity == nil, let u = item.unitPrice, !BillFileFit.wholeCountMakes(item.total, at: u) {
                item.unitPrice = nil
            }
            item.details = item.details.prefix(Limits.lines).map(cut)
            item.addOns = item.addOns.prefix(Limits.lines).map { Adjustment(name: $0.name.map(cut), amount: $0.amount) }
            r.items[i] = item
        }
        r.store = r.store.map(cut)
        r.date = r.date.map(cut)
        r.taxes = r.taxes.prefix(Limits.lines).map { TaxLine(name: $0.name.map(cut), rate: $0.rate, amount: $0.amount) }
        r.discounts = r.discounts.prefix(Limits.lines).map { Adjustment(name: $0.name.map(cut), amount: $0.amount) }
        return r
    }

    /// Amounts beyond the limit are misreadings: left out, said so.
    static func withBelievableAmounts(_ receipt: Receipt) -> Receipt {
        var r = receipt
        func fits(_ m: Money?, negative: Bool = false) -> Bool {
            m.map { $0.magnitude.minorUnits <= Money.limit && (negative || !$0.isNegative) } ?? true
        }
        for (label, keyPath) in [("subtotal", \Receipt.subtotal), ("service charge", \.service), ("tip", \.tip), ("rounding", \.rounding),
                                 ("total", \.total)] as [(String, WritableKeyPath<Receipt, Money?>)]
        where !fits(r[keyPath: keyPath], negative: label == "rounding") {
            r[keyPath: keyPath] = nil
            r.findings.append(Finding(.warning, "the \(label) read is not a believable amount and was left out; check it against the paper"))
        }
        r.taxes = r.taxes.filter { fits($0.amount) }
        r.discounts = r.discounts.filter { fits($0.amount) }
        for i in r.items.indices {
            r.items[i].addOns = r.items[i].addOns.filter { fits($0.amount) }
            if !fits(r.items[i].discount) { r.items[i].discount = nil }
            if !fits(r.items[i].total) {
                r.findings.append(Finding(.warning, "item \(i + 1) (\(r.items[i].name)): the amount \(r.items[i].total.formatted) is not believable; check it", item: i + 1))
                r.items[i].total = .zero(r.currency)
                r.items[i].quantity = nil
                r.items[i].unitPrice = nil
            }
        }
        return r
    }

    /// Sums beyond the limit are misreadings: the lines that take a sum past it are left out, said so.
    static func withinSumLimits(_ receipt: Receipt) -> Receipt {
        var r = receipt
        for i in r.items.indices {
            let kept = withinLimit(r.items[i].addOns, start: r.items[i].total) { $0.amount }
            if kept.count < r.items[i].addOns.count {
                r.items[i].addOns = kept
                r.findings.append(Finding(.warning, "item \(i + 1) (\(r.items[i].name)): add-ons beyond 10^13 minor units were left out; check the item", item: i + 1))
            }
            if let d = r.items[i].discount, let whole = r.items[i].checkedTotalWithAddOns, d > whole { r.items[i].discount = whole }
        }
        let items = withinLimit(r.items, start: .zero(r.currency)) { $0.netTotal }
        if items.count < r.items.count {
            r.findings.append(Finding(.warning, "the items after item \(items.count) take the items beyond 10^13 minor units and were left out; check the reading"))
            r.findings = r.findings.filter { f in f.item.map { $0 <= items.count } ?? true }
            r.items = items
        }
        let taxes = withinLimit(r.taxes, start: .zero(r.currency)) { $0.amount }
        if taxes.count < r.taxes.count {
            r.taxes = taxes
            r.findings.append(Finding(.warning, "tax lines beyond 10^13 minor units were left out; check the tax"))
        }
        let discounts = withinLimit(r.discounts, start: .zero(r.currency)) { $0.amount }
        if discounts.count < r.discounts.count {
            r.discounts = discounts
            r.findings.append(Finding(.warning, "discounts beyond 10^13 minor units were left out; check the discounts"))
        }
        return r
    }

    /// The longest first part of `lines` whose amounts, added to `start`, stay within ``Money/limit``.
    static func withinLimit<T>(_ lines: [T], start: Money, _ amount: (T) -> Money) -> [T] {
        var sum = start
        for (k, line) in lines.enumerated() {
            guard let s = sum.adding(amount(line)) else { return Array(lines.prefix(k)) }
            sum = s
        }
        return lines
    }
}

import SplitBillCore

/// A bill file: a receipt, and optionally the plan to split it by, in one JSON document.
///
/// The receipt keys are those `Receipt/jsonObject` writes (and the receipt parser, with its rows and trace);
/// the plan keys are those of an assignments file (see ``SplitPlan/init(assignments:currency:)``).
/// In a bill file, `tip`, `tax`, `service` and `discount` written as percentages (`"18%"`) are
/// rules for the split; written as amounts they are what the receipt printed.
public struct BillFile: Hashable, Sendable {
    /// The receipt.
    public var receipt: Receipt
    /// The plan written in the file (often empty).
    public var plan: SplitPlan

    /// A bill file of this receipt and plan.
    public init(receipt: Receipt, plan: SplitPlan = SplitPlan()) {
        self.receipt = receipt
        self.plan = plan
    }

    /// The receipt keys a bill file may have.
    public static let receiptKeys: Set<String> = [
        "currency", "store", "date", "items", "subtotal", "discount", "discounts", "service", "tax", "taxes", "taxIncluded",
        "tip", "rounding", "total", "findings", "repairs", "verified", "lines", "trace", "source",
    ]
    static let itemKeys: Set<String> = ["name", "quantity", "unitPrice", "total", "discount", "details", "addOns"]

    /// The currency code written in a bill or assignments document, if any, for choosing the
    /// currency before reading amounts.
    public static func currencyCode(in json: JSONValue) -> String? {
        guard case .object(let o) = json, case .string(let code)? = o["currency"] else { return nil }
        return code
    }

    /// Reads a bill file.
    ///
    /// - Parameters:
    ///   - json: the bill file's document.
    ///   - override: the currency to read amounts in, overriding the file's `currency`.
    /// - Throws: `BillFileError` naming the key or item that is wrong and what to write instead.
    public init(json: JSONValue, currency override: Currency? = nil) throws(BillFileError) {
        let root = JSONField(json, place: "")
        let o: JSONObject
        do { o = try root.object() } catch {
            throw BillFileError(place: "", message: "a bill file is a JSON object such as {\"currency\": \"EUR\", \"items\": [...]}, not \(json.kindDescription)")
        }
        try o.rejectUnknownKeys(BillFile.receiptKeys.union(SplitPlan.fileKeys), in: "the bill file")
        let currency: Currency
        if let override { currency = override } else { currency = try Self.readCurrency(o, required: true)! }

        guard let itemsField = o.field("items") else {
            throw BillFileError(place: "", message: "the bill has no \"items\"; add \"items\": [{\"name\": \"Pizza\", \"total\": \"12.50\"}]")
        }
        let itemFields = try itemsField.array()
        guard itemFields.count <= Limits.items else {
            throw itemsField.error("\(itemFields.count) items is more than the limit of \(Limits.items) on one bill")
        }
        var items: [LineItem] = []
        for (i, f) in itemFields.enumerated() {
            items.append(try Self.readItem(f, number: i + 1, currency: currency))
        }

        var plan = try SplitPlan(fileObject: o, currency: currency, receiptKeys: true)
        func amountOrRule(_ key: String, what: String) throws(BillFileError) -> Money? {
            guard let f = o.field(key) else { return nil }
            if case .string(let s) = f.value, s.trimmingSpaces.hasSuffix("%") { return nil }  // a rule, read into the plan
            return try f.money(currency)
        }
        var taxes: [TaxLine] = []
        if let tax = try amountOrRule("tax", what: "tax") { taxes = [TaxLine(amount: tax)] }
        if let list = o.field("taxes") {
            var lines: [TaxLine] = []
            for f in try Self.lines(list, what: "tax lines") { lines.append(try Self.readTaxLine(f, currency: currency)) }
            guard let sum = lines.checkedSum(in: currency, { $0.amount }) else { throw list.error(AmountOverflow("the tax lines").description) }
            if !taxes.isEmpty, sum != taxes[0].amount {
                throw list.error("the tax lines add up to \(sum.plainString), but \"tax\" says \(taxes[0].amount.plainString); fix one of them")
            }
            taxes = lines
        }
        var discounts: [Adjustment] = []
        if let d = try amountOrRule("discount", what: "discount") { discounts = [Adjustment(amount: d)] }
        if let list = o.field("discounts") {
            var lines: [Adjustment] = []
            for f in try Self.lines(list, what: "discounts") { lines.append(try Self.readAdjustment(f, currency: currency)) }
            guard let sum = lines.checkedSum(in: currency, { $0.amount }) else { throw list.error(AmountOverflow("the discounts").description) }
            if !discounts.isEmpty, sum != discounts[0].amount {
                throw list.error("the discounts add up to \(sum.plainString), but \"discount\" says \(discounts[0].amount.plainString); fix one of them")
            }
            discounts = lines
        }
        var findings: [Finding] = []
        for f in try o.field("findings")?.array() ?? [] {
            let fo = try f.object()
            guard let message = try fo.field("message", in: f.place)?.string() else { continue }
            let severity = try fo.field("severity", in: f.place)?.string()
            let item = try fo.field("item", in: f.place)?.decimal().integerValue
            findings.append(Finding(severity == "note" ? .note : .warning, message, item: item))
        }
        var repairs: [Repair] = []
        for f in try o.field("repairs")?.array() ?? [] { repairs.append(try Self.readRepair(f, currency: currency, items: items.count)) }

        receipt = Receipt(
            currency: currency,
            store: try o.field("store").map { f throws(BillFileError) in try Self.name(f) },
            date: try o.field("date").map { f throws(BillFileError) in try Self.name(f) },
            items: items,
            subtotal: try o.field("subtotal")?.money(currency),
            discounts: discounts,
            service: try amountOrRule("service", what: "service charge"),
            taxes: taxes,
            taxIncluded: try o.field("taxIncluded")?.bool(),
            tip: try amountOrRule("tip", what: "tip"),
            rounding: try o.field("rounding")?.money(currency, allowNegative: true),
            total: try o.field("total")?.money(currency),
            findings: findings,
            repairs: repairs
        )
        plan.taxIncluded = nil  // the file's taxIncluded describes the receipt, read above
        self.plan = plan
    }

    /// A repair as `Receipt/jsonObject` writes it: `{"figure": "item", "item": 1, "printed": "12.50",
    /// "read": "16.50", "reason": "…"}`, or `"figure": "total"` without an item.
    static func readRepair(_ f: JSONField, currency: Currency, items: Int) throws(BillFileError) -> Repair {
        let o = try f.object()
        try o.rejectUnknownKeys(["figure", "item", "printed", "read", "reason"], in: f.place)
        let figure: Repair.Figure
        switch try o.field("figure", in: f.place)?.string() {
        case "total"?:
            figure = .total
        case "item"?:
            guard let n = try o.field("item", in: f.place)?.decimal().integerValue, (1...max(items, 1)).contains(n), items > 0 else {
                throw f.error("a repair of an item needs \"item\": the item's number, from 1 to \(items)")
            }
            figure = .item(n)
        default:
            throw f.error("a repair needs \"figure\": \"item\" or \"total\"")
        }
        guard let printed = try o.field("printed", in: f.place)?.money(currency), let read = try o.field("read", in: f.place)?.money(currency) else {
            throw f.error("a repair needs \"printed\" and \"read\": the figure as printed and as read, such as \"12.50\"")
        }
        let reason = try o.field("reason", in: f.place)?.string() ?? ""
        return Repair(figure, printed: printed, read: read, reason: reason)
    }

    static func readCurrency(_ o: JSONObject, required: Bool) throws(BillFileError) -> Currency? {
        guard let f = o.field("currency") else {
            if required {
                throw BillFileError(place: "", message: "the bill does not say its currency; add \"currency\": \"EUR\" (or USD, GBP, ...)")
            }
            return nil
        }
        let code = try f.string()
        guard let currency = Currency(code: code) else {
            throw f.error("unknown currency \"\(code)\"; use an ISO 4217 code such as EUR, USD, GBP or JPY")
        }
        return currency
    }

    static func readItem(_ f: JSONField, number: Int, currency: Currency) throws(BillFileError) -> LineItem {
        let o = try f.object()
        let nameField = o.field("name", in: "item \(number)")
        let name = try nameField.map { f throws(BillFileError) in try Self.name(f) }?.trimmingSpaces ?? ""
        let place = name.isEmpty ? "item \(number)" : "item \(number) (\"\(name)\")"
        try o.rejectUnknownKeys(itemKeys, in: place)
        guard !name.isEmpty else { throw BillFileError(place: place, message: "the item has no \"name\"; add one, such as \"name\": \"Pizza\"") }
        var quantity: ExactDecimal?
        if let q = o.field("quantity", in: place) {
            let value = try q.decimal()
            guard value.isPositive else { throw q.error("a quantity must be above zero, not \(value)") }
            guard value <= ExactDecimal(Limits.quantity) else {
                throw q.error("\(value) is not a believable quantity (the limit is \(Limits.quantity))")
            }
            quantity = value
        }
        let totalField = o.field("total", in: place)
        var printedTotal: Money?
        if let t = totalField {
            let m = try t.money(currency, allowNegative: true)
            if m.isNegative {
                throw t.error("a negative item (\(m.plainString)) is a discount: put it as \"discount\" on the item it reduces, or as the bill's \"discount\"")
            }
            printedTotal = m
        }
        var unitPrice: ExactDecimal?
        if let u = o.field("unitPrice", in: place) {
            let text: String
            switch u.value {
            case .string(let s): text = s
            case .number(let n): text = n
            default: throw u.error("expected an amount such as \"1.60\", found \(u.value.kindDescription)")
            }
            // A JSON number is plain decimal notation whatever the currency; text is read as people write
            // amounts, a three-digit ending settled by the line total (AmountText.unitPrice).
            let value: ExactDecimal
            if case .number = u.value, let plain = ExactDecimal(text) {
                value = plain
            } else {
                do { value = try AmountText.unitPrice(text, currency: currency, quantity: quantity, total: printedTotal) } catch {
                    throw u.error(error.description)
                }
            }
            guard !value.isNegative else { throw u.error(AmountError(text: text, problem: .negative).description) }
            unitPrice = value
        }
        let total: Money
        if let printedTotal {
            total = printedTotal
        } else if let q = quantity, let u = unitPrice {
            // As a till does: the product rounded to the currency's smallest unit, halves away from zero.
            guard let m = Money(quantity: q, times: u, currency: currency) else {
                throw BillFileError(place: place, message: "\(q) × \(u) is too large to be an item's total; check the quantity and the unit price")
            }
            total = m
        } else {
            throw BillFileError(place: place, message: "the item has no \"total\"; add its line total, such as \"total\": \"3.20\"")
        }
        var addOns: [Adjustment] = []
        for a in try o.field("addOns", in: place).map({ f throws(BillFileError) in try Self.lines(f, what: "add-ons") }) ?? [] {
            addOns.append(try readAddOn(a, currency: currency))
        }
        guard let withAddOns = LineItem(name: String(name), total: total, addOns: addOns).checkedTotalWithAddOns else {
            throw BillFileError(place: place, message: AmountOverflow("the item's total and its add-ons").description)
        }
        var discount: Money?
        if let d = o.field("discount", in: place) {
            let m = try d.money(currency)
            guard m <= withAddOns else { throw d.error("the discount \(m.plainString) is larger than the item's total \(withAddOns.plainString)") }
            discount = m
        }
        var details: [String] = []
        for d in try o.field("details", in: place).map({ f throws(BillFileError) in try lines(f, what: "details") }) ?? [] {
            details.append(try Self.name(d))
        }
        return LineItem(name: String(name), quantity: quantity, unitPrice: unitPrice, total: total, discount: discount, details: details,
                        addOns: addOns)
    }

    static func readTaxLine(_ f: JSONField, currency: Currency) throws(BillFileError) -> TaxLine {
        if case .object(let o) = f.value {
            try o.rejectUnknownKeys(["name", "rate", "amount"], in: f.place)
            guard let amount = try o.field("amount", in: f.place)?.money(currency) else {
                throw f.error("a tax line needs an \"amount\"")
            }
            var rate: ExactDecimal?
            if let r = o.field("rate", in: f.place) {
                let text = (try? r.string()).map { String($0.trimming(" ").trimming("%")) }
                guard let value = text.flatMap({ ExactDecimal($0.replacingComma()) }) ?? (try? r.decimal()) else {
                    throw r.error("expected a rate such as \"10%\"")
                }
                rate = value
            }
            return TaxLine(name: try o.field("name", in: f.place).map { f throws(BillFileError) in try Self.name(f) }, rate: rate, amount: amount)
        }
        return TaxLine(amount: try f.money(currency))
    }

    /// A priced modifier of an item: `{"name": "extra cheese", "amount": "1.00"}`.
    static func readAddOn(_ f: JSONField, currency: Currency) throws(BillFileError) -> Adjustment {
        guard case .object(let o) = f.value else {
            throw f.error("an add-on is an object such as {\"name\": \"extra cheese\", \"amount\": \"1.00\"}, not \(f.value.kindDescription)")
        }
        try o.rejectUnknownKeys(["name", "amount"], in: f.place)
        guard let amount = try o.field("amount", in: f.place)?.money(currency) else {
            throw f.error("an add-on needs an \"amount\", such as \"amount\": \"1.00\"")
        }
        return Adjustment(name: try o.field("name", in: f.place).map { f throws(BillFileError) in try Self.name(f) }, amount: amount)
    }

    /// A list under the bill, refused beyond ``Limits/lines`` entries.
    static func lines(_ f: JSONField, what: String) throws(BillFileError) -> [JSONField] {
        let list = try f.array()
        guard list.count <= Limits.lines else {
            throw f.error("\(list.count) \(what) is more than the limit of \(Limits.lines) in one list")
        }
        return list
    }

    /// A name or label, refused beyond ``Limits/nameLength`` characters.
    static func name(_ f: JSONField) throws(BillFileError) -> String {
        let text = try f.string()
        guard text.count <= Limits.nameLength else {
            throw f.error("a name of \(text.count) characters is longer than the limit of \(Limits.nameLength)")
        }
        return text
    }

    static func readAdjustment(_ f: JSONField, currency: Currency) throws(BillFileError) -> Adjustment {
        if case .object(let o) = f.value {
            try o.rejectUnknownKeys(["name", "amount"], in: f.place)
            guard let amount = try o.field("amount", in: f.place)?.money(currency) else {
                throw f.error("a discount needs an \"amount\"")
            }
            return Adjustment(name: try o.field("name", in: f.place).map { f throws(BillFileError) in try Self.name(f) }, amount: amount)
        }
        return Adjustment(amount: try f.money(currency))
    }
}

import SplitBillCore

extension SplitResult {
    /// Reads a split back from its JSON form (``json``), as saved in the history, so that it can be
    /// printed again in any format with exactly the amounts it had.
    ///
    /// - Throws: `BillFileError` when the document is not a split.
    public init(json: JSONValue) throws(BillFileError) {
        let root = JSONField(json, place: "the saved split")
        let o = try root.object()
        func need(_ key: String, in object: JSONObject, _ place: String = "the saved split") throws(BillFileError) -> JSONField {
            guard let f = object.field(key, in: place) else { throw BillFileError(place: place, message: "\"\(key)\" is missing") }
            return f
        }
        let code = try need("currency", in: o).string()
        guard let currency = Currency(code: code) else { throw BillFileError(place: "the saved split", message: "unknown currency \(code)") }
        func money(_ key: String, in object: JSONObject, _ place: String = "the saved split") throws(BillFileError) -> Money {
            try need(key, in: object, place).money(currency, allowNegative: true)
        }
        var people: [PersonShare] = []
        for f in try need("people", in: o).array() {
            let p = try f.object()
            var portions: [Portion] = []
            for pf in try need("items", in: p, f.place).array() {
                let po = try pf.object()
                portions.append(Portion(
                    item: try need("item", in: po, pf.place).decimal().integerValue ?? 0,
                    name: try need("name", in: po, pf.place).string(),
                    share: try po.field("share", in: pf.place)?.string() ?? "",
                    amount: try money("amount", in: po, pf.place)))
            }
            people.append(PersonShare(
                name: try need("name", in: p, f.place).string(), portions: Portions(portions),
                items: try money("itemsTotal", in: p, f.place), discount: try money("discount", in: p, f.place),
                service: try money("service", in: p, f.place), tax: try money("tax", in: p, f.place),
                tip: try money("tip", in: p, f.place), rounding: try money("rounding", in: p, f.place),
                total: try money("total", in: p, f.place)))
        }
        var settlements: [Settlement] = []
        for f in try o.field("settlements")?.array() ?? [] {
            let s = try f.object()
            settlements.append(Settlement(from: try need("from", in: s, f.place).string(), to: try need("to", in: s, f.place).string(),
                                          amount: try money("amount", in: s, f.place)))
        }
        let rules = try o.field("rules")?.object() ?? JSONObject()
        let extras = try rules.field("extras")?.string()
        let tipBase = try rules.field("tipBase")?.string()
        var notes: [String] = []
        for f in try o.field("notes")?.array() ?? [] { notes.append(try f.string()) }
        func percent(_ key: String) throws(BillFileError) -> ExactDecimal? {
            guard let f = o.field(key) else { return nil }
            return ExactDecimal(String(try f.string().trimming("%")))
        }
        self.init(
            currency: currency, people: people,
            bill: BillFigures(
                items: try money("itemsTotal", in: o), discount: try money("discount", in: o), service: try money("service", in: o),
                tax: try money("tax", in: o), taxIncluded: try need("taxIncluded", in: o).bool(), tip: try money("tip", in: o),
                tipPercent: try percent("tipPercent"), taxPercent: try percent("taxPercent"),
                rounding: try money("rounding", in: o), total: try money("total", in: o),
                receiptTotal: try o.field("receiptTotal")?.money(currency)),
            payer: try o.field("payer")?.string(), settlements: settlements,
            rules: AppliedRules(even: try rules.field("even")?.bool() ?? false,
                                extras: extras.flatMap(ExtrasRule.init(rawValue:)) ?? .proportional,
                                tipBase: tipBase.flatMap(TipBase.init(rawValue:)) ?? .beforeTax),
            notes: notes, store: try o.field("store")?.string(), verified: try o.field("verified")?.bool())
    }
}

import SplitBillCore

extension SplitResult {
    /// The split as JSON: a stable, documented format (the BillSplitter documentation, "Output formats").
    ///
    /// ```json
    /// {"currency": "EUR", "total": "47.30", "store": null,
    ///  "itemsTotal": "43.00", "discount": "0.00", "service": "0.00", "tax": "3.91", "taxIncluded": true,
    ///  "tip": "4.30", "tipPercent": "10%", "rounding": "0.00", "receiptTotal": "43.00",
    ///  "people": [{"name": "ana", "total": "17.68", "itemsTotal": "16.07", "discount": "0.00", "service": "0.00",
    ///              "tax": "1.46", "tip": "1.61", "rounding": "0.00",
    ///              "items": [{"item": 1, "name": "Z. PIÑA", "share": "", "amount": "1.40"}]}],
    ///  "payer": null, "settlements": [{"from": "ben", "to": "ana", "amount": "14.27"}],
    ///  "rules": {"even": false, "extras": "proportional", "tipBase": "beforeTax", "rounding": "largest-remainder"},
    ///  "notes": []}
    /// ```
    /// `verified` appears (before `notes`) only for a receipt that was read from a photo or text:
    /// `false` when its arithmetic could not confirm the reading. Amounts are plain decimal strings. `tipPercent` and `taxPercent` appear only when the tip or
    /// tax was given as a percentage. A person's `tax` is their part of the bill's tax, added to
    /// their total unless `taxIncluded`. The people's totals add up to `total` exactly.
    public var json: JSONValue {
        var o = JSONObject()
        o["currency"] = .string(currency.code)
        o["total"] = .amount(total)
        o["store"] = .string(or: store)
        o["itemsTotal"] = .amount(bill.items)
        o["discount"] = .amount(bill.discount)
        o["service"] = .amount(bill.service)
        o["tax"] = .amount(bill.tax)
        o["taxIncluded"] = .bool(bill.taxIncluded)
        o["tip"] = .amount(bill.tip)
        if let p = bill.tipPercent { o["tipPercent"] = .string("\(p.normalized)%") }
        if let p = bill.taxPercent { o["taxPercent"] = .string("\(p.normalized)%") }
        o["rounding"] = .amount(bill.rounding)
        o["receiptTotal"] = .amount(bill.receiptTotal)
        o["people"] = .array(people.map { p in
            var po = JSONObject()
            po["name"] = .string(p.name)
            po["total"] = .amount(p.total)
            po["itemsTotal"] = .amount(p.items)
            po["discount"] = .amount(p.discount)
            po["service"] = .amount(p.service)
            po["tax"] = .amount(p.tax)
            po["tip"] = .amount(p.tip)
            po["rounding"] = .amount(p.rounding)
            po["items"] = .array(p.portions.map { portion in
                .object(JSONObject([
                    ("item", .number(String(portion.item))), ("name", .string(portion.name)),
                    ("share", .string(portion.share)), ("amount", .amount(portion.amount)),
                ]))
            })
            return .object(po)
        })
        o["payer"] = .string(or: payer)
        o["settlements"] = .array(settlements.map { s in
            .object(JSONObject([("from", .string(s.from)), ("to", .string(s.to)), ("amount", .amount(s.amount))]))
        })
        o["rules"] = .object(JSONObject([
            ("even", .bool(rules.even)), ("extras", .string(rules.extras.rawValue)),
            ("tipBase", .string(rules.tipBase.rawValue)), ("rounding", .string("largest-remainder")),
        ]))
        if let verified { o["verified"] = .bool(verified) }
        o["notes"] = .array(notes.map { .string($0) })
        return .object(o)
    }
}

extension Receipt {
    /// The receipt as a bill file: the JSON that the receipt parser writes and
    /// `splitbill split` reads.
    ///
    /// Keys come in this order: `currency`, `store`, `date`, `items` (each `name`, `quantity`,
    /// `unitPrice`, `total`, `discount` when it has one, `details` and `addOns` (each `name`, `amount`) when it has any), `subtotal`, `discount`, `service`, `tax`,
    /// `taxes` (when there is more than one line or a rate), `taxIncluded`, `tip`, `rounding`, `total`,
    /// `findings`, then `repairs` when the reading repaired a figure (each `figure`, `item`, `printed`,
    /// `read`, `reason`). Amounts are plain decimal strings (`"12.50"`); absent values are `null`.
    /// The bill file with `verified` (whether the receipt's arithmetic confirms it) before `findings`,
    /// as `splitbill scan` writes it.
    public func jsonObject(verified: Bool) -> JSONObject {
        var pairs = jsonObject.pairs.map { ($0.key, $0.value) }
        let at = pairs.firstIndex { $0.0 == "findings" } ?? pairs.count
        pairs.insert(("verified", .bool(verified)), at: at)
        return JSONObject(pairs)
    }

    public var jsonObject: JSONObject {
        var o = JSONObject()
        o["currency"] = .string(currency.code)
        o["store"] = .string(or: store)
        o["date"] = .string(or: date)
        o["items"] = .array(items.map { .object($0.jsonObject) })
        o["subtotal"] = .amount(subtotal)
        o["discount"] = .amount(discount)
        o["service"] = .amount(service)
        o["tax"] = .amount(tax)
        if taxes.count > 1 || taxes.contains(where: { $0.rate != nil || $0.name != nil }) {
            o["taxes"] = .array(taxes.map { line in
                .object(JSONObject([
                    ("name", .string(or: line.name)),
                    ("rate", line.rate.map { .string($0.description + "%") } ?? .null),
                    ("amount", .amount(line.amount)),
                ]))
            })
        }
        o["taxIncluded"] = taxIncluded.map { .bool($0) } ?? .null
        o["tip"] = .amount(tip)
        o["rounding"] = .amount(rounding)
        o["total"] = .amount(total)
        o["findings"] = .array(findings.map { finding in
            var f = JSONObject()
            f["severity"] = .string(finding.severity.rawValue)
            f["message"] = .string(finding.message)
            f["item"] = finding.item.map { .number(String($0)) } ?? .null
            return .object(f)
        })
        if !repairs.isEmpty {
            o["repairs"] = .array(repairs.map { repair in
                var r = JSONObject()
                r["figure"] = .string(repair.item == nil ? "total" : "item")
                r["item"] = repair.item.map { .number(String($0)) } ?? .null
                r["printed"] = .amount(repair.printed)
                r["read"] = .amount(repair.read)
                r["reason"] = .string(repair.reason)
                return .object(r)
            })
        }
        return o
    }
}

extension LineItem {
    /// The item as it appears in a bill file.
    public var jsonObject: JSONObject {
        var o = JSONObject()
        o["name"] = .string(name)
        o["quantity"] = quantity.map { q in q.isInteger ? .number(q.normalized.description) : .string(q.description) } ?? .null
        // As text when it reads back the same in the currency; otherwise (`3429.455` in IDR, where
        // `.` groups thousands) as a JSON number, which a bill file reads as plain decimal notation.
        o["unitPrice"] = unitPrice.map { u in
            let readBack = try? AmountText.unitPrice(u.description, currency: total.currency, quantity: quantity, total: total)
            return readBack == u ? .string(u.description) : .number(u.description)
        } ?? .null
        o["total"] = .amount(total)
        if let discount { o["discount"] = .amount(discount) }
        if !details.isEmpty { o["details"] = .array(details.map { .string($0) }) }
        if !addOns.isEmpty {
            o["addOns"] = .array(addOns.map { a in
                .object(JSONObject([("name", .string(or: a.name)), ("amount", .amount(a.amount))]))
            })
        }
        return o
    }
}

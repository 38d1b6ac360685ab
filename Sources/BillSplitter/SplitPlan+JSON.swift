import SplitBillCore

extension SplitPlan {
    /// The plan as an assignments file (see ``fileKeys``), with only the fields that are set.
    ///
    /// Reading it back with ``init(assignments:currency:)`` gives the same plan.
    public var jsonObject: JSONObject {
        var o = JSONObject()
        if let people { o["people"] = .array(people.map { .string($0) }) }
        var assign = JSONObject()
        var units = JSONObject()
        var everyone: [JSONValue] = []
        for number in assignments.keys.sorted() {
            switch assignments[number]! {
            case .everyone: everyone.append(.number(String(number)))
            case .equally(let names): assign[String(number)] = .string(names.joined(separator: ","))
            case .weighted(let parts): assign[String(number)] = .string(parts.map { "\($0.name):\($0.weight.normalized)" }.joined(separator: ","))
            case .units(let parts): units[String(number)] = .string(parts.map { "\($0.name):\($0.weight.normalized)" }.joined(separator: ","))
            }
        }
        if !assign.pairs.isEmpty { o["assign"] = .object(assign) }
        if !units.pairs.isEmpty { o["units"] = .object(units) }
        if !everyone.isEmpty { o["everyone"] = .array(everyone) }
        if let splitUnassignedEvenly { o["splitUnassigned"] = .bool(splitUnassignedEvenly) }
        if let even { o["even"] = .bool(even) }
        if let tip { o["tip"] = .string(tip.text) }
        if let tipBase { o["tipAfterTax"] = .bool(tipBase == .afterTax) }
        if let tax { o["tax"] = .string(tax.text) }
        if let taxIncluded { o["taxIncluded"] = .bool(taxIncluded) }
        if let service { o["service"] = .string(service.text) }
        if let discount { o["discount"] = .string(discount.text) }
        if let extras { o["extras"] = .string(extras.rawValue) }
        if let payer { o["payer"] = .string(payer) }
        if let currency { o["currency"] = .string(currency.code) }
        if !excludedItems.isEmpty { o["remove"] = .array(excludedItems.sorted().map { .number(String($0)) }) }
        return o
    }
}

import BillSplitter
import SplitBillCore

/// The room as JSON, as its API serves it (`GET {room}/bill`, `GET {room}/split`, and the events).
///
/// Amounts come twice: as a JSON number with the currency's exact digits (`12.50`) and as text in
/// the bill's own form (`"12,50 €"`), so that a page shows them without knowing the currency.
extension ClaimRoom {
    /// The bill: `currency`, `store`, `date`, `items` (each with `id`, `number`, `name`, `amount`,
    /// `quantity`, `unitPrice`, `units` for a counted item), `people`, `newPeople` (whether a phone may
    /// add a name), `payer`. The bill's figures (tax, tip, total, ...) are in ``splitJSON``.
    public var billJSON: JSONValue {
        var object = JSONObject()
        object["currency"] = .string(receipt.currency.code)
        object["store"] = receipt.store.map { .string($0) } ?? .null
        object["date"] = receipt.date.map { .string($0) } ?? .null
        object["items"] = .array(items.map { item in
            var o = JSONObject()
            o["id"] = .string(item.id)
            o["number"] = .number(String(item.number))
            o["name"] = .string(item.name)
            o["amount"] = .number(item.amount.plainString)
            o["amountText"] = .string(item.amount.formatted)
            o["quantity"] = item.quantity.map { .number($0.normalized.description) } ?? .null
            o["unitPrice"] = item.unitPrice.map { .number($0.description) } ?? .null
            o["units"] = item.units.map { .number(String($0)) } ?? .null
            return .object(o)
        })
        object["people"] = .array(people.map { .string($0) })
        object["newPeople"] = .bool(acceptsNewPeople)
        object["payer"] = basePlan.payer.map { .string($0) } ?? .null
        return .object(object)
    }

    /// The claims and the split they make: `version`, `claims` (each with `item`, `person`, and `units`
    /// or `share`), `unclaimed` (the ids of the items that still need someone), `people` (each person's
    /// `items`, `discount`, `service`, `tax`, `tip`, `rounding` and `total`, each also as text: `totalText`),
    /// `unclaimedAmount` (what the placeholder carries, 0 when all is claimed), `bill` (the figures:
    /// `items`, `discount`, `service`, `tax`, `tip`, `rounding`, `total`), and `problem` when the bill
    /// cannot be split as it stands.
    public var splitJSON: JSONValue {
        var object = JSONObject()
        object["version"] = .number(String(version))
        var claimList: [JSONValue] = []
        for item in items {
            for c in claims[item.id] ?? [] {
                var o = JSONObject()
                o["item"] = .string(item.id)
                o["person"] = .string(c.person)
                switch c.kind {
                case .share(let w): o["share"] = .number(w.normalized.description)
                case .units(let u): o["units"] = .number(String(u))
                }
                claimList.append(.object(o))
            }
        }
        object["claims"] = .array(claimList)
        object["unclaimed"] = .array(unclaimedItems.map { .string($0.id) })
        var left = JSONObject()
        for item in items { if let n = unitsLeft(item) { left[item.id] = .number(String(n)) } }
        object["unitsLeft"] = .object(left)
        do {
            let result = try currentSplit()
            let rest = result.people.first { $0.name == Self.unclaimedName }
            object["people"] = .array(result.people.filter { $0.name != Self.unclaimedName }.map(Self.json))
            let unclaimed = rest?.total ?? .zero(receipt.currency)
            object["unclaimedAmount"] = .number(unclaimed.plainString)
            object["unclaimedAmountText"] = .string(unclaimed.formatted)
            object["bill"] = Self.json(result.bill)
        } catch {
            object["people"] = .array([])
            object["problem"] = .string(error.description)
        }
        return .object(object)
    }

    static func json(_ share: PersonShare) -> JSONValue {
        var o = JSONObject()
        o["name"] = .string(share.name)
        for (key, money) in [("items", share.items), ("discount", share.discount), ("service", share.service),
                             ("tax", share.tax), ("tip", share.tip), ("rounding", share.rounding), ("total", share.total)] {
            o[key] = .number(money.plainString)
            o[key + "Text"] = .string(money.formatted)
        }
        return .object(o)
    }

    static func json(_ bill: BillFigures) -> JSONValue {
        var o = JSONObject()
        for (key, money) in [("items", bill.items), ("discount", bill.discount), ("service", bill.service),
                             ("tax", bill.tax), ("tip", bill.tip), ("rounding", bill.rounding), ("total", bill.total)] {
            o[key] = .number(money.plainString)
            o[key + "Text"] = .string(money.formatted)
        }
        o["taxIncluded"] = .bool(bill.taxIncluded)
        return .object(o)
    }
}

import SplitBillCore

extension SplitPlan {
    /// The keys of an assignments file; a bill file may hold them too.
    ///
    /// ```json
    /// {"people": ["ana", "ben", "carla"],
    ///  "assign": {"1": "ana", "2": "ana,ben", "3": "ana:2,ben:1", "5": ["ana", "carla"], "6": {"ana": 1, "ben": 2}},
    ///  "units": {"7": "ana:2,ben:1"},
    ///  "everyone": [4],
    ///  "tip": "10%", "tipAfterTax": false, "tax": "8.875%", "taxIncluded": false,
    ///  "service": "5%", "discount": "10.00", "extras": "proportional",
    ///  "splitUnassigned": false, "even": false, "payer": "ana", "currency": "EUR", "remove": [9]}
    /// ```
    /// `remove` lists items left out of the split (a misread line): ``excludedItems``.
    /// `assign` keys are item numbers (from 1), several with commas (`"2,3"`) or a range (`"1-3"`).
    public static let fileKeys: Set<String> = [
        "people", "assign", "units", "everyone", "splitUnassigned", "even", "tip", "tipAfterTax", "tax", "taxIncluded",
        "service", "discount", "extras", "payer", "currency", "remove",
    ]

    /// Reads an assignments file (see ``fileKeys`` for its shape).
    ///
    /// - Throws: `BillFileError` naming the key that is wrong.
    public init(assignments json: JSONValue, currency: Currency) throws(BillFileError) {
        guard case .object(let o) = json else {
            throw BillFileError(place: "", message: "an assignments file is a JSON object such as {\"people\": [\"ana\", \"ben\"], \"assign\": {\"1\": \"ana\"}}, not \(json.kindDescription)")
        }
        try o.rejectUnknownKeys(SplitPlan.fileKeys, in: "the assignments file")
        try self.init(fileObject: o, currency: currency, receiptKeys: false)
    }

    /// Reads the plan keys of a bill or assignments file. In a bill file (`receiptKeys`), amounts
    /// under `tip`, `tax`, `service` and `discount`, and `taxIncluded`, describe the receipt and are
    /// left to the receipt; only percentages there are rules of the plan.
    init(fileObject o: JSONObject, currency: Currency, receiptKeys: Bool) throws(BillFileError) {
        self.init()
        if let f = o.field("people") {
            var names: [String] = []
            for p in try f.array() { names.append(try p.string()) }
            people = names
        }
        if let f = o.field("assign") {
            for (key, value) in try f.object() {
                let place = "\"assign\", \"\(key)\""
                let share = try Self.readShare(JSONField(value, place: place), asUnits: false)
                try add(share, items: key, place: place)
            }
        }
        if let f = o.field("units") {
            for (key, value) in try f.object() {
                let place = "\"units\", \"\(key)\""
                let share = try Self.readShare(JSONField(value, place: place), asUnits: true)
                try add(share, items: key, place: place)
            }
        }
        if let f = o.field("everyone") {
            for element in try f.array() { try add(.everyone, items: try Self.itemNumbers(element), place: element.place) }
        }
        if let f = o.field("remove") {
            for element in try f.array() {
                let text = try Self.itemNumbers(element)
                do { excludedItems.formUnion(try ItemSelection.parse(text)) } catch { throw element.error(error.description) }
            }
        }
        splitUnassignedEvenly = try o.field("splitUnassigned")?.bool()
        even = try o.field("even")?.bool()
        if let f = o.field("tipAfterTax") { tipBase = try f.bool() ? .afterTax : .beforeTax }
        if let f = o.field("extras") {
            let text = try f.string()
            guard let rule = ExtrasRule(rawValue: text) else { throw f.error("expected \"proportional\" or \"equal\", found \"\(text)\"") }
            extras = rule
        }
        if let f = o.field("payer") { payer = try f.string() }
        if !receiptKeys {
            if let f = o.field("taxIncluded") { taxIncluded = try f.bool() }
            if let f = o.field("currency") { self.currency = try BillFile.readCurrency(JSONObject([("currency", f.value)]), required: false) }
        }
        func charge(_ key: String, _ what: String) throws(BillFileError) -> Charge? {
            guard let f = o.field(key) else { return nil }
            let text: String
            switch f.value {
            case .string(let s): text = s
            case .number(let n): text = n
            default: throw f.error("expected an amount such as \"10.00\" or a percentage such as \"18%\", found \(f.value.kindDescription)")
            }
            if receiptKeys, !text.trimmingSpaces.hasSuffix("%") { return nil }
            do { return try Charge(parsing: text, currency: currency, what: what) } catch { throw f.error(error.description) }
        }
        tip = try charge("tip", "tip")
        tax = try charge("tax", "tax")
        service = try charge("service", "service charge")
        discount = try charge("discount", "discount")
    }

    /// An element of `everyone` or `remove`: an item number (`4`), or a text of them (`"4,5"`, `"1-3"`).
    static func itemNumbers(_ element: JSONField) throws(BillFileError) -> String {
        switch element.value {
        case .number(let n): return n
        case .string(let s): return s
        default: throw element.error("expected an item number, found \(element.value.kindDescription)")
        }
    }

    /// Records `share` for every item `items` names (`"3"`, `"2,3"`, `"1-3"`).
    mutating func add(_ share: ItemShare, items: String, place: String) throws(BillFileError) {
        let numbers: [Int]
        do { numbers = try ItemSelection.parse(items) } catch { throw BillFileError(place: place, message: error.description) }
        for n in numbers {
            if assignments[n] != nil {
                throw BillFileError(place: place, message: "item \(n) is assigned twice; to share it, name everyone in one assignment (\"\(n)\": \"ana,ben\")")
            }
            assignments[n] = share
        }
    }

    static func readShare(_ f: JSONField, asUnits: Bool) throws(BillFileError) -> ItemShare {
        do {
            switch f.value {
            case .string(let s):
                return try ItemShare(parsing: s, asUnits: asUnits)
            case .array(let names):
                var list: [String] = []
                for (i, n) in names.enumerated() {
                    guard case .string(let name) = n else {
                        throw BillFileError(place: "\(f.place)[\(i + 1)]", message: "expected a name, found \(n.kindDescription)")
                    }
                    list.append(name)
                }
                return try ItemShare(parsing: list.joined(separator: ","), asUnits: asUnits)
            case .object(let o):
                var parts: [String] = []
                for (name, weight) in o {
                    guard case .number(let w) = weight else {
                        throw BillFileError(place: "\(f.place), \"\(name)\"", message: "expected a number, found \(weight.kindDescription)")
                    }
                    parts.append("\(name):\(w)")
                }
                return try ItemShare(parsing: parts.joined(separator: ","), asUnits: asUnits)
            default:
                throw f.error("expected names such as \"ana,ben\", a list of names, or weights such as {\"ana\": 2, \"ben\": 1}; found \(f.value.kindDescription)")
            }
        } catch let error as SplitError {
            throw f.error(error.description)
        } catch let error as BillFileError {
            throw error
        } catch {
            throw f.error("\(error)")
        }
    }
}

/// Item numbers as people write them: `3`, `2,3`, `1-3`, `1-3,5`.
public enum ItemSelection {
    /// The item numbers, in order, without repeats.
    ///
    /// - Throws: ``SplitError/invalidShare(_:_:)`` for text that names no item.
    public static func parse(_ text: String) throws(SplitError) -> [Int] {
        var numbers: [Int] = []
        var seen = Set<Int>()
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            let piece = String(piece.trimming(" "))
            let ends = piece.split(separator: "-", omittingEmptySubsequences: false).map { Int(String($0).trimming(" ")) }
            guard !piece.isEmpty, ends.count <= 2, ends.allSatisfy({ $0 != nil }) else {
                throw .invalidItems(text, "\"\(piece)\" is not an item number; items are numbered from 1 (3, 2,3 or 1-3)")
            }
            let from = ends[0]!, to = ends.last!!
            guard from >= 1, to >= 1 else {
                throw .invalidItems(text, "\"\(piece)\" is not a range of items from 1; write it like 1-3")
            }
            guard to >= from else {
                throw .invalidItems(text, "\"\(piece)\" runs backwards; write the lower item first: \(to)-\(from)")
            }
            guard to <= Limits.items else {
                throw .invalidItems(text, "\(to) is beyond the limit of \(Limits.items) items on a bill")
            }
            for n in from...to where seen.insert(n).inserted { numbers.append(n) }
        }
        return numbers
    }
}

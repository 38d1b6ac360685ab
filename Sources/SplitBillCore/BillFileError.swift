/// A bill file (or assignments file) that is well-formed JSON but does not describe a bill.
///
/// The message names the place (`item 3 ("COLA"), "total"`) and what to write instead.
public struct BillFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the document: a key, an item, or empty for the whole document.
    public let place: String
    /// What is wrong and what to do.
    public let message: String

    public init(place: String, message: String) {
        self.place = place
        self.message = message
    }

    public var description: String { place.isEmpty ? message : "\(place): \(message)" }
}

/// Typed access to a JSON value with errors that say where the value is.
public struct JSONField: Sendable {
    /// The value.
    public let value: JSONValue
    /// Where it is, for messages (`"tip"`, `item 2 ("COLA"), "total"`).
    public let place: String

    public init(_ value: JSONValue, place: String) {
        self.value = value
        self.place = place
    }

    /// Fails with a message about this field.
    public func error(_ message: String) -> BillFileError {
        BillFileError(place: place, message: message)
    }

    /// Whether the value is JSON `null`.
    public var isNull: Bool { value == .null }

    /// The value as text.
    public func string() throws(BillFileError) -> String {
        guard case .string(let s) = value else { throw error("expected text in double quotes, found \(value.kindDescription)") }
        return s
    }

    /// The value as `true` or `false`.
    public func bool() throws(BillFileError) -> Bool {
        guard case .bool(let b) = value else { throw error("expected true or false, found \(value.kindDescription)") }
        return b
    }

    /// The value as a list.
    public func array() throws(BillFileError) -> [JSONField] {
        guard case .array(let elements) = value else { throw error("expected a list in [ ], found \(value.kindDescription)") }
        return elements.enumerated().map { JSONField($1, place: "\(place)[\($0 + 1)]") }
    }

    /// The value as an object.
    public func object() throws(BillFileError) -> JSONObject {
        guard case .object(let o) = value else { throw error("expected an object in { }, found \(value.kindDescription)") }
        return o
    }

    /// The value as an exact decimal, from a number or a plain decimal string.
    public func decimal() throws(BillFileError) -> ExactDecimal {
        switch value {
        case .number(let n), .string(let n):
            if let d = ExactDecimal(n) { return d }
            throw error("\"\(n)\" is not a number; write it like 2 or \"0.5\"")
        default:
            throw error("expected a number, found \(value.kindDescription)")
        }
    }

    /// The value as money in `currency`, from a string such as `"12.50"` (or a JSON number).
    ///
    /// Amounts are read by the rules of ``AmountText``; a negative amount is refused unless
    /// `allowNegative`.
    public func money(_ currency: Currency, allowNegative: Bool = false) throws(BillFileError) -> Money {
        let text: String
        // A JSON number is plain decimal notation whatever the currency: 1.250 is one and a quarter.
        var decimalMark: Character?
        switch value {
        case .string(let s): text = s
        case .number(let n):
            guard let d = ExactDecimal(n) else { throw error("the number \(n) is not a plain amount; write it as a string such as \"12.50\"") }
            text = d.description
            decimalMark = "."
        default:
            throw error("expected an amount such as \"12.50\", found \(value.kindDescription)")
        }
        let money: Money
        do {
            money = try Money(parsing: text, currency: currency, decimalMark: decimalMark)
        } catch {
            throw self.error(error.description)
        }
        if money.isNegative, !allowNegative {
            throw error(AmountError(text: text, problem: .negative).description)
        }
        return money
    }
}

extension JSONObject {
    /// The field for `key` if present and not `null`.
    public func field(_ key: String, in place: String = "") -> JSONField? {
        guard let v = self[key], v != .null else { return nil }
        return JSONField(v, place: place.isEmpty ? "\"\(key)\"" : "\(place), \"\(key)\"")
    }

    /// Fails when the object has a key outside `known`, suggesting the nearest known key.
    public func rejectUnknownKeys(_ known: Set<String>, in place: String) throws(BillFileError) {
        for key in keys where !known.contains(key) {
            let suggestion = known.min { editDistance($0, key) < editDistance($1, key) }
            let hint = suggestion.map { editDistance($0, key) <= Swift.max(2, key.count / 3) ? "; did you mean \"\($0)\"?" : "" } ?? ""
            let allowed = known.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw BillFileError(place: place, message: "unknown key \"\(key)\"\(hint) (known keys: \(allowed))")
        }
    }
}

/// The number of single-character edits (insert, delete, replace, or swap two neighbours)
/// between two strings, ignoring case, for "did you mean" hints.
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}

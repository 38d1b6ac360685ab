/// A JSON document held exactly as written: numbers keep their digits and objects keep the
/// order of their keys.
///
/// splitbill reads and writes JSON with this type rather than `JSONDecoder`, so that amounts are
/// never rounded through `Double`, output keys come in a stable, documented order, and a
/// malformed file is reported with its line and column.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, as the digits that were written (`12.50`, `-3`, `1e3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the kind of value, for messages: `"a string"`, `"an object"`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): "the number \(n)"
        case .string(let s): "the text \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// A JSON object: key-value pairs in the order they were written or added.
///
/// A key is found in constant time however many the object has (an assignments file may give one key to
/// each of 100,000 items): an object of more than ``indexedFrom`` pairs keeps an index of its keys.
public struct JSONObject: Hashable, Sendable, Sequence {
    /// The pairs, in order.
    public private(set) var pairs: [(key: String, value: JSONValue)]
    /// Where each key's (first) pair is, for an object of more than ``indexedFrom`` pairs.
    private var index: [String: Int]?

    /// Objects with more pairs than this keep an index of their keys; a smaller one is searched in order.
    public static let indexedFrom = 12

    /// An empty object.
    public init() { pairs = [] }

    /// An object with these pairs, in this order.
    public init(_ pairs: [(String, JSONValue)]) {
        self.pairs = pairs.map { (key: $0.0, value: $0.1) }
        if self.pairs.count > Self.indexedFrom { reindex() }
    }

    /// The value for `key` (of its first pair), or `nil` when absent.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { pairs[$0].value } }
        set {
            if let i = position(of: key) {
                if let newValue {
                    pairs[i].value = newValue
                } else {
                    pairs.remove(at: i)
                    if index != nil { reindex() }
                }
            } else if let newValue {
                pairs.append((key: key, value: newValue))
                if index != nil {
                    index?[key] = pairs.count - 1
                } else if pairs.count > Self.indexedFrom {
                    reindex()
                }
            }
        }
    }

    /// The position of `key`'s first pair.
    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return pairs.firstIndex { $0.key == key }
    }

    /// Builds the index of the keys, each at its first pair.
    private mutating func reindex() {
        var built = [String: Int](minimumCapacity: pairs.count)
        for (i, pair) in pairs.enumerated() where built[pair.key] == nil { built[pair.key] = i }
        index = built
    }

    /// The keys, in order.
    public var keys: [String] { pairs.map(\.key) }

    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        pairs.makeIterator()
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs {
            hasher.combine(pair.key)
            hasher.combine(pair.value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    public init(integerLiteral value: Int) { self = .number(String(value)) }
}

extension JSONValue {
    /// A string, or `null` when `value` is `nil`.
    public static func string(or value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// A plain amount string (`"12.50"`), or `null` when `value` is `nil`.
    public static func amount(_ value: Money?) -> JSONValue {
        value.map { .string($0.plainString) } ?? .null
    }
}

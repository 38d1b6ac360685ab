/// Why a JSON document could not be read, with where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column (in characters) of the problem.
    public let column: Int
    /// What is wrong there.
    public let reason: String

    public var description: String { "line \(line), column \(column): \(reason)" }
}

extension JSONValue {
    /// The deepest nesting of lists and objects accepted; deeper documents are refused rather
    /// than risking the stack.
    public static let maximumDepth = 256

    /// The most values (strings, numbers, lists, objects, ...) one document may hold. A bill of 100,000 items,
    /// or assignments naming a million people, hold fewer; a 48 MB list of zeros would hold 24 million, each
    /// taking memory, and is refused as soon as it passes the limit.
    public static let maximumValues = 4_000_000

    /// Parses a complete JSON document (RFC 8259) from UTF-8 bytes.
    ///
    /// Duplicate keys in one object are an error, since they usually hide a mistake.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: Array(bytes))
        self = try parser.parseDocument()
    }

    /// Parses a complete JSON document from text.
    public init(parsing text: String) throws(JSONSyntaxError) {
        try self.init(parsing: Array(text.utf8))
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    var values = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // Skip a UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON object such as {\"items\": [...]}") }
        let value = try parseValue()
        skipSpace()
        guard index == bytes.count else { throw error("unexpected \(describeHere()) after the end of the JSON value") }
        return value
    }

    func error(_ reason: String, at position: Int? = nil) -> JSONSyntaxError {
        let end = min(position ?? index, bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    func describeHere() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        values += 1
        if values > JSONValue.maximumValues {
            throw error("the document holds more than \(JSONValue.maximumValues) values, more than any bill; check that it is a bill")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "'"): throw error("strings must be in double quotes (\"), not single quotes")
        default: throw error("unexpected \(describeHere()); expected a value (an object, list, string, number, true, false or null)")
        }
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected \(describeHere()); expected a value (an object, list, string, number, true, false or null)")
        }
        index += w.count
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONValue.maximumDepth { throw error("lists and objects are nested more than \(JSONValue.maximumDepth) deep") }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var pairs: [(String, JSONValue)] = []
        var seen = Set<String>()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(JSONObject())
        }
        while true {
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside an object; a '}' is missing") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw error("a ',' before '}' leaves an empty entry; remove the trailing comma") }
                throw error("unexpected \(describeHere()); expected a key in double quotes")
            }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else { throw error("the key \"\(key)\" appears twice in the same object", at: keyStart) }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeHere()); expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipSpace()
            pairs.append((key, try parseValue()))
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside an object; a '}' is missing") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(JSONObject(pairs))
            }
            throw error("unexpected \(describeHere()); expected ',' or '}' after the value of \"\(key)\"")
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw error("a ',' before ']' leaves an empty entry; remove the trailing comma")
            }
            elements.append(try parseValue())
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside a list; a ']' is missing") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw error("unexpected \(describeHere()); expected ',' or ']' in a list")
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw error("a '-' must be followed by digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw error("numbers must not start with 0 (write amounts as strings, such as \"012.50\")", at: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("a '.' in a number must be followed by digits") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("an exponent must have digits") }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var chunkStart = index
        var result = ""
        func flush(_ parser: JSONParser, _ upTo: Int) -> String {
            String(decoding: parser.bytes[chunkStart..<upTo], as: UTF8.self)
        }
        while true {
            guard index < bytes.count else { throw error("the text that starts here never ends; a closing '\"' is missing", at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                result += flush(self, index)
                index += 1
                return result
            }
            if b < 0x20 {
                throw error(b == 0x0A ? "a line break inside text; a closing '\"' is missing or write \\n" : "a control character inside text; escape it")
            }
            if b == UInt8(ascii: "\\") {
                result += flush(self, index)
                index += 1
                guard index < bytes.count else { throw error("the file ends inside an escape") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): result += "\""
                case UInt8(ascii: "\\"): result += "\\"
                case UInt8(ascii: "/"): result += "/"
                case UInt8(ascii: "b"): result += "\u{08}"
                case UInt8(ascii: "f"): result += "\u{0C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a \\u escape of a high surrogate must be followed by a low surrogate")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u escape of a high surrogate must be followed by a low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("\\u escape names no character") }
                    result.unicodeScalars.append(scalar)
                default:
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))' in text", at: index - 2)
                }
                chunkStart = index
                continue
            }
            index += 1
        }
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}

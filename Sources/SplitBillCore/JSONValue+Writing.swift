extension JSONValue {
    /// The value as JSON text: objects keep their key order; with `pretty`, two-space indents and
    /// one key per line, ending without a newline.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            // Lists of plain values stay on one line; lists of objects get a line each.
            let inline = indent == nil || elements.allSatisfy { if case .object = $0 { false } else if case .array = $0 { false } else { true } }
            out += "["
            for (i, e) in elements.enumerated() {
                if i > 0 { out += inline ? (indent == nil ? "," : ", ") : "," }
                if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                e.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if !inline, let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let object):
            if object.pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, pair) in object.pairs.enumerated() {
                if i > 0 { out += "," }
                if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(pair.key, to: &out)
                out += indent == nil ? ":" : ": "
                pair.value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            if let indent { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// Fields of the CSV that splitbill writes (RFC 4180, rows ended by CRLF).
public enum CSVField {
    /// `text` as one field: quoted (with its quotes doubled) when it holds a comma, a quote, a carriage
    /// return or a line feed; text that a spreadsheet would take for a formula (`=`, `+`, `-` or `@`
    /// first, and not a number) is prefixed with an apostrophe.
    public static func escaped(_ text: String) -> String {
        var t = text
        if let first = t.first, ExactDecimal(t) == nil, "=+-@".contains(first) { t = "'" + t }
        // Scalars, not characters: "\r\n" is one character, and a lone "\n" must be found too.
        if t.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) {
            return "\"" + t.replacing("\"", with: "\"\"") + "\""
        }
        return t
    }
}

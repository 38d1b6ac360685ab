extension String {
    /// The text with its control characters written out as escapes (`\u{1B}`), so that a name
    /// printed on a terminal shows what it holds instead of moving the cursor, clearing the screen
    /// or setting the window title.
    ///
    /// Escaped: the C0 and C1 controls (newlines and tabs included), DEL, and the invisible
    /// direction overrides and isolates (U+202A-U+202E, U+2066-U+2069) that reorder what is shown.
    /// A backslash is left as it is. Everything else is unchanged.
    public var escapingControlCharacters: String { escapingControlCharacters(keepingLineBreaks: false) }

    /// The text with its control characters written out as escapes, as ``escapingControlCharacters``, but
    /// with its line breaks (`\n`) kept when `keepingLineBreaks`: for a message of several lines that
    /// quotes what a person typed or a file holds.
    public func escapingControlCharacters(keepingLineBreaks: Bool) -> String {
        let isEscaped = { (s: Unicode.Scalar) in Self.isControl(s) && !(keepingLineBreaks && s == "\n") }
        guard unicodeScalars.contains(where: isEscaped) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            if isEscaped(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

/// A rectangle on an image, in pixels from the top-left corner.
public struct TextBox: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest box holding both.
    public func union(_ other: TextBox) -> TextBox {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The box as `[x, y, width, height]` in JSON.
    public var jsonValue: JSONValue {
        .array([x, y, width, height].map { .number(String($0)) })
    }
}

/// One word read from an image, with where it is and how sure the recogniser was.
public struct RecognizedWord: Hashable, Sendable {
    /// The text of the word.
    public var text: String
    /// Where the word is on the cleaned image.
    public var box: TextBox
    /// The recogniser's confidence, 0 to 100.
    public var confidence: Double

    public init(text: String, box: TextBox, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// One printed row of a receipt: words that stand on the same line, left to right.
///
/// A row is the parser's input. Rows from plain text have no box and full confidence.
public struct RecognizedRow: Hashable, Sendable {
    /// The row's words joined by spaces (wide gaps may be kept as several spaces).
    public var text: String
    /// Where the row is on the cleaned image, when read from one.
    public var box: TextBox?
    /// The mean confidence of its words, 0 to 100.
    public var confidence: Double
    /// The words, left to right; empty for rows from plain text.
    public var words: [RecognizedWord]

    public init(text: String, box: TextBox? = nil, confidence: Double = 100, words: [RecognizedWord] = []) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.words = words
    }

    /// The row as it appears under `lines` in scan output: `text`, `box`, `confidence`.
    public var jsonValue: JSONValue {
        var o = JSONObject()
        o["text"] = .string(text)
        o["box"] = box?.jsonValue ?? .null
        o["confidence"] = .number(RecognizedRow.oneDecimal(confidence))
        return .object(o)
    }

    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let tenths = Int(min(100, max(0, value)) * 10 + 0.5)  // round half up, without libm
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}

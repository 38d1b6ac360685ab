import SplitBillCore

/// Drops recognised "words" that are noise: dotted and dashed rules, stains and edges read as stray
/// letters or punctuation.
///
/// Before rows are built, a word is dropped when its confidence is below ``minimumConfidence``, when
/// it is at most two characters long and less confident than ``minimumShortWordConfidence``, or (off by
/// default) when it has no digit, at most three letters, and less confidence than
/// ``minimumLetterWordConfidence``. After,
/// a whole row is dropped when its mean confidence is below ``minimumRowConfidence`` and none of its
/// words reaches ``rowRescueConfidence`` (a rule of dashes read as `¥---~-- Sees ---`, a logo or a
/// scribble read as letters); a row with one sure word is kept, since Tesseract's confidence is often low
/// for rows that are read right.
///
/// Defaults, measured on the SROIE scans (Benchmarks/README.md): words of one or two characters under
/// 40, and rows under 30 without a word of 50, are dropped. A threshold for all words is off: dropping unsure long words also
/// cuts printed phrases apart (segment recall fell from 0.81 to 0.75 at 40).
public struct WordFilter: Sendable {
    /// Words less confident than this are dropped whatever they contain.
    public var minimumConfidence: Double = 0
    /// Words of one or two characters are dropped below this confidence.
    public var minimumShortWordConfidence: Double = 40
    /// Rows whose mean confidence is below this are dropped, unless one of their words is sure.
    public var minimumRowConfidence: Double = 30
    /// A row with a word at least this confident is kept whatever its mean.
    public var rowRescueConfidence: Double = 50
    /// Words with no digit and at most three letters (`SS`, `XC`, `mmm` made of specks; also marks alone,
    /// such as `$`, `-` or `*`) are dropped below this confidence; off (0) by default, as it also drops
    /// printed labels (`HT`, `Tva`, `Tax`).
    public var minimumLetterWordConfidence: Double = 0
    /// Words the threshold above never drops, in upper case without punctuation (`TAX`, `HT`, `$`):
    /// the labels a reader of receipts needs however unsure the recogniser was of them.
    public var sparedWords: Set<String> = []

    /// The filter with default thresholds.
    public init() {}

    /// Whether `word` is kept.
    public func keeps(_ word: RecognizedWord) -> Bool {
        if word.confidence < minimumConfidence { return false }
        if word.confidence < minimumLetterWordConfidence, Self.isShortLetterWord(word.text),
           !sparedWords.contains(Self.folded(word.text)) { return false }
        return word.text.count > 2 || word.confidence >= minimumShortWordConfidence
    }

    /// Whether a word has no digit and at most three letters (none, for a mark alone).
    static func isShortLetterWord(_ text: String) -> Bool {
        var letters = 0
        for c in text {
            if c.isNumber { return false }
            if c.isLetter { letters += 1 }
        }
        return letters <= 3
    }

    /// The word in upper case, with its letters and currency signs alone (`Tax:` is `TAX`).
    static func folded(_ text: String) -> String {
        String(text.uppercased().filter { $0.isLetter || $0.isCurrencySymbol })
    }

    /// Whether `row` is kept.
    public func keeps(_ row: RecognizedRow) -> Bool {
        row.confidence >= minimumRowConfidence || row.words.contains { $0.confidence >= rowRescueConfidence }
    }
}

import SplitBillCore

/// Drops recognised "words" that are noise: dotted and dashed rules, stains and edges read as stray
/// letters or punctuation.
///
/// A word is dropped when its confidence is below ``minimumConfidence``, or when it has no letter or
/// digit and its confidence is below ``minimumSymbolConfidence``.
public struct WordFilter: Sendable {
    /// Words less confident than this are dropped whatever they contain.
    public var minimumConfidence: Double = 0
    /// Words made only of punctuation or symbols are dropped below this confidence.
    public var minimumSymbolConfidence: Double = 0

    /// The filter with default thresholds.
    public init() {}

    /// Whether `word` is kept.
    public func keeps(_ word: RecognizedWord) -> Bool {
        if word.confidence < minimumConfidence { return false }
        let hasAlphanumeric = word.text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        return hasAlphanumeric || word.confidence >= minimumSymbolConfidence
    }
}

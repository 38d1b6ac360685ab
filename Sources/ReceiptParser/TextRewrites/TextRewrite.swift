import SplitBillCore

/// A rewrite of the recognised rows before they are read: text that OCR or the row builder cut, joined, or
/// moved, put back as printed (a label's head set on its own row, figures split into a column, prices one
/// row above their names, signs and counts read as letters).
///
/// ``ReceiptParser/prepared(_:)`` applies the rewrites of ``Catalogue/textRewrites`` in order, each to the
/// rows the ones before it left.
protocol TextRewrite: Sendable {
    /// The rows rewritten (the rows as they were where the rewrite does not apply).
    func apply(_ rows: [RecognizedRow]) -> [RecognizedRow]
    /// Whether the rewrite reads a printed character as another (a sign read as a letter put back), rather than
    /// only joining or moving what was read; the trace calls such a rewrite a repair.
    var readsCharactersAgain: Bool { get }
}

extension TextRewrite {
    var readsCharactersAgain: Bool { false }
}

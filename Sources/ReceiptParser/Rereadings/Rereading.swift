import SplitBillCore

/// One way of reading a receipt's rows again (amounts grouped by a space joined, letters OCR confuses
/// with digits read as digits, a misread sign put back, the summary's amounts moved one row), kept where
/// the receipt's arithmetic confirms it over the reading so far.
///
/// ``ReceiptParser/parse(rows:)`` tries the re-readings of ``Catalogue/rereadings`` in order, each on the
/// best reading the ones before it left.
protocol Rereading: Sendable {
    /// Reads the rows again and, where the arithmetic confirms it, makes that reading the best.
    func apply(to choice: inout ReadingChoice)
    /// Whether the re-reading reads a printed character or digit as another (letters as digits, a sign as a
    /// digit, a digit the arithmetic asks for), rather than only joining or moving what was read; the trace
    /// calls such a re-reading a repair.
    var readsCharactersAgain: Bool { get }
}

extension Rereading {
    var readsCharactersAgain: Bool { true }
}

/// The readings of one receipt that ``ReceiptParser/parse(rows:)`` chooses between.
struct ReadingChoice {
    /// The rows the best reading reads.
    var kept: [RecognizedRow]
    /// The best reading so far.
    var best: Resolver.Outcome
    /// The rows as first scanned, without repairs.
    let plainScan: [ScannedRow]
    /// Whether the parser may read letters that OCR confuses with digits inside amounts.
    let repairsOCRConfusions: Bool
    /// Reads scanned rows with the receipt's number style and currency.
    let read: ([ScannedRow]) -> Resolver.Outcome

    /// Reads rows as printed (without repairs).
    func read(_ rows: [RecognizedRow]) -> Resolver.Outcome {
        read(ScannedRow.scan(rows, repairs: false))
    }
}

import SplitBillCore

/// An `S` glued before an amount is the dollar sign OCR took for the letter, where the receipt prints that
/// sign before another amount, or two amounts or more begin so (``ReceiptParser/readingDollarSigns(_:)``).
///
/// ```
/// GROCERY F        S6.00
/// GATORADE LEMON        $1.29
/// ```
struct DollarSignsReadAsS: TextRewrite {
    var readsCharactersAgain: Bool { true }

    func apply(_ rows: [RecognizedRow]) -> [RecognizedRow] { ReceiptParser.readingDollarSigns(rows) }
}

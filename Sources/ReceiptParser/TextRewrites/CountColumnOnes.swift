import SplitBillCore

/// A lone `I` or `l` before an item's name is the count 1, where the receipt prints a count column
/// (``ReceiptParser/readingCountColumn(_:)``).
///
/// ```
/// 4 Coca cola light        3.25        13.00
/// I Filet de poitrine        14.50
/// I Brochette d'agneau        17.00
/// ```
struct CountColumnOnes: TextRewrite {
    var readsCharactersAgain: Bool { true }

    func apply(_ rows: [RecognizedRow]) -> [RecognizedRow] { ReceiptParser.readingCountColumn(rows) }
}

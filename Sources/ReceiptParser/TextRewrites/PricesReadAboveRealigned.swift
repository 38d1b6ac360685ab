import SplitBillCore

/// A run of item rows whose prices were read one row above their names is put back in step
/// (``ReceiptParser/realigningPricesReadAbove(_:)``).
///
/// ```
/// 1.19
/// 1 SML COFFEE        3.70
/// 1 SAU EGG MCMUFFIN
/// ```
struct PricesReadAboveRealigned: TextRewrite {
    func apply(_ rows: [RecognizedRow]) -> [RecognizedRow] { ReceiptParser.realigningPricesReadAbove(rows) }
}

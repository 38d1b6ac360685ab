import SplitBillCore

/// Runs of three rows or more that each hold one figure, text taken out of a receipt column by column, are
/// joined into one row (``ReceiptParser/joinColumnFragments(_:)``).
///
/// ```
/// 1
/// X
/// 19.00
/// 19.00
/// ```
struct ColumnFragmentsJoined: TextRewrite {
    func apply(_ rows: [RecognizedRow]) -> [RecognizedRow] { ReceiptParser.joinColumnFragments(rows) }
}

import SplitBillCore

/// The first word of a label set on its own row under the rest is put back before it
/// (``ReceiptParser/joinLabelHeads(_:)``).
///
/// ```
/// Total        140,800
/// Grand
/// ```
struct LabelHeadPutBack: TextRewrite {
    func apply(_ rows: [RecognizedRow]) -> [RecognizedRow] { ReceiptParser.joinLabelHeads(rows) }
}

import SplitBillCore

/// One way of reading a summary row that has an amount: a subtotal, a total, a tax (or two on one row), a
/// service charge, a tip, a discount, a rounding, a payment or the change, a tax table's row, an amount whose
/// label OCR mangled.
///
/// ``SummaryReader/read(_:from:)`` offers each summary row with an amount to the readers of
/// ``Catalogue/summaryLineReaders`` in order; the first that takes it decides it.
protocol SummaryLineReader: Sendable {
    /// Reads the line into the summary; `true` when it took the line, and no later reader sees it.
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool
}

/// A summary row with an amount, as a ``SummaryLineReader`` sees it.
struct SummaryLine {
    let row: ReadRow
    /// The row's amounts, or those it took from a row next to it.
    let amounts: [RowAmount]
    /// The last of them.
    let last: RowAmount
    /// The row's words that are no amount.
    let label: String
    /// Whether the row stands at or below the end of the items.
    let belowItems: Bool
    /// Whether the row stands in a tax summary table.
    let inTable: Bool
    /// The amount alone on the row above, if any.
    let bareAbove: [RowAmount]
    /// On a row of amounts alone, a tax table's rate (without its sign) and the tax it gives.
    let unmarkedRate: (ExactDecimal, Money)?
    let reader: SummaryReader

    var currency: Currency { reader.currency }
    /// The label, or nil when the row has none.
    var name: String? { label.isEmpty ? nil : label }
}

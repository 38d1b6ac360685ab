import SplitBillCore

/// One way of reading an item row's numbers into its count, unit price and line total: the line total is the
/// last amount, a marked count, a unit price before the total, a small whole number as the count, and so on.
///
/// ``ItemFigures/read(_:currency:)`` applies the rules of ``Catalogue/figureRules`` in order, each to what
/// the rules before it read.
protocol FigureRule: Sendable {
    /// Reads more of the row's figures, or corrects them.
    func apply(to r: inout FigureReading)
}

/// An item row's figures as the rules of ``Catalogue/figureRules`` read them.
struct FigureReading {
    let row: ReadRow
    let currency: Currency
    /// Whether sizes (`600 ML`) are read into the name rather than as a quantity.
    let sizesInName: Bool
    var figures = ItemFigures(quantity: nil, unitPrice: nil, total: nil, used: [], productMatches: nil)
    /// Where an unmarked whole number was taken for the count.
    var plainCountAt: Int?
    /// Whether a marked number (`2x`) was taken for the count.
    var countIsMarked = false
    /// The word before which the figures that are no line total stand: the line total's, or the row's end.
    var limit: Int

    init(row: ReadRow, currency: Currency, sizesInName: Bool) {
        self.row = row
        self.currency = currency
        self.sizesInName = sizesInName
        limit = row.scan.words.count
    }

    var words: [ScannedWord] { row.scan.words }
}

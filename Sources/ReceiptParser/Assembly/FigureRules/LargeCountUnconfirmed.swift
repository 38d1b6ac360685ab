import SplitBillCore

/// A count of ten or more (``ItemFigures/unconfirmedCountLimit``) that no unit price confirms is no count. An
/// unmarked one is part of the name (a size, a grade, a code); a marked one is a small count misread (`14x`
/// for `1x`), so none is known. A zero line total divides by every count, so confirms none, and a free row's
/// unit price was the zero divided by that count.
///
/// ```
/// Fuel Save 95 85.54
/// ```
///
/// (Or `LOF HNY HAM 162 2.98`, `14x Croquetas de Pulpo 5,50`, `10 1 PARKING 0,00`.)
struct LargeCountUnconfirmed: FigureRule {
    func apply(to r: inout FigureReading) {
        let freeRow = r.figures.total?.money.isZero == true
        guard let q = r.figures.quantity, r.figures.unitPrice == nil || freeRow, q.isInteger,
              q >= ExactDecimal(significand: ItemFigures.unconfirmedCountLimit) else { return }
        if let at = r.plainCountAt {
            r.figures.quantity = nil
            r.figures.used.remove(at)
        } else if r.countIsMarked {
            r.figures.quantity = nil
        }
        if freeRow, r.figures.quantity == nil { r.figures.unitPrice = nil }
    }
}

import SplitBillCore

/// The count times the unit price is checked against the line total, a trailing unit-price column swapped
/// (``ItemFigures/reconcile(currency:)``).
///
/// ```
/// REGULAR 2 35000.00 70000.00
/// ```
///
/// (CORD cord-dev-00090.)
struct ProductChecked: FigureRule {
    func apply(to r: inout FigureReading) {
        r.figures.reconcile(currency: r.currency)
    }
}

import SplitBillCore

/// A number with decimals that the unit price multiplies into the line total (a pump's litres, a weight
/// printed without its unit) is the quantity sold; the whole number first on the row, which does not, is a
/// line number (left out of the name). So, with the row's number first and the count in a column after the
/// name, is the whole number that the unit price multiplies into the line total (with its word for pieces).
///
/// ```
/// 01 VORTEX 98   48.421 @ 1.599 77.43
/// ```
///
/// (Or `1. LED BULB 9W E27   4 PCS   6.90  27.60`.)
struct MeasuredQuantity: FigureRule {
    func apply(to r: inout FigureReading) {
        let words = r.words, limit = r.limit, currency = r.currency, figures = r.figures
        let lineNumberFirst = words.first?.number.map { $0.isPlainInteger && $0.hasLeadingZeros } ?? false
        guard figures.productMatches == false || (figures.quantity == nil && lineNumberFirst), r.plainCountAt != nil || lineNumberFirst,
              let u = figures.unitPrice, u.isPositive, let t = figures.total else { return }
        let measured = words.indices.filter { i in
            guard i < limit, !figures.used.contains(i), let n = words[i].number, !n.percent, n.currency == nil,
                  !n.isPlainInteger, let v = n.plainValue, v.isPositive, !v.isInteger else { return false }
            return ItemFigures.product(v, u, equals: t.money.decimalValue, currency: currency)
        }
        let counted = measured.isEmpty && r.plainCountAt == 0 ? words.indices.filter { i in
            guard i > 0, i < limit, !figures.used.contains(i), let n = words[i].number, !n.percent, n.currency == nil, !n.weight,
                  n.groups[0].count <= 3, !n.hasLeadingZeros, let v = n.plainValue, v.isPositive, v.isInteger,
                  n.isPlainInteger || n.quantityMark else { return false }
            return ItemFigures.product(v, u, equals: t.money.decimalValue, currency: currency)
        } : []
        let found = measured.count == 1 ? measured.first : counted.count == 1 ? counted.first : nil
        guard let i = found, let v = words[i].number?.plainValue else { return }
        r.figures.quantity = v
        r.figures.used.insert(i)
        r.figures.productMatches = true
        r.plainCountAt = nil
        if measured.isEmpty {
            r.figures.sizeUnits.remove(i + 1)
        } else if lineNumberFirst {
            r.figures.used.insert(0)
        }
    }
}

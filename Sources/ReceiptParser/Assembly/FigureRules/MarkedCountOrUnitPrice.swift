import SplitBillCore

/// Numbers marked as what they are, before the line total: the first count marked `2x`, `x2`, `*2` or a weight
/// (`0.512 kg`) is the quantity, and the first marked `@` or per unit the unit price, read as money in the
/// receipt's style where it is money (`@13,000` is 13000 rupiah, not 13.000). A count printed with three zero
/// decimals (`2,000 UN`) is the whole count. After the name of a row with a count column, `X3` is the pack's
/// size, a word of the name.
///
/// ```
/// 2 NASI PUTIH @10,000 20,000
/// ```
///
/// (CORD cord-train-00623.)
struct MarkedCountOrUnitPrice: FigureRule {
    func apply(to r: inout FigureReading) {
        let words = r.words, row = r.row
        // A count column: a small whole number first on the row, before a name (`1 PLASTIC PLATES X3 3.85`).
        let countColumn = ItemAssembler.startsWithCount(row) && words[1].text.contains(where: \.isLetter)
        for (i, w) in words.enumerated() {
            guard let n = w.number, !r.figures.used.contains(i) else { continue }
            if let t = r.figures.total, i > t.at { continue }
            if r.sizesInName, n.weight, !n.quantityMark { continue }
            if countColumn, i > 1, n.quantityMark, !n.weight { continue }
            if n.quantityMark || n.weight, r.figures.quantity == nil, let v = n.plainValue, v.isPositive {
                r.figures.quantity = n.quantityMark && !n.weight && n.marks.count == 1 && n.groups.last?.count == 3 && v.isInteger ? v.normalized : v
                r.figures.quantityIsWeight = n.weight && !n.quantityMark
                r.countIsMarked = n.quantityMark && !n.weight
                r.figures.used.insert(i)
            } else if n.unitPriceMark || n.perUnit, r.figures.unitPrice == nil, let v = n.plainValue, !n.percent {
                let m = row.amounts.first { $0.at == i }.map { $0.money.magnitude.decimalValue } ?? v
                r.figures.unitPrice = m.significand < 0 ? ExactDecimal(significand: -m.significand, scale: m.scale) : m
                r.figures.used.insert(i)
            }
        }
    }
}

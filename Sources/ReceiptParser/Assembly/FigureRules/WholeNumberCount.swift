import SplitBillCore

/// A small whole number at the start of the row (behind margin noise with no letter or digit at most), or
/// just before the figures, is the count; so is one printed with zero decimals where that is no money
/// (`BENTO CHICKEN 1.00 32,000.00 32,000.00`). Not one after a number sign (`#4 GARDEN VEGGIE 0.00`: the menu's
/// number) or with leading zeros (the row's number), nor, once a size is read into the name, one of three digits
/// (an article code). On a receipt of decimals whose count column was lost, a whole number of two digits or
/// more just before the line total that divides it into a smaller whole count is the unit price
/// (`Daal Tadka 235 470.00`: 235 x 2), and a count column printed before it that is that count goes with it
/// (`TOMATO BASIL SOUP 1 199 199`).
///
/// ```
/// Bintang Bremer 1 59,000
/// ```
///
/// (CORD cord-train-00003.)
struct WholeNumberCount: FigureRule {
    func apply(to r: inout FigureReading) {
        guard r.figures.quantity == nil else { return }
        let words = r.words, row = r.row, limit = r.limit, used = r.figures.used, sizesInName = r.sizesInName
        let wholeCount = { (i: Int, n: PrintedNumber) in
            n.isPlainInteger || (n.groups.count == 2 && n.groups[1].allSatisfy { $0 == "0" } && !row.amounts.contains { $0.at == i })
        }
        let candidates = words.indices.filter { i in
            guard i < limit, !used.contains(i), let n = words[i].number, !(sizesInName && n.weight), wholeCount(i, n), !n.percent,
                  n.currency == nil, n.groups[0].count <= (sizesInName ? 2 : 3), let v = n.plainValue, v.isPositive,
                  !words[i].text.hasPrefix("#"), !n.hasLeadingZeros else { return false }
            if words[..<i].allSatisfy(\.isStraySymbols) { return true }
            let next = (i + 1..<limit).first { !words[$0].absorbed }
            return next == nil || used.contains(next ?? -1) || next == limit
        }
        guard let i = candidates.first, let n = words[i].number,
              let v = PrintedNumber.decimal(integer: n.groups[0], fraction: "", negative: false) else { return }
        if i > 0, n.isPlainInteger, n.groups[0].count >= 2, r.currency.minorUnitDigits > 0, r.figures.unitPrice == nil, let t = r.figures.total,
           !row.amounts.contains(where: { $0.at == i }), let q = ItemFigures.divide(t.money.decimalValue, by: v), q.isInteger,
           q.isPositive, q < v {
            r.figures.quantity = q
            r.figures.unitPrice = v
            if i > 1, !used.contains(i - 1), let c = words[i - 1].number, c.isPlainInteger, c.currency == nil, !c.percent,
               c.plainValue == q {
                r.figures.used.insert(i - 1)
            }
        } else {
            r.figures.quantity = v
            r.plainCountAt = i
        }
        r.figures.used.insert(i)
    }
}

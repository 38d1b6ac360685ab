import SplitBillCore

/// Words that stand between a count and a unit price (``ItemFigures/unitWords``) only mark the unit price:
/// they are no words of the name.
///
/// ```
/// 4x Pils a 3,00
/// ```
///
/// (Or `2 each 1.60`.)
struct UnitPriceWords: FigureRule {
    func apply(to r: inout FigureReading) {
        let words = r.words
        for (i, w) in words.enumerated()
        where w.number == nil && ItemFigures.unitWords.contains(Folding.keyWord(w.text).isEmpty ? w.text : Folding.keyWord(w.text)) {
            if i + 1 < words.count, r.figures.used.contains(i + 1),
               words[i + 1].number?.unitPriceMark == true || (r.figures.unitPrice != nil && i + 1 != r.figures.total?.at) {
                r.figures.used.insert(i)
            }
        }
    }
}

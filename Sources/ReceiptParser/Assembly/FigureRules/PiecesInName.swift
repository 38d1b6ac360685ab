import SplitBillCore

/// A count of pieces that is not the quantity sold is the pack's size, a part of the name.
///
/// ```
/// ORIGINAL 6 PCS 45,000
/// ```
struct PiecesInName: FigureRule {
    func apply(to r: inout FigureReading) {
        let words = r.words, used = r.figures.used
        r.figures.sizeUnits.formUnion(words.indices.filter { i in
            i > 0 && words[i].absorbed && words[i - 1].number?.quantityMark == true && !used.contains(i - 1)
                && ScannedRow.countWords.contains(Folding.keyWord(words[i].text))
        })
    }
}

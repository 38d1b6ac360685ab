import SplitBillCore

/// Where sizes are read into the name, the unit word after a size (the `ML` of `MINERAL 600 ML`) stays in it.
///
/// ```
/// MINERAL 600 ML 5,000
/// ```
struct SizeUnitsInName: FigureRule {
    func apply(to r: inout FigureReading) {
        guard r.sizesInName else { return }
        let words = r.words
        r.figures.sizeUnits = Set(words.indices.filter { i in
            i > 0 && words[i].absorbed && words[i - 1].number?.weight == true
                && PrintedNumber.weightUnits.contains(Folding.keyWord(words[i].text))
        })
    }
}

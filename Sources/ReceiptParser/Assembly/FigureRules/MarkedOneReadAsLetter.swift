import SplitBillCore

/// The 1 of `1x` read as the letter it looks like (``ItemAssembler/isMarkedOneReadAsLetter(_:)``), first on a
/// row before a word, is a marked count of one.
///
/// ```
/// Ix Saft 0,25 2,50
/// ```
struct MarkedOneReadAsLetter: FigureRule {
    func apply(to r: inout FigureReading) {
        let words = r.words
        guard r.figures.quantity == nil, words.count >= 3, words[0].number == nil, ItemAssembler.isMarkedOneReadAsLetter(words[0].text),
              words[1].text.contains(where: \.isLetter) else { return }
        r.figures.quantity = ExactDecimal(significand: 1)
        r.countIsMarked = true
        r.figures.used.insert(0)
    }
}

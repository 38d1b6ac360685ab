import SplitBillCore

/// The line total is the row's last amount that is no unit price, provided no word follows it (tax codes
/// after the price, `T`, `SR`, `ZRL`, are no words; a name of three letters or more is, as in `1 PLASTIC BAG`).
///
/// ```
/// 1 CHOCO ALMOND 18,182
/// ```
///
/// (CORD cord-train-00692.)
struct LineTotalIsLastAmount: FigureRule {
    func apply(to r: inout FigureReading) {
        let words = r.words
        for a in r.row.amounts.reversed() where !a.printed.unitPriceMark {
            let after = words[(a.at + 1)...]
            let wordy = after.contains { w in
                let letters = w.text.filter(\.isLetter)
                return w.number == nil && !w.absorbed && (letters.count >= 4 || (letters.count == 3 && !letters.allSatisfy(\.isUppercase)))
            }
            if !wordy { r.figures.total = a }
            break
        }
        if let t = r.figures.total { r.figures.used.insert(t.at) }
        r.limit = r.figures.total?.at ?? words.count
    }
}

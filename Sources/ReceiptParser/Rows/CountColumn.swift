import SplitBillCore

extension ReceiptParser {
    /// The letters OCR reads for a count of 1 printed alone before an item's name. (Not `|`: that is as
    /// often the edge of the paper before a count, `| 2x Gyros Folie a 9,90 19,80`.)
    static let onesReadAsLetters: Set<Substring> = ["I", "l"]

    /// Reads a lone `I` or `l` before an item's name as the count 1 it stands for, when the receipt
    /// prints a count column: at least two priced rows begin with a count (a number of one or two digits,
    /// or such a letter) before a word (`4 Coca cola light 3.25 13.00` / `I Filet de poitrine 14.50` /
    /// `I Brochette d'agneau 17.00`). One such row alone is left as read: it may be a word of the name.
    static func readingCountColumn(_ rows: [RecognizedRow]) -> [RecognizedRow] {
        func words(_ row: RecognizedRow) -> [Substring] { row.text.split(whereSeparator: \.isWhitespace) }
        func isPricedNameRow(_ w: [Substring]) -> Bool {
            // The name's first word: letters, not a count marked with its `x` (`Ix Gyros`).
            guard w.count >= 3, w[1].first?.isLetter == true, w[1].filter(\.isLetter).count >= 2,
                  !(w[1].count == 2 && "xX".contains(w[1].last!)),
                  let last = PrintedNumber.read(String(w[w.count - 1]), repairs: false), !last.percent else { return false }
            return !last.isPlainInteger || last.currency != nil
        }
        func isCount(_ word: Substring) -> Bool {
            guard let n = PrintedNumber.read(String(word), repairs: false) else { return false }
            return n.isPlainInteger && n.digits.count <= 2 && n.currency == nil && !n.percent && n.plainValue?.isPositive == true
        }
        var lettered: [Int] = []
        var counted = 0
        for (k, row) in rows.enumerated() {
            let w = words(row)
            guard isPricedNameRow(w) else { continue }
            if onesReadAsLetters.contains(w[0]) {
                lettered.append(k)
                counted += 1
            } else if isCount(w[0]) {
                counted += 1
            }
        }
        guard !lettered.isEmpty, counted >= 2 else { return rows }
        var out = rows
        for k in lettered {
            let text = out[k].text
            guard let at = text.firstIndex(where: { !$0.isWhitespace }) else { continue }
            out[k].text = String(text[..<at]) + "1" + String(text[text.index(after: at)...])
        }
        return out
    }
}

import SplitBillCore

extension ReceiptParser {
    /// Reads an `S` glued before an amount (`S6.00`, `S11,50`) as the dollar sign OCR took for the letter,
    /// when the receipt prints that sign before another amount, or when two amounts or more begin so:
    /// `GROCERY F S6.00` over `GATORADE LEMON $1.29` is 6.00, not 56.00 read with the `S` as a 5.
    static func readingDollarSigns(_ rows: [RecognizedRow]) -> [RecognizedRow] {
        func isLettered(_ word: Substring) -> Bool {
            guard word.count >= 5, word.first == "S" else { return false }
            let body = word.dropFirst()
            guard let mark = body.lastIndex(where: { $0 == "." || $0 == "," }),
                  body[body.index(after: mark)...].count == 2 else { return false }
            return body.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
                && body.first!.isNumber
        }
        func isSigned(_ word: Substring) -> Bool {
            word.first == "$" && word.dropFirst().first?.isNumber == true
        }
        var lettered = 0, signed = 0
        for row in rows {
            for word in row.text.split(whereSeparator: \.isWhitespace) {
                if isLettered(word) { lettered += 1 } else if isSigned(word) { signed += 1 }
            }
        }
        guard lettered > 0, signed > 0 || lettered >= 2 else { return rows }
        return rows.map { row in
            guard row.text.split(whereSeparator: \.isWhitespace).contains(where: isLettered) else { return row }
            var out = row
            var text = ""
            var word = ""
            func flush() {
                text += isLettered(Substring(word)) ? "$" + word.dropFirst() : word
                word = ""
            }
            for c in row.text {
                if c.isWhitespace { flush(); text.append(c) } else { word.append(c) }
            }
            flush()
            out.text = text
            return out
        }
    }
}

extension ReceiptParser {
    /// The rows with an `8` that begins an amount read as the dollar sign OCR took for the digit
    /// (`Nata Jelly 80.50`, `Subtotal: 810.75` under `Total: $11.65`), and the amounts so read as printed;
    /// nil unless the receipt prints `$` before another amount and some amount begins so. Only a reading
    /// that the receipt's arithmetic confirms may be kept (``parse(rows:)``): an 8 is a digit as often.
    static func readingEightsAsDollarSigns(_ rows: [RecognizedRow]) -> (rows: [RecognizedRow], printed: [String])? {
        func isEightSigned(_ word: Substring) -> Bool {
            guard word.count >= 4, word.first == "8" else { return false }
            let body = word.dropFirst()
            guard body.first!.isNumber, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }),
                  let mark = body.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
            return [0, 2].contains(body[body.index(after: mark)...].count)
        }
        let words = rows.flatMap { $0.text.split(whereSeparator: \.isWhitespace) }
        guard words.contains(where: { $0.first == "$" && $0.dropFirst().first?.isNumber == true }) else { return nil }
        let printed = words.filter(isEightSigned).map(String.init)
        guard !printed.isEmpty else { return nil }
        let read = rows.map { row in
            var out = row
            var text = ""
            var word = ""
            func flush() {
                text += isEightSigned(Substring(word)) ? "$" + word.dropFirst() : word
                word = ""
            }
            for c in row.text {
                if c.isWhitespace { flush(); text.append(c) } else { word.append(c) }
            }
            flush()
            out.text = text
            return out
        }
        return (read, printed)
    }
}

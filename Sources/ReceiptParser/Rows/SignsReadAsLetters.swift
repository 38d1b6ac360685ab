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
        var lettered = 0, signed = 0
        for row in rows {
            for word in row.text.split(whereSeparator: \.isWhitespace) {
                if isLettered(word) { lettered += 1 } else if signBefore(word, among: ["$"]) != nil { signed += 1 }
            }
        }
        guard lettered > 0, signed > 0 || lettered >= 2 else { return rows }
        return rows.map { row in
            var out = row
            out.text = mappingWords(of: row.text) { _, word in isLettered(word) ? "$" + word.dropFirst() : String(word) }
            return out
        }
    }

    /// The currency sign among `signs` that a word prints right before a digit (`$6.00`), if any.
    static func signBefore(_ word: Substring, among signs: [Character]) -> Character? {
        guard let first = word.first, signs.contains(first), word.dropFirst().first?.isNumber == true else { return nil }
        return first
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
        guard words.contains(where: { signBefore($0, among: ["$"]) != nil }) else { return nil }
        let printed = words.filter(isEightSigned).map(String.init)
        guard !printed.isEmpty else { return nil }
        let read = rows.map { row in
            var out = row
            out.text = mappingWords(of: row.text) { _, word in isEightSigned(word) ? "$" + word.dropFirst() : String(word) }
            return out
        }
        return (read, printed)
    }
}

extension ReceiptParser {
    /// Readings of the rows each with one amount's first digit taken for the currency sign that OCR read
    /// as it (`DOUGHNUTS 20.65` among `£3.75`, `£4.05`: £0.65), on a receipt that prints a sign before two
    /// amounts or more: one reading per amount of two decimals printed without the sign, then one per
    /// amount printed more than once with every printing so read (`SUBTOT 25.99` / `TOTAL 25.99` under
    /// `£5.99`: the same sign misread the same way), at most `limit` readings in all; `places` counts the
    /// words each reading changes. Only a reading that the receipt's arithmetic confirms may be kept
    /// (``parse(rows:)``).
    static func readingsOfOneSignAsDigit(_ rows: [RecognizedRow], limit: Int = 12)
        -> [(rows: [RecognizedRow], printed: String, places: Int)] {
        let words = rows.map { $0.text.split(whereSeparator: \.isWhitespace) }
        let signs = words.joined().compactMap { signBefore($0, among: ["$", "£", "€"]) }
        let counts = Dictionary(grouping: signs, by: { $0 }).mapValues(\.count)
        guard let (sign, n) = counts.max(by: { $0.value < $1.value }), n >= 2 else { return [] }
        func isCandidate(_ w: Substring) -> Bool {
            guard w.count >= 5, w.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }),
                  let mark = w.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
            return w[w.index(after: mark)...].count == 2 && w[..<mark].count >= 2 && w[..<mark].allSatisfy(\.isNumber)
        }
        var out: [(rows: [RecognizedRow], printed: String, places: Int)] = []
        var places: [(text: Substring, at: [(row: Int, word: Int)])] = []
        for (k, ws) in words.enumerated() {
            for (j, w) in ws.enumerated() where isCandidate(w) {
                if let p = places.firstIndex(where: { $0.text == w }) { places[p].at.append((k, j)) } else { places.append((w, [(k, j)])) }
                guard out.count < limit else { return out }
                var read = rows
                read[k].text = replacingWord(j, of: rows[k].text, with: String(sign) + w.dropFirst())
                out.append((read, String(w), 1))
            }
        }
        for (w, at) in places where at.count >= 2 {
            guard out.count < limit else { break }
            var read = rows
            for (k, j) in at { read[k].text = replacingWord(j, of: read[k].text, with: String(sign) + w.dropFirst()) }
            out.append((read, String(w), at.count))
        }
        return out
    }
}

extension ReceiptParser {
    /// The text with its word `index` (words split at white space) replaced, the spacing kept.
    static func replacingWord(_ index: Int, of text: String, with replacement: String) -> String {
        mappingWords(of: text) { k, word in k == index ? replacement : String(word) }
    }

    /// The text with each word (split at white space) replaced by what `transform` makes of it and its
    /// position among the words, the spacing kept.
    static func mappingWords(of text: String, _ transform: (Int, Substring) -> String) -> String {
        var out = "", word = "", k = 0
        func flush() {
            guard !word.isEmpty else { return }
            out += transform(k, Substring(word))
            k += 1
            word = ""
        }
        for c in text {
            if c.isWhitespace { flush(); out.append(c) } else { word.append(c) }
        }
        flush()
        return out
    }
}

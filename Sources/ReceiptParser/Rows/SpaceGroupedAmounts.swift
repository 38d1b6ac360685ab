import SplitBillCore

/// Amounts whose thousands are grouped by a space (`1 234,50`, `12 500.00`, `1 234 567,89`), as receipts
/// from France, Poland, Czechia, Scandinavia and Russia print them.
///
/// A row's words are cut at its spaces, so `Menu du jour 1 234,50` reads as a count of 1 and a price of
/// 234,50, and `Total 1 237,00` as a total of 237,00: a reading that the receipt's arithmetic confirms as
/// readily as the right one. So the parser reads such a receipt a second time with these amounts joined,
/// and chooses between the two readings (``ReceiptParser/parse(rows:)``).
///
/// An amount grouped by spaces is a group of one to three digits (no leading zero), then groups of three
/// digits, the last with two decimals after a point or a comma, each group one space after the one before.
/// The width of the gap does not tell a grouping space from a column's edge: a photo's rows put one space
/// between a count column and its unit price as often (`MASALA CHEESE T     1 100.00   100.00`). A row of the
/// summary does: no count stands before a total, a tax or a payment.
struct SpaceGroupedAmounts: Hashable, Sendable {
    /// The rows, with each amount grouped by spaces written without them (`1234,50`).
    var rows: [RecognizedRow]
    /// The amounts joined, as printed (`1 234,50`), each once, top to bottom.
    var printed: [String]
    /// Whether the joined reading is the only one the layout allows: an amount stands on a row of the
    /// summary (a total, a subtotal, a tax, a charge, a payment or the change), where no count stands
    /// before an amount.
    var sure: Bool

    /// The rows with their space-grouped amounts joined, or nil where no row has one.
    static func joining(_ rows: [RecognizedRow]) -> SpaceGroupedAmounts? {
        var out = rows
        var printed: [String] = []
        var sure = false
        for (k, row) in rows.enumerated() {
            guard let joined = joined(row.text) else { continue }
            out[k].text = joined.text
            out[k].words = joinedWords(row.words, joined.printed)
            for amount in joined.printed where !printed.contains(amount) { printed.append(amount) }
            sure = sure || inSummary(row)
        }
        return printed.isEmpty ? nil : SpaceGroupedAmounts(rows: out, printed: printed, sure: sure)
    }

    /// `Menu du jour 1 234,50` is `Menu du jour 1234,50`; nil where the text has no amount grouped by spaces.
    static func joined(_ text: String) -> (text: String, printed: [String])? {
        // Empty parts stand for the second and later spaces of a wider gap.
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        var out: [Substring] = []
        var printed: [String] = []
        var i = 0
        while i < parts.count {
            if isFirstGroup(parts[i]) {
                var j = i + 1
                while j < parts.count, isThousands(parts[j]) { j += 1 }
                if j < parts.count, isLastGroup(parts[j]) {
                    out.append(Substring(parts[i...j].joined()))
                    printed.append(parts[i...j].joined(separator: " "))
                    i = j + 1
                    continue
                }
            }
            out.append(parts[i])
            i += 1
        }
        return printed.isEmpty ? nil : (out.joined(separator: " "), printed)
    }

    /// The recognised words of a row with the words of each joined amount made one word (the box around
    /// them all, the lowest confidence of them).
    static func joinedWords(_ words: [RecognizedWord], _ printed: [String]) -> [RecognizedWord] {
        var out = words
        for amount in printed {
            let texts = amount.split(separator: " ").map(String.init)
            guard let start = out.indices.first(where: { s in
                s + texts.count <= out.count && zip(out[s..<(s + texts.count)], texts).allSatisfy { $0.text == $1 }
            }) else { continue }
            let group = out[start..<(start + texts.count)]
            let box = group.dropFirst().reduce(group.first!.box) { $0.union($1.box) }
            let word = RecognizedWord(text: texts.joined(), box: box, confidence: group.map(\.confidence).min()!)
            out.replaceSubrange(start..<(start + texts.count), with: [word])
        }
        return out
    }

    /// Signs that may stand glued before an amount (`€1 234,50`, `-1 234,50`).
    private static let leadingSigns: Set<Character> = ["$", "€", "£", "¥", "₹", "-", "−", "+", "("]

    /// `1`, `12`, `€123`: one to three digits, no leading zero, perhaps after a sign.
    static func isFirstGroup(_ part: Substring) -> Bool {
        let digits = part.drop { leadingSigns.contains($0) }
        return (1...3).contains(digits.count) && digits.allSatisfy(\.isASCIIDigit) && digits.first != "0"
            && part.count - digits.count <= 2
    }

    /// `234`: a group of thousands within the amount.
    static func isThousands(_ part: Substring) -> Bool {
        part.count == 3 && part.allSatisfy(\.isASCIIDigit)
    }

    /// `234,50`, `567.89€`: three digits, a point or a comma, two decimals, and at most three marks after them
    /// (a currency sign, a minus, a tax flag's star), no digit or letter.
    static func isLastGroup(_ part: Substring) -> Bool {
        let chars = Array(part)
        guard chars.count >= 6, chars[0..<3].allSatisfy(\.isASCIIDigit), chars[3] == "." || chars[3] == ",",
              chars[4...5].allSatisfy(\.isASCIIDigit) else { return false }
        let tail = chars.dropFirst(6)
        return tail.count <= 3 && tail.allSatisfy { !$0.isLetter && !$0.isNumber }
    }

    /// Whether a row is one of the summary's, where an amount has no count before it: its keywords name a
    /// total, a subtotal, a tax, a service charge, a tip, a discount, a rounding or a payment.
    static func inSummary(_ row: RecognizedRow) -> Bool {
        let scan = ScannedRow(index: 0, row: row, repairs: false)
        return scan.keywords.contains { kind in
            switch kind {
            case .total, .subtotal, .tax, .service, .tip, .discount, .rounding, .payment: true
            default: false
            }
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

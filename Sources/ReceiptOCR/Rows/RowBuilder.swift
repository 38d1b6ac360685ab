import SplitBillCore

/// Rebuilds printed rows from word boxes: words whose vertical centres line up form one row, however
/// far apart they stand (an item's name at the left, its price at the right).
///
/// Words are taken left to right; each joins the row whose line — followed from its last word with the
/// row's own slope, or the page's while the row is short, so tilted rows still hold together — passes
/// closest to the word's centre,
/// within half a text height, provided no word of that row already covers the same columns (unless the
/// word stands on the row's very line, ``sameLine``: then a box was drawn too wide). Rows come
/// out top to bottom, words left to right; a gap wider than ``wideGap`` text heights is written as
/// several spaces (about one per character width the gap could hold, at most 8).
public struct RowBuilder: Sendable {
    /// How far, in text heights, a word's centre may be from a row's line and still join it.
    public var tolerance: Double = 0.5
    /// The steepest slope a row may follow (0.1 ≈ 6 degrees).
    public var maxSlope: Double = 0.1
    /// Gaps wider than this many text heights are written as several spaces.
    public var wideGap: Double = 1.5
    /// How close, in text heights, a word's centre must be to a row's line to join it even where a word
    /// of the row covers the same columns (a box Tesseract drew too wide).
    public var sameLine: Double = 0.15

    /// A row builder with the default settings.
    public init() {}

    /// The rows the words form, top to bottom.
    public func rows(from words: [RecognizedWord]) -> [RecognizedRow] {
        let words = words.filter { !$0.text.isEmpty && $0.box.width > 0 && $0.box.height > 0 }
        guard !words.isEmpty else { return [] }
        let pageSlope = RowBuilder.pageSlope(of: words, limit: maxSlope)
        let order = words.indices.sorted { words[$0].box.x < words[$1].box.x }
        var rows: [[Int]] = []
        for index in order {
            let word = words[index]
            let cx = Double(word.box.x) + Double(word.box.width) / 2
            let cy = Double(word.box.y) + Double(word.box.height) / 2
            var best: (row: Int, distance: Double)?
            for (r, members) in rows.enumerated() {
                let height = Double(min(word.box.height, medianHeight(members, words)))
                let distance = abs(predictedCentre(members, words, atX: cx, pageSlope: pageSlope) - cy)
                guard distance <= tolerance * height else { continue }
                // Columns covered twice mean a neighbouring line, unless the word stands on the row's very
                // line: then a box is too wide (`(Inclusive` drawn over `of GST)` in bold print).
                if overlapsColumns(word, members, words), distance > sameLine * height { continue }
                if best == nil || distance < best!.distance { best = (r, distance) }
            }
            if let best { rows[best.row].append(index) } else { rows.append([index]) }
        }
        let built = rows.map { makeRow($0.map { words[$0] }) }
        return built.sorted {
            let a = $0.box!, b = $1.box!
            return (a.y + a.height / 2, a.x) < (b.y + b.height / 2, b.x)
        }
    }

    private func medianHeight(_ members: [Int], _ words: [RecognizedWord]) -> Int {
        let heights = members.map { words[$0].box.height }.sorted()
        return heights[heights.count / 2]
    }

    /// The row's line at `x`: its last word's centre, followed with the row's fitted slope, or with the
    /// page's slope while the row is too short to have its own.
    private func predictedCentre(
        _ members: [Int], _ words: [RecognizedWord], atX x: Double, pageSlope: Double
    ) -> Double {
        let points = members.map { i -> (Double, Double) in
            let b = words[i].box
            return (Double(b.x) + Double(b.width) / 2, Double(b.y) + Double(b.height) / 2)
        }
        let last = points.max { $0.0 < $1.0 }!
        let first = points.min { $0.0 < $1.0 }!
        let height = Double(medianHeight(members, words))
        guard points.count >= 2, last.0 - first.0 >= 4 * height else { return last.1 + pageSlope * (x - last.0) }
        let n = Double(points.count)
        let mx = points.reduce(0) { $0 + $1.0 } / n, my = points.reduce(0) { $0 + $1.1 } / n
        let sxx = points.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
        guard sxx > 0 else { return last.1 }
        let sxy = points.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let slope = min(maxSlope, max(-maxSlope, sxy / sxx))
        return last.1 + slope * (x - last.0)
    }

    /// The slope most pairs of words far apart on one line share: the page's tilt (a photo taken at an
    /// angle), or 0 when too few pairs agree.
    ///
    /// Pairs of similar height, more than four heights apart and less than one height apart vertically
    /// each vote for their slope in bins 0.005 wide; the bin whose votes with its two neighbours' are the
    /// most wins if they are at least 3, and the slope is their mean. Pairs from neighbouring rows spread
    /// their votes; pairs from one row agree (though a tilt between two bins splits them).
    static func pageSlope(of words: [RecognizedWord], limit: Double) -> Double {
        guard words.count >= 4 else { return 0 }
        let binWidth = 0.005
        let bins = Int((limit / binWidth).rounded())
        var votes = [Int](repeating: 0, count: 2 * bins + 1)
        let boxes = words.map(\.box)
        for i in boxes.indices {
            let a = boxes[i]
            let ah = Double(a.height), ax = Double(a.x) + Double(a.width) / 2, ay = Double(a.y) + ah / 2
            for j in boxes.indices where j != i {
                let b = boxes[j]
                let bh = Double(b.height), bx = Double(b.x) + Double(b.width) / 2, by = Double(b.y) + bh / 2
                let h = min(ah, bh)
                guard bx > ax, max(ah, bh) <= 1.5 * h, bx - ax > 4 * h, abs(by - ay) < h else { continue }
                let slope = (by - ay) / (bx - ax)
                guard abs(slope) <= limit else { continue }
                votes[Int((slope / binWidth).rounded()) + bins] += 1
            }
        }
        // A tilt falls between bins: each bin is scored with its two neighbours, so that two close bins
        // together outvote one bin of pairs from neighbouring rows.
        func window(_ i: Int) -> Int { (max(0, i - 1)...min(votes.count - 1, i + 1)).reduce(0) { $0 + votes[$1] } }
        guard let best = votes.indices.max(by: { window($0) < window($1) }), window(best) >= 3 else { return 0 }
        let range = max(0, best - 1)...min(votes.count - 1, best + 1)
        let mean = Double(range.reduce(0) { $0 + $1 * votes[$1] }) / Double(window(best))
        return (mean - Double(bins)) * binWidth
    }

    /// Whether a word of the row already covers more than a third of `word`'s columns (then `word`
    /// belongs to a neighbouring line, not to this one).
    private func overlapsColumns(_ word: RecognizedWord, _ members: [Int], _ words: [RecognizedWord]) -> Bool {
        let left = word.box.x, right = word.box.x + word.box.width
        for i in members {
            let b = words[i].box
            let overlap = min(right, b.x + b.width) - max(left, b.x)
            if Double(overlap) > Double(min(word.box.width, b.width)) / 3 { return true }
        }
        return false
    }

    private func makeRow(_ rowWords: [RecognizedWord]) -> RecognizedRow {
        let heights = rowWords.map(\.box.height).sorted()
        let height = Double(heights[heights.count / 2])
        let sorted = RowBuilder.splittingCounts(RowBuilder.joiningSplitAmounts(rowWords.sorted { $0.box.x < $1.box.x }, height: height))
        let characters = sorted.reduce(0) { $0 + $1.text.count }
        let charWidth = max(1, Double(sorted.reduce(0) { $0 + $1.box.width }) / Double(max(1, characters)))
        var text = ""
        var box = sorted[0].box
        for (i, word) in sorted.enumerated() {
            if i > 0 {
                let previous = sorted[i - 1].box
                let gap = Double(word.box.x - (previous.x + previous.width))
                let spaces = gap > wideGap * height ? min(8, max(2, Int(gap / charWidth))) : 1
                text += String(repeating: " ", count: spaces)
                box = box.union(word.box)
            }
            text += word.text
        }
        let confidence = sorted.reduce(0) { $0 + $1.confidence } / Double(sorted.count)
        return RecognizedRow(text: text, box: box, confidence: confidence, words: sorted)
    }

    /// The row's words (left to right) with amounts that Tesseract split at their decimal mark put
    /// back together: `68.` `87` and `295` `.00` become `68.87` and `295.00` when the two words stand
    /// within ``amountGap`` text heights of each other. On the SROIE scans about 70 amounts were split so.
    /// When the mark itself was lost (`RM8 60`, `57 50`: a gap of 0.2-0.7 text heights where the point
    /// stood, against 0.9 and more between numbers of different columns), it is written back as `.`.
    static func joiningSplitAmounts(_ words: [RecognizedWord], height: Double) -> [RecognizedWord] {
        guard words.count >= 2 else { return words }
        var out: [RecognizedWord] = [words[0]]
        for word in words.dropFirst() {
            let previous = out[out.count - 1]
            let gap = Double(word.box.x - (previous.box.x + previous.box.width))
            let joined: String? = if gap <= amountGap * height, splitAmount(previous.text, word.text) {
                previous.text + word.text
            } else if gap <= lostMarkGap * height, lostMark(previous.text, word.text) {
                previous.text + "." + word.text
            } else if gap <= cutGap * height, cutAfterSign(previous.text, word.text) {
                previous.text + word.text
            } else {
                nil
            }
            if let joined {
                out[out.count - 1] = RecognizedWord(text: joined, box: previous.box.union(word.box),
                                                    confidence: min(previous.confidence, word.confidence))
            } else {
                out.append(word)
            }
        }
        return out
    }

    /// The row's words with a count that Tesseract glued to its `x` (`1X`) cut in two where the
    /// word is wider than its characters: on a till printed in a fixed-width font, `1 X` and `1X`
    /// differ by one character's width, which Tesseract often reads as no space.
    ///
    /// The character width is the median over the row's words of three or more characters. On the
    /// SROIE scans such words measured 0.75-0.88 of that width per character when printed `1X`, and
    /// 1.29-1.54 when printed `1 X` (``gluedCountWidth``).
    static func splittingCounts(_ words: [RecognizedWord]) -> [RecognizedWord] {
        guard words.contains(where: { gluedCount($0.text) != nil }) else { return words }
        let widths = words.filter { $0.text.count >= 3 }.map { Double($0.box.width) / Double($0.text.count) }.sorted()
        guard !widths.isEmpty else { return words }
        let advance = widths[widths.count / 2]
        var out: [RecognizedWord] = []
        for word in words {
            guard let digits = gluedCount(word.text),
                  Double(word.box.width) >= gluedCountWidth * advance * Double(word.text.count) else {
                out.append(word)
                continue
            }
            let box = word.box
            let countWidth = max(1, min(box.width - 1, Int((advance * Double(digits)).rounded())))
            let xWidth = max(1, min(box.width - countWidth, Int(advance.rounded())))
            out.append(RecognizedWord(text: String(word.text.prefix(digits)),
                                      box: TextBox(x: box.x, y: box.y, width: countWidth, height: box.height),
                                      confidence: word.confidence))
            out.append(RecognizedWord(text: String(word.text.suffix(1)),
                                      box: TextBox(x: box.x + box.width - xWidth, y: box.y, width: xWidth, height: box.height),
                                      confidence: word.confidence))
        }
        return out
    }

    /// Width per character, in the row's character widths, above which a glued count had a space.
    static let gluedCountWidth = 1.15

    /// The number of digits of a count glued to its `x` (`1X`, `12x`), or nil for any other word.
    static func gluedCount(_ text: String) -> Int? {
        guard (2...4).contains(text.count), let last = text.last, last == "x" || last == "X" else { return nil }
        let digits = text.dropLast()
        return digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? digits.count : nil
    }

    /// How far apart (in text heights) the two halves of a split amount may stand.
    static let amountGap = 1.0
    /// How far apart (in text heights) the two halves of an amount whose mark was lost may stand.
    static let lostMarkGap = 0.75
    /// How far apart (in text heights) an amount cut inside its whole part may stand (`$8` `5.00`).
    static let cutGap = 0.3

    /// Whether `left` and `right` are the two halves of one amount split at its decimal mark: digits
    /// ending in the mark and two digits (`68.` `87`), or digits and the mark with two digits (`295` `.00`).
    /// A sign, bracket or currency before the digits and a closing bracket after them may stand too.
    static func splitAmount(_ left: String, _ right: String) -> Bool {
        func integerPart(_ s: Substring) -> Bool {
            var body = s
            while let f = body.first, "-~(".contains(f) { body.removeFirst() }
            for sign in ["RM", "$", "£", "€"] where body.hasPrefix(sign) { body.removeFirst(sign.count) }
            return !body.isEmpty && body.allSatisfy { $0.isASCII && $0.isNumber }
        }
        func twoDigits(_ s: Substring) -> Bool {
            var body = s
            if let l = body.last, l == ")" || l == "%" { body.removeLast() }
            return body.count == 2 && body.allSatisfy { $0.isASCII && $0.isNumber }
        }
        if let mark = left.last, mark == "." || mark == "," {
            return integerPart(left.dropLast()) && twoDigits(Substring(right))
        }
        if let mark = right.first, mark == "." || mark == "," {
            return integerPart(Substring(left)) && twoDigits(right.dropFirst())
        }
        return false
    }

    /// Whether `left` and `right` are an amount cut inside its whole part, just after the currency sign's
    /// first digits: `$8` `5.00` for $85.00 (WildReceipt wr-86af479007, 0.03 text heights apart; the
    /// only such pair in the two corpora, the next nearest 4.3 text heights apart).
    static func cutAfterSign(_ left: String, _ right: String) -> Bool {
        var head = Substring(left)
        if head.first == "-" { head.removeFirst() }
        guard let sign = ["RM", "$", "£", "€"].first(where: { head.hasPrefix($0) }) else { return false }
        head.removeFirst(sign.count)
        guard (1...3).contains(head.count), head.allSatisfy({ $0.isASCII && $0.isNumber }),
              let mark = right.firstIndex(where: { $0 == "." || $0 == "," }) else { return false }
        let whole = right[..<mark], fraction = right[right.index(after: mark)...]
        return (1...3).contains(whole.count) && whole.allSatisfy { $0.isASCII && $0.isNumber }
            && fraction.count == 2 && fraction.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `left` and `right` are an amount whose decimal mark OCR lost: up to six digits (with a
    /// sign, bracket or currency before them) and two digits (`RM8` `60`).
    static func lostMark(_ left: String, _ right: String) -> Bool {
        let digits = left.filter { $0.isASCII && $0.isNumber }.count
        guard digits <= 6, let last = left.last, last.isASCII, last.isNumber else { return false }
        return splitAmount(left + ".", right)
    }
}

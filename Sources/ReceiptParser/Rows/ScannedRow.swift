import SplitBillCore

/// One word of a row, with the number it holds, if any.
struct ScannedWord: Hashable, Sendable {
    /// The word as printed.
    var text: String
    /// The number in the word, with what its neighbours say about it (`RM`, `%`, `@`, `x`, `kg`).
    var number: PrintedNumber?
    /// The word only qualifies a neighbouring number (`RM`, `%`, `@`, `x`, `kg`, a lone `-`).
    var absorbed = false

    /// Whether the word has no letter or digit: stray symbols (`&£`, `|`, `:`) from specks, rules or the
    /// paper's edge.
    var isStraySymbols: Bool { !text.contains { $0.isLetter || $0.isNumber } }
}

/// A row cut into words, its numbers read and its keywords found; the receipt's style not yet known.
struct ScannedRow: Hashable, Sendable {
    /// The row's position on the receipt, from 0.
    var index: Int
    /// The text as recognised.
    var text: String
    /// The recogniser's confidence, 0 to 100.
    var confidence: Double
    /// The words, left to right.
    var words: [ScannedWord]
    /// The folded words of the row that are not numbers (for keywords and names).
    var keyWords: [String]
    /// For each of `keyWords`, the index of its word in `words`.
    var keyWordPositions: [Int]
    /// Keywords found on the row.
    var keywords: [KeywordKind]
    /// Looks like a date, a time, a phone number, a card number, a web address or a barcode.
    var hasMetaPattern: Bool
    /// Has a barcode or a long reference number (an item with its UPC still has a price).
    var hasLongNumber: Bool
    /// A date found on the row, as printed.
    var date: String?
    /// Leading spaces (an indented row is often a modifier).
    var indent: Int

    /// The letters on the row, for telling text from noise.
    var letterCount: Int { text.reduce(0) { $0 + ($1.isLetter ? 1 : 0) } }

    /// Whether a keyword of `kind` is on the row.
    func has(_ kind: KeywordKind) -> Bool { keywords.contains(kind) }

    /// The highest total rank on the row, if any.
    var totalRank: Int? {
        keywords.compactMap { if case .total(let r) = $0 { r } else { nil } }.max()
    }

    /// The numbers of the row with their word positions.
    var numbers: [(at: Int, number: PrintedNumber)] {
        words.indices.compactMap { i in words[i].number.map { (at: i, number: $0) } }
    }
}

extension ScannedRow {
    /// The name a flag's legend gives (`H=HST 13% 14.46 1.88`, `T=TAX`, `*=VAT`): the word after `=`, when
    /// a flag of one to three letters or marks stands before it and the name has two letters or more. The
    /// name, not the glued legend (`HHST`), is what keywords match. OCR reads the `=` as a dash (`H-HST 13%`):
    /// after a flag of one letter, a dash joins a legend too where the name is a tax's (`T-TAX`; `T-SHIRT`,
    /// `E-MONEY` stay words).
    static func legendName(_ word: String) -> Substring? {
        if let eq = word.firstIndex(of: "=") {
            let flag = word[..<eq], name = word[word.index(after: eq)...]
            guard (1...3).contains(flag.count), !flag.contains(where: \.isNumber),
                  name.filter(\.isLetter).count >= 2 else { return nil }
            return name
        }
        guard word.count >= 4, word.first?.isLetter == true, word.dropFirst().first == "-" else { return nil }
        let name = word.dropFirst(2)
        return Keywords.byPhrase[Folding.keyWord(name)]?.contains(.tax) == true ? name : nil
    }

    /// Scans recognised rows, each numbered by its place among them.
    static func scan(_ rows: [RecognizedRow], repairs: Bool) -> [ScannedRow] {
        rows.enumerated().map { ScannedRow(index: $0.offset, row: $0.element, repairs: repairs) }
    }

    /// Scans one recognised row.
    init(index: Int, row: RecognizedRow, repairs: Bool) {
        self.index = index
        self.text = row.text
        self.confidence = row.confidence
        self.indent = row.text.prefix { $0 == " " || $0 == "\t" }.count
        let raw = ScannedRow.splittingGluedFlags(ScannedRow.joinSplitAmounts(ScannedRow.joinTaxNames(
            ScannedRow.dashesEndingNames(row.text).split(whereSeparator: { $0.isWhitespace }).map(ScannedRow.writtenOnLine))))
        var words = raw.map { ScannedWord(text: $0, number: PrintedNumber.read($0, repairs: repairs)) }
        ScannedRow.joinNeighbours(&words)
        ScannedRow.dropMarginMarks(&words)
        self.words = words
        var keyWords: [String] = []
        var positions: [Int] = []
        for (i, w) in words.enumerated() where w.number == nil && !w.absorbed {
            let k = KeywordRepair.keyWord(ScannedRow.legendName(w.text).map(String.init) ?? w.text)
            if !k.isEmpty {
                keyWords.append(k)
                positions.append(i)
            }
        }
        ScannedRow.joinSpacedCJKLetters(&keyWords, &positions)
        // Glued or misread keywords: repaired for matching only (positions follow the first part).
        var repairedWords: [String] = []
        var repairedPositions: [Int] = []
        for (k, p) in zip(keyWords, positions) {
            let parts = KeywordRepair.repair([k])
            repairedWords.append(contentsOf: parts)
            repairedPositions.append(contentsOf: Array(repeating: p, count: parts.count))
        }
        self.keyWords = repairedWords
        self.keyWordPositions = repairedPositions
        // `1 CB PR SIRLOIN 162,000`, `1 Pot Chinese Tea 35,000`: after a leading count, short keywords are names.
        let leadingCount = words.count >= 3 && words[0].number.map { n in
            !n.percent && n.isPlainInteger && n.digits.count <= 2
        } == true && positions.first == 1
        self.keywords = Keywords.find(in: repairedWords, afterCount: leadingCount).map(\.kind)
        let meta = MetaPatterns.scan(raw)
        self.hasMetaPattern = meta.found
        self.hasLongNumber = meta.longNumber
        self.date = meta.date
    }

    /// `부  가  세`, `合 計`, `총  구매액`: tills space out the characters of a short label in Korean, Japanese and
    /// Chinese to fill its column. Adjacent words of those scripts, all of one character but perhaps the last,
    /// are one word for matching (the label's position is its first character's).
    static func joinSpacedCJKLetters(_ keyWords: inout [String], _ positions: inout [Int]) {
        func isCJK(_ word: String) -> Bool {
            word.unicodeScalars.allSatisfy { u in
                (0xAC00...0xD7A3).contains(u.value) || (0x4E00...0x9FFF).contains(u.value) || (0x3040...0x30FF).contains(u.value)
            }
        }
        var k = 0
        while k < keyWords.count {
            var end = k
            // A run of one-character words, each the word right after the one before.
            while end + 1 < keyWords.count, keyWords[end].count == 1, isCJK(keyWords[end]), isCJK(keyWords[end + 1]),
                  positions[end + 1] == positions[end] + 1 {
                end += 1
            }
            if end > k {
                keyWords[k] = keyWords[k...end].joined()
                keyWords.removeSubrange((k + 1)...end)
                positions.removeSubrange((k + 1)...end)
            }
            k += 1
        }
    }

    /// `LETTUCE - ICEBERG -       12.42`, `DK BL 508 TWILL -   22.99 R`: a dash alone with a column's gap
    /// after it (two spaces or more, as the row builder writes a wide gap) ends the name before it; a minus
    /// stands next to its amount (`- 3.00`, `-3.00`). The dash is joined to the name's last word (one with
    /// a letter and no digit), so that it is read as part of the name, not as the amount's sign.
    static func dashesEndingNames(_ text: String) -> String {
        var chars = Array(text)
        var i = 1
        while i + 2 < chars.count {
            if "-−–".contains(chars[i]), chars[i - 1] == " ", chars[i + 1] == " ", chars[i + 2] == " " {
                // The word one space before the dash (none when more spaces stand there).
                var wordStart = i - 1
                while wordStart > 0, chars[wordStart - 1] != " " { wordStart -= 1 }
                let previous = chars[wordStart..<(i - 1)]
                if previous.contains(where: \.isLetter), !previous.contains(where: \.isNumber) {
                    chars.remove(at: i - 1)
                    continue
                }
            }
            i += 1
        }
        return String(chars)
    }

    /// `MILK 2.99X`, `1x 000007995511 75.00SR`, `PFAND 0.15*B`, `おにぎり ¥160軽`: a tax flag that OCR glued to the price
    /// before it (one or two capital letters, or a mark: `※`, `★`, `#`, or the `軽` of Japan's reduced rate)
    /// is a word of its own, so that the price is read. The price has two decimals, or is a whole amount
    /// after its currency's sign (`¥160`), and no number follows it on the row (`1.00X 15.000` is a count
    /// and its price). A unit is no flag (`36.51L`, `2.50KG`), nor a time's `AM` or `PM`, nor the `EA` of a
    /// price for each.
    static func splittingGluedFlags(_ words: [String]) -> [String] {
        var out: [String] = []
        for (i, w) in words.enumerated() {
            if let cut = gluedFlagStart(w), !words[(i + 1)...].contains(where: { PrintedNumber.read($0, repairs: false) != nil }) {
                out.append(String(w[..<cut]))
                out.append(String(w[cut...]))
            } else {
                out.append(w)
            }
        }
        return out
    }

    static let gluedFlagMarks: Set<Character> = ["※", "★", "☆", "#", "軽", "外", "内", "非"]

    /// Where the flag glued to a price begins in `word`, or nil; see ``splittingGluedFlags(_:)``.
    static func gluedFlagStart(_ word: String) -> String.Index? {
        var start: String.Index
        var unitLetter = false
        if let last = word.last, gluedFlagMarks.contains(last) {
            start = word.index(before: word.endIndex)
        } else {
            let letters = word.reversed().prefix { $0.isASCII && $0.isUppercase }.count
            guard (1...2).contains(letters) else { return nil }
            start = word.index(word.endIndex, offsetBy: -letters)
            let flag = String(word[start...])
            guard !["AM", "PM", "EA"].contains(flag) else { return nil }
            // `4.99G`: a `G` glued to a price of two decimals and a unit or more, with no number after it, flags
            // the price (grams are whole); other units measure (`0.512KG`, a pump's `36.51L`).
            if PrintedNumber.weightUnits.contains(flag) {
                guard flag == "G" else { return nil }
                unitLetter = true
            }
        }
        // `0.15*B`: a star that marks the price (a deposit's, an item without discount) between it and its flag.
        if start > word.startIndex, word[word.index(before: start)] == "*", !unitLetter { start = word.index(before: start) }
        let body = String(word[..<start])
        guard body.last?.isDigit == true, let n = PrintedNumber.read(body, repairs: false), !n.percent else { return nil }
        let twoDecimals = n.marks.count >= 1 && n.groups.last?.count == 2
        if unitLetter { return twoDecimals && (n.plainValue.map { $0 >= ExactDecimal(significand: 1) } ?? false) ? start : nil }
        // `2.100S`: a price of three decimals (Oman's, Kuwait's, Bahrain's) flagged the same way.
        let threeDecimals = n.marks.count == 1 && n.groups.last?.count == 3 && (1...3).contains(n.groups[0].count)
        let signedWhole = n.marks.isEmpty && n.currency != nil && body.contains { $0.isCurrencySymbol }
        return twoDecimals || threeDecimals || signedWhole ? start : nil
    }

    /// Joins the Indonesian restaurant tax `PB 1` into one word, `PB1`, so that its `1` is no amount.
    static func joinTaxNames(_ words: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < words.count {
            if i + 1 < words.count, Folding.keyWord(words[i]) == "PB", words[i + 1] == "1" || words[i + 1] == "1:" {
                out.append(words[i] + words[i + 1])
                i += 2
                continue
            }
            out.append(words[i])
            i += 1
        }
        return out
    }

    /// Joins amounts that OCR split at the decimal mark: `60. 93`, `100 .30`, `RM 2, 83`.
    static func joinSplitAmounts(_ words: [String]) -> [String] {
        var words = words
        // `19 000` at the end of a row: thousands grouped by a space.
        if words.count >= 3, let last = words.last, last.count == 3, last.allSatisfy(\.isDigit),
           let before = words.dropLast().last, (1...3).contains(before.count), before.allSatisfy(\.isDigit),
           words.dropLast(2).last.map({ !$0.allSatisfy(\.isDigit) }) == true {
            words.removeLast(2)
            words.append(before + "," + last)
        }
        var out: [String] = []
        var i = 0
        while i < words.count {
            let w = words[i]
            if i + 1 < words.count {
                let next = words[i + 1]
                let nextDigits = next.prefix { $0.isDigit }
                // (Or a price per unit of weight: `£0. 94/kg`.)
                let tail = next.dropFirst(nextDigits.count)
                let tailOK = tail.allSatisfy { !$0.isLetter && !$0.isDigit }
                    || (tail.first == "/" && PrintedNumber.weightUnits.contains(Folding.keyWord(tail.dropFirst())))
                if let l = w.last, l == "." || l == ",", w.dropLast().last?.isDigit == true,
                   (2...3).contains(nextDigits.count), tailOK {
                    out.append(w + next)
                    i += 2
                    continue
                }
                if let f = next.first, f == "." || f == ",", next.count == 3, next.dropFirst().allSatisfy(\.isDigit),
                   w.last?.isDigit == true {
                    out.append(w + next)
                    i += 2
                    continue
                }
            }
            out.append(w)
            i += 1
        }
        return out
    }

    /// A word without the line it was written on: `___25.00______` (a tip written in on a card slip) is `25.00`.
    static func writtenOnLine(_ word: Substring) -> String {
        guard word.first == "_" || word.last == "_", word.contains(where: \.isNumber) else { return String(word) }
        return String(word.drop { $0 == "_" }.reversed().drop { $0 == "_" }.reversed())
    }

    /// Words after a whole number that make it a count.
    static let countWords: Set<String> = ["PCS", "PC", "ITEMS", "ITEM", "QTY", "PCE", "STK", "UDS", "UNITS", "BUAH", "PORSI", "UN", "UND", "UNID"]
    /// Words for pieces that make the whole number before them a count before a unit price (`6 ks x 3,90`,
    /// `2 st x 17,95`, `6 KPL X 1,89`: Czech, Swedish, Finnish; Polish `szt`, Italian `pz`, Turkish `adet` (`AD`), Dutch
    /// `stuk`, Estonian `tk`) or first on the row before the name (`1 st Cappuccino`; not `2 ST LOUIS RIBS`): elsewhere
    /// in a name they are a pack's size (`BRUINE BOLLEN 6 ST 1,99`).
    static let pieceWords: Set<String> = ["KS", "ST", "KPL", "SZT", "PZ", "ADET", "AD", "STUK", "TK"]
    /// Grams written as a word of its own after the number (`200 gr`, `500 grs`): a size, not money.
    static let gramWords: Set<String> = ["GR", "GRS"]

    /// `|     Ix Bifteki Metaxa   11,90 1`: a photo's row often begins with the paper's edge read as a
    /// stroke or a bracket. Such words before the row's first letter or digit are no part of it and are left
    /// out, so that a count or keyword is the row's first word as printed.
    static func dropMarginMarks(_ words: inout [ScannedWord]) {
        let edge: Set<Character> = ["|", "¦", "[", "]", "!"]
        while words.count > 1, words[0].number == nil, words[0].text.allSatisfy({ edge.contains($0) }) {
            words.removeFirst()
        }
    }

    /// Lets words that stand next to a number qualify it: a lone currency mark, minus, `%`, `@`,
    /// `x` between a count and a price, and weight units.
    private static func joinNeighbours(_ words: inout [ScannedWord]) {
        let n = words.count
        for i in 0..<n {
            var t = words[i].text
            let next = i + 1 < n ? words[i + 1].number : nil
            let previous = i > 0 ? words[i - 1].number : nil
            // `2 x3,49 6,98`, `1,235 x3,99 4,93`: the mark glued to a price after a count or a weight (Polish
            // tills): the quantity before it, the unit price after it.
            if let own = words[i].number, own.quantityMark, !own.isPlainInteger, let f = t.first, "xX×".contains(f),
               let count = previous, !count.percent, count.currency == nil, count.plainValue?.isPositive == true {
                words[i - 1].number?.quantityMark = true
                words[i].number?.quantityMark = false
                words[i].number?.unitPriceMark = true
                continue
            }
            // `-RM 0.02`: a minus glued to the currency code.
            if t.count > 1, let f = t.first, "-−–".contains(f), PrintedNumber.currencyWord(String(t.dropFirst())) != nil, next != nil {
                words[i + 1].number?.negative = true
                t = String(t.dropFirst())
            }
            if let c = PrintedNumber.currencyWord(t) {
                if next != nil, words[i + 1].number?.currency == nil {
                    words[i + 1].number?.currency = c
                    words[i].absorbed = true
                } else if previous != nil, words[i - 1].number?.currency == nil {
                    words[i - 1].number?.currency = c
                    words[i].absorbed = true
                } else {
                    words[i].absorbed = true
                }
            } else if t == "-" || t == "−" || t == "–" {
                if next != nil, i + 1 < n {
                    words[i + 1].number?.negative = true
                    words[i].absorbed = true
                } else if previous != nil, i == n - 1 {
                    words[i - 1].number?.negative = true
                    words[i].absorbed = true
                }
            } else if t == "(", let n = next, n.text.hasSuffix(")"), !n.percent {
                // `( 600,000)`
                words[i + 1].number?.bracketed = true
                words[i].absorbed = true
            } else if t == "%" {
                if previous != nil { words[i - 1].number?.percent = true }
                words[i].absorbed = true
            } else if t == "@" {
                if next != nil { words[i + 1].number?.unitPriceMark = true }
                words[i].absorbed = true
            } else if t == "x" || t == "X" || t == "×" || t == "*" {
                joinTimesMark(at: i, &words, previous: previous, next: next)
            } else if i == 1, previous?.isPlainInteger == true, ScannedRow.pieceWords.contains(Folding.keyWord(t)), i + 1 < n,
                      t != "ST", words[i + 1].number == nil, words[i + 1].text.count > 1, words[i + 1].text.first?.isLetter == true {
                // `1 st Cappuccino 52,00`, `2 ks Rohlík 7,80`: a count and its word for pieces first on the row (not
                // `2 ST LOUIS RIBS`, a saint).
                words[i - 1].number?.quantityMark = true
                words[i].absorbed = true
            } else if previous?.isPlainInteger == true, ScannedRow.pieceWords.contains(Folding.keyWord(t)), i + 1 < n,
                      ["X", "A"].contains(Folding.keyWord(words[i + 1].text)) || words[i + 1].text == "@" || words[i + 1].number?.quantityMark == true
                        || words[i + 1].number?.unitPriceMark == true {
                // `6 ks x 3,90`, `6 ks @ 3,90`: the count, its word for pieces no word of a name.
                words[i - 1].number?.quantityMark = true
                words[i].absorbed = true
            } else if let count = previous, ScannedRow.countWords.contains(Folding.keyWord(t)),
                      count.isPlainInteger || (count.marks.count == 1 && count.groups[1] == "000" && count.groups[0].first != "0") {
                // 4 PCS, 2 ITEMS: a count, not money; so is `2,000 UN` (Brazil's NFC-e prints counts with three decimals).
                words[i - 1].number?.quantityMark = true
                // A word for pieces is no word of the name (`2 PCS Cheese Tart`); `ITEMS` and `QTY` are keywords of the row.
                if Keywords.byPhrase[Folding.keyWord(t)] == nil { words[i].absorbed = true }
            } else if previous != nil, isWeightUnit(t, at: i, of: words) {
                words[i - 1].number?.weight = true
                words[i].absorbed = true
                // `0.842 kg NET @ $6.90/kg`: the net weight, no net subtotal.
                if i + 1 < n, ["NET", "NETT"].contains(Folding.keyWord(words[i + 1].text)) { words[i + 1].absorbed = true }
            } else if previous != nil, let slash = t.firstIndex(of: "/"),
                      slash == t.startIndex || PrintedNumber.currencyWord(String(t[..<slash])) != nil,
                      PrintedNumber.weightUnits.contains(Folding.keyWord(t[t.index(after: slash)...])) {
                // `3.99 /kg`, `1,99 €/kg`, `6,30 EUR/kg`, `26,90 kr/kg`: a price per unit of weight.
                words[i - 1].number?.perUnit = true
                words[i].absorbed = true
            }
        }
    }

    /// `x` (or `×`, `*`) between a count and a price, after a size and before a count, or first on the row
    /// before a unit price: which number it marks as the count and which as the unit price.
    private static func joinTimesMark(at i: Int, _ words: inout [ScannedWord], previous: PrintedNumber?, next: PrintedNumber?) {
        let n = words.count
        // `UHT 1L x 2 14.40`: a size before the mark, a count after it and the price after that.
        // (The price may have its currency's code before it: `x 2 RM 14.40`.)
        let priceAfterCount = i + 2 < n && words[(i + 2)...].first { PrintedNumber.currencyWord($0.text) == nil }?.number != nil
        let sizeThenCount = previous?.weight == true && next?.isPlainInteger == true && priceAfterCount
        if previous == nil, i >= 2, words[i - 1].absorbed, ScannedRow.pieceWords.contains(Folding.keyWord(words[i - 1].text)),
           words[i - 2].number?.quantityMark == true, next != nil {
            // `6 ks x 3,90`: the unit price after the count and its word for pieces.
            words[i + 1].number?.unitPriceMark = true
            words[i].absorbed = true
        } else if previous?.unitPriceMark == true, let count = next, count.isPlainInteger, !count.percent, count.currency == nil {
            // `Edamame @500 x 4 2,000`: the unit price marked before the mark, the count after it.
            words[i + 1].number?.quantityMark = true
            words[i].absorbed = true
        } else if previous != nil, next != nil, !sizeThenCount {
            words[i - 1].number?.quantityMark = true
            words[i + 1].number?.unitPriceMark = true
            words[i].absorbed = true
        } else if previous != nil, i == 1 {
            words[i - 1].number?.quantityMark = true
            words[i].absorbed = true
        } else if i == 0, let price = next, !price.isPlainInteger, !price.percent, priceAfterCount {
            // `2  SALMON SUSHI` over `   x 28,000   56,000`: the mark first on the row, the count on the name's
            // row above; what follows the mark, printed as money, is the unit price.
            words[i + 1].number?.unitPriceMark = true
            words[i].absorbed = true
        } else if next != nil, priceAfterCount {
            // COLA x 2 3.20, DUTCH LADY UHT 1L x 2 RM 14.40 (the size stays the name's)
            words[i + 1].number?.quantityMark = true
            words[i].absorbed = true
        }
    }

    /// Whether `t`, after a number, is its unit of weight or volume (`0.512 kg`, `500 G`): not a tax flag after a
    /// price (`KLEENEX 3PK 6.99 G`: Canada's GST, as grams are weighed in whole numbers; an `L` after a price of a
    /// unit or more, `Craft IPA 2 x 9.00 18.00 L`, liquor's, where a volume of two decimals is a fraction of a
    /// litre, `0,33 L`), nor a number that has its currency.
    private static func isWeightUnit(_ t: String, at i: Int, of words: [ScannedWord]) -> Bool {
        let n = words.count
        return !t.contains("/")
            && (PrintedNumber.weightUnits.contains(Folding.keyWord(t)) || ScannedRow.gramWords.contains(Folding.keyWord(t)))
            && words[i - 1].number?.currency == nil
            && !(i == n - 1 && words[i - 1].number?.marks.count == 1 && words[i - 1].number?.groups.last?.count == 2
                && (Folding.keyWord(t) == "G"
                    || (Folding.keyWord(t) == "L" && words[i - 1].number?.groups.first.map { $0 != "0" && !$0.isEmpty } == true)))
    }
}

import SplitBillCore

/// An amount of money found on a row.
struct RowAmount: Hashable, Sendable {
    /// The word index on the row.
    var at: Int
    /// The amount, negative when printed with a minus.
    var money: Money
    /// The number as printed.
    var printed: PrintedNumber
}

/// A row read with the receipt's number style: its money, its role and its text.
struct ReadRow: Hashable, Sendable {
    /// The scanned row.
    var scan: ScannedRow
    /// The money on the row, left to right (rates, counts, weights and unit prices per weight excluded).
    var amounts: [RowAmount]
    /// The role its keywords give it.
    var role: RowRole

    var index: Int { scan.index }
    var text: String { scan.text }

    /// The rightmost amount, which on every receipt layout is the row's own figure.
    var lastAmount: RowAmount? { amounts.last }

    /// The first rate on the row (`10%`), if any.
    var rate: ExactDecimal? {
        guard let v = scan.words.lazy.compactMap(\.number).first(where: \.percent)?.plainValue else { return nil }
        return v.isNegative ? ExactDecimal(significand: -v.significand, scale: v.scale) : v
    }

    /// Whether the row has letters enough to be a name (not noise such as `----` or `. ,`).
    var hasText: Bool {
        var letters = 0
        for w in scan.words where w.number == nil && !w.absorbed {
            letters += w.text.reduce(0) { $0 + ($1.isLetter ? 1 : 0) }
        }
        return letters >= 2
    }

    /// Words that label a volume (`Liter 48,540`).
    static let volumeWords: Set<String> = ["LITER", "LITRE", "LITERS", "LITRES", "LTR", "VOLUME"]

    /// Whether the row's label is a price per unit (`Harga/Liter`, `Price/L`) or a volume (`Liter`).
    static func labelsPerUnit(_ scan: ScannedRow) -> Bool {
        guard let first = scan.words.first, first.number == nil else { return false }
        if volumeWords.contains(Folding.keyWord(first.text)) { return true }
        for w in scan.words where w.number == nil {
            guard let slash = w.text.firstIndex(of: "/"), slash != w.text.startIndex else { continue }
            let unit = Folding.keyWord(w.text[w.text.index(after: slash)...])
            let before = Folding.keyWord(w.text[..<slash])
            if before.count >= 2, volumeWords.contains(unit) || PrintedNumber.weightUnits.contains(unit) { return true }
        }
        return false
    }

    /// Whether a row without a name prints an offer's price for several units, `2/ 3.00` or `4/5.00` (a
    /// count of one or two digits, a slash, the price), as its last figure.
    static func isMultiBuyPricing(_ scan: ScannedRow) -> Bool {
        let texts = scan.words.map(\.text)
        guard texts.count >= 2, !texts.contains(where: { $0.filter(\.isLetter).count >= 2 }) else { return false }
        func isCount(_ t: Substring) -> Bool { (1...2).contains(t.count) && t.allSatisfy(\.isNumber) }
        let last = texts[texts.count - 1]
        if let slash = last.firstIndex(of: "/"), isCount(last[..<slash]),
           PrintedNumber.read(String(last[last.index(after: slash)...]), repairs: false)?.marks.isEmpty == false {
            return true
        }
        let before = texts[texts.count - 2]
        return before.hasSuffix("/") && isCount(before.dropLast())
            && PrintedNumber.read(last, repairs: false)?.marks.isEmpty == false
    }

    /// The line total of a row that ends in whole numbers, a count, a unit price and a line total that
    /// the count times the price makes (`1 199 199`), or a price and an equal line total (`250 250`, which
    /// the scan joined as thousands grouped by a space), after a name; words of punctuation alone between
    /// them are passed over. Prices have two digits or more.
    static func wholeLineTotal(_ scan: ScannedRow) -> (at: Int, units: Int64, number: PrintedNumber)? {
        let words = scan.words.indices.filter { !scan.words[$0].isStraySymbols }
        guard words.count >= 2, let last = words.last, let number = scan.words[last].number else { return nil }
        func plain(_ n: PrintedNumber) -> Bool {
            n.currency == nil && !n.percent && !n.weight && !n.perUnit && !n.quantityMark && !n.negative
                && n.groups.allSatisfy { $0.first != "0" && $0.count <= 6 }
        }
        func whole(_ i: Int) -> Int64? {
            guard let n = scan.words[i].number, n.isPlainInteger, plain(n) else { return nil }
            return Int64(n.groups[0])
        }
        // The unit price and the line total, and the words left before them.
        let figures: (u: Int64, t: Int64)
        var before: ArraySlice<Int>
        if number.groups.count == 2, number.marks == [","], plain(number), !scan.text.contains(scan.words[last].text),
           let u = Int64(number.groups[0]), let t = Int64(number.groups[1]) {
            figures = (u, t)
            before = words.dropLast()
        } else if words.count >= 3, let t = whole(last), let u = whole(words[words.count - 2]) {
            figures = (u, t)
            before = words.dropLast(2)
        } else {
            return nil
        }
        guard figures.u >= 10, figures.t >= 10 else { return nil }
        if let q = before.last.flatMap(whole), q <= 99, q * figures.u == figures.t {
            before = before.dropLast()
        } else if figures.u != figures.t {
            return nil
        }
        let letters = before.reduce(0) { n, i in
            scan.words[i].number == nil ? n + scan.words[i].text.filter(\.isLetter).count : n
        }
        guard letters >= 3 else { return nil }
        return (last, figures.t, number)
    }

    /// The row without the words that `drop` picks (their amounts go with them).
    func droppingWords(_ drop: (ScannedWord) -> Bool) -> ReadRow {
        var r = self
        var kept: [ScannedWord] = []
        var newIndex: [Int: Int] = [:]
        for (i, w) in scan.words.enumerated() where !drop(w) {
            newIndex[i] = kept.count
            kept.append(w)
        }
        r.scan.words = kept
        r.scan.text = kept.map(\.text).joined(separator: " ")
        r.amounts = amounts.compactMap { a in newIndex[a.at].map { RowAmount(at: $0, money: a.money, printed: a.printed) } }
        return r
    }

    /// Reads a scanned row in a style and currency.
    init(_ scan: ScannedRow, style: NumberStyle, currency: Currency) {
        self.scan = scan
        var amounts: [RowAmount] = []
        for (i, w) in scan.words.enumerated() {
            guard let n = w.number, !n.perUnit, !n.quantityMark else { continue }
            if let m = style.money(n, in: currency) {
                amounts.append(RowAmount(at: i, money: m, printed: n))
            }
        }
        var role = RowRole.of(scan)
        // `RDOL MAGNA $17.0`, `Chinese Veg Platter 339.0` on a receipt of two decimals: the price at the end
        // of a row with its last digit lost, most often a zero.
        if role == .plain, amounts.isEmpty, style.digits == 2, style.evidence >= 3, currency.minorUnitDigits == 2,
           let i = scan.words.indices.last(where: { scan.words[$0].number != nil }), scan.words.count - i <= 2,
           let n = scan.words[i].number, n.marks.first == style.decimalMark, n.isMarked(in: currency),
           !n.perUnit, !n.weight, !n.quantityMark, !n.unitPriceMark, let units = n.hundredthsWithLastDigitLost(wholeDigits: 1...4) {
            amounts.append(RowAmount(at: i, money: Money(minorUnits: units, currency: currency), printed: n))
        }
        // `TOMATO BASIL SOUP 1 199 199`, `CRISPY ALOO CUP 250 250` on a receipt of two decimals: an item priced
        // in whole units, its count times its price making its line total (the count may be left out).
        if role == .plain, amounts.isEmpty, style.digits == 2, style.evidence >= 3, currency.minorUnitDigits == 2,
           let total = ReadRow.wholeLineTotal(scan) {
            amounts.append(RowAmount(at: total.at, money: Money(minorUnits: total.units * 100, currency: currency), printed: total.number))
        }
        // `   2 AYAM DADA` under a package: on a receipt without decimals, a small whole number first on a row of
        // words, its only number, is the count of a sub-item or option, not its price.
        if style.digits == 0, amounts.count == 1, let a = amounts.first, scan.words[..<a.at].allSatisfy(\.isStraySymbols),
           a.printed.isPlainInteger, a.printed.digits.count <= 2, a.printed.currency == nil, !a.printed.negative,
           scan.words.indices.allSatisfy({ $0 == a.at || scan.words[$0].number == nil }),
           scan.words[(a.at + 1)...].contains(where: { $0.text.filter(\.isLetter).count >= 2 }) {
            amounts = []
        }
        self.amounts = amounts
        if role == .plain, scan.hasMetaPattern || (scan.hasLongNumber && amounts.isEmpty) { role = .meta }
        // `1 @ 2/ 3.00` (one of an offer of two for 3.00) on a row of its own: the pricing of the item beside it.
        if role == .plain, ReadRow.isMultiBuyPricing(scan) { role = .info }
        // A fuel pump's `Harga/Liter Rp. 5.150` and `Liter 48,540`: a price per unit and a volume, no items.
        if role == .plain, ReadRow.labelsPerUnit(scan) { role = .info }
        self.role = role
    }
}

extension ReadRow {
    /// The rows of a receipt read in a style: each row alone, then what the receipt as a whole says of
    /// them (``droppingSmallWholes(_:style:)``, ``markingTipGuides(_:)``).
    static func reading(_ scan: [ScannedRow], style: NumberStyle, currency: Currency) -> [ReadRow] {
        markingTipGuides(droppingSmallWholes(scan.map { ReadRow($0, style: style, currency: currency) }, style: style))
    }

    /// The rows with no money in a whole number of one or two digits that is a row's only number, on a
    /// receipt without decimals whose money runs to thousands: such a number is part of a name
    /// (`PAKET DOSIRAK 3`, `Box of 6`, `Mall Ciputra Lt. 3`) or a count (`7` alone under the items: how
    /// many were bought), never a price beside prices like `25,975`. Only plain rows are read so (a
    /// rounding of 1 or change of 50 is money). Zero stays money (a free item, `1 SAUS KEJU (FREE) 0`), and
    /// so does a small number on a row with other numbers (`KP BRANDING L 1 1 1`, a bag sold for 1 rupiah,
    /// whose count and unit price say so) or over a row of figures alone (`Sabun Beras 1` over
    /// `30000 30000`: the count, read with them).
    static func droppingSmallWholes(_ rows: [ReadRow], style: NumberStyle) -> [ReadRow] {
        let thousand = ExactDecimal(significand: 1000)
        guard style.digits == 0, rows.contains(where: { $0.amounts.contains { $0.money.magnitude.decimalValue >= thousand } }) else {
            return rows
        }
        func small(_ a: RowAmount) -> Bool {
            a.printed.isPlainInteger && a.printed.digits.count <= 2 && a.printed.currency == nil && !a.printed.negative && !a.money.isZero
        }
        return rows.indices.map { i in
            let row = rows[i]
            // A name over a row of its figures ends in its count (`Sabun Beras 1` over `30000 30000`).
            let figuresBelow = i + 1 < rows.count && !rows[i + 1].hasText && rows[i + 1].amounts.contains { !small($0) }
            guard row.role == .plain, !figuresBelow, row.amounts.count == 1, let a = row.amounts.first, small(a),
                  row.scan.words.indices.allSatisfy({ $0 == a.at || row.scan.words[$0].number == nil }) else { return row }
            var kept = row
            kept.amounts = []
            return kept
        }
    }

    /// The rows with the lines of a tip guide taken as informative: two tip lines or more one under another,
    /// each at its own rate, and rows that start with a percentage (`18% $5.57`, `15%-$6.07  20%-$10.75`) right under `Gratuity Guide 15% $4.64` or
    /// `Tip Guide` are suggested tips, not charges.
    static func markingTipGuides(_ rows: [ReadRow]) -> [ReadRow] {
        var rows = rows
        // Tips at several rates one under another (`Tip 15% 5.25` / `Tip 18% 6.30` / `Tip 20% 7.00`): a guide
        // without its heading, suggestions to choose from, none of them charged.
        var start = 0
        while start < rows.count {
            var end = start
            var rates: Set<ExactDecimal> = []
            while end < rows.count, rows[end].role == .tip, !rows[end].amounts.isEmpty, let rate = rows[end].rate, rates.insert(rate).inserted {
                end += 1
            }
            if end - start >= 2 { for k in start..<end { rows[k].role = .info } }
            start = max(end, start + 1)
        }
        var i = 0
        while i < rows.count {
            defer { i += 1 }
            guard rows[i].scan.keywords.contains(.tipGuide) else { continue }
            var k = i + 1
            while k < rows.count, k <= i + 4, rows[k].role != .info, startsWithPercentage(rows[k].scan) {
                rows[k].role = .info
                k += 1
            }
        }
        return rows
    }

    /// Whether the row's first word is a percentage (`18%`, `+15%-$61.89`).
    static func startsWithPercentage(_ scan: ScannedRow) -> Bool {
        guard let first = scan.words.first else { return false }
        if first.number?.percent == true { return true }
        let digits = first.text.drop { !$0.isNumber }.prefix { $0.isNumber }
        return (1...2).contains(digits.count) && first.text.drop { !$0.isNumber }.dropFirst(digits.count).first == "%"
    }
}

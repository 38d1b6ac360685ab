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
           let n = scan.words[i].number, n.marks.first == style.decimalMark, n.currency == currency,
           !n.perUnit, !n.weight, !n.quantityMark, !n.unitPriceMark, let units = n.hundredthsWithLastDigitLost(wholeDigits: 1...4) {
            amounts.append(RowAmount(at: i, money: Money(minorUnits: units, currency: currency), printed: n))
        }
        self.amounts = amounts
        if role == .plain, scan.hasMetaPattern || (scan.hasLongNumber && amounts.isEmpty) { role = .meta }
        // A fuel pump's `Harga/Liter Rp. 5.150` and `Liter 48,540`: a price per unit and a volume, no items.
        if role == .plain, ReadRow.labelsPerUnit(scan) { role = .info }
        self.role = role
    }
}

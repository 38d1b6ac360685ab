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
        scan.words.lazy.compactMap { $0.number }.first { $0.percent }?.plainValue.map {
            ExactDecimal(significand: $0.significand.magnitude > Int64.max.magnitude ? 0 : abs($0.significand), scale: $0.scale)
        }
    }

    /// Whether the row has letters enough to be a name (not noise such as `----` or `. ,`).
    var hasText: Bool {
        var letters = 0
        for (i, w) in scan.words.enumerated() where w.number == nil && !w.absorbed {
            letters += w.text.reduce(0) { $0 + ($1.isLetter ? 1 : 0) }
            _ = i
        }
        return letters >= 2
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
        self.amounts = amounts
        var role = RowRole.of(scan)
        if role == .plain, scan.hasMetaPattern || (scan.hasLongNumber && amounts.isEmpty) { role = .meta }
        self.role = role
    }
}

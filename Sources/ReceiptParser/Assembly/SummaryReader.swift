import SplitBillCore

/// The figures under the items: subtotals, taxes, service, tip, discounts, rounding, totals and
/// payments, as printed, before the arithmetic chooses among them.
struct SummaryDraft: Hashable, Sendable {
    struct Total: Hashable, Sendable {
        var amount: Money
        var rank: Int
        var row: Int
        var label: String
        /// The amount as printed when its last digit was lost (`$30.4`), taken as 0 unless the payment gives it.
        var printedWithLastDigitLost: String? = nil
        /// Whether the payment less the change gave that lost digit.
        var lastDigitFromPayment = false
        /// Whether the amount was printed as a whole number on a receipt of decimals (`Grand Total : 1108`).
        var printedWhole = false
    }
    struct Tax: Hashable, Sendable {
        var line: TaxLine
        var included: Bool
        var row: Int
        /// Every amount its row prints (a tax table's base and gross beside the tax).
        var rowAmounts: [Money] = []
    }
    var subtotals: [Money] = []
    var taxes: [Tax] = []
    var totals: [Total] = []
    var service: [Money] = []
    /// The rate printed on the first service line (`12.5% Discretionary Service £7.10`).
    var serviceRate: ExactDecimal?
    var tips: [Money] = []
    var discounts: [Adjustment] = []
    /// The row of each of ``discounts``.
    var discountRows: [Int] = []
    var rounding: [Money] = []
    /// The row of the first rounding line.
    var roundingRow: Int?
    /// Cash or card handed over.
    var tendered: [Money] = []

    /// The amount handed over: the first payment, or, where one payment line states what was owed and
    /// another what was handed (`Cash 71.00`, `Cash Received 101.00`, `Change 30.00`), the one that less
    /// the change makes another payment line's amount.
    var handed: Money? {
        guard let first = tendered.first, let given = change.first, given.isPositive, tendered.count >= 2 else { return tendered.first }
        return tendered.first { t in tendered.contains { $0 != t && $0 == t - given } } ?? first
    }

    /// The amount handed over less the change (none printed: zero), when a payment is printed.
    var paidLessChange: Money? {
        handed.map { paid in change.first.map { paid - $0 } ?? paid }
    }
    /// Change given back.
    var change: [Money] = []
    /// The first subtotal said it is before tax (`Total Sales (Excluding GST)`).
    var subtotalExcludesTax = false
    /// A row said the prices include tax (IVA incluido, MwSt enthalten).
    var saysTaxIncluded = false
    /// Amounts of rows that said so, for the Spanish `F 43,00 I.V.A. INCLUIDO` layout.
    var includedNotes: [Money] = []
    /// Amounts alone on a row with no label, in the summary (a total printed without its word).
    var loose: [Money] = []
    /// The first total line (of rank 3 or more) printed negative (`TOTAL $108.85-`), as printed.
    var negativeTotalLine: String?
    /// A tax line charged under the total, not in a tax table, was printed negative (`TAX 6.88-`).
    var negativeTax = false
    /// Amounts on summary rows whose words are no keyword (a label OCR mangled).
    var unlabelled: [Money] = []
    /// The largest amount on any row that is no payment, change or count (a last resort for the total).
    var largest: Money?
    /// Whole numbers ending total rows that have no amount on a receipt with decimals (`Total : 104`
    /// for 104.00): a total only if the arithmetic makes exactly that.
    var wholeTotals: [Money] = []
    /// The row of the last tax, service or tip line with an amount: the total usually comes after it.
    var lastChargeRow: Int?
    /// By row index, the reader of ``Catalogue/summaryLineReaders`` that took the row (for the trace).
    var readBy: [Int: String] = [:]
}

/// Reads the summary rows below the items.
struct SummaryReader {
    let currency: Currency
    /// The readers each summary row is offered to, in order: ``Catalogue/summaryLineReaders``.
    var lineReaders: [any SummaryLineReader] = Catalogue.summaryLineReaders

    static let changeWords: Set<String> = Set([
        "CHANGE", "CHANGEDUE", "KEMBALI", "KEMBALIAN", "RUCKGELD", "RUECKGELD", "ZURUCK", "RENDU", "MONNAIE", "CAMBIO",
        "TROCO", "WISSELGELD", "TILBAGE", "VEKSEL", "RESTO", "VUELTO", "VUELTA", "CG", "CHANGED", "BAKI",
        "お釣り", "お釣", "釣銭", "おつり", "找零", "找赎",
    ]).union(["RESZTA", "VRÁCENO", "VÄXEL", "VAIHTORAHA", "ÜSTÜ", "THỐI", "THỪA", "ΡΕΣΤΑ", "เงินทอน", "עודף", "거스름돈"].map { Folding.keyWord($0) })

    /// Reads the summary: each row from `start` on, its amounts (or those it takes from a row next to it)
    /// offered to ``lineReaders`` in order.
    func read(_ rows: [ReadRow], from start: Int) -> SummaryDraft {
        var s = SummaryDraft()
        s.largest = SummaryReader.largestAmount(rows)
        var walk = SummaryWalk(rows: rows, start: start)
        while walk.i < rows.count {
            readRow(&walk, into: &s)
            walk.i += 1
        }
        SummaryReader.lastDigitFromPayment(&s)
        return s
    }

    /// Where the reading of the summary is.
    struct SummaryWalk {
        let rows: [ReadRow]
        let start: Int
        /// The row read.
        var i: Int
        /// An amount alone on a row, not yet claimed: a label below it may own it.
        var loose: [RowAmount] = []
        /// Whether the rows read are a tax summary table's.
        var inTable = false
        /// The amounts of labels stacked over a column of their own (``SummaryReader/stackedLabels(_:from:)``).
        let stacked: [Int: [RowAmount]]
        /// The rows of those amounts.
        let consumed: Set<Int>

        init(rows: [ReadRow], start: Int) {
            self.rows = rows
            self.start = start
            i = max(0, start)
            if start > 0, start < rows.count, rows[start - 1].role == .plain, !rows[start - 1].hasText {
                loose = rows[start - 1].amounts
            }
            (stacked, consumed) = SummaryReader.stackedLabels(rows, from: max(0, start))
        }
    }

    /// The largest amount on any row that is no payment, change or count: a last resort for the total.
    static func largestAmount(_ rows: [ReadRow]) -> Money? {
        var largest: Money?
        for row in rows where row.role != .payment && row.role != .count && row.role != .info {
            for a in row.amounts where a.money.isPositive && !a.printed.unitPriceMark {
                if largest.map({ a.money > $0 }) ?? true { largest = a.money }
            }
        }
        return largest
    }

    /// Reads the row `walk.i` (and the row under it, where it takes that row's amounts).
    private func readRow(_ walk: inout SummaryWalk, into s: inout SummaryDraft) {
        let rows = walk.rows, i = walk.i, row = rows[i]
        if walk.consumed.contains(i) { return }
        // A tax summary table comes under the total; a header above it is a column heading. So is a
        // row of a tax word and other labels over a row of a rate and its amounts (`TVA HT TVA TTC` over
        // `5,50% 9,02 0,50 9,52`, `BTW OVER BTW` over `9% 5,60 0,50`): it takes none of their amounts.
        let columnHeading = SummaryReader.isColumnHeading(row, over: i + 1 < rows.count ? rows[i + 1] : nil)
        if row.scan.has(.tableHeader) || columnHeading, !s.totals.isEmpty || !s.taxes.isEmpty || !s.subtotals.isEmpty { walk.inTable = true }
        // A tip or a payment ends the table: no tax table has one, and a card slip's rows follow (`BTW` table,
        // `PIN`, `Bedrag 48,60`, `Fooi 4,50`, `Totaal 53,10`).
        if row.role == .tip || row.role == .payment { walk.inTable = false }
        // The amount alone on the row above, before this row claims or clears it.
        let bareAbove = walk.loose
        let own = walk.stacked[i] ?? row.amounts
        if own.isEmpty {
            wholeNumberTotal(row, into: &s)
            totalWithLastDigitLost(row, into: &s)
        }
        // `12,00 39,75 331,25 371,00` under `Moms% Moms Netto Brutto`: a tax table's row whose rate has no sign.
        let unmarkedRate = row.role == .plain && !row.hasText && row.rate == nil && i >= walk.start
            ? SummaryReader.unmarkedRateAndTax(own) : nil
        guard let amounts = amounts(of: row, own: own, columnHeading: columnHeading, unmarkedRate: unmarkedRate != nil, &walk, into: &s) else { return }
        if case .tax(let included) = row.role, included { s.saysTaxIncluded = true }
        guard let last = amounts.last else { return }
        let line = SummaryLine(row: row, amounts: amounts, last: last, label: labelText(row), belowItems: i >= walk.start,
                               inTable: walk.inTable, bareAbove: bareAbove, unmarkedRate: unmarkedRate, reader: self)
        for reader in lineReaders where reader.read(line, into: &s) {
            s.readBy[row.index] = ReceiptParser.ruleName(reader)
            break
        }
    }

    /// A total line without an amount that ends in a whole number, on a receipt with decimals (not from a count
    /// line of total words: `Total no. of units: 1`, `Total Qty 2`): a whole total the arithmetic may make.
    /// After a total word (not a balance or an amount), a total printed without its decimals (`Net Amount 393`,
    /// `Grand Total : 1108`; not `109,`, whose decimals were lost, nor one digit, more often a count or a
    /// fragment: `TOTAL 9` for $6.86), a total line as strong as its word where it is plausible
    /// (``WholeTotalThatCannotBe``).
    private func wholeNumberTotal(_ row: ReadRow, into s: inout SummaryDraft) {
        guard case .total(let rank) = row.role, rank >= 2, currency.minorUnitDigits > 0, let n = row.scan.words.last?.number,
              n.isPlainInteger, !n.percent, !n.negative, n.digits.count <= 6, n.digits.first != "0",
              let whole = Int64(n.digits) else { return }
        let amount = Money(minorUnits: whole * currency.minorUnitsPerMajor, currency: currency)
        s.wholeTotals.append(amount)
        if rank >= 4, n.digits.count >= 2, row.scan.words.last?.text.last?.isNumber == true {
            s.totals.append(.init(amount: amount, rank: rank, row: row.index, label: labelText(row), printedWhole: true))
        }
    }

    /// `NET TOTAL 174.9`, `Grand Total 356.0` on a receipt with two decimals: the total with its last digit
    /// lost, most often a zero; a total line, as weak as a balance, unless the arithmetic confirms a stronger one.
    private func totalWithLastDigitLost(_ row: ReadRow, into s: inout SummaryDraft) {
        guard case .total(let rank) = row.role, rank >= 2, currency.minorUnitDigits == 2,
              let last = row.scan.words.last, let n = last.number, n.currency == nil || n.isMarked(in: currency),
              let units = n.hundredthsWithLastDigitLost(wholeDigits: 0...6) else { return }
        s.totals.append(.init(amount: Money(minorUnits: units, currency: currency), rank: 2, row: row.index, label: labelText(row),
                              printedWithLastDigitLost: last.text))
    }

    /// The amounts a summary row is read with, `nil` when it is read no further. A label without an amount
    /// takes the amounts of the bare row under it, else the amount alone above it, else (a total over a
    /// payment: `GRAND TOTAL` over `CARD 45,901`) the amount paid as the weakest total, less the change where
    /// the row prints it (`Pay Cash 50.000 Change : 8,000`). A row of amounts alone is kept for a label
    /// below (unless beside a rate: a tax table's, which a label under it, `Prices include VAT.` under
    /// `Z 0%  3.200  0.00`, takes none of), its last amount a loose one.
    private func amounts(of row: ReadRow, own: [RowAmount], columnHeading: Bool, unmarkedRate: Bool,
                         _ walk: inout SummaryWalk, into s: inout SummaryDraft) -> [RowAmount]? {
        let rows = walk.rows, i = walk.i
        var amounts = own
        if amounts.isEmpty, !columnHeading, row.role != .plain, row.role != .meta, row.role != .count, row.role != .info {
            let next = i + 1 < rows.count ? rows[i + 1] : nil
            let isTotal = if case .total = row.role { true } else { false }
            if let next, !next.amounts.isEmpty, !next.hasText, next.role == .plain || next.role == .meta {
                amounts = next.amounts
                walk.i += 1
            } else if !walk.loose.isEmpty {
                amounts = walk.loose
            } else if let next, isTotal, next.role == .payment, let paid = next.amounts.last, paid.money.isPositive {
                let change = next.scan.keyWords.contains { SummaryReader.changeWords.contains($0) }
                let amount = change ? (next.amounts.count >= 2 ? next.amounts[0].money - paid.money : nil) : paid.money
                if let amount, amount.isPositive {
                    s.totals.append(.init(amount: amount, rank: 0, row: row.index, label: labelText(row)))
                }
            }
            walk.loose = []
        } else if row.role == .plain, !row.hasText, !amounts.isEmpty, !(walk.inTable && row.rate != nil && amounts.count >= 2),
                  !unmarkedRate {
            // (A row of a tax table, a rate and its amounts, is read as the tax the prices include.)
            walk.loose = row.rate == nil ? amounts : []
            if let last = amounts.last, last.money.isPositive { s.loose.append(last.money) }
            return nil
        } else {
            walk.loose = []
        }
        return amounts
    }

    /// A total whose last digit OCR lost (`TOTAL: $30.4`, `Cash Tendered: 40.00`, `CHANGE: -9.55`): the
    /// payment less the change gives the digit when it shares every digit read (30.45).
    static func lastDigitFromPayment(_ s: inout SummaryDraft) {
        guard let made = s.paidLessChange else { return }
        for k in s.totals.indices where s.totals[k].printedWithLastDigitLost != nil {
            let read = s.totals[k].amount
            if made > read, (made - read).minorUnits < 10 {
                s.totals[k].amount = made
                s.totals[k].lastDigitFromPayment = true
            }
        }
    }

    /// Labels printed one under another with their amounts in a column of their own below them (`Sales Tax`,
    /// `Order Total`, `$1.39`, `$19.38`: a photo's two columns read one after the other): the k-th bare
    /// amount belongs to the k-th label. Only for two labels or more with as many bare amounts right under
    /// them, and no further bare amount after those. The amounts by label row, and the rows they came from.
    static func stackedLabels(_ rows: [ReadRow], from start: Int) -> (amounts: [Int: [RowAmount]], consumed: Set<Int>) {
        func isLabel(_ r: ReadRow) -> Bool {
            r.amounts.isEmpty && r.role != .plain && r.role != .meta && r.role != .count && r.role != .info
        }
        func isBare(_ r: ReadRow) -> Bool { !r.amounts.isEmpty && !r.hasText && (r.role == .plain || r.role == .meta) }
        var amounts: [Int: [RowAmount]] = [:]
        var consumed: Set<Int> = []
        var j = start
        while j < rows.count {
            var k = j
            while k < rows.count, isLabel(rows[k]) { k += 1 }
            let labels = k - j
            var m = k
            while m < rows.count, m - k < labels, isBare(rows[m]) { m += 1 }
            if labels >= 2, m - k == labels, m == rows.count || !isBare(rows[m]) {
                for t in 0..<labels {
                    amounts[j + t] = rows[k + t].amounts
                    consumed.insert(k + t)
                }
                j = m
            } else {
                j = max(k, j + 1)
            }
        }
        return (amounts, consumed)
    }

    /// Whether `row` heads the columns of a tax table: no amount, two keywords or more, one of them a
    /// tax word, over a row of a rate and two amounts or more without a name.
    static func isColumnHeading(_ row: ReadRow, over next: ReadRow?) -> Bool {
        guard row.amounts.isEmpty, row.scan.keywords.count >= 2, row.scan.has(.tax), let next else { return false }
        return next.rate != nil && next.amounts.count >= 2 && !next.hasText
    }

    /// The tax of a row that prints a base, then a tax word, then that word's tax at the row's rate of the
    /// base (`DPP 97,455  PB1 10% 9,745`, `20.00%  Net 45.58  VAT 9.12`), if the row is one.
    static func netThenTax(_ row: ReadRow, _ amounts: [RowAmount]) -> TaxLine? {
        guard row.scan.has(.tax), amounts.count == 2, amounts.allSatisfy({ $0.money.isPositive }), let rate = row.rate,
              let taxWordAt = row.scan.words.indices.first(where: { k in
                  row.scan.words[k].number == nil && SummaryReader.isTaxWord(row.scan.words[k].text)
              }), amounts[0].at < taxWordAt, taxWordAt < amounts[1].at,
              let expected = amounts[0].money.percentage(rate), (expected - amounts[1].money).magnitude.minorUnits <= 1
        else { return nil }
        return TaxLine(name: row.scan.words[taxWordAt].text, rate: rate, amount: amounts[1].money)
    }

    /// Whether a printed word is a tax word alone (`CGST`, `MwSt`, `IVA`).
    static func isTaxWord(_ word: String) -> Bool {
        Keywords.find(in: [Folding.keyWord(word)]).contains { $0.kind == .tax }
    }

    /// Whether the first word of a label is a three-letter tax word with one letter misread (`TEX`, `TAK`
    /// for `TAX`): trusted only on a row under the subtotal, where a tax stands.
    static func misreadTaxWord(_ words: [String]) -> Bool {
        guard let w = words.first, w.count == 3 else { return false }
        return ["TAX", "VAT", "GST", "IVA"].contains { t in zip(t, w).filter { $0 != $1 }.count == 1 }
    }

    /// The taxes of a row that prints two or more side by side, each amount after its own tax word
    /// (`CGST 2.5% 8.00 SGST 2.5% 8.00`, `CGST 9.14 SGST 9.14`): for each, its words and rate; nil for a row
    /// of one tax, however many amounts it has (`GST 6% 10.00 0.60`: a base and its tax).
    static func taxesSideBySide(_ row: ReadRow, _ amounts: [RowAmount]) -> [(name: String?, rate: ExactDecimal?, amount: Money)]? {
        guard amounts.count >= 2, amounts.allSatisfy({ !$0.money.isNegative }) else { return nil }
        let words = row.scan.words
        var parts: [(name: String?, rate: ExactDecimal?, amount: Money)] = []
        var from = 0
        for amount in amounts {
            let span = words[from..<amount.at]
            let label = span.filter { $0.number == nil && !$0.absorbed }.map(\.text)
            // Named from its own tax word on (`CGST`, not `GST included: CGST`).
            guard let word = label.lastIndex(where: SummaryReader.isTaxWord) else {
                return nil
            }
            let rate = span.lazy.compactMap(\.number).first(where: \.percent)?.plainValue
            parts.append((label[word...].joined(separator: " "), rate, amount.money))
            from = amount.at + 1
        }
        return parts
    }

    /// A tax table's row whose rate is printed without `%` (`12,00 39,75 331,25 371,00`, `25,00 9,98 39,92
    /// 49,90`): a rate of 30 or less first, then three amounts of which two make the third, the smaller of
    /// them that rate of the larger. The rate and the tax.
    static func unmarkedRateAndTax(_ amounts: [RowAmount]) -> (ExactDecimal, Money)? {
        guard amounts.count == 4, amounts.allSatisfy({ $0.money.isPositive && $0.printed.currency == nil }) else { return nil }
        let rate = amounts[0].money.decimalValue
        guard rate <= ExactDecimal(significand: 30) else { return nil }
        let v = amounts.dropFirst().map(\.money)
        for (a, b, c) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
            let sum: Money = v[a] + v[b]
            guard sum == v[c] else { continue }
            let tax = min(v[a], v[b]), net = max(v[a], v[b])
            if net.chargesTax(tax, atPercent: rate) { return (rate, tax) }
        }
        return nil
    }

    /// Of three amounts or more, the smaller of the first two in a row that make the next: the tax of net, tax,
    /// gross (or tax, net, gross).
    static func taxBetweenNetAndGross(_ values: [Money]) -> Money? {
        guard values.count >= 3 else { return nil }
        for k in 0..<(values.count - 2) {
            let made: Money = values[k] + values[k + 1]
            if made == values[k + 2] { return min(values[k], values[k + 1]) }
        }
        return nil
    }

    /// The tax of a row whose one amount is the base and whose tax OCR read with a letter for a digit
    /// (`BTW 21% over 10,75 1,B7`): a word after that amount which, read with ``PrintedNumber/confusions``,
    /// is an amount of the currency's decimals that the row's rate makes of the base, added to it or held
    /// in it (10.75 × 21/121 = 1.87). The rate and the base printed beside it confirm the reading to the
    /// minor unit; any other word is left as it was read.
    static func misreadTaxAfter(_ row: ReadRow, base: Money, rate: ExactDecimal) -> Money? {
        guard rate.isPositive, base.isPositive, let at = row.amounts.last?.at else { return nil }
        for word in row.scan.words[(at + 1)...] where word.number == nil {
            guard let n = PrintedNumber.read(word.text, repairs: true), n.repaired, !n.percent, !n.weight, n.marks.count == 1,
                  n.groups.last?.count == base.currency.minorUnitDigits, let value = n.plainValue, value.isPositive,
                  let tax = Money(exactly: value, currency: base.currency) else { continue }
            if base.carriesTax(tax, atPercent: rate) { return tax }
        }
        return nil
    }

    /// The tax of a table's row that prints a base, then the tax in two columns or more (India's
    /// `5%  263.80  6.60  6.60` under `GST%  Taxable  CGST  SGST`), perhaps with their sum after them
    /// (`... 6.60  6.60  13.20`): the sum of the columns, where it is the row's rate of the base (added or
    /// held). Nil for rows of fewer than three amounts, or whose columns the rate does not confirm.
    static func taxColumnsOfBase(_ values: [Money], rate: ExactDecimal) -> Money? {
        guard values.count >= 3, rate.isPositive, let base = values.first, base.isPositive else { return nil }
        let confirms = { (tax: Money) in tax.isPositive && base.carriesTax(tax, atPercent: rate) }
        let columns = values.dropFirst()
        let all = columns.sum(in: base.currency) { $0 }
        if columns.count >= 2, confirms(all) { return all }
        // With the columns' sum printed last, the columns before it make it.
        if columns.count >= 3, let sum = columns.last, columns.dropLast().sum(in: base.currency, { $0 }) == sum, confirms(sum) {
            return sum
        }
        return nil
    }

    /// The tax on a row: with net, tax and gross the one that adds up; with two amounts, the one that
    /// is the rate of the other; otherwise the last.
    func taxAmount(_ amounts: [RowAmount], rate: ExactDecimal?) -> Money {
        // A tax is never negative: a minus or brackets around it are print style or noise.
        let values = amounts.map(\.money.magnitude)
        guard let last = values.last else { return .zero(currency) }
        if let tax = SummaryReader.taxBetweenNetAndGross(values) { return tax }
        if let rate, let tax = SummaryReader.taxColumnsOfBase(values, rate: rate) { return tax }
        if values.count >= 2, let rate {
            let a = values[values.count - 2], b = values[values.count - 1]
            for (base, tax) in [(a, b), (b, a)] {
                if base.carriesTax(tax, atPercent: rate) { return tax }
            }
            return min(a, b)
        }
        return last
    }

    /// The row's words that are not numbers, for names of tax lines and discounts.
    func labelText(_ row: ReadRow) -> String {
        let words = row.scan.words.filter { $0.number == nil && !$0.absorbed }.map(\.text)
        var t = words.joined(separator: " ")
        while let l = t.last, l == ":" || l == " " { t.removeLast() }
        return t
    }
}

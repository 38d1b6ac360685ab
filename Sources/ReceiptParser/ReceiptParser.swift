import SplitBillCore

/// Reads the rows of a receipt (from OCR, or plain text lines) into a `Receipt`: items with
/// name, quantity, unit price and line total; subtotal, taxes, service, tip, discounts, rounding and
/// the total, checked against each other.
///
/// The parser never throws and never traps: text it cannot make sense of gives a receipt with
/// fewer figures and findings that say what to check. When a row can be read in more than one way
/// (letters that OCR confuses with digits, a receipt with or without decimals), the reading that
/// the receipt's own arithmetic confirms wins; a repair that the arithmetic does not confirm is not
/// made.
///
/// ```swift
/// let parsed = ReceiptParser().parse(text: "COLA 2 x 1.60 3.20\nTOTAL 3.20")
/// parsed.receipt.items[0].quantity   // 2
/// parsed.isVerified                  // true
/// ```
public struct ReceiptParser: Sendable {
    /// Choices that change how a receipt is read.
    public struct Options: Hashable, Sendable {
        /// The receipt's currency, when the caller knows it; it then settles how amounts are read.
        public var currency: Currency?
        /// The currency to assume when neither signs, codes, places, language nor number style tell; a
        /// finding then says which currency was taken.
        public var fallbackCurrency: Currency
        /// Whether to try reading letters that OCR confuses with digits (`O`/`0`, `l`/`1`, `S`/`5`,
        /// `B`/`8`) inside amounts. Such a reading is kept only when the arithmetic confirms it.
        public var repairsOCRConfusions: Bool
        /// The latest year a receipt's date may be in (next year, for a receipt photographed today); a later
        /// one is a misreading or no date (`08/02/50`). `nil`: any year up to 2099.
        public var latestYear: Int?
        /// Rules to leave out, by name (``ReceiptParser/ruleNames``): for measuring what each rule
        /// contributes (as the parser benchmark does). Empty by default: every rule reads.
        public var omittedRules: Set<String> = []

        /// Creates options; by default the currency is detected, USD when nothing tells.
        public init(currency: Currency? = nil, fallbackCurrency: Currency = .usd, repairsOCRConfusions: Bool = true, latestYear: Int? = nil) {
            self.currency = currency
            self.fallbackCurrency = fallbackCurrency
            self.repairsOCRConfusions = repairsOCRConfusions
            self.latestYear = latestYear
        }
    }

    /// The names of the parser's rules in the order they run (`Catalogue.swift`): the item rules, then the
    /// resolver's steps with the ways of finding the total in the place where the total is found. What
    /// ``Options/omittedRules`` can name.
    public static var ruleNames: [String] { Catalogue.ruleNames }

    /// One phase of the parser's catalogue: its key (the list's name in `Catalogue.swift`) and the names
    /// of its rules in the order they run.
    public struct RulePhase: Hashable, Sendable {
        public let key: String
        public let rules: [String]

        public init(key: String, rules: [String]) {
            self.key = key
            self.rules = rules
        }
    }

    /// Every rule of the parser, phase by phase in the order the phases run; the reference's rule list
    /// (`ParserRules.md`, written by `scripts/rules-doc`) is checked against it.
    public static var catalogue: [RulePhase] {
        [
            RulePhase(key: "textRewrites", rules: Catalogue.textRewrites.map(ruleName)),
            RulePhase(key: "itemRules", rules: Catalogue.itemRules.map(ruleName)),
            RulePhase(key: "figureRules", rules: Catalogue.figureRules.map(ruleName)),
            RulePhase(key: "summaryLineReaders", rules: Catalogue.summaryLineReaders.map(ruleName)),
            RulePhase(key: "resolverSteps", rules: Catalogue.resolverSteps.map(ruleName)),
            RulePhase(key: "totalStrategies", rules: Catalogue.totalStrategies.map(ruleName)),
            RulePhase(key: "itemFixes", rules: Catalogue.itemFixes.map(ruleName)),
            RulePhase(key: "rereadings", rules: Catalogue.rereadings.map(ruleName)),
        ]
    }

    /// The name of an item rule or a way of finding the total: its type's.
    static func ruleName(_ rule: Any) -> String {
        String(describing: type(of: rule))
    }

    /// The options in force.
    public var options: Options

    /// Creates a parser.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads plain text, one printed row per line.
    public func parse(text: String) -> ParsedReceipt {
        var lines: [String] = []
        var current = ""
        for c in text {
            if c == "\n" || c == "\r\n" || c == "\r" {
                lines.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        lines.append(current)
        return parse(rows: lines.map { RecognizedRow(text: $0) })
    }

    /// Words a refund or return slip prints (`*****REFUND*****`, `RETURN TAX`), folded.
    static let refundWords: Set<String> = [
        "REFUND", "REFUNDS", "REFUNDED", "RETURN", "RETURNS", "RETURNED", "RETOUR", "REEMBOLSO", "DEVOLUCION", "RIMBORSO",
    ]

    /// The labels of two or three letters that the parser reads (`TAX`, `TIP`, `DUE`, `HT`, `TVA`, `QTY`),
    /// and the currency signs, in upper case: words a reader should keep however unsure it was of them.
    public static let labelWords: Set<String> = {
        var words: Set<String> = ["$", "€", "£", "¥", "₹", "RM", "RP"]
        for (phrase, _) in Keywords.table {
            for w in phrase.split(separator: " ") where (2...3).contains(w.count) && w.allSatisfy(\.isLetter) {
                words.insert(String(w))
            }
        }
        return words
    }()

    /// The most rows read from one receipt; longer input is cut (no receipt is that long, and the
    /// cap keeps every sum far from overflowing).
    public static let maximumRows = 2000
    /// The most characters read from one row.
    public static let maximumRowLength = 400

    /// Reads recognised rows, top to bottom.
    public func parse(rows: [RecognizedRow]) -> ParsedReceipt {
        var rewrites: [ParseTrace.Step] = []
        let kept = ReceiptParser.prepared(rows, steps: &rewrites)
        let plainScan = ScannedRow.scan(kept, repairs: false)
        let style = NumberStyle.detect(numbers: plainScan.flatMap { $0.words.compactMap(\.number) }, currency: options.currency)
        let reading = ReceiptParser.currencyReading(of: plainScan, style: style, fallback: options.fallbackCurrency)
        let currency = options.currency ?? reading.currency
        let finalStyle = options.currency == nil
            ? NumberStyle.detect(numbers: plainScan.flatMap { $0.words.compactMap(\.number) }, currency: currency)
            : style
        var choice = ReadingChoice(
            kept: kept, best: read(plainScan, style: finalStyle, currency: currency), plainScan: plainScan,
            repairsOCRConfusions: options.repairsOCRConfusions, read: { self.read($0, style: finalStyle, currency: currency) })
        var rereadings: [ParseTrace.Step] = []
        for rereading in activeRereadings {
            let before = choice.best
            rereading.apply(to: &choice)
            if choice.best != before {
                rereadings.append(ReceiptParser.rereadingStep(rereading, from: before, to: choice.best))
            }
        }
        var parsed = finished(choice, rows: rows, currency: currency, reading: reading)
        parsed.trace = trace(of: choice.best, kept: choice.kept, steps: rewrites + rereadings, currency: currency, style: finalStyle, reading: reading)
        if parsed.receipt.items.count == choice.best.items.count {
            parsed.receipt.repairs = ReceiptParser.repairs(of: parsed.trace.steps, items: choice.best.items, total: parsed.receipt.total)
        }
        return parsed
    }

    /// The re-readings of ``Catalogue/rereadings`` that are tried: all of them unless
    /// ``Options/omittedRules`` names some.
    var activeRereadings: [any Rereading] {
        options.omittedRules.isEmpty ? Catalogue.rereadings : Catalogue.rereadings.filter { !options.omittedRules.contains(ReceiptParser.ruleName($0)) }
    }

    /// The parsed receipt of the reading chosen: with its store and date, what its currency was taken from,
    /// a refund, and what the limits cut.
    private func finished(_ choice: ReadingChoice, rows: [RecognizedRow], currency: Currency,
                          reading: (currency: Currency, named: Bool, guess: CurrencyDetector.Guess?)) -> ParsedReceipt {
        let best = choice.best, plainScan = choice.plainScan, kept = choice.kept
        var receipt = best.receipt
        // A repaired reading is kept, but not called verified (the readings above were chosen as read).
        var verification = best.verification
        if best.repaired { verification.checks.append(.init(.readAsRead, passed: false)) }
        let firstItemRow = best.items.compactMap(\.rows.first).min() ?? plainScan.count
        receipt.store = StoreAndDate.store(Array(plainScan.prefix(firstItemRow)))
        // The country's order of day and month, where the currency names the country: not where `$` was
        // guessed on a receipt in a language of countries that write the day first.
        let guessedDollar = if case .dollar? = reading.guess { true } else { false }
        let country = options.currency != nil || (reading.named && !guessedDollar)
        receipt.date = ReceiptDate.choose(
            plainScan.compactMap { row in row.date.map { (printed: $0, withTime: row.words.contains { MetaPatterns.isTime(Array($0.text)) }) } },
            order: country ? ReceiptDate.Order.of(currency) : nil, latestYear: options.latestYear ?? 2099)
        if options.currency == nil, let finding = ReceiptParser.currencyFinding(currency, reading: reading) {
            receipt.findings.append(finding)
        }
        // Money given back: a total and a tax printed negative, on a slip that names a refund or a return.
        let refundTotalLine = best.refundTotalLine.flatMap { line in
            plainScan.contains { $0.keyWords.contains(where: ReceiptParser.refundWords.contains) } ? line : nil
        }
        if let refundTotalLine { receipt.findings.append(Finding(.warning, FindingText.refund(totalLine: refundTotalLine))) }
        // What the limits cut is said: nothing is left out silently.
        let nonEmpty = rows.filter { !$0.text.trimmed.isEmpty }
        if nonEmpty.count > ReceiptParser.maximumRows {
            receipt.findings.append(Finding(.warning, FindingText.rowsCut(count: nonEmpty.count, kept: ReceiptParser.maximumRows)))
        }
        if let long = nonEmpty.prefix(ReceiptParser.maximumRows).firstIndex(where: { $0.text.count > ReceiptParser.maximumRowLength }) {
            receipt.findings.append(Finding(.warning, FindingText.rowCut(row: long + 1, kept: ReceiptParser.maximumRowLength)))
        }
        receipt = BillFileFit.fitted(receipt)
        return ParsedReceipt(receipt: receipt, verification: verification, rows: kept, totalSource: best.totalSource,
                             refundTotalLine: refundTotalLine)
    }

    /// The note that says what the currency was taken from, where the receipt did not name it plainly.
    static func currencyFinding(_ currency: Currency, reading: (currency: Currency, named: Bool, guess: CurrencyDetector.Guess?)) -> Finding? {
        switch reading.guess {
        case .sign(let sign)?: Finding(.note, FindingText.currencyGuessed(currency, sign: sign))
        case .word(let word)?: Finding(.note, FindingText.currencyFromLanguage(currency, word: word))
        case .dollar(let word)?: Finding(.note, FindingText.currencyDollarInLanguage(currency, word: word))
        case .peso(let word)?: Finding(.note, FindingText.currencyPesoInLanguage(currency, word: word))
        case .taxWord(let word)?: Finding(.note, FindingText.currencyFromTaxWord(currency, word: word))
        case .gstRate(let rate)?: Finding(.note, FindingText.currencyFromGSTRate(currency, rate: rate))
        case .dollarWithGST?: Finding(.note, FindingText.currencyDollarWithGST(currency))
        case .vatRate(let rate)?: Finding(.note, FindingText.currencyFromVATRate(currency, rate: rate))
        case nil where !reading.named: Finding(.note, FindingText.currencyAssumed(currency))
        case nil: nil
        }
    }

    /// The rows with the one digit changed in the one item's printed line total that makes the items the
    /// subtotal, where the subtotal and charges make the total as read and no other item could (nil else).
    static func readingOneDigitOfOneItem(_ rows: [RecognizedRow], _ outcome: Resolver.Outcome)
        -> (rows: [RecognizedRow], row: Int, printed: String)? {
        guard outcome.receipt.discounts.isEmpty, let (subtotal, gap) = itemsGapToConfirmedSubtotal(outcome), gap != 0 else { return nil }
        func digits(_ s: String) -> [Character] { s.filter(\.isNumber) }
        var found: (row: Int, word: Int, text: String, printed: String)?
        // Not a line total that its own count and unit price make (`2 x 33.02 = 66.04`): the row confirms it.
        for item in outcome.items where item.addOns.isEmpty && item.discount == nil && !item.repaired
            && !(item.productMatches == true && item.quantity.map { $0 > ExactDecimal(significand: 1) } == true) {
            let wanted = item.total.minorUnits + gap
            guard wanted > 0 else { continue }
            let was = digits(item.printedTotal)
            var now = Array(String(wanted))
            while now.count < subtotal.currency.minorUnitDigits + 1 { now.insert("0", at: 0) }
            guard was.count == now.count, zip(was, now).filter({ $0 != $1 }).count == 1,
                  let row = item.rows.last(where: { $0 < rows.count }) else { continue }
            let words = rows[row].text.split(whereSeparator: \.isWhitespace)
            guard let at = words.lastIndex(where: { $0 == item.printedTotal }) else { continue }
            guard found == nil else { return nil }
            var k = 0
            let text = String(item.printedTotal.map { c -> Character in
                guard c.isNumber else { return c }
                defer { k += 1 }
                return now[k]
            })
            found = (row, at, text, item.printedTotal)
        }
        guard let found else { return nil }
        var out = rows
        out[found.row].text = replacingWord(found.word, of: rows[found.row].text, with: found.text)
        return (out, found.row, found.printed)
    }

    /// The subtotal, and what the items lack to make it (in minor units; below zero what they are over it),
    /// where the subtotal and charges make the total as read and the items miss the subtotal (nil else).
    static func itemsGapToConfirmedSubtotal(_ outcome: Resolver.Outcome) -> (subtotal: Money, gap: Int64)? {
        let checks = outcome.verification.checks
        guard checks.contains(where: { $0.kind == .totalAddsUp && $0.passed }),
              checks.contains(where: { $0.kind == .itemsMatchSubtotal && !$0.passed }),
              let subtotal = outcome.receipt.subtotal else { return nil }
        return (subtotal, subtotal.minorUnits - outcome.items.reduce(Int64(0)) { $0 + $1.net.minorUnits })
    }

    /// The rows with the prices among the items that were not read as money written as the amounts the
    /// items lack to make the subtotal, where the subtotal and charges make the total as read (nil else).
    ///
    /// Such a price is the last word of a row between the items (or just after them) that no item took:
    /// digits about a decimal or grouping mark, where letters OCR confuses with digits are read as those
    /// digits (`52,0O0` for 52000) or the last digit was lost (`3.2` for 3.25, `64.00` for 64000 rupiah,
    /// any last digit). So may an item's price read with its lost last digit taken for a zero (`$2.7` for
    /// 2.79). One such price must make up what the items lack, or else two, in one way only.
    static func readingUnreadPrices(_ rows: [RecognizedRow], _ outcome: Resolver.Outcome)
        -> (rows: [RecognizedRow], prices: [(row: Int, printed: String, amount: Int64)])? {
        guard let (subtotal, gap) = itemsGapToConfirmedSubtotal(outcome) else { return nil }
        let itemRows = outcome.items.flatMap(\.rows)
        guard gap > 0, let first = itemRows.min(), let last = itemRows.max() else { return nil }
        let places = subtotal.currency.minorUnitDigits
        let read = Set(outcome.items.flatMap { item in item.rows.map { "\($0) \(item.printedTotal)" } })
        // For each such row, the amounts its price may be (in minor units), each with what it adds to the
        // items' sum and the word written so.
        var candidates: [(row: Int, word: Int, printed: String, readings: [(adds: Int64, amount: Int64, text: String)])] = []
        // `$2.7` read as 2.70 (its last digit taken for a zero): that digit may be another.
        for item in outcome.items where places >= 2 {
            // (The row that prints it: an item's rows may go on below it, a heading read into the name.)
            let printing = { (r: Int) in rows[r].text.split(whereSeparator: \.isWhitespace).lastIndex { $0 == item.printedTotal } }
            guard let mark = item.printedTotal.lastIndex(where: { $0 == "." || $0 == "," }),
                  item.printedTotal[item.printedTotal.index(after: mark)...].count == places - 1,
                  item.printedTotal.last?.isNumber == true,
                  let r = item.rows.last(where: { $0 < rows.count && printing($0) != nil }), let at = printing(r)
            else { continue }
            let readings = (1...9).map { d in (Int64(d), item.total.minorUnits + Int64(d), item.printedTotal + String(d)) }
            candidates.append((r, at, item.printedTotal, readings))
        }
        for r in first...min(last + 1, rows.count - 1) {
            let words = rows[r].text.split(whereSeparator: \.isWhitespace)
            guard let word = words.last, word.contains(where: \.isNumber), !read.contains("\(r) \(word)"),
                  let mark = word.lastIndex(where: { $0 == "." || $0 == "," }), word[word.index(after: mark)...].count <= 3
            else { continue }
            // Digits (or letters read as digits) about the marks, nothing else but a sign or currency mark in front.
            let body = word.drop { !$0.isNumber && PrintedNumber.confusions[$0] == nil }
            guard body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," || PrintedNumber.confusions[$0] != nil }) else { continue }
            let head = String(word.prefix(word.count - body.count))
            let digits = String(body.compactMap { c -> Character? in c.isNumber ? c : PrintedNumber.confusions[c] })
            // The minor units a run of digits stands for: all the amount's digits, its decimals among them.
            func amount(_ d: String) -> Int64? { d.count >= places + 1 && d.count <= 15 ? Int64(d) : nil }
            var readings: [(Int64, Int64, String)] = []
            if body.contains(where: { !$0.isNumber && $0 != "." && $0 != "," }) {
                if let a = amount(digits) {
                    readings.append((a, a, head + String(body.map { c in c.isNumber || c == "." || c == "," ? c : PrintedNumber.confusions[c]! })))
                }
            } else {
                for d in 0...9 { if let a = amount(digits + String(d)) { readings.append((a, a, String(word) + String(d))) } }
            }
            if !readings.isEmpty { candidates.append((r, words.count - 1, String(word), readings)) }
        }
        var fits: [[(Int, Int)]] = []   // each: (candidate, reading) pairs
        for (c, cand) in candidates.enumerated() {
            for (k, reading) in cand.readings.enumerated() where reading.adds == gap { fits.append([(c, k)]) }
        }
        if fits.isEmpty {
            for a in candidates.indices {
                for b in candidates.indices where b > a && candidates[b].row != candidates[a].row {
                    for (ka, ra) in candidates[a].readings.enumerated() {
                        for (kb, rb) in candidates[b].readings.enumerated() where ra.adds + rb.adds == gap { fits.append([(a, ka), (b, kb)]) }
                    }
                }
            }
        }
        guard fits.count == 1, let fit = fits.first else { return nil }
        var out = rows
        var prices: [(row: Int, printed: String, amount: Int64)] = []
        for (c, k) in fit {
            let cand = candidates[c]
            out[cand.row].text = replacingWord(cand.word, of: rows[cand.row].text, with: cand.readings[k].text)
            prices.append((cand.row, cand.printed, cand.readings[k].amount))
        }
        return (out, prices)
    }

    /// Whether a second reading makes every printed sum hold (the items the subtotal, the total) that the
    /// first makes, and is verified where the first is.
    static func keepsEverySum(_ second: Verification, of first: Verification) -> Bool {
        let sums: [Verification.Check.Kind] = [.itemsMatchSubtotal, .totalAddsUp]
        func passes(_ v: Verification, _ kind: Verification.Check.Kind) -> Bool { v.checks.contains { $0.kind == kind && $0.passed } }
        return sums.allSatisfy { !passes(first, $0) || passes(second, $0) } && (!first.isVerified || second.isVerified)
    }

    /// Whether a second reading makes a printed sum hold (the items the subtotal, or the total) that the
    /// first fails, and breaks none that the first makes.
    static func confirms(_ second: Verification, over first: Verification) -> Bool {
        let sums: [Verification.Check.Kind] = [.itemsMatchSubtotal, .totalAddsUp]
        func passes(_ v: Verification, _ kind: Verification.Check.Kind) -> Bool { v.checks.contains { $0.kind == kind && $0.passed } }
        let gains = sums.contains { passes(second, $0) && !passes(first, $0) }
        let keeps = sums.allSatisfy { !passes(first, $0) || passes(second, $0) }
        return gains && keeps
    }

    /// The rows the parser reads: the non-empty ones, at most ``maximumRows`` of at most
    /// ``maximumRowLength`` characters, rewritten by ``Catalogue/textRewrites`` in order (split figures and
    /// label heads joined, prices read above realigned, a count column's ones and dollar signs read as
    /// letters put back).
    static func prepared(_ rows: [RecognizedRow]) -> [RecognizedRow] {
        var steps: [ParseTrace.Step] = []
        return prepared(rows, steps: &steps)
    }

    /// The rows the parser reads (``prepared(_:)``), and a step of the trace for each rewrite that changed them.
    static func prepared(_ rows: [RecognizedRow], steps: inout [ParseTrace.Step]) -> [RecognizedRow] {
        let bounded = rows.filter { !$0.text.trimmed.isEmpty }.prefix(ReceiptParser.maximumRows).map { row in
            var r = row
            if r.text.count > ReceiptParser.maximumRowLength { r.text = String(r.text.prefix(ReceiptParser.maximumRowLength)) }
            return r
        }.filter { !$0.text.trimmed.isEmpty }
        var out = bounded
        for rewrite in Catalogue.textRewrites {
            let before = out
            out = rewrite.apply(out)
            if let step = rewriteStep(rewrite, from: before, to: out) { steps.append(step) }
        }
        return out
    }

    /// Puts back in step a run of item rows whose prices were read one row above their names (a photo's
    /// price column standing higher than its names, so that each price joined the row above its own):
    /// a price alone on a row, then rows of a name and one price, then a name alone
    /// (`1.19` / `1 SML COFFEE 3.70` / `1 SAU EGG MCMUFFIN`): each name takes the price of the row above.
    ///
    /// The price alone must not stand under a name alone (that is a name printed over its price), at
    /// least one row of a name and a price must stand between, and no row of the run may hold a keyword
    /// (a total, a tax, a payment), nor stand below the first subtotal or total line: the pattern is then
    /// the same shape at both ends, which prices printed with their names do not make.
    static func realigningPricesReadAbove(_ rows: [RecognizedRow]) -> [RecognizedRow] {
        enum Shape { case price, namePrice, name, other }
        let (words, numbers, keywords) = readOnce(rows)
        func shape(_ k: Int) -> Shape {
            let ws = words[k], ns = numbers[k]
            guard !ws.isEmpty, keywords[k].isEmpty else { return .other }
            let letters = ws.indices.filter { ns[$0] == nil }.map { ws[$0] }.joined().filter(\.isLetter).count
            if ws.count == 1 || (ws.count == 2 && PrintedNumber.currencyWord(String(ws[0])) != nil) {
                return isPrice(ns.last!) ? .price : (letters >= 3 ? .name : .other)
            }
            // A name: letters, with at most a count before it; a price only at the end.
            guard letters >= 3, !ns.dropLast().dropFirst().contains(where: { $0 != nil }) else { return .other }
            if let first = ns.first!, !(first.isPlainInteger && first.digits.count <= 2) { return .other }
            if isPrice(ns.last!) { return .namePrice }
            return ns.last! != nil ? .other : .name
        }
        // Only among the items: above the first subtotal or total line.
        let summary = keywords.firstIndex { found in
            found.contains { f in
                switch f.kind {
                case .total, .subtotal: true
                default: false
                }
            }
        } ?? rows.count
        let shapes = rows.indices.map { $0 < summary ? shape($0) : .other }
        var out: [RecognizedRow] = []
        var i = 0
        while i < rows.count {
            var end = i + 1
            while end < rows.count, shapes[end] == .namePrice { end += 1 }
            guard shapes[i] == .price, i == 0 || shapes[i - 1] != .name, end - i >= 2, end < rows.count, shapes[end] == .name else {
                out.append(rows[i])
                i += 1
                continue
            }
            // Rows i+1 ... end take the price of the row above; row i's price moves down with them.
            // The price carried down: its text, and its word with its box where the row has words.
            // (The price's recognised word is found by its text: a speck may stand after it.)
            func priceWord(_ row: RecognizedRow, _ text: Substring) -> Int? { row.words.lastIndex { $0.text == text } }
            var carried = (text: words[i].last!, word: priceWord(rows[i], words[i].last!).map { [rows[i].words[$0]] } ?? [])
            for k in (i + 1)...end {
                var row = rows[k]
                var ws = words[k]
                let own = shapes[k] == .namePrice ? ws.removeLast() : nil
                row.text = ws.joined(separator: " ") + "        " + carried.text
                let ownWord = own.flatMap { priceWord(rows[k], $0) }
                if let ownWord { row.words.remove(at: ownWord) }
                row.words += carried.word
                out.append(row)
                if let own { carried = (own, ownWord.map { [rows[k].words[$0]] } ?? []) }
            }
            i = end + 1
        }
        return out
    }

    /// Each row's words, their numbers and its keywords (of the words that are no number), read once for the
    /// row re-readings below. Specks read as punctuation (`5.50 :`, the edge of the paper) are no words here.
    private static func readOnce(_ rows: [RecognizedRow])
        -> (words: [[Substring]], numbers: [[PrintedNumber?]], keywords: [[(kind: KeywordKind, at: Int, end: Int, phrase: String)]]) {
        let words = rows.map { $0.text.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } } }
        let numbers = words.map { ws in ws.map { PrintedNumber.read(String($0), repairs: false) } }
        let keywords = rows.indices.map { k in
            Keywords.find(in: words[k].indices.filter { numbers[k][$0] == nil }.map { Folding.keyWord(words[k][$0]) }.filter { !$0.isEmpty })
        }
        return (words, numbers, keywords)
    }

    /// Whether a number reads as a price on its own: money, not a rate, a count, a weight or a price per unit,
    /// and a whole number only with its currency sign.
    private static func isPrice(_ n: PrintedNumber?) -> Bool {
        guard let n else { return false }
        return !n.percent && !n.quantityMark && !n.weight && !n.perUnit && (!n.isPlainInteger || n.currency != nil)
    }

    /// The rows with the summary's amounts moved one row: from the first subtotal, tax or total line on
    /// (and the row of a lone amount just above it), each row takes the amount printed at the end of the
    /// row above it (`down`) or below it, and keeps its words; a row left with nothing is dropped. `nil`
    /// when the summary has fewer than two amounts or no row's amount would change.
    static func shiftingSummaryAmounts(_ rows: [RecognizedRow], down: Bool) -> [RecognizedRow]? {
        let (words, numbers, keywords) = readOnce(rows)
        func amount(_ k: Int) -> Substring? { isPrice(numbers[k].last ?? nil) ? words[k].last : nil }
        let keyRows = rows.indices.filter { k in
            keywords[k].contains { f in
                switch f.kind {
                case .total, .subtotal, .tax: true
                default: false
                }
            }
        }
        guard var start = keyRows.first else { return nil }
        if start > 0, amount(start - 1) != nil, words[start - 1].count == 1 { start -= 1 }
        let zone = Array(start..<rows.count)
        let amounts = zone.map(amount)
        guard amounts.compactMap({ $0 }).count >= 2 else { return nil }
        // The shape of a shift: a label with no amount and an amount with no label (`Subtotal` over
        // `PAJAK 10% 18,182`, a lone `20.000`). Labels that each print an amount are read as printed.
        let labelAlone = zone.indices.contains { i in amounts[i] == nil && keyRows.contains(zone[i]) }
        let amountAlone = zone.indices.contains { i in amounts[i] != nil && words[zone[i]].count == 1 }
        guard labelAlone, amountAlone else { return nil }
        // Each zone row's new amount: its neighbour's.
        let moved: [Substring?] = zone.indices.map { i in
            let j = down ? i - 1 : i + 1
            return zone.indices.contains(j) ? amounts[j] : nil
        }
        guard moved != amounts else { return nil }
        var out = Array(rows[..<start])
        for (i, k) in zone.enumerated() {
            var ws = words[k]
            var row = rows[k]
            if let own = amounts[i] {
                ws.removeLast()
                if let w = row.words.lastIndex(where: { $0.text == own }) { row.words.remove(at: w) }
            }
            // The amount stands apart from the label, as a printed column does.
            var text = ws.joined(separator: " ")
            if let new = moved[i] {
                text += (ws.isEmpty ? "" : "        ") + new
                let source = zone[down ? i - 1 : i + 1]
                if let w = rows[source].words.last(where: { $0.text == new }) { row.words.append(w) }
            }
            guard !text.isEmpty else { continue }
            row.text = text
            out.append(row)
        }
        return out
    }

    /// Joins runs of rows that each hold one figure (`1`, `X`, `19.00`, `19.00`): text taken out
    /// of a receipt column by column, which belongs on one row.
    static func joinColumnFragments(_ rows: [RecognizedRow]) -> [RecognizedRow] {
        func isFragment(_ r: RecognizedRow) -> Bool {
            let words = r.text.split(whereSeparator: \.isWhitespace)
            guard words.count == 1 || (words.count == 2 && PrintedNumber.currencyWord(String(words[0])) != nil),
                  let last = words.last else { return false }
            let w = String(last)
            guard let n = PrintedNumber.read(w, repairs: false) else { return ["x", "X", "@", "×"].contains(w) }
            return !(n.isPlainInteger && n.digits.count > 6)  // a barcode stands on its own
        }
        var out: [RecognizedRow] = []
        var run: [RecognizedRow] = []
        func flush() {
            if run.count >= 3 {
                var joined = run[0]
                joined.text = run.map { String($0.text.trimmed) }.joined(separator: " ")
                joined.words = run.flatMap(\.words)
                for r in run.dropFirst() { if let b = r.box { joined.box = joined.box.map { $0.union(b) } ?? b } }
                out.append(joined)
            } else {
                out.append(contentsOf: run)
            }
            run = []
        }
        for r in rows {
            if isFragment(r) { run.append(r) } else { flush(); out.append(r) }
        }
        flush()
        return out
    }

    /// Puts back the first word of a label that was set on its own row under the rest (`Total 140,800`
    /// over `Grand`, `Resto 12,800` over `Pajak`): a lone word that, before the row above, makes a
    /// longer keyword phrase than that row has.
    static func joinLabelHeads(_ rows: [RecognizedRow]) -> [RecognizedRow] {
        var out: [RecognizedRow] = []
        for r in rows {
            let words = r.text.split(whereSeparator: \.isWhitespace)
            if words.count == 1, let above = out.last, words[0].allSatisfy({ $0.isLetter || $0 == "." || $0 == ":" }) {
                let head = Folding.keyWord(words[0])
                let aboveWords = above.text.split(whereSeparator: \.isWhitespace).map(String.init)
                let aboveKeys = aboveWords.filter { PrintedNumber.read($0, repairs: false) == nil }.map { Folding.keyWord($0) }.filter { !$0.isEmpty }
                let hasAmount = aboveWords.contains { PrintedNumber.read($0, repairs: false) != nil }
                let alone = Keywords.find(in: aboveKeys).map(\.phrase)
                let joined = Keywords.find(in: [head] + aboveKeys)
                if hasAmount, !head.isEmpty, !aboveKeys.isEmpty, aboveKeys.count <= 2,
                   joined.contains(where: { $0.at == 0 && $0.phrase.count > head.count && !alone.contains($0.phrase) }) {
                    var merged = above
                    merged.text = String(words[0]) + " " + above.text
                    merged.words = r.words + above.words
                    out[out.count - 1] = merged
                    continue
                }
            }
            out.append(r)
        }
        return out
    }

    /// The currency that signs, codes and language name, unless the numbers clearly say otherwise
    /// (a stray `¥` on a receipt full of cents); else the one the number style suggests.
    static func currency(of scan: [ScannedRow], style: NumberStyle, fallback: Currency) -> Currency {
        currencyReading(of: scan, style: style, fallback: fallback).currency
    }

    /// The receipt's currency (as ``currency(of:style:fallback:)``), whether the receipt named it (by a
    /// sign, a code, a country's or a language's words) rather than the number style or the fallback,
    /// and what it was guessed from when it was a guess (a sign that names several, or the language alone).
    static func currencyReading(of scan: [ScannedRow], style: NumberStyle, fallback: Currency)
        -> (currency: Currency, named: Bool, guess: CurrencyDetector.Guess?) {
        let byStyle = style.digits == 0 ? Currency.idr : (style.decimalMark == "," ? Currency.eur : fallback)
        let twoDecimals = style.digits == 2 && style.evidence > 0
        guard let detected = CurrencyDetector.detection(scan, zeroDecimals: style.digits == 0, twoDecimalAmounts: twoDecimals) else {
            return (byStyle, false, nil)
        }
        let named = detected.currency
        // Three decimals (`19.729`) look like thousands to the style: no disagreement.
        let agrees = (named.minorUnitDigits == 0) == (style.digits == 0) || (named.minorUnitDigits == 3 && style.digits == 0)
        if !agrees, style.evidence >= 3, detected.votes * 2 < style.evidence { return (byStyle, false, nil) }
        return (named, true, detected.guess)
    }

    /// The counts a receipt prints of its items or units: `Total Item: 4`, `2.00xITEMS`, `ITEMS: 1 42,000`,
    /// and the count before the total word in `3 Total 22.000`.
    static func printedCounts(_ rows: [ReadRow]) -> Set<ExactDecimal> {
        var counts: Set<ExactDecimal> = []
        for row in rows {
            let numbers = row.scan.numbers.filter { !$0.number.percent && $0.number.currency == nil }
            var candidates: [PrintedNumber] = []
            if row.scan.has(.count) {
                candidates = numbers.map(\.number)
                // `2.00xITEMS`, `3ITEMS`: the count glued to its word.
                for w in row.scan.words where w.number == nil {
                    let head = w.text.prefix { $0.isNumber || $0 == "." || $0 == "," }
                    if !head.isEmpty, let n = PrintedNumber.read(String(head), repairs: false) { candidates.append(n) }
                }
            } else if case .total = row.role, let first = numbers.first, first.at == 0, row.scan.words.count >= 2 {
                candidates = [first.number]
            }
            for n in candidates {
                guard let v = n.plainValue, v.isInteger, v.isPositive, n.groups[0].count <= 3,
                      n.isPlainInteger || n.groups.last.map({ $0.allSatisfy { $0 == "0" } }) == true else { continue }
                counts.insert(v)
            }
        }
        return counts
    }

    /// Whether the items, or their units, number one of `counts`.
    static func matchesCount(_ items: [ItemDraft], _ counts: Set<ExactDecimal>) -> Bool {
        if counts.contains(ExactDecimal(items.count)) { return true }
        var units = 0
        for item in items {
            // Weighed items have no count of units.
            guard let q = (item.quantity ?? ExactDecimal(1)).integerValue, q > 0, q < 1000 else { return false }
            units += q
        }
        return counts.contains(ExactDecimal(units))
    }

    /// One reading of the scanned rows in a style.
    private func read(_ scan: [ScannedRow], style: NumberStyle, currency: Currency) -> Resolver.Outcome {
        let rows = ReadRow.reading(scan, style: style, currency: currency)
        var assembled = ItemAssembler(currency: currency, omitting: options.omittedRules).assemble(rows)
        // Zero-priced rows under items are options, unless the receipt's own count of items (or of
        // units) says they are items: `2 TUTUP SEAL 0` under `1 GREEN TEA LYCHEE 18.000`, `6 Total`.
        if assembled.freeOptions > 0 {
            let counts = ReceiptParser.printedCounts(rows)
            if !counts.isEmpty, !ReceiptParser.matchesCount(assembled.items, counts) {
                let alternative = ItemAssembler(currency: currency, zeroRowsAreOptions: false, omitting: options.omittedRules).assemble(rows)
                if ReceiptParser.matchesCount(alternative.items, counts) { assembled = alternative }
            }
        }
        let start = assembled.items.isEmpty ? 0 : assembled.end
        let summary = SummaryReader(currency: currency).read(rows, from: start)
        var outcome = Resolver(currency: currency, omitting: options.omittedRules).resolve(items: assembled, summary: summary)
        outcome.record.rows = rows
        return outcome
    }
}

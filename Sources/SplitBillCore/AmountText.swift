/// An amount as people print and type it, read into an exact number.
///
/// Accepts `1,234.56`, `1.234,56`, `1 234,56`, `1'234.56`, `12,50 €`, `$12.50`, `EUR 12.50`,
/// `-3.00`, `3.00-` and `(3.00)`. The rules, in order:
/// 1. Currency signs and codes may stand before or after the number (and around a minus sign);
///    the one found is reported as ``currency``.
/// 2. A minus before the number, a minus after it, or parentheses around it make it negative.
/// 3. Spaces (also no-break and thin spaces) and apostrophes inside the number group thousands.
/// 4. When both `.` and `,` appear, the later one is the decimal mark and the other groups.
/// 5. When one of them appears more than once, it groups (`1.234.567`).
/// 6. When one of them appears once, it is the decimal mark, unless exactly three digits follow
///    it and the integer part is not `0`: then it groups (`1,234` is one thousand two hundred and
///    thirty-four), except where `decimalMark` names it as the decimal mark or the currency has
///    three decimals (KWD `1.234`).
/// Grouped digits must come in threes after the first group.
public struct AmountText: Hashable, Sendable {
    /// The number, with the decimals that were printed.
    public let value: ExactDecimal
    /// The currency named by a sign or code next to the number, if any.
    public let currency: Currency?
    /// The sign when it was a bare `$` or `¥`, which several currencies write (dollars and pesos; yen and
    /// yuan): ``currency`` is then only the most common of them.
    public let sharedSign: Character?

    /// The currency the text names for certain: none for a bare `$` or `¥`.
    public var namedCurrency: Currency? { sharedSign == nil ? currency : nil }

    /// Whether the text may be an amount in `other`: it names no currency, names `other`, or is written
    /// with a bare `$` or `¥` that `other` writes too (`$` for CAD or MXN; not `US$`, `USD` or `$` for EUR).
    public func agrees(with other: Currency) -> Bool {
        guard let currency else { return true }
        if let sharedSign { return other.symbol.contains(sharedSign) }
        return currency == other
    }

    /// Reads `text` as an amount.
    ///
    /// - Parameters:
    ///   - text: the amount as written: `12,50 €`, `$1,234.00`, `-3.00`.
    ///   - decimalMark: the decimal mark the receipt is known to use, to settle `1,234`-like cases.
    ///   - currency: the expected currency, whose number of decimals also settles them.
    /// - Throws: ``AmountError`` saying what is wrong with the text.
    public init(_ text: String, decimalMark: Character? = nil, currency: Currency? = nil) throws(AmountError) {
        var body = Substring(text.trimmingSpaces)
        guard !body.isEmpty else { throw AmountError(text: text, problem: .empty) }
        var negative = false
        if body.first == "(" && body.last == ")" {
            negative = true
            body = body.dropFirst().dropLast().trimmingSpaces
        }
        var found: Currency?
        var sign: Character?
        // Signs and codes may wrap a minus ("-$3.00", "$-3.00", "3.00 €-"), so strip in rounds.
        var changed = true
        while changed {
            changed = false
            if let (c, mark, rest) = AmountText.stripCurrency(body) {
                if let f = found, f != c { throw AmountError(text: text, problem: .twoCurrencies(f, c)) }
                found = c
                sign = mark == "$" || mark == "¥" ? mark.first : nil
                body = rest
                changed = true
            }
            if let first = body.first, AmountText.minusSigns.contains(first) {
                if negative { throw AmountError(text: text, problem: .notANumber) }
                negative = true
                body = body.dropFirst().trimmingSpaces
                changed = true
            } else if let last = body.last, AmountText.minusSigns.contains(last) {
                if negative { throw AmountError(text: text, problem: .notANumber) }
                negative = true
                body = body.dropLast().trimmingSpaces
                changed = true
            } else if body.first == "+" {
                body = body.dropFirst().trimmingSpaces
                changed = true
            }
        }
        let digitsCurrency = currency ?? found
        guard let magnitude = AmountText.readNumber(body, decimalMark: decimalMark, currencyDigits: digitsCurrency?.minorUnitDigits) else {
            throw AmountError(text: text, problem: body.isEmpty ? .empty : .notANumber)
        }
        guard let magnitude = magnitude else { throw AmountError(text: text, problem: .tooLarge) }
        self.value = negative ? ExactDecimal(significand: -magnitude.significand, scale: magnitude.scale) : magnitude
        self.currency = found
        self.sharedSign = sign
    }

    static let minusSigns: Set<Character> = ["-", "\u{2212}", "\u{2013}"]
    static let groupingSpaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "'", "\u{2019}"]

    /// Signs and codes that may stand next to a number, longest first so `HK$` wins over `$`.
    static let currencyMarks: [(mark: String, currency: Currency)] = {
        var marks: [(String, Currency)] = [
            ("US$", .usd), ("HK$", Currency(code: "HKD")!), ("NZ$", Currency(code: "NZD")!),
            ("MX$", Currency(code: "MXN")!), ("NT$", Currency(code: "TWD")!), ("A$", Currency(code: "AUD")!),
            ("C$", Currency(code: "CAD")!), ("S$", Currency(code: "SGD")!), ("R$", Currency(code: "BRL")!),
            ("€", .eur), ("£", .gbp), ("$", .usd), ("¥", .jpy), ("₩", Currency(code: "KRW")!),
            ("₹", Currency(code: "INR")!), ("₫", Currency(code: "VND")!), ("₱", Currency(code: "PHP")!),
            ("₺", Currency(code: "TRY")!), ("₪", Currency(code: "ILS")!), ("฿", Currency(code: "THB")!),
            ("Rp.", .idr), ("Rp", .idr), ("RM", .myr), ("zł", Currency(code: "PLN")!), ("Kč", Currency(code: "CZK")!),
            ("Ft", Currency(code: "HUF")!), ("KD", .kwd),
        ]
        for (code, currency) in Currency.known { marks.append((code, currency)) }
        return marks.sorted { $0.0.count > $1.0.count }
    }()

    private static func stripCurrency(_ body: Substring) -> (Currency, String, Substring)? {
        // Every mark starts with a letter or a sign and ends with one (or `.`): a body that starts with a
        // digit or a decimal mark and ends with a digit has none, and most amounts (`12.50`, in every bill
        // file and saved split) are read without trying the few hundred marks.
        if let first = body.first, let last = body.last, first.asciiDigitValue != nil || first == "." || first == ",",
           last.asciiDigitValue != nil {
            return nil
        }
        for (mark, currency) in currencyMarks {
            if body.count > mark.count, body.hasPrefix(mark) {
                let rest = body.dropFirst(mark.count)
                // A code of letters must not run into more letters ("EURO" is not "EUR" + "O").
                if mark.last!.isLetter, let next = rest.first, next.isLetter { continue }
                return (currency, mark, rest.trimmingSpaces)
            }
            if body.count > mark.count, body.hasSuffix(mark) {
                let rest = body.dropLast(mark.count)
                if mark.first!.isLetter, let previous = rest.last, previous.isLetter { continue }
                return (currency, mark, rest.trimmingSpaces)
            }
        }
        return nil
    }

    /// The magnitude of a number made of digits and marks; `nil` when it is not one, `.some(nil)`
    /// when it has too many digits.
    private static func readNumber(_ body: Substring, decimalMark: Character?, currencyDigits: Int?) -> ExactDecimal?? {
        var groups: [String] = [""]
        var marks: [Character] = []
        for c in body {
            if c.asciiDigitValue != nil {
                groups[groups.count - 1].append(c)
            } else if c == "." || c == "," || groupingSpaces.contains(c) {
                // Spaces of every kind group alike; so do both apostrophes.
                marks.append(c == "\u{2019}" || c == "'" ? "'" : (groupingSpaces.contains(c) ? " " : c))
                groups.append("")
            } else {
                return nil
            }
        }
        guard groups.contains(where: { !$0.isEmpty }) else { return nil }
        // Only a leading decimal mark (".50") may leave a group empty.
        for (i, g) in groups.enumerated() where g.isEmpty {
            if !(i == 0 && marks.count == 1 && (marks[0] == "." || marks[0] == ",")) { return nil }
        }
        var decimalIndex: Int?  // index into marks of the decimal mark
        let pointMarks = marks.indices.filter { marks[$0] == "." || marks[$0] == "," }
        if let last = pointMarks.last {
            let kind = marks[last]
            let sameKind = pointMarks.filter { marks[$0] == kind }
            let otherKind = pointMarks.filter { marks[$0] != kind }
            if !otherKind.isEmpty {
                // Both kinds: the later is the decimal mark and must appear once.
                guard sameKind.count == 1 else { return nil }
                decimalIndex = last
            } else if sameKind.count > 1 {
                decimalIndex = nil
            } else {
                let after = groups[last + 1]
                let before = groups[last]
                let hasSpaceGrouping = marks.contains(" ") || marks.contains("'")
                if after.count != 3 || before == "0" || before.isEmpty {
                    decimalIndex = last
                } else if let mark = decimalMark {
                    decimalIndex = mark == kind ? last : nil
                } else if currencyDigits == 3 || hasSpaceGrouping {
                    decimalIndex = last
                } else {
                    decimalIndex = nil
                }
            }
        }
        // Everything before the decimal mark must be well grouped: first group 1-3 digits, then threes.
        let integerGroups = decimalIndex.map { Array(groups[...$0]) } ?? groups
        let integerMarks = decimalIndex.map { Array(marks[..<$0]) } ?? marks
        if integerGroups.count > 1 {
            guard Set(integerMarks).count == 1 else { return nil }
            guard (1...3).contains(integerGroups[0].count), integerGroups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let integerDigits = integerGroups.joined()
        let fraction = decimalIndex.map { groups[$0 + 1] } ?? ""
        let allDigits = (integerDigits + fraction).drop { $0 == "0" }
        guard allDigits.count <= 18, fraction.count <= 18 else { return .some(nil) }
        var significand: Int64 = 0
        for c in integerDigits + fraction { significand = significand * 10 + Int64(c.asciiDigitValue!) }
        return .some(ExactDecimal(significand: significand, scale: fraction.count))
    }
}

/// Why a piece of text could not be read as an amount.
public struct AmountError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong with it.
    public let problem: Problem

    /// What can be wrong with an amount.
    public enum Problem: Hashable, Sendable {
        case empty
        case notANumber
        case tooLarge
        case negative
        case tooManyDecimals(Currency)
        case twoCurrencies(Currency, Currency)
        case wrongCurrency(found: Currency, expected: Currency)
        /// A bare `$` or `¥` on an amount in a currency that does not write it.
        case signNotUsed(Character, expected: Currency)
    }

    public init(text: String, problem: Problem) {
        self.text = text
        self.problem = problem
    }

    public var description: String {
        let quoted = "\"\(text)\""
        switch problem {
        case .empty:
            return "an amount is empty; write a number such as \"12.50\""
        case .notANumber:
            return "\(quoted) is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\""
        case .tooLarge:
            return "\(quoted) is too large to be an amount on a bill (the limit is 10^13 minor units)"
        case .negative:
            return "\(quoted) is negative, which makes no sense here; write a positive amount"
        case .tooManyDecimals(let currency):
            return "\(quoted) has more decimals than \(currency.code) uses (\(currency.minorUnitDigits))"
        case .twoCurrencies(let a, let b):
            return "\(quoted) names two currencies, \(a.code) and \(b.code)"
        case .wrongCurrency(let found, let expected):
            return "\(quoted) is in \(found.code), but the bill is in \(expected.code)"
        case .signNotUsed(let sign, let expected):
            return "\(quoted) is written with \(sign), which \(expected.code) does not use; the bill is in \(expected.code)"
        }
    }
}

extension Money {
    /// Reads an amount as people write it (see ``AmountText`` for every rule) in `currency`.
    ///
    /// A currency sign or code in the text must agree with `currency`; a bare `$` or `¥`, which several
    /// currencies write, agrees with each of them (``AmountText/agrees(with:)``). Decimals beyond the
    /// currency's are an error unless they are zeros.
    ///
    /// Without a `decimalMark`, a currency of one or two decimals that people write with a decimal
    /// point (USD, GBP, CHF, MYR, ...) reads a point as its decimal mark: `10.005` dollars is an amount
    /// with too many decimals, not ten thousand and five, which is written `10,005`. Elsewhere rule 6 of
    /// ``AmountText`` settles `1.250`-like text (one thousand two hundred and fifty euros; 1.250 dinars).
    public init(parsing text: String, currency: Currency, decimalMark: Character? = nil) throws(AmountError) {
        let mark = decimalMark ?? Money.writtenDecimalPoint(of: currency)
        let amount = try AmountText(text, decimalMark: mark, currency: currency)
        if let found = amount.currency, !amount.agrees(with: currency) {
            throw AmountError(text: text, problem: amount.sharedSign.map { .signNotUsed($0, expected: currency) }
                ?? .wrongCurrency(found: found, expected: currency))
        }
        let normalized = amount.value.normalized
        guard normalized.scale <= currency.minorUnitDigits else {
            throw AmountError(text: text, problem: .tooManyDecimals(currency))
        }
        guard let money = Money(exactly: normalized, currency: currency) else {
            throw AmountError(text: text, problem: .tooLarge)
        }
        self = money
    }

    /// `.` for the currencies of one or two decimals written with a decimal point; nil for the others.
    static func writtenDecimalPoint(of currency: Currency) -> Character? {
        (1...2).contains(currency.minorUnitDigits) && currency.style.decimalMark == "." ? "." : nil
    }
}

extension AmountText {
    /// Reads a unit price (which may have more decimals than the currency, as fuel is priced per litre)
    /// for an item of `quantity` (1 when nil) whose line total is `total`, when known.
    ///
    /// Text with a single `.` or `,` followed by three digits (`1.799`) can be a price with three
    /// decimals or a whole price with its thousands grouped. When only one of the two makes the quantity
    /// times the price the line total (rounded to the currency), that one is taken. Otherwise, in a
    /// currency with decimals, a point is the decimal mark (a fuel price of 1.799 per litre) and so is a
    /// comma where the currency's people write decimals with one (`1,799` euros, but `1,799` dollars is
    /// 1799); in a currency without decimals (IDR, JPY) the mark groups thousands (`3.500` rupiah).
    public static func unitPrice(_ text: String, currency: Currency, quantity: ExactDecimal?, total: Money?) throws(AmountError) -> ExactDecimal {
        var readings: [ExactDecimal] = []
        var firstError: AmountError?
        for mark: Character? in [nil, ".", ","] {
            do {
                let value = try AmountText(text, decimalMark: mark, currency: currency).value
                if !readings.contains(value) { readings.append(value) }
            } catch {
                firstError = firstError ?? error
            }
        }
        guard let asPrinted = readings.first else { throw firstError ?? AmountError(text: text, problem: .notANumber) }
        guard readings.count > 1 else { return asPrinted }
        if let total {
            let fitting = readings.filter { Money(quantity: quantity ?? ExactDecimal(1), times: $0, currency: currency) == total }
            if fitting.count == 1 { return fitting[0] }
        }
        // A point is a decimal point in every currency with decimals (as machines write them); a comma
        // only where the currency's people write decimals with one (`1,799` dollars is 1799).
        let lastMark = text.last { $0 == "." || $0 == "," }
        let decimalMarkHere = lastMark == "." || (lastMark == "," && currency.style.decimalMark == ",")
        if currency.minorUnitDigits > 0, decimalMarkHere, let decimal = readings.first(where: { $0.normalized.scale > 0 }) {
            return decimal
        }
        return readings.first { $0.normalized.scale == 0 } ?? asPrinted
    }
}

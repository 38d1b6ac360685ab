import SplitBillCore

/// A number as printed in one word of a row, before the receipt's number style is known.
///
/// `"1.234,56"` has the digit groups `1`, `234`, `56` and the marks `.`, `,`. Signs, currency
/// marks, `%`, `x`/`@` markers and per-unit suffixes around it are noted, not kept in the groups.
struct PrintedNumber: Hashable, Sendable {
    /// The word as printed.
    var text: String
    /// Runs of digits, left to right.
    var groups: [String]
    /// The `.` or `,` between consecutive groups (`marks.count == groups.count - 1`).
    var marks: [Character]
    /// A minus before or after the number.
    var negative = false
    /// A currency sign or code attached to the number or standing next to it.
    var currency: Currency?
    /// Followed by `%`: a rate, not money.
    var percent = false
    /// A price per unit of weight or volume (`3.99/kg`, `3.939/gal`).
    var perUnit = false
    /// A weight or volume (`0.512 kg`).
    var weight = false
    /// Letters were read as digits (`l2.0O`); such a reading needs the arithmetic's confirmation.
    var repaired = false
    /// Marked as a count: `2x`, `x2`, `*2`, `2 x`.
    var quantityMark = false
    /// Marked as a unit price: `@1.60`, `@ 1.60`, the `1.60` of `2 x 1.60`.
    var unitPriceMark = false
    /// In brackets, `(600,000)` or `( 600,000)`: on a summary line, an amount taken off.
    var bracketed = false

    /// Whether the number is a whole number printed without marks (`2`, `17000`).
    var isPlainInteger: Bool { marks.isEmpty }

    /// Whether the whole part is printed with leading zeros (`005`, `01`): a row's or a pump's number, no count.
    var hasLeadingZeros: Bool { groups[0].count > 1 && groups[0].first == "0" }

    /// In hundredths, the amount this number is when printed with two decimals and its last digit lost
    /// (`174.9` for 174.90, most often a zero), with as many whole digits as `wholeDigits` allows; nil
    /// for any other number, a rate or a negative one.
    func hundredthsWithLastDigitLost(wholeDigits: ClosedRange<Int>) -> Int64? {
        guard groups.count == 2, groups[1].count == 1, wholeDigits.contains(groups[0].count),
              groups[0].first != "0" || groups[0] == "0", !percent, !negative,
              let units = Int64(groups[0] + groups[1] + "0"), units > 0 else { return nil }
        return units
    }

    /// All the digits, without marks.
    var digits: String { groups.joined() }

    /// The number read with its last mark as the decimal mark (or as a whole number without
    /// marks), when the marks before it group thousands properly; used for quantities and rates.
    var plainValue: ExactDecimal? {
        if marks.isEmpty { return Self.decimal(integer: groups[0], fraction: "", negative: negative) }
        let integerGroups = groups.dropLast()
        guard Self.wellGrouped(Array(integerGroups)), let fraction = groups.last else { return nil }
        return Self.decimal(integer: integerGroups.joined(), fraction: fraction, negative: negative)
    }

    /// Whether the groups are those of India's (and Pakistan's, Nepal's, Bangladesh's) lakhs and crores:
    /// the last of three digits, the ones before it of two, the first of one or two (`1,23,456`,
    /// `12,34,56,789`); three groups or more, as two (`12,345`) are thousands.
    static func lakhGrouped(_ groups: [String]) -> Bool {
        guard groups.count >= 3, let first = groups.first, let last = groups.last, (1...2).contains(first.count), last.count == 3
        else { return false }
        return groups.dropFirst().dropLast().allSatisfy { $0.count == 2 }
    }

    /// `1,23,456.00`: lakhs grouped with commas before a decimal point and its decimals.
    var lakhsBeforeDecimalPoint: Bool {
        Self.lakhGrouped(Array(groups.dropLast())) && marks.last == "." && marks.dropLast().allSatisfy { $0 == "," }
    }

    /// Whether groups after the first all have three digits and the first has one to three
    /// (a single group may have any length).
    static func wellGrouped(_ groups: [String]) -> Bool {
        guard groups.count > 1 else { return true }
        guard let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// An exact decimal from digit strings; `nil` past 18 digits.
    static func decimal(integer: String, fraction: String, negative: Bool) -> ExactDecimal? {
        let all = (integer + fraction).drop { $0 == "0" }
        guard all.count <= 17, fraction.count <= 17 else { return nil }
        var significand: Int64 = 0
        for c in integer + fraction {
            guard let d = c.digit else { return nil }
            significand = significand * 10 + Int64(d)
        }
        return ExactDecimal(significand: negative ? -significand : significand, scale: fraction.count)
    }
}

extension PrintedNumber {
    /// Letters that OCR confuses with digits, and the digit each one stands for.
    static let confusions: [Character: Character] = [
        "O": "0", "o": "0", "D": "0", "Q": "0", "I": "1", "l": "1", "i": "1", "|": "1", "!": "1",
        "S": "5", "s": "5", "B": "8", "Z": "2", "z": "2", "G": "6",
        // `§.30`, `§99.45` on scans (`Total Sales §.30`, `CASH 5.30`).
        "§": "5",
    ]

    /// Currency signs and codes that may stand before or after a number, longest first.
    static let currencyMarks: [(mark: String, currency: Currency)] = {
        var marks: [(String, Currency)] = [
            ("Rp.", .idr), ("Rp", .idr), ("RP", .idr), ("RM", .myr), ("US$", .usd), ("$", .usd), ("€", .eur),
            ("£", .gbp), ("¥", .jpy), ("EUR", .eur), ("USD", .usd), ("GBP", .gbp), ("IDR", .idr), ("MYR", .myr),
            ("JPY", .jpy), ("￥", .jpy), ("円", .jpy),
        ]
        for (code, mark) in [("SGD", "S$"), ("AUD", "A$"), ("CAD", "C$"), ("BRL", "R$"), ("CHF", "CHF"), ("INR", "₹"),
                             ("KRW", "₩"), ("THB", "฿"), ("PHP", "₱"), ("TRY", "₺"), ("PLN", "zł"), ("VND", "₫"),
                             ("KWD", "KD"), ("OMR", "OMR"), ("JOD", "JOD"), ("TND", "TND"), ("LKR", "LKR"), ("PKR", "PKR"),
                             ("XOF", "FCFA"), ("XAF", "XAF"), ("XPF", "XPF"), ("UGX", "UGX"), ("PYG", "₲"),
                             ("AED", "AED"), ("HKD", "HK$"), ("NZD", "NZ$"), ("TWD", "NT$"), ("ILS", "₪"), ("CZK", "Kč"),
                             ("SEK", "SEK"), ("NOK", "NOK"), ("DKK", "DKK"), ("KES", "KSh"), ("NGN", "₦"), ("RUB", "₽"),
                             ("UAH", "₴"), ("BDT", "৳"), ("MXN", "MXN"), ("CNY", "元"), ("CNY", "RMB"),
                             ("BGN", "лв."), ("BGN", "лв"), ("HUF", "Ft"), ("RSD", "дин."), ("UAH", "грн"), ("UAH", "грн."),
                             ("RUB", "руб."), ("RUB", "руб"), ("KZT", "₸"), ("ZAR", "ZAR")] {
            if let c = Currency(code: code) {
                marks.append((mark, c))
                if mark != code { marks.append((code, c)) }
            }
        }
        // Signs alone, without their codes, which are words too (`GEL` of a shower gel, `SAR` of specks, `RON`).
        for (code, mark) in [("BGN", "ЛВ"), ("RON", "lei"), ("RON", "LEI"), ("RSD", "din."), ("RUB", "р."), ("GEL", "₾"),
                             ("AZN", "₼"), ("MNT", "₮"), ("LAK", "₭"), ("KHR", "៛"), ("CRC", "₡"), ("MKD", "ден"),
                             ("SAR", "ر.س"), ("AED", "د.إ"), ("EGP", "ج.م"), ("QAR", "ر.ق"), ("KWD", "د.ك")] {
            if let c = Currency(code: code) { marks.append((mark, c)) }
        }
        // Peru's sol as printed (`S/ 25.00`, `S/25.00`); not its code, which is a word of item names (`BIC PEN`).
        if let sol = Currency(code: "PEN") { marks.append(("S/", sol)) }
        // (`BHD` is no mark: in Malaysia it is the `Berhad` of `SDN BHD`; nor is `SAR`, which OCR makes of
        // a margin's specks beside a stray `1`.)
        return marks.sorted { $0.0.count > $1.0.count }
    }()

    /// Units after a number that make it a weight or volume.
    static let weightUnits: Set<String> = ["KG", "G", "LB", "LBS", "IB", "IBS", "1B", "1BS", "OZ", "L", "GAL", "ML", "KGS", "KILO", "KILOS"]

    /// Cents written as digits with at most one decimal mark (`197.9`, `349`), as the same amount in units
    /// (`1.979`, `3.49`); nil for anything else.
    static func centsAsUnits(_ cents: Substring) -> String? {
        let parts = cents.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let digits: [Character] = Array(whole) + (parts.count == 2 ? Array(parts[1]) : [])
        let point: Int = whole.count - 2
        if point <= 0 { return "0." + String(repeating: "0", count: -point) + String(digits) }
        return String(digits[..<point]) + "." + String(digits[point...])
    }

    /// Whether `body` is an amount with two decimals and nothing else (`18.00`, `1,50`).
    static func strokedAmount(_ body: Substring) -> Bool {
        guard let mark = body.lastIndex(where: { $0 == "." || $0 == "," }) else { return false }
        let whole = body[..<mark], cents = body[body.index(after: mark)...]
        return (1...7).contains(whole.count) && whole.allSatisfy { $0.isASCII && $0.isNumber }
            && cents.count == 2 && cents.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Reads one word as a number, or returns `nil` when it is not one.
    ///
    /// `repairs` allows letters that OCR confuses with digits inside a number that has a decimal
    /// or grouping mark (`1O.5O`, `l2,00`); plain words are never turned into numbers.
    static func read(_ word: String, repairs: Bool) -> PrintedNumber? {
        var body = Substring(word)
        var number = PrintedNumber(text: word, groups: [], marks: [])
        // Wrapping punctuation: brackets, quotes, stars, colons.
        let openers: Set<Character> = ["(", "[", "{", "<", "~", "*", "#", "\"", "'", "=", ":", "`", "«", "»", "“", "”", "‘", "’", "|"]
        let closers: Set<Character> = [")", "]", "}", ">", "\"", "'", "=", ":", ";", "*", "`", "«", "»", "“", "”", "‘", "’", "|"]
        var changed = true
        var rounds = 0
        var opened = false, closed = false
        while changed, rounds < 8, !body.isEmpty {
            changed = false
            rounds += 1
            while let f = body.first, openers.contains(f) { opened = opened || f == "("; body.removeFirst(); changed = true }
            while let l = body.last, closers.contains(l) { closed = closed || l == ")"; body.removeLast(); changed = true }
            if let f = body.first, "-−–—".contains(f) {
                number.negative = true; body.removeFirst(); changed = true
            }
            if let l = body.last, "-−–—".contains(l) {
                number.negative = true; body.removeLast(); changed = true
            }
            if let f = body.first, f == "+" { body.removeFirst(); changed = true }
            // `§-14.30`: a currency sign OCR read as `§` (for `£`, `$`); before a minus it is no digit.
            if body.first == "§", let next = body.dropFirst().first, "-−–—".contains(next) { body.removeFirst(); changed = true }
            if let l = body.last, l == "%" { number.percent = true; body.removeLast(); changed = true }
            if body.first == "@" { number.unitPriceMark = true; body.removeFirst(); changed = true }
            // `CASH /18.00`: a stroke OCR read in front of an amount with decimals (a slash after a
            // number is a price per unit, `3.99/kg`; one before digits alone may be part of a date).
            if body.first == "/", strokedAmount(body.dropFirst()) { body.removeFirst(); changed = true }
            if let (currency, rest) = stripCurrency(body) {
                number.currency = currency; body = rest; changed = true
            }
        }
        // `(600,000)`: an amount in brackets is taken off (accounting style); `(10.0%)` is a rate.
        if opened && closed && !number.percent { number.bracketed = true }
        // Count markers: 2x, 2X, x2, *2 (the star went with the openers).
        if body.count >= 2, let l = body.last, "xX×".contains(l), body.dropLast().allSatisfy({ $0.isDigit || $0 == "." || $0 == "," }),
           body.first?.isDigit == true {
            number.quantityMark = true; body.removeLast()
        } else if body.count >= 2, let f = body.first, "xX×".contains(f), body.dropFirst().allSatisfy({ $0.isDigit || $0 == "." || $0 == "," }) {
            number.quantityMark = true; body.removeFirst()
        } else if word.first == "*", body.allSatisfy({ $0.isDigit }) {
            number.quantityMark = true
        }
        // `£ /.00` for `£ 7.00`: a stroke alone before the decimal mark is a 7 whose bar OCR lost (a
        // stroke before digits is no digit: `CASH /18.00`, above).
        var strokeForSeven = false
        if repairs, body.first == "/", let mark = body.dropFirst().first, mark == "." || mark == ",",
           body.count == 4, body.suffix(2).allSatisfy({ $0.isASCII && $0.isNumber }) {
            body = "7" + body.dropFirst()
            strokeForSeven = true
        }
        // Per-unit suffixes: 3.99/kg, 3.939/gal.
        if let slash = body.firstIndex(of: "/") {
            let unit = Folding.keyWord(body[body.index(after: slash)...])
            if weightUnits.contains(unit) || unit == "EA" || unit == "PC" || unit == "PCS" {
                number.perUnit = true
                body = body[..<slash]
                // `197.9c/L`, `349¢/gal`: a price per unit in cents, read in the currency's units (1.979).
                if let c = body.last, c == "c" || c == "¢", let units = PrintedNumber.centsAsUnits(body.dropLast()) {
                    body = Substring(units)
                }
            } else {
                return nil
            }
        }
        // A weight written together: 0.512kg.
        if let letterStart = body.firstIndex(where: { $0.isLetter }), letterStart != body.startIndex,
           weightUnits.contains(Folding.keyWord(body[letterStart...])),
           body[..<letterStart].allSatisfy({ $0.isDigit || $0 == "." || $0 == "," }) {
            number.weight = true
            body = body[..<letterStart]
        }
        if let (currency, rest) = stripCurrency(body) {
            number.currency = currency; body = rest
        }
        // A trailing mark after a grouped number (`40,000.`) is noise.
        while let l = body.last, l == "." || l == "," { body.removeLast() }
        guard !body.isEmpty, body.count <= 24 else { return nil }
        var groups: [String] = [""]
        var marks: [Character] = []
        var realDigits = 0
        var letters = 0
        for c in body {
            if c.isDigit {
                groups[groups.count - 1].append(c)
                realDigits += 1
            } else if c == "." || c == "," {
                marks.append(c)
                groups.append("")
            } else if c == "'" && !groups[groups.count - 1].isEmpty {
                // Swiss grouping 1'234.50: drop the apostrophe but keep the group boundary as a comma.
                marks.append(",")
                groups.append("")
            } else if repairs, c == ":", marks.isEmpty, !groups[groups.count - 1].isEmpty {
                // `12:00` for `12.00`: a colon read for the decimal point.
                marks.append(".")
                groups.append("")
                letters += 1
                number.repaired = true
            } else if repairs, let d = confusions[c] {
                groups[groups.count - 1].append(d)
                number.repaired = true
                letters += 1
            } else if number.percent, c == "O" || c == "o" {
                // `2O%` in a VAT table: the percent sign makes the number a rate, and the O its zero.
                groups[groups.count - 1].append("0")
            } else {
                return nil
            }
        }
        guard realDigits > 0 else { return nil }
        if strokeForSeven {
            number.repaired = true
            letters += 1
            realDigits -= 1
        }
        // `120)` under `KAPAS (KAPAS MEDISOFT COTTON BALL`: a bracket closed that no bracket opened,
        // around a plain number, ends a name that wrapped; it is no amount.
        if closed, !opened, marks.isEmpty, number.currency == nil, word.last == ")" { return nil }
        // A repaired number must look like an amount: a mark, and more real digits than letters.
        if number.repaired {
            guard !marks.isEmpty, realDigits >= letters else { return nil }
        }
        // Empty groups are allowed only as a leading decimal mark (.50).
        for (i, g) in groups.enumerated() where g.isEmpty {
            guard i == 0, marks.count == 1 else { return nil }
            groups[0] = "0"
        }
        number.groups = groups
        number.marks = marks
        return number
    }

    /// Each of ``currencyMarks``' length, first and last character, in its order: a mark can begin
    /// (or end) a word only where its first (or last) character does, which is told without comparing
    /// the rest, so that a word is tried against every mark cheaply.
    private static let currencyMarkShapes: [(count: Int, first: Character, last: Character)] =
        currencyMarks.map { ($0.mark.count, $0.mark.first!, $0.mark.last!) }

    private static func stripCurrency(_ body: Substring) -> (Currency, Substring)? {
        guard let first = body.first, let last = body.last else { return nil }
        let length = body.count
        for (k, shape) in currencyMarkShapes.enumerated() where length > shape.count && (shape.first == first || shape.last == last) {
            let mark = currencyMarks[k].mark
            if shape.first == first, body.hasPrefix(mark) {
                let rest = body.dropFirst(shape.count)
                if shape.last.isLetter, let next = rest.first, next.isLetter { continue }
                return (currencyMarks[k].currency, rest.trimmed)
            }
            if shape.last == last, body.hasSuffix(mark) {
                let rest = body.dropLast(shape.count)
                if shape.first.isLetter, let previous = rest.last, previous.isLetter { continue }
                return (currencyMarks[k].currency, rest.trimmed)
            }
        }
        // Japanese text read as such prints the yen sign as a backslash, as Japanese character sets do: before a
        // whole amount (`\1,760`, `\450`), never one with decimals (OCR's specks before `12.50`).
        if body.first == "\\", body.count >= 2 {
            let rest = body.dropFirst()
            let groups = rest.split(separator: ",", omittingEmptySubsequences: false)
            if rest.first?.isNumber == true, groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
               groups.dropFirst().allSatisfy({ $0.count == 3 }) {
                return (.jpy, rest)
            }
        }
        // Signs made of letters that also start codes and names (`R` for rand, `Rs` for rupees, `kr` for crowns):
        // only before an amount with decimals (`R288.40`, `Rs118.00`, `kr49,90`).
        for (mark, code) in [("Rs.", "INR"), ("Rs", "INR"), ("R", "ZAR"), ("kr.", "SEK"), ("kr", "SEK"), ("Kr", "SEK")] where body.hasPrefix(mark) {
            let rest = body.dropFirst(mark.count)
            let digits = rest.prefix { $0.isDigit || $0 == "," || $0 == "." }
            guard digits.count == rest.count, digits.first?.isDigit == true, digits.count >= 4,
                  let markAt = digits.dropLast(2).last, markAt == "." || markAt == ",",
                  digits.suffix(2).allSatisfy(\.isDigit), let currency = Currency(code: code) else { continue }
            return (currency, rest)
        }
        return nil
    }

    /// The currency named by a word that is only a sign or code (`"RM"`, `"€"`, `"EUR"`).
    static func currencyWord(_ word: String) -> Currency? {
        let w = word.trimmed
        var body = Substring(w)
        while let l = body.last, l == ":" || l == "." && !w.hasPrefix("Rp") { body.removeLast() }
        for (mark, currency) in currencyMarks where body == mark || (mark == "Rp." && body == "Rp") { return currency }
        // Rupees standing alone (`Rs. 210.00`, `RS 120`): India's, Sri Lanka's or Pakistan's; CurrencyDetector
        // tells them apart by the country's words.
        if body == "Rs" || body == "RS" { return Currency(code: "INR") }
        // Crowns (`kr 237,70`, `I ALT kr. 150,95`): Sweden's, Norway's or Denmark's, told apart the same way.
        if body == "kr" || body == "Kr" || body == "KR" { return Currency(code: "SEK") }
        return nil
    }
}

extension PrintedNumber {
    /// Whether the number is marked with `currency`'s sign or code: a bare `$` marks every dollar and peso (`$1.8` on
    /// a receipt in Canadian dollars), as the sign is read as the US dollar's.
    func isMarked(in currency: Currency) -> Bool {
        guard let mark = self.currency else { return false }
        return mark == currency || (mark == .usd && currency.symbol.hasSuffix("$"))
    }
}

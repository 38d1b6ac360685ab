/// A currency: its ISO 4217 code, how many digits its minor unit has, and how people write it.
///
/// `minorUnitDigits` is what receipts actually print, which is not always what ISO 4217 says:
/// Indonesian rupiah (IDR) is listed with 2 digits, but receipts and prices never show them, so
/// splitbill treats IDR as a currency without decimals, like JPY and KRW.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The three-letter code, upper case (`"EUR"`).
    public let code: String
    /// Digits after the decimal mark: 0 for JPY, 2 for EUR and USD, 3 for KWD.
    public let minorUnitDigits: Int
    /// The sign people write (`"€"`, `"$"`, `"Rp"`); the code itself when there is none.
    public let symbol: String
    /// How amounts in this currency are usually written on a receipt of its country.
    public let style: MoneyStyle

    /// Creates a currency that is not in ``known``; prefer ``init(code:)`` for the common ones.
    ///
    /// - Precondition: `code` is three ASCII letters and `minorUnitDigits` is 0 to 4.
    public init(code: String, minorUnitDigits: Int, symbol: String? = nil, style: MoneyStyle = .dotDecimalSymbolFirst) {
        precondition(code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter }, "a currency code is three letters")
        precondition((0...4).contains(minorUnitDigits), "minor unit digits must be 0 to 4")
        self.code = code.uppercased()
        self.minorUnitDigits = minorUnitDigits
        self.symbol = symbol ?? code.uppercased()
        self.style = style
    }

    /// Looks up a currency by its code, case-insensitively; `nil` when splitbill does not know it.
    public init?(code: String) {
        guard let found = Currency.known[code.uppercased()] else { return nil }
        self = found
    }

    /// `10^minorUnitDigits`: how many minor units make one major unit.
    public var minorUnitsPerMajor: Int64 {
        var result: Int64 = 1
        for _ in 0..<minorUnitDigits { result *= 10 }
        return result
    }

    public var description: String { code }
}

/// How a country writes money: the decimal mark, the grouping mark and where the sign goes.
public struct MoneyStyle: Hashable, Sendable {
    /// The decimal mark, `"."` or `","`.
    public var decimalMark: Character
    /// The thousands separator: `","`, `"."`, a space, or an apostrophe.
    public var groupingMark: Character
    /// Whether the currency sign stands before the number (`$12.50`) or after it (`12,50 €`).
    public var symbolFirst: Bool
    /// Whether a space separates the sign from the number (`Rp 15.000`, `12,50 €`).
    public var spaced: Bool

    public init(decimalMark: Character, groupingMark: Character, symbolFirst: Bool, spaced: Bool) {
        self.decimalMark = decimalMark
        self.groupingMark = groupingMark
        self.symbolFirst = symbolFirst
        self.spaced = spaced
    }

    /// `$1,234.56`: the United States, Britain, Japan, Malaysia and many others.
    public static let dotDecimalSymbolFirst = MoneyStyle(decimalMark: ".", groupingMark: ",", symbolFirst: true, spaced: false)
    /// `1.234,56 €`: most of the euro area.
    public static let commaDecimalSymbolLast = MoneyStyle(decimalMark: ",", groupingMark: ".", symbolFirst: false, spaced: true)
    /// `Rp 1.234.567`: Indonesia.
    public static let commaDecimalSymbolFirstSpaced = MoneyStyle(decimalMark: ",", groupingMark: ".", symbolFirst: true, spaced: true)
    /// `1 234,56 zł`: Poland, Sweden, Norway, Czechia and others that group with a space.
    public static let spaceGroupedSymbolLast = MoneyStyle(decimalMark: ",", groupingMark: " ", symbolFirst: false, spaced: true)
    /// `CHF 1'234.56`: Switzerland.
    public static let swiss = MoneyStyle(decimalMark: ".", groupingMark: "'", symbolFirst: true, spaced: true)
    /// `RM 12.50`, `S$ 12.50`: a symbol of letters before a dot-decimal number, with a space.
    public static let dotDecimalSymbolFirstSpaced = MoneyStyle(decimalMark: ".", groupingMark: ",", symbolFirst: true, spaced: true)
}

extension Currency {
    public static let usd = Currency(code: "USD", minorUnitDigits: 2, symbol: "$", style: .dotDecimalSymbolFirst)
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2, symbol: "€", style: .commaDecimalSymbolLast)
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2, symbol: "£", style: .dotDecimalSymbolFirst)
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0, symbol: "¥", style: .dotDecimalSymbolFirst)
    public static let kwd = Currency(code: "KWD", minorUnitDigits: 3, symbol: "KD", style: .dotDecimalSymbolFirstSpaced)
    public static let idr = Currency(code: "IDR", minorUnitDigits: 0, symbol: "Rp", style: .commaDecimalSymbolFirstSpaced)
    public static let myr = Currency(code: "MYR", minorUnitDigits: 2, symbol: "RM", style: .dotDecimalSymbolFirstSpaced)

    /// Every currency splitbill knows by code, with the digits and style its receipts use.
    public static let known: [String: Currency] = {
        let list: [Currency] = [
            .usd, .eur, .gbp, .jpy, .kwd, .idr, .myr,
            Currency(code: "AUD", minorUnitDigits: 2, symbol: "A$", style: .dotDecimalSymbolFirst),
            Currency(code: "CAD", minorUnitDigits: 2, symbol: "C$", style: .dotDecimalSymbolFirst),
            Currency(code: "NZD", minorUnitDigits: 2, symbol: "NZ$", style: .dotDecimalSymbolFirst),
            Currency(code: "HKD", minorUnitDigits: 2, symbol: "HK$", style: .dotDecimalSymbolFirst),
            Currency(code: "SGD", minorUnitDigits: 2, symbol: "S$", style: .dotDecimalSymbolFirst),
            Currency(code: "MXN", minorUnitDigits: 2, symbol: "MX$", style: .dotDecimalSymbolFirst),
            Currency(code: "CHF", minorUnitDigits: 2, symbol: "CHF", style: .swiss),
            Currency(code: "SEK", minorUnitDigits: 2, symbol: "kr", style: .spaceGroupedSymbolLast),
            Currency(code: "NOK", minorUnitDigits: 2, symbol: "kr", style: .spaceGroupedSymbolLast),
            Currency(code: "DKK", minorUnitDigits: 2, symbol: "kr.", style: .commaDecimalSymbolLast),
            Currency(code: "PLN", minorUnitDigits: 2, symbol: "zł", style: .spaceGroupedSymbolLast),
            Currency(code: "CZK", minorUnitDigits: 2, symbol: "Kč", style: .spaceGroupedSymbolLast),
            Currency(code: "HUF", minorUnitDigits: 0, symbol: "Ft", style: .spaceGroupedSymbolLast),
            Currency(code: "ISK", minorUnitDigits: 0, symbol: "kr", style: .commaDecimalSymbolLast),
            Currency(code: "BRL", minorUnitDigits: 2, symbol: "R$", style: .commaDecimalSymbolFirstSpaced),
            Currency(code: "ARS", minorUnitDigits: 2, symbol: "$", style: .commaDecimalSymbolFirstSpaced),
            Currency(code: "CLP", minorUnitDigits: 0, symbol: "$", style: .commaDecimalSymbolFirstSpaced),
            // Colombia's peso has two digits in ISO 4217, but prices and receipts print whole pesos.
            Currency(code: "COP", minorUnitDigits: 0, symbol: "$", style: .commaDecimalSymbolFirstSpaced),
            Currency(code: "TRY", minorUnitDigits: 2, symbol: "₺", style: .commaDecimalSymbolLast),
            Currency(code: "ZAR", minorUnitDigits: 2, symbol: "R", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "INR", minorUnitDigits: 2, symbol: "₹", style: .dotDecimalSymbolFirst),
            Currency(code: "LKR", minorUnitDigits: 2, symbol: "Rs", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "PKR", minorUnitDigits: 2, symbol: "Rs", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "CNY", minorUnitDigits: 2, symbol: "¥", style: .dotDecimalSymbolFirst),
            Currency(code: "KRW", minorUnitDigits: 0, symbol: "₩", style: .dotDecimalSymbolFirst),
            Currency(code: "TWD", minorUnitDigits: 0, symbol: "NT$", style: .dotDecimalSymbolFirst),
            Currency(code: "VND", minorUnitDigits: 0, symbol: "₫", style: .commaDecimalSymbolLast),
            Currency(code: "THB", minorUnitDigits: 2, symbol: "฿", style: .dotDecimalSymbolFirst),
            Currency(code: "PHP", minorUnitDigits: 2, symbol: "₱", style: .dotDecimalSymbolFirst),
            Currency(code: "AED", minorUnitDigits: 2, symbol: "AED", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "SAR", minorUnitDigits: 2, symbol: "SAR", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "ILS", minorUnitDigits: 2, symbol: "₪", style: .dotDecimalSymbolFirst),
            Currency(code: "BHD", minorUnitDigits: 3, symbol: "BD", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "OMR", minorUnitDigits: 3, symbol: "OMR", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "JOD", minorUnitDigits: 3, symbol: "JD", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "TND", minorUnitDigits: 3, symbol: "DT", style: .commaDecimalSymbolLast),
            Currency(code: "IQD", minorUnitDigits: 0, symbol: "IQD", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "LYD", minorUnitDigits: 3, symbol: "LD", style: .dotDecimalSymbolFirstSpaced),
            // The CFA and CFP francs (West and Central Africa, French Polynesia and New Caledonia), the Ugandan
            // shilling and the Paraguayan guaraní: no minor unit in use.
            Currency(code: "XOF", minorUnitDigits: 0, symbol: "FCFA", style: .spaceGroupedSymbolLast),
            Currency(code: "XAF", minorUnitDigits: 0, symbol: "FCFA", style: .spaceGroupedSymbolLast),
            Currency(code: "XPF", minorUnitDigits: 0, symbol: "XPF", style: .spaceGroupedSymbolLast),
            Currency(code: "UGX", minorUnitDigits: 0, symbol: "USh", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "PYG", minorUnitDigits: 0, symbol: "₲", style: .commaDecimalSymbolFirstSpaced),
            Currency(code: "KES", minorUnitDigits: 2, symbol: "KSh", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "TZS", minorUnitDigits: 2, symbol: "TSh", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "NGN", minorUnitDigits: 2, symbol: "₦", style: .dotDecimalSymbolFirst),
            Currency(code: "GHS", minorUnitDigits: 2, symbol: "GH₵", style: .dotDecimalSymbolFirst),
            Currency(code: "EGP", minorUnitDigits: 2, symbol: "EGP", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "MAD", minorUnitDigits: 2, symbol: "DH", style: .commaDecimalSymbolLast),
            Currency(code: "QAR", minorUnitDigits: 2, symbol: "QR", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "RON", minorUnitDigits: 2, symbol: "lei", style: .commaDecimalSymbolLast),
            Currency(code: "BGN", minorUnitDigits: 2, symbol: "лв.", style: .commaDecimalSymbolLast),
            Currency(code: "RUB", minorUnitDigits: 2, symbol: "₽", style: .spaceGroupedSymbolLast),
            Currency(code: "UAH", minorUnitDigits: 2, symbol: "₴", style: .spaceGroupedSymbolLast),
            Currency(code: "PEN", minorUnitDigits: 2, symbol: "S/", style: .dotDecimalSymbolFirstSpaced),
            Currency(code: "BDT", minorUnitDigits: 2, symbol: "৳", style: .dotDecimalSymbolFirst),
            Currency(code: "NPR", minorUnitDigits: 2, symbol: "Rs", style: .dotDecimalSymbolFirstSpaced),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.code, $0) })
    }()
}

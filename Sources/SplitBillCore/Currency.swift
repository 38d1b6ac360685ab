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
        var known = Dictionary(uniqueKeysWithValues: list.map { ($0.code, $0) })
        for currency in iso4217Rest where known[currency.code] == nil { known[currency.code] = currency }
        return known
    }()

    /// The rest of ISO 4217's active currencies (its list of 2025, funds codes included, metals and testing
    /// codes left out), each with ISO's minor-unit digits, the sign its country prints where one is in common
    /// use (the code otherwise), and its country's way of writing amounts.
    ///
    /// Where receipts print no minor units though ISO lists two (Lebanon's, Iran's, Laos's, Myanmar's,
    /// Uzbekistan's, Cambodia's and Sierra Leone's money: prices in whole units, coins long out of use), the
    /// digits are 0, as for the rupiah above.
    static let iso4217Rest: [Currency] = {
        let styles: [String: MoneyStyle] = [
            "d": .dotDecimalSymbolFirst, "ds": .dotDecimalSymbolFirstSpaced, "cl": .commaDecimalSymbolLast,
            "cs": .commaDecimalSymbolFirstSpaced, "sl": .spaceGroupedSymbolLast, "sw": .swiss,
        ]
        // code, digits, sign, style
        let table = """
            AFN 2 ؋ ds|ALL 2 Lek sl|AMD 2 ֏ sl|ANG 2 NAf. cs|AOA 2 Kz sl|AWG 2 Afl. ds|AZN 2 ₼ sl|BAM 2 KM cl|BBD 2 Bds$ d
            BIF 0 FBu sl|BMD 2 BD$ d|BND 2 B$ d|BOB 2 Bs cs|BOV 2 BOV cs|BSD 2 B$ d|BTN 2 Nu. ds|BWP 2 P d|BYN 2 Br sl
            BZD 2 BZ$ d|CDF 2 FC sl|CHE 2 CHE sw|CHW 2 CHW sw|CLF 4 UF cs|COU 2 COU cs|CRC 2 ₡ sl|CUP 2 CUP ds|CVE 2 CVE sl
            DJF 0 Fdj sl|DOP 2 RD$ d|DZD 2 DA cl|ERN 2 Nfk ds|ETB 2 Br ds|FJD 2 FJ$ d|FKP 2 FK£ d|GEL 2 ₾ sl|GIP 2 £ d
            GMD 2 D ds|GNF 0 FG sl|GTQ 2 Q d|GYD 2 G$ d|HNL 2 L ds|HTG 2 G ds|IRR 0 ﷼ ds|JMD 2 J$ d|KGS 2 сом sl
            KHR 0 ៛ sl|KMF 0 CF sl|KPW 2 KPW ds|KYD 2 CI$ d|KZT 2 ₸ sl|LAK 0 ₭ sl|LBP 0 LBP ds|LRD 2 L$ d|LSL 2 M ds
            MDL 2 lei cl|MGA 2 Ar sl|MKD 2 ден cl|MMK 0 K ds|MNT 2 ₮ sl|MOP 2 MOP$ d|MRU 2 UM sl|MUR 2 Rs ds|MVR 2 Rf ds
            MWK 2 MK d|MXV 2 MXV d|MZN 2 MT sl|NAD 2 N$ d|NIO 2 C$ d|PAB 2 B/. d|PGK 2 K ds|RSD 2 RSD cl|RWF 0 FRw sl
            SBD 2 SI$ d|SCR 2 SR ds|SDG 2 SDG ds|SHP 2 £ d|SLE 0 Le ds|SOS 2 Sh ds|SRD 2 SRD cs|SSP 2 SSP ds|STN 2 Db cl
            SVC 2 ₡ d|SYP 2 SYP ds|SZL 2 E d|TJS 2 SM sl|TMT 2 m sl|TOP 2 T$ d|TTD 2 TT$ d|USN 2 USN d|UYI 0 UYI cs
            UYU 2 $U cs|UYW 4 UYW cs|UZS 0 soʻm sl|VED 2 Bs.D cs|VES 2 Bs.S cs|VUV 0 VT sl|WST 2 WS$ d|XCD 2 EC$ d
            XCG 2 Cg cs|YER 2 YER ds|ZMW 2 K d|ZWG 2 ZiG d
            """
        return table.split(whereSeparator: { $0 == "|" || $0 == "\n" }).map { entry in
            let parts = entry.split(separator: " ").map(String.init)
            return Currency(code: parts[0], minorUnitDigits: Int(parts[1])!, symbol: parts[2], style: styles[parts[3]]!)
        }
    }()
}

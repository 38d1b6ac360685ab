import SplitBillCore
import Testing

@Suite("Reading amounts as people write them")
struct AmountTextTests {
    @Test("the forms people write", arguments: [
        ("1,234.56", Currency.usd, 123_456),
        ("1.234,56", Currency.eur, 123_456),
        ("1 234,56", Currency.eur, 123_456),
        ("1\u{00A0}234,56", Currency.eur, 123_456),
        ("1'234.56", Currency.usd, 123_456),
        ("12,50 €", Currency.eur, 1_250),
        ("€12,50", Currency.eur, 1_250),
        ("$12.50", Currency.usd, 1_250),
        ("USD 12.50", Currency.usd, 1_250),
        ("12.50 EUR", Currency.eur, 1_250),
        ("-3.00", Currency.usd, -300),
        ("3.00-", Currency.usd, -300),
        ("(3.00)", Currency.usd, -300),
        ("-$3.00", Currency.usd, -300),
        ("$-3.00", Currency.usd, -300),
        ("12.5", Currency.usd, 1_250),
        (".50", Currency.usd, 50),
        ("0,80", Currency.eur, 80),
        ("43", Currency.eur, 4_300),
        ("1,234", Currency.usd, 123_400),
        ("1.234", Currency.eur, 123_400),
        ("1.234.567", Currency.eur, 123_456_700),
        ("1,346,000", Currency.idr, 1_346_000),
        ("Rp 15.000", Currency.idr, 15_000),
        ("¥1,500", Currency.jpy, 1_500),
        ("1.234", Currency.kwd, 1_234),
        ("KD 12.345", Currency.kwd, 12_345),
        ("RM 9.90", Currency.myr, 990),
    ] as [(String, Currency, Int64)])
    func reads(text: String, currency: Currency, minorUnits: Int64) throws {
        #expect(try Money(parsing: text, currency: currency).minorUnits == minorUnits)
    }

    @Test("a decimal-mark hint settles 1,234 as one and a bit")
    func hint() throws {
        #expect(try AmountText("1,234", decimalMark: ",").value == ExactDecimal("1.234")!)
        #expect(try AmountText("1,234").value == ExactDecimal(1234))
        #expect(try AmountText("0,512").value == ExactDecimal("0.512")!)
    }

    @Test("the currency named next to the number is reported")
    func detectsCurrency() throws {
        #expect(try AmountText("12,50 €").currency == .eur)
        #expect(try AmountText("£4.20").currency == .gbp)
        #expect(try AmountText("Rp 15.000").currency == .idr)
        #expect(try AmountText("HK$ 88.00").currency == Currency(code: "HKD"))
        #expect(try AmountText("12.00").currency == nil)
    }

    @Test("text that is not an amount says why", arguments: [
        ("", "an amount is empty; write a number such as \"12.50\""),
        ("abc", "\"abc\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\""),
        ("12.50.3", "\"12.50.3\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\""),
        ("1,23,4", "\"1,23,4\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\""),
        ("--3", "\"--3\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\""),
        ("12,5055", "\"12,5055\" has more decimals than EUR uses (2)"),
        ("0.512", "\"0.512\" has more decimals than EUR uses (2)"),
        ("12,50 £", "\"12,50 £\" is in GBP, but the bill is in EUR"),
        ("12.50 USD", "\"12.50 USD\" is in USD, but the bill is in EUR"),
        ("US$12.50", "\"US$12.50\" is in USD, but the bill is in EUR"),
        ("CNY 12.50", "\"CNY 12.50\" is in CNY, but the bill is in EUR"),
        ("$12.50", "\"$12.50\" is written with $, which EUR does not use; the bill is in EUR"),
        ("¥1250", "\"¥1250\" is written with ¥, which EUR does not use; the bill is in EUR"),
        ("99999999999999999999", "\"99999999999999999999\" is too large to be an amount on a bill (the limit is 10^13 minor units)"),
    ])
    func rejects(text: String, message: String) {
        #expect {
            _ = try Money(parsing: text, currency: .eur)
        } throws: { error in
            (error as? AmountError)?.description == message
        }
    }

    /// A bare `$` or `¥` is written by several currencies and agrees with each; a code names one.
    @Test func sharedSignsAgreeWithEveryCurrencyThatWritesThem() throws {
        let cad = Currency(code: "CAD")!, mxn = Currency(code: "MXN")!, cny = Currency(code: "CNY")!
        #expect(try Money(parsing: "$12.50", currency: cad).minorUnits == 1250)
        #expect(try Money(parsing: "$12.50", currency: mxn).minorUnits == 1250)
        #expect(try Money(parsing: "¥12.50", currency: cny).minorUnits == 1250)
        #expect(try AmountText("$12.50").sharedSign == "$")
        #expect(try AmountText("$12.50").namedCurrency == nil)
        #expect(try AmountText("US$12.50").namedCurrency == .usd)
        #expect(try AmountText("12.50 USD").agrees(with: cad) == false)
        #expect(try AmountText("12.50").agrees(with: cad))
        #expect(throws: AmountError.self) { try Money(parsing: "12.50 USD", currency: cad) }
    }

    @Test("a currency written with a decimal point reads a point as its decimal mark", arguments: [
        ("10.005", Currency.usd), ("2.505", Currency.gbp), ("1.255", Currency.myr),
    ])
    func pointIsDecimalInPointCurrencies(text: String, currency: Currency) {
        // Ten thousand and five dollars is written 10,005; 10.005 has a decimal too many.
        #expect {
            _ = try Money(parsing: text, currency: currency)
        } throws: { error in
            (error as? AmountError)?.problem == .tooManyDecimals(currency)
        }
    }

    @Test("where the point groups thousands, or the currency has three decimals, rule 6 still settles it", arguments: [
        ("1.250", Currency.eur, 125_000),
        ("1.500", Currency.jpy, 1_500),
        ("Rp 36.630", Currency.idr, 36_630),
        ("1.250", Currency.kwd, 1_250),
        ("1,005", Currency.usd, 100_500),
        // Zeros past the currency's decimals are no decimals at all.
        ("10.000", Currency.usd, 1_000),
        ("2.500", Currency.gbp, 250),
    ] as [(String, Currency, Int64)])
    func otherCurrencies(text: String, currency: Currency, minorUnits: Int64) throws {
        #expect(try Money(parsing: text, currency: currency).minorUnits == minorUnits)
    }

    @Test("a unit price ending in three digits is read as the line total confirms", arguments: [
        // A fuel price per litre: 2 × 1.799 = 3.598, which the till rounds to 3.60.
        ("1.799", Currency.eur, "2", "3.60", "1.799"),
        // The same text as a whole price with its thousands grouped.
        ("1.799", Currency.eur, "2", "3598.00", "1799"),
        // No line total: in a currency with decimals, the mark is the decimal mark...
        ("1.799", Currency.eur, "2", nil, "1.799"),
        ("0,999", Currency.eur, nil, nil, "0.999"),
        ("1.799", Currency.usd, "2", nil, "1.799"),
        // A comma groups thousands in dollars, as in every other amount of a dollar bill.
        ("1,799", Currency.usd, "2", nil, "1799"),
        // ...and in one without, it groups thousands.
        ("3.500", Currency.idr, "2", nil, "3500"),
        ("12.50", Currency.usd, "3", nil, "12.50"),
    ] as [(String, Currency, String?, String?, String)])
    func unitPrices(text: String, currency: Currency, quantity: String?, total: String?, expected: String) throws {
        let total = try total.map { try Money(parsing: $0, currency: currency, decimalMark: ".") }
        let price = try AmountText.unitPrice(text, currency: currency, quantity: quantity.flatMap(ExactDecimal.init), total: total)
        #expect(price == ExactDecimal(expected)!)
    }
}

import SplitBillCore
import Testing

@Suite("Exact money")
struct MoneyTests {
    @Test("formatting follows the currency's country", arguments: [
        (Money(minorUnits: 123_450, currency: .usd), "$1,234.50", "1234.50"),
        (Money(minorUnits: 123_450, currency: .eur), "1.234,50 €", "1234.50"),
        (Money(minorUnits: -300, currency: .eur), "-3,00 €", "-3.00"),
        (Money(minorUnits: 1_591_600, currency: .idr), "Rp 1.591.600", "1591600"),
        (Money(minorUnits: 1_500, currency: .jpy), "¥1,500", "1500"),
        (Money(minorUnits: 12_345, currency: .kwd), "KD 12.345", "12.345"),
        (Money(minorUnits: 5, currency: .usd), "$0.05", "0.05"),
        (Money(minorUnits: 0, currency: .gbp), "£0.00", "0.00"),
    ])
    func formats(money: Money, display: String, plain: String) {
        #expect(money.formatted == display)
        #expect(money.plainString == plain)
    }

    @Test("what is formatted plainly reads back the same, in every currency", arguments: Array(Currency.known.values))
    func roundTrip(currency: Currency) throws {
        for minor: Int64 in [0, 1, 5, 99, 100, 12_345, -12_345, 9_999_999_999] {
            let m = Money(minorUnits: minor, currency: currency)
            #expect(try Money(parsing: m.plainString, currency: currency) == m)
        }
    }

    @Test("percentages round to the nearest minor unit, halves away from zero")
    func percentages() {
        let ten = Money(minorUnits: 1000, currency: .usd)
        #expect(ten.percentage(ExactDecimal("8.875")!)?.minorUnits == 89)      // 88.75
        #expect(Money(minorUnits: 10, currency: .usd).percentage(ExactDecimal(5))?.minorUnits == 1)  // 0.5
        #expect(Money(minorUnits: -10, currency: .usd).percentage(ExactDecimal(5))?.minorUnits == -1)
        #expect(Money(minorUnits: 4300, currency: .eur).percentage(ExactDecimal(10))?.minorUnits == 430)
        #expect(Money(minorUnits: 4300, currency: .eur).includedTax(atPercent: ExactDecimal(10))?.minorUnits == 391)
        #expect(Money(minorUnits: 11900, currency: .eur).includedTax(atPercent: ExactDecimal(19))?.minorUnits == 1900)
    }

    @Test("exact decimals compare by value and print their own places")
    func exactDecimal() {
        #expect(ExactDecimal("12.50")! == ExactDecimal("12.5")!)
        #expect(ExactDecimal("12.50")!.description == "12.50")
        #expect(ExactDecimal("-0.05")!.description == "-0.05")
        #expect(ExactDecimal("0.512")! < ExactDecimal(1))
        #expect(ExactDecimal("-2")! < ExactDecimal("-1.5")!)
        #expect(ExactDecimal("2.5")!.rounded(toPlaces: 0) == ExactDecimal(3))
        #expect(ExactDecimal("-2.5")!.rounded(toPlaces: 0) == ExactDecimal(-3))
        #expect(ExactDecimal("1.2.3") == nil)
        #expect(ExactDecimal("") == nil)
        #expect(ExactDecimal("1e5") == nil)
    }
}

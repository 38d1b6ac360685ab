import Testing
import SplitBillCore
@testable import ReceiptParser

/// Amounts as printed (marks, grouping, signs, currencies without decimals), currency detection,
/// and OCR confusions repaired only when the arithmetic confirms them.
@Suite struct NumberTests {
    struct AmountCase: CustomTestStringConvertible, Sendable {
        var printed: String
        var currency: String
        var plain: String
        var testDescription: String { printed }
    }

    static let amounts: [AmountCase] = [
        AmountCase(printed: "$12.50", currency: "USD", plain: "12.50"),
        AmountCase(printed: "12.50$", currency: "USD", plain: "12.50"),
        AmountCase(printed: "1,234.56", currency: "USD", plain: "1234.56"),
        AmountCase(printed: "12,50 €", currency: "EUR", plain: "12.50"),
        AmountCase(printed: "€12,50", currency: "EUR", plain: "12.50"),
        AmountCase(printed: "EUR 1.234,56", currency: "EUR", plain: "1234.56"),
        AmountCase(printed: "£4.50", currency: "GBP", plain: "4.50"),
        AmountCase(printed: "RM 12.50", currency: "MYR", plain: "12.50"),
        AmountCase(printed: "Rp 15.000", currency: "IDR", plain: "15000"),
        AmountCase(printed: "Rp. 1,346,000", currency: "IDR", plain: "1346000"),
        AmountCase(printed: "Rp 58000.00", currency: "IDR", plain: "58000"),
        AmountCase(printed: "¥1,200", currency: "JPY", plain: "1200"),
        AmountCase(printed: "CHF 1'234.50", currency: "CHF", plain: "1234.50"),
        AmountCase(printed: "R288.40", currency: "ZAR", plain: "288.40"),
        AmountCase(printed: "Rs118.00", currency: "INR", plain: "118.00"),
    ]

    /// `R` and `Rs` stand for a currency only before an amount with decimals: codes stay words.
    @Test func letterSignsNeedAnAmount() {
        #expect(PrintedNumber.read("R2", repairs: false)?.currency == nil)
        #expect(PrintedNumber.read("Rs10", repairs: false)?.currency == nil)
        #expect(PrintedNumber.read("R288.40", repairs: false)?.currency?.code == "ZAR")
    }

    /// `CASH /18.00` (sroie-025 as read): a stroke in front of an amount with decimals is no part of it;
    /// after a number it is a price per unit, and before digits alone it may be a date's.
    @Test func aStrokeBeforeAnAmountIsDropped() {
        #expect(PrintedNumber.read("/18.00", repairs: false)?.groups == ["18", "00"])
        #expect(PrintedNumber.read("/953,35", repairs: false)?.groups == ["953", "35"])
        #expect(PrintedNumber.read("/2018", repairs: false) == nil)
        #expect(PrintedNumber.read("3.99/kg", repairs: false)?.perUnit == true)
    }

    @Test(arguments: amounts)
    func readsAmountsAsPrinted(_ c: AmountCase) {
        let p = Support.parse("LUNCH \(c.printed)\nTOTAL \(c.printed)")
        #expect(p.receipt.currency.code == c.currency)
        #expect(Support.items(p) == ["LUNCH = \(c.plain)"])
        #expect(p.receipt.total.plain == c.plain)
        #expect(p.isVerified)
    }

    struct CurrencyCase: CustomTestStringConvertible, Sendable {
        var text: String
        var currency: String
        var testDescription: String { text.replacingOccurrences(of: "\n", with: " / ") }
    }

    static let currencies: [CurrencyCase] = [
        CurrencyCase(text: "NASI GORENG 25,000\nES TEH 8,000\nTOTAL 33,000\nTUNAI 50,000\nKEMBALI 17,000", currency: "IDR"),
        CurrencyCase(text: "KOPI 18.000\nTotal 18.000", currency: "IDR"),
        CurrencyCase(text: "CHICKEN RICE 8.50\nGST 6% 0.51\nTOTAL 9.01\nTHANK YOU\nSDN BHD", currency: "MYR"),
        CurrencyCase(text: "Pils 3,00\nSumme 3,00\nMwSt 19% 0,48", currency: "EUR"),
        CurrencyCase(text: "CAFE 1,40\nTOTAL 1,40\nIVA INCLUIDO", currency: "EUR"),
        CurrencyCase(text: "COFFEE 3.50\nTOTAL 3.50", currency: "USD"),
        CurrencyCase(text: "COFFEE 3.50\nMUFFIN 2.25\nTOTAL 5.75\n¥", currency: "USD"),
    ]

    @Test(arguments: currencies)
    func detectsTheCurrency(_ c: CurrencyCase) {
        #expect(Support.parse(c.text).receipt.currency.code == c.currency)
    }

    @Test func currencyCanBeOverridden() {
        let p = Support.parse("TEA 2.40\nTOTAL 2.40", currency: .gbp)
        #expect(p.receipt.currency == .gbp)
        #expect(p.receipt.total.plain == "2.40")
    }

    @Test func aCommaReadAsADotStillReads() {
        let p = Support.parse("PAN 1,40\nVINO 3.20\nTOTAL 4,60")
        #expect(p.receipt.currency == .eur)
        #expect(Support.items(p) == ["PAN = 1.40", "VINO = 3.20"])
        #expect(p.isVerified)
    }

    struct RepairCase: CustomTestStringConvertible, Sendable {
        var printed: String
        var plain: String
        var testDescription: String { printed }
    }

    static let repairs: [RepairCase] = [
        RepairCase(printed: "1O.5O", plain: "10.50"), RepairCase(printed: "l2.00", plain: "12.00"),
        RepairCase(printed: "I2.00", plain: "12.00"), RepairCase(printed: "S.00", plain: "5.00"),
        RepairCase(printed: "B.99", plain: "8.99"), RepairCase(printed: "2O,5O", plain: "20.50"),
        // A 7 whose bar OCR lost, alone before the mark (WildReceipt wr-6fda5948ec, tuning part: `£    /.00`).
        RepairCase(printed: "/.00", plain: "7.00"), RepairCase(printed: "/,50", plain: "7.50"),
    ]

    @Test(arguments: repairs)
    func repairsOCRConfusionsTheArithmeticConfirms(_ c: RepairCase) throws {
        let total = try #require(ExactDecimal(c.plain)?.multiplied(by: ExactDecimal(significand: 1))).significand + 300
        let totalText = ExactDecimal(significand: total, scale: 2).description
        let p = Support.parse("COLA 3.00\nBREAD \(c.printed)\nTOTAL \(totalText)", currency: .usd)
        #expect(Support.items(p) == ["COLA = 3.00", "BREAD = \(c.plain)"])
        #expect(Support.findings(p) == ["item 2: read \"\(c.printed)\" as \(c.plain), which the receipt's arithmetic confirms"])
        #expect(p.isVerified)
    }

    @Test(arguments: repairs)
    func refusesRepairsTheArithmeticDoesNotConfirm(_ c: RepairCase) {
        let p = Support.parse("COLA 3.00\nBREAD \(c.printed)\nTOTAL 99.99", currency: .usd)
        #expect(Support.items(p) == ["COLA = 3.00"])
        #expect(!p.isVerified)
        #expect(Support.findings(p) == ["items add up to 3.00 but the total says 99.99; an item may be missing"])
    }

    @Test func repairsCanBeSwitchedOff() {
        let parser = ReceiptParser(options: .init(currency: .usd, repairsOCRConfusions: false))
        let p = parser.parse(text: "COLA 3.00\nBREAD l2.00\nTOTAL 15.00")
        #expect(Support.items(p) == ["COLA = 3.00"])
    }

    /// SROIE sroie-124: `Total Sales (Inclusive of GST) : §.30` and `CASH : 5.30`: OCR reads the 5 as `§`.
    @Test func sectionSignReadForAFive() {
        let p = Support.parse("1921 1 5.00 5.00 SR\nTotal Sales (Excluding GST) : 5.00\nTotalGST : 0.30\nTotal Sales (Inclusive of GST) : §.30\nCASH : 5.30", currency: .myr)
        #expect(p.receipt.total.plain == "5.30")
        #expect(p.isVerified)
    }

    /// A country named on the receipt decides between currencies that signs and language leave open:
    /// Singapore's GST receipt (WildReceipt wr-08b30b596e) is not Malaysian, India's CGST/SGST receipt
    /// (wr-b40ac839e7, whose `@2.5%` OCR read as `€2.5%`) is not in euros, `$` with HST is Canadian.
    @Test func countryWordsNameTheCurrency() {
        let singapore = Support.parse("NO.1 GOLD HILL PLAZA\nSINGAPORE 308899\nGST REG NO:2010161772\nSOUP 10.00\nGST 0.70\nTOTAL 10.70")
        #expect(singapore.receipt.currency.code == "SGD")
        let india = Support.parse("BIR UTTAPPA 1 54.28 54.28\nSub Total : 54.28\nSGST @2.5% : 1.36\nCGST €2.5% : 1.36\nTotal : 57.00")
        #expect(india.receipt.currency.code == "INR")
        let canada = Support.parse("Net Sales $4.99\nHST $0.65\nTOTAL SALES $5.64")
        #expect(canada.receipt.currency.code == "CAD")
        // A printed sign still wins: RM on a receipt that mentions Singapore.
        let malaysia = Support.parse("Delivery from SINGAPORE\nBREAD RM 3.50\nTOTAL RM 3.50")
        #expect(malaysia.receipt.currency.code == "MYR")
    }

    /// A receipt that prints no currency names its place in the address (wr-21fb2d2225, tuning part: a
    /// Dubai café, so dirhams, not the fallback dollar); a place on an item's row is where the goods come
    /// from, not where the shop stands (wr-41b7d45ae8, tuning part, whose `Total AED` names its currency).
    @Test func aPlaceInTheAddressNamesTheCurrency() {
        let dubai = Support.parse("SSN        Cafe Court Lower Ground -Dubai Mall\nDubai, U.A.E\n1 CHOLE BHATURE        28.00\nSORA        5.00\nTOTAL        33.00")
        #expect(dubai.receipt.currency.code == "AED")
        let bangkok = Support.parse("Sukhumvit Soi 11, Bangkok\nTom Yum 120.00\nTOTAL 120.00")
        #expect(bangkok.receipt.currency.code == "THB")
        let produce = Support.parse("0.89 POTATO SAUDI        4.41\n1 PK BANANA PHILIPPINES D        3.75\nTotal AED        8.16")
        #expect(produce.receipt.currency.code == "AED")
        #expect(Support.items(produce) == ["POTATO SAUDI = 4.41", "PK BANANA PHILIPPINES D = 3.75"])
        let imported = Support.parse("1 PK BANANA PHILIPPINES        3.75\nTOTAL        3.75")
        #expect(imported.receipt.currency.code == "USD")
    }

    /// A tax line is its rate of an amount to within one cent, rounded either way; added on top of the
    /// amount or already held in it.
    @Test func aTaxIsItsRateToWithinOneMinorUnit() {
        let usd = Currency.usd
        func m(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: usd) }
        let rate = ExactDecimal(significand: 8875, scale: 3)  // 8.875%
        // 8.875% of 10.00 is 0.8875: 0.89 as rounded, 0.88 as some tills truncate; 0.87 is another rate.
        #expect(m(1000).chargesTax(m(89), atPercent: rate))
        #expect(m(1000).chargesTax(m(88), atPercent: rate))
        #expect(!m(1000).chargesTax(m(87), atPercent: rate))
        // 43.00 with 10% included holds 3.909..: 3.91, also 3.90; not 3.89, and not the 4.30 added on top.
        let ten = ExactDecimal(significand: 10)
        #expect(m(4300).holdsTax(m(391), atPercent: ten))
        #expect(m(4300).holdsTax(m(390), atPercent: ten))
        #expect(!m(4300).holdsTax(m(389), atPercent: ten))
        #expect(!m(4300).holdsTax(m(430), atPercent: ten))
        #expect(m(4300).chargesTax(m(430), atPercent: ten))
    }

    /// A tax flag glued to the price before it is a word of its own: capital letters (`2.99X`, sroie-195's
    /// `15.50SR`), Japan's marks (`¥160軽`, `¥150※`). Not a unit (`36.51L`), a time (`11.39AM`), a price
    /// each (`3.00EA`), a price without two decimals (`0.264X`), nor a count before its price (`1.00X 15.000`).
    @Test func flagsGluedToPrices() {
        #expect(ScannedRow.splittingGluedFlags(["MILK", "2.99X"]) == ["MILK", "2.99", "X"])
        #expect(ScannedRow.splittingGluedFlags(["1x", "000002781709", "15.50SR"]) == ["1x", "000002781709", "15.50", "SR"])
        #expect(ScannedRow.splittingGluedFlags(["おにぎり", "¥160軽"]) == ["おにぎり", "¥160", "軽"])
        // A German deposit's price, starred, with its VAT letter (everyday ev-scandal-1 as the pipeline read it).
        #expect(ScannedRow.splittingGluedFlags(["PFAND", "0.15*B"]) == ["PFAND", "0.15", "*B"])
        #expect(ScannedRow.splittingGluedFlags(["お茶", "¥150※"]) == ["お茶", "¥150", "※"])
        for kept in [["FUEL", "36.51L"], ["11.39AM"], ["CHOWDER", "3.00EA"], ["0.264X", "98,500"], ["1.00X", "15.000"], ["ROOM", "160A"]] {
            #expect(ScannedRow.splittingGluedFlags(kept) == kept)
        }
        let p = Support.parse("ローソン\nおにぎり ¥160軽\nお茶 ¥150※\nパン ¥200\n合計 ¥510")
        #expect(Support.items(p) == ["おにぎり = 160", "お茶 = 150", "パン = 200"])
        #expect(p.verification.isVerified)
    }

    /// Counts: a size before `x` leaves the count after it (`UHT 1L x 2 RM 14.40`), `UN` counts units as
    /// `PCS` does (Brazil's `4 UN 3,75 15,00`), and a row that ends in its `x` (`2 x`) is read without
    /// fault (constructed rows in Malaysian and Brazilian layouts).
    @Test func countsAfterSizesAndUnits() {
        let milk = Support.parse("DUTCH LADY UHT 1L x 2        RM 14.40\nMAGGI KARI 5S                RM  6.85\nTotal        RM 21.25")
        #expect(Support.items(milk) == ["DUTCH LADY UHT 1L = 14.40", "MAGGI KARI 5S = 6.85"])
        #expect(milk.receipt.items.first?.quantity == ExactDecimal(significand: 2))
        #expect(milk.receipt.items.first?.unitPrice == ExactDecimal(significand: 720, scale: 2))
        let bread = Support.parse("003 7893 PAO DE QUEIJO  4 UN      3,75    15,00\n004 7894 SUCO LARANJA   1 UN      9,90     9,90\nTOTAL R$    24,90")
        #expect(bread.receipt.items.map(\.quantity) == [ExactDecimal(significand: 4), ExactDecimal(significand: 1)])
        #expect(bread.verification.isVerified)
        let trailing = Support.parse("COLA 2 x\n3.00\nTOTAL 3.00")
        #expect(trailing.receipt.total?.plainString == "3.00")
    }

    /// Lakhs and crores (`1,23,456.00`, `12,34,56,789.50`), as India prints amounts of a lakh or more: read
    /// whole, so a large Indian bill keeps its total (a constructed receipt in a Mumbai shop's layout).
    /// Two groups are thousands (`12,345.00`); `1,2,345.00` and `1.23.456,00` are no lakhs.
    @Test func lakhsAndCrores() {
        #expect(PrintedNumber.lakhGrouped(["1", "23", "456"]))
        #expect(PrintedNumber.lakhGrouped(["12", "34", "56", "789"]))
        #expect(!PrintedNumber.lakhGrouped(["12", "345"]))
        #expect(!PrintedNumber.lakhGrouped(["1", "2", "345"]))
        #expect(!PrintedNumber.lakhGrouped(["123", "45", "678"]))
        let p = Support.parse("""
            TANISHQ JEWELLERS
            MUMBAI
            GOLD CHAIN 22K        1,23,456.00
            MAKING CHARGES          12,345.00
            SUB TOTAL             1,35,801.00
            CGST 1.5%               2,037.02
            SGST 1.5%               2,037.02
            TOTAL                 1,39,875.04
            """)
        #expect(p.receipt.currency.code == "INR")
        #expect(p.receipt.total?.plainString == "139875.04")
        #expect(p.verification.isVerified)
        #expect(Support.parse("A 1.23.456,00\nTOTAL 1.23.456,00", currency: .eur).receipt.total == nil)
    }
}

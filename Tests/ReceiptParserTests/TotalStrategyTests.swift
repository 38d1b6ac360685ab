import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each way of finding the total (``Resolver/totalStrategies``) on the receipt layout it is written
/// for: the strategy must be the one that found the total, with the amount and source expected.
@Suite struct TotalStrategyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var strategy: String
        var text: String
        var total: String
        var source: ParsedReceipt.TotalSource
        var testDescription: String { strategy }
    }

    static let cases: [Case] = [
        Case(strategy: "ConfirmedTotalLine", text: "COLA 3.20\nTAX 0.26\nTOTAL 3.46", total: "3.46", source: .printed),
        // wr-6f83e73ffc (tuning part): a meal given free by a promotion.
        Case(strategy: "DiscountedToZero",
             text: "1 Meal-CGSand\n4.64\n1 Promo Free        (1.59)\nTI Promo Free        (4.64)\nT Dt Imnde MD        1.59\nSub. Total:        $0.00\nTrax:        $0.00\nTotal:        $0.00\nDiscount Total:        ($6.23)\nChange        $0.00",
             total: "0.00", source: .printed),
        // A whole number after a total word of two digits or more is a total line (`Total : 104`); after a balance
        // word, or of one digit, it is the total only where the arithmetic makes it.
        Case(strategy: "WholeNumberTotal", text: "Masala Chai 4.05\nTax 0.95\nBalance : 5", total: "5.00", source: .printed),
        Case(strategy: "TotalLineHoldsPayment", text: "COFFEE 2.20\nSUBTOTAL 2.20\nTOTAL\n10.00\nCASH\nCHANGE DUE 7.80",
             total: "2.20", source: .printed),
        Case(strategy: "MislabelledTotal", text: "NASI GORENG 45,000\nSUBTOTAL 45,000\nPB1 4,500\n49,500", total: "49500", source: .printed),
        // sroie-210 as read: the total word lost, the cash misread, the items' sum in the tax summary.
        Case(strategy: "ItemsSumPrinted", text: "FLOWER A 122 pcs @ 18.90 2,305.80\nFLOWER B 240 pcs @ 13.90 3,336.00\n"
             + "Total RM Cas)\nCASH: (MYR) 5340.00\nChange 1.20\nGST% Amt (RM) GST(RM) Total (RM)\nSR 6 5,322.45 319.35 5,641.80",
             total: "5641.80", source: .printed),
        // wr-77bede165b (tuning part): the total, the tax it includes, and the amount before that tax.
        Case(strategy: "TotalByTaxRate", text: "1 KOLA +        R26.90\n@R19.90      R39.80\nR14.00\nTotal R288.40\nR35.42 V.A.T Included @ 14%\nR252.98 Total",
             total: "288.40", source: .printed),
        Case(strategy: "UnconfirmedTotalLine", text: "COLA 3.20\nTOTAL 3.50", total: "3.50", source: .printed),
        Case(strategy: "TaxIncludedNote", text: "MENU DEL DIA 43,00\nF 43,00 I.V.A. INCLUIDO", total: "43.00", source: .printed),
        Case(strategy: "PaymentLessChange", text: "COLA 3.20\nCASH 5.00\nCHANGE 1.80", total: "3.20", source: .payment),
        Case(strategy: "PaymentWithoutChange", text: "COLA 3.20\nVISA 3.20", total: "3.20", source: .payment),
        // sroie-106 as Tesseract read it (its total word lost), items cut to two.
        Case(strategy: "PaymentConfirmsPrintedAmount", text: "SHIRT 2 80.00 169.60\nSOCKS 6 16.00 101.76\n(3A gffos (Inclusive of GST) : 599.45\nF CASH : 599.45",
             total: "599.45", source: .payment),
        // wr-d2d6b316cc's layout: the total's word misread, so its row was read as the last item.
        Case(strategy: "LastItemIsPaidTotal", text: "BACDLX SGL-CMB 7.79\nMEDIUM COMBO 0.69\n***TO GO*** 19.50\nAMOUNT TENDER 20.00\nCHANGE DUE 0.50",
             total: "19.50", source: .payment),
        Case(strategy: "SubtotalOnly", text: "COLA 3.20\nSUBTOTAL 3.20", total: "3.20", source: .subtotal),
        Case(strategy: "SubtotalPlusCharges", text: "COLA 20.00\nSUBTOTAL 20.00\nTAX 1.60", total: "21.60", source: .computed),
        Case(strategy: "FreeItemsZeroTotal", text: "WATER 0.00\nTOTAL 0.00", total: "0.00", source: .printed),
        // The tax misread (1.08 for 1.33): the payment less the change is still what was owed.
        Case(strategy: "PaymentLessChangeAlone", text: "PIZZA 11.49\nWATER 2.99\nTAX 1.08\nCASH 20.00\nCHANGE 3.90",
             total: "16.10", source: .payment),
        Case(strategy: "LargestAmount", text: "COLA 3.20\nCHIPS 1.50\nTHANK YOU 4.70 9.99", total: "9.99", source: .largestAmount),
    ]

    /// Reads `text` as the parser's first reading does, down to the resolver's outcome.
    static func outcome(_ text: String) -> Resolver.Outcome {
        let (rows, assembled, currency) = ItemRuleTests.assemble(text)
        let start = assembled.items.isEmpty ? 0 : assembled.end
        let summary = SummaryReader(currency: currency).read(rows, from: start)
        return Resolver(currency: currency).resolve(items: assembled, summary: summary)
    }

    @Test(arguments: cases)
    func theStrategyFindsItsTotal(_ c: Case) {
        let o = TotalStrategyTests.outcome(c.text)
        #expect(o.totalFoundBy == c.strategy)
        #expect(o.receipt.total?.plainString == c.total)
        #expect(o.totalSource == c.source)
    }

    /// sroie-044 as one model read it (tuning part): the `$` of `$0.50` and of the nett total read as a 5,
    /// so the items as printed make `Nett Total: 58.60`. `Total Amount: $8.60`, which the cash also prints,
    /// is trusted first, and the items with the misread line taken at its count times unit price make it.
    @Test func theItemsProductsConfirmATotalThePaymentPrints() {
        let text = "SR 3 Vege\n$4.40 1 $4.40\nSR Add Vegetable\nS0.50 1 50.50\nSR Add Chicken\n$3.70 1 $3.70\n"
            + "Total Amount: $8.60\nGST @6%: $0.49\nNett Total: 58.60\nCASH $8.60\nChange $0.00"
        let o = TotalStrategyTests.outcome(text)
        #expect(o.totalFoundBy == "ConfirmedTotalLine")
        #expect(o.receipt.total?.plainString == "8.60")
        // The parser then repairs the line the arithmetic chose against, and says so.
        let parsed = ReceiptParser().parse(text: text)
        #expect(parsed.receipt.items.map(\.total.plainString) == ["4.40", "0.50", "3.70"])
        #expect(parsed.receipt.total?.plainString == "8.60")
    }

    /// The same items as printed, with only the nett total: the printed reading makes it and is kept.
    @Test func theItemsAsPrintedStillConfirmTheirTotal() {
        let o = TotalStrategyTests.outcome("SR 3 Vege\n$4.40 1 $4.40\nSR Add Vegetable\nS0.50 1 50.50\nNett Total: 54.90")
        #expect(o.totalFoundBy == "ConfirmedTotalLine")
        #expect(o.receipt.total?.plainString == "54.90")
    }

    /// sroie-013 as one model read it (tuning part): the subtotal's amount slid onto the discount's row, so
    /// the items less that "discount" make zero. A total of zero is no mislabelled total: the printed
    /// `Total Incl. GST 15.00` stays, not called verified.
    @Test func aMislabelledTotalIsNeverZero() {
        let o = TotalStrategyTests.outcome(
            "1 15.00 0 15.00 ZR\nSub Total\nDiscount : 15.00\n0.00\nTotal Excl.6%\nGST 6%\nRM\n0.00\nTotal Incl.6ª GST RM 15.00")
        #expect(o.receipt.total?.plainString == "15.00")
        #expect(o.totalFoundBy != "MislabelledTotal")
        #expect(!o.verification.isVerified)
    }

    /// A total printed without its decimals on a receipt of decimals is a total line as strong as its word
    /// (`Net Amount 393` over items of 365.00 whose service tax and rounding were misread; WildReceipt
    /// wr-00f80c66fc as the pipeline read it, tuning part), not confirmed, so not verified. It must stand at
    /// or above every item and the subtotal less the discounts, and at most half as much again as the items
    /// or the subtotal; its decimals lost (`109,`) or of one digit, it is no total line.
    @Test func aTotalPrintedWithoutDecimalsIsATotalLine() {
        let o = TotalStrategyTests.outcome("MASALA CHEESE T 1 100.00 100.00\nDAHI PAPADI 1 85.00 85.00\nTANDOORI PANEER 1 180.00 180.00\nSer.Tax 5.6% 20.44\nVAT(2%) 7.30\nReund off 0.26\nNet Amount 393")
        #expect(o.receipt.total?.plainString == "393.00")
        #expect(!o.verification.isVerified)
        let discounted = TotalStrategyTests.outcome("SOUP 1 199.00 199.00\nPIZZA 1 300.00 300.00\nSub Total : 499.00\nFood Dis @50% : 249.50\nS.C. @10% 172.00%\nGrand Total : 274")
        #expect(discounted.receipt.total?.plainString == "274.00")
        let tooLarge = TotalStrategyTests.outcome("HEINEKEN (5 BTL) 190.00\nGST 10.75\nTOTAL 900")
        #expect(tooLarge.receipt.total?.plainString != "900.00")
        let belowAnItem = TotalStrategyTests.outcome("JACKET 59.99\nSOCKS 4.99\nTOTAL 12")
        #expect(belowAnItem.receipt.total?.plainString != "12.00")
        let decimalsLost = TotalStrategyTests.outcome("SOUP 14.40\nNOODLES 95.30\nRounded Total (RM): 109,")
        #expect(decimalsLost.receipt.total?.plainString != "109.00")
        let oneDigit = TotalStrategyTests.outcome("gallon @ $1.99/gallon $6.37\nTax $0.49\nTOTAL 9\nCash 6.86")
        #expect(oneDigit.receipt.total?.plainString == "6.86")
        #expect(oneDigit.verification.isVerified)
    }

    /// wr-dfeb687b9f as one model read it (tuning part): `Total no. of units: 1` counts the articles; it is
    /// no whole-number total that the one misread item (1.00) would confirm over `Total $10.70`.
    @Test func aCountOfUnitsIsNoWholeNumberTotal() {
        let o = TotalStrategyTests.outcome("Voice\n1.00\nTotal Tax 7.0% (8)\nTotal $10.70\nEFT Payment Visa\nTotal no. of units: 1")
        #expect(o.receipt.total?.plainString == "10.70")
        #expect(o.totalFoundBy != "WholeNumberTotal")
        #expect(!o.verification.isVerified)
    }

    /// sroie-104 as one model read it (tuning part): `Total: 102.39`, the rounding's word lost (`0.01`), then
    /// `Total 102.40`. The bare amount is the difference of the two totals, so the second is the rounded
    /// total, what is paid.
    @Test func aTotalUnderABareDifferenceIsTheRoundedTotal() {
        let o = TotalStrategyTests.outcome("PINEAPPLE JUICE 12.95\nTOSTADA CHIPS 16.95\nSubtotal 29.90\nGST @6% 1.79\nTotal: 31.69\n0.01\nTotal 31.70")
        #expect(o.receipt.total?.plainString == "31.70")
        #expect(o.receipt.rounding?.plainString == "0.01")
        // Without the bare difference the first total stands: two totals a cent apart are no proof.
        let plain = TotalStrategyTests.outcome("PINEAPPLE JUICE 12.95\nTOSTADA CHIPS 16.95\nSubtotal 29.90\nGST @6% 1.79\nTotal: 31.69\nTotal 31.70")
        #expect(plain.receipt.total?.plainString == "31.69")
    }

    /// sroie-165 as read: `Cash 71.00` states what was owed and `Cash Received 101.00` what was handed, so
    /// the change comes from the second; the first payment less the change (41.00) would be no total.
    @Test func theChangeIsGivenFromTheAmountHanded() {
        let o = TotalStrategyTests.outcome("FRIED RICE 3 PAX 71.00\nCash 71.00\nCash Received 101.00\nChange 30.00")
        #expect(o.receipt.total?.plainString == "71.00")
        #expect(o.totalFoundBy == "PaymentLessChange")
    }

    /// sroie-020's layout: items printed with their tax add up to the subtotal before tax plus the tax, two
    /// sets of lines that agree, so a total printed once that neither makes is a misreading; printed twice,
    /// it stands.
    @Test func itemsWithTheirTaxOutvoteATotalPrintedOnce() {
        let items = "BRAISED PORK 2.0 7.00 14.00\nSOUR & SPICY 1.0 12.00 12.00\nJASMINE GREEN 2.0 2.30 4.60\nROAST PORK 1.0 11.90 11.90\n"
            + "Total Sales (Excluding GST) 40.09\nTotal GST 2.41\n"
        let once = TotalStrategyTests.outcome(items + "Total Sales (Inclusive of GST) 52.60")
        #expect(once.receipt.total?.plainString == "42.50")
        #expect(once.receipt.findings.contains { $0.message.contains("was read as 52.60") })
        let twice = TotalStrategyTests.outcome(items + "Total Sales (Inclusive of GST) 52.60\nTotal Rounded 52.60")
        #expect(twice.receipt.total?.plainString == "52.60")
    }

    /// wr-84157a7e85's layout: two labels one under the other, then their two amounts (the photo's columns
    /// read one after the other): the first amount is the first label's, the second the second's.
    @Test func stackedLabelsTakeTheirAmountsInOrder() {
        let o = TotalStrategyTests.outcome("Greek Salad $8.99\n+ Chicken $4.25\nSpicy Cilantro Hummus $4.75\nSub Total\n$17.99\n"
            + "Sales Tax\nOrder Total\n$1.39\n$19.38\nVisa\n$19.38")
        #expect(o.receipt.total?.plainString == "19.38")
        #expect(o.receipt.taxes.map(\.amount.plainString) == ["1.39"])
        #expect(o.verification.isVerified)
    }

    /// The row taken for the total leaves the items.
    @Test func theLastItemTakenForTheTotalLeavesTheItems() {
        let o = TotalStrategyTests.outcome("BACDLX SGL-CMB 7.79\nMEDIUM COMBO 0.69\n***TO GO*** 19.50\nAMOUNT TENDER 20.00\nCHANGE DUE 0.50")
        #expect(o.receipt.items.map(\.total.plainString) == ["7.79", "0.69"])
        #expect(!o.verification.isVerified)
    }

    /// cord-train-00439: `TTL Food` and `TTL Beer` add up to the items, so they are the categories' sums, no
    /// total; the card payment that the items, discount, service and tax make is the total, and the
    /// discount under those lines still counts.
    @Test func categorySumsAreNoTotal() {
        let o = TotalStrategyTests.outcome("""
            1 DarkBeer0.5L 94000
            1 Weiss 0.3 L 84000
            2 130000
            Grill Sea Bass 260000
            1 LgrBeer0.3L 79000
            1 FlyDark 0.3 79000
            1 DarkBeer0.3L 79000
            1 PaulanerP1 385000
            TTL Food 645000
            TTL Beer 415000
            Discount total 129000-
            Service Charge 93100
            Tax 102410
            Payment 1126510
            Visa (M) 1126510
            """)
        #expect(o.receipt.total?.plainString == "1126510")
        #expect(o.totalFoundBy == "PaymentWithoutChange")
        #expect(o.verification.isVerified)
    }

    /// `SUBTOTAL 5.00`, `TAX 0.40`, `DISCOUNT 6.00`: the subtotal and charges make no positive amount, so
    /// no total is given rather than a guess.
    @Test func chargesThatMakeNoPositiveAmountGiveNoTotal() {
        let o = TotalStrategyTests.outcome("COLA 5.00\nSUBTOTAL 5.00\nTAX 0.40\nDISCOUNT 6.00")
        #expect(o.receipt.total == nil)
        #expect(o.totalFoundBy == nil)
    }

    /// sroie-013 (tuning part, pipeline rows), its summary's amounts read a row high: the total line less
    /// the "change" of 15.00 is zero, which the subtotal less a "discount" of 15.00 makes, but cash handed over
    /// with change pays for something, so the total line stands, with the discount doubted.
    @Test func theTotalLineHoldsNoPaymentForAFreeBill() {
        let o = TotalStrategyTests.outcome("""
            MAKANAN SA
            1     15.00      0    15.00 ZR
            Total Items      1.00
            Total Qty    =   1.00
            Sub Total
            Discount        :     15.00
            0.00
            Total Excl.6% GST RM     15.00
            GST 6%        RM     0.00
            Total Incl.6t GST RM     15.00
            Rounding        RM      0.00
            CASH
            CHANGE        :     15.00
            -00
            """)
        #expect(o.receipt.total?.plainString == "15.00")
        #expect(o.totalFoundBy != "TotalLineHoldsPayment")
        #expect(!o.verification.isVerified)
    }

    /// `0.14` read as the subtotal (a line of the tax table), one item of 2.20, `CASH 10.00` and `CHANGE DUE 7.80`:
    /// the items and the payment less the change agree on 2.20 against the subtotal, so 2.20 is the total
    /// (wildreceipt wr-b0d64d59c8, Tesseract text, tuning part); the receipt is not called verified.
    @Test func paymentLessChangeThatTheItemsMakeOverAMisreadSubtotal() {
        let text = """
            mmm cAD0URY CHOL-F8NSUG 2.20
            : = §6CASH 10.00
            CHANGE DUE 7.80
            ITEMS PURCHASED: |
            est -- Rate -- Before GST - GSI Amt
            14 2,06 0.14
            """
        let o = TotalStrategyTests.outcome(text)
        #expect(o.totalFoundBy == "PaymentLessChange")
        #expect(o.receipt.total?.plainString == "2.20")
        #expect(o.receipt.subtotal?.plainString == "0.14")
        #expect(!Support.parse(text).isVerified)
    }

    /// `Total Qty 7 51.42` repeats a subtotal that says its tax is added, and the tax is printed: that amount
    /// is no total line, and the subtotal plus the tax is the estimate (SROIE sroie-020 as the pipeline read
    /// it, its total's amount lost).
    @Test func aSubtotalBeforeItsTaxIsNoTotal() {
        let text = """
            BRAISED PORK      2    7.00    14.00
            ROAST PORK      1.0    37.42    37.42
            Total Qty       3        51.42
            Total Sales (Excluding GST)       51.42
            Total GST        3.08
            Total Sales (Inclusive of GST)
            """
        let o = TotalStrategyTests.outcome(text)
        #expect(o.totalFoundBy == "SubtotalPlusCharges")
        #expect(o.receipt.total?.plainString == "54.50")
    }

    /// A charge whose label was read as a weaker total: `Sales: 1.16` between the subtotal and the total
    /// (wr-6822ee141e, tuning part, pipeline rows: its total misread one digit from what the cash less the
    /// change makes), `AMOUNT 818` under the tax's label (cord-train-00030, tuning part).
    @Test func aChargeReadAsAWeakerTotalIsTheTax() {
        let photo = Support.parse("1 Veg Med        14.85\n1 Diet Coke        1.79\nRL.        SubTotal:      16.60\nSales:       1.16\nTotal:     17.75\nPd. Cash:      20.00\nChange:        2.24")
        #expect(photo.receipt.taxes.map(\.amount.plainString) == ["1.16"])
        #expect(photo.receipt.total?.plainString == "17.76")
        #expect(!photo.isVerified)
        #expect(Support.findings(photo).contains("\"Sales\" 1.16 was read as the tax, as the subtotal and it make the total; check it"))
        let cord = Support.parse("VANDOOLEN 8,182\nPLASTIK 25 0\nSUBTOTAL 8,182\nPB1 10% 10.0002\nAMOUNT 818\n2.00xITEMS\nTOTAL 9,000\nCASH 100,000\nCHANGE 91,000")
        #expect(cord.receipt.taxes.map(\.amount.plainString) == ["818"])
        #expect(cord.receipt.total?.plainString == "9000")
    }

    /// Lone amounts under the subtotal that chain, under a total line that reads below the subtotal
    /// (wr-642a147e82, tuning part, pipeline rows: `1 39.05` for 139.05).
    @Test func loneAmountsThatChainAreTheTaxAndTheTotal() {
        let p = Support.parse("& Duck Nontons        12.00\nRibeye 1602 (2 @25.00)        50.00\nSubtotal        62.00\n5.58\n67.58\n:\n1    e  Due    1 7.58")
        #expect(p.receipt.taxes.map(\.amount.plainString) == ["5.58"])
        #expect(p.receipt.total?.plainString == "67.58")
        #expect(!p.isVerified)
        #expect(Support.findings(p).contains("the amounts 5.58 and 67.58 printed alone under the subtotal were read as the tax and the total (the total line says 7.58); check them"))
    }

    @Test func everyStrategyHasItsCase() {
        let names = Resolver.totalStrategies.map { String(describing: type(of: $0)) }
        #expect(names == TotalStrategyTests.cases.map(\.strategy))
    }
}

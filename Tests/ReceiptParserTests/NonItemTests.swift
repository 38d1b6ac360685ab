import Testing
import SplitBillCore
@testable import ReceiptParser

/// Store names, addresses, phones, dates, tables, servers, tax numbers, card numbers, barcodes and
/// slogans never become items; the store and the date are picked up.
@Suite struct NonItemTests {
    /// `1 @ 2/ 3.00` (one of an offer of two for 3.00) on a row of its own is the pricing of the item beside
    /// it, not an item (WildReceipt wr-9e7b4527a6 as the pipeline read it).
    @Test func anOffersPriceForSeveralIsNoItem() {
        let text = """
        SANTITOS WHT 16Z        2.29 TF
        1 @ 2/ 3.00
        HHELP LASAGNA        1.50 TF
        1 9 4/ 5.00
        GG BABY CARROTS        1.25 TF
        TOTAL        5.04
        """
        let p = Support.parse(text)
        #expect(Support.items(p) == ["SANTITOS WHT 16Z = 2.29", "HHELP LASAGNA = 1.50", "GG BABY CARROTS = 1.25"])
        #expect(p.isVerified)
    }

    @Test func headerAndFooterLinesAreNotItems() {
        let text = """
        THE GOLDEN FORK
        123 Main Street, Springfield
        Tel: (555) 123-4567
        12/03/2024 19:42
        Table 12   Server: Anna
        VAT No. GB123456789
        BURGER 12.50
        FRIES 3.50
        TOTAL 16.00
        VISA **** **** **** 4242 16.00
        Auth 123456
        0123456789012
        Thank you for dining with us!
        """
        let p = Support.parse(text)
        #expect(Support.items(p) == ["BURGER = 12.50", "FRIES = 3.50"])
        #expect(p.receipt.store == "THE GOLDEN FORK")
        #expect(p.receipt.date == "12/03/2024")
        #expect(p.receipt.total.plain == "16.00")
        #expect(p.isVerified)
    }

    /// The staff who served, named above the first item (WildReceipt wr-84157a7e85 and wr-81ddd4b0a8 as
    /// the pipeline read them), are no part of its name.
    @Test func theStaffAboveTheFirstItemAreNotItsName() {
        let employee = Support.parse("- DINE IN\nEmployee: Carlos M,\n1 Greek Salad\n$8.99\nSub Total $8.99\nTotal $8.99")
        #expect(Support.items(employee) == ["Greek Salad = 8.99"])
        let served = Support.parse("Served by Joelle S\nEntrance Fee - Normal\n200.00\nTotal 200.00")
        #expect(Support.items(served) == ["Entrance Fee - Normal = 200.00"])
    }

    /// Phone numbers after the phone words of European receipts are no items (WildReceipt wr-fedf3953e1,
    /// tuning part, as the pipeline read it: a stray `11`, then `Teléfs.` and numbers that read as amounts).
    @Test(arguments: ["Teléfs.:", "Telf.", "Tfno:", "Tlf.", "Telefon"])
    func europeanPhoneWordsMarkHeaderRows(_ word: String) {
        let p = Support.parse("MOUR XXI, S.L.\n11        \(word) 942.86 00.05 942.86 15.63\nwww. mesonmarinero.com\nRACION CALAMARES        12.50\nTOTAL IMPORTE        24.90")
        #expect(Support.items(p) == ["RACION CALAMARES = 12.50"])
    }

    @Test func indonesianHeaderWithoutDecimals() {
        let text = """
        WARUNG MAKAN SEDERHANA
        Jl. Sudirman No. 12 Jakarta
        Telp 021-5551234
        Meja 7 Kasir: Budi
        NASI GORENG 25,000
        ES TEH 8,000
        TOTAL 33,000
        TUNAI 50,000
        KEMBALI 17,000
        TERIMA KASIH
        """
        let p = Support.parse(text)
        #expect(p.receipt.currency == .idr)
        #expect(Support.items(p) == ["NASI GORENG = 25000", "ES TEH = 8000"])
        #expect(p.receipt.store == "WARUNG MAKAN SEDERHANA")
        #expect(p.isVerified)
    }

    /// sroie-098 as printed: `TOTAL GST AMT:` names the tax's amount, not the total (the total word of
    /// `TAX 26 BAL 2.24` after a tax is another matter).
    @Test func anAmountWordAfterATaxPhraseNamesTheTax() {
        let p = Support.parse("""
            BIN BAG 3 13.33 40.00
            GROSS AMOUNT: 40.00
            TOTAL GST AMT: 2.40
            SUB TOTAL 42.40
            TOTAL (RM) 42.40
            AMOUNT PAID 50.00
            AMOUNT CHANGE: 7.60
            """)
        #expect(p.receipt.taxes.map(\.amount.plainString) == ["2.40"])
        #expect(p.receipt.total.plain == "42.40")
    }

    /// A tip guide under the total suggests tips; none is charged (wr-91566d057d, tuning part).
    @Test func aTipGuideChargesNoTip() {
        let p = Support.parse("BURGER 16.95\nFRIES 11.50\nSUBTOTAL 28.45\nTAX 2.49\nTOTAL $30.94\nGratuity Guide 15% $4.64\n18% $5.57\n20% $6.19")
        #expect(p.receipt.tip == nil)
        #expect(p.receipt.total?.plainString == "30.94")
        #expect(p.isVerified)
        let guide = Support.parse("BURGER 16.95\nFRIES 11.50\nSUBTOTAL 28.45\nTAX 2.49\nTOTAL $30.94\nTip Guide\n15%-$4.27  20%-$5.69\n+15%=$35.21")
        #expect(guide.receipt.tip == nil)
        #expect(guide.isVerified)
        // A tip charged is still one.
        let tipped = Support.parse("BURGER 16.95\nFRIES 11.50\nSUBTOTAL 28.45\nTAX 2.49\nTIP 4.00\nTOTAL $34.94")
        #expect(tipped.receipt.tip?.plainString == "4.00")
        #expect(tipped.isVerified)
    }

    /// The column headings of a tax table under the total take none of its amounts, and its rows give the
    /// tax the prices include: wr-20fcc87fe2 (tuning part, pipeline rows) in Spanish, sroie-096 (tuning
    /// part) under `GST Summary`, and a constructed French table whose heading has a subtotal word (`HT`).
    @Test func aTaxTablesHeadingsTakeNoAmount() {
        let spanish = Support.parse("""
            Ct. Articulo        Importe
            2 MENU DIA GV        35,80
            2 Cafe Cortado        3,70
            Total        39,50
            Base   IVA      Importe
            35,91 10%      3,99
            Total        39,50
            """)
        #expect(spanish.receipt.total?.plainString == "39.50")
        // Its tax was misread: more than 10% of the bill holds; the base printed beside it and the total make it 3,59,
        // which the rate confirms, and that is said.
        #expect(spanish.receipt.taxes.map(\.amount.plainString) == ["3.59"])
        #expect(spanish.receipt.taxIncluded == true)
        #expect(Support.findings(spanish).contains(
            "read the tax of 10% as 3.59, the total less the 35.91 printed beside it, which the rate confirms; 3.99 was printed, more than the rate allows; check the tax"),
            "\(Support.findings(spanish))")
        let malaysian = Support.parse("POPULAR BOOK CO\nPEN 9.65\nTotal Sales 9.65\nCASH 10.00\nChange 0.35\nGST Summary  Amount (RM)   Tax (RM)\nT @ 6%        9.10        0.55", currency: .myr)
        #expect(malaysian.receipt.taxes.map(\.amount.plainString) == ["0.55"])
        #expect(malaysian.receipt.taxes.first?.rate == ExactDecimal(significand: 6))
        let french = Support.parse("""
            BAGUETTE TRADITION               1,20
            COMTE AOP 200G                   4,35
            VIN ROUGE BORDEAUX 75CL          6,90
            TOTAL A PAYER                   12,45
            ESPECES                         20,00
            RENDU                            7,55
            TVA      HT       TVA      TTC
            5,50%    5,26     0,29     5,55
            20,00%   5,75     1,15     6,90
            TOTAL   11,01     1,44    12,45
            """)
        #expect(french.receipt.subtotal == nil)
        #expect(french.receipt.total?.plainString == "12.45")
        #expect(french.receipt.taxes.map(\.amount.plainString) == ["0.29", "1.15"])
        #expect(french.verification.isVerified)
    }

    /// A tax summary printed on one row, labelled, whose net and tax make its gross (a German inn's bill and
    /// an Austrian café's, written for the test), is the tax the prices include; three amounts that do not add
    /// up give no tax.
    @Test func aTaxSummaryOnOneRowGivesTheTaxIncluded() {
        let german = Support.parse("""
            Gasthaus Krone
            Schnitzel        14,90
            Bier 0,5l        4,20
            Summe        19,10
            MwSt 19%  Netto 16,05  MwSt 3,05  Brutto 19,10
            """)
        #expect(german.receipt.taxes.map(\.amount.plainString) == ["3.05"])
        #expect(german.receipt.taxes.first?.rate == ExactDecimal(significand: 19))
        #expect(german.receipt.taxIncluded == true)
        #expect(german.isVerified)
        let austrian = Support.parse("CAFE CENTRAL\nMelange 5,50\nSumme 5,50\nUSt 10% Netto 5,00 USt 0,50 Brutto 5,50")
        #expect(austrian.receipt.taxes.map(\.amount.plainString) == ["0.50"])
        let unbalanced = Support.parse("Gasthaus Krone\nSchnitzel 14,90\nSumme 14,90\nMwSt 19% Netto 12,52 MwSt 2,30 Brutto 14,90")
        #expect(unbalanced.receipt.taxes.isEmpty)
        // A VAT analysis of a rate, the net and the VAT on it (a UK pub's, written for the test): no subtotal.
        let pub = Support.parse("1 x Sunday Roast Beef  £17.95\n2 x J2O Orange  £6.80\nTOTAL  £24.75\nMastercard  £24.75\nVAT Analysis\n  20.00%  Net 20.63   VAT 4.12")
        #expect(pub.receipt.subtotal == nil)
        #expect(pub.receipt.taxes.map(\.amount.plainString) == ["4.12"])
        #expect(pub.receipt.taxIncluded == true)
    }

    /// `Sales Tax 0.00`: a receipt whose only tax line prints zero says its tax is zero, not that it has none
    /// (written for the test in a US diner's layout); a zero beside a real tax is no second tax.
    @Test func aTaxPrintedAsZeroIsZero() {
        let p = Support.parse("Pancakes 8.50\nCoffee 2.50\nSubtotal 11.00\nSales Tax 0.00\nTotal 11.00")
        #expect(p.receipt.tax?.plainString == "0.00")
        #expect(p.receipt.taxes.count == 1)
        #expect(p.isVerified)
        let two = Support.parse("Pancakes 8.50\nSubtotal 8.50\nCity Tax 0.00\nState Tax 0.60\nTotal 9.10")
        #expect(two.receipt.taxes.map(\.amount.plainString) == ["0.60"])
    }

    /// `BTW 21% over 10,90 1,B9`: the tax read with a letter for a digit, its base beside it. The rate
    /// makes 1,89 of 10,90 (held in it), so the tax is 1.89, not the base; a word that the rate does not
    /// confirm (`1,B4`) is not taken for the tax.
    @Test func aTaxReadWithALetterForADigitIsReadBackWhenItsRateAndBaseConfirmIt() {
        func receipt(_ tax: String) -> ParsedReceipt {
            Support.parse("""
                2 Cappuccino                    7,20
                1 Appeltaart                    5,25
                1 Bitterballen                  7,50
                1 Jonge jenever                 3,95
                Totaal                         23,90
                PIN                            23,90
                BTW 9% over 13,00               1,07
                BTW 21% over 10,90              \(tax)
                """)
        }
        let misread = receipt("1,B9")
        #expect(misread.receipt.taxes.map(\.amount.plainString) == ["1.07", "1.89"])
        #expect(misread.receipt.total?.plainString == "23.90")
        let unconfirmed = receipt("1,B4")
        #expect(!unconfirmed.receipt.taxes.map(\.amount.plainString).contains("1.84"))
    }

    /// `H=HST 13% 14.46 @ 13.000% 1.88`: a flag's legend glued to the tax's name still names the tax, so the
    /// row is the tax, not an item, even with no subtotal to anchor it (written for the test in an Ontario
    /// grocery's layout).
    @Test func aTaxNamedInAFlagsLegendIsTheTax() {
        let p = Support.parse("""
            BANANAS                  1.49
            FACIAL TISSUE            4.49 H
            DISH SOAP                9.97 H
            H=HST 13% 14.46 @ 13.000%   1.88
            TOTAL                   17.83
            """)
        #expect(Support.items(p) == ["BANANAS = 1.49", "FACIAL TISSUE = 4.49", "DISH SOAP = 9.97"])
        #expect(p.receipt.tax?.plainString == "1.88")
        #expect(ScannedRow.legendName("H=HST") == "HST" && ScannedRow.legendName("T=TAX") == "TAX")
        #expect(ScannedRow.legendName("A=1") == nil && ScannedRow.legendName("1=HST") == nil)
    }

    /// OCR's misreadings of a tax's label: the legend's `=` read as a dash (`H-HST 13%`, wr-982ddd03b0) and specks
    /// read as a short word before a short tax word (`NSS   HST`, wr-d2d6b316cc; both tuning part, as the pipeline
    /// read them) still name the tax; a dash in a name (`T-SHIRT`) and a short tax word after a name's word
    /// (`Bakmie Pst/ Bakso`, `CHEESE PST`) do not.
    @Test func aTaxLabelMisreadStillNamesTheTax() {
        let dash = Support.parse("CASHM.BATH.TISS        2.99\nH-HST 13%        .39\nTOTAL        3.38")
        #expect(Support.items(dash) == ["CASHM.BATH.TISS = 2.99"])
        #expect(dash.receipt.tax?.plainString == "0.39")
        #expect(dash.isVerified)
        let specks = Support.parse("DOUBLE COMBO        7.69\nBACDLX SGL-CMB        7.79\nNSS   HST        2.01\nTOTAL        17.49")
        #expect(Support.items(specks) == ["DOUBLE COMBO = 7.69", "BACDLX SGL-CMB = 7.79"])
        #expect(specks.receipt.tax?.plainString == "2.01")
        #expect(ScannedRow.legendName("H-HST") == "HST" && ScannedRow.legendName("T-TAX") == "TAX")
        #expect(ScannedRow.legendName("T-SHIRT") == nil && ScannedRow.legendName("E-MONEY") == nil)
        #expect(Keywords.find(in: ["NSS", "HST"]).contains { $0.kind == .tax })
        #expect(!Keywords.find(in: ["CHEESE", "PST"]).contains { $0.kind == .tax })
        #expect(!Keywords.find(in: ["BAKMIE", "PST", "BAKSO"]).contains { $0.kind == .tax })
    }

    /// Mexico's excise tax (`IEPS 8%`) printed under the VAT is a second tax; a service word one letter
    /// short (`servco`) still names the service charge (written for the test in a Mexican grocery's and a
    /// Brazilian bar's layout).
    @Test func anExciseTaxAndAServiceWordOneLetterShort() {
        let mexican = Support.parse("""
            REFRESCO COLA 2L           $42.50
            GALLETAS SURTIDAS          $68.90
            CERVEZA 6PK               $113.63
            SUBTOTAL                  $225.03
            IVA 16%                    $21.96
            IEPS 8%                     $5.71
            TOTAL                     $252.70
            """)
        #expect(mexican.receipt.taxes.map(\.amount.plainString) == ["21.96", "5.71"])
        #expect(mexican.isVerified)
        let brazilian = Support.parse("""
            2 Chopp Pilsen          25,80
            1 Porcao de Fritas      32,00
            Subtotal                57,80
            Taxa de servco 10% (opcional)   5,78
            Total                   63,58
            """)
        #expect(brazilian.receipt.service?.plainString == "5.78")
        #expect(brazilian.receipt.tax == nil)
    }

    /// A footer that says the prices include the tax takes no amount from the tax table's row above it
    /// (`Z 0%  3.200  0.00`, its last figure cut short): that row's figures are the table's (written for the
    /// test in an Omani grocery's layout).
    @Test func aTaxNoteTakesNoFigureFromTheTaxTableAboveIt() {
        let p = Support.parse("""
            ARABIC BREAD 6PCS                  0.200 Z
            FRESH MILK 1L                      0.650 Z
            TISSUE BOX 5PK                     1.450 S
            Total (OMR)                        2.300
            Card                               2.300
            VAT Summary   Taxable     VAT
            S 5%           1.381   0.069
            Z 0%           0.850   0.00
            Prices include VAT. Thank you!
            """)
        #expect(p.receipt.taxes.map(\.amount.plainString) == ["0.069"])
        #expect(p.receipt.total?.plainString == "2.300")
    }

    /// A GST breakup that prints the tax in two columns (`5%  263.80  6.60  6.60` under `GST%  Taxable  CGST
    /// SGST`) charges both: the tax is their sum, which the rate makes of the taxable value, also with the
    /// sum printed after them (written for the test in an Indian supermarket's layout).
    @Test func aTaxTableWithTwoTaxColumnsSumsThem() {
        let p = Support.parse("""
            BASMATI RICE 1KG                 165.00
            TOOR DAL 1KG                     142.00
            SUNFLOWER OIL 1L                  78.00
            TOTAL                            385.00
            GST%   Taxable     CGST     SGST
               5%    263.80     6.60     6.60
              12%     96.42     5.79     5.79
            """, currency: Currency(code: "INR"))
        #expect(p.receipt.taxes.map(\.amount.plainString) == ["13.20", "11.58"])
        #expect(SummaryReader.taxColumnsOfBase(["263.80", "6.60", "6.60", "13.20"].map { Money(exactly: ExactDecimal($0)!, currency: .usd)! },
                                               rate: ExactDecimal(significand: 5))?.plainString == "13.20")
    }

    /// A VAT table's rate with its zero read as the letter O (`2O%`) is still the rate: the percent sign makes
    /// it a number (written for the test in a UK chemist's layout, misread as Tesseract does).
    @Test func aRateWithTheLetterOForItsZero() {
        let p = Support.parse("""
            Simple Face Wash 150ml           £4.75 A
            Carmex Lip Balm                  £3.50 A
            Chicken Sandwich                 £3.25 Z
            Balance to pay                   £11.50
            VAT    Rate    Net     VAT
            A      2O%     6.88    1.37
            Z      0%      3.25    0.00
            """)
        #expect(p.receipt.tax?.plainString == "1.37")
        #expect(p.receipt.taxIncluded == true)
        #expect(PrintedNumber.read("2O%", repairs: false)?.plainValue == ExactDecimal(significand: 20))
        #expect(PrintedNumber.read("O%", repairs: false) == nil)
    }

    /// A tax table whose rates are printed without `%` under a heading that has it (`Moms%`), in either order of
    /// tax and net (written for the test in a Stockholm café's layout): each row's tax is the smaller amount of
    /// the two that make its gross, and that rate of the larger.
    @Test func aTaxTablesRatesWithoutTheirSign() {
        let p = Support.parse("""
            Kafé Kanelbullen
            2 st Kanelbulle        à 42,00     84,00
            1 st Glas vitt vin                 98,00
            Summa                             182,00
            Kort                              182,00
            Moms %        Moms      Netto     Brutto
            12,00         9,00      75,00      84,00
            25,00        19,60      78,40      98,00
            """)
        #expect(p.receipt.taxes.map(\.amount.plainString) == ["9.00", "19.60"])
        #expect(p.receipt.taxIncluded == true)
        #expect(p.isVerified, "\(p.receipt.findings)")
        // Four numbers that are no such row: the third is no rate of the second.
        #expect(Support.parse("Summa 182,00\n12,00 50,00 132,00 182,00").receipt.taxes.isEmpty)
    }

    /// Customer care in a footer (`LAYANAN KONSUMEN`, Indonesian; `Customer Service`) is no service charge, and the
    /// numbers of its phone no amount. (A row of a helper's written audit receipts, in an Indonesian minimarket's layout.)
    @Test func customerCareIsNoServiceCharge() {
        let p = Support.parse("ROTI TAWAR 15.000\nSUSU UHT 8.500\nTOTAL 23.500\nTUNAI 50.000\nKEMBALI 26.500\nLAYANAN KONSUMEN SMS/WA 0811 1500 000")
        #expect(p.receipt.service == nil)
        #expect(p.receipt.total?.plainString == "23500")
        #expect(p.isVerified)
    }

    /// A tax table ends at a tip or a payment: a card slip's `Totaal` under a Dutch `BTW` table is the total to pay,
    /// not the table's (written for the test in a Utrecht café's layout).
    @Test func aTaxTableEndsAtATipOrAPayment() {
        let p = Support.parse("""
            2 Bitterballen (8)             17,00 L
            3 Hertog Jan tap               11,70 H
            Subtotaal                      28,70
            BTW        Grondslag      BTW
            L 9%           15,60     1,40
            H 21%           9,67     2,03
            PIN - Maestro
            Bedrag                       EUR 28,70
            Fooi                          EUR 2,30
            Totaal                       EUR 31,00
            """)
        #expect(p.receipt.total?.plainString == "31.00")
        #expect(p.receipt.tip?.plainString == "2.30")
        #expect(!Support.findings(p).contains { $0.hasPrefix("no total line was found") })
    }

    /// A word with a digit in it (`8ento`, OCR's `Bento`) is no day or year beside a month's short name (`Set`): the
    /// row is an item, not a date (a helper's written receipt in a Jakarta sushi bar's layout, misread as Tesseract does).
    @Test func aMisreadWordBesideAMonthsNameIsNoDate() {
        let p = Support.parse("1 Salmon Aburi Roll 68.000\n1 8ento Set Chicken Teriyaki 85.000\nTOTAL Rp 153.000")
        #expect(Support.items(p) == ["Salmon Aburi Roll = 68000", "8ento Set Chicken Teriyaki = 85000"])
        #expect(p.isVerified)
    }

    /// Discounts printed under their items and a subtotal of the items before them, the discounts taken off under it:
    /// the receipt adds up from the items after their discounts. The taxable base and the tax side by side on one row
    /// (`DPP 97,455  PB1 10% 9,745`) give the tax the prices include. (A helper's written receipt, in a Bekasi
    /// bakery's layout.)
    @Test func itemDiscountsUnderASubtotalOfTheItemsBeforeThem() {
        let p = Support.parse("""
            Roti Sobek Coklat
               2 x 18,000                   36,000
            Croissant Almond
               1 x 24,000                   24,000
               Disc 20%                     -4,800
            Kopi Susu Hangat
               1 x 15,000                   15,000
            Sub Total                      75,000
            Diskon                          -4,800
            TOTAL                          70,200
            DEBIT BCA                      70,200
            DPP 63,818  PB1 10% 6,382
            """)
        #expect(p.receipt.subtotal?.plainString == "75000")
        #expect(p.receipt.total?.plainString == "70200")
        #expect(p.receipt.items.map { $0.discount?.plainString } == [nil, "4800", nil])
        #expect(p.receipt.discounts.isEmpty)
        #expect(p.receipt.tax?.plainString == "6382")
        #expect(p.receipt.taxIncluded == true)
        #expect(p.isVerified, "\(p.receipt.findings)")
    }

    /// A priced add-on under its item's unpriced options, indented as they are (`    Med Fries`, `    + Add Jalapenos
    /// 0.60`, `  Extra Shot  +0.90`), goes with the item: no item of its own. (A helper's written receipts, in a
    /// burger bar's and a café's layouts.)
    @Test func anAddOnUnderItsItemsOptions() {
        let combo = Support.parse("1 Bacon Cheddar Combo            11.49\n    Med Fries\n    Med Dr Pepper\n    + Add Jalapenos               0.60\n"
            + "1 Crispy Chicken Sandwich         6.29\nTOTAL 18.38")
        #expect(combo.receipt.items.map(\.name) == ["Bacon Cheddar Combo", "Crispy Chicken Sandwich"])
        #expect(combo.receipt.items.first?.addOns.map(\.amount.plainString) == ["0.60"])
        #expect(combo.isVerified, "\(combo.receipt.findings)")
        let latte = Support.parse("Oat Latte 16oz                  5.75\n  Oat Milk\n  Extra Shot                   +0.90\nDrip Coffee 12oz                3.25\nTOTAL 9.90")
        #expect(latte.receipt.items.map(\.name) == ["Oat Latte 16oz", "Drip Coffee 12oz"])
        #expect(latte.isVerified, "\(latte.receipt.findings)")
    }

    /// `Svr Chg 10%` is a service charge, not a tax (a helper's written receipt, in a Kuala Lumpur restaurant's layout).
    @Test func aServerChargeIsService() {
        let p = Support.parse("NASI LEMAK 12.00\nTEH TARIK 3.00\nSUBTOTAL 15.00\nSvr Chg 10% 1.50\nSST 6% 0.99\nTOTAL RM 17.49")
        #expect(p.receipt.service?.plainString == "1.50")
        #expect(p.receipt.tax?.plainString == "0.99")
        #expect(p.isVerified, "\(p.receipt.findings)")
    }

    /// A discount with a bank's name (`Diskon BCA 15%`, for paying with its card) is a discount, not a payment; one
    /// among the items whose rate is not the share of the item above it (`BCA DISC 20% 129000-` under a beer, a fifth
    /// of the food) comes off the bill (cord-train-00439, tuning part; the first row written for the test in a Jakarta
    /// restaurant's layout). A `7-ELEVEN` over its street is the store.
    @Test func aBanksDiscountIsNoPayment() {
        let p = Support.parse("7-ELEVEN\nJl. Sudirman 5\nNASI GORENG 60.000\nES TEH 20.000\nSUBTOTAL 80.000\nDiskon BCA 15% -12.000\nTOTAL 68.000\nBCA Debit 68.000")
        #expect(p.receipt.store == "7-ELEVEN")
        #expect(p.receipt.discounts.map(\.amount.plainString) == ["12000"])
        #expect(p.isVerified, "\(p.receipt.findings)")
        let rows = ItemRuleTests.assemble("NASI GORENG 60.000\nES TEH 20.000\nBCA DISC 25% 15000-").result
        #expect(rows.discounts.map(\.amount.plainString) == ["15000"])
        #expect(rows.items.allSatisfy { $0.discount == nil })
    }
}

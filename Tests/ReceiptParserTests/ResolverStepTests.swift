import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each step of ``Catalogue/resolverSteps`` on a receipt whose layout it reads: the figure it changes,
/// just before the step runs and just after, on the parser's first reading of the text. The texts are
/// receipts of the corpora (CORD and SROIE as printed, WildReceipt and SROIE as the pipeline read them) or
/// the parts of them that the step reads.
@Suite struct ResolverStepTests {
    /// What a step changes.
    enum Figure: String, Sendable {
        case summaryTotals, taxes, printedZeroTax, categoryRows, discounts, rounding, base, taxOptions, service
        case candidates, noPlausibleTotal, total, itemsIncludeTax, items, findings, checks, refundTotalLine, taxAdded
    }

    /// A step, a text, and the figure it changes, before and after.
    struct Case: Sendable, CustomTestStringConvertible {
        let step: String
        let text: String
        let figure: Figure
        let before: String
        let after: String
        var testDescription: String { "\(step): \(text.split(separator: "\n").first ?? "")" }
    }

    static let cases: [Case] = [
        // TotalStrategyTests' misread total: `TOTAL 900` over an item of 190.00.
        Case(step: "WholeTotalThatCannotBe", text: "HEINEKEN (5 BTL) 190.00\nGST 10.75\nTOTAL 900",
             figure: .summaryTotals, before: "900.00", after: ""),
        // CORD cord-train-00297: two tax lines of zero.
        Case(step: "TaxPrintedTwice", text: "1 ES BUAH 36,000\nSUBTOTAL 36,000\nPAJAK PPN 10 % 0\nPAJAK PBM 25 % 0\nTOTAL 36,000",
             figure: .taxes, before: "0,0", after: "0"),
        Case(step: "ZeroTax", text: "1 ES BUAH 36,000\nSUBTOTAL 36,000\nPAJAK PPN 10 % 0\nTOTAL 36,000",
             figure: .printedZeroTax, before: "nil", after: "0"),
        // CORD cord-dev-00023: the subtotal's amount slid onto the tax's row.
        Case(step: "TaxAboveTotal", text: "1 BUBBLE GUM 18,182\nSubtotal\nPAJAK 10% 18,182\n1 Total 1,818\n20.000\nCASH\n20.000",
             figure: .taxes, before: "18182", after: ""),
        // KeywordLanguageTests' British receipt: `VAT Total` sums the VAT lines.
        Case(step: "TaxSumLine", text: "FISH & CHIPS        £64.22\nVAT A 15.0%        £46.08 ):   £6.01\nVAT 8 5.0%        £1.88   ):   £0.09\nVAT Total        £6.10\nTOTAL        £70.32",
             figure: .taxes, before: "6.01,0.09,6.10", after: "6.01,0.09"),
        // CORD cord-train-00439.
        Case(step: "CategoryTotals", text: "1 DarkBeer0.5L 94000\n1 Weiss 0.3 L 84000\n2 130000\nGrill Sea Bass 260000\n1 LgrBeer0.3L 79000\n1 FlyDark 0.3 79000\n1 DarkBeer0.3L 79000\n1 PaulanerP1 385000\n4726470021468111\n20.0000 %\nBCA DISC 20% 129000-\nTTL Food 645000\nTTL Beer 415000\nDiscount total 129000-\nService Charge 93100\nTax 102410\nPayment 1126510\nVisa (M) 1126510",
             figure: .categoryRows, before: "", after: "11,12"),
        // CORD cord-dev-00090: a promotion that pays the whole bill.
        Case(step: "CouponUnderTotal", text: "REGULAR 2 35000.00 70000.00\nTotal Due 70000.00\nOFFLINE PROMO 70000.00\nChange 0.00",
             figure: .discounts, before: "70000", after: ""),
        // CORD cord-train-00736.
        Case(step: "DiscountPrintedTwice", text: "1 SmokeBeef + NuTea 21,818 -\nSubTotal: 21,818\nPB1: 2,182\nTotal: 24,000\ncash: 50,000\nChange: 26,000",
             figure: .discounts, before: "21818,21818", after: "21818"),
        // CORD cord-train-00556.
        Case(step: "DiscountSumLine", text: "KP BRANDING S 1 1 1\nDisc. -1\nHYDROCOCO 250ML 2 6,900 13,800\nDisc. -3,900\nTotal Item 2 13,801\nTotal Disc. 3,901\nTotal Belanja 9,900\nGOPAY WALLET 9,900\nKembalian 0",
             figure: .discounts, before: "3901", after: ""),
        // CORD cord-train-00400.
        Case(step: "RoundingTooLarge", text: "2 ES TEH TAWAR 13,638\nITEMS : 5 100,003\nVAT 10% 10,000\nBefore Rounding 110,003\nRounding -3\nTotal. 110,000\nBCA ECR : 110,000",
             figure: .rounding, before: "110003", after: "-3"),
        // CORD cord-train-00623.
        Case(step: "DiscountsInSubtotal", text: "1 IKAN GURAME REG 118,000\n1 POCAI 3 TELUR 72,000\n1 UDG GR MAYONAISE 147,000\n1 TAHU JPG S TRM 78,000\n2 NASI PUTIH @10,000 20,000\n2 ES TEH TAW @12,000 24,000\n1 OPEN DESSERT 26,000\nMANDIRI DISC 25% 121,250 -\nSUBTOTAL 363,750\nTAX 48,500\nSERVICE CHARGE 29,100\nDUE 441,350",
             figure: .base, before: "363750", after: "485000"),
        // NonItemTests' Bekasi bakery layout: discounts under their items, the subtotal before them.
        Case(step: "SubtotalBeforeItemDiscounts", text: "Croissant Almond\n   1 x 24,000                   24,000\n   Disc 20%                     -4,800\nKopi Susu Hangat\n   1 x 15,000                   15,000\nSub Total                      39,000\nDiskon                          -4,800\nTOTAL                          34,200",
             figure: .base, before: "39000", after: "34200"),
        // CORD cord-train-00324: prices with tax.
        Case(step: "TaxAddedOrIncluded", text: "1 medium tub 39,200.0 39,200.0\nSubtotal: Rp 35,636.36\nTax 10.00%: Rp 3,563.64\nTOTAL: 39,200,00\nPaid: Rp 39,200.00",
             figure: .taxOptions, before: "included", after: "added,included"),
        // KeywordLanguageTests' delivery order (a US app's receipt).
        Case(step: "ServiceChargesSummed", text: "2x Fries                        $9.58\nSubtotal                       $22.07\nDelivery Fee                    $2.99\nService Fee                     $3.31\nEstimated Tax                   $1.93\nDasher Tip                      $4.00\nTotal                          $34.30",
             figure: .service, before: "2.99", after: "6.30"),
        Case(step: "TotalCandidates", text: "AQUA BOTOL 5,455\nSUBTOTAL 5,455\nPB1 10% 10.000%\nAMOUNT 546\nTOTAL 6,001\nCASH 6,001",
             figure: .candidates, before: "", after: "546,6001"),
        // CORD cord-train-00259: no total line at all, under a subtotal.
        Case(step: "TotalBelowSubtotal", text: "RTD Jahe 1 15000 15000\nSub Total 15000\nTunai 15000\nKembalian 0",
             figure: .noPlausibleTotal, before: "false", after: "true"),
        // CORD cord-train-00152.
        Case(step: "TotalsBySupport", text: "043026001\nWACOM BAMBOO PEN\n1 975,000.00 975,000.00\nTotal 975,000.00\nTotal Qty 1",
             figure: .candidates, before: "975000,1", after: "975000"),
        Case(step: "FindTotal", text: "3X @13000\nES JERUK 39,000\nSUBTOTAL 39,000\nPB1 3,900\n42,900",
             figure: .total, before: "nil", after: "42900"),
        // FindingTests' wr-91c8ab3647 as the pipeline read it.
        Case(step: "TotalLastDigitFromPayment", text: "| MARACUYA        3.50\n| CALDO DE COSTILLA        6.45\n1 EMPANADA        1.00\n2 PAN QUESO PEQ.        2.00\n| CAFE REGULAR        1.25\nTOTAL:        $30.4\nCash Tendered:        40.00\nCHANGE:        -9.55",
             figure: .findings, before: "", after: "the total was read as $30.4, its last digit lost; the payment less the change makes 30.45, which is taken as the total, check it"),
        // SROIE sroie-104: its items and summary.
        Case(step: "CashRoundedTotal", text: "1\nPINEAPPLE JUICE\n12.95 S\n1\nTOSTADA CHIPS\n16.95 S\n1\nCHP_BWL CK\n29.95 S\n1\nMARG CK\n27.95 S\nSUBTOTAL\n87.80\n10% SRV CHG\n8.78\nGST @6%\n5.81\nTOTAL:\n102.39\n0.01\nTOTAL\n102.40",
             figure: .total, before: "102.39", after: "102.40"),
        // CORD cord-train-00692.
        Case(step: "RoundingUnderTotalPaid", text: "1 CHOCO ALMOND 18,182\nSubtotal 18,182\n-15% DISC. -2.727\nSubtotal 15,455\nPAJAK 10% 1,546\n1 Total 17,001\n++Rounding -1\nFLAZZ 17,000",
             figure: .total, before: "17001", after: "17000"),
        // CORD cord-train-00324.
        Case(step: "PricesWithTax", text: "1 medium tub 39,200.0 39,200.0\nSubtotal: Rp 35,636.36\nTax 10.00%: Rp 3,563.64\nTOTAL: 39,200,00\nPaid: Rp 39,200.00",
             figure: .itemsIncludeTax, before: "false", after: "true"),
        // FindingTests' wr-76eb103134 as the pipeline read it: money with the margin's noise after it.
        Case(step: "ItemsMadeToFit", text: "Seafood Gumbo Bow! 9.50\nSide Red Beans        4,99   \"ean\nMashed Potatoes 4.50\nSubtotal 18.99\nTax 1.20\nTotal 20.19",
             figure: .items, before: "Seafood Gumbo Bow! = 9.50; Mashed Potatoes = 4.50", after: "Seafood Gumbo Bow! = 9.50; Side Red Beans = 4.99; Mashed Potatoes = 4.50"),
        // CORD cord-train-00113: the payment alone.
        Case(step: "TotalConfirmedAfterItemRepair", text: "ICED CM 22,000\nCASH 22,000",
             figure: .taxAdded, before: "nil", after: "false"),
        // FindingTests' misread total confirmed by `Sub w/Tax`.
        Case(step: "TotalOneDigitOff", text: "GELATO $5.00\nSORBET $28.60\nSubtotal: $33.60\nSub w/Tax: $35.62\nTotal: $357.62\nTax: $2.02",
             figure: .total, before: "357.62", after: "35.62"),
        // FindingTests' wr-fa4fe996a8 as the pipeline read it.
        Case(step: "TotalReadInPart", text: "1 Hibachi Chicken $8.95\n1 Chicken & Shrimp $34.75\nSubtotal $43.70.\nTax 4 $3.61\nTotal; $47.",
             figure: .total, before: "47.00", after: "47.31"),
        // FindingTests' sroie-165 as the pipeline read it.
        Case(step: "TotalOneDigitFromPayment", text: "Fried Rice 3 Pax        |      71.00(S)\nRound Amt        0.00\nTOTAL        11,00\nCash        71.00\nCash Received        101,00\nChange        30.00",
             figure: .total, before: "11.00", after: "71.00"),
        // FindingTests' wr-3f00c08896 as a receipt model read it.
        Case(step: "TotalSignReadAsDigit", text: "GROCERY F        56.00\nGATORADE LEMON        $1.29\nTOTAL        57.29\nCASH        $18.00\nCHANGE        $10.71",
             figure: .total, before: "57.29", after: "7.29"),
        // CORD cord-train-00495.
        Case(step: "ChargeFromWeakTotal", text: "AQUA BOTOL 5,455\nSUBTOTAL 5,455\nPB1 10% 10.000%\nAMOUNT 546\nTOTAL 6,001\nCASH 6,001",
             figure: .taxes, before: "", after: "546"),
        // TotalStrategyTests' wr-642a147e82 as the pipeline read it.
        Case(step: "LooseChargeAndTotal", text: "& Duck Nontons        12.00\nRibeye 1602 (2 @25.00)        50.00\nSubtotal        62.00\n5.58\n67.58\n:\n1    e  Due    1 7.58",
             figure: .total, before: "7.58", after: "67.58"),
        Case(step: "ItemArithmeticCheck", text: "NASI GORENG 2 25,000 50,000\nES TEH\n5,000\nTOTAL 55,000\nCASH 100,000\nCHANGE 45,000",
             figure: .checks, before: "", after: "itemArithmetic(item: 1) true"),
        Case(step: "ItemsAgainstSubtotal", text: "SOUP 9.00\nSALAD 19.00\nSubtotal 40.00\nTotal 40.00",
             figure: .checks, before: "", after: "itemsMatchSubtotal false"),
        Case(step: "ChainToTotal", text: "3X @13000\nES JERUK 39,000\nSUBTOTAL 39,000\nPB1 3,900\n42,900",
             figure: .checks, before: "itemArithmetic(item: 1) true, itemsMatchSubtotal true", after: "itemArithmetic(item: 1) true, itemsMatchSubtotal true, totalAddsUp true"),
        // CORD cord-train-00736.
        Case(step: "PaymentAgainstTotal", text: "1 SmokeBeef + NuTea 21,818 -\nSubTotal: 21,818\nPB1: 2,182\nTotal: 24,000\ncash: 50,000\nChange: 26,000",
             figure: .checks, before: "", after: "paymentMatchesTotal true"),
        // CORD cord-train-00507, a fuel slip.
        Case(step: "NothingFoundSaid", text: "Produk Pertamax\nHarga/L Rp. 9,850\nJml Liter 22.10\nJml Rupiah Rp. 217,685",
             figure: .findings, before: "", after: "no items were found; check that the whole receipt is in the picture"),
        // FindingTests' refund slip.
        Case(step: "RefundTotalLine", text: "*****REFUND*****\n-1 LTL FRY        3.19\nSub. Total:        ($3.19)\nTax:        ($0.26)\nTotal:        ($3.45)\nVisa:        ($3.45)",
             figure: .refundTotalLine, before: "nil", after: "Total: ($3.45)"),
        Case(step: "TotalNoteSaid", text: "ICED CM 22,000\nCASH 22,000",
             figure: .findings, before: "", after: "no total line was found; the total 22000 was taken from the payment, which the items confirm"),
        // FindingTests' Italian bar.
        Case(step: "IncludedTaxBound", text: "CAFE ROMA\nCappuccino 2 x 3,50 7,00\nCornetto 2,00\nTOTALE EUR 9,00\ndi cui IVA 10% 8,18",
             figure: .taxes, before: "8.18", after: "0.82"),
    ]

    /// The figures of the first reading of `text` just before `step` runs, and just after.
    static func around(_ step: String, _ text: String) throws -> (before: Resolution, after: Resolution) {
        let (rows, assembled, currency) = ItemRuleTests.assemble(text)
        let summary = SummaryReader(currency: currency).read(rows, from: assembled.items.isEmpty ? 0 : assembled.end)
        var r = Resolution(currency: currency, assembled: assembled, summary: summary, strategies: Resolver.totalStrategies)
        for s in Catalogue.resolverSteps {
            if ReceiptParser.ruleName(s) == step {
                let before = r
                s.apply(to: &r)
                return (before, r)
            }
            s.apply(to: &r)
        }
        throw StepMissing(name: step)
    }

    struct StepMissing: Error { let name: String }

    /// A figure as a short string.
    static func describe(_ figure: Figure, of r: Resolution) -> String {
        func money(_ m: Money?) -> String { m?.plainString ?? "nil" }
        func list(_ ms: [Money]) -> String { ms.map(\.plainString).joined(separator: ",") }
        switch figure {
        case .summaryTotals: return list(r.summary.totals.map(\.amount))
        case .taxes: return list(r.taxes.map(\.line.amount))
        case .printedZeroTax: return money(r.printedZeroTax?.line.amount)
        case .categoryRows: return r.categoryRows.sorted().map(String.init).joined(separator: ",")
        case .discounts: return list(r.discounts.map(\.amount))
        case .rounding: return money(r.rounding)
        case .base: return money(r.base)
        case .taxOptions: return r.taxOptions.map { $0 ? "added" : "included" }.joined(separator: ",")
        case .service: return money(r.service)
        case .candidates: return list(r.candidates.map(\.amount))
        case .noPlausibleTotal: return String(r.noPlausibleTotal)
        case .total: return money(r.total)
        case .itemsIncludeTax: return String(r.itemsIncludeTax)
        case .items: return r.items.map { "\($0.name) = \($0.total.plainString)" }.joined(separator: "; ")
        case .findings: return r.findings.map(\.message).joined(separator: " | ")
        case .checks: return r.checks.map { "\($0.kind) \($0.passed)" }.joined(separator: ", ")
        case .refundTotalLine: return r.refundTotalLine ?? "nil"
        case .taxAdded: return r.taxAdded.map(String.init) ?? "nil"
        }
    }

    @Test(arguments: cases)
    func theStepReadsItsLayout(_ c: Case) throws {
        let (before, after) = try ResolverStepTests.around(c.step, c.text)
        #expect(ResolverStepTests.describe(c.figure, of: before) == c.before)
        #expect(ResolverStepTests.describe(c.figure, of: after) == c.after)
    }

    @Test func everyStepHasItsCase() {
        let tested = Set(ResolverStepTests.cases.map(\.step))
        #expect(Catalogue.resolverSteps.map(ReceiptParser.ruleName).filter { !tested.contains($0) } == [])
    }
}

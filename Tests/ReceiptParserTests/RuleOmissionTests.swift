import Testing
import SplitBillCore
@testable import ReceiptParser

/// ``ReceiptParser/Options/omittedRules``, with which `Benchmarks/tools/ablate.py` measures what each rule
/// contributes: every rule can be left out alone, and leaving one out changes what it reads and nothing else.
@Suite struct RuleOmissionTests {
    /// Receipts of several layouts: CORD's counted rows and names over their prices, a US photo's rows, and a
    /// Spanish receipt whose tax the prices include.
    static let texts: [String] = [
        "NASI GORENG 2 25,000 50,000\nES TEH\n5,000\nTOTAL 55,000\nCASH 100,000\nCHANGE 45,000",
        "1 COFFEE        2.29\n1 WATER        0.00\nFOOD        2.29\nState&Local Tax        0.18\nAmount Due  $2.47",
        "3X @13000\nES JERUK 39,000\nSUBTOTAL 39,000\nPB1 3,900\n42,900",
    ]

    @Test func theNamesAreTheItemRulesTheResolverStepsWithTheTotalStrategiesThenTheRereadingsInTheirOrder() {
        let names = ReceiptParser.ruleNames
        #expect(names.count == ItemAssembler.rules.count + Catalogue.resolverSteps.count - 1 + Resolver.totalStrategies.count
            + Catalogue.itemFixes.count + Catalogue.rereadings.count)
        #expect(names.firstIndex(of: "ItemsMadeToFit")! + 1 == names.firstIndex(of: "SkippedLineRescued")!)
        #expect(names.first == "NegativeAmountLine")
        #expect(names.firstIndex(of: "PricedItem")! + 1 == names.firstIndex(of: "WholeTotalThatCannotBe")!)
        #expect(names.firstIndex(of: "TotalsBySupport")! + 1 == names.firstIndex(of: "ConfirmedTotalLine")!)
        #expect(names.firstIndex(of: "LargestAmount")! + 1 == names.firstIndex(of: "TotalLastDigitFromPayment")!)
        #expect(!names.contains("FindTotal"))
        #expect(names.firstIndex(of: "IncludedTaxBound")! + 1 == names.firstIndex(of: "AmountsGroupedBySpace")!)
        #expect(names.last == "UnreadPricesFromSubtotal")
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: ReceiptParser.ruleNames)
    func everyRuleCanBeLeftOutAlone(rule: String) throws {
        var options = ReceiptParser.Options()
        options.omittedRules = [rule]
        for text in RuleOmissionTests.texts + [try Support.fixture("cord-train-00000"), try Support.fixture("spanish-iva-incluido")] {
            // It reads to the end; the currency, which no item rule or strategy reads, is the same.
            let parsed = ReceiptParser(options: options).parse(text: text)
            #expect(parsed.receipt.currency == Support.parse(text).receipt.currency)
        }
    }

    @Test func withoutThePricedItemRuleNoRowIsAnItem() {
        var options = ReceiptParser.Options()
        options.omittedRules = ["PricedItem"]
        let parsed = ReceiptParser(options: options).parse(text: RuleOmissionTests.texts[0])
        #expect(parsed.receipt.items.isEmpty)
        #expect(Support.items(Support.parse(RuleOmissionTests.texts[0])) == ["NASI GORENG = 50000", "ES TEH = 5000"])
    }

    @Test func withoutTheConfirmedTotalLineTheUnconfirmedOneGivesTheTotal() {
        let (rows, assembled, currency) = ItemRuleTests.assemble("COLA 3.20\nTAX 0.26\nTOTAL 3.46")
        let summary = SummaryReader(currency: currency).read(rows, from: assembled.end)
        #expect(Resolver(currency: currency).resolve(items: assembled, summary: summary).totalFoundBy == "ConfirmedTotalLine")
        let o = Resolver(currency: currency, omitting: ["ConfirmedTotalLine"]).resolve(items: assembled, summary: summary)
        #expect(o.totalFoundBy == "UnconfirmedTotalLine")
        #expect(o.receipt.total?.plainString == "3.46")
    }
}

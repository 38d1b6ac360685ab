import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each fix of ``Catalogue/itemFixes`` on a receipt whose items it makes add up (the existing tests'
/// receipts): the items read with every rule, and with that fix left out (``ReceiptParser/Options/omittedRules``).
@Suite struct ItemFixTests {
    /// A fix, a text, and the items read with it and without it.
    struct Case: Sendable, CustomTestStringConvertible {
        let fix: String
        let text: String
        let with: String
        let without: String
        var testDescription: String { fix }
    }

    static let cases: [Case] = [
        // FindingTests' wr-76eb103134 as the pipeline read it.
        Case(fix: "SkippedLineRescued", text: "Seafood Gumbo Bow! 9.50\nSide Red Beans        4,99   \"ean\nMashed Potatoes 4.50\nSubtotal 18.99\nTax 1.20\nTotal 20.19",
             with: "Seafood Gumbo Bow! = 9.50; Side Red Beans = 4.99; Mashed Potatoes = 4.50",
             without: "Seafood Gumbo Bow! = 9.50; Mashed Potatoes = 4.50"),
        Case(fix: "SavingOnItemAbove",
             text: "AQUA 600ML          2    3.500      7.000\nINDOMIE GORENG      5    3.100     15.500\nROTI TAWAR SARI     1   16.500     16.500\nHEMAT                              -2.000\nHARGA JUAL :                       37.000\nTOTAL                              37.000\nTUNAI                              50.000\nKEMBALIAN                          13.000",
             with: "AQUA 600ML = 7000; INDOMIE GORENG = 15500; ROTI TAWAR SARI = 16500 -2000",
             without: "AQUA 600ML = 7000; INDOMIE GORENG = 15500; ROTI TAWAR SARI = 16500"),
        Case(fix: "SavingsOnItemsAbove",
             text: "DAISY SOUR CREAM 16OZ    5.00  F\nSC FRESH VALLEY SAVINGS  1.00-\nTIDE PODS 42CT          13.99  T\nSC FRESH VALLEY SAVINGS  2.00-\nBANANAS                  1.36  F\nTAX                      0.98\nBALANCE                 18.33\nTOTAL SAVINGS            3.00",
             with: "DAISY SOUR CREAM 16OZ = 5.00 -1.00; TIDE PODS 42CT = 13.99 -2.00; BANANAS = 1.36",
             without: "DAISY SOUR CREAM 16OZ = 5.00; TIDE PODS 42CT = 13.99; BANANAS = 1.36"),
        Case(fix: "NonItemLineDropped", text: "SOUP 10.00\nSALAD 5.00\nKITCHEN 15.00\nSubtotal 15.00\nTotal 15.00", with: "SOUP = 10.00; SALAD = 5.00",
             without: "SOUP = 10.00; SALAD = 5.00; KITCHEN = 15.00"),
    ]

    /// The items, with their discounts.
    static func describe(_ p: ParsedReceipt) -> String {
        p.receipt.items.map { "\($0.name) = \($0.total.plainString)" + ($0.discount.map { " -\($0.plainString)" } ?? "") }
            .joined(separator: "; ")
    }

    @Test(arguments: cases)
    func theFixMakesTheItemsAddUp(_ c: Case) {
        var options = ReceiptParser.Options()
        #expect(ItemFixTests.describe(ReceiptParser(options: options).parse(text: c.text)) == c.with)
        options.omittedRules = [c.fix]
        #expect(ItemFixTests.describe(ReceiptParser(options: options).parse(text: c.text)) == c.without)
    }

    @Test func everyFixHasItsCase() {
        let tested = Set(ItemFixTests.cases.map(\.fix))
        #expect(Catalogue.itemFixes.map(ReceiptParser.ruleName).filter { !tested.contains($0) } == [])
    }
}

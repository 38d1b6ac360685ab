import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each re-reading of ``Catalogue/rereadings`` on a receipt whose misreading it puts right: what the parser
/// makes of the text with every rule, and with that re-reading left out (``ReceiptParser/Options/omittedRules``).
@Suite struct RereadingTests {
    /// A re-reading, a text, and the figures read with it and without it.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let text: String
        let with: String
        let without: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        // SpaceGroupingTests' French bistro.
        Case(rule: "AmountsGroupedBySpace", text: "BISTRO DU COIN\nMenu du jour 1 234,50\nCafe 2,50\nTotal 1 237,00\nCB 1 237,00",
             with: "Menu du jour = 1234.50; Cafe = 2.50 / subtotal nil / taxes  / total 1237.00",
             without: "Menu du jour = 234.50; Cafe = 2.50 / subtotal nil / taxes  / total 237.00"),
        // NumberTests' letters for digits.
        Case(rule: "LettersReadAsDigits", text: "COLA 3.00\nBREAD 1O.5O\nTOTAL 13.50", with: "COLA = 3.00; BREAD = 10.50 / subtotal nil / taxes  / total 13.50",
             without: "COLA = 3.00 / subtotal nil / taxes  / total 13.50"),
        // ItemFormTests' bubble tea receipt: every `$` read as an 8.
        Case(rule: "EightsReadAsDollarSigns",
             text: "1 M-Matcha Red Bean Slush  84.25\nNata Jelly        80.50\nSubtotal:  84.75\nTax        $0.38\nTotal:        $5.13",
             with: "M-Matcha Red Bean Slush = 4.25; Nata Jelly = 0.50 / subtotal 4.75 / taxes 0.38 / total 5.13",
             without: "M-Matcha Red Bean Slush = 84.25; Nata Jelly = 80.50 / subtotal 84.75 / taxes 0.38 / total 85.13"),
        // ItemFormTests' British shop: one `£` read as a 2.
        Case(rule: "OneSignReadAsDigit",
             text: "NAPPIES        £3.75\nNAPPIES        £3.75\nDOUGHNUTS        20.65\nRED WINE        £4.05\nSUB-TOTAL        £12.20\nTOTAL TO PAY        12.20\nCASH        £20.00\nCHANGE DUE        £7.80",
             with: "NAPPIES = 3.75; NAPPIES = 3.75; DOUGHNUTS = 0.65; RED WINE = 4.05 / subtotal 12.20 / taxes  / total 12.20",
             without: "NAPPIES = 3.75; NAPPIES = 3.75; DOUGHNUTS = 20.65; RED WINE = 4.05 / subtotal 12.20 / taxes  / total 12.20"),
        // CORD cord-train-00082: the summary's amounts a row off their labels.
        Case(rule: "SummaryAmountsOneRowOff", text: "1 YOGURT STRAWBERRY 20.909\n20.909\nSubtotal 2,091\nPAIRK 10%\n23.000\n1 Total\nTHUBUCHER 23.000",
             with: "YOGURT STRAWBERRY = 20909 / subtotal 20909 / taxes 2091 / total 23000",
             without: "YOGURT STRAWBERRY = 20909 / subtotal 2091 / taxes  / total 23000"),
        // FindingTests' suspect item.
        Case(rule: "ItemDigitFromSubtotal", text: "SOUP 9.99\nSALAD 19.99\nPASTA 24.98\nSubtotal 55.96\nTax 4.48\nTotal 60.44",
             with: "SOUP = 9.99; SALAD = 19.99; PASTA = 25.98 / subtotal 55.96 / taxes 4.48 / total 60.44",
             without: "SOUP = 9.99; SALAD = 19.99; PASTA = 24.98 / subtotal 55.96 / taxes 4.48 / total 60.44"),
        // ItemFormTests' café: a price's last digit lost.
        Case(rule: "UnreadPricesFromSubtotal",
             text: "Oat Latte 16oz        5.75\nDrip Coffee 12oz        3.2\nBlueberry Scone        4.25\nSubtotal 13.25\nTax 10.35%        1.37\nTotal        14.62",
             with: "Oat Latte 16oz = 5.75; Drip Coffee 12oz = 3.25; Blueberry Scone = 4.25 / subtotal 13.25 / taxes 1.37 / total 14.62",
             without: "Oat Latte 16oz = 5.75; Blueberry Scone = 4.25 / subtotal 13.25 / taxes 1.37 / total 14.62"),
    ]

    /// The items, the subtotal, the taxes and the total, in short.
    static func describe(_ p: ParsedReceipt) -> String {
        Support.items(p).joined(separator: "; ") + " / subtotal " + (p.receipt.subtotal.plain ?? "nil")
            + " / taxes " + p.receipt.taxes.map(\.amount.plainString).joined(separator: ",") + " / total " + (p.receipt.total.plain ?? "nil")
    }

    @Test(arguments: cases)
    func theRereadingPutsItsMisreadingRight(_ c: Case) {
        var options = ReceiptParser.Options()
        #expect(RereadingTests.describe(ReceiptParser(options: options).parse(text: c.text)) == c.with)
        options.omittedRules = [c.rule]
        #expect(RereadingTests.describe(ReceiptParser(options: options).parse(text: c.text)) == c.without)
    }

    @Test func everyRereadingHasItsCase() {
        let tested = Set(RereadingTests.cases.map(\.rule))
        #expect(Catalogue.rereadings.map(ReceiptParser.ruleName).filter { !tested.contains($0) } == [])
    }
}

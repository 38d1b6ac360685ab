import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each rule of ``Catalogue/figureRules`` on an item row of the layout it reads: the row's figures just
/// before the rule runs and just after. The rows are CORD's as printed (the comment says which) or the
/// existing tests' rows.
@Suite struct FigureRuleTests {
    /// A rule, a receipt whose first row it reads, and the figures before and after it.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let text: String
        var sizesInName = false
        let before: String
        let after: String
        var testDescription: String { "\(rule): \(text.split(separator: "\n").first ?? "")" }
    }

    static let cases: [Case] = [
        // CORD cord-train-00692.
        Case(rule: "LineTotalIsLastAmount", text: "1 CHOCO ALMOND 18,182\nSubtotal 18,182", before: "q - u - t - used [] match - sizes []",
             after: "q - u - t 18182 used [3] match - sizes []"),
        // CORD cord-train-00623.
        Case(rule: "MarkedCountOrUnitPrice", text: "2 NASI PUTIH @10,000 20,000\nTOTAL 20,000", before: "q - u - t 20000 used [4] match - sizes []",
             after: "q - u 10000 t 20000 used [3, 4] match - sizes []"),
        Case(rule: "MarkedOneReadAsLetter", text: "Ix Saft 0,25        2,50 1\nSUMME 2,50", before: "q - u - t 2.50 used [3] match - sizes []",
             after: "q 1 u - t 2.50 used [0, 3] match - sizes []"),
        // CORD cord-train-00556.
        Case(rule: "UnitPriceBeforeTotal", text: "HYDROCOCO 250ML 2 6,900 13,800\nTotal Belanja 13,800", before: "q 250 u - t 13800 used [1, 4] match - sizes []",
             after: "q 250 u 6900 t 13800 used [1, 3, 4] match - sizes []"),
        // CORD cord-train-00003.
        Case(rule: "WholeNumberCount", text: "Bintang Bremer 1 59,000\nTOTAL 59,000", before: "q - u - t 59000 used [3] match - sizes []",
             after: "q 1 u - t 59000 used [2, 3] match - sizes []"),
        Case(rule: "WholeNumberCount", text: "Daal Tadka      235    470.00\nTOTAL 470.00", before: "q - u - t 470.00 used [3] match - sizes []",
             after: "q 2 u 235 t 470.00 used [2, 3] match - sizes []"),
        Case(rule: "UnitPriceWords", text: "4x Pils a 3,00 12,00\nSUMME 12,00", before: "q 4 u 3.00 t 12.00 used [0, 3, 4] match - sizes []",
             after: "q 4 u 3.00 t 12.00 used [0, 2, 3, 4] match - sizes []"),
        Case(rule: "SizeUnitsInName", text: "1 MINERAL 600 ML 7,727\nTOTAL 7,727", sizesInName: true, before: "q 1 u - t 7727 used [0, 4] match - sizes []",
             after: "q 1 u - t 7727 used [0, 4] match - sizes [3]"),
        Case(rule: "PiecesInName", text: "1 ORIGINAL 6 PCS 45,000\nTOTAL 45,000", before: "q 1 u - t 45000 used [0, 4] match - sizes []",
             after: "q 1 u - t 45000 used [0, 4] match - sizes [3]"),
        // CORD cord-dev-00090.
        Case(rule: "ProductChecked", text: "REGULAR 2 35000.00 70000.00\nTotal Due 70000.00", before: "q 2 u 35000 t 70000 used [1, 2, 3] match - sizes []",
             after: "q 2 u 35000 t 70000 used [1, 2, 3] match true sizes []"),
        Case(rule: "MeasuredQuantity", text: "01 VORTEX 98   48.421 @ 1.599 77.43 x\nTOTAL 77.43", before: "q - u 1.599 t 77.43 used [4, 5, 6] match - sizes []",
             after: "q 48.421 u 1.599 t 77.43 used [0, 3, 4, 5, 6] match true sizes []"),
        Case(rule: "LargeCountUnconfirmed", text: "Fuel Save 95 85.54\nTOTAL 85.54", before: "q 95 u - t 85.54 used [2, 3] match - sizes []",
             after: "q - u - t 85.54 used [3] match - sizes []"),
    ]

    /// Figures in short: quantity, unit price, line total, the words used, whether the product matches, the size units.
    static func describe(_ f: ItemFigures) -> String {
        "q \(f.quantity?.description ?? "-") u \(f.unitPrice?.description ?? "-") t \(f.total?.money.plainString ?? "-")"
            + " used \(f.used.sorted()) match \(f.productMatches.map(String.init) ?? "-") sizes \(f.sizeUnits.sorted())"
    }

    @Test(arguments: cases)
    func theRuleReadsItsFigures(_ c: Case) throws {
        let (rows, _, currency) = ItemRuleTests.assemble(c.text)
        let row = try #require(rows.first)
        var r = FigureReading(row: row, currency: currency, sizesInName: c.sizesInName)
        let rules = Catalogue.figureRules
        let at = try #require(rules.firstIndex { ReceiptParser.ruleName($0) == c.rule })
        for rule in rules[..<at] { rule.apply(to: &r) }
        #expect(FigureRuleTests.describe(r.figures) == c.before)
        rules[at].apply(to: &r)
        #expect(FigureRuleTests.describe(r.figures) == c.after)
    }

    @Test func everyRuleHasItsCase() {
        let tested = Set(FigureRuleTests.cases.map(\.rule))
        #expect(Catalogue.figureRules.map(ReceiptParser.ruleName).filter { !tested.contains($0) } == [])
    }
}

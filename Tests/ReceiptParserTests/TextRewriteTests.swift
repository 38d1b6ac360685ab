import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each rewrite of ``Catalogue/textRewrites`` on rows of the layout it puts back: the rows' texts before
/// and after.
@Suite struct TextRewriteTests {
    /// A rewrite, the rows as recognised, and as rewritten (rows joined by ` / `).
    struct Case: Sendable, CustomTestStringConvertible {
        let rewrite: any TextRewrite
        let rows: String
        let rewritten: String
        var testDescription: String { ReceiptParser.ruleName(rewrite) }
    }

    static let cases: [Case] = [
        // SROIE sroie-002's printed lines: an item's figures in a column.
        Case(rewrite: ColumnFragmentsJoined(), rows: "CHOPPING BOARD 35.5X25.5CM 803M#\nEZ10HD05 - 24\n8970669\n1\nX\n19.00\n19.00",
             rewritten: "CHOPPING BOARD 35.5X25.5CM 803M# / EZ10HD05 - 24 / 8970669 / 1 X 19.00 19.00"),
        // CORD cord-train-00390.
        Case(rewrite: LabelHeadPutBack(), rows: "1 Seaweed Chicken 42,000 0\n1 - Pedas\n42,000\nITEMS: 1 42,000\nTotal.\nPay Cash 50.000 Change : 8,000",
             rewritten: "1 Seaweed Chicken 42,000 0 / 1 - Pedas / 42,000 / Total. ITEMS: 1 42,000 / Pay Cash 50.000 Change : 8,000"),
        // ItemFormTests' breakfast order: the prices read a row above their names.
        Case(rewrite: PricesReadAboveRealigned(), rows: "Order #353 EAT IN\n1.19\n1 SML COFFEE        3.70\n1 SAU EGG MCMUFFIN ML\nSUB TOTAL        4.89",
             rewritten: "Order #353 EAT IN / 1 SML COFFEE        1.19 / 1 SAU EGG MCMUFFIN ML        3.70 / SUB TOTAL        4.89"),
        // StoreDateCurrencyTests' French restaurant: a count column of ones read as `I`.
        Case(rewrite: CountColumnOnes(), rows: "4 Coca cola light 3.25 13.00\nI Filet de poitrine 14.50\nI Brochette d'agneau 17.00\nTOTAL 44.50",
             rewritten: "4 Coca cola light 3.25 13.00 / 1 Filet de poitrine 14.50 / 1 Brochette d'agneau 17.00 / TOTAL 44.50"),
        // ItemFormTests' wr-3f00c08896 as the pipeline read it.
        Case(rewrite: DollarSignsReadAsS(), rows: "GROCERY F        S6.00\nGATORADE LEMON        $1.29\nTOTAL        $7.29", rewritten: "GROCERY F        $6.00 / GATORADE LEMON        $1.29 / TOTAL        $7.29"),
    ]

    @Test(arguments: cases)
    func theRewritePutsItsLayoutBack(_ c: Case) {
        let rows = c.rows.split(separator: "\n").map { RecognizedRow(text: String($0)) }
        #expect(c.rewrite.apply(rows).map(\.text).joined(separator: " / ") == c.rewritten)
    }

    @Test func everyRewriteHasItsCase() {
        #expect(Catalogue.textRewrites.map(ReceiptParser.ruleName) == TextRewriteTests.cases.map { ReceiptParser.ruleName($0.rewrite) })
    }
}

import Testing
import SplitBillCore
@testable import ReceiptParser

/// A total misread by one look-alike digit (``Resolver/onlyTheTotalMisread(read:expected:charges:)``, through
/// ``TotalOneDigitOff``), and a void printed as money taken off under the items (``DiscountLine``).
@Suite struct MisreadTotalTests {
    let parser = ReceiptParser()
    static let items = "1 BTL BEER 5.00\n1 BRUSSELS SPROUTS 8.00\n1 CANTONESE TENDERS 11.00\n1 GRILLED CHEESE 12.00\n1 GARLIC FRIES 4.50\n"

    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    @Test func aTotalOneLookAlikeDigitOffTheItemsAndTaxIsRepaired() throws {
        // The everyday corpus's ev-srd-8 as the pipeline read it: `44.35` printed, `44.85` read.
        let parsed = parser.parse(text: Self.items + "Sub-total: 40.50\nTaxes: 3.85\nTotal Due: 44.85")
        #expect(parsed.receipt.total == usd(4435))
        #expect(!parsed.isVerified)
        let step = try #require(parsed.trace.steps.first { $0.rule == "TotalOneDigitOff" })
        #expect(step.isRepair)
        #expect(step.changes == ["total 44.85 → 44.35"])
        #expect(parsed.receipt.findings.contains { $0.message.contains("44.85") && $0.message.contains("44.35") })
    }

    @Test func aTaxOneDigitFromFittingLeavesTheTotalAsRead() {
        // 3.35 read for 3.85 would explain 44.85 as well as 44.35 read for it: which is misread cannot be told.
        let parsed = parser.parse(text: Self.items + "Sub-total: 40.50\nTaxes: 3.35\nTotal Due: 44.85")
        #expect(parsed.receipt.total == usd(4485))
        #expect(!parsed.trace.steps.contains { $0.rule == "TotalOneDigitOff" })
    }

    @Test func digitsOCRDoesNotConfuseLeaveTheTotalAsRead() {
        let parsed = parser.parse(text: Self.items + "Sub-total: 40.50\nTaxes: 3.85\nTotal Due: 44.25")
        #expect(parsed.receipt.total == usd(4425))
    }

    @Test func itemsThatMissTheSubtotalConfirmNothing() {
        let parsed = parser.parse(text: Self.items + "Sub-total: 41.50\nTaxes: 3.85\nTotal Due: 45.85")
        #expect(parsed.receipt.total == usd(4585))
    }

    @Test func theRuleItself() {
        #expect(Resolver.onlyTheTotalMisread(read: usd(4485), expected: usd(4435), charges: [usd(385)]))
        #expect(Resolver.onlyTheTotalMisread(read: usd(6137), expected: usd(8137), charges: [usd(1000)]))
        // 1.35 + 0.50 = 1.85: one digit.
        #expect(!Resolver.onlyTheTotalMisread(read: usd(4485), expected: usd(4435), charges: [usd(135)]))
        // Two digits apart, a digit more, or digits OCR does not confuse.
        #expect(!Resolver.onlyTheTotalMisread(read: usd(3860), expected: usd(3886), charges: [usd(214)]))
        #expect(!Resolver.onlyTheTotalMisread(read: usd(14435), expected: usd(4435), charges: [usd(385)]))
        #expect(!Resolver.onlyTheTotalMisread(read: usd(4425), expected: usd(4435), charges: [usd(385)]))
    }

    @Test func aVoidUnderTheSubtotalIsTakenOff() {
        // The everyday corpus's ev-srd-10, its items as printed.
        let text = "Guaca Chicharron $13.95\n2 EMPANADA $3.00\n1 PARGO FRITO $19.95\n1 MAR Y CHICKEN $17.00\n1 SALMON A LA PLANCHA $16.00\n"
            + "Subtotal: $69.90\nVoid: -$17.95\nTax: $3.44\nAmt Due: $55.39"
        let parsed = parser.parse(text: text)
        #expect(parsed.receipt.discounts.map(\.amount) == [usd(1795)])
        #expect(parsed.receipt.discounts.first?.name == "Void")
        #expect(parsed.receipt.total == usd(5539))
        #expect(parsed.isVerified)
        #expect(parsed.trace.rows[6].rules == ["DiscountLine"])
    }

    @Test func aVoidPrintedWithoutAMinusUnderTheItemsTakesNothingOff() {
        let parsed = parser.parse(text: "SOUP 10.00\nSALAD 5.00\nSubtotal 15.00\nVOID 5.00\nTotal 15.00")
        #expect(parsed.receipt.discounts.isEmpty)
        #expect(parsed.receipt.total == usd(1500))
    }
}

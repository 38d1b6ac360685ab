import Testing
import SplitBillCore
@testable import ReceiptParser

/// The repairs a reading made, as values on the receipt (``SplitBillCore/Repair``): what was printed and what
/// was read, for the split to choose again after a correction.
@Suite struct RepairValueTests {
    let parser = ReceiptParser()
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    @Test func anItemDigitTheSubtotalAskedForIsARepair() throws {
        // 12.50 + 9.15 + 7.85 = 29.50 against a subtotal of 33.50 that the total confirms: only item 1 is one
        // digit from closing it (16.50).
        let parsed = parser.parse(text: "THE CORNER DINER\nBurger 12.50\nSalad 9.15\nCola 7.85\nSUBTOTAL 33.50\nTAX 2.68\nTOTAL 36.18")
        #expect(parsed.receipt.items.map(\.total) == [usd(1650), usd(915), usd(785)])
        let repair = try #require(parsed.receipt.repairs.first)
        #expect(parsed.receipt.repairs.count == 1)
        #expect(repair.figure == .item(1))
        #expect(repair.printed == usd(1250) && repair.read == usd(1650))
        // Its reason is the warning the reading said.
        #expect(parsed.receipt.findings.contains { $0.severity == .warning && $0.message == repair.reason && $0.item == 1 })
        #expect(!parsed.isVerified)
    }

    @Test func aTotalOneDigitOffIsARepairOfTheTotal() throws {
        let parsed = parser.parse(text: MisreadTotalTests.items + "Sub-total: 40.50\nTaxes: 3.85\nTotal Due: 44.85")
        let repair = try #require(parsed.receipt.repairs.first)
        #expect(repair.figure == .total && repair.printed == usd(4485) && repair.read == usd(4435))
        #expect(repair.reason.contains("44.85"))
    }

    @Test func aReceiptReadAsPrintedHasNoRepairs() {
        let parsed = parser.parse(text: "Burger 12.50\nSalad 9.15\nSUBTOTAL 21.65\nTAX 1.73\nTOTAL 23.38")
        #expect(parsed.isVerified)
        #expect(parsed.receipt.repairs.isEmpty)
    }

    @Test func repairsGoIntoTheBillFileOnlyWhenThereAreSome() throws {
        let repaired = parser.parse(text: "Burger 12.50\nSalad 9.15\nCola 7.85\nSUBTOTAL 33.50\nTAX 2.68\nTOTAL 36.18").receipt
        guard case .array(let list)? = repaired.jsonObject["repairs"], case .object(let first)? = list.first else {
            Issue.record("no repairs in the bill file")
            return
        }
        #expect(first["figure"] == .string("item") && first["printed"] == .string("12.50") && first["read"] == .string("16.50"))
        let plain = parser.parse(text: "Burger 12.50\nTOTAL 12.50").receipt
        #expect(plain.jsonObject["repairs"] == nil)
    }
}

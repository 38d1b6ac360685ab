import Testing
import SplitBillCore
@testable import ReceiptParser

@Test func parsesASimpleReceipt() {
    let parsed = ReceiptParser().parse(text: "COLA 2 x 1.60 3.20\nTOTAL 3.20")
    #expect(parsed.receipt.items.count == 1)
}

import BillSplitter
import SplitBillCore
import Testing

/// The split says that the items miss the subtotal once: not again where a finding of that kind (the
/// reading's or the checks', each worded its own way) says it already.
@Suite struct SubtotalNoteTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    func notes(_ findings: [Finding]) throws -> [String] {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "A", total: usd(1000))], subtotal: usd(1200), total: usd(1000),
                              findings: findings)
        return try BillSplitter().split(receipt, plan: SplitPlan(people: ["ana"], even: true)).notes
    }

    @Test func saidOnceByKind() throws {
        let reading = Finding(.warning, "items add up to 10.00 but the subtotal says 12.00; check item 1",
                              kind: .itemsMissSubtotal(items: usd(1000), subtotal: usd(1200)))
        #expect(try notes([reading]) == [reading.message])
        var chain = TotalChain(.subtotal, usd(1200))
        chain.append(.tax, usd(100))
        let fromSubtotal = Finding(.warning, "subtotal 12.00 + tax 1.00 = 13.00, but the total says 10.00; check the total and the tax",
                                   kind: .totalMismatch(chain, total: usd(1000)))
        #expect(try notes([fromSubtotal]) == [fromSubtotal.message])
        // Without such a finding the split says it.
        #expect(try notes([]) == ["the items add up to $10.00 but the receipt's subtotal says $12.00"])
    }
}

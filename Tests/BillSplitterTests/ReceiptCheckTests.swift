import BillSplitter
import SplitBillCore
import Testing

/// The receipt's arithmetic checked as the bill now stands, and the corrections it suggests.
@Suite("Receipt checks and suggested corrections")
struct ReceiptCheckTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    func receipt(_ items: [Int64], subtotal: Int64? = nil, tax: Int64? = nil, taxIncluded: Bool? = nil, total: Int64?) -> Receipt {
        Receipt(currency: .usd, items: items.enumerated().map { LineItem(name: "item \($0.offset + 1)", total: usd($0.element)) },
                subtotal: subtotal.map(usd), taxes: tax.map { [TaxLine(amount: usd($0))] } ?? [], taxIncluded: taxIncluded,
                total: total.map(usd))
    }

    @Test("a receipt whose parts meet the total adds up, with no findings")
    func addsUp() {
        let check = ReceiptCheck(receipt([1200, 500], subtotal: 1700, tax: 153, total: 1853))
        #expect(check.addsUp && check.findings.isEmpty && check.gap == usd(0) && check.suggestions.isEmpty)
    }

    @Test("a discount printed above the subtotal is already in it: no finding, and the split says none")
    func discountAboveTheSubtotal() throws {
        // WildReceipt wr-19d7b32eee's figures: items 26.25, `Open $ Disc 1.80-` among them, `Subtotal 24.45`.
        var r = receipt([940, 1000, 100, 585], subtotal: 2445, tax: 232, taxIncluded: false, total: 2677)
        r.discounts = [Adjustment(name: "Open $ Disc", amount: usd(180))]
        let check = ReceiptCheck(r)
        #expect(check.addsUp && check.findings.isEmpty)
        let split = try BillSplitter().split(r, plan: SplitPlan(people: ["ana", "ben"], even: true))
        #expect(split.notes.isEmpty)
        // A subtotal that neither the items nor the items less the discount make is still said.
        r.subtotal = usd(2500)
        #expect(ReceiptCheck(r).findings.map(\.message).contains { $0.hasPrefix("the items add up to $26.25 but the receipt's subtotal says $25.00") })
    }

    @Test("a tax of unknown kind may be added or included")
    func taxEitherWay() {
        #expect(ReceiptCheck(receipt([1000], tax: 91, total: 1000)).addsUp)
        #expect(ReceiptCheck(receipt([1000], tax: 91, total: 1091)).addsUp)
        #expect(!ReceiptCheck(receipt([1000], tax: 91, taxIncluded: true, total: 1091)).addsUp)
    }

    @Test("no total, no items: not adding up, each said")
    func missingParts() {
        let noTotal = ReceiptCheck(receipt([1000], total: nil))
        #expect(!noTotal.addsUp && noTotal.gap == nil)
        #expect(noTotal.findings.map(\.message) == ["the bill has no total; give the one on the paper"])
        #expect(!ReceiptCheck(receipt([], total: 1000)).addsUp)
    }

    @Test("quantity × unit price against the line total")
    func product() throws {
        var r = receipt([650], total: 650)
        r.items[0].quantity = ExactDecimal(3)
        r.items[0].unitPrice = ExactDecimal("2.50")
        let check = ReceiptCheck(r)
        #expect(!check.addsUp)
        #expect(check.findings.map(\.message) == ["item 1: 3 × 2.50 = 7.50, but its line total says 6.50; check item 1"])
        #expect(check.findings.first?.item == 1)
        // The split says it too, on a bill whose findings do not (one typed by hand), and only once.
        let split = try BillSplitter().split(r, plan: SplitPlan(people: ["ana"], even: true))
        #expect(split.notes == ["item 1: 3 × 2.50 = 7.50, but its line total says 6.50; check item 1"])
        let rechecked = try BillSplitter().split(r.rechecked(), plan: SplitPlan(people: ["ana"], even: true))
        #expect(rechecked.notes == ["item 1: 3 × 2.50 = 7.50, but its line total says 6.50; check item 1"])
    }

    @Test("a product in fractions of a cent is checked as the till rounds it")
    func roundedProduct() {
        // Fuel: 10.123 l at 1.799 a litre is 18.211277, printed 18.21.
        var r = receipt([1821], total: 1821)
        r.items[0].quantity = ExactDecimal("10.123")
        r.items[0].unitPrice = ExactDecimal("1.799")
        #expect(ReceiptCheck(r).addsUp)
        r.items[0].total = usd(1921)
        r.total = usd(1921)
        let check = ReceiptCheck(r)
        #expect(!check.addsUp)
        #expect(check.findings.map(\.message) == ["item 1: 10.123 × 1.799 = 18.211277, but its line total says 19.21; check item 1"])
    }

    @Test("a charge that was read and whose removal alone closes the gap is the first suggestion")
    func readChargeRemoved() {
        // SampleReceipts/sroie-013: `Discount : 15.00` on a bill of 15.00 whose total is 15.00.
        var r = receipt([1500], total: 1500)
        r.discounts = [Adjustment(name: "Discount", amount: usd(1500))]
        #expect(ReceiptCheck(r).suggestions.first?.fix == .setDiscount(usd(0)))
        // A tax taken as added where the total has it in the prices: too much by the tax.
        let taxed = ReceiptCheck(receipt([1000], tax: 91, taxIncluded: false, total: 1000))
        #expect(taxed.suggestions.first?.fix == .taxIncluded)
        // A discount that is not the gap is not suggested away.
        r.total = usd(1000)
        #expect(!ReceiptCheck(r).suggestions.contains { $0.fix == .setDiscount(usd(0)) })
        // wr-91566d057d as once read: a tip guide's 4.64 taken as a tip the total 30.94 does not hold.
        var tipped = receipt([2845], tax: 249, taxIncluded: false, total: 3094)
        tipped.tip = usd(464)
        #expect(ReceiptCheck(tipped).suggestions.first?.fix == .setTip(usd(0)))
        #expect(ReceiptCheck(tipped, plan: SplitPlan(tip: .amount(usd(0)))).addsUp)
    }

    @Test("the gap names a rounding, a missing tax, a one-digit misread, a missed item")
    func suggestions() {
        let short = ReceiptCheck(receipt([1200, 500], total: 1800))
        #expect(short.gap == usd(100))
        #expect(short.findings.map(\.message) == ["the items add up to $17.00, but the total says $18.00: $1.00 missing"])
        #expect(short.suggestions.map(\.fix) == [
            .setTax(usd(100)), .setService(usd(100)), .setItemTotal(item: 1, amount: usd(1300)),
            .setItemTotal(item: 2, amount: usd(600)), .addItem(amount: usd(100)),
        ])
        #expect(short.suggestions.map(\.description) == [
            "set the tax to 1.00 (a tax line of 1.00 that was not read)",
            "set the service charge to 1.00 (a service charge or tip of 1.00 that was not read)",
            "set item 1 to 13.00 (item 1 was read as 12.00 but is 13.00, one digit off)",
            "set item 2 to 6.00 (item 2 was read as 5.00 but is 6.00, one digit off)",
            "add an item of 1.00 (an item of 1.00 that was not read)",
        ])
        let cent = ReceiptCheck(receipt([1200, 500], total: 1699))
        #expect(cent.suggestions.first?.fix == .setRounding(usd(-1)))
        let over = ReceiptCheck(receipt([1200, 950], tax: 100, taxIncluded: false, total: 2200))
        #expect(over.gap == usd(-50))
        #expect(over.suggestions.map(\.fix) == [.setItemTotal(item: 2, amount: usd(900))])
        // With a subtotal, the items are checked against it, and the chain from the items against the
        // total: a correction is suggested only when, tried, it makes both hold. Items 21.00, subtotal 22.00,
        // tax 1.00, total 23.00: an item 1.00 short closes both; a tax of 2.00 would leave the subtotal open.
        let sub = ReceiptCheck(receipt([1200, 900], subtotal: 2200, tax: 100, taxIncluded: false, total: 2300))
        #expect(sub.suggestions.map(\.fix) == [.setItemTotal(item: 1, amount: usd(1300)), .addItem(amount: usd(100))])
        // Total 24.00: the subtotal wants 1.00 more and the total 2.00; no one correction makes both hold.
        let two = ReceiptCheck(receipt([1200, 900], subtotal: 2200, tax: 100, taxIncluded: false, total: 2400))
        #expect(two.suggestions.isEmpty)
        // A tax or service charge above a third of the items is not suggested, though it would close the gap.
        let far = ReceiptCheck(receipt([1200, 500], total: 3000))
        #expect(!far.suggestions.contains { if case .setTax = $0.fix { true } else if case .setService = $0.fix { true } else { false } })
        #expect(far.suggestions.map(\.fix).contains(.addItem(amount: usd(1300))))
    }

    @Test("a correction in the plan counts: a tax given replaces the receipt's, removed items are left out")
    func planCounts() {
        var plan = SplitPlan(tax: .amount(usd(100)))
        #expect(ReceiptCheck(receipt([1200, 500], total: 1800), plan: plan).addsUp)
        plan = SplitPlan(excludedItems: [2])
        #expect(ReceiptCheck(receipt([1200, 500, 600], total: 1800), plan: plan).addsUp)
    }

    @Test("rechecked: the reading's warnings are replaced, its notes kept for items not corrected")
    func rechecked() {
        var r = receipt([1300, 500], total: 1800)
        r.findings = [Finding(.warning, "items add up to 17.00 but the total says 18.00; check item 1", item: 1),
                      Finding(.note, "item 2: read \"5.0O\" as 5.00", item: 2),
                      Finding(.note, "item 1: read \"l2.00\" as 12.00", item: 1)]
        let fresh = r.rechecked(corrected: [1])
        #expect(fresh.findings.map(\.message) == ["item 2: read \"5.0O\" as 5.00"])
    }
}

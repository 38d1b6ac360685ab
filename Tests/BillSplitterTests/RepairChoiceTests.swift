import BillSplitter
import SplitBillCore
import Testing

/// A repair of the reading chosen again after corrections (``SplitRequest/resolved()``): undone when the
/// corrected receipt adds up without it, kept (and unverified) when it is still needed, dropped when a
/// correction gives the figure itself.
@Suite("Repairs chosen again after corrections")
struct RepairChoiceTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    /// `Burger 12.50` read as 16.50 to meet a subtotal of 33.50 that was short by a missed item of 4.00.
    var repaired: Receipt {
        let reason = "item 1: read \"12.50\" as 16.50, one digit changed, as the subtotal needs (the total confirms it); check it"
        return Receipt(currency: .usd, items: [LineItem(name: "Burger", total: usd(1650)), LineItem(name: "Salad", total: usd(915)),
                                               LineItem(name: "Cola", total: usd(785))],
                       subtotal: usd(3350), taxes: [TaxLine(amount: usd(268))], taxIncluded: false, total: usd(3618),
                       findings: [Finding(.warning, reason, item: 1)],
                       repairs: [Repair(.item(1), printed: usd(1250), read: usd(1650), reason: reason)])
    }

    @Test("adding the missed item undoes the digit that stood in for it")
    func missedItemUndoesTheRepair() throws {
        var request = SplitRequest(receipt: repaired)
        request.edits.additions = [.init(name: "Fries", total: usd(400))]
        let resolved = try request.resolved()
        #expect(resolved.receipt.items.map(\.total) == [usd(1250), usd(915), usd(785), usd(400)])
        #expect(resolved.receipt.repairs.isEmpty)
        #expect(request.verified(resolved) == true)
        #expect(request.undoneRepairs(in: resolved.receipt) == repaired.repairs)
        #expect(!resolved.receipt.findings.contains { $0.severity == .warning })
        #expect(resolved.receipt.findings.contains { $0.message == SplitRequest.undoneNote(repaired.repairs[0]) })
        #expect(SplitRequest.undoneNote(repaired.repairs[0])
            == "item 1 is 12.50 as printed: with the corrections the receipt adds up without reading it as 16.50")
        // And the split adds up to the printed total.
        let result = try BillSplitter().split(resolved.receipt, plan: SplitPlan(people: ["ana", "ben"], even: true))
        #expect(result.people.reduce(usd(0)) { $0 + $1.total } == usd(3618))
    }

    @Test("a correction the repair is still needed for keeps it, with its warning, and the bill unverified")
    func neededRepairStays() throws {
        var request = SplitRequest(receipt: repaired)
        request.edits.names = [2: "Caesar salad"]
        request.edits.amounts = [3: usd(785)]
        let resolved = try request.resolved()
        #expect(resolved.receipt.items[0].total == usd(1650))
        #expect(resolved.receipt.repairs == repaired.repairs)
        #expect(resolved.receipt.findings.contains { $0.severity == .warning && $0.message == repaired.repairs[0].reason })
        #expect(request.verified(resolved) == false)
        #expect(request.undoneRepairs(in: resolved.receipt).isEmpty)
    }

    @Test("giving the repaired item's amount confirms it: no repair is left, and the bill is verified")
    func givenAmountReplacesTheRepair() throws {
        var request = SplitRequest(receipt: repaired)
        request.edits.amounts = [1: usd(1650)]
        let resolved = try request.resolved()
        #expect(resolved.receipt.repairs.isEmpty)
        #expect(request.verified(resolved) == true)
        #expect(request.undoneRepairs(in: resolved.receipt).isEmpty)
    }

    @Test("with no correction the reading's repairs stand")
    func noCorrectionNoChoice() throws {
        let request = SplitRequest(receipt: repaired)
        let resolved = try request.resolved()
        #expect(resolved.receipt == repaired)
    }

    @Test("a corrected receipt that adds up neither way keeps its repairs as read")
    func nothingAddsUp() throws {
        var request = SplitRequest(receipt: repaired)
        request.edits.additions = [.init(name: "Fries", total: usd(300))]
        let resolved = try request.resolved()
        #expect(resolved.receipt.items[0].total == usd(1650))
        #expect(resolved.receipt.repairs == repaired.repairs)
        #expect(request.verified(resolved) == false)
    }

    @Test("a repaired total is as printed again when the corrected items make it")
    func totalRepairUndone() throws {
        let reason = "the total was read as 30.00; 36.00 is one digit off"
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "A", total: usd(2000)), LineItem(name: "B", total: usd(1000))],
                              total: usd(3000), findings: [Finding(.warning, reason)],
                              repairs: [Repair(.total, printed: usd(3600), read: usd(3000), reason: reason)])
        var request = SplitRequest(receipt: receipt)
        request.edits.additions = [.init(name: "C", total: usd(600))]
        let resolved = try request.resolved()
        #expect(resolved.receipt.total == usd(3600))
        #expect(resolved.receipt.repairs.isEmpty)
        #expect(request.verified(resolved) == true)
        // Giving the total replaces the repair instead.
        var given = SplitRequest(receipt: receipt)
        given.edits.total = usd(3000)
        #expect(try given.resolved().receipt.repairs.isEmpty)
    }

    @Test("repairs survive the bill file, and a broken one is refused with what to write")
    func billFileRoundTrip() throws {
        let text = JSONValue.object(repaired.jsonObject(verified: false)).serialized()
        let back = try BillFile(json: try JSONValue(parsing: text))
        #expect(back.receipt.repairs == repaired.repairs)
        for broken in [#"[{"figure": "item", "item": 9, "printed": "1.00", "read": "2.00"}]"#,
                       #"[{"figure": "tax", "printed": "1.00", "read": "2.00"}]"#,
                       #"[{"figure": "total", "printed": "1.00"}]"#] {
            let json = #"{"currency": "USD", "items": [{"name": "A", "total": "2.00"}], "repairs": "# + broken + "}"
            let value = try JSONValue(parsing: json)
            #expect(throws: BillFileError.self) { try BillFile(json: value) }
        }
    }
}

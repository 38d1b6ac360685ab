import BillSplitter
import SplitBillCore
import Testing

/// How the sources of a split combine: defaults, bill file, assignments file, flags, groups, corrections.
@Suite("Split requests: precedence, groups and corrections")
struct SplitRequestTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    var receipt: Receipt {
        Receipt(currency: .usd, items: [LineItem(name: "Soup", total: usd(600)), LineItem(name: "Pasta", total: usd(1400)),
                                        LineItem(name: "Wine", total: usd(900))], total: usd(2900))
    }

    @Test("each stronger source replaces only what it sets")
    func strongerSourcesWin() throws {
        var request = SplitRequest(receipt: receipt)
        request.defaults = SplitDefaults(tip: .percent(ExactDecimal(18)), tipBase: .afterTax)
        request.billPlan = SplitPlan(people: ["ana", "ben"], tip: .percent(ExactDecimal(15)))
        request.billPlan.assignments = [1: .equally(["ana"]), 2: .equally(["ben"])]
        request.assignments = SplitPlan(tip: .percent(ExactDecimal(12)))
        request.assignments?.assignments = [2: .equally(["ana"]), 3: .everyone]
        request.flags = SplitPlan(tip: .percent(ExactDecimal(10)))
        request.flags.assignments = [3: .equally(["ben"])]
        let plan = request.plan
        #expect(plan.people == ["ana", "ben"])  // only the bill names people
        #expect(plan.tip == .percent(ExactDecimal(10)))  // the flag's tip
        #expect(plan.tipBase == .afterTax)  // only the defaults say
        #expect(plan.assignments == [1: .equally(["ana"]), 2: .equally(["ana"]), 3: .equally(["ben"])])
    }

    @Test("a default tip or tax never replaces the receipt's own")
    func defaultsYieldToThePaper() {
        var printed = receipt
        printed.tip = usd(300)
        printed.taxes = [TaxLine(amount: usd(200))]
        let defaults = SplitDefaults(tip: .percent(ExactDecimal(18)), tax: .percent(ExactDecimal(8)), taxIncluded: true)
        let onPaper = defaults.plan(for: printed)
        #expect(onPaper.tip == nil && onPaper.tax == nil && onPaper.taxIncluded == nil)
        let plain = defaults.plan(for: receipt)
        #expect(plain.tip == .percent(ExactDecimal(18)) && plain.tax == .percent(ExactDecimal(8)) && plain.taxIncluded == true)
    }

    @Test("groups give their members in order, then extra --people; each name once, whatever its case")
    func groupsAndPeople() {
        var request = SplitRequest(receipt: receipt)
        request.billPlan.people = ["zoe"]
        request.groups = [["ana", "ben"], ["Ben", "carla"]]
        request.flags.people = ["dan", "ANA"]
        #expect(request.plan.people == ["ana", "ben", "carla", "dan"])
        request.groups = []
        #expect(request.plan.people == ["dan", "ANA"])
    }

    @Test("corrections come last: a removed item's assignment goes, an added item is numbered after the last")
    func correctionsApplyToTheReceiptAsRead() throws {
        var request = SplitRequest(receipt: receipt)
        request.flags = SplitPlan(people: ["ana", "ben"])
        request.flags.assignments = [1: .equally(["ana"]), 2: .equally(["ben"]), 3: .everyone, 4: .equally(["ana"])]
        request.edits = ReceiptEdits(amounts: [2: usd(1500)], additions: [.init(name: "Bread", total: usd(200))],
                                     removals: [3], total: usd(2300))
        let (fixed, plan) = try request.resolved()
        #expect(fixed.items.map(\.name) == ["Soup", "Pasta", "Wine", "Bread"])
        #expect(fixed.total == usd(2300))
        #expect(plan.excludedItems == [3])
        #expect(plan.assignments[3] == nil)
        let result = try BillSplitter().split(fixed, plan: plan)
        #expect(result.people.map(\.total) == [usd(800), usd(1500)])
    }

    @Test("a correction of an item the receipt does not have is an error")
    func badCorrection() {
        var request = SplitRequest(receipt: receipt)
        request.edits.amounts[7] = usd(100)
        #expect(throws: SplitError.self) { try request.resolved() }
    }

    @Test("the currency: flag, then assignments file, then bill, then setting")
    func currencyOrder() {
        #expect(SplitRequest.currency(flag: .eur, assignments: .gbp, bill: .usd, setting: .jpy) == .eur)
        #expect(SplitRequest.currency(flag: nil, assignments: .gbp, bill: .usd, setting: .jpy) == .gbp)
        #expect(SplitRequest.currency(flag: nil, assignments: nil, bill: .usd, setting: .jpy) == .usd)
        #expect(SplitRequest.currency(flag: nil, assignments: nil, bill: nil, setting: .jpy) == .jpy)
        #expect(SplitRequest.currency(flag: nil, assignments: nil, bill: nil, setting: nil) == nil)
    }
}

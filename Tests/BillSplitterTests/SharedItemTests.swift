import BillSplitter
import SplitBillCore
import Testing
import TestSupport

/// Items everyone shares are kept once per split, not once per person: what each person reads back
/// must be what largest remainder gives them, in the order of the bill.
@Suite("Items shared by everyone")
struct SharedItemTests {
    @Test("each person's parts are largest remainder's, in item order, over generated bills")
    func sameAsLargestRemainder() throws {
        var rng = SplitMix64(seed: 77)
        var compared = 0
        for _ in 0..<2_000 {
            let (receipt, plan) = InvariantTests.generate(&rng)
            guard let r = try? BillSplitter().split(receipt, plan: plan), !r.rules.even else { continue }
            let n = r.people.count
            for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
                guard plan.assignments[i + 1] == nil || plan.assignments[i + 1] == .everyone else { continue }
                if plan.assignments[i + 1] == nil, item.netTotal.isZero {
                    // A free item nobody was given is nobody's portion.
                    #expect(r.people.allSatisfy { person in !person.portions.contains { $0.item == i + 1 } })
                    continue
                }
                let expected = Allocation.largestRemainder(item.netTotal.minorUnits, weights: Array(repeating: 1, count: n))
                for (p, person) in r.people.enumerated() {
                    let portion = try #require(person.portions.first { $0.item == i + 1 })
                    #expect(portion.amount.minorUnits == expected[p])
                    #expect(portion.share == (n > 1 ? "1/\(n)" : ""))
                    #expect(portion.name == item.name)
                }
                compared += 1
            }
            for person in r.people {
                let numbers = person.portions.map(\.item)
                #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count)
                // Reading by position gives what reading in order gives.
                #expect(person.portions.indices.map { person.portions[$0] } == Array(person.portions))
            }
        }
        #expect(compared > 1_000)
    }

    @Test("a worked example: 1.00 between three, beside an item of one person's")
    func workedExample() throws {
        let usd = Currency.usd
        let receipt = Receipt(currency: usd, items: [
            LineItem(name: "Bread", total: Money(minorUnits: 100, currency: usd)),
            LineItem(name: "Wine", total: Money(minorUnits: 900, currency: usd)),
            LineItem(name: "Olives", total: Money(minorUnits: 200, currency: usd)),
        ])
        let plan = SplitPlan(people: ["ana", "ben", "cy"], assignments: [1: .everyone, 2: .equally(["ben"]), 3: .everyone])
        let r = try BillSplitter().split(receipt, plan: plan)
        #expect(r.people.map { $0.portions.map(\.amount.minorUnits) } == [[34, 67], [33, 900, 67], [33, 66]])
        #expect(r.people[1].portions.map(\.name) == ["Bread", "Wine", "Olives"])
        #expect(r.people.map(\.items.minorUnits) == [101, 1000, 99])
    }
}

import BillSplitter
import SplitBillCore
import Testing
import TestSupport

/// Items everyone shares are kept once per split, not once per person: what each person reads back
/// must be the item divided equally, its leftover units going round the people from where the
/// previous shared item's stopped, in the order of the bill.
@Suite("Items shared by everyone")
struct SharedItemTests {
    @Test("each person's parts are equal shares with the leftover units going round, in item order, over generated bills")
    func leftoversGoRound() throws {
        var rng = SplitMix64(seed: 77)
        var compared = 0
        for _ in 0..<2_000 {
            let (receipt, plan) = InvariantTests.generate(&rng)
            guard let r = try? BillSplitter().split(receipt, plan: plan), !r.rules.even else { continue }
            let n = r.people.count
            var next = 0
            for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
                guard plan.assignments[i + 1] == nil || plan.assignments[i + 1] == .everyone else { continue }
                if plan.assignments[i + 1] == nil, item.netTotal.isZero {
                    // A free item nobody was given is nobody's portion.
                    #expect(r.people.allSatisfy { person in !person.portions.contains { $0.item == i + 1 } })
                    continue
                }
                let amount = item.netTotal.minorUnits
                let (base, extra) = (amount / Int64(n), Int((amount % Int64(n)).magnitude))
                let expected = (0..<n).map { p in (p - next + n) % n < extra ? base + (amount < 0 ? -1 : 1) : base }
                next = (next + extra) % n
                #expect(expected.reduce(0, +) == amount)
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

    @Test("a worked example: 1.00 and 2.00 between three, beside an item of one person's; the second's leftover cents start after the first's")
    func workedExample() throws {
        let usd = Currency.usd
        let receipt = Receipt(currency: usd, items: [
            LineItem(name: "Bread", total: Money(minorUnits: 100, currency: usd)),
            LineItem(name: "Wine", total: Money(minorUnits: 900, currency: usd)),
            LineItem(name: "Olives", total: Money(minorUnits: 200, currency: usd)),
        ])
        let plan = SplitPlan(people: ["ana", "ben", "cy"], assignments: [1: .everyone, 2: .equally(["ben"]), 3: .everyone])
        let r = try BillSplitter().split(receipt, plan: plan)
        #expect(r.people.map { $0.portions.map(\.amount.minorUnits) } == [[34, 66], [33, 900, 67], [33, 67]])
        #expect(r.people[1].portions.map(\.name) == ["Bread", "Wine", "Olives"])
        #expect(r.people.map(\.items.minorUnits) == [100, 1000, 100])
    }

    @Test("ten items of 1.00 shared by three, by everyone or by name: 3.34, 3.33, 3.33, not 3.40, 3.30, 3.30")
    func leftoverCentsAreSpread() throws {
        let usd = Currency.usd
        let receipt = Receipt(currency: usd, items: (1...10).map { LineItem(name: "Tapa \($0)", total: Money(minorUnits: 100, currency: usd)) })
        let everyone = SplitPlan(people: ["ana", "ben", "cy"], assignments: Dictionary(uniqueKeysWithValues: (1...10).map { ($0, ItemShare.everyone) }))
        #expect(try BillSplitter().split(receipt, plan: everyone).people.map(\.items.minorUnits) == [334, 333, 333])
        let named = SplitPlan(people: ["ana", "ben", "cy", "dan"],
                              assignments: Dictionary(uniqueKeysWithValues: (1...10).map { ($0, ItemShare.equally(["ana", "ben", "cy"])) }))
        #expect(try BillSplitter().split(receipt, plan: named).people.map(\.items.minorUnits) == [334, 333, 333, 0])
        // Both kinds in one bill: the named item's leftover unit goes to one who has not had the shared one's.
        let mixed = SplitPlan(people: ["ana", "ben", "cy"], assignments: [1: .everyone, 2: .equally(["ana", "ben", "cy"])],
                              splitUnassignedEvenly: false)
        let two = Receipt(currency: usd, items: Array(receipt.items.prefix(2)))
        #expect(try BillSplitter().split(two, plan: mixed).people.map(\.items.minorUnits) == [67, 67, 66])
    }
}

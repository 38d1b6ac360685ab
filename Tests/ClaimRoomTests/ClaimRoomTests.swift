import BillSplitter
import ClaimRoom
import SplitBillCore
import Testing

/// The claim room without HTTP: who may claim what, the running split, and the finished split,
/// which must be the one `BillSplitter` makes from the same assignments.
@Suite("Claim room")
struct ClaimRoomTests {
    func eur(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .eur) }

    /// Pasta 12.00, 4 beers 16.00, salad 8.00, water 0.00; tax 3.60 on top, total 39.60.
    var receipt: Receipt {
        Receipt(currency: .eur, store: "Trattoria", items: [
            LineItem(name: "Pasta", total: eur(1200)),
            LineItem(name: "Beer", quantity: ExactDecimal(4), unitPrice: ExactDecimal("4.00"), total: eur(1600)),
            LineItem(name: "Salad", total: eur(800)),
            LineItem(name: "Water", total: eur(0)),
        ], taxes: [TaxLine(amount: eur(360))], taxIncluded: false, total: eur(3960))
    }

    func room(people: [String]? = ["ana", "ben"], newPeople: Bool = false, plan extra: (inout SplitPlan) -> Void = { _ in }) throws -> ClaimRoom {
        var plan = SplitPlan()
        plan.people = people
        extra(&plan)
        return try ClaimRoom(receipt: receipt, plan: plan, acceptsNewPeople: newPeople)
    }

    func id(_ room: ClaimRoom, _ number: Int) -> String { room.items.first { $0.number == number }!.id }

    @Test("item ids are stable for the same bill and differ between items, even identical ones")
    func stableIDs() throws {
        let a = try room(), b = try room(people: nil, newPeople: true)
        #expect(a.items.map(\.id) == b.items.map(\.id))
        #expect(Set(a.items.map(\.id)).count == a.items.count)
        var twins = receipt
        twins.items = [LineItem(name: "Beer", total: eur(400)), LineItem(name: "Beer", total: eur(400))]
        twins.total = eur(800)
        twins.taxes = []
        let t = try ClaimRoom(receipt: twins, plan: SplitPlan(), acceptsNewPeople: true)
        #expect(t.items[0].id != t.items[1].id)
    }

    @Test("a whole item, a shared one and units of a counted one make the split BillSplitter makes from the same assignments")
    func finalSplitMatchesSplitter() throws {
        var r = try room()
        try r.claim(person: "ana", item: id(r, 1))
        try r.claim(person: "ana", item: id(r, 3))
        try r.claim(person: "ben", item: id(r, 3))
        try r.claim(person: "ana", item: id(r, 2), units: 1)
        try r.claim(person: "Ben", item: id(r, 2), units: 3)
        #expect(r.unclaimedItems.isEmpty)  // the water costs nothing and needs nobody
        let result = try r.finalSplit(splittingUnclaimed: false)
        var plan = SplitPlan()
        plan.people = ["ana", "ben"]
        plan.assignments = [1: .equally(["ana"]), 2: .units([PersonWeight("ana", ExactDecimal(1)), PersonWeight("ben", ExactDecimal(3))]),
                            3: .equally(["ana", "ben"])]
        let expected = try BillSplitter().split(receipt, plan: plan)
        #expect(result == expected)
        #expect(result.people.map(\.total) == [eur(2200), eur(1760)])  // 12 + 4 + 4 = 20 and 12 + 4 = 16, with tax 10%
        #expect(result.people.reduce(eur(0)) { $0 + $1.total } == eur(3960))
    }

    @Test("the running split carries what nobody claimed, and always adds up to the total")
    func runningSplit() throws {
        var r = try room()
        var split = try r.currentSplit()
        #expect(split.people.map(\.name) == ["ana", "ben", ClaimRoom.unclaimedName])
        #expect(split.people.last!.total == eur(3960))
        try r.claim(person: "ana", item: id(r, 1))
        try r.claim(person: "ben", item: id(r, 2), units: 2)
        split = try r.currentSplit()
        #expect(split.people.reduce(eur(0)) { $0 + $1.total } == eur(3960))
        #expect(split.people[0].total == eur(1320))  // pasta 12.00 with its 1.20 of tax
        #expect(split.people[1].total == eur(880))  // two beers 8.00 with 0.80
        #expect(split.people[2].total == eur(1760))  // two beers and the salad, 16.00 with 1.60
        #expect(r.unitsLeft(r.items[1]) == 2)
        #expect(r.unclaimedItems.map(\.number) == [2, 3])
    }

    @Test("units cannot go past the quantity, nor mix with shares of the same item")
    func unitRules() throws {
        var r = try room()
        let beer = id(r, 2)
        try r.claim(person: "ana", item: beer, units: 3)
        #expect(throws: ClaimError.tooManyUnits("Beer", left: 1, of: 4)) { try r.claim(person: "ben", item: beer, units: 2) }
        #expect(throws: ClaimError.claimedByUnits("Beer", by: ["ana"])) { try r.claim(person: "ben", item: beer) }
        // Ana's second claim replaces her first: she can give back a unit.
        try r.claim(person: "ana", item: beer, units: 2)
        try r.claim(person: "ben", item: beer, units: 2)
        #expect(r.unitsLeft(r.items[1]) == 0)
        #expect(throws: ClaimError.notCounted("Pasta")) { try r.claim(person: "ana", item: id(r, 1), units: 1) }
        #expect(throws: ClaimError.invalidUnits(0)) { try r.claim(person: "ana", item: beer, units: 0) }
        var shared = try room()
        try shared.claim(person: "ana", item: beer)
        #expect(throws: ClaimError.claimedByShares("Beer", by: ["ana"])) { try shared.claim(person: "ben", item: beer, units: 1) }
    }

    @Test("a weighted share: ana claims two parts of the salad, ben one")
    func weightedShare() throws {
        var r = try room()
        try r.claim(person: "ana", item: id(r, 1))
        try r.claim(person: "ana", item: id(r, 2), units: 4)
        try r.claim(person: "ana", item: id(r, 3), share: ExactDecimal(2))
        try r.claim(person: "ben", item: id(r, 3))
        let plan = try r.finalPlan(splittingUnclaimed: false)
        #expect(plan.assignments[3] == .weighted([PersonWeight("ana", ExactDecimal(2)), PersonWeight("ben", ExactDecimal(1))]))
        #expect(throws: ClaimError.self) { try r.claim(person: "ben", item: id(r, 1), share: ExactDecimal(0)) }
        #expect(throws: ClaimError.self) { try r.claim(person: "ben", item: id(r, 1), share: ExactDecimal(1000)) }
    }

    @Test("finishing with items nobody claimed names them, or shares them equally when asked; the units left too")
    func unclaimedAtTheEnd() throws {
        var r = try room()
        try r.claim(person: "ana", item: id(r, 1))
        try r.claim(person: "ben", item: id(r, 2), units: 1)
        #expect(throws: ClaimError.unclaimedItems([(2, "Beer"), (3, "Salad")])) { try r.finalPlan(splittingUnclaimed: false) }
        let result = try r.finalSplit(splittingUnclaimed: true)
        // ana: pasta 12 + half of 3 beers 6 + half the salad 4 = 22; ben: 1 beer 4 + 6 + 4 = 14; tax 10% on top.
        #expect(result.people.map(\.items) == [eur(2200), eur(1400)])
        #expect(result.people.reduce(eur(0)) { $0 + $1.total } == eur(3960))
    }

    @Test("names: matched regardless of case, checked, bounded, and the placeholder's is taken")
    func people() throws {
        var closed = try room()
        #expect(throws: ClaimError.closedToNewPeople(["ana", "ben"])) { try closed.addPerson("carla") }
        #expect(try closed.addPerson(" ANA ") == "ana")
        #expect(throws: ClaimError.unknownPerson("carla", known: ["ana", "ben"])) { try closed.claim(person: "carla", item: id(closed, 1)) }
        var open = try room(people: nil, newPeople: true, plan: { _ in })
        #expect(try open.addPerson("<script>alert(1)</script>") == "<script>alert(1)</script>")
        #expect(throws: ClaimError.invalidName("a,b")) { try open.addPerson("a,b") }
        #expect(throws: ClaimError.reservedName("(Unclaimed)")) { try open.addPerson("(Unclaimed)") }
        #expect(throws: ClaimError.nameTooLong(limit: 40)) { try open.addPerson(String(repeating: "x", count: 41)) }
        var small = try ClaimRoom(receipt: receipt, plan: SplitPlan(), acceptsNewPeople: true, bounds: .init(people: 2))
        try small.addPerson("a")
        try small.addPerson("b")
        #expect(throws: ClaimError.tooManyPeople(limit: 2)) { try small.addPerson("c") }
    }

    @Test("assignments given before the room opened are its first claims; an item for everyone takes in whoever joins")
    func startingClaims() throws {
        var r = try room(people: ["ana"], newPeople: true) { plan in
            plan.assignments = [1: .equally(["ana"]), 3: .everyone]
        }
        #expect(r.claims[id(r, 1)]?.map(\.person) == ["ana"])
        try r.addPerson("ben")
        #expect(r.claims[id(r, 3)]?.map(\.person) == ["ana", "ben"])
        try r.claim(person: "ben", item: id(r, 2), units: 4)
        let plan = try r.finalPlan(splittingUnclaimed: false)
        #expect(plan.assignments[3] == .equally(["ana", "ben"]))
    }

    @Test("assignments naming someone beyond the people named are refused, as split refuses them")
    func assignmentsBeyondThePeople() throws {
        #expect(throws: ClaimError.split(.unknownPerson("zoe", known: ["ana", "ben"]))) {
            try room { $0.assignments = [1: .equally(["zoe"])] }
        }
        let unnamed = try room(people: nil, newPeople: true) { $0.assignments = [1: .equally(["zoe"])] }
        #expect(unnamed.people == ["zoe"])
    }

    @Test("an even split cannot be claimed, and an item left out of the bill is not in the room")
    func planLimits() throws {
        #expect(throws: ClaimError.evenSplit) { try room { $0.even = true } }
        let r = try room { $0.excludedItems = [3] }
        #expect(r.items.map(\.number) == [1, 2, 4])
    }

    @Test("the version goes up with each change and not with a claim made again")
    func versions() throws {
        var r = try room()
        let v0 = r.version
        try r.claim(person: "ana", item: id(r, 1))
        try r.claim(person: "ana", item: id(r, 1))
        #expect(r.version == v0 + 1)
        try r.unclaim(person: "ana", item: id(r, 1))
        try r.unclaim(person: "ana", item: id(r, 1))
        #expect(r.version == v0 + 2)
    }

    @Test("the JSON of the room: items with ids and the split with its unclaimed amount")
    func json() throws {
        var r = try room()
        try r.claim(person: "ana", item: id(r, 1))
        guard case .object(let bill) = r.billJSON, case .array(let items)? = bill["items"],
              case .object(let first) = items[0], case .object(let split) = r.splitJSON else {
            Issue.record("not objects")
            return
        }
        #expect(first["id"] == .string(id(r, 1)))
        #expect(first["amountText"] == .string(eur(1200).formatted))
        #expect(split["unclaimedAmount"] == .number("26.40"))
        #expect(split["unclaimed"] == .array([.string(id(r, 2)), .string(id(r, 3))]))
    }
}

/// The example in the ClaimRoom documentation, as written there.
@Suite("Claim room documentation")
struct ClaimRoomDocumentationTests {
    @Test("the catalogue's example splits the pasta and the beers as it says")
    func example() throws {
        let receipt = Receipt(currency: .eur, items: [
            LineItem(name: "Pasta", total: try Money(parsing: "12,00", currency: .eur)),
            LineItem(name: "Beer", quantity: ExactDecimal(4), total: try Money(parsing: "16,00", currency: .eur)),
        ])
        var room = try ClaimRoom(receipt: receipt, plan: SplitPlan(people: ["ana", "ben"]), acceptsNewPeople: false)
        let (pasta, beer) = (room.items[0].id, room.items[1].id)
        try room.claim(person: "ana", item: pasta)
        try room.claim(person: "ana", item: beer, units: 1)
        try room.claim(person: "ben", item: beer, units: 3)
        let result = try room.finalSplit(splittingUnclaimed: false)
        #expect(result.people.map(\.total) == [Money(minorUnits: 1600, currency: .eur), Money(minorUnits: 1200, currency: .eur)])
        #expect(result.textSummary.contains("ana"))
    }
}

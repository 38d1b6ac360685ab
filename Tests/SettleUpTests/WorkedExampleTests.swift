import SettleUp
import SplitBillCore
import Testing

/// Examples a person can check by hand.
@Suite("Settling up: worked examples")
struct WorkedExampleTests {
    let planner = TransferPlanner()

    @Test("+7, +3, -7, -3 take two transfers, not the three of paying in a fixed order")
    func sevenThree() throws {
        let given = balances(["ana": 700, "ben": 300, "carla": -700, "dan": -300])
        let plan = try planner.plan(given, currency: .eur)
        #expect(lines(plan) == ["carla pays ana 7.00", "dan pays ben 3.00"])
        #expect(plan.method == .fewest)
        #expect(plan.groups == [["ana", "carla"], ["ben", "dan"]])
        expectClears(plan, given)
        // Creditors and debtors paired in a fixed order (largest creditor first, smallest debtor
        // first), as group-expense apps do: three transfers.
        #expect(Self.fixedOrder([700, 300], [300, 700]) == 3)
    }

    /// Transfers when each debtor in turn pays each creditor in turn as much as either has left.
    static func fixedOrder(_ creditors: [Int64], _ debtors: [Int64]) -> Int {
        var c = creditors, d = debtors, i = 0, j = 0, count = 0
        while i < c.count, j < d.count {
            let x = min(c[i], d[j])
            count += 1
            c[i] -= x
            d[j] -= x
            if c[i] == 0 { i += 1 }
            if d[j] == 0 { j += 1 }
        }
        return count
    }

    @Test("a group of five that splits into a pair and a three takes three transfers")
    func pairAndThree() throws {
        // 12.00 + -5.00 + -7.00 = 0 and 4.50 + -4.50 = 0.
        let given = balances(["ana": 1200, "ben": -500, "carla": -700, "dan": 450, "eva": -450])
        let plan = try planner.plan(given, currency: .eur)
        #expect(lines(plan) == ["ben pays ana 5.00", "carla pays ana 7.00", "eva pays dan 4.50"])
        #expect(plan.groups == [["ana", "ben", "carla"], ["dan", "eva"]])
        expectClears(plan, given)
    }

    @Test("without opposite pairs the search still finds the zero-sum groups the greedy method misses")
    func hiddenGroups() throws {
        // {ana 7, ben -4, carla -3} and {dan 6, eva -5, fred -1}: 6 people, 2 groups, 4 transfers.
        let given = balances(["ana": 700, "ben": -400, "carla": -300, "dan": 600, "eva": -500, "fred": -100])
        let plan = try planner.plan(given, currency: .eur)
        #expect(lines(plan) == ["ben pays ana 4.00", "carla pays ana 3.00", "eva pays dan 5.00", "fred pays dan 1.00"])
        #expect(plan.groups == [["ana", "ben", "carla"], ["dan", "eva", "fred"]])
        expectClears(plan, given)
        // The greedy method (largest debtor pays largest creditor) takes five.
        let greedy = try planner.greedyPlan(given, currency: .eur)
        #expect(lines(greedy) == ["ben pays dan 4.00", "carla pays ana 2.00", "carla pays dan 1.00", "eva pays ana 5.00", "fred pays dan 1.00"])
        #expect(greedy.method == .greedy)
        expectClears(greedy, given)
    }

    @Test("nine people in three hidden groups of three take six transfers")
    func nine() throws {
        let given = balances(["ana": 500, "ben": -200, "carla": -300, "dan": 400, "eva": 100, "fred": -500,
                              "gus": 600, "hana": -100, "ivo": -500])
        let plan = try planner.plan(given, currency: .eur)
        #expect(plan.transfers.count == 6)
        #expect(plan.method == .fewest)
        expectClears(plan, given)
    }

    @Test("everyone at zero, and nobody at all, take no transfers")
    func nothingToDo() throws {
        #expect(try planner.plan(balances(["ana": 0, "ben": 0]), currency: .eur).transfers.isEmpty)
        let empty = try planner.plan([], currency: .jpy)
        #expect(empty.transfers.isEmpty && empty.groups.isEmpty && empty.method == .fewest)
    }

    @Test("beyond the exact limit the greedy method settles, and says so")
    func greedyBeyondLimit() throws {
        let small = TransferPlanner(exactLimit: 4)
        let given = balances(["ana": 700, "ben": -400, "carla": -300, "dan": 600, "eva": -500, "fred": -100])
        let plan = try small.plan(given, currency: .eur)
        #expect(plan.transfers.count == 5)  // the bound is 6 - 2 = 4: not reached
        #expect(plan.method == .greedy)
        #expect(!plan.isFewest)
        #expect(plan.transfers.count <= 5)
        expectClears(plan, given)
        // One payer for everyone: no plan can have fewer than one transfer per other person, which
        // the greedy transfers reach, so they are the fewest.
        let onePayer = (1...30).map { Balance(name: "p\($0)", amount: Money(minorUnits: -Int64($0) * 10, currency: .eur)) }
            + [Balance(name: "payer", amount: Money(minorUnits: (1...30).reduce(0) { $0 + Int64($1) * 10 }, currency: .eur))]
        let star = try planner.plan(onePayer, currency: .eur)
        #expect(star.method == .fewest && star.transfers.count == 30)
        expectClears(star, onePayer)
        // Exact opposites are paired before the limit is counted: 6 people, 2 left, exact.
        let paired = balances(["ana": 500, "ben": -500, "carla": 300, "dan": -300, "eva": 200, "fred": -100, "gus": -100])
        #expect(try small.plan(paired, currency: .eur).method == .fewest)
    }

    @Test("a ledger of bills: each share is owed to the payer, and a payment cancels a debt")
    func ledgerFromBills() throws {
        var ledger = Ledger(currency: .eur)
        let eur = { (cents: Int64) in Money(minorUnits: cents, currency: .eur) }
        // Dinner paid by ana: ben had 14.35, carla 11.50 (ana's own share owes nobody).
        try ledger.add(Debt(debtor: "ben", creditor: "ana", amount: eur(1435)))
        try ledger.add(Debt(debtor: "carla", creditor: "ana", amount: eur(1150)))
        // Lunch paid by ben: carla had 8.00.
        try ledger.add(Debt(debtor: "carla", creditor: "ben", amount: eur(800)))
        // carla paid ana back 5.00.
        try ledger.add(.payment(from: "carla", to: "ana", amount: eur(500)))
        #expect(ledger.balances == balances(["ana": 2085, "ben": -635, "carla": -1450]))
        #expect(ledger.pairs.map { "\($0.first)-\($0.second) \($0.owed.plainString)" }
            == ["ana-ben -14.35", "ana-carla -6.50", "ben-carla -8.00"])
        let plan = try planner.plan(ledger)
        #expect(lines(plan) == ["ben pays ana 6.35", "carla pays ana 14.50"])
        expectClears(plan, ledger.balances)
    }

    @Test("keeping pairs: transfers only between people who owed each other, along a tree")
    func keepPairsTree() throws {
        var ledger = Ledger(currency: .eur)
        let eur = { (cents: Int64) in Money(minorUnits: cents, currency: .eur) }
        try ledger.add(Debt(debtor: "dan", creditor: "ana", amount: eur(300)))
        try ledger.add(Debt(debtor: "ben", creditor: "carla", amount: eur(500)))
        try ledger.add(Debt(debtor: "carla", creditor: "ana", amount: eur(200)))
        #expect(ledger.balances == balances(["ana": 500, "ben": -500, "carla": 300, "dan": -300]))
        // Anyone may pay anyone: two transfers.
        #expect(lines(try planner.plan(ledger)) == ["ben pays ana 5.00", "dan pays carla 3.00"])
        // ben never owed ana, nor dan carla: three transfers, carla passing 2.00 on.
        let kept = try planner.plan(ledger, keepingPairs: true)
        #expect(lines(kept) == ["ben pays carla 5.00", "carla pays ana 2.00", "dan pays ana 3.00"])
        #expect(kept.method == .fewestAlongPairs)
        expectClears(kept, ledger.balances)
    }

    @Test("keeping pairs: when the fewest transfers are all between direct pairs, they are the ones proposed")
    func keepPairsSameAsFewest() throws {
        var ledger = Ledger(currency: .eur)
        let eur = { (cents: Int64) in Money(minorUnits: cents, currency: .eur) }
        // ana paid a bill for carla and ben; ben paid one for carla and ana.
        try ledger.add(Debt(debtor: "ben", creditor: "ana", amount: eur(1427)))
        try ledger.add(Debt(debtor: "carla", creditor: "ana", amount: eur(1535)))
        try ledger.add(Debt(debtor: "ana", creditor: "ben", amount: eur(1434)))
        try ledger.add(Debt(debtor: "carla", creditor: "ben", amount: eur(1433)))
        let kept = try planner.plan(ledger, keepingPairs: true)
        #expect(lines(kept) == ["carla pays ana 15.28", "carla pays ben 14.40"])
        #expect(kept.transfers == (try planner.plan(ledger)).transfers)
        #expect(kept.method == .fewestAlongPairs)
    }

    @Test("keeping pairs: debtors pay only creditors they owed when that can be done, nobody passing money on")
    func keepPairsFlow() throws {
        var ledger = Ledger(currency: .eur)
        let eur = { (cents: Int64) in Money(minorUnits: cents, currency: .eur) }
        // Tapas paid by ana, cinema by ben, pizza by eva; dan never shared a bill with ana.
        try ledger.add(Debt(debtor: "ben", creditor: "ana", amount: eur(1427)))
        try ledger.add(Debt(debtor: "carla", creditor: "ana", amount: eur(1535)))
        for debtor in ["ana", "carla", "dan"] { try ledger.add(Debt(debtor: debtor, creditor: "ben", amount: eur(950))) }
        for debtor in ["carla", "dan"] { try ledger.add(Debt(debtor: debtor, creditor: "eva", amount: eur(1500))) }
        #expect(ledger.balances == balances(["ana": 2012, "ben": 1423, "carla": -3985, "dan": -2450, "eva": 3000]))
        #expect(lines(try planner.plan(ledger)) == ["carla pays ben 9.85", "carla pays eva 30.00", "dan pays ana 20.12", "dan pays ben 4.38"])
        let kept = try planner.plan(ledger, keepingPairs: true)
        #expect(lines(kept) == ["carla pays ana 20.12", "carla pays ben 14.23", "carla pays eva 5.50", "dan pays eva 24.50"])
        #expect(kept.method == .fewestAlongPairs)
        expectClears(kept, ledger.balances)
    }

    @Test("keeping pairs when only someone settled links two people: each pair settles its own debts")
    func keepPairsNetting() throws {
        var ledger = Ledger(currency: .eur)
        let eur = { (cents: Int64) in Money(minorUnits: cents, currency: .eur) }
        try ledger.add(Debt(debtor: "ana", creditor: "dan", amount: eur(1000)))
        try ledger.add(Debt(debtor: "dan", creditor: "ben", amount: eur(1000)))
        try ledger.add(Debt(debtor: "carla", creditor: "eva", amount: eur(250)))
        #expect(lines(try planner.plan(ledger)) == ["ana pays ben 10.00", "carla pays eva 2.50"])
        let kept = try planner.plan(ledger, keepingPairs: true)
        #expect(lines(kept) == ["ana pays dan 10.00", "carla pays eva 2.50", "dan pays ben 10.00"])
        #expect(kept.method == .pairNetting)
        expectClears(kept, ledger.balances)
    }

    @Test("exchange rates convert each amount on its own, to the nearest minor unit, halves away from zero",
          arguments: [
              (Currency.usd, Currency.eur, "0.92", Int64(1000), Int64(920)),
              (.usd, .eur, "0.5", 5, 3),
              (.usd, .eur, "0.5", -5, -3),
              (.jpy, .eur, "0.0061", 1000, 610),
              (.eur, .jpy, "163.9", 1050, 1721),
              (.eur, .kwd, "0.3312", 100, 331),
          ])
    func exchangeRates(from: Currency, to: Currency, rate: String, minor: Int64, expected: Int64) throws {
        let r = try ExchangeRate(from: from, to: to, rate: ExactDecimal(rate)!)
        #expect(try r.convert(Money(minorUnits: minor, currency: from)) == Money(minorUnits: expected, currency: to))
    }

    @Test("an exchange rate that is zero, negative or absurdly precise is refused; a result beyond the limit is an error")
    func badRates() throws {
        #expect(throws: SettleError.unusableRate("0 is not above zero")) { try ExchangeRate(from: .usd, to: .eur, rate: ExactDecimal(0)) }
        #expect(throws: SettleError.unusableRate("-1 is not above zero")) { try ExchangeRate(from: .usd, to: .eur, rate: ExactDecimal(-1)) }
        #expect(throws: SettleError.self) { try ExchangeRate(from: .usd, to: .eur, rate: ExactDecimal("0.0000000000001")!) }
        #expect(throws: SettleError.self) { try ExchangeRate(from: .usd, to: .eur, rate: ExactDecimal(100_000_001)) }
        #expect(throws: SettleError.self) { try ExchangeRate(from: .usd, to: .eur, rate: ExactDecimal("0.000000009")!) }
        #expect((try? ExchangeRate(from: .idr, to: .kwd, rate: ExactDecimal("0.0000188")!)) != nil)
        let huge = try ExchangeRate(from: .eur, to: .idr, rate: ExactDecimal(17_000_000))
        #expect(throws: SettleError.overflow) { try huge.convert(Money(minorUnits: Money.limit, currency: .eur)) }
    }
}

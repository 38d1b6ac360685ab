import SettleUp
import SplitBillCore
import Testing
import TestSupport

/// What holds for every input: balances add up to zero, plans clear them, the same balances give
/// the same transfers, and overflow is an error.
@Suite("Settling up: invariants")
struct InvariantTests {
    @Test("a ledger's balances add up to zero, and the plan clears them, in 0, 2 and 3 decimal currencies")
    func zeroSum() throws {
        var rng = SplitMix64(seed: 7)
        for currency in [Currency.jpy, .eur, .kwd] {
            for _ in 0..<500 {
                var ledger = Ledger(currency: currency)
                for _ in 0..<(1 + rng.below(30)) {
                    let a = BruteForceTests.names[rng.below(9)], b = BruteForceTests.names[rng.below(9)]
                    try ledger.add(Debt(debtor: a, creditor: b, amount: Money(minorUnits: Int64(rng.below(200_000)) - 20_000, currency: currency)))
                }
                let total = ledger.balances.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
                #expect(total == 0)
                for keep in [false, true] {
                    let plan = try TransferPlanner().plan(ledger, keepingPairs: keep)
                    expectClears(plan, ledger.balances)
                }
            }
        }
    }

    @Test("the same balances give the same transfers, whatever order they come in")
    func deterministic() throws {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<300 {
            let given = BruteForceTests.randomBalances(&rng, people: 2 + rng.below(8), spread: 3)
            let plan = try TransferPlanner().plan(given, currency: .eur)
            var shuffled = given
            shuffled.shuffle(using: &rng)
            #expect(try TransferPlanner().plan(shuffled, currency: .eur) == plan)
        }
    }

    @Test("large groups beyond the exact limit are cleared in at most one transfer fewer than the people, and called the fewest only when they reach the lower bound")
    func largeGroups() throws {
        var rng = SplitMix64(seed: 40)
        for _ in 0..<200 {
            let people = 21 + rng.below(40)
            var amounts = (0..<(people - 1)).map { _ in Int64(rng.below(20_001) - 10_000) }
            amounts.append(-amounts.reduce(0, +))
            let given = amounts.enumerated().map { Balance(name: "p\($0)", amount: Money(minorUnits: $1, currency: .eur)) }
            let plan = try TransferPlanner().plan(given, currency: .eur)
            expectClears(plan, given)
            let nonZero = amounts.filter { $0 != 0 }
            let creditors = nonZero.filter { $0 > 0 }.count
            let bound = nonZero.count - min(creditors, nonZero.count - creditors)
            #expect(plan.transfers.count <= nonZero.count - 1)
            #expect(plan.transfers.count >= bound)
            if plan.method == .fewest, nonZero.count - 2 * plan.groups.filter({ $0.count == 2 }).count > TransferPlanner.defaultExactLimit {
                #expect(plan.transfers.count == bound)
            }
        }
    }

    @Test("twenty people with a balance are searched exactly: five hidden groups of four, fifteen transfers")
    func twentyPeople() throws {
        var rng = SplitMix64(seed: 20)
        var given: [Balance] = []
        for g in 0..<5 {
            // Three debts and the creditor who is owed them, none the opposite of another's.
            let debts = (0..<3).map { _ in Int64(1 + rng.below(9_000)) * 10 + Int64(g) }
            for (i, d) in debts.enumerated() { given.append(Balance(name: "p\(g)\(i)", amount: Money(minorUnits: -d, currency: .eur))) }
            given.append(Balance(name: "p\(g)c", amount: Money(minorUnits: debts.reduce(0, +), currency: .eur)))
        }
        let plan = try TransferPlanner().plan(given, currency: .eur)
        #expect(plan.method == .fewest)
        #expect(plan.transfers.count == 15)
        expectClears(plan, given)
    }

    @Test("sums beyond 64 bits are an error, never a trap, and leave the ledger as it was")
    func overflow() throws {
        var ledger = Ledger(currency: .eur)
        let big = Money(minorUnits: Int64.max - 10, currency: .eur)
        try ledger.add(Debt(debtor: "ben", creditor: "ana", amount: big))
        #expect(throws: SettleError.overflow) { try ledger.add(Debt(debtor: "carla", creditor: "ana", amount: Money(minorUnits: 100, currency: .eur))) }
        #expect(ledger.balances.map(\.name) == ["ana", "ben"])
        #expect(throws: SettleError.overflow) { try ledger.add(Debt(debtor: "ana", creditor: "ben", amount: Money(minorUnits: .min, currency: .eur))) }
        // Balances whose magnitudes add up beyond 64 bits, though their sum is zero.
        let wide = balances(["ana": Int64.max, "ben": -Int64.max])
        #expect(throws: SettleError.overflow) { try TransferPlanner().plan(wide + balances(["carla": 1, "dan": -1]), currency: .eur) }
    }

    @Test("balances in another currency, listed twice, or not adding up to zero are refused")
    func badBalances() throws {
        let planner = TransferPlanner()
        #expect(throws: SettleError.currencyMismatch(expected: .eur, found: .usd)) {
            try planner.plan(balances(["ana": 100, "ben": -100], currency: .usd), currency: .eur)
        }
        #expect(throws: SettleError.duplicatePerson("ana")) { try planner.plan(balances(["ana": 100, "ana": -100]), currency: .eur) }
        #expect(throws: SettleError.unbalanced(Money(minorUnits: 1, currency: .eur))) {
            try planner.plan(balances(["ana": 101, "ben": -100]), currency: .eur)
        }
        var ledger = Ledger(currency: .eur)
        #expect(throws: SettleError.currencyMismatch(expected: .eur, found: .usd)) {
            try ledger.add(Debt(debtor: "ana", creditor: "ben", amount: Money(minorUnits: 1, currency: .usd)))
        }
        // A debt of zero or to oneself changes nothing.
        try ledger.add(Debt(debtor: "ana", creditor: "ana", amount: Money(minorUnits: 500, currency: .eur)))
        try ledger.add(Debt(debtor: "ana", creditor: "ben", amount: .zero(.eur)))
        #expect(ledger.balances.isEmpty && ledger.pairs.isEmpty)
    }
}

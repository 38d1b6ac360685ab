import SettleUp
import SplitBillCore
import Testing
import TestSupport

/// The exact search checked against exhaustive search on thousands of random small groups.
@Suite("Settling up: the fewest transfers, against brute force")
struct BruteForceTests {
    static let names = ["ana", "ben", "carla", "dan", "eva", "fred", "gus", "hana", "ivo"]

    /// Random balances adding up to zero. Small amounts make many subsets add up to zero, which is
    /// where a wrong search would show.
    static func randomBalances(_ rng: inout SplitMix64, people: Int, spread: Int) -> [Balance] {
        var amounts = (0..<(people - 1)).map { _ in Int64(rng.below(2 * spread + 1) - spread) * 50 }
        amounts.append(-amounts.reduce(0, +))
        return zip(names, amounts).map { Balance(name: $0, amount: Money(minorUnits: $1, currency: .eur)) }
    }

    @Test("the planner's count equals exhaustive search, on 4,000 random groups of 2 to 8 people")
    func exactAgainstBruteForce() throws {
        var rng = SplitMix64(seed: 18)
        let planner = TransferPlanner()
        for _ in 0..<4_000 {
            let people = 2 + rng.below(7)
            let given = Self.randomBalances(&rng, people: people, spread: [2, 4, 9, 200][rng.below(4)])
            let plan = try planner.plan(given, currency: .eur)
            let expected = bruteForceFewest(given.map(\.amount.minorUnits))
            #expect(plan.transfers.count == expected, "\(given.map { "\($0.name) \($0.amount.minorUnits)" })")
            #expect(plan.method == .fewest)
            let nonZero = given.filter { !$0.amount.isZero }.count
            #expect(plan.transfers.count == nonZero - plan.groups.count)
            expectClears(plan, given)
            // Nobody both pays and is paid.
            #expect(Set(plan.transfers.map(\.from)).isDisjoint(with: plan.transfers.map(\.to)))
            // The greedy baseline is never better, and never worse than one fewer than the people.
            let greedy = try planner.greedyPlan(given, currency: .eur)
            #expect(greedy.transfers.count >= plan.transfers.count)
            #expect(greedy.transfers.count <= max(0, nonZero - 1))
            expectClears(greedy, given)
        }
    }

    @Test("keeping pairs: the count equals the best split found by trying every partition, on 3,000 random ledgers")
    func keepPairsAgainstBruteForce() throws {
        var rng = SplitMix64(seed: 1818)
        let planner = TransferPlanner()
        var netted = 0, passingOn = 0
        for _ in 0..<3_000 {
            let people = 2 + rng.below(6)
            var ledger = Ledger(currency: .eur)
            for _ in 0..<(1 + rng.below(8)) {
                let a = rng.below(people), b = rng.below(people)
                try ledger.add(Debt(debtor: Self.names[a], creditor: Self.names[b],
                                    amount: Money(minorUnits: Int64(1 + rng.below(6)) * 100, currency: .eur)))
            }
            let plan = try planner.plan(ledger, keepingPairs: true)
            expectClears(plan, ledger.balances)
            for t in plan.transfers { #expect(ledger.isDirectPair(t.from, t.to), "\(t.from) and \(t.to) never owed each other") }
            // The people with a balance, split by the sets that direct pairs link (as the planner does).
            let withBalance = ledger.balances.filter { !$0.amount.isZero }
            let best = bruteForceMostConnectedGroups(withBalance.map(\.amount.minorUnits)) { i, j in
                ledger.isDirectPair(withBalance[i].name, withBalance[j].name)
            }
            if let best, plan.method == .fewestAlongPairs {
                #expect(plan.transfers.count == withBalance.count - best)
            } else if best == nil {
                // No split along pairs at all: some linked set needs a go-between, so it was netted.
                #expect(plan.method == .pairNetting)
                netted += 1
            } else {
                // A split exists for everyone together, so each linked set has one too.
                Issue.record("netted although a split along pairs exists: \(ledger.balances)")
            }
            // Nobody both pays and is paid where the unrestricted transfers of a group are all along pairs.
            if plan.method == .fewestAlongPairs, plan.groups.count == 1, try planner.plan(ledger).transfers.allSatisfy({ ledger.isDirectPair($0.from, $0.to) }),
               try planner.plan(ledger).groups.count == 1 {
                #expect(plan.transfers == (try planner.plan(ledger)).transfers)
            }
            // A debtor who also receives only where no debtor-to-creditor transfers exist along pairs.
            if plan.method == .fewestAlongPairs {
                for group in plan.groups {
                    let members = Set(group)
                    let inGroup = plan.transfers.filter { members.contains($0.from) }
                    guard !Set(inGroup.map(\.from)).isDisjoint(with: inGroup.map(\.to)) else { continue }
                    passingOn += 1
                    // Hall's condition must fail: some debtors owe more than all the creditors they
                    // owed directly are owed.
                    let debtors = group.filter { ledger.balance(of: $0).isNegative }
                    let creditors = group.filter { ledger.balance(of: $0).isPositive }
                    let fails = (1..<(1 << debtors.count)).contains { mask in
                        let chosen = debtors.indices.filter { mask & (1 << $0) != 0 }.map { debtors[$0] }
                        let owed = chosen.reduce(Int64(0)) { $0 - ledger.balance(of: $1).minorUnits }
                        let reachable = creditors.filter { c in chosen.contains { ledger.isDirectPair($0, c) } }
                        return owed > reachable.reduce(Int64(0)) { $0 + ledger.balance(of: $1).minorUnits }
                    }
                    #expect(fails, "someone passes money on in \(group) though debtors could pay creditors directly")
                }
            }
            // Never fewer than without the restriction.
            #expect(plan.transfers.count >= (try planner.plan(ledger)).transfers.count)
        }
        #expect(netted > 0)  // the generator does reach the netting case
        #expect(passingOn > 0)  // and the spanning-tree case
    }
}

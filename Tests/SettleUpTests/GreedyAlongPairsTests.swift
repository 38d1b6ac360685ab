import SettleUp
import SplitBillCore
import TestSupport
import Testing

/// `keepingPairs` beyond ``TransferPlanner/exactLimitAlongPairs``: few transfers along direct pairs,
/// said to be not proven the fewest.
@Suite("keeping pairs beyond the exact search's limit")
struct GreedyAlongPairsTests {
    static func name(_ i: Int) -> String { "p" + (i < 10 ? "0\(i)" : "\(i)") }

    /// Bills among `people` people: each paid by one and shared by six to ten others, so that many
    /// pairs owed each other directly; the first bills link everyone.
    static func debts(people: Int, seed: UInt64) -> [Debt] {
        var rng = SplitMix64(seed: seed)
        var debts: [Debt] = []
        for bill in 0..<(people / 2 + 6) {
            let payer = bill < people / 2 ? bill * 2 : rng.below(people)
            for _ in 0..<(6 + rng.below(5)) {
                let sharer = bill < people / 2 && debts.count % 7 == 0 ? (payer + 1) % people : rng.below(people)
                guard sharer != payer else { continue }
                debts.append(Debt(debtor: name(sharer), creditor: name(payer),
                                  amount: Money(minorUnits: Int64(100 + rng.below(4_900)), currency: .eur)))
            }
        }
        return debts
    }

    static func ledger(_ debts: [Debt]) throws -> Ledger {
        var ledger = Ledger(currency: .eur)
        try ledger.add(contentsOf: debts)
        return ledger
    }

    @Test("20 to 30 people linked by direct pairs: every balance settled to the cent along pairs, far fewer transfers than pairs",
          arguments: [20, 23, 26, 30])
    func manyPeople(people: Int) throws {
        let debts = Self.debts(people: people, seed: UInt64(people))
        let ledger = try Self.ledger(debts)
        let plan = try TransferPlanner().plan(ledger, keepingPairs: true)
        expectClears(plan, ledger.balances)
        for t in plan.transfers { #expect(ledger.isDirectPair(t.from, t.to), "\(t.from) and \(t.to) never owed each other") }
        let pairs = ledger.pairs.filter { !$0.owed.isZero }.count
        let withBalance = ledger.balances.filter { !$0.amount.isZero }.count
        try #require(withBalance > TransferPlanner().exactLimitAlongPairs)
        #expect(plan.method == .greedyAlongPairs)
        #expect(!plan.isFewest)
        #expect(plan.transfers.count < withBalance)
        #expect(plan.transfers.count * 3 < pairs, "\(plan.transfers.count) transfers for \(pairs) pairs")
        // The same debts in another order give the same plan.
        #expect(try TransferPlanner().plan(try Self.ledger(debts.reversed()), keepingPairs: true) == plan)
    }

    @Test("people linked only through someone at zero, beyond the limit: the money passes through them, one transfer per person")
    func throughSomeoneAtZero() throws {
        var debts: [Debt] = []
        for i in 0..<9 {
            debts.append(Debt(debtor: Self.name(i), creditor: "zed", amount: Money(minorUnits: Int64(100 * (i + 1)), currency: .eur)))
            debts.append(Debt(debtor: "zed", creditor: Self.name(10 + i), amount: Money(minorUnits: Int64(100 * (9 - i)), currency: .eur)))
        }
        let ledger = try Self.ledger(debts)
        #expect(ledger.balance(of: "zed").isZero)
        let plan = try TransferPlanner().plan(ledger, keepingPairs: true)
        expectClears(plan, ledger.balances)
        #expect(plan.method == .greedyAlongPairs)
        #expect(plan.transfers.count == 18)
        #expect(plan.transfers.allSatisfy { $0.from == "zed" || $0.to == "zed" })
    }

    @Test("within the limit the search is still exact")
    func withinTheLimit() throws {
        let ledger = try Self.ledger(Self.debts(people: 12, seed: 12))
        let plan = try TransferPlanner().plan(ledger, keepingPairs: true)
        expectClears(plan, ledger.balances)
        #expect(plan.method != .greedyAlongPairs)
    }
}

import SettleUp
import SplitBillCore
import Testing

/// Balances in euros from whole cents: `balances(["ana": 700, "ben": -700])`.
func balances(_ cents: KeyValuePairs<String, Int64>, currency: Currency = .eur) -> [Balance] {
    cents.map { Balance(name: $0.key, amount: Money(minorUnits: $0.value, currency: currency)) }
}

/// Transfers as `"ben pays ana 7.00"` lines, to compare whole plans at a glance.
func lines(_ plan: TransferPlan) -> [String] {
    plan.transfers.map { "\($0.from) pays \($0.to) \($0.amount.plainString)" }
}

/// Checks what every plan must satisfy: each transfer is above zero between two different people,
/// and the transfers bring every balance to zero, to the minor unit.
func expectClears(_ plan: TransferPlan, _ given: [Balance], sourceLocation: SourceLocation = #_sourceLocation) {
    var left: [String: Int64] = [:]
    for b in given { left[b.name, default: 0] += b.amount.minorUnits }
    #expect(given.reduce(Int64(0)) { $0 + $1.amount.minorUnits } == 0, "the balances add up to zero", sourceLocation: sourceLocation)
    for t in plan.transfers {
        #expect(t.amount.isPositive, "\(t) is above zero", sourceLocation: sourceLocation)
        #expect(t.from != t.to, sourceLocation: sourceLocation)
        #expect(t.amount.currency == plan.currency, sourceLocation: sourceLocation)
        left[t.from, default: 0] += t.amount.minorUnits
        left[t.to, default: 0] -= t.amount.minorUnits
    }
    #expect(left.values.allSatisfy { $0 == 0 }, "left after the transfers: \(left.filter { $0.value != 0 })", sourceLocation: sourceLocation)
}

/// The fewest transfers that clear `amounts`, by exhaustive search, independent of the planner:
/// the first person with a balance hands all of it to each person of the other sign in turn.
func bruteForceFewest(_ amounts: [Int64]) -> Int {
    var debt = amounts.filter { $0 != 0 }
    func search(_ start: Int) -> Int {
        var s = start
        while s < debt.count, debt[s] == 0 { s += 1 }
        guard s < debt.count else { return 0 }
        var best = Int.max
        for i in (s + 1)..<debt.count where (debt[i] < 0) != (debt[s] < 0) && debt[i] != 0 {
            debt[i] += debt[s]
            best = min(best, 1 + search(s + 1))
            debt[i] -= debt[s]
        }
        return best
    }
    return search(0)
}

/// The most groups, each adding up to zero and connected by `linked`, that `amounts` can be split
/// into, by trying every partition; `nil` when there is none.
func bruteForceMostConnectedGroups(_ amounts: [Int64], linked: (Int, Int) -> Bool) -> Int? {
    let n = amounts.count
    if n == 0 { return 0 }
    var block = [Int](repeating: 0, count: n)
    var best: Int?
    func valid(_ members: [Int]) -> Bool {
        guard members.reduce(Int64(0), { $0 + amounts[$1] }) == 0 else { return false }
        var reached: Set<Int> = [members[0]]
        var queue = [members[0]]
        while let v = queue.popLast() {
            for w in members where !reached.contains(w) && linked(v, w) {
                reached.insert(w)
                queue.append(w)
            }
        }
        return reached.count == members.count
    }
    // Restricted growth strings: person i goes to a block used before or to one new block.
    func assign(_ i: Int, _ blocks: Int) {
        if i == n {
            let groups = (0..<blocks).map { b in (0..<n).filter { block[$0] == b } }
            if groups.allSatisfy(valid) { best = max(best ?? 0, blocks) }
            return
        }
        for b in 0...blocks {
            block[i] = b
            assign(i + 1, b == blocks ? blocks + 1 : blocks)
        }
    }
    assign(0, 0)
    return best
}

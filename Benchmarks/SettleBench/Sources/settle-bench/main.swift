import Foundation
import SettleUp
import SplitBillCore

// For 10, 15 and 20 people with a balance, plans the transfers that settle up many generated
// groups and prints the median time of the exact search (TransferPlanner.plan) beside the greedy
// baseline measured in the same run (TransferPlanner.greedyPlan: exact opposites first, then the
// largest debtor pays the largest creditor), with the average number of transfers of each and of
// paying in a fixed order (each debtor in turn pays each creditor in turn, as group-expense apps do).
//
// The groups are made of sub-groups of 3 to 5 people whose balances add up to zero, with amounts
// from 0.01 to 200.00 and no two balances exact opposites (so that nothing is paired before the
// search, which then works on all n people: its time is 2^n · n steps whatever the amounts).

let sizes = [10, 15, 20]
let groupsPerSize = 15
let repeats = 5

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// n balances in zero-sum sub-groups of 3 to 5 people, none the opposite of another.
func generate(_ n: Int, _ rng: inout Generator) -> [Balance] {
    while true {
        var amounts: [Int64] = []
        var left = n
        while left > 0 {
            var size = Int.random(in: 3...5, using: &rng)
            if left - size < 3 { size = left }
            let debts = (0..<(size - 1)).map { _ in Int64.random(in: 1...20_000, using: &rng) }
            let sign: Int64 = Bool.random(using: &rng) ? 1 : -1
            amounts += debts.map { -sign * $0 } + [sign * debts.reduce(0, +)]
            left -= size
        }
        let set = Set(amounts)
        if amounts.allSatisfy({ !set.contains(-$0) }) {
            amounts.shuffle(using: &rng)
            return amounts.enumerated().map { Balance(name: "person\($0 + 1)", amount: Money(minorUnits: $1, currency: .eur)) }
        }
    }
}

/// Transfers when each debtor in turn pays each creditor in turn as much as either has left.
func fixedOrder(_ balances: [Balance]) -> Int {
    var creditors = balances.map(\.amount.minorUnits).filter { $0 > 0 }
    var debtors = balances.map(\.amount.minorUnits).filter { $0 < 0 }.map { -$0 }
    var i = 0, j = 0, count = 0
    while i < creditors.count, j < debtors.count {
        let x = min(creditors[i], debtors[j])
        count += 1
        creditors[i] -= x
        debtors[j] -= x
        if creditors[i] == 0 { i += 1 }
        if debtors[j] == 0 { j += 1 }
    }
    return count
}

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// The mean milliseconds of `repeats` runs of `body`.
func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<repeats { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 / Double(repeats)
}

func row(_ cells: [String]) -> String {
    let widths = [7, 10, 11, 17, 9, 12]
    return zip(cells, widths).enumerated().map { i, pair in
        let (cell, width) = pair
        let pad = String(repeating: " ", count: max(0, width - cell.count))
        return i == 0 ? cell + pad : pad + cell
    }.joined(separator: " ")
}

var rng = Generator(state: 2026)
let planner = TransferPlanner()
print("settling up n people (zero-sum sub-groups of 3 to 5, no exact opposites), median of \(groupsPerSize) groups, each timed \(repeats) times")
print(row(["people", "exact ms", "greedy ms", "transfers: exact", "greedy", "fixed order"]))
for n in sizes {
    var exactTimes: [Double] = [], greedyTimes: [Double] = []
    var exactCount = 0, greedyCount = 0, fixedCount = 0
    for _ in 0..<groupsPerSize {
        let balances = generate(n, &rng)
        var exact: TransferPlan?
        var greedy: TransferPlan?
        exactTimes.append(try time { exact = try planner.plan(balances, currency: .eur) })
        greedyTimes.append(try time { greedy = try planner.greedyPlan(balances, currency: .eur) })
        guard exact!.method == .fewest else { fatalError("the search was not exact for \(n) people") }
        exactCount += exact!.transfers.count
        greedyCount += greedy!.transfers.count
        fixedCount += fixedOrder(balances)
    }
    let mean = { (total: Int) in String(format: "%.1f", Double(total) / Double(groupsPerSize)) }
    print(row([String(n), String(format: "%.3f", median(exactTimes)), String(format: "%.3f", median(greedyTimes)),
               mean(exactCount), mean(greedyCount), mean(fixedCount)]))
}

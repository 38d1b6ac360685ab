import BillSplitter
import Foundation
import SplitBillCore

// Splits a large generated bill (10,000 items, 100 people, weights, units, tax and tip) many times
// and prints the median time, next to a baseline measured in the same run: the naive split most
// people would write (shares as Double, each rounded to the cent), which is faster but does not
// add up to the bill's total.

let itemCount = 10_000
let peopleCount = 100
let runs = 15

// `split-bench --memory sparse|dense` is one side of the memory comparison at the end, run in a
// process of its own so that its peak memory is its own.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--memory" {
    try MemoryBench.child(CommandLine.arguments[2])
    exit(0)
}

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

var rng = Generator(state: 42)
let people = (1...peopleCount).map { "person\($0)" }
var items: [LineItem] = []
var plan = SplitPlan(people: people, tip: .percent(ExactDecimal(18)), tax: .percent(ExactDecimal("8.875")!))
for i in 1...itemCount {
    let quantity = Int(rng.next() % 4) + 1
    items.append(LineItem(name: "item \(i)", quantity: ExactDecimal(quantity), total: Money(minorUnits: Int64(rng.next() % 5_000) + 100, currency: .usd)))
    let k = Int(rng.next() % 4) + 1
    let who = (0..<k).map { _ in people[Int(rng.next() % UInt64(peopleCount))] }
    let unique = Array(Set(who)).sorted()
    if rng.next() % 3 == 0, quantity >= unique.count {
        var units = Array(repeating: 1, count: unique.count)
        units[0] += quantity - unique.count
        plan.assignments[i] = .units(zip(unique, units).map { PersonWeight($0, ExactDecimal($1)) })
    } else {
        plan.assignments[i] = .weighted(unique.map { PersonWeight($0, ExactDecimal(Int(rng.next() % 3) + 1)) })
    }
}
let receipt = Receipt(currency: .usd, items: items)

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

// splitbill's engine.
var result: SplitResult?
var engineTimes: [Double] = []
for _ in 0..<runs {
    engineTimes.append(try time { result = try BillSplitter().split(receipt, plan: plan) })
}
let exact = result!
let exactSum = exact.people.reduce(Int64(0)) { $0 + $1.total.minorUnits }

// The baseline: Double shares, each rounded to the cent on its own.
let index = Dictionary(uniqueKeysWithValues: people.enumerated().map { ($1, $0) })
var naiveTotals: [Double] = []
var naiveTimes: [Double] = []
for _ in 0..<runs {
    naiveTimes.append(time {
        var owed = [Double](repeating: 0, count: peopleCount)
        for (i, item) in items.enumerated() {
            let parts: [PersonWeight]
            switch plan.assignments[i + 1]! {
            case .weighted(let p), .units(let p): parts = p
            default: parts = []
            }
            let total = parts.reduce(0.0) { $0 + Double($1.weight.description)! }
            for p in parts { owed[index[p.name]!] += Double(item.total.minorUnits) / 100 * Double(p.weight.description)! / total }
        }
        let subtotal = owed.reduce(0, +)
        naiveTotals = owed.map { ($0 * (1 + 0.08875) + $0 * 0.18) }
        naiveTotals = naiveTotals.map { ($0 * 100).rounded() / 100 }
        _ = subtotal
    })
}
let naiveSum = Int64((naiveTotals.reduce(0, +) * 100).rounded())

func row(_ cells: [String]) -> String {
    let widths = [38, 10, 12, 24]
    return zip(cells, widths).enumerated().map { i, pair in
        let (cell, width) = pair
        let pad = String(repeating: " ", count: max(0, width - cell.count))
        return i == 0 ? cell + pad : pad + cell
    }.joined(separator: " ")
}

print("split of a bill with \(itemCount) items and \(peopleCount) people (weights, units, 8.875% tax, 18% tip), median of \(runs) runs")
print(row(["", "ms", "total", "shares add up to total"]))
print(row(["splitbill (exact, largest remainder)", String(format: "%.2f", median(engineTimes)), exact.total.plainString,
           exactSum == exact.total.minorUnits ? "yes" : "NO"]))
print(row(["baseline (Double, rounded shares)", String(format: "%.2f", median(naiveTimes)), String(format: "%.2f", Double(naiveSum) / 100),
           naiveSum == exact.total.minorUnits ? "yes" : "off by \(abs(naiveSum - exact.total.minorUnits)) cents"]))

print("")
try MemoryBench.run()

import BillSplitter
import Foundation
import SplitBillCore

/// Peak memory and time of a split whose every item everyone shares: 10,000 items between 1,000
/// people, each side in a process of its own. The baseline keeps a part per person per item, as
/// the splitter did before items everyone shares were kept once (items × people parts).
enum MemoryBench {
    static let items = 10_000
    static let people = 1_000

    static func bill() -> (Receipt, SplitPlan) {
        let receipt = Receipt(currency: .usd, items: (1...items).map { i in
            LineItem(name: "item \(i)", quantity: nil, total: Money(minorUnits: Int64(100 + (i * 7919) % 5_000), currency: .usd))
        })
        let plan = SplitPlan(people: (1...people).map { "person\($0)" }, splitUnassignedEvenly: true, tip: .percent(ExactDecimal(18)))
        return (receipt, plan)
    }

    /// A part of one item, as the baseline keeps one per person.
    struct DensePortion {
        var item: Int
        var name: String
        var share: String
        var amount: Money
    }

    /// Splits the bill one way, reads every person's parts back, and prints `peak_kb ms total_ok`.
    static func child(_ mode: String) throws {
        let (receipt, plan) = bill()
        let start = DispatchTime.now().uptimeNanoseconds
        var addsUp = false
        switch mode {
        case "sparse":
            let result = try BillSplitter().split(receipt, plan: plan)
            var sum: Int64 = 0
            for person in result.people { for portion in person.portions { sum += portion.amount.minorUnits } }
            addsUp = sum == result.bill.items.minorUnits
                && result.people.reduce(0) { $0 + $1.total.minorUnits } == result.total.minorUnits
        case "dense":
            var portions = [[DensePortion]](repeating: [], count: people)
            let ones = [Int64](repeating: 1, count: people)
            let label = "1/\(people)"
            for (i, item) in receipt.items.enumerated() {
                let parts = Allocation.largestRemainder(item.total.minorUnits, weights: ones)
                for p in 0..<people {
                    portions[p].append(DensePortion(item: i + 1, name: item.name, share: label,
                                                    amount: Money(minorUnits: parts[p], currency: .usd)))
                }
            }
            var sum: Int64 = 0
            for list in portions { for portion in list { sum += portion.amount.minorUnits } }
            addsUp = sum == receipt.items.reduce(0) { $0 + $1.total.minorUnits }
        default:
            throw CocoaError(.featureUnsupported)
        }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(usage.ru_maxrss, String(format: "%.0f", ms), addsUp ? "yes" : "NO")
    }

    /// Runs both sides and prints them side by side.
    static func run() throws {
        print("memory of a split: \(items) items, every one shared by all \(people) people (18% tip), one process each")
        print("                                        peak MB      ms   parts add up")
        for (mode, label) in [("sparse", "splitbill (an item everyone shares once)"), ("dense", "baseline (a part per person per item)")] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            process.arguments = ["--memory", mode]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let f = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard f.count == 3, let kb = Int(f[0]) else { print(label, "failed:", text); continue }
            let name = label.padding(toLength: 40, withPad: " ", startingAt: 0)
            func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
            print(name + right(String(kb / 1024), 8) + " " + right(f[1], 7) + " " + right(f[2], 14))
        }
    }
}

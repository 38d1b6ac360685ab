import BillSplitter
import SplitBillCore
import Testing
import TestSupport

/// The rounding rules, checked on many generated bills: random items, people, weights, units, tax,
/// tip, service, discounts and rounding, in currencies with 0, 2 and 3 decimals.
@Suite("Invariants over generated bills")
struct InvariantTests {
    static let bills = 10_000

    @Test("every split adds up, column by column and person by person, to the minor unit")
    func addsUp() throws {
        var rng = SplitMix64(seed: 2026)
        var checked = 0, refused = 0
        for _ in 0..<Self.bills {
            let (receipt, plan) = Self.generate(&rng)
            let r: SplitResult
            do { r = try BillSplitter().split(receipt, plan: plan) } catch {
                // An equal share of a discount larger than someone's items is refused, never paid out.
                if case .negativeShare(_, let total) = error, plan.extras == .equal, total.isNegative { refused += 1; continue }
                Issue.record("generated bill failed to split: \(error)")
                continue
            }
            checked += 1
            let c = receipt.currency
            let sum = { (f: (PersonShare) -> Money) in r.people.reduce(Money.zero(c)) { $0 + f($1) } }
            // The people's totals add up to the bill's total.
            #expect(sum(\.total) == r.total)
            // Each column adds up to the bill's figure.
            #expect(sum(\.items) == r.bill.items)
            #expect(sum(\.discount) == r.bill.discount)
            #expect(sum(\.service) == r.bill.service)
            #expect(sum(\.tax) == r.bill.tax)
            #expect(sum(\.tip) == r.bill.tip)
            #expect(sum(\.rounding) == r.bill.rounding)
            // The bill's total is its parts.
            let added = r.bill.taxIncluded ? Money.zero(c) : r.bill.tax
            #expect(r.total == r.bill.items - r.bill.discount + r.bill.service + added + r.bill.tip + r.bill.rounding)
            // A person's total is their columns; their items are their portions.
            for p in r.people {
                let pAdded = r.bill.taxIncluded ? Money.zero(c) : p.tax
                #expect(p.total == p.items - p.discount + p.service + pAdded + p.tip + p.rounding)
                if !r.rules.even { #expect(p.portions.reduce(Money.zero(c)) { $0 + $1.amount } == p.items) }
            }
            if r.rules.even {
                // Everyone pays the same, give or take one minor unit.
                let totals = r.people.map(\.total.minorUnits)
                #expect(totals.max()! - totals.min()! <= 1)
            } else {
                // Each item's parts add up to it.
                for (i, item) in receipt.items.enumerated() {
                    let parts = r.people.flatMap(\.portions).filter { $0.item == i + 1 }
                    #expect(parts.reduce(Money.zero(c)) { $0 + $1.amount } == item.netTotal)
                }
                // Proportional extras are within one minor unit of each person's exact share.
                if r.rules.extras == .proportional, r.bill.items.isPositive {
                    for p in r.people {
                        for (part, whole) in [(p.tip, r.bill.tip), (p.tax, r.bill.tax), (p.service, r.bill.service), (p.discount, r.bill.discount)] {
                            // |part − whole × items_p / items| < 1  ⇔  |part × items − whole × items_p| < items
                            let lhs = Double(part.minorUnits) * Double(r.bill.items.minorUnits)
                            let rhs = Double(whole.minorUnits) * Double(p.items.minorUnits)
                            #expect(abs(lhs - rhs) < Double(r.bill.items.minorUnits) * 1.000001)
                        }
                    }
                }
            }
        }
        // Every bill is split, but those where an equal share of a discount is more than someone's items.
        #expect(checked + refused == Self.bills)
        #expect(refused < Self.bills / 100)
    }

    @Test("largest remainder: exact sum, within one unit, zero for zero weight, monotone in weight")
    func largestRemainder() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<20_000 {
            let n = Int(rng.next() % 12) + 1
            var weights = (0..<n).map { _ in Int64(rng.next() % 5 == 0 ? 0 : rng.next() % 1_000_000) }
            if weights.allSatisfy({ $0 == 0 }) { weights[0] = 1 }
            let amount = Int64(rng.next() % 20_000_000_000) - 10_000_000_000
            let parts = Allocation.largestRemainder(amount, weights: weights)
            let total = weights.reduce(0, +)
            #expect(parts.reduce(0, +) == amount)
            for (i, w) in weights.enumerated() {
                if w == 0 { #expect(parts[i] == 0) }
                // |part × total − amount × w| < total, in exact 128-bit arithmetic.
                let exact = amount.magnitude.multipliedFullWidth(by: UInt64(w))
                let mine = parts[i].magnitude.multipliedFullWidth(by: UInt64(total))
                let diff = Self.distance(exact, mine)
                #expect(diff.high == 0 && diff.low < UInt64(total))
                for (j, v) in weights.enumerated() where v > w {
                    #expect(parts[j].magnitude >= parts[i].magnitude)
                }
            }
        }
    }

    @Test("equal parts: each amount adds up and people differ by at most one unit overall")
    func equalParts() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<20_000 {
            let count = Int(rng.next() % 9) + 1
            let amounts = (0..<Int(rng.next() % 6) + 1).map { _ in Int64(rng.next() % 2_000_001) - 1_000_000 }
            let parts = Allocation.equalParts(amounts, count: count)
            for (k, amount) in amounts.enumerated() { #expect(parts[k].reduce(0, +) == amount) }
            let totals = (0..<count).map { p in parts.reduce(0) { $0 + $1[p] } }
            #expect(totals.max()! - totals.min()! <= 1)
        }
    }

    static func distance(_ a: (high: UInt64, low: UInt64), _ b: (high: UInt64, low: UInt64)) -> (high: UInt64, low: UInt64) {
        let (x, y) = (a.high, a.low) > (b.high, b.low) ? (a, b) : (b, a)
        let (low, borrow) = x.low.subtractingReportingOverflow(y.low)
        return (x.high - y.high - (borrow ? 1 : 0), low)
    }

    /// A random bill and plan that must split without error.
    static func generate(_ rng: inout SplitMix64) -> (Receipt, SplitPlan) {
        let currencies: [Currency] = [.jpy, .eur, .usd, .kwd, .idr]
        let c = currencies[Int(rng.next() % UInt64(currencies.count))]
        let peopleCount = Int(rng.next() % 8) + 1
        let people = (0..<peopleCount).map { "p\($0)" }
        let itemCount = Int(rng.next() % 25) + 1
        var items: [LineItem] = []
        var plan = SplitPlan(people: people)
        for i in 0..<itemCount {
            let total = Int64(rng.next() % 500_000)
            let quantity = Int(rng.next() % 6) + 1
            let discount: Money? = rng.next() % 6 == 0 ? Money(minorUnits: total / Int64(rng.next() % 5 + 1), currency: c) : nil
            items.append(LineItem(name: "item \(i + 1)", quantity: ExactDecimal(quantity), total: Money(minorUnits: total, currency: c), discount: discount))
            let shuffled = people.shuffled(using: &rng)
            let k = Int(rng.next() % UInt64(peopleCount)) + 1
            switch rng.next() % 5 {
            case 0: plan.assignments[i + 1] = .everyone
            case 1: plan.assignments[i + 1] = .equally(Array(shuffled.prefix(k)))
            case 2:
                plan.assignments[i + 1] = .weighted(shuffled.prefix(k).map {
                    PersonWeight($0, ExactDecimal(significand: Int64(rng.next() % 4000) + 1, scale: Int(rng.next() % 3)))
                })
            case 3:
                // Units: deal the quantity out one unit at a time to the chosen people.
                var units = [String: Int]()
                for _ in 0..<quantity { units[shuffled[Int(rng.next() % UInt64(k))], default: 0] += 1 }
                plan.assignments[i + 1] = .units(units.sorted { $0.key < $1.key }.map { PersonWeight($0.key, ExactDecimal($0.value)) })
            default:
                break  // left unassigned: split evenly below
            }
        }
        plan.splitUnassignedEvenly = true
        let itemsTotal = items.reduce(Int64(0)) { $0 + $1.netTotal.minorUnits }
        var receipt = Receipt(currency: c, items: items)
        if rng.next() % 3 == 0 { receipt.discounts = [Adjustment(amount: Money(minorUnits: itemsTotal / Int64(rng.next() % 10 + 2), currency: c))] }
        if rng.next() % 3 == 0 { plan.service = .percent(ExactDecimal(significand: Int64(rng.next() % 2000), scale: 2)) }
        switch rng.next() % 4 {
        case 0: plan.tax = .percent(ExactDecimal(significand: Int64(rng.next() % 30_000), scale: 3))
        case 1: receipt.taxes = [TaxLine(amount: Money(minorUnits: itemsTotal / 11, currency: c))]
        default: break
        }
        plan.taxIncluded = rng.next() % 2 == 0
        switch rng.next() % 3 {
        case 0: plan.tip = .percent(ExactDecimal(significand: Int64(rng.next() % 3000), scale: 1))
        case 1: plan.tip = .amount(Money(minorUnits: Int64(rng.next() % 100_000), currency: c))
        default: break
        }
        if rng.next() % 2 == 0 { plan.tipBase = .afterTax }
        if rng.next() % 4 == 0 { receipt.rounding = Money(minorUnits: Int64(rng.next() % 99) - 49, currency: c) }
        if rng.next() % 4 == 0 { plan.extras = .equal }
        if rng.next() % 6 == 0 {
            plan.even = true
            plan.assignments = [:]
        }
        return (receipt, plan)
    }
}

import BillSplitter
import SplitBillCore
import Testing

@Suite("Sums beyond the limit are errors, never traps")
struct OverflowTests {
    let big = Money(minorUnits: Money.limit, currency: .usd)
    let one = Money(minorUnits: 100, currency: .usd)

    func message(_ receipt: Receipt) -> String? {
        do {
            _ = try BillSplitter().split(receipt, plan: SplitPlan(people: ["ana"], assignments: [1: .everyone]))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("tax lines, discounts and add-ons that add up beyond 64 bits")
    func lines() {
        let taxes = Array(repeating: TaxLine(amount: big), count: 923_000)
        #expect(message(Receipt(currency: .usd, items: [LineItem(name: "A", total: one)], taxes: taxes))
            == "the tax lines add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading")
        let discounts = Array(repeating: Adjustment(amount: big), count: 923_000)
        #expect(message(Receipt(currency: .usd, items: [LineItem(name: "A", total: one)], discounts: discounts))
            == "the discounts add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading")
        let addOns = Array(repeating: Adjustment(amount: big), count: 923_000)
        #expect(message(Receipt(currency: .usd, items: [LineItem(name: "A", total: one, addOns: addOns)]))
            == "item 1 (A) with its add-ons add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading")
    }

    @Test("checked sums: within the limit, beyond it, and past 64 bits")
    func checkedSum() {
        #expect([big, -one].checkedSum(in: .usd) { $0 } == Money(minorUnits: Money.limit - 100, currency: .usd))
        #expect([big, one].checkedSum(in: .usd) { $0 } == nil)
        #expect(Array(repeating: big, count: 923_000).checkedSum(in: .usd) { $0 } == nil)
        #expect(big.adding(one) == nil)
        #expect(one.adding(one) == Money(minorUnits: 200, currency: .usd))
    }

    @Test("a bill that comes to less than zero says so")
    func negative() {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "A", total: one)], rounding: Money(minorUnits: -500, currency: .usd))
        #expect(message(receipt)
            == "the bill comes to -$4.00, less than zero: the discount or the rounding is larger than the rest of the bill; check them")
    }

    @Test("more people than the limit, and a name longer than it, are refused with the limit")
    func people() {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "A", total: one)])
        func message(_ people: [String]) -> String? {
            do { _ = try BillSplitter().split(receipt, plan: SplitPlan(people: people, assignments: [1: .everyone])); return nil } catch {
                return error.description
            }
        }
        #expect(message((0...Limits.people).map { "p\($0)" }) == "10001 people is more than the limit of 10000 in one split")
        #expect(message([String(repeating: "a", count: 501)]) == "a name of 501 characters is longer than the limit of 500")
    }
}

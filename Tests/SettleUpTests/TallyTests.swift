import SettleUp
import SplitBillCore
import TestSupport
import Testing

/// A bill of `shares` (name and whole cents) paid by `payer`, saved at `at`.
private func bill(_ id: Int64, _ name: String, payer: String?, _ shares: KeyValuePairs<String, Int64>,
                  currency: Currency = .eur, at: Double = 0) -> SettleEntry {
    SettleEntry(id: id, name: name, savedAt: at, currency: currency, content: .bill(
        payer: payer, shares: shares.map { SettleEntry.Share(person: $0.key, total: Money(minorUnits: $0.value, currency: currency)) }))
}

/// `from` paid `to` `cents`.
private func payment(_ id: Int64, _ from: String, _ to: String, _ cents: Int64, currency: Currency = .eur, at: Double = 0) -> SettleEntry {
    SettleEntry(id: id, name: "\(from) paid \(to)", savedAt: at, currency: currency,
                content: .payment(from: from, to: to, amount: Money(minorUnits: cents, currency: currency)))
}

/// Each balance of a ledger as `name cents`, in the ledger's order.
private func balanceLines(_ ledger: Ledger) -> [String] {
    ledger.balances.map { "\($0.name) \($0.amount.minorUnits)" }
}

@Suite("Tally: which saved bills and payments settling up counts")
struct TallyTests {
    // Friday: ana paid 30.00, ana 10, ben 12, carla 8. Saturday: ben paid, ana 5, ben 5. Monday: no payer.
    let history: [SettleEntry] = [
        bill(1, "Friday", payer: "ana", ["ana": 1000, "ben": 1200, "carla": 800], at: 100),
        bill(2, "Saturday", payer: "Ben", ["ana": 500, "Ben": 500], at: 200),
        bill(3, "Monday", payer: nil, ["ana": 700, "ben": 700], at: 300),
        payment(4, "ben", "ana", 1200, at: 400),
    ]

    @Test("everyone but the payer owes the payer; a payment cancels a debt; names matched regardless of case")
    func worked() throws {
        let tally = try Tally(history)
        #expect(tally.bills == [1, 2] && tally.payments == [4])
        #expect(tally.left == [Tally.Left(id: 3, kind: .bill, name: "Monday", reason: .noPayer)])
        #expect(tally.left.map(\.reason.description) == ["it has no payer"])
        // ana: +20.00 (Friday) - 5.00 (Saturday) - 12.00 (ben paid her) = 3.00; ben -12 + 5 + 12 = 5; carla -8.
        #expect(tally.ledgers.map(\.currency) == [.eur])
        #expect(Set(balanceLines(tally.ledgers[0])) == ["ana 300", "ben 500", "carla -800"])
        let none = try Tally([])
        #expect(!tally.historyIsEmpty && none.historyIsEmpty && none.ledgers.isEmpty)
    }

    @Test("numbers choose the entries, each must exist, and a bill without a payer asked for is an error")
    func byNumber() throws {
        #expect(try Tally(history, selection: .init(ids: [2])).bills == [2])
        #expect(throws: TallyError.noSuchEntry(9)) { try Tally(history, selection: .init(ids: [1, 9])) }
        #expect(throws: TallyError.noPayer(id: 3, name: "Monday")) { try Tally(history, selection: .init(ids: [3])) }
        #expect(TallyError.noPayer(id: 3, name: "Monday").description
            == "bill 3 (Monday) has no payer, so nobody is owed for it; say who paid, or leave its number out")
    }

    @Test("since keeps what was saved then or later")
    func since() throws {
        let tally = try Tally(history, selection: .init(since: 200))
        #expect(tally.bills == [2] && tally.payments == [4] && tally.left.map(\.id) == [3])
    }

    @Test("a group keeps the entries of its members; one with two members and others is named as left out")
    func group() throws {
        let tally = try Tally(history, selection: .init(group: (name: "pair", members: ["ANA", "ben"])))
        #expect(tally.bills == [2] && tally.payments == [4])
        #expect(tally.left.map(\.reason) == [.outsideGroup(["carla"], group: "pair"), .noPayer])
        #expect(tally.left.first?.reason.description == "carla is not in the group pair")
        // One member alone holds no debt between members: left out without a word.
        let single = try Tally(history, selection: .init(group: (name: "solo", members: ["carla"])))
        #expect(single.bills.isEmpty && single.left.isEmpty)
    }

    @Test("each currency on its own; with a currency to settle in, a rate for every other, or an error naming the bills")
    func currencies() throws {
        let mixed = history + [bill(5, "Diner", payer: "dan", ["ana": 1000, "dan": 1000], currency: .usd)]
        #expect(try Tally(mixed).ledgers.map(\.currency.code) == ["EUR", "USD"])
        let error = TallyError.missingRates(to: .eur, missing: [(currency: .usd, ids: [5])])
        #expect(throws: error) { try Tally(mixed, selection: .init(currency: .eur)) }
        #expect(error.inOtherCurrencies == "bill 5 is in USD")
        #expect(!error.description.contains("--"))
        let rate = try ExchangeRate(from: .usd, to: .eur, rate: ExactDecimal("0.92")!)
        let converted = try Tally(mixed, selection: .init(currency: .eur, rates: [rate]))
        #expect(converted.ledgers.map(\.currency) == [.eur])
        // ana owes dan 10.00 USD = 9.20 EUR: 3.00 - 9.20.
        #expect(converted.ledgers[0].balance(of: "ana").minorUnits == -620)
        #expect(converted.ledgers[0].balance(of: "dan").minorUnits == 920)
    }

    @Test("the balances of every tally add up to zero, to the cent")
    func invariants() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var entries: [SettleEntry] = []
            let names = ["ana", "ben", "carla", "dan"]
            for id in 1...Int64(rng.next() % 6 + 1) {
                if rng.next() % 3 == 0 {
                    entries.append(payment(id, names[Int(rng.next() % 4)], names[Int(rng.next() % 4)], Int64(rng.next() % 5000 + 1)))
                } else {
                    let people = names.filter { _ in rng.next() % 2 == 0 }
                    guard let payer = people.first else { continue }
                    let shares = people.map { SettleEntry.Share(person: $0, total: Money(minorUnits: Int64(rng.next() % 9000), currency: .eur)) }
                    entries.append(SettleEntry(id: id, name: "b\(id)", savedAt: 0, currency: .eur, content: .bill(payer: payer, shares: shares)))
                }
            }
            let tally = try Tally(entries)
            for ledger in tally.ledgers {
                #expect(ledger.balances.reduce(Int64(0)) { $0 + $1.amount.minorUnits } == 0)
            }
        }
    }
}

@Suite("The currency of a payment")
struct PaymentCurrencyTests {
    func amount(_ text: String) throws -> AmountText { try AmountText(text) }

    func choose(_ text: String, given: Currency? = nil, from: String = "ben", to: String = "ana", in entries: [SettleEntry]) throws -> PaymentCurrency.Choice {
        PaymentCurrency.choose(given: given, amount: try amount(text), amountText: text, from: from, to: to, entries: entries)
    }

    @Test("given, then named by the amount, then the two people's bills")
    func order() throws {
        let euros = [bill(1, "Friday", payer: "ana", ["ana": 1000, "ben": 1200])]
        #expect(try choose("12.00", given: .gbp, in: euros) == .given(.gbp))
        #expect(try choose("12.00 USD", in: euros) == .named(.usd))
        #expect(try choose("12.00", in: euros) == .theirs(.eur))
        // A bare $ names no one currency: the bills' is taken, and the sign checked against it.
        #expect(try choose("$12", in: euros) == .theirs(.eur))
        #expect(PaymentCurrency.bareSign(of: try amount("$12"), disagreesWith: .eur) == "$")
        #expect(PaymentCurrency.bareSign(of: try amount("$12"), disagreesWith: Currency(code: "CAD")!) == nil)
        // Nobody's bills: unknown.
        #expect(try choose("12.00", from: "zoe", to: "yan", in: euros) == .unknown)
    }

    @Test("bills of either person, then their payments, when they share none")
    func fallbacks() throws {
        let apart = [bill(1, "A", payer: "ana", ["ana": 1000, "carla": 500], currency: .gbp)]
        #expect(try choose("5.00", in: apart) == .theirs(.gbp))
        let paymentsOnly = [payment(1, "ben", "ana", 500, currency: .jpy)]
        #expect(try choose("500", in: paymentsOnly) == .theirs(.jpy))
    }

    @Test("of several currencies: the one settle proposes this transfer in, else the one ben owes ana in, else several")
    func several() throws {
        let two = [
            bill(1, "Friday", payer: "ana", ["ana": 1000, "ben": 1200]),
            bill(2, "Diner", payer: "ben", ["ana": 700, "ben": 300], currency: .usd),
        ]
        // In EUR ben owes ana 12.00; in USD ana owes ben.
        #expect(try choose("12.00", in: two) == .proposed(.eur))
        #expect(try choose("3.00", in: two) == .owing(.eur))
        #expect(try choose("3.00", from: "ana", to: "ben", in: two) == .owing(.usd))
        let settledBoth = [
            bill(1, "Friday", payer: "ana", ["ana": 1000, "ben": 1200]),
            bill(2, "Diner", payer: "ana", ["ana": 700, "ben": 300], currency: .usd),
        ]
        #expect(try choose("1.00", in: settledBoth) == .several([.eur, .usd]))
        #expect(PaymentCurrency.Choice.several([.eur]).currency == nil && PaymentCurrency.Choice.owing(.usd).currency == .usd)
    }
}

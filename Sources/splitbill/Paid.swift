import ArgumentParser
import Foundation
import SettleUp
import SplitBillCore
import SplitBillStore

/// `splitbill paid FROM TO AMOUNT`: records a payment between two people.
struct Paid: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record that one person paid another, to settle up.",
        usage: "splitbill paid <from> <to> <amount> [--currency <code>] [--name <name>]",
        discussion: """
            The payment is saved in the history like a bill: splitbill history lists it, \
            splitbill balance and settle count it, and splitbill delete NUMBER undoes it. Both \
            people must be in a saved bill. The currency is --currency, else the one the amount \
            names (14,35 €), else that of the bills the two shared, else the currency setting.

            Examples:
              splitbill paid ana ben 14.35
              splitbill paid carla ana "11,50 €" --name "bank transfer"
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Who paid, who was paid, and how much: ana ben 14.35.", valueName: "from to amount"))
    var words: [String] = []

    @Option(help: ArgumentHelp("The currency code (EUR, USD, JPY...), when the bills the two shared do not settle it.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("A name for this payment in the history (default: FROM paid TO).", valueName: "name"))
    var name: String?

    func run() throws {
        try reportingErrors {
            guard words.count == 3 else {
                let got = words.isEmpty ? "" : "; got: \(words.joined(separator: " "))"
                throw CommandError("say who paid, who was paid and how much, such as splitbill paid ana ben 14.35\(got)", .usage)
            }
            try History.checkName(name, unsaved: "\"FROM paid TO\"")
            let (fromWord, toWord, amountText) = (words[0], words[1], words[2])
            guard fromWord.lowercased() != toWord.lowercased() else {
                throw CommandError("\(fromWord) cannot pay themselves; name who paid and who was paid, such as splitbill paid ana ben 14.35", .usage)
            }
            let written: AmountText
            do { written = try AmountText(amountText) } catch let error as AmountError { throw CommandError(error.advice, .usage) }
            guard !written.value.isNegative else {
                throw CommandError("\"\(amountText)\" is negative; a payment is an amount above zero. If \(toWord) paid \(fromWord), write splitbill paid \(toWord) \(fromWord) \(amountText.filter { !"-−()".contains($0) })", .usage)
            }
            guard !written.value.isZero else {
                throw CommandError("a payment of \(amountText) records nothing; give the amount that was paid, such as 14.35", .usage)
            }
            let given = try currency.map { c throws(CommandError) in try Currency.named(c, from: "--currency", status: .usage) }
            if let given, let named = written.currency, !written.agrees(with: given) {
                let said = written.sharedSign.map { "is written with \($0), which \(given.code) does not use" } ?? "is in \(named.code)"
                throw CommandError("\"\(amountText)\" \(said), but --currency says \(given.code); give one currency", .usage)
            }

            let noBills = "there are no saved bills yet; a payment settles what people owe for bills, so split one first with --payer NAME"
            guard History.exists else { throw CommandError(noBills, .dataError) }
            let store = try History.open()
            let entries: [SettleEntry]
            do { entries = try store.ledger() } catch let error as StoreError {
                throw CommandError(error.advice, error.isUsersFile ? .dataError : .cannotCreate)
            }
            var spelling: [String: String] = [:]
            for entry in entries { for p in entry.people where spelling[p.lowercased()] == nil { spelling[p.lowercased()] = p } }
            func known(_ word: String) throws(CommandError) -> String {
                if let name = spelling[word.lowercased()] { return name }
                guard !spelling.isEmpty else {
                    throw CommandError(noBills, .dataError)
                }
                let names = spelling.values.sorted { $0.lowercased() < $1.lowercased() }
                let nearest = names.min { editDistance($0, word) < editDistance($1, word) }!
                let hint = editDistance(nearest, word) <= 2 ? " (did you mean \(nearest)?)" : ""
                throw CommandError("\"\(word)\" is in none of the saved bills\(hint); the people in them are \(SettleReport.listed(names)). Check the name", .dataError)
            }
            let from = try known(fromWord), to = try known(toWord)

            // A bare `$` or `¥` names no one currency: the bills' currency is taken, and the amount must agree with it.
            let chosen = try currency(given: given, written: written, amountText: amountText, from, to, entries)
            if given == nil, let sign = PaymentCurrency.bareSign(of: written, disagreesWith: chosen) {
                throw CommandError("\"\(amountText)\" is written with \(sign), which \(chosen.code), the currency of \(from)'s and \(to)'s bills, does not use; pass --currency with the code of the payment's currency (USD, CAD, JPY, CNY, ...)", .usage)
            }
            let amount: Money
            do { amount = try Money(parsing: amountText, currency: chosen) } catch let error as AmountError { throw CommandError(error.advice, .usage) }

            let payment = Payment(createdAt: Date(), name: name, from: from, to: to, amount: amount)
            let id: Int64
            do { id = try store.save(payment) } catch let error as StoreError {
                throw CommandError(error.advice, error.isUsersFile ? .failure : .cannotCreate)
            }
            print("Saved payment \(id): \(from.escapingControlCharacters) paid \(to.escapingControlCharacters) \(amount.formatted) (splitbill delete \(id) undoes it).")
            // Who pays whom is the easiest thing to write the wrong way round: said when, before this payment,
            // the payer was owed and the one paid owed, in this currency.
            if let (owed, owes) = Self.balances(of: from, to, in: chosen, entries: entries, spelling: spelling), owed.isPositive, owes.isNegative {
                StandardError.write("warning: before this payment \(from) was owed \(owed.formatted) and \(to) owed \(owes.magnitude.formatted); a payment from \(from) to \(to) adds to that. If \(to) paid \(from), undo it with splitbill delete \(id) and write splitbill paid \(to) \(from) \(amountText)\n")
            }
            // More than every bill the two share comes to is more often a misread amount (`5.001` is five
            // thousand and one in a currency whose point groups thousands) than a payment: said, not refused.
            let shared = entries.reduce(Money.zero(chosen)) { sum, entry in
                guard case .bill(_, let shares) = entry.content, entry.currency == chosen else { return sum }
                let names = Set(shares.map { $0.person.lowercased() })
                // (A split's shares add up to its total.)
                return names.contains(from.lowercased()) && names.contains(to.lowercased()) ? shares.reduce(sum) { $0 + $1.total } : sum
            }
            if !shared.isPositive, !entries.contains(where: { $0.currency == chosen && Set($0.people.map { $0.lowercased() }).isSuperset(of: [from.lowercased(), to.lowercased()]) }) {
                StandardError.write("note: \(from) and \(to) share no bill in \(chosen.code); balance and settle count this payment on its own, in \(chosen.code) (or converted with --currency and --rate)\n")
            }
            if shared.isPositive, amount > shared {
                StandardError.write("warning: \(amount.formatted) is more than all the bills \(from) and \(to) share come to (\(shared.formatted)); if that is not what was paid, undo it with splitbill delete \(id) and write the amount as \(chosen.code) writes it (\(Money(minorUnits: 5 * chosen.minorUnitsPerMajor, currency: chosen).formatted) for five)\n")
            }
        }
    }

    /// The balances of `a` and `b` over the saved bills with a payer and the payments in `currency`
    /// (what each is owed, less what each owes), or nil when they cannot be added up.
    static func balances(of a: String, _ b: String, in currency: Currency, entries: [SettleEntry], spelling: [String: String]) -> (Money, Money)? {
        func canonical(_ name: String) -> String { spelling[name.lowercased()] ?? name }
        var ledger = Ledger(currency: currency)
        do {
            for entry in entries where entry.currency == currency {
                try ledger.add(contentsOf: entry.debts(canonical: canonical))
            }
        } catch {
            return nil
        }
        return (ledger.balance(of: canonical(a)), ledger.balance(of: canonical(b)))
    }

    /// The payment's currency by SettleUp's rules (``PaymentCurrency``), else the currency setting; the
    /// choice among several currencies is said on standard error.
    func currency(
        given: Currency?, written: AmountText, amountText: String, _ from: String, _ to: String, _ entries: [SettleEntry]
    ) throws(CommandError) -> Currency {
        let choice = PaymentCurrency.choose(given: given, amount: written, amountText: amountText, from: from, to: to,
                                            entries: entries)
        switch choice {
        case .given(let c), .named(let c), .theirs(let c):
            return c
        case .proposed(let c):
            StandardError.write("note: taken as \(c.code): settle proposes that \(from) pays \(to) this amount in \(c.code) (--currency says otherwise)\n")
            return c
        case .owing(let c):
            StandardError.write("note: taken as \(c.code), the one currency in which \(from) owes \(to) (--currency says otherwise)\n")
            return c
        case .several(let found):
            let codes = found.map(\.code)
            throw CommandError("\(from) and \(to) have bills in \(SettleReport.listed(codes)); say which currency this payment is in with \(codes.map { "--currency \($0)" }.joined(separator: " or "))", .usage)
        case .unknown:
            if let setting = try Settings.load().currency() { return setting }
            throw CommandError("the currency of this payment is not known; pass --currency EUR (or USD, GBP, ...)", .usage)
        }
    }
}

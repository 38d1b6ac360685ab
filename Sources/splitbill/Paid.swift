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
            let entries: [HistoryEntry]
            do { entries = try store.entries() } catch let error as StoreError {
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
            let chosen = try given ?? written.namedCurrency ?? resolveCurrency(from, to, amountText, entries, spelling: spelling)
            if given == nil, let sign = written.sharedSign, !chosen.symbol.contains(sign) {
                throw CommandError("\"\(amountText)\" is written with \(sign), which \(chosen.code), the currency of \(from)'s and \(to)'s bills, does not use; pass --currency with the code of the payment's currency (USD, CAD, JPY, CNY, ...)", .usage)
            }
            let amount: Money
            do { amount = try Money(parsing: amountText, currency: chosen) } catch let error as AmountError { throw CommandError(error.advice, .usage) }

            let payment = Payment(createdAt: Date(), name: name, from: from, to: to, amount: amount)
            let id: Int64
            do { id = try store.save(payment) } catch let error as StoreError {
                throw CommandError(error.advice, error.isUsersFile ? .failure : .cannotCreate)
            }
            print("Saved payment \(id): \(from) paid \(to) \(amount.formatted) (splitbill delete \(id) undoes it).")
            // Who pays whom is the easiest thing to write the wrong way round: said when, before this payment,
            // the payer was owed and the one paid owed, in this currency.
            if let (owed, owes) = Self.balances(of: from, to, in: chosen, entries: entries, spelling: spelling), owed.isPositive, owes.isNegative {
                StandardError.write("warning: before this payment \(from) was owed \(owed.formatted) and \(to) owed \(owes.magnitude.formatted); a payment from \(from) to \(to) adds to that. If \(to) paid \(from), undo it with splitbill delete \(id) and write splitbill paid \(to) \(from) \(amountText)\n")
            }
            // More than every bill the two share comes to is more often a misread amount (`5.001` is five
            // thousand and one in a currency whose point groups thousands) than a payment: said, not refused.
            let shared = entries.reduce(Money.zero(chosen)) { sum, entry in
                guard case .bill(let bill) = entry, bill.result.currency == chosen else { return sum }
                let names = Set(bill.result.people.map { $0.name.lowercased() })
                return names.contains(from.lowercased()) && names.contains(to.lowercased()) ? sum + bill.result.total : sum
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
    static func balances(of a: String, _ b: String, in currency: Currency, entries: [HistoryEntry], spelling: [String: String]) -> (Money, Money)? {
        func canonical(_ name: String) -> String { spelling[name.lowercased()] ?? name }
        var ledger = Ledger(currency: currency)
        do {
            for entry in entries where entry.currency == currency {
                try ledger.add(contentsOf: SettleReport.debts(of: entry, canonical: canonical))
            }
        } catch {
            return nil
        }
        return (ledger.balance(of: canonical(a)), ledger.balance(of: canonical(b)))
    }

    /// The currency of the bills both people were in, else of those either was in, else of their
    /// payments, else the currency setting. (A payment made in another currency does not make the bills'
    /// currency uncertain.)
    ///
    /// Where the two have bills in several currencies, the one in which settle proposes this very transfer
    /// (`from` pays `to` `amount`) is taken, else the one in which `from` owes `to` at all; said on
    /// standard error.
    func resolveCurrency(
        _ from: String, _ to: String, _ amountText: String, _ entries: [HistoryEntry], spelling: [String: String]
    ) throws(CommandError) -> Currency {
        func currencies(_ among: [HistoryEntry], _ keep: (Set<String>) -> Bool) -> [Currency] {
            var found: [Currency] = []
            for entry in among where keep(Set(entry.people.map { $0.lowercased() })) && !found.contains(entry.currency) {
                found.append(entry.currency)
            }
            return found.sorted { $0.code < $1.code }
        }
        let (a, b) = (from.lowercased(), to.lowercased())
        let bills = entries.filter { if case .bill = $0 { true } else { false } }
        var found = currencies(bills) { $0.contains(a) && $0.contains(b) }
        if found.isEmpty { found = currencies(bills) { $0.contains(a) || $0.contains(b) } }
        if found.isEmpty { found = currencies(entries) { $0.contains(a) || $0.contains(b) } }
        if found.count == 1 { return found[0] }
        if found.count > 1 {
            func canonical(_ name: String) -> String { spelling[name.lowercased()] ?? name }
            var proposed: [Currency] = []
            var owing: [Currency] = []
            for currency in found {
                var ledger = Ledger(currency: currency)
                do {
                    for entry in entries where entry.currency == currency {
                        try ledger.add(contentsOf: SettleReport.debts(of: entry, canonical: canonical))
                    }
                } catch { continue }
                guard ledger.balance(of: canonical(from)).isNegative, ledger.balance(of: canonical(to)).isPositive else { continue }
                owing.append(currency)
                guard let amount = try? Money(parsing: amountText, currency: currency),
                      let plan = try? TransferPlanner().plan(ledger, keepingPairs: false) else { continue }
                if plan.transfers.contains(where: { $0.from == canonical(from) && $0.to == canonical(to) && $0.amount == amount }) {
                    proposed.append(currency)
                }
            }
            if proposed.count == 1 {
                StandardError.write("note: taken as \(proposed[0].code): settle proposes that \(from) pays \(to) this amount in \(proposed[0].code) (--currency says otherwise)\n")
                return proposed[0]
            }
            if proposed.isEmpty, owing.count == 1 {
                StandardError.write("note: taken as \(owing[0].code), the one currency in which \(from) owes \(to) (--currency says otherwise)\n")
                return owing[0]
            }
            let codes = found.map(\.code)
            throw CommandError("\(from) and \(to) have bills in \(SettleReport.listed(codes)); say which currency this payment is in with \(codes.map { "--currency \($0)" }.joined(separator: " or "))", .usage)
        }
        if let setting = try Settings.load().currency() { return setting }
        throw CommandError("the currency of this payment is not known; pass --currency EUR (or USD, GBP, ...)", .usage)
    }
}

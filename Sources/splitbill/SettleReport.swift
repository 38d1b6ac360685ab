import Foundation
import SettleUp
import SplitBillCore
import SplitBillStore

/// The saved bills and payments that `balance` and `settle` count, added up into one ledger per
/// currency, with the entries left out and why.
///
/// The rules, in order:
/// 1. Bill numbers, when given, choose the entries (each must exist); otherwise every entry counts.
/// 2. `--since DAY` keeps those saved on that day (local time) or later.
/// 3. `--group NAME` keeps the bills and payments whose people are all in the group; one that shares
///    at least two people with the group but also has others is named as not counted.
/// 4. A bill without a payer cannot say who is owed: named as not counted, or, when its number was
///    given, an error.
/// 5. In each bill, everyone but the payer owes the payer their total; a payment "ana paid ben"
///    makes ben owe ana the amount. Names are matched regardless of case (the first spelling in the
///    history is shown).
/// 6. Each currency is added up on its own; with `--currency`, amounts in another currency are
///    converted, one debt at a time, at the `--rate` given for it (an error without one).
struct SettleReport {
    /// A bill or payment left out, and why.
    struct Left {
        var id: Int64
        var kind: EntryKind
        var name: String
        var reason: String
    }

    /// The bills counted, by number.
    var bills: [Int64] = []
    /// The payments counted, by number.
    var payments: [Int64] = []
    /// What was left out.
    var left: [Left] = []
    /// One ledger per currency, by currency code.
    var ledgers: [Ledger] = []
    /// The rates amounts were converted at.
    var rates: [ExchangeRate] = []
    /// The selection, as words to put after "bills": ` in the group friday since 2026-11-20`.
    var scope = ""
    /// Whether the history has no entries at all.
    var historyIsEmpty = false

    /// Gathers the entries `options` choose from the history.
    static func gather(_ options: SettleOptions) throws(CommandError) -> SettleReport {
        let target = try options.currency.map { c throws(CommandError) in try Currency.named(c, from: "--currency", status: .usage) }
        let rates = try options.exchangeRates(to: target)
        let since = try options.sinceDate()
        let store = try History.open(readOnly: true)
        let all: [HistoryEntry]
        var group: FriendGroup?
        do { all = try store.entries() } catch { throw CommandError(error.advice, .dataError) }
        if let name = options.group { group = try History.group(name, in: store) }

        var report = SettleReport(rates: rates, historyIsEmpty: all.isEmpty)
        if let group { report.scope += " in the group \(group.name)" }
        if let since = options.since, since.isEmpty == false { report.scope += " since \(since)" }
        var chosen = all
        if !options.ids.isEmpty {
            for id in options.ids where !all.contains(where: { $0.id == id }) {
                throw CommandError(StoreError.noSuchBill(id).advice, .dataError)
            }
            chosen = all.filter { options.ids.contains($0.id!) }
        }
        if let since { chosen = chosen.filter { $0.createdAt >= since } }
        if let group {
            let members = Set(group.members.map { $0.lowercased() })
            chosen = chosen.filter { entry in
                let people = entry.people
                let outside = people.filter { !members.contains($0.lowercased()) }
                if outside.isEmpty { return true }
                if people.count - outside.count >= 2 {
                    let verb = outside.count == 1 ? "is" : "are"
                    report.left.append(Left(id: entry.id!, kind: entry.kind, name: entry.name,
                                            reason: "\(SettleReport.listed(outside)) \(verb) not in the group \(group.name)"))
                }
                return false
            }
        }
        var counted: [HistoryEntry] = []
        for entry in chosen {
            if case .bill(let bill) = entry, bill.result.payer == nil {
                if !options.ids.isEmpty {
                    throw CommandError("bill \(entry.id!) (\(entry.name)) has no payer, so nobody is owed for it; say who paid with splitbill edit \(entry.id!) --payer NAME, or leave its number out", .dataError)
                }
                report.left.append(Left(id: entry.id!, kind: entry.kind, name: entry.name,
                                        reason: "it has no payer (say who paid with splitbill edit \(entry.id!) --payer NAME)"))
                continue
            }
            counted.append(entry)
        }

        if let target {
            var missing: [String: [Int64]] = [:]
            for entry in counted where entry.currency != target && !rates.contains(where: { $0.from == entry.currency }) {
                missing[entry.currency.code, default: []].append(entry.id!)
            }
            if !missing.isEmpty {
                let which = missing.keys.sorted().map { code in
                    let ids = missing[code]!
                    return ids.count == 1 ? "bill \(ids[0]) is in \(code)" : "bills \(SettleReport.listed(ids.map(String.init))) are in \(code)"
                }
                let example = missing.keys.sorted()[0]
                throw CommandError("\(SettleReport.listed(which)); to settle in \(target.code), give a rate for each, such as --rate \(example)=0.92 (what one \(example) is worth in \(target.code)), or leave out --currency to settle each currency on its own", .usage)
            }
        }

        // One spelling per person: the first in the history.
        var spelling: [String: String] = [:]
        for entry in all { for name in entry.people where spelling[name.lowercased()] == nil { spelling[name.lowercased()] = name } }
        func canonical(_ name: String) -> String { spelling[name.lowercased()] ?? name }

        var ledgers: [String: Ledger] = [:]
        for entry in counted {
            switch entry {
            case .bill: report.bills.append(entry.id!)
            case .payment: report.payments.append(entry.id!)
            }
            let debts = SettleReport.debts(of: entry, canonical: canonical)
            let currency = target ?? entry.currency
            var ledger = ledgers[currency.code] ?? Ledger(currency: currency)
            do {
                for var debt in debts {
                    if let rate = rates.first(where: { $0.from == debt.amount.currency && $0.to == currency }) {
                        debt.amount = try rate.convert(debt.amount)
                    }
                    try ledger.add(debt)
                }
            } catch {
                throw CommandError("\(entry.kind == .payment ? "payment" : "bill") \(entry.id!) (\(entry.name)): \(error.advice)", .dataError)
            }
            ledgers[currency.code] = ledger
        }
        report.ledgers = ledgers.keys.sorted().map { ledgers[$0]! }
        return report
    }

    /// What an entry makes people owe, their names spelled by `canonical`: in a bill, everyone but the
    /// payer owes the payer their total (none in a bill without a payer); a payment is the debt it cancels.
    static func debts(of entry: HistoryEntry, canonical: (String) -> String) -> [Debt] {
        switch entry {
        case .bill(let bill):
            guard let payer = bill.result.payer.map(canonical) else { return [] }
            return bill.result.people.filter { canonical($0.name) != payer && !$0.total.isZero }
                .map { Debt(debtor: canonical($0.name), creditor: payer, amount: $0.total) }
        case .payment(let payment):
            return [.payment(from: canonical(payment.from), to: canonical(payment.to), amount: payment.amount)]
        }
    }

    /// `ana`, `ana and ben`, `ana, ben and carla`.
    static func listed(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// `3 bills and 1 payment`, `1 bill`, `2 payments`, `no bills`.
    var countedText: String {
        var parts: [String] = []
        if !bills.isEmpty { parts.append(bills.count == 1 ? "1 bill" : "\(bills.count) bills") }
        if !payments.isEmpty { parts.append(payments.count == 1 ? "1 payment" : "\(payments.count) payments") }
        return parts.isEmpty ? "no bills" : parts.joined(separator: " and ")
    }
}

extension HistoryEntry {
    /// The people of a bill, or the payer and payee of a payment.
    var people: [String] {
        switch self {
        case .bill(let bill): bill.result.people.map(\.name)
        case .payment(let payment): [payment.from, payment.to]
        }
    }

    /// The currency of its amounts.
    var currency: Currency {
        switch self {
        case .bill(let bill): bill.result.currency
        case .payment(let payment): payment.amount.currency
        }
    }
}

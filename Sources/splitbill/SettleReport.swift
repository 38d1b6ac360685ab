import Foundation
import SettleUp
import SplitBillCore
import SplitBillStore

/// What `balance` and `settle` count: SettleUp's ``Tally`` of the saved entries the options
/// choose (its rules are there), with the selection in words for the output.
struct SettleReport {
    /// The bills and payments counted and left out, and the ledgers.
    var counted: Tally
    /// The selection, as words to put after "bills": ` in the group friday since 2026-11-20`.
    var scope = ""

    var bills: [Int64] { counted.bills }
    var payments: [Int64] { counted.payments }
    var left: [Tally.Left] { counted.left }
    var ledgers: [Ledger] { counted.ledgers }
    var rates: [ExchangeRate] { counted.rates }
    var historyIsEmpty: Bool { counted.historyIsEmpty }

    /// Gathers the entries `options` choose from the history.
    static func gather(_ options: SettleOptions) throws(CommandError) -> SettleReport {
        let target = try options.currency.map { c throws(CommandError) in try Currency.named(c, from: "--currency", status: .usage) }
        let rates = try options.exchangeRates(to: target)
        let since = try options.sinceDate()
        let store = try History.open(readOnly: true)
        let all: [SettleEntry]
        var group: FriendGroup?
        do { all = try store.ledger() } catch { throw CommandError(error.advice, .dataError) }
        if let name = options.group { group = try History.group(name, in: store) }
        var scope = ""
        if let group { scope += " in the group \(group.name)" }
        if let since = options.since, since.isEmpty == false { scope += " since \(since)" }
        let selection = Tally.Selection(
            ids: options.ids, since: since?.timeIntervalSince1970, group: group.map { ($0.name, $0.members) },
            currency: target, rates: rates)
        do {
            return SettleReport(counted: try Tally(all, selection: selection), scope: scope)
        } catch {
            throw CommandError(error.advice, error.exitStatus)
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
        if !counted.bills.isEmpty { parts.append(counted.bills.count == 1 ? "1 bill" : "\(counted.bills.count) bills") }
        if !counted.payments.isEmpty { parts.append(counted.payments.count == 1 ? "1 payment" : "\(counted.payments.count) payments") }
        return parts.isEmpty ? "no bills" : parts.joined(separator: " and ")
    }
}

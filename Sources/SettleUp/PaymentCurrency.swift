import SplitBillCore

/// Which currency a payment between two people is in, when the one who records it may not say.
///
/// The rules, in order:
/// 1. The currency given outright.
/// 2. The one the amount names for certain (`15 USD`, `€15`, `C$15`; not a bare `$` or `¥`, which
///    several currencies write).
/// 3. That of the bills both people were in, else of those either was in, else of their payments.
/// 4. Where those are several, the one in which settling up proposes this very transfer (`from` pays
///    `to` the amount), else the one in which `from` owes `to` at all.
/// 5. Otherwise none is known: the caller asks (or takes a default of its own).
///
/// A bare `$` or `¥` must then be one the chosen currency writes (``bareSign(of:disagreesWith:)``).
public enum PaymentCurrency {
    /// The currency chosen, and by which rule.
    public enum Choice: Hashable, Sendable {
        /// Given outright (rule 1).
        case given(Currency)
        /// Named by the amount (rule 2).
        case named(Currency)
        /// The one currency of the two people's bills, or of their payments (rule 3).
        case theirs(Currency)
        /// Of several, the one in which settling up proposes this transfer (rule 4).
        case proposed(Currency)
        /// Of several, the one in which `from` owes `to` (rule 4).
        case owing(Currency)
        /// Several, none of them singled out: these, by code.
        case several([Currency])
        /// No currency is known.
        case unknown

        /// The currency chosen, when one is.
        public var currency: Currency? {
            switch self {
            case .given(let c), .named(let c), .theirs(let c), .proposed(let c), .owing(let c): c
            case .several, .unknown: nil
            }
        }
    }

    /// The currency of a payment of `amount` (as written: `amountText`) from `from` to `to`, by the
    /// rules above over `entries`. Names are matched regardless of case.
    public static func choose(
        given: Currency?, amount: AmountText, amountText: String, from: String, to: String, entries: [SettleEntry]
    ) -> Choice {
        if let given { return .given(given) }
        if let named = amount.namedCurrency { return .named(named) }
        func currencies(_ among: [SettleEntry], _ keep: (Set<String>) -> Bool) -> [Currency] {
            var found: [Currency] = []
            for entry in among where keep(Set(entry.people.map { $0.lowercased() })) && !found.contains(entry.currency) {
                found.append(entry.currency)
            }
            return found.sorted { $0.code < $1.code }
        }
        let (a, b) = (from.lowercased(), to.lowercased())
        let bills = entries.filter { $0.kind == .bill }
        var found = currencies(bills) { $0.contains(a) && $0.contains(b) }
        if found.isEmpty { found = currencies(bills) { $0.contains(a) || $0.contains(b) } }
        if found.isEmpty { found = currencies(entries) { $0.contains(a) || $0.contains(b) } }
        if found.isEmpty { return .unknown }
        if found.count == 1 { return .theirs(found[0]) }
        let spelling = SettleEntry.spellings(entries)
        func canonical(_ name: String) -> String { spelling[name.lowercased()] ?? name }
        var proposed: [Currency] = []
        var owing: [Currency] = []
        for currency in found {
            var ledger = Ledger(currency: currency)
            do throws(SettleError) {
                for entry in entries where entry.currency == currency { try ledger.add(contentsOf: entry.debts(canonical: canonical)) }
            } catch { continue }
            guard ledger.balance(of: canonical(from)).isNegative, ledger.balance(of: canonical(to)).isPositive else { continue }
            owing.append(currency)
            guard let money = try? Money(parsing: amountText, currency: currency),
                  let plan = try? TransferPlanner().plan(ledger, keepingPairs: false) else { continue }
            if plan.transfers.contains(where: { $0.from == canonical(from) && $0.to == canonical(to) && $0.amount == money }) {
                proposed.append(currency)
            }
        }
        if proposed.count == 1 { return .proposed(proposed[0]) }
        if proposed.isEmpty, owing.count == 1 { return .owing(owing[0]) }
        return .several(found)
    }

    /// The bare `$` or `¥` of `amount` when `chosen` does not write it (`$5` for a payment in EUR), else nil.
    public static func bareSign(of amount: AmountText, disagreesWith chosen: Currency) -> Character? {
        guard let sign = amount.sharedSign, !chosen.symbol.contains(sign) else { return nil }
        return sign
    }
}

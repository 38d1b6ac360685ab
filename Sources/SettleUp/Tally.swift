import SplitBillCore

/// The saved bills and payments that balances and transfers count, added up into one ledger per
/// currency, with the entries left out and why.
///
/// The rules, in order:
/// 1. Entry numbers, when given, choose the entries (each must exist); otherwise every entry counts.
/// 2. ``Selection/since`` keeps those saved at that moment or later.
/// 3. ``Selection/group`` keeps the bills and payments whose people are all in the group; one that
///    shares at least two people with the group but also has others is named as left out.
/// 4. A bill without a payer cannot say who is owed: named as left out, or, when its number was
///    given, an error.
/// 5. In each bill, everyone but the payer owes the payer their total; a payment "ana paid ben"
///    makes ben owe ana the amount. Names are matched regardless of case (the first spelling among
///    all the entries is kept).
/// 6. Each currency is added up on its own; with ``Selection/currency``, amounts in another currency
///    are converted, one debt at a time, at the rate given for it (an error without one).
public struct Tally: Hashable, Sendable {
    /// Which entries count, and in which currency.
    public struct Selection: Hashable, Sendable {
        /// The entries by number; empty: all.
        public var ids: [Int64]
        /// The earliest moment an entry counts from, in seconds since 1970; nil: any.
        public var since: Double?
        /// The group whose entries count, with its members.
        public var group: (name: String, members: [String])? {
            get { groupName.map { ($0, groupMembers) } }
            set { groupName = newValue?.name; groupMembers = newValue?.members ?? [] }
        }
        /// The currency to settle in; nil: each on its own.
        public var currency: Currency?
        /// The rates to convert other currencies into ``currency`` at.
        public var rates: [ExchangeRate]
        private var groupName: String?
        private var groupMembers: [String] = []

        public init(ids: [Int64] = [], since: Double? = nil, group: (name: String, members: [String])? = nil,
                    currency: Currency? = nil, rates: [ExchangeRate] = []) {
            self.ids = ids
            self.since = since
            self.currency = currency
            self.rates = rates
            self.group = group
        }
    }

    /// Why an entry was left out.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// A bill without a payer: nobody is owed for it.
        case noPayer
        /// People in it who are not in the group.
        case outsideGroup([String], group: String)

        /// `it has no payer`, `dan is not in the group friday`.
        public var description: String {
            switch self {
            case .noPayer: "it has no payer"
            case .outsideGroup(let names, let group): "\(listed(names)) \(names.count == 1 ? "is" : "are") not in the group \(group)"
            }
        }
    }

    /// A bill or payment left out, and why.
    public struct Left: Hashable, Sendable {
        public var id: Int64
        public var kind: SettleEntry.Kind
        public var name: String
        public var reason: Reason

        public init(id: Int64, kind: SettleEntry.Kind, name: String, reason: Reason) {
            self.id = id
            self.kind = kind
            self.name = name
            self.reason = reason
        }
    }

    /// The bills counted, by number.
    public var bills: [Int64] = []
    /// The payments counted, by number.
    public var payments: [Int64] = []
    /// What was left out, in the entries' order.
    public var left: [Left] = []
    /// One ledger per currency, by currency code.
    public var ledgers: [Ledger] = []
    /// The rates amounts were converted at.
    public var rates: [ExchangeRate] = []
    /// Whether there were no entries at all.
    public var historyIsEmpty = false

    /// Counts `entries` as `selection` chooses them (see the rules above).
    ///
    /// - Throws: ``TallyError`` for a number no entry has, a bill asked for by number that has no
    ///   payer, a currency without a rate, or amounts that cannot be added up.
    public init(_ entries: [SettleEntry], selection: Selection = Selection()) throws(TallyError) {
        rates = selection.rates
        historyIsEmpty = entries.isEmpty
        var chosen = entries
        if !selection.ids.isEmpty {
            for id in selection.ids where !entries.contains(where: { $0.id == id }) { throw .noSuchEntry(id) }
            chosen = entries.filter { selection.ids.contains($0.id) }
        }
        if let since = selection.since { chosen = chosen.filter { $0.savedAt >= since } }
        if let group = selection.group {
            let members = Set(group.members.map { $0.lowercased() })
            var kept: [SettleEntry] = []
            for entry in chosen {
                let people = entry.people
                let outside = people.filter { !members.contains($0.lowercased()) }
                if outside.isEmpty { kept.append(entry); continue }
                if people.count - outside.count >= 2 {
                    left.append(Left(id: entry.id, kind: entry.kind, name: entry.name, reason: .outsideGroup(outside, group: group.name)))
                }
            }
            chosen = kept
        }
        var counted: [SettleEntry] = []
        for entry in chosen {
            if case .bill(nil, _) = entry.content {
                if !selection.ids.isEmpty { throw .noPayer(id: entry.id, name: entry.name) }
                left.append(Left(id: entry.id, kind: entry.kind, name: entry.name, reason: .noPayer))
                continue
            }
            counted.append(entry)
        }
        if let target = selection.currency {
            var missing: [String: [Int64]] = [:]
            for entry in counted where entry.currency != target && !rates.contains(where: { $0.from == entry.currency }) {
                missing[entry.currency.code, default: []].append(entry.id)
            }
            if !missing.isEmpty {
                throw .missingRates(to: target, missing: missing.keys.sorted().map { (Currency(code: $0)!, missing[$0]!) })
            }
        }
        let spelling = SettleEntry.spellings(entries)
        func canonical(_ name: String) -> String { spelling[name.lowercased()] ?? name }
        var byCode: [String: Ledger] = [:]
        for entry in counted {
            switch entry.kind {
            case .bill: bills.append(entry.id)
            case .payment: payments.append(entry.id)
            }
            let currency = selection.currency ?? entry.currency
            var ledger = byCode[currency.code] ?? Ledger(currency: currency)
            do throws(SettleError) {
                for var debt in entry.debts(canonical: canonical) {
                    if let rate = rates.first(where: { $0.from == debt.amount.currency && $0.to == currency }) {
                        debt.amount = try rate.convert(debt.amount)
                    }
                    try ledger.add(debt)
                }
            } catch {
                throw .entry(id: entry.id, kind: entry.kind, name: entry.name, error)
            }
            byCode[currency.code] = ledger
        }
        ledgers = byCode.keys.sorted().map { byCode[$0]! }
    }
}

/// Why the entries could not be counted. Each message says what was wrong.
public enum TallyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No entry has this number.
    case noSuchEntry(Int64)
    /// A bill asked for by number has no payer, so nobody is owed for it.
    case noPayer(id: Int64, name: String)
    /// Entries in currencies without a rate to the one to settle in: each currency, with the entries in it.
    case missingRates(to: Currency, missing: [(currency: Currency, ids: [Int64])])
    /// The amounts of an entry could not be added up or converted.
    case entry(id: Int64, kind: SettleEntry.Kind, name: String, SettleError)

    /// `bill 6 is in USD`, `bills 6 and 7 are in USD and bill 8 is in GBP`: for ``missingRates(to:missing:)``.
    public var inOtherCurrencies: String? {
        guard case .missingRates(_, let missing) = self else { return nil }
        return listed(missing.map { currency, ids in
            ids.count == 1 ? "bill \(ids[0]) is in \(currency.code)" : "bills \(listed(ids.map(String.init))) are in \(currency.code)"
        })
    }

    public var description: String {
        switch self {
        case .noSuchEntry(let id):
            "there is no saved bill \(id)"
        case .noPayer(let id, let name):
            "bill \(id) (\(name)) has no payer, so nobody is owed for it; say who paid, or leave its number out"
        case .missingRates(let target, _):
            "\(inOtherCurrencies!); to settle in \(target.code), give a rate for each (what one is worth in \(target.code)), or settle each currency on its own"
        case .entry(let id, let kind, let name, let error):
            "\(kind.rawValue) \(id) (\(name)): \(error)"
        }
    }

    public static func == (lhs: TallyError, rhs: TallyError) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

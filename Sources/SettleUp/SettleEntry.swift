import SplitBillCore

/// A saved bill or payment as settling up counts it: who is in it, and what it makes them owe.
///
/// A history (SplitBillStore, or any other) hands its entries over as these, so that the rules of
/// ``Tally`` and ``PaymentCurrency`` need no database.
public struct SettleEntry: Hashable, Sendable {
    /// A bill, or a payment between two people.
    public enum Kind: String, Hashable, Sendable {
        case bill, payment
    }

    /// What a person's part of a bill comes to.
    public struct Share: Hashable, Sendable {
        /// The person, as the bill spells the name.
        public var person: String
        /// Their total.
        public var total: Money

        public init(person: String, total: Money) {
            self.person = person
            self.total = total
        }
    }

    /// What the entry holds.
    public enum Content: Hashable, Sendable {
        /// A split bill: who paid (nil: nobody is owed for it) and each person's part.
        case bill(payer: String?, shares: [Share])
        /// `from` paid `to` `amount`.
        case payment(from: String, to: String, amount: Money)
    }

    /// The entry's number in the history.
    public var id: Int64
    /// Its name in the history (`Friday tapas`).
    public var name: String
    /// When it was saved, in seconds since 1970 (for ``Tally/Selection/since``).
    public var savedAt: Double
    /// The currency of its amounts.
    public var currency: Currency
    /// The bill or the payment.
    public var content: Content

    public init(id: Int64, name: String, savedAt: Double, currency: Currency, content: Content) {
        self.id = id
        self.name = name
        self.savedAt = savedAt
        self.currency = currency
        self.content = content
    }

    /// Whether it is a bill or a payment.
    public var kind: Kind {
        if case .bill = content { .bill } else { .payment }
    }

    /// The people of a bill, or the payer and payee of a payment.
    public var people: [String] {
        switch content {
        case .bill(_, let shares): shares.map(\.person)
        case .payment(let from, let to, _): [from, to]
        }
    }

    /// What the entry makes people owe, their names spelled by `canonical`: in a bill, everyone but the
    /// payer owes the payer their total (none in a bill without a payer); a payment is the debt it cancels.
    public func debts(canonical: (String) -> String = { $0 }) -> [Debt] {
        switch content {
        case .bill(let payer, let shares):
            guard let payer = payer.map(canonical) else { return [] }
            return shares.filter { canonical($0.person) != payer && !$0.total.isZero }
                .map { Debt(debtor: canonical($0.person), creditor: payer, amount: $0.total) }
        case .payment(let from, let to, let amount):
            return [.payment(from: canonical(from), to: canonical(to), amount: amount)]
        }
    }

    /// One spelling per person over `entries`: the first in them, keyed by the name in lower case.
    public static func spellings(_ entries: [SettleEntry]) -> [String: String] {
        var spelling: [String: String] = [:]
        for entry in entries { for name in entry.people where spelling[name.lowercased()] == nil { spelling[name.lowercased()] = name } }
        return spelling
    }
}

/// `ana`, `ana and ben`, `ana, ben and carla`.
func listed(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words.last!
}

import SplitBillCore

/// Who owes whom, in one currency: the debts of bills and payments added up into each person's
/// balance, and into what each pair of people owe each other directly.
///
/// Names are matched exactly (a caller that wants `Ana` and `ana` to be one person gives one
/// spelling). Every sum is checked: an amount that would overflow is a ``SettleError/overflow``,
/// never a trap, and leaves the ledger as it was. Because each debt adds to one balance what it
/// takes from another, the balances always add up to zero.
public struct Ledger: Hashable, Sendable {
    /// The currency of every amount.
    public let currency: Currency
    private var net: [String: Int64] = [:]
    private var owed: [PairKey: Int64] = [:]

    /// Two people who owed each other directly, and what the first owes the second once their
    /// debts to each other are netted (negative when the second owes the first).
    public struct Pair: Hashable, Sendable {
        /// The first of the two in name order (``Balance/namePrecedes(_:_:)``).
        public var first: String
        /// The second of the two in name order.
        public var second: String
        /// What `first` owes `second`, net; zero when their debts cancel.
        public var owed: Money
    }

    /// The two names of a pair, in name order.
    struct PairKey: Hashable, Sendable {
        var first: String
        var second: String

        init(_ a: String, _ b: String) {
            if Balance.namePrecedes(a, b) { (first, second) = (a, b) } else { (first, second) = (b, a) }
        }
    }

    /// An empty ledger.
    public init(currency: Currency) {
        self.currency = currency
    }

    /// Adds a debt: the creditor's balance goes up by its amount and the debtor's down, and the
    /// two become a direct pair.
    ///
    /// A debt of zero, or of a person to themselves, changes nothing and is not recorded.
    /// - Throws: ``SettleError/currencyMismatch(expected:found:)`` for an amount in another
    ///   currency; ``SettleError/overflow`` when a sum would not fit in 64 bits (nothing is changed).
    public mutating func add(_ debt: Debt) throws(SettleError) {
        guard debt.amount.currency == currency else {
            throw .currencyMismatch(expected: currency, found: debt.amount.currency)
        }
        let amount = debt.amount.minorUnits
        guard amount != 0, debt.debtor != debt.creditor else { return }
        guard amount != .min else { throw .overflow }
        let creditor = try Self.checked(net[debt.creditor, default: 0], amount)
        let debtor = try Self.checked(net[debt.debtor, default: 0], -amount)
        let key = PairKey(debt.debtor, debt.creditor)
        let pair = try Self.checked(owed[key, default: 0], key.first == debt.debtor ? amount : -amount)
        net[debt.creditor] = creditor
        net[debt.debtor] = debtor
        owed[key] = pair
    }

    /// Adds every debt, in order; stops at the first that cannot be added.
    public mutating func add(contentsOf debts: some Sequence<Debt>) throws(SettleError) {
        for debt in debts { try add(debt) }
    }

    private static func checked(_ a: Int64, _ b: Int64) throws(SettleError) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .overflow }
        return sum
    }

    /// Everyone named in a debt, with their balance (zero for someone whose debts cancel), in
    /// name order. They add up to zero.
    public var balances: [Balance] {
        net.keys.sorted(by: Balance.namePrecedes).map { Balance(name: $0, amount: Money(minorUnits: net[$0]!, currency: currency)) }
    }

    /// One person's balance; zero for someone the ledger does not name.
    public func balance(of name: String) -> Money {
        Money(minorUnits: net[name] ?? 0, currency: currency)
    }

    /// Every pair of people with a debt between them, in name order, with what they owe each
    /// other net.
    public var pairs: [Pair] {
        owed.keys.sorted { a, b in
            a.first != b.first ? Balance.namePrecedes(a.first, b.first) : Balance.namePrecedes(a.second, b.second)
        }.map { Pair(first: $0.first, second: $0.second, owed: Money(minorUnits: owed[$0]!, currency: currency)) }
    }

    /// Whether `a` and `b` owed each other directly (a debt between them, in either direction).
    public func isDirectPair(_ a: String, _ b: String) -> Bool {
        owed[PairKey(a, b)] != nil
    }
}

import SplitBillCore

/// The transfers that settle a set of balances, and how they were found.
public struct TransferPlan: Hashable, Sendable {
    /// The currency of every amount.
    public var currency: Currency
    /// The balances settled, in name order (people at zero included when given).
    public var balances: [Balance]
    /// The transfers, ordered by who pays, then by who is paid (name order). Applied to
    /// ``balances`` they bring everyone to zero, to the minor unit.
    public var transfers: [Transfer]
    /// The groups the people with a balance were split into, each settled on its own: their
    /// balances add up to zero. People in name order within a group; groups by their first person.
    public var groups: [[String]]
    /// How the transfers were found.
    public var method: Method

    /// How a plan was found, and so what can be said of its number of transfers.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// The fewest transfers possible, found by exact search.
        case fewest
        /// Too many people for the exact search: people whose balances are exact opposites pay
        /// each other, then the largest debtor pays the largest creditor, again and again. At most
        /// one transfer fewer than the people with a balance, but not proven the fewest.
        /// (``TransferPlanner/plan(_:currency:)`` says ``fewest`` instead when the greedy transfers
        /// reach the lower bound of the people minus the smaller of creditors and debtors.)
        case greedy
        /// Only between people who owed each other directly: the fewest such transfers, found by
        /// exact search, each paid by and to someone with a balance.
        case fewestAlongPairs
        /// Only between people who owed each other directly, where some people linked by direct
        /// pairs were too many for the exact search (more than
        /// ``TransferPlanner/exactLimitAlongPairs`` with a balance): few transfers, at most one fewer
        /// than the people so linked, found by a bounded greedy search, but not proven the fewest.
        case greedyAlongPairs
        /// Only between people who owed each other directly, where the fewest could not be found
        /// that way for some people (settling them needs someone with no balance to pass money on):
        /// those pairs each settle what they owe each other.
        case pairNetting
    }

    /// Whether ``transfers`` are known to be the fewest possible for the rule they follow (any
    /// payer and payee, or only direct pairs).
    public var isFewest: Bool { method == .fewest || method == .fewestAlongPairs }
}

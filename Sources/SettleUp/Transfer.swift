import SplitBillCore

/// One payment proposed to settle up: `from` pays `to` an `amount` (always above zero).
public struct Transfer: Hashable, Sendable {
    /// Who pays.
    public var from: String
    /// Who is paid.
    public var to: String
    /// How much, above zero.
    public var amount: Money

    /// A transfer.
    public init(from: String, to: String, amount: Money) {
        self.from = from
        self.to = to
        self.amount = amount
    }
}

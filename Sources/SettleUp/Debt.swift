import SplitBillCore

/// One person owing another directly: their share of a bill the other paid, or, the other way
/// round, a payment between them.
///
/// In balances, a debt adds `amount` to the creditor's balance and takes it from the debtor's.
/// A payment "ana paid ben 14.35" is ``payment(from:to:amount:)``: a debt of ben to ana, which
/// cancels what ana owed ben.
public struct Debt: Hashable, Sendable {
    /// Who owes.
    public var debtor: String
    /// Who is owed.
    public var creditor: String
    /// How much; a negative amount is a debt the other way round.
    public var amount: Money

    /// `debtor` owes `creditor` `amount`.
    public init(debtor: String, creditor: String, amount: Money) {
        self.debtor = debtor
        self.creditor = creditor
        self.amount = amount
    }

    /// The effect of a payment: `from` paid `to` `amount`, so `to` now owes `from` that much more
    /// (or `from` owes `to` that much less).
    public static func payment(from: String, to: String, amount: Money) -> Debt {
        Debt(debtor: to, creditor: from, amount: amount)
    }
}

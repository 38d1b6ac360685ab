import Foundation
import SplitBillCore

/// What settling up needs of one entry of the history: for a split, who paid and each person's share; for
/// a payment, who paid whom how much. It is read without the bill's receipt, plan or result
/// (``BillStore/ledger()``), so that balances over a long history stay quick.
public struct LedgerRecord: Hashable, Sendable {
    /// One person's part of a bill.
    public struct Share: Hashable, Sendable {
        /// The person, as the bill spells the name.
        public var person: String
        /// What their part came to.
        public var total: Money

        public init(person: String, total: Money) {
            self.person = person
            self.total = total
        }
    }

    /// What the entry holds.
    public enum Content: Hashable, Sendable {
        /// A split: who paid (nil: nobody named) and each person's part, in the bill's order.
        case bill(payer: String?, shares: [Share])
        /// `from` paid `to` `amount`.
        case payment(from: String, to: String, amount: Money)
    }

    /// Its number in the history.
    public var id: Int64
    /// When it was saved.
    public var createdAt: Date
    /// Its name in the history.
    public var name: String
    /// The currency of its amounts.
    public var currency: Currency
    public var content: Content

    public init(id: Int64, createdAt: Date, name: String, currency: Currency, content: Content) {
        self.id = id
        self.createdAt = createdAt
        self.name = name
        self.currency = currency
        self.content = content
    }

    /// The people of a bill, or the payer and payee of a payment.
    public var people: [String] {
        switch content {
        case .bill(_, let shares): shares.map(\.person)
        case .payment(let from, let to, _): [from, to]
        }
    }
}

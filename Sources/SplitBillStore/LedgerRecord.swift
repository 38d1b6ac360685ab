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

import GRDB

extension Row {
    /// The value in `column` as a `T`; nil when the row has no such column, holds NULL, or holds a value
    /// that is no `T` (a damaged history). Never a trap, as GRDB's subscripts are on such a value.
    func value<T: DatabaseValueConvertible>(_ column: String, as type: T.Type = T.self) -> T? {
        guard hasColumn(column) else { return nil }
        return T.fromDatabaseValue(self[column] as DatabaseValue)
    }

    /// The value in `column` as a `T`, or ``StoreError/damagedBill(_:_:)`` for bill `id` that says which.
    func required<T: DatabaseValueConvertible>(_ column: String, of id: Int64, as type: T.Type = T.self) throws(StoreError) -> T {
        guard let value = value(column, as: T.self) else { throw .damagedBill(id, "its \(column) cannot be read") }
        return value
    }

    /// The row's number, or ``StoreError/database(_:)`` when the row has none a history could have written.
    func billID() throws(StoreError) -> Int64 {
        guard let id = value("id", as: Int64.self) else { throw .database("a row of the history has no number; the file is damaged") }
        return id
    }
}

import Foundation
import SplitBillCore

/// A payment between two people, kept in the history beside the bills: ``from`` paid ``to`` an
/// ``amount``, to settle up. It shares the bills' numbers, so `splitbill history` lists it and
/// `splitbill delete` removes it.
public struct Payment: Hashable, Sendable {
    /// Its number in the history, from 1; `nil` before it is saved.
    public var id: Int64?
    /// When it was recorded.
    public var createdAt: Date
    /// Its name in the history: by default `ana paid ben`.
    public var name: String
    /// Who paid.
    public var from: String
    /// Who was paid.
    public var to: String
    /// How much, above zero.
    public var amount: Money

    /// A payment; `name` defaults to `FROM paid TO`.
    public init(id: Int64? = nil, createdAt: Date, name: String? = nil, from: String, to: String, amount: Money) {
        self.id = id
        self.createdAt = createdAt
        self.name = name ?? "\(from) paid \(to)"
        self.from = from
        self.to = to
        self.amount = amount
    }
}

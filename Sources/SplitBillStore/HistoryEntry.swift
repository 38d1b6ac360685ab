import Foundation

/// One entry of the history: a split bill or a payment.
public enum HistoryEntry: Hashable, Sendable {
    /// A split bill.
    case bill(SavedBill)
    /// A payment between two people.
    case payment(Payment)

    /// Its number in the history.
    public var id: Int64? {
        switch self {
        case .bill(let b): b.id
        case .payment(let p): p.id
        }
    }

    /// When it was saved.
    public var createdAt: Date {
        switch self {
        case .bill(let b): b.createdAt
        case .payment(let p): p.createdAt
        }
    }

    /// Its name in the history.
    public var name: String {
        switch self {
        case .bill(let b): b.name
        case .payment(let p): p.name
        }
    }

    /// Whether it is a split bill or a payment.
    public var kind: EntryKind {
        switch self {
        case .bill: .split
        case .payment: .payment
        }
    }
}

/// What a line of the history is.
public enum EntryKind: String, Hashable, Sendable {
    /// A split bill.
    case split
    /// A payment between two people.
    case payment
}

import BillSplitter
import Foundation
import SplitBillCore

/// A split kept in the history: the receipt, the plan it was split by, and the result.
///
/// The result is kept as it was computed, so printing a saved bill again gives the same amounts
/// to the cent even if a later splitbill rounded differently.
public struct SavedBill: Hashable, Sendable {
    /// The bill's number in the history, from 1; `nil` before it is saved.
    public var id: Int64?
    /// When it was split.
    public var createdAt: Date
    /// Its name (`Friday dinner`; by default the date and the store).
    public var name: String
    /// The receipt that was split.
    public var receipt: Receipt
    /// How it was split.
    public var plan: SplitPlan
    /// What everyone paid.
    public var result: SplitResult

    public init(id: Int64? = nil, createdAt: Date, name: String, receipt: Receipt, plan: SplitPlan, result: SplitResult) {
        self.id = id
        self.createdAt = createdAt
        self.name = name
        self.receipt = receipt
        self.plan = plan
        self.result = result
    }
}

/// A line of the history: enough to list a bill or payment without reading its receipt.
public struct BillSummary: Hashable, Sendable {
    /// Its number.
    public var id: Int64
    /// When it was saved.
    public var createdAt: Date
    /// Its name.
    public var name: String
    /// The store, for a bill whose receipt names one.
    public var store: String?
    /// The bill's total, or the amount paid.
    public var total: Money
    /// The people of the bill; the payer and the payee of a payment.
    public var people: [String]
    /// Whether it is a split bill or a payment.
    public var kind: EntryKind = .split
    /// The day the receipt says (its `date`, as read or corrected), when it says one.
    public var billDate: String?
    /// Who paid: the bill's payer, or who made the payment.
    public var payer: String?
}

/// A group of friends to split with.
public struct FriendGroup: Hashable, Sendable {
    /// The group's name (`friday`), unique regardless of case.
    public var name: String
    /// The people, in order.
    public var members: [String]
    /// Who usually pays for the group (one of the members), offered and taken as a split's payer.
    public var payer: String?

    public init(name: String, members: [String], payer: String? = nil) {
        self.name = name
        self.members = members
        self.payer = payer
    }
}

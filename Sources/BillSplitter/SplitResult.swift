import SplitBillCore

/// A bill split between people: what each person pays and why, in exact money.
///
/// The people's totals add up to ``total`` exactly; so does each column (items, discount,
/// service, tax, tip, rounding) to the bill's figure.
public struct SplitResult: Hashable, Sendable {
    /// The currency of every amount.
    public var currency: Currency
    /// Each person's part, in the order of the people.
    public var people: [PersonShare]
    /// The bill's figures: what the parts add up to.
    public var bill: BillFigures
    /// Who paid, when known.
    public var payer: String?
    /// Who owes whom, when a payer is known.
    public var settlements: [Settlement]
    /// The rules that were applied.
    public var rules: AppliedRules
    /// Things the reader of the split should know (doubts carried over from the receipt).
    public var notes: [String]
    /// The store, when the receipt names it.
    public var store: String?
    /// Whether the receipt's reading was confirmed by its own arithmetic: `false` for a receipt read
    /// from a photo or text that could not be checked, `nil` when nobody asked (a bill typed by hand).
    public var verified: Bool?

    /// The amount everyone together pays: the receipt's total plus any tip added.
    public var total: Money { bill.total }
}

/// One person's part of the bill.
public struct PersonShare: Hashable, Sendable {
    /// The person's name.
    public var name: String
    /// Their parts of items, in the order of the bill; empty in an even split. An item everyone
    /// shares is kept once for the whole split (see ``Portions``).
    public var portions: Portions
    /// Their items, added up.
    public var items: Money
    /// Their part of the bill discount (positive; subtracted).
    public var discount: Money
    /// Their part of the service charge.
    public var service: Money
    /// Their part of the tax: added to their total, or, when the bill's tax is included, only shown.
    public var tax: Money
    /// Their part of the tip.
    public var tip: Money
    /// Their part of a cash rounding adjustment.
    public var rounding: Money
    /// What they pay.
    public var total: Money
}

/// A person's part of one item.
public struct Portion: Hashable, Sendable {
    /// The item's number, from 1.
    public var item: Int
    /// The item's name.
    public var name: String
    /// The fraction they had, for people: `1/3`, `2 of 3`, `2/3`; empty when they had it all.
    public var share: String
    /// What that part costs.
    public var amount: Money
}

/// The bill's figures, after the plan's overrides.
public struct BillFigures: Hashable, Sendable {
    /// The items' totals less their own discounts.
    public var items: Money
    /// The bill discount (positive; subtracted).
    public var discount: Money
    /// The service charge.
    public var service: Money
    /// The tax; see ``taxIncluded``.
    public var tax: Money
    /// Whether the tax is inside the prices (shown only) rather than added.
    public var taxIncluded: Bool
    /// The tip.
    public var tip: Money
    /// The tip's percentage, when it was given as one.
    public var tipPercent: ExactDecimal?
    /// The tax's percentage, when it was given as one.
    public var taxPercent: ExactDecimal?
    /// The cash rounding.
    public var rounding: Money
    /// What everyone pays together.
    public var total: Money
    /// The total printed on the receipt, when there is one.
    public var receiptTotal: Money?
}

/// One person owing another.
public struct Settlement: Hashable, Sendable {
    /// Who owes.
    public var from: String
    /// Who is owed.
    public var to: String
    /// How much.
    public var amount: Money
}

/// The rules a split was made with, so that a reader can check it.
public struct AppliedRules: Hashable, Sendable {
    /// Whether everyone paid the same.
    public var even: Bool
    /// How the extras were shared.
    public var extras: ExtrasRule
    /// What a tip percentage was taken of.
    public var tipBase: TipBase
}

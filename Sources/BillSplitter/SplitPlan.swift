import SplitBillCore

/// How to split a bill: who is at the table, who had what, and the rules for the extras.
///
/// Every field is optional so that plans from several places can be layered: a bill file, then an
/// assignments file, then command-line flags (see ``overriding(with:)``). The rules applied when
/// a field is absent are the defaults documented on each field.
///
/// ## The rules
/// - **Items.** Each item's line total, less its own discount, is divided between the people
///   assigned to it: equally, by weight or by units (``ItemShare``). An item that costs nothing
///   needs nobody.
/// - **Discount** (bill level): a percentage is of the items' total (after item discounts).
/// - **Service charge**: a percentage is of the items' total after discounts.
/// - **Tax**: a percentage is of the items' total after discounts plus service. Added tax is paid on
///   top; included tax (VAT) is already inside the prices and is only shown.
/// - **Tip**: a percentage is of the items' total after discounts as printed (before added tax and
///   service), or, with ``TipBase/afterTax``, of that plus service and added tax. A tip given here
///   replaces any tip printed on the receipt; the printed total is then checked with the printed tip or
///   without it (a tip guide's suggestion read as a tip is no part of the total).
/// - **Sharing the extras**: discount, service, tax, tip and rounding are shared in proportion to
///   each person's items (``ExtrasRule/proportional``, the default), or equally. A part that would come
///   to less than zero (an equal share of a discount larger than one's items) is refused.
/// - **Even split**: everyone pays the same; amounts differ by at most one minor unit.
/// - **Rounding**: see ``Allocation``: every amount is divided by largest remainder, so the parts
///   always add up to the whole, to the minor unit.
public struct SplitPlan: Hashable, Sendable {
    /// Everyone at the table, in the order to show them. When absent, the people named in the
    /// assignments, in order of first mention.
    public var people: [String]?
    /// Who had each item, by item number counted from 1 in the order of the bill.
    public var assignments: [Int: ItemShare]
    /// Whether items nobody was assigned are split equally between everyone (default: an error
    /// naming them).
    public var splitUnassignedEvenly: Bool?
    /// Whether everyone pays the same, whatever they had (default: no).
    public var even: Bool?
    /// A tip to add, replacing any printed on the receipt.
    public var tip: Charge?
    /// Whether ``tip`` is a percentage (which ``tipBase`` says the base of).
    public var tipIsPercentage: Bool { if case .percent? = tip { true } else { false } }
    /// What a tip percentage is taken of (default: ``TipBase/beforeTax``).
    public var tipBase: TipBase?
    /// The tax, replacing the receipt's tax lines.
    public var tax: Charge?
    /// Whether the tax is already included in the prices (default: as the receipt says; if it does
    /// not say, inferred from its total, else added).
    public var taxIncluded: Bool?
    /// A service charge, replacing any on the receipt.
    public var service: Charge?
    /// A discount of the whole bill, replacing any on the receipt.
    public var discount: Charge?
    /// How discount, service, tax, tip and rounding are shared (default: in proportion to items).
    public var extras: ExtrasRule?
    /// Who paid the bill: everyone else owes them their share.
    public var payer: String?
    /// The currency, when the bill does not say or says wrong.
    public var currency: Currency?
    /// Items left out of the bill (a misread line, something sent back), by number from 1. They
    /// keep their numbers, so the other items' numbers do not shift.
    public var excludedItems: Set<Int>

    /// An empty plan: every rule at its default.
    public init(
        people: [String]? = nil, assignments: [Int: ItemShare] = [:], splitUnassignedEvenly: Bool? = nil,
        even: Bool? = nil, tip: Charge? = nil, tipBase: TipBase? = nil, tax: Charge? = nil, taxIncluded: Bool? = nil,
        service: Charge? = nil, discount: Charge? = nil, extras: ExtrasRule? = nil, payer: String? = nil,
        currency: Currency? = nil, excludedItems: Set<Int> = []
    ) {
        self.people = people
        self.assignments = assignments
        self.splitUnassignedEvenly = splitUnassignedEvenly
        self.even = even
        self.tip = tip
        self.tipBase = tipBase
        self.tax = tax
        self.taxIncluded = taxIncluded
        self.service = service
        self.discount = discount
        self.extras = extras
        self.payer = payer
        self.currency = currency
        self.excludedItems = excludedItems
    }

    /// This plan with every field that `other` sets taken from `other`; assignments are merged
    /// item by item, `other`'s winning for an item both assign.
    public func overriding(with other: SplitPlan) -> SplitPlan {
        var merged = self
        merged.people = other.people ?? people
        merged.assignments.merge(other.assignments) { _, new in new }
        merged.splitUnassignedEvenly = other.splitUnassignedEvenly ?? splitUnassignedEvenly
        merged.even = other.even ?? even
        merged.tip = other.tip ?? tip
        merged.tipBase = other.tipBase ?? tipBase
        merged.tax = other.tax ?? tax
        merged.taxIncluded = other.taxIncluded ?? taxIncluded
        merged.service = other.service ?? service
        merged.discount = other.discount ?? discount
        merged.extras = other.extras ?? extras
        merged.payer = other.payer ?? payer
        merged.currency = other.currency ?? currency
        merged.excludedItems = excludedItems.union(other.excludedItems)
        return merged
    }
}

/// What a tip percentage is a percentage of.
public enum TipBase: String, Hashable, Sendable {
    /// The items after discounts, as printed: before added tax and service.
    case beforeTax
    /// The items after discounts plus service and added tax.
    case afterTax
}

/// How the bill-level extras (discount, service, tax, tip, rounding) are shared between people.
public enum ExtrasRule: String, Hashable, Sendable {
    /// In proportion to each person's items: who ate more pays more tip.
    case proportional
    /// Equally between everyone at the table.
    case equal
}

extension SplitPlan {
    /// Whether `name` can name a person: something besides spaces, and none of `,` `:` `=` (which
    /// separate names and amounts in the command's flags) nor a control character such as a line break
    /// (which would break the lines of a summary and of CSV); nor `TOTAL` in any case, the label of the
    /// CSV's row of the bill's totals, which a person's row would be mistaken for.
    public static func isValidName(_ name: String) -> Bool {
        !name.trimming(" ").isEmpty && name.trimming(" ").uppercased() != "TOTAL"
            && !name.contains { ",:=".contains($0) || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
    }

    /// What a name must be, for messages.
    public static let nameRule = "names must not be empty, be TOTAL (the CSV's row of the bill's totals) or contain , : = or a line break"
}

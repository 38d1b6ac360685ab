/// A receipt as splitbill understands it: the items and the totals printed under them.
///
/// Every amount is exact ``Money`` in ``currency``. A receipt read from a photo carries
/// ``findings``: what looked doubtful, for a person to check. The JSON form is the bill file
/// (see `Receipt+JSON.swift` and the BillSplitter documentation, BillFileFormat).
public struct Receipt: Hashable, Sendable {
    /// The currency of every amount on the receipt.
    public var currency: Currency
    /// The shop or restaurant, when known.
    public var store: String?
    /// The date, `YYYY-MM-DD` when the day and month order could be known, otherwise as printed; `nil` when none was read.
    public var date: String?
    /// The bought items, in the order printed; users number them from 1.
    public var items: [LineItem]
    /// The subtotal as printed, when there is one.
    public var subtotal: Money?
    /// Reductions of the whole bill (not of one item), each a positive amount.
    public var discounts: [Adjustment]
    /// A service charge printed on the receipt.
    public var service: Money?
    /// The tax lines: one per rate on a VAT summary, or one line of sales tax.
    public var taxes: [TaxLine]
    /// Whether the prices already contain the tax (VAT, "IVA incluido"); `nil` when not stated.
    public var taxIncluded: Bool?
    /// A tip printed on the receipt (a card slip with the tip written in).
    public var tip: Money?
    /// A cash rounding adjustment, positive or negative.
    public var rounding: Money?
    /// The amount to pay as printed: the total, amount due or grand total.
    public var total: Money?
    /// Doubts about how the receipt was read, for a person to check.
    public var findings: [Finding]
    /// The printed figures that the reading changed because the arithmetic asked for it (a digit
    /// read otherwise), each with its figure as printed; empty for a receipt read as printed.
    public var repairs: [Repair]

    /// Creates a receipt; only the currency and the items are required.
    public init(
        currency: Currency, store: String? = nil, date: String? = nil, items: [LineItem],
        subtotal: Money? = nil, discounts: [Adjustment] = [], service: Money? = nil, taxes: [TaxLine] = [],
        taxIncluded: Bool? = nil, tip: Money? = nil, rounding: Money? = nil, total: Money? = nil,
        findings: [Finding] = [], repairs: [Repair] = []
    ) {
        self.currency = currency
        self.store = store
        self.date = date
        self.items = items
        self.subtotal = subtotal
        self.discounts = discounts
        self.service = service
        self.taxes = taxes
        self.taxIncluded = taxIncluded
        self.tip = tip
        self.rounding = rounding
        self.total = total
        self.findings = findings
        self.repairs = repairs
    }

    /// The sum of the tax lines, or `nil` when there are none.
    ///
    /// - Precondition: the sum fits; ``checkSums()`` checks it (and every other sum here) without trapping.
    public var tax: Money? {
        taxes.isEmpty ? nil : taxes.sum(in: currency) { $0.amount }
    }

    /// The sum of the bill discounts, or `nil` when there are none.
    ///
    /// - Precondition: the sum fits; see ``checkSums()``.
    public var discount: Money? {
        discounts.isEmpty ? nil : discounts.sum(in: currency) { $0.amount }
    }

    /// The items' line totals less their own discounts.
    ///
    /// - Precondition: the sum fits; see ``checkSums()``.
    public var itemsTotal: Money {
        items.sum(in: currency) { $0.netTotal }
    }
}

/// One bought item: a line (or several wrapped lines) of the receipt.
public struct LineItem: Hashable, Sendable {
    /// The name as printed.
    public var name: String
    /// How many, or how much (`2`, `0.512` kg), when printed.
    public var quantity: ExactDecimal?
    /// The price of one unit, when printed; may have more decimals than the currency (`3.939`).
    public var unitPrice: ExactDecimal?
    /// The line total as printed on the item's own row, before its add-ons and its own discount.
    public var total: Money
    /// A reduction of this item alone (a void, a promotion), as a positive amount.
    public var discount: Money?
    /// Modifiers and sub-items without a price printed under the item (`"+Hot"`, `"1 Tidak Pedas 0"`), as printed.
    public var details: [String]
    /// Priced modifiers and sub-items printed under the item (`+ extra cheese 1.00`, `PEARL (L) 4,000`),
    /// each with its amount (positive).
    ///
    /// They belong to the item: whoever had the item pays for them too (they are part of
    /// ``netTotal``), but they are not part of ``total``, the item's own printed price.
    public var addOns: [Adjustment]

    /// Creates an item.
    public init(
        name: String, quantity: ExactDecimal? = nil, unitPrice: ExactDecimal? = nil, total: Money,
        discount: Money? = nil, details: [String] = [], addOns: [Adjustment] = []
    ) {
        self.name = name
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.total = total
        self.discount = discount
        self.details = details
        self.addOns = addOns
    }

    /// The line total with its add-ons: what the item cost before its own discount.
    public var totalWithAddOns: Money {
        addOns.reduce(total) { $0 + $1.amount }
    }

    /// The line total with its add-ons, less the item's discount: what is shared among the people who had it.
    public var netTotal: Money {
        discount.map { totalWithAddOns - $0 } ?? totalWithAddOns
    }
}

/// A tax line: a name as printed, an optional rate, and the amount.
public struct TaxLine: Hashable, Sendable {
    /// The label as printed (`"IVA 10%"`, `"Sales Tax"`).
    public var name: String?
    /// The rate in percent (`10`, `8.875`), when known.
    public var rate: ExactDecimal?
    /// The tax amount.
    public var amount: Money

    public init(name: String? = nil, rate: ExactDecimal? = nil, amount: Money) {
        self.name = name
        self.rate = rate
        self.amount = amount
    }
}

/// A named amount of a bill: a discount or a charge.
public struct Adjustment: Hashable, Sendable {
    /// The label as printed (`"Happy hour"`), when there is one.
    public var name: String?
    /// The amount, positive.
    public var amount: Money

    public init(name: String? = nil, amount: Money) {
        self.name = name
        self.amount = amount
    }
}

/// Something doubtful about a reading, said so that a person can check it.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// How much the doubt matters.
    public enum Severity: String, Hashable, Sendable {
        /// Worth knowing; the amounts are not affected.
        case note
        /// An amount may be wrong; check it against the paper.
        case warning
    }

    /// How much the doubt matters.
    public var severity: Severity
    /// What is doubtful and what to check, in words a person can act on.
    public var message: String
    /// The item concerned, numbered from 1, if one is.
    public var item: Int?
    /// What the finding is about, as a value, for code that tells findings apart; ``message`` is its words.
    public var kind: Kind

    /// What a finding is about.
    public enum Kind: Hashable, Sendable {
        /// Nothing that code tells apart: the message says it all.
        case other
        /// The bill's parts (the chain) miss its printed total.
        case totalMismatch(TotalChain, total: Money)
        /// The items (net of their own discounts) miss the printed subtotal.
        case itemsMissSubtotal(items: Money, subtotal: Money)

        /// Whether the finding speaks of the printed subtotal `subtotal`: the items miss it, or a chain
        /// starting from it misses the total.
        public func isAbout(subtotal: Money) -> Bool {
            switch self {
            case .itemsMissSubtotal(_, let s): s == subtotal
            case .totalMismatch(let chain, _): chain.terms[0].part == .subtotal && chain.base == subtotal
            case .other: false
            }
        }
    }

    public init(_ severity: Severity, _ message: String, item: Int? = nil, kind: Kind = .other) {
        self.severity = severity
        self.message = message
        self.item = item
        self.kind = kind
    }

    public var description: String { "\(severity.rawValue): \(message)" }
}

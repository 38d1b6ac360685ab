import SplitBillCore

/// Why a receipt was read as it was: for each row, the rules that read it and what they made of it; how the
/// total was found and which other amounts could have been the total; and every step that changed the
/// reading (a text rewrite, a re-reading kept, a repair the arithmetic asked for), with the rule that made
/// it and its reason.
///
/// Rule names are those of ``ReceiptParser/catalogue`` (the reference lists each with the layout it reads),
/// so a wrong reading can be traced to the rule that made it. Rows are numbered from 1 in the order the
/// parser read them (``ParsedReceipt/rows``, the `lines` of a scan's JSON).
///
/// ```swift
/// let parsed = ReceiptParser().parse(text: "COLA 2 x 1.60 3.20\nTOTAL 3.20")
/// parsed.trace.total.foundBy        // "ConfirmedTotalLine"
/// parsed.trace.rows[0].rules.last   // the item rule that took the row
/// print(parsed.trace.text)
/// ```
public struct ParseTrace: Hashable, Sendable {
    /// What the parser made of one row.
    public struct Row: Hashable, Sendable {
        /// The row's number, from 1.
        public var number: Int
        /// The row's text as read (after the text rewrites).
        public var text: String
        /// The row's role by its keywords: `plain` (no keyword: an item, a name or header text), `total`,
        /// `subtotal`, `tax`, `tax included`, `service`, `tip`, `discount`, `rounding`, `payment`, `count`,
        /// `meta` (a date, a phone number, a card number), `info` or `void`.
        public var role: String
        /// The rules that read the row, in order: item rules that changed its reading and, last, the one that
        /// took it (or ended the items there); for a summary row, the summary reader that took it.
        public var rules: [String]
        /// The item (numbered from 1) the row went into, if any.
        public var item: Int?
        /// What the row was read as, in words: `item 2: 2 × 1.60 = 3.20`, `total 3.20`; empty for a row
        /// that was read as nothing.
        public var reading: String
        /// Whether a summary reader took the row's amount as the figure its role names (the total, a tax,
        /// the payment): false for items, and for rows read as nothing.
        public var isSummaryFigure: Bool

        /// Creates a row's trace.
        public init(number: Int, text: String, role: String, rules: [String], item: Int?, reading: String,
                    isSummaryFigure: Bool = false) {
            self.number = number
            self.text = text
            self.role = role
            self.rules = rules
            self.item = item
            self.reading = reading
            self.isSummaryFigure = isSummaryFigure
        }
    }

    /// How the total was found.
    public struct Total: Hashable, Sendable {
        /// A printed total line that could have been the total.
        public struct Candidate: Hashable, Sendable {
            /// Its row, from 1.
            public var row: Int
            /// Its label as printed (`GRAND TOTAL`).
            public var label: String
            public var amount: Money
            /// How strongly its words say "total" (0: a payment read as the total; 5: `GRAND TOTAL`).
            public var rank: Int

            /// Creates a candidate.
            public init(row: Int, label: String, amount: Money, rank: Int) {
                self.row = row
                self.label = label
                self.amount = amount
                self.rank = rank
            }
        }

        /// The total read, if any.
        public var amount: Money?
        /// Where it came from.
        public var source: ParsedReceipt.TotalSource
        /// The way of finding the total (of ``ReceiptParser/catalogue``'s `totalStrategies`) that found it.
        public var foundBy: String?
        /// The printed total lines considered, most trusted first.
        public var candidates: [Candidate]
        /// The payment less the change, where a payment is printed.
        public var paidLessChange: Money?

        /// Creates a total's trace.
        public init(amount: Money?, source: ParsedReceipt.TotalSource, foundBy: String?, candidates: [Candidate], paidLessChange: Money?) {
            self.amount = amount
            self.source = source
            self.foundBy = foundBy
            self.candidates = candidates
            self.paidLessChange = paidLessChange
        }
    }

    /// One step that changed the reading.
    public struct Step: Hashable, Sendable {
        /// The phase of the parser that made it.
        public enum Phase: String, Hashable, Sendable, CaseIterable {
            /// A rewrite of the rows before they are read (``ReceiptParser/catalogue``'s `textRewrites`).
            case textRewrite = "text rewrite"
            /// A step of the arithmetic (`resolverSteps`): a repair of the summary or the items, the search
            /// for the total, a check.
            case arithmetic
            /// A re-reading of the rows that the arithmetic confirmed and that was kept (`rereadings`).
            case rereading
        }

        public var phase: Phase
        /// The rule's name.
        public var rule: String
        /// What it changed, each in words: `total 43.90 → 42.90`, `item 3 (row 7) taken out: CASH 50.00`.
        public var changes: [String]
        /// What it said about the change (its findings), the reason a person can check.
        public var reasons: [String]
        /// Whether it changed a printed figure (a digit, an amount re-read, a row taken out of the items or put
        /// in) rather than only arranging what was printed: such a reading is never called verified.
        public var isRepair: Bool
        /// The printed figures a repair changed (an item's line total, the total), from what to what: the
        /// receipt's ``SplitBillCore/Repair`` values are made of them.
        var figureRepairs: [FigureRepair] = []

        /// One printed figure a repair changed.
        struct FigureRepair: Hashable, Sendable {
            enum Figure: Hashable, Sendable {
                /// The line total of the item read from these rows (numbered from 0).
                case item(rows: [Int])
                case total
            }
            var figure: Figure
            var from: Money
            var to: Money
        }

        /// Creates a step.
        public init(phase: Phase, rule: String, changes: [String], reasons: [String], isRepair: Bool) {
            self.phase = phase
            self.rule = rule
            self.changes = changes
            self.reasons = reasons
            self.isRepair = isRepair
        }
    }

    /// The currency taken and why (`EUR: named on the receipt`, `USD: assumed, as nothing on the receipt
    /// names a currency`).
    public var currency: String
    /// How amounts were read: the decimals and the decimal mark (`2 decimals, mark ","`).
    public var numbers: String
    /// Every row read, in order.
    public var rows: [Row]
    public var total: Total
    /// The steps that changed the reading, in the order they ran.
    public var steps: [Step]

    /// Creates a trace.
    public init(currency: String = "", numbers: String = "", rows: [Row] = [], total: Total, steps: [Step] = []) {
        self.currency = currency
        self.numbers = numbers
        self.rows = rows
        self.total = total
        self.steps = steps
    }

    /// The trace of a receipt read from nothing.
    public static let empty = ParseTrace(total: Total(amount: nil, source: .none, foundBy: nil, candidates: [], paidLessChange: nil))

    /// The repairs among the steps.
    public var repairs: [Step] { steps.filter(\.isRepair) }
}

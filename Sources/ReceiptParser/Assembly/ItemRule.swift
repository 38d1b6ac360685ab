import SplitBillCore

/// One way a receipt prints an item row (or a row among the items), read by a small named type.
///
/// ``ItemAssembler`` offers each row to the rules of ``ItemAssembler/rules`` in order. A rule either
/// leaves the row to the rules after it (``ItemRuleVerdict/next``, possibly having noted something in
/// the row's reading), takes it (``ItemRuleVerdict/taken``), or says that the items end at this row
/// (``ItemRuleVerdict/endsItems``). The rules share what the rows above left behind in an
/// ``AssemblyState``: the text rows waiting for their item, a count printed over its item, and what the
/// receipt's layout has shown so far.
protocol ItemRule: Sendable {
    /// Reads the row of `reading` at `state.i`, with the helpers of `assembler`.
    func read(_ reading: inout RowReading, in state: inout AssemblyState, by assembler: ItemAssembler) -> ItemRuleVerdict
}

/// What a rule made of a row.
enum ItemRuleVerdict: Hashable, Sendable {
    /// Not this rule's layout: the next rule reads the row.
    case next
    /// The rule took the row; the following row is read next.
    case taken
    /// The items end at this row (it starts the summary or sums the items).
    case endsItems
}

/// The items read so far and what the rows above left for the rows below: the state the item rules share.
struct AssemblyState: Sendable {
    /// Every row of the receipt.
    let rows: [ReadRow]
    /// The position in `rows` of the row being read; a rule that takes the rows after it moves it on.
    var i = 0
    /// What has been read.
    var result: ItemAssembler.Result
    /// Text rows above the current one that no item has taken yet (names printed over their prices,
    /// modifiers under an item).
    var pending: [ReadRow] = []
    /// The last rule printed across the paper (`------`) so far, which no item's name reaches above.
    var lastRuleRow = -1
    /// A count and unit price printed on a row of their own, for the item on a row below (`3X @13000`).
    var pendingFigures: ItemFigures?
    /// Whether an item has been read.
    var seenItem = false
    /// The row of the last category sum (`FOOD 293,000`): the next one sums the items below it.
    var lastCategoryRow = -1
    /// Whether this receipt prints count rows under their items (`true`) or over them (`false`).
    var countRowsBelowItems: Bool?
    /// Whether this receipt prints names on their own row over their prices.
    var namesAbove = false
    /// Whether every item's priced row so far began with its count (`1 x MANGO GT (L) 25,000`).
    var itemsCounted = true
    /// Whether this receipt prints each item's name on the row under its price
    /// (``AssemblyState/printsNamesBelow(_:)``).
    let namesBelow: Bool

    init(rows: [ReadRow]) {
        self.rows = rows
        self.result = ItemAssembler.Result(end: rows.count)
        self.namesBelow = AssemblyState.printsNamesBelow(rows)
    }

    /// `1x 000007995511 75.00SR` over `AMBROSIAL GREEK` over `Sub-total 75.00`: a receipt prints its names
    /// under their prices when it has priced rows without a name (an article code, perhaps a count, the price)
    /// above its first subtotal or total line, each with a text row right under it, and the last of those
    /// text rows stands right over that line. (Where names stand over their prices, the last priced row
    /// stands right over it.)
    static func printsNamesBelow(_ rows: [ReadRow]) -> Bool {
        guard let firstSum = rows.firstIndex(where: { r in
            if case .total = r.role { return !r.amounts.isEmpty }
            return r.role == .subtotal && !r.amounts.isEmpty
        }) else { return false }
        let nameless = rows[..<firstSum].indices.filter { k in
            let r = rows[k]
            guard r.role == .plain, let amount = r.lastAmount, amount.money.isPositive else { return false }
            // An article's code (four digits or more) stands where the name would: a price alone may be a
            // column that OCR split from its name.
            let code = r.scan.words.enumerated().contains { k, w in
                k != amount.at && w.text.filter(\.isDigit).count >= 4 && w.text.allSatisfy { $0.isDigit || $0 == "/" }
            }
            return code && r.scan.words.allSatisfy { $0.number != nil || $0.absorbed || $0.text.filter(\.isLetter).count <= 2 }
        }
        // A name: text without amounts, and no count's label (`Item Count 2`, misread `.Tem Count 2`, under
        // `8999002310564 2 * 2.50 5.03` counts the items of names printed over their prices).
        func text(_ k: Int) -> Bool {
            k < rows.count && rows[k].role == .plain && rows[k].hasText && rows[k].amounts.isEmpty
                && !rows[k].scan.keyWords.contains { $0 == "COUNT" || ScannedRow.countWords.contains($0) }
        }
        guard let last = nameless.last, last + 2 == firstSum else { return false }
        return nameless.allSatisfy { text($0 + 1) }
    }
}

/// One row as the rules read it: its role (which a rule may change, as for an item whose name has
/// a payment word), its figures, and the item name and rows found for it so far.
struct RowReading: Hashable, Sendable {
    let row: ReadRow
    /// The role the rules give the row; the role its keywords gave it is `row.role`.
    var role: RowRole
    /// The row's count, unit price and line total.
    var figures: ItemFigures
    /// Whether the row, read as a payment, is an item whose name has a payment word.
    var paymentNamedItem = false
    /// The item's name, once ``NameOnPricedRow`` has read it.
    var name = ""
    /// A priced modifier under its item's name (`+Hot 20.000` under `1 Tea Latte`): the name is above.
    var pricedModifier = false
    /// The rows the item is read from: the row itself, and the rows its name is taken from.
    var rowsUsed: [Int]
    /// Whether the item's name is on the row below.
    var awaiting = false

    init(_ row: ReadRow, currency: Currency) {
        self.row = row
        self.role = row.role
        self.figures = ItemFigures.read(row, currency: currency)
        self.rowsUsed = [row.index]
    }
}

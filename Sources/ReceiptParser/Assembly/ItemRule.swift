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

    init(rows: [ReadRow]) {
        self.rows = rows
        self.result = ItemAssembler.Result(end: rows.count)
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
    /// The rows the item is read from.
    var rowsUsed: [Int] = []
    /// Whether the item's name is on the row below.
    var awaiting = false

    init(_ row: ReadRow, currency: Currency) {
        self.row = row
        self.role = row.role
        self.figures = ItemFigures.read(row, currency: currency)
    }
}

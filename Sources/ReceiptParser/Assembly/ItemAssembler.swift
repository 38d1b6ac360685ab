import SplitBillCore

/// Turns the rows above the summary into items: names that wrap, counts printed on their own
/// row, modifiers, and discounts that reduce the item above them.
struct ItemAssembler {
    let currency: Currency

    /// What the item rows gave.
    struct Result: Hashable, Sendable {
        var items: [ItemDraft] = []
        /// The index of the first summary row (subtotal, tax, total, payment) below the items.
        var end: Int
        /// Rows above `end` that had money but were not taken as items (for the arithmetic to rescue).
        var skipped: [ReadRow] = []
        /// Rows whose money is followed by a little OCR noise of the margin (`Side Red Beans 4,99 "ean`):
        /// no line total, but the arithmetic may rescue them where other items are found.
        var noisyPriced: [ReadRow] = []
        /// Discounts above the summary that no item could take.
        var discounts: [Adjustment] = []
        /// The text of every row read, by row index, for findings.
        var rowsText: [Int: String] = [:]
        /// Zero-priced rows taken as options of the item above.
        var freeOptions = 0
        /// By row index, the rules that changed the row's reading and, last, the one that took it (or
        /// ended the items there): what ``rules`` made of the receipt.
        var readBy: [Int: [String]] = [:]
    }

    /// Whether a zero-priced row right under a priced item is a free option of it (`1 Tidak Pedas 0`)
    /// rather than an item; the receipt's printed count of items may say otherwise (see ``ReceiptParser``).
    var zeroRowsAreOptions = true

    /// The rules of ``rules`` that read: all of them unless ``ReceiptParser/Options/omittedRules`` names some.
    let activeRules: [any ItemRule]

    init(currency: Currency, zeroRowsAreOptions: Bool = true, omitting omitted: Set<String> = []) {
        self.currency = currency
        self.zeroRowsAreOptions = zeroRowsAreOptions
        self.activeRules = omitted.isEmpty ? ItemAssembler.rules : ItemAssembler.rules.filter { !omitted.contains(ReceiptParser.ruleName($0)) }
    }

    /// Category sums printed among the items (`FOOD 293,000`, `MINUMAN 40,000`).
    static let categoryWords: Set<String> = [
        "FOOD", "FOODS", "BEVERAGE", "BEVERAGES", "BEV", "DRINK", "DRINKS", "OTHERS", "OTHER", "MAKANAN", "MINUMAN", "LAINLAIN",
        "BEBIDAS", "GETRANKE", "SPEISEN",
    ]

    /// Whether a text row under an item goes on with its name: both in capitals, the row one or two
    /// words of letters (`BULGOGI` over `JEONGSIK`), not an option such as `MEDIUM WELL` or `HOT`.
    static func continues(_ name: String, _ row: String) -> Bool {
        let letters = row.filter(\.isLetter)
        guard !letters.isEmpty, letters.allSatisfy(\.isUppercase), name.filter(\.isLetter).allSatisfy(\.isUppercase) else { return false }
        let words = row.split(separator: " ")
        guard words.count <= 3, letters.count >= 3, row.allSatisfy({ $0.isLetter || " ()&.".contains($0) }) else { return false }
        let options: Set<String> = ["HOT", "ICE", "ICED", "COLD", "WARM", "MEDIUM", "WELL", "DONE", "RARE", "LARGE", "SMALL", "REGULAR",
                                    "LESS", "NO", "EXTRA", "SUGAR", "NORMAL", "HALF", "DINGIN", "PANAS", "PEDAS", "TAKE", "AWAY", "DINE", "IN", "CUP"]
        return !words.contains { options.contains(Folding.keyWord($0)) }
    }

    /// A tax or department flag printed after a price (`T`, `SR`, `TFW`, `1`), or noise.
    static func isFlag(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        return word.count <= 2 || letters.isEmpty || (letters.count <= 3 && letters.allSatisfy(\.isUppercase) && word.count <= 4)
    }

    /// Whether a name looks cut at the end of its row and goes on below: an open bracket, or a
    /// hyphen, slash, ampersand or comma at its end. Other text below an item is a modifier.
    static func looksCut(_ name: String) -> Bool {
        let open = name.filter { $0 == "(" }.count > name.filter { $0 == ")" }.count
        return open || name.hasSuffix("-") || name.hasSuffix("/") || name.hasSuffix("&") || name.hasSuffix(",")
    }

    /// Markers that start a modifier or sub-item line.
    static let modifierMarks: Set<Character> = ["+", "-", "*", ">", "#", "~", "•", "·"]

    /// The item rules, in the order each row is offered to them (``Catalogue/itemRules``, where the order
    /// is stated).
    static var rules: [any ItemRule] { Catalogue.itemRules }

    /// Reads the items above the summary, offering each row to ``activeRules`` in order.
    func assemble(_ rows: [ReadRow]) -> Result {
        var state = AssemblyState(rows: rows)
        reading: while state.i < rows.count {
            let row = rows[state.i]
            state.result.rowsText[row.index] = row.text
            var reading = RowReading(row, currency: currency)
            rules: for rule in activeRules {
                let before = reading
                let verdict = rule.read(&reading, in: &state, by: self)
                if verdict != .next || reading != before { state.result.readBy[row.index, default: []].append(ReceiptParser.ruleName(rule)) }
                switch verdict {
                case .next:
                    continue rules
                case .taken:
                    break rules
                case .endsItems:
                    state.result.end = state.i
                    break reading
                }
            }
            state.i += 1
        }
        flush(&state.pending, into: &state.result)
        ItemAssembler.droppingRateColumn(&state.result.items)
        return state.result
    }

    /// `Pizza Margherita 10% 8,50`, `LATTE %10 65,00`: a tax rate printed in a column before the prices ends
    /// the names of most items (two or more, and two in three of the named items) with a whole percentage
    /// that a tax's rate can be (5% to 27% written after its number, up to 27% written `%1` as in Turkey;
    /// `SOUP 50%` is an offer, `MILK 2%` a fat content), at most three rates in all, one of them on two
    /// items unless every one is written `%1`. It is no word of the names. A percentage that ends one name,
    /// or names whose percentages vary as a product's do (`VOLLMILCH 3,8%`, `JOGHURT 1,5%`), stays.
    static func droppingRateColumn(_ items: inout [ItemDraft]) {
        func rate(_ name: String) -> (rest: Substring, rate: String, signFirst: Bool)? {
            guard let space = name.lastIndex(of: " ") else { return nil }
            let last = name[name.index(after: space)...]
            let digits = last.filter { $0 != "%" }
            guard last.first == "%" || last.last == "%", last.filter({ $0 == "%" }).count == 1,
                  (1...2).contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                  let value = Int(digits), value <= 27, last.first == "%" || value >= 5 else { return nil }
            let rest = name[..<space].trimmed
            return rest.contains(where: \.isLetter) ? (rest, String(digits), last.first == "%") : nil
        }
        let named = items.filter { !$0.name.isEmpty }.count
        let rated = items.compactMap { rate($0.name) }
        let rates = rated.map(\.rate)
        guard rated.count >= 2, rated.count * 3 >= named * 2, Set(rates).count <= 3,
              rates.contains(where: { r in rates.filter { $0 == r }.count >= 2 }) || rated.allSatisfy(\.signFirst) else { return }
        for k in items.indices {
            if let r = rate(items[k].name) { items[k].name = String(r.rest) }
        }
    }

    /// The count and unit price of the item above on the row being read (``countAndUnit(_:_:for:)``),
    /// when no text row waits between them.
    func countForAbove(_ reading: RowReading, _ state: AssemblyState, labelled: Bool = false) -> (ExactDecimal, ExactDecimal)? {
        state.pending.isEmpty ? countAndUnit(reading.row, reading.figures, for: state.result.items.last, labelled: labelled) : nil
    }

    /// Words that label a count or a price for each (`Qty 3 @ $1.50 ea`).
    static let countLabels: Set<String> = ScannedRow.countWords.union(["EA", "EACH"])

    /// The count and unit price on a row of only those two numbers (`2 3.000`, `59.091 1`) right
    /// under an item without a count, when they multiply to the item's total; with `labelled`, words
    /// that label them may stand beside them (`Qty 3 @ $1.50 ea`).
    func countAndUnit(_ row: ReadRow, _ figures: ItemFigures, for item: ItemDraft?, labelled: Bool = false) -> (ExactDecimal, ExactDecimal)? {
        let label = { (w: ScannedWord) in labelled && ItemAssembler.countLabels.contains(Folding.keyWord(w.text)) }
        let name = labelled ? row.scan.words.filter { $0.number == nil && !$0.absorbed && !label($0) }.map(\.text).joined() : nameWords(row, figures)
        guard let item, item.quantity == nil, !item.awaitingName, item.rows.last == row.index - 1,
              name.filter(\.isLetter).count < 2 else { return nil }
        var numbers = row.scan.numbers.filter { !$0.number.percent }
        // `01069 1 31.000`: an article code before the count.
        if numbers.count == 3, let code = numbers.first, code.at == 0, code.number.isPlainInteger, code.number.digits.count >= 4,
           !row.amounts.contains(where: { $0.at == code.at }) {
            numbers.removeFirst()
        }
        // A word that only marks a number (`2 Stk x 0,99`: a word for pieces, the times sign) is no word of its own.
        guard numbers.count + row.scan.words.filter({ $0.number == nil && !$0.absorbed && !label($0) }).count <= 3 else { return nil }
        guard numbers.count == 2, !item.total.isZero else { return nil }
        for (k, n) in numbers.enumerated() where n.number.isPlainInteger && n.number.digits.count <= 3 && !n.number.unitPriceMark {
            let other = numbers[1 - k]
            guard let q = n.number.plainValue, q.isPositive, !other.number.quantityMark,
                  let u = row.amounts.first(where: { $0.at == other.at })?.money, u.isPositive,
                  ItemFigures.product(q, u.decimalValue, equals: item.total.decimalValue, currency: currency) else { continue }
            return (q, u.decimalValue)
        }
        return nil
    }

    /// The name row to keep for the row below when `row` is a name ending in a small whole number
    /// (`Cuka Apel Moringa 1`) and the row below holds only prices (`289000 289000`). The number is
    /// left out of the name when it is the count the prices below confirm, and kept when the row
    /// below has its own count (`T. CREAM M 21` over `3 21,000 63,000`).
    func nameForFiguresBelow(_ row: ReadRow, total: RowAmount, figures: ItemFigures, rows: [ReadRow], at i: Int) -> ReadRow? {
        let n = total.printed
        guard n.isPlainInteger, n.digits.count <= 3, n.currency == nil, !n.negative, figures.unitPrice == nil, total.at == row.scan.words.count - 1,
              i + 1 < rows.count, rows[i + 1].role == .plain else { return nil }
        let below = rows[i + 1]
        let belowFigures = ItemFigures.read(below, currency: currency)
        // The prices below: a unit price and a line total, or one amount with another alone under it
        // (`RTD Madu Aloevera 1` over `15000` over `15000`).
        let repeated = below.amounts.count == 1 && i + 2 < rows.count && rows[i + 2].role == .plain && !rows[i + 2].hasText
            && rows[i + 2].amounts.count == 1
        guard let belowTotal = belowFigures.total, belowTotal.money.isPositive, !hasName(below, belowFigures),
              below.amounts.count >= 2 || repeated else { return nil }
        let ownCount = below.scan.words.contains { $0.number?.quantityMark == true }
            || (below.scan.words.count >= 3 && below.scan.words.first?.number.map { $0.isPlainInteger && $0.digits.count <= 3 } == true)
        guard !ownCount, let q = n.plainValue, q.isPositive else { return row }
        let unit = belowFigures.unitPrice ?? belowTotal.money.decimalValue
        guard ItemFigures.product(q, unit, equals: belowTotal.money.decimalValue, currency: currency) else { return row }
        var nameRow = row
        nameRow.scan.words.remove(at: total.at)
        nameRow.scan.text = nameRow.scan.words.map(\.text).joined(separator: " ")
        nameRow.amounts.removeAll { $0.at == total.at }
        return nameRow
    }

    /// Gives the item above the line total `amount` printed below it and its options, when its own row
    /// had a zero where the total stands and a count and unit price that make `amount`
    /// (`1 Seaweed Chicken 42,000 0`: the zero is an option's price); `false` when it does not fit.
    func takesLineTotalBelow(_ amount: Money, pending: [ReadRow], into result: inout Result) -> Bool {
        guard amount.isPositive, let last = result.items.last, last.total.isZero, !last.awaitingName, last.addOns.isEmpty,
              let q = last.quantity, let u = last.unitPrice, ItemFigures.product(q, u, equals: amount.decimalValue, currency: currency),
              pending.allSatisfy(\.hasText) else { return false }
        var pending = pending
        flush(&pending, into: &result)
        result.items[result.items.count - 1].total = amount
        result.items[result.items.count - 1].productMatches = true
        return true
    }

    /// Whether row `i`, read as a payment, is an item whose name has a payment word (`BCA PROMO 1 54,455`,
    /// `2 E Money Justice Leag 150.000`, `CARD THANKS CROWN 720473536751 5.99`): it has a count or a
    /// product's barcode (``hasProductCode(_:)``), as items do, and stands above every subtotal and total
    /// line, with one below it (a payment comes after the total).
    func isPaymentNamedItem(_ rows: [ReadRow], _ i: Int) -> Bool {
        let row = rows[i]
        guard row.role == .payment, let total = row.lastAmount, total.money.isPositive,
              ItemAssembler.startsWithCount(row) || ItemFigures.read(row, currency: currency).quantity != nil
                || ItemAssembler.hasProductCode(row) else { return false }
        return ItemAssembler.standsAboveEverySum(rows, i)
    }

    /// Whether row `i` is a payment-word row without any amount that stands above every subtotal and
    /// total line, with one below it that has an amount: a payment is printed after the total. Not a
    /// field of the payment's record (`Card Expiry: 30/09/18`, with a label's colon) nor a column
    /// heading (`Description   Payment Amount`).
    func isPaymentWordAboveSums(_ rows: [ReadRow], _ i: Int) -> Bool {
        let row = rows[i]
        guard row.role == .payment, row.amounts.isEmpty, row.hasText, !row.text.contains(":"),
              !row.scan.has(.amountWord) else { return false }
        return ItemAssembler.standsAboveEverySum(rows, i)
    }

    /// Whether row `i` stands above every subtotal and total line, with one below it that has an amount:
    /// where items stand, and no payment (a payment is printed after the total).
    static func standsAboveEverySum(_ rows: [ReadRow], _ i: Int) -> Bool {
        func sums(_ r: ReadRow) -> Bool {
            if case .total = r.role { return true }
            return r.role == .subtotal
        }
        return !rows[..<i].contains(where: sums) && rows[(i + 1)...].contains { sums($0) && !$0.amounts.isEmpty }
    }

    /// Whether the row prints a product's barcode: a word of 12 or 13 digits (UPC-A, EAN-13), which no
    /// card number (15 or 16 digits, and masked) or phone number is.
    static func hasProductCode(_ row: ReadRow) -> Bool {
        row.scan.words.contains { w in (12...13).contains(w.text.count) && w.text.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Whether row `i` has a summary keyword but no amount, and the row below is only an amount.
    func borrowsAmount(_ rows: [ReadRow], _ i: Int) -> Bool {
        guard i + 1 < rows.count, rows[i].amounts.isEmpty, !rows[i].role.isPlainLike else { return false }
        let next = rows[i + 1]
        // One amount alone below a label; `1 26.000 26.000` is an item row, not a borrowed figure.
        return next.amounts.count == 1 && (!next.hasText || next.role == .payment) && (next.role == .plain || next.role == .payment || next.role == .meta)
    }

    /// Text rows left between items: modifiers (`+Hot`) and wrapped names go with the item above. A name
    /// wraps onto one row: of several rows of capitals under an item (`1 PARTY PK 18-22 139.00` over
    /// `CHOW MEIN`, `FRIED RICE`), the first goes on with the name and the rest are details (the parts of a
    /// set, the next item's name printed over its price); a department heading at the margin
    /// (``isDepartmentHeading(_:)``) and the rows under it are none of its text.
    func flush(_ pending: inout [ReadRow], into result: inout Result) {
        defer { pending.removeAll() }
        guard var last = result.items.last, !last.awaitingName else { return }
        var joined = 0
        for row in pending where row.hasText {
            let t = String(row.scan.text.trimmed)
            // A department heading, at the margin, begins the next items (an indented or marked row is the item's).
            let heading = ItemAssembler.isDepartmentHeading(row) && row.scan.indent <= 1 && !ItemAssembler.isMarked(row)
            guard row.index <= (last.rows.last ?? 0) + 2, !heading else { break }
            if let f = t.first, ItemAssembler.modifierMarks.contains(f) || row.scan.indent > 1 {
                last.details.append(t)
            } else if last.details.isEmpty && (ItemAssembler.looksCut(last.name) || (joined == 0 && ItemAssembler.continues(last.name, t))) {
                last.name = last.name.isEmpty ? cleanName(t) : last.name + " " + cleanName(t)
                joined += 1
            } else {
                last.details.append(t)
            }
            last.rows.append(row.index)
        }
        result.items[result.items.count - 1] = last
    }

    /// Takes a discount printed among the items off the item above it, or off the bill when no item can
    /// take it. A discount that prints its rate says which: `Discount 10% -0.73` under `Pudding 7.25` is
    /// the pudding's (10% of 7.25), `10% off -4.75` under items of 47.50 is the whole bill's, so it is
    /// shared by everyone rather than given to whoever had the last item.
    func attachDiscount(_ amount: Money, label: String, rate: ExactDecimal? = nil, to result: inout Result) {
        // (A rate that is not the item's share is the share of some of the items, or of all: `BCA DISC 20% 129000-`
        // under beers, 20% of the food.)
        if let rate, rate.isPositive, let last = result.items.last, result.items.count > 1,
           !last.net.chargesTax(amount, atPercent: rate) {
            result.discounts.append(Adjustment(name: cleanName(label), amount: amount))
            return
        }
        if let k = result.items.indices.last, result.items[k].takeDiscount(amount) { return }
        if amount.isPositive { result.discounts.append(Adjustment(name: cleanName(label), amount: amount)) }
    }

    /// Whether the row is a rule printed across the paper: five marks or more of `-`, `=`, `_`, `*` or `~`
    /// and nothing else (`------------`, `= = = = =`).
    static func isRule(_ row: ReadRow) -> Bool {
        let marks = row.scan.text.filter { !$0.isWhitespace }
        return marks.count >= 5 && marks.allSatisfy { "-=_*~".contains($0) }
    }

    /// A shop's department headings, printed alone on a row over the items of each (`GROCERY`, `PRODUCE`,
    /// `MEAT`, `HEALTH & BEAUTY`): they name no item.
    static let departmentWords: Set<String> = [
        "GROCERY", "GROCERIES", "PRODUCE", "DAIRY", "BAKERY", "DELI", "MEAT", "MEATS", "SEAFOOD", "FROZEN", "FOODS",
        "BEVERAGES", "HOUSEHOLD", "PHARMACY", "GENERAL", "MERCHANDISE", "FLORAL", "LIQUOR", "HBC", "HEALTH", "BEAUTY",
        "AND",
    ]

    /// Whether the row is a department heading and nothing else (`PRODUCE`, `FROZEN FOODS`; not `FROZEN
    /// ONIONS`), its words all ``departmentWords`` but `AND`, `&`.
    static func isDepartmentHeading(_ row: ReadRow) -> Bool {
        guard row.role == .plain, row.amounts.isEmpty else { return false }
        let words = Folding.keyWords(row.scan.text)
        return !words.isEmpty && words.count <= 3 && words.allSatisfy(departmentWords.contains) && words.contains { $0 != "AND" }
    }

    /// Whether the row's text stands between stars (`*MILOR*`), as options and sub-items are printed.
    static func isStarred(_ row: ReadRow) -> Bool {
        let t = row.scan.text.trimmed
        return t.count > 2 && t.first == "*" && t.last == "*"
    }

    /// Whether the row starts with a modifier mark (`+ Ice`, `*CARAMEL DIP*`).
    static func isMarked(_ row: ReadRow) -> Bool {
        row.scan.text.trimmed.first.map { modifierMarks.contains($0) } ?? false
    }

    /// Words that begin the name of a sub-item sold with the item above (`PEARL (R) 4,000`, `TOPPING`).
    static let addOnWords: Set<String> = ["TOPPING", "PEARL", "PEARLS", "BUBBLE", "BUBBLES"]

    /// Whether a priced row is a sub-item of `item`, the item just above it (a topping, an add-on),
    /// rather than an item: a row cheaper than the item, right under it (or under its unpriced
    /// modifiers, marked or indented as the row is), that is marked (`- Cheese 1 5,454`) or priced with a plus (`Havremjölk +6,00`), or that
    /// has no count of its own where every item so far began with a marked count (`PEARL (L) 4,000` under
    /// `1 x MANGO GT (L) 25,000`), or whose name begins with an add-on word and no count (`PEARL 1 4,000`).
    /// Otherwise a row that begins with its count, like the items, is an item (`1 Extra Jelly Lychee 5.000`).
    func isAddOn(_ row: ReadRow, _ figures: ItemFigures, under item: ItemDraft, counted: Bool, pending: [ReadRow]) -> Bool {
        guard let total = figures.total?.money, total.isPositive, total < item.total, !item.awaitingName, item.discount == nil,
              figures.unitPrice == nil || figures.quantity != nil,
              let lastRow = item.rows.last, row.index - lastRow <= 1 + pending.count,
              // Unpriced modifiers between them are marked, or indented as the row is (`1 Bacon Cheddar Combo 11.49`,
              // `    Med Fries`, `    + Add Jalapenos 0.60`).
              pending.allSatisfy({ ItemAssembler.isMarked($0) || !$0.hasText || ($0.scan.indent > 0 && $0.scan.indent <= row.scan.indent) })
        else { return false }
        let name = nameWords(row, figures)
        guard name.filter(\.isLetter).count >= 2, !ItemAssembler.categoryWords.contains(Folding.keyWord(name)) else { return false }
        let count = ItemAssembler.leadingCountWord(row)
        let leads = count != nil
        // The mark first, or right after the count: `- Cheese 1 5,454`, `1 - Cheese 5,454`.
        let words = row.scan.words
        let markAt = count.map { $0.at + 1 < words.count ? $0.at + 1 : 0 } ?? 0
        if let mark = words[markAt].text.first, mark == "-" || mark == "+", words[markAt].number == nil {
            return words[markAt].text.count == 1 || words[markAt].text.dropFirst().first?.isLetter == true
        }
        // `Havremjölk +6,00`, `Extra shot +0.50`: a price printed with a plus is added to the item's.
        if let at = figures.total?.at, words[at].text.first == "+" { return true }
        if leads { return false }
        return counted || ItemAssembler.addOnWords.contains(Folding.keyWord(name.split(separator: " ").first ?? ""))
    }

    /// The count the row begins with (`1 x HZ CHOCO`, `1X S-Hazelnut`, `2 TEH`), if any.
    static func leadsWithCount(_ row: ReadRow) -> PrintedNumber? {
        leadingCountWord(row)?.number
    }

    /// The count the row begins with and its word's index: the first word (`1X S-Hazelnut`), or a count
    /// marked with its `x` after a word of one or two characters that OCR made of the margin
    /// (`> 1x Half Pint Estrella. £ 2.75`, `NS 1x Maeloc Fresa £ 4.25`).
    static func leadingCountWord(_ row: ReadRow) -> (at: Int, number: PrintedNumber)? {
        let w = row.scan.words
        guard w.count >= 3 else { return nil }
        if let n = w[0].number, !n.percent, n.currency == nil, n.quantityMark || (n.isPlainInteger && n.digits.count <= 2) {
            return (0, n)
        }
        // `Ix Gyros 8,90`: the 1 of `1x` read as the letter it looks like.
        if w[0].number == nil, isMarkedOneReadAsLetter(w[0].text), let one = PrintedNumber.read("1x", repairs: false) {
            return (0, one)
        }
        if w.count >= 4, w[0].number == nil, w[0].text.count <= 2, !w[0].text.contains(where: \.isNumber),
           let n = w[1].number, n.quantityMark, !n.percent, n.currency == nil {
            return (1, n)
        }
        return nil
    }

    /// Whether a word is the count `1x` with its 1 read as the letter it looks like (`Ix`, `lx`, `|x`).
    static func isMarkedOneReadAsLetter(_ word: String) -> Bool {
        word.count == 2 && "Il|".contains(word.first!) && "xX".contains(word.last!)
    }

    /// Whether the row starts with a small count before its words (`1 PAKET HAPPY HOUR 27,273`).
    static func startsWithCount(_ row: ReadRow) -> Bool {
        let w = row.scan.words
        guard w.count >= 3, let n = w[0].number, n.isPlainInteger, n.digits.count <= 2, !n.percent, n.currency == nil else { return false }
        return w[1].number == nil
    }

    /// A small whole number at the start of a text row (`1 PLASTIC BAG`).
    func leadingCount(_ row: ReadRow) -> ExactDecimal? {
        guard let n = row.scan.words.first?.number, n.isPlainInteger, n.groups[0].count <= 3,
              let v = n.plainValue, v.isPositive, row.scan.words.count > 1 else { return nil }
        return v
    }

    /// The row's words after its first, the count ``leadingCount(_:)`` read, as a name (`1 PLASTIC BAG`: `PLASTIC BAG`).
    func nameAfterCount(_ row: ReadRow) -> String {
        cleanName(row.scan.words.dropFirst().map(\.text).joined(separator: " "))
    }

    func hasName(_ row: ReadRow, _ f: ItemFigures) -> Bool { !nameWords(row, f).isEmpty }

    /// The name of a priced modifier: its words less the figures and marks (`+ extra cheese 1.00`: `extra cheese`).
    func addOnName(_ row: ReadRow, _ f: ItemFigures) -> String? {
        let name = nameWords(row, f)
        return name.isEmpty ? nil : name
    }

    /// The name: the row's words less the figures, the words that mark them, and tax flags after the total.
    func nameWords(_ row: ReadRow, _ f: ItemFigures) -> String {
        var words: [String] = []
        let hasWords = row.scan.words.contains { $0.number == nil && $0.text.filter(\.isLetter).count >= 2 }
        for (i, w) in row.scan.words.enumerated() {
            if f.used.contains(i) || (w.absorbed && !f.sizeUnits.contains(i)) { continue }
            // After the line total: tax flags (`T`, `SR`) and stray figures, not the name.
            if let t = f.total, i > t.at, ItemAssembler.isFlag(w.text) { continue }
            // Stray symbols (`&£`, `|`, `—`) are no part of a name; an ampersand after a word of it is
            // (`FISH & CHIPS`, `SALMON HEAD & BONE`).
            if w.isStraySymbols, !(w.text == "&" && !words.isEmpty) { continue }
            // The article's barcode (`71928373915 ICE CREAM`: nine digits or more, as UPC and EAN codes print)
            // is no part of its name, nor is a shop's article number of seven or eight digits before or after
            // words (`01110000 TUNA & CHEDDAR`, `3X4 HEAVY DUTY MAT. 31125064`): no size or count runs so long.
            if ItemAssembler.isBarcode(w.text) || (w.text.count >= 7 && w.text.allSatisfy(\.isDigit) && hasWords) { continue }
            words.append(w.text)
        }
        return cleanName(words.joined(separator: " "))
    }

    /// Whether a row without money printed an article's code before its name (`*4125001715 TORTILLA CHP`,
    /// kept by ``NonItemRow`` without the code).
    static func namesArticleByCode(_ row: ReadRow) -> Bool {
        row.role == .meta && row.scan.hasLongNumber && row.amounts.isEmpty && row.hasText
    }

    /// Whether a word is a barcode or article number: nine digits or more and nothing else.
    static func isBarcode(_ word: String) -> Bool {
        word.count >= 9 && word.allSatisfy(\.isDigit)
    }

    /// A name without stray punctuation at its ends.
    func cleanName(_ s: String) -> String {
        let junk: Set<Character> = [" ", "-", ":", "*", ".", ",", "=", "_", "|", "@", "~", "#", "+", ">", "\t"]
        var t = Substring(s)
        while let f = t.first, junk.contains(f) { t.removeFirst() }
        while let l = t.last, junk.contains(l) && l != "." || l == " " { t.removeLast() }
        if t.hasSuffix("..") { while t.last == "." { t.removeLast() } }
        return Folding.joiningIdeographs(String(t))
    }
}

extension RowRole {
    /// Plain and meta rows: those whose amount a keyword row above may borrow.
    var isPlainLike: Bool { self == .plain || self == .meta || self == .info }
}

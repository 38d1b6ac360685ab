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
        /// Discounts above the summary that no item could take.
        var discounts: [Adjustment] = []
        /// The text of every row read, by row index, for findings.
        var rowsText: [Int: String] = [:]
        /// Zero-priced rows taken as options of the item above.
        var freeOptions = 0
    }

    /// Whether a zero-priced row right under a priced item is a free option of it (`1 Tidak Pedas 0`)
    /// rather than an item; the receipt's printed count of items may say otherwise (see ``ReceiptParser``).
    var zeroRowsAreOptions = true

    init(currency: Currency, zeroRowsAreOptions: Bool = true) {
        self.currency = currency
        self.zeroRowsAreOptions = zeroRowsAreOptions
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

    func assemble(_ rows: [ReadRow]) -> Result {
        var result = Result(end: rows.count)
        var pending: [ReadRow] = []
        var pendingFigures: ItemFigures?
        var seenItem = false
        var lastCategoryRow = -1
        // Whether this receipt prints count rows under their items (`true`) or over them (`false`).
        var countRowsBelowItems: Bool?
        // Whether this receipt prints names on their own row over their prices.
        var namesAbove = false
        // Whether every item's priced row so far began with its count (`1 x MANGO GT (L) 25,000`).
        var itemsCounted = true
        var i = 0
        reading: while i < rows.count {
            let row = rows[i]
            defer { i += 1 }
            result.rowsText[row.index] = row.text
            // `AMOUNT -7,800` under `DISC ITEM -30%`: a discount on the item, not the total.
            if case .total(let rank) = row.role, rank <= 3, let last = row.lastAmount, last.money.isNegative {
                attachDiscount(last.money.magnitude, label: row.text, to: &result)
                continue
            }
            // The total ends the items, even when none was read above it.
            // (Unless another total follows: then this one was something else, `SAVINGS TOTAL 4.26`.)
            let endsEvenWithoutItems: Bool = {
                guard case .total(let rank) = row.role, rank >= 2, let a = row.lastAmount, a.money.isPositive else { return false }
                // Look below, up to a tax summary table (whose totals are the table's).
                let below = rows[(i + 1)...].prefix { !$0.scan.has(.tableHeader) }
                let laterTotal = below.contains { r in
                    if case .total(let k) = r.role, k >= 2, r.lastAmount?.money.isPositive == true { return true }
                    return false
                }
                return !laterTotal
            }()
            let paymentNamedItem = isPaymentNamedItem(rows, i)
            if seenItem || endsEvenWithoutItems, row.role.isSummary, !paymentNamedItem, !row.amounts.isEmpty || borrowsAmount(rows, i) {
                result.end = i
                break
            }
            // `1 PAKET HAPPY HOUR 27,273`: a counted row with a positive amount is an item whose name
            // has a discount word; a discount takes money off.
            var role = paymentNamedItem ? .plain : row.role
            if role == .discount, ItemAssembler.startsWithCount(row), let a = row.lastAmount, a.money.isPositive, !a.printed.bracketed {
                role = .plain
            }
            switch role {
            case .discount, .void:
                if let a = row.lastAmount ?? (borrowsAmount(rows, i) ? rows[i + 1].lastAmount : nil) {
                    attachDiscount(a.money.magnitude, label: row.text, to: &result)
                    if row.amounts.isEmpty { i += 1 }
                }
                continue
            case .plain:
                break
            case .count where seenItem && row.lastAmount.map { $0.money.isPositive && $0.money == result.items.sum(in: currency) { $0.net } } == true:
                // `ITEMS 5 122,730`: the count and the sum of the items end them.
                result.end = i
                break reading
            case .count where seenItem && row.lastAmount.map { takesLineTotalBelow($0.money, pending: pending, into: &result) } == true:
                // `ITEMS: 1 42,000` under `1 Seaweed Chicken 42,000 0`: the item's line total, which ends the items.
                pending.removeAll()
                result.end = i
                break reading
            default:
                // Lines that may be items after all, if the arithmetic says so (never summary lines).
                if !row.amounts.isEmpty, !row.role.isSummary, row.role != .discount { result.skipped.append(row) }
                // Header and footer lines separate names: text above them is not an item's name.
                if row.role == .meta, row.scan.has(.meta) || row.scan.hasMetaPattern {
                    pending.removeAll()
                } else if row.role == .meta, row.amounts.isEmpty {
                    // `JOIE KUBBIE(BABY BOX) 901800109`: a name with its article number; the prices follow.
                    let named = row.droppingWords { w in w.number != nil && MetaPatterns.isLongNumber(Array(w.text)) }
                    if named.hasText { pending.append(named) }
                }
                continue
            }
            var figures = ItemFigures.read(row, currency: currency)
            // `1 FL Mille Crepes - 33,181`: on a counted row, a dash standing between the name and the
            // amount separates them; it does not take the amount off.
            if let t = figures.total, t.money.isNegative, ItemAssembler.startsWithCount(row), t.at >= 3,
               row.scan.words[t.at - 1].absorbed, row.scan.words[t.at - 1].text == "-", row.scan.words[t.at - 2].number == nil,
               !t.printed.text.hasPrefix("-"), !t.printed.text.hasSuffix("-") {
                figures.total = RowAmount(at: t.at, money: t.money.magnitude, printed: t.printed)
                figures.reconcile(currency: currency)
            }
            // A negative line total: a discount or void on the item above.
            if let t = figures.total, t.money.isNegative {
                attachDiscount(t.money.magnitude, label: row.text, to: &result)
                continue
            }
            guard let total = figures.total else {
                // A row of only a count and a unit price (`3X @13000`, `2 @ 1.60`).
                if (figures.quantity != nil || figures.unitPrice != nil), !hasName(row, figures) {
                    if var last = result.items.last, pending.isEmpty, last.quantity == nil, let q = figures.quantity, let u = figures.unitPrice,
                       ItemFigures.product(q, u, equals: last.total.decimalValue, currency: currency) {
                        last.takeCount(q, unitPrice: u)
                        result.items[result.items.count - 1] = last
                    } else {
                        pendingFigures = figures
                    }
                    continue
                }
                // Text: a wrapped name, a modifier, a name whose price comes on the next row.
                if let last = result.items.last, last.awaitingName, row.hasText {
                    if let q = leadingCount(row), last.quantity == nil {
                        result.items[result.items.count - 1].quantity = q
                        result.items[result.items.count - 1].name = cleanName(row.scan.words.dropFirst().map(\.text).joined(separator: " "))
                    } else {
                        result.items[result.items.count - 1].name = cleanName(row.scan.text)
                    }
                    result.items[result.items.count - 1].awaitingName = false
                    result.items[result.items.count - 1].rows.append(row.index)
                } else if row.hasText || row.scan.words.contains(where: { $0.number != nil }) {
                    pending.append(row)
                }
                continue
            }
            // `1 Seaweed Chicken 42,000 0` over `1 - Pedas` and `42,000`: the item's line total, printed under its options.
            if !hasName(row, figures), row.scan.numbers.count == 1, takesLineTotalBelow(total.money, pending: pending, into: &result) {
                pending.removeAll()
                result.items[result.items.count - 1].rows.append(row.index)
                continue
            }
            // `22,000 x1` over `22.000`: a row that ends with its count after the unit price carried
            // no line total; the amount alone under it is that total, wrapped.
            if !hasName(row, figures), row.scan.numbers.count == 1, figures.quantity == nil, pending.isEmpty, i > 0,
               var last = result.items.last, last.rows.last == rows[i - 1].index,
               let q = ItemAssembler.trailingCount(rows[i - 1]), rows[i - 1].amounts.count == 1, let unit = rows[i - 1].amounts.first,
               ItemFigures.product(q, unit.money.decimalValue, equals: total.money.decimalValue, currency: currency) {
                last.takeCount(q, unitPrice: unit.money.decimalValue)
                last.total = total.money
                last.printedTotal = total.printed.text
                last.repaired = total.printed.repaired
                last.rows.append(row.index)
                result.items[result.items.count - 1] = last
                continue
            }
            // `A1. Sate Babi Manis 6.000` over `2 3.000`: the count and unit price of the item above.
            let countForAbove = pending.isEmpty ? countAndUnit(row, figures, for: result.items.last) : nil
            // `56,181` alone under the items: their sum (less the bill discounts among them) printed
            // without its word, which ends the items
            // (unless a name follows below, as for a price printed over its name).
            if countForAbove == nil, !hasName(row, figures), figures.quantity == nil, row.scan.numbers.count == 1, !result.items.isEmpty,
               total.money.isPositive, case let itemsNet = result.items.sum(in: currency, { $0.net }),
               total.money == itemsNet || total.money == itemsNet - result.discounts.sum(in: currency, { $0.amount }),
               !pending.contains(where: { $0.hasText && !ItemAssembler.isMarked($0) }),
               i + 1 == rows.count || !(rows[i + 1].role == .plain && rows[i + 1].hasText && rows[i + 1].amounts.isEmpty) {
                result.end = i
                break
            }
            // `Name 1` over `289000 289000`, `Nu Greentea 330` over `1x 6.000 6.000`: a small number
            // ends the name row (its count, or part of its name) and the prices are on the row below.
            if hasName(row, figures), let below = nameForFiguresBelow(row, total: total, figures: figures, rows: rows, at: i) {
                pending.append(below)
                continue
            }
            // `1X 8,000` over `ITEM NAME 8,000`: a count and unit price for the row below (unless the
            // receipt prints counts under their items and the item above takes this one). The row
            // below may hold the line total alone, its name on the row after (`1X 7,420` over `7,420`
            // over `KONGKEE TOFU JEPUN`).
            if !hasName(row, figures), let q = figures.quantity, !row.amounts.contains(where: \.printed.unitPriceMark),
               !(countForAbove != nil && countRowsBelowItems == true),
               row.amounts.filter({ !figures.used.contains($0.at) || $0.at == total.at }).count == 1, i + 1 < rows.count,
               rows[i + 1].role == .plain, case let belowFigures = ItemFigures.read(rows[i + 1], currency: currency),
               let below = belowFigures.total,
               hasName(rows[i + 1], belowFigures)
                || (rows[i + 1].scan.numbers.count == 1 && belowFigures.quantity == nil && i + 2 < rows.count
                    && rows[i + 2].role == .plain && rows[i + 2].hasText && rows[i + 2].amounts.isEmpty),
               ItemFigures.product(q, total.money.decimalValue, equals: below.money.decimalValue, currency: currency) {
                var f = figures
                f.unitPrice = total.money.decimalValue
                f.total = nil
                pendingFigures = f
                countRowsBelowItems = false
                continue
            }
            if let (q, u) = countForAbove, var last = result.items.last {
                last.takeCount(q, unitPrice: u)
                last.rows.append(row.index)
                result.items[result.items.count - 1] = last
                countRowsBelowItems = true
                continue
            }
            // A modifier (`+ extra cheese 1.00`, `1 *Rhum 0`) belongs to the item above.
            let bare = row.scan.text.trimmed.drop { $0.isDigit || $0 == " " }
            let counted = row.scan.words.contains { $0.number?.quantityMark == true } || pendingFigures?.quantity != nil
            // Under an item's discount line the item is closed: a zero-priced row there is an item
            // of its own (`AMOUNT -5,400` over `MIKA KCL 0`).
            let marked = bare.first.map { ItemAssembler.modifierMarks.contains($0) } ?? false
            // A count of its own, other than the item's, makes a zero-priced row an item (`2 F.FRIES MEDIUM 0 0`
            // under `1 CB PR SIRLOIN 162000 162,000`): an option comes as many times as its item.
            // (The zero printed whole: `,00` is a broken amount.)
            let otherCount = hasName(row, figures) && total.printed.text.first?.isNumber == true && figures.quantity.map { q in
                q.isInteger && q < ExactDecimal(100) && result.items.last?.quantity.map { $0.isInteger && $0 != q } ?? false
            } ?? false
            let freeOption = total.money.isZero && result.items.last.map { !$0.total.isZero && $0.discount == nil } == true
                && (zeroRowsAreOptions || marked) && !counted && (!otherCount || marked)
            if bare.first == "+" || (bare.first == "*" && total.money.isZero) || freeOption, var last = result.items.last, pending.isEmpty {
                if total.money.isZero { result.freeOptions += 1 }
                if total.money.isPositive {
                    last.addOns.append(Adjustment(name: addOnName(row, figures), amount: total.money))
                } else if row.hasText {
                    // A lone `0` is an option whose name follows (`0` over `Top Oreo`), flushed below.
                    last.details.append(String(row.scan.text.trimmed))
                }
                last.rows.append(row.index)
                result.items[result.items.count - 1] = last
                continue
            }
            // `PEARL (L) 4,000` under `1 x MANGO GT (L) 25,000`: a priced sub-item of the item above.
            if pendingFigures == nil, var last = result.items.last, isAddOn(row, figures, under: last, counted: itemsCounted, pending: pending) {
                flush(&pending, into: &result)
                last = result.items[result.items.count - 1]
                last.addOns.append(Adjustment(name: addOnName(row, figures), amount: total.money))
                last.rows.append(row.index)
                result.items[result.items.count - 1] = last
                continue
            }
            if let p = pendingFigures {
                if figures.quantity == nil { figures.quantity = p.quantity }
                if figures.unitPrice == nil { figures.unitPrice = p.unitPrice }
                figures.productMatches = nil
                figures.reconcile(currency: currency)
                pendingFigures = nil
            }
            var name = nameWords(row, figures)
            // `1 Tea Latte` over `+Hot 20.000`: the item is named above and priced on its modifier's row.
            let pricedModifier = bare.first == "+" && pending.last.map { $0.hasText && !ItemAssembler.isMarked($0) && $0.index == row.index - 1 } == true
            if pricedModifier { name = "" }
            // `BEVERAGE 39,000` under the drinks, `FOOD 293,000` under the food: a category's sum.
            if ItemAssembler.categoryWords.contains(Folding.keyWord(name)), figures.quantity == nil {
                let sinceItems = result.items.filter { ($0.rows.first ?? 0) > lastCategoryRow }
                let since = sinceItems.sum(in: currency) { $0.net }
                let all = result.items.sum(in: currency) { $0.net }
                if total.money == since || total.money == all, !total.money.isZero, !sinceItems.isEmpty {
                    lastCategoryRow = row.index
                    continue
                }
                // `FOOD 716,000`, `BEVERAGES 28,000`, `OTHERS 50,000` together: the sums of all the items.
                var k = i + 1
                var runSum = total.money
                while k < rows.count, rows[k].role == .plain, let a = rows[k].lastAmount,
                      ItemAssembler.categoryWords.contains(Folding.keyWord(nameWords(rows[k], ItemFigures.read(rows[k], currency: currency)))) {
                    runSum += a.money
                    k += 1
                }
                if k > i + 1, runSum == all, !all.isZero {
                    lastCategoryRow = rows[k - 1].index
                    i = k - 1
                    continue
                }
            }
            var rowsUsed = [row.index]
            var awaiting = false
            // A name without letters is an article code (`0512100 2 19,000 38,000`): the name is above.
            if name.filter(\.isLetter).count < 2, pending.contains(where: \.hasText) {
                name = ""
            }
            // A name cut at the end of the row above (`Spaghetti (Bol` over `ognese) 1 19.000`), or
            // wrapped on a receipt that prints names over their prices (`RTD Lemongrass` over `Aloe 1 15000 15000`).
            if !name.isEmpty, let above = pending.last, above.hasText, above.index == row.index - 1,
               ItemAssembler.looksCut(above.scan.text.trimmed.description)
                // `GoFood Beragam - ICE LAT` over `TE 1 13.500`: two letters are the end of a word cut above.
                || (name.count <= 2 && !ItemAssembler.isMarked(above) && above.amounts.isEmpty)
                || (namesAbove && !name.contains(" ") && !above.scan.text.contains(where: \.isNumber) && !ItemAssembler.isMarked(above)
                    && above.scan.indent == 0) {
                name = cleanName(String(above.scan.text.trimmed)) + " " + name
                rowsUsed.insert(above.index, at: 0)
                pending.removeLast()
            }
            // `*CARAMEL DIP*` over `1 0 0`: a marked name with no price is an option of the item above;
            // so is `1 LYCHEE` over a lone `0` under a priced item (a free option, as on one row).
            let markedNames = pending.filter(\.hasText)
            let looseZero = zeroRowsAreOptions && figures.quantity == nil && row.scan.numbers.count == 1
                && result.items.last.map { !$0.total.isZero && $0.discount == nil } == true
            // `*LEMONADER*` over `1 x 5,000 5,000`, `PEARL` over `1 4,000`: a priced sub-item of the item above.
            if name.isEmpty, total.money.isPositive, markedNames.count == 1,
               ItemAssembler.isStarred(markedNames[0]) || ItemAssembler.addOnWords.contains(Folding.keyWord(markedNames[0].scan.words[0].text)),
               var last = result.items.last, !last.awaitingName, total.money < last.total || last.total.isZero, pending.count == 1,
               row.index == markedNames[0].index + 1 {
                let marked = markedNames[0]
                last.addOns.append(Adjustment(name: cleanName(String(marked.scan.text.trimmed)), amount: total.money))
                last.rows.append(contentsOf: [marked.index, row.index])
                result.items[result.items.count - 1] = last
                pending.removeAll()
                continue
            }
            if name.isEmpty, total.money.isZero, !markedNames.isEmpty, var last = result.items.last, !last.awaitingName,
               looseZero || markedNames.allSatisfy(ItemAssembler.isMarked) {
                if looseZero { result.freeOptions += 1 }
                last.details.append(contentsOf: markedNames.map { String($0.scan.text.trimmed) })
                last.rows.append(contentsOf: markedNames.map { $0.index } + [row.index])
                result.items[result.items.count - 1] = last
                pending.removeAll()
                continue
            }
            if name.isEmpty {
                // The name is on the rows above, or (with nothing above) on the row below.
                let texts = pending.filter { $0.hasText }
                // `1.09` over `1 Coconut Macaroon`: a counted name right below is this item's.
                let countedBelow = i + 1 < rows.count && !texts.contains(where: { leadingCount($0) != nil })
                    && rows[i + 1].role == .plain && rows[i + 1].hasText
                    && ItemFigures.read(rows[i + 1], currency: currency).total == nil && leadingCount(rows[i + 1]) != nil
                if texts.isEmpty || countedBelow {
                    awaiting = true
                } else {
                    // Leading count on a name row: `1 PLASTIC BAG` over `500.00`.
                    let nameRows = Array(texts.suffix(3))
                    var parts: [String] = []
                    for (k, r) in nameRows.enumerated() {
                        let f = ItemFigures.read(r, currency: currency)
                        if k == 0, figures.quantity == nil, let q = leadingCount(r) {
                            figures.quantity = q
                            figures.reconcile(currency: currency)
                            parts.append(cleanName(r.scan.words.dropFirst().map(\.text).joined(separator: " ")))
                        } else {
                            parts.append(cleanName(nameWords(r, f).isEmpty ? r.scan.text : r.scan.text))
                        }
                        rowsUsed.insert(r.index, at: rowsUsed.count - 1)
                    }
                    name = parts.filter { !$0.isEmpty }.joined(separator: " ")
                    pending.removeAll { p in nameRows.contains { $0.index == p.index } }
                    namesAbove = true
                }
            }
            if rowsUsed.first == row.index { namesAbove = false }
            flush(&pending, into: &result)
            var item = ItemDraft(
                name: name, quantity: figures.quantity, unitPrice: figures.unitPrice, total: total.money,
                rows: rowsUsed, printedTotal: total.printed.text, repaired: total.printed.repaired,
                productMatches: figures.productMatches, awaitingName: awaiting)
            if pricedModifier, !awaiting { item.details.append(String(row.scan.text.trimmed)) }
            result.items.append(item)
            // Only a marked count (`1 x`, `2X`) says so: a lone digit before a name is too often OCR noise.
            itemsCounted = itemsCounted && rowsUsed == [row.index] && ItemAssembler.leadsWithCount(row)?.quantityMark == true
            seenItem = true
        }
        flush(&pending, into: &result)
        return result
    }

    /// The count and unit price on a row of only those two numbers (`2 3.000`, `59.091 1`) right
    /// under an item without a count, when they multiply to the item's total.
    func countAndUnit(_ row: ReadRow, _ figures: ItemFigures, for item: ItemDraft?) -> (ExactDecimal, ExactDecimal)? {
        guard let item, item.quantity == nil, !item.awaitingName, item.rows.last == row.index - 1,
              nameWords(row, figures).filter(\.isLetter).count < 2 else { return nil }
        var numbers = row.scan.numbers.filter { !$0.number.percent }
        // `01069 1 31.000`: an article code before the count.
        if numbers.count == 3, let code = numbers.first, code.at == 0, code.number.isPlainInteger, code.number.digits.count >= 4,
           !row.amounts.contains(where: { $0.at == code.at }) {
            numbers.removeFirst()
        }
        guard numbers.count + (row.scan.words.count - row.scan.numbers.count) <= 3 else { return nil }
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
    /// `2 E Money Justice Leag 150.000`): it has a count, as items do, and stands above every subtotal
    /// and total line, with one below it (a payment comes after the total).
    func isPaymentNamedItem(_ rows: [ReadRow], _ i: Int) -> Bool {
        let row = rows[i]
        guard row.role == .payment, let total = row.lastAmount, total.money.isPositive,
              ItemAssembler.startsWithCount(row) || ItemFigures.read(row, currency: currency).quantity != nil else { return false }
        func sums(_ r: ReadRow) -> Bool {
            if case .total = r.role { return true }
            return r.role == .subtotal
        }
        return !rows[..<i].contains(where: sums) && rows[(i + 1)...].contains { sums($0) && !$0.amounts.isEmpty }
    }

    /// Whether row `i` has a summary keyword but no amount, and the row below is only an amount.
    func borrowsAmount(_ rows: [ReadRow], _ i: Int) -> Bool {
        guard i + 1 < rows.count, rows[i].amounts.isEmpty, !rows[i].role.isPlainLike else { return false }
        let next = rows[i + 1]
        // One amount alone below a label; `1 26.000 26.000` is an item row, not a borrowed figure.
        return next.amounts.count == 1 && (!next.hasText || next.role == .payment) && (next.role == .plain || next.role == .payment || next.role == .meta)
    }

    /// Text rows left between items: modifiers (`+Hot`) and wrapped names go with the item above.
    private func flush(_ pending: inout [ReadRow], into result: inout Result) {
        defer { pending.removeAll() }
        guard var last = result.items.last, !last.awaitingName else { return }
        for row in pending where row.hasText {
            let t = String(row.scan.text.trimmed)
            guard row.index <= (last.rows.last ?? 0) + 2 else { break }
            if let f = t.first, ItemAssembler.modifierMarks.contains(f) || row.scan.indent > 1 {
                last.details.append(t)
            } else if last.details.isEmpty && (ItemAssembler.looksCut(last.name) || ItemAssembler.continues(last.name, t)) {
                last.name = last.name.isEmpty ? cleanName(t) : last.name + " " + cleanName(t)
            } else {
                last.details.append(t)
            }
            last.rows.append(row.index)
        }
        result.items[result.items.count - 1] = last
    }

    private func attachDiscount(_ amount: Money, label: String, to result: inout Result) {
        if var last = result.items.last, (last.discount ?? .zero(currency)) + amount <= last.withAddOns {
            last.discount = (last.discount ?? .zero(currency)) + amount
            result.items[result.items.count - 1] = last
        } else if amount.isPositive {
            result.discounts.append(Adjustment(name: cleanName(label), amount: amount))
        }
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
    /// modifiers), that is marked (`- Cheese 1 5,454`), or that has no count of its own where every
    /// item so far began with a marked count (`PEARL (L) 4,000` under `1 x MANGO GT (L) 25,000`), or
    /// whose name begins with an add-on word and no count (`PEARL 1 4,000`). A row that begins with
    /// its count, like the items, is an item (`1 Extra Jelly Lychee 5.000`).
    func isAddOn(_ row: ReadRow, _ figures: ItemFigures, under item: ItemDraft, counted: Bool, pending: [ReadRow]) -> Bool {
        guard let total = figures.total?.money, total.isPositive, total < item.total, !item.awaitingName, item.discount == nil,
              figures.unitPrice == nil || figures.quantity != nil,
              let lastRow = item.rows.last, row.index - lastRow <= 1 + pending.count,
              pending.allSatisfy({ ItemAssembler.isMarked($0) || !$0.hasText }) else { return false }
        let name = nameWords(row, figures)
        guard name.filter(\.isLetter).count >= 2, !ItemAssembler.categoryWords.contains(Folding.keyWord(name)) else { return false }
        let leads = ItemAssembler.leadsWithCount(row) != nil
        // The mark first, or right after the count: `- Cheese 1 5,454`, `1 - Cheese 5,454`.
        let words = row.scan.words
        let markAt = leads && words.count > 1 ? 1 : 0
        if let mark = words[markAt].text.first, mark == "-" || mark == "+", words[markAt].number == nil {
            return words[markAt].text.count == 1 || words[markAt].text.dropFirst().first?.isLetter == true
        }
        if leads { return false }
        return counted || ItemAssembler.addOnWords.contains(Folding.keyWord(name.split(separator: " ").first ?? ""))
    }

    /// The count the row begins with (`1 x HZ CHOCO`, `1X S-Hazelnut`, `2 TEH`), if any.
    static func leadsWithCount(_ row: ReadRow) -> PrintedNumber? {
        let w = row.scan.words
        guard w.count >= 3, let n = w[0].number, !n.percent, n.currency == nil,
              n.quantityMark || (n.isPlainInteger && n.digits.count <= 2) else { return nil }
        return n
    }

    /// The marked count that ends the row after its figures (`22,000 x1`, `0 x1`), if any.
    static func trailingCount(_ row: ReadRow) -> ExactDecimal? {
        guard let k = row.scan.words.lastIndex(where: { !$0.absorbed }), let n = row.scan.words[k].number, n.quantityMark,
              let v = n.plainValue, v.isPositive, row.amounts.allSatisfy({ $0.at < k }) else { return nil }
        return v
    }

    /// Whether the row starts with a small count before its words (`1 PAKET HAPPY HOUR 27,273`).
    static func startsWithCount(_ row: ReadRow) -> Bool {
        let w = row.scan.words
        guard w.count >= 3, let n = w[0].number, n.isPlainInteger, n.digits.count <= 2, !n.percent, n.currency == nil else { return false }
        return w[1].number == nil
    }

    /// A small whole number at the start of a text row (`1 PLASTIC BAG`).
    private func leadingCount(_ row: ReadRow) -> ExactDecimal? {
        guard let n = row.scan.words.first?.number, n.isPlainInteger, n.groups[0].count <= 3,
              let v = n.plainValue, v.isPositive, row.scan.words.count > 1 else { return nil }
        return v
    }

    private func hasName(_ row: ReadRow, _ f: ItemFigures) -> Bool { !nameWords(row, f).isEmpty }

    /// The name of a priced modifier: its words less the figures and marks (`+ extra cheese 1.00`: `extra cheese`).
    func addOnName(_ row: ReadRow, _ f: ItemFigures) -> String? {
        let name = nameWords(row, f)
        return name.isEmpty ? nil : name
    }

    /// The name: the row's words less the figures, the words that mark them, and tax flags after the total.
    func nameWords(_ row: ReadRow, _ f: ItemFigures) -> String {
        var words: [String] = []
        for (i, w) in row.scan.words.enumerated() {
            if f.used.contains(i) || w.absorbed { continue }
            // After the line total: tax flags (`T`, `SR`) and stray figures, not the name.
            if let t = f.total, i > t.at, ItemAssembler.isFlag(w.text) { continue }
            // Stray symbols (`&£`, `|`, `—`) are no part of a name.
            if !w.text.contains(where: { $0.isLetter || $0.isNumber }) { continue }
            words.append(w.text)
        }
        return cleanName(words.joined(separator: " "))
    }

    /// A name without stray punctuation at its ends.
    func cleanName(_ s: String) -> String {
        let junk: Set<Character> = [" ", "-", ":", "*", ".", ",", "=", "_", "|", "@", "~", "#", "+", ">", "\t"]
        var t = Substring(s)
        while let f = t.first, junk.contains(f) { t.removeFirst() }
        while let l = t.last, junk.contains(l) && l != "." || l == " " { t.removeLast() }
        if t.hasSuffix("..") { while t.last == "." { t.removeLast() } }
        return String(t)
    }
}

extension RowRole {
    /// Plain and meta rows: those whose amount a keyword row above may borrow.
    var isPlainLike: Bool { self == .plain || self == .meta || self == .info }
}

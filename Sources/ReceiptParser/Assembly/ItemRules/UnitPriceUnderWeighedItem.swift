import SplitBillCore

/// `FILETE PECHUGA POLL  0.657 KILOS    4.14` over `PRECIO KILO        6.30`: a row of one amount right
/// under a weighed item without a unit price, which its weight multiplies into the item's line total,
/// is the price per unit of weight: the item's unit price, not an item. Rows of stray symbols between
/// the two (`:`) are margin noise.
struct UnitPriceUnderWeighedItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row
        guard s.pending.isEmpty, r.figures.total != nil, r.figures.quantity == nil, row.amounts.count == 1,
              let amount = row.amounts.first, amount.money.isPositive, var last = s.result.items.last,
              last.unitPrice == nil, !last.awaitingName, !last.total.isZero,
              let weighed = s.rows[..<s.i].last(where: { !$0.scan.words.allSatisfy(\.isStraySymbols) }),
              last.rows.last == weighed.index,
              let weight = UnitPriceUnderWeighedItem.weight(on: weighed),
              ItemFigures.product(weight.value, amount.money.decimalValue, equals: last.total.decimalValue, currency: a.currency)
        else { return .next }
        last.quantity = weight.value
        last.unitPrice = amount.money.decimalValue
        last.productMatches = true
        // The weight now stands in the quantity; the name keeps the words before it.
        if last.name.hasSuffix(weight.printed) {
            let before = last.name.dropLast(weight.printed.count).trimmed
            if !before.isEmpty { last.name = String(before) }
        }
        last.rows.append(row.index)
        s.result.items[s.result.items.count - 1] = last
        return .taken
    }

    /// The one weight printed on the row (`0.657 KILOS`, `1,25 kg`): its value and the words that print it.
    static func weight(on row: ReadRow) -> (value: ExactDecimal, printed: String)? {
        let words = row.scan.words
        let weights = words.indices.filter { words[$0].number?.weight == true && words[$0].number?.quantityMark != true }
        guard weights.count == 1, let i = weights.first, let value = words[i].number?.plainValue, value.isPositive else { return nil }
        let unit = i + 1 < words.count && words[i + 1].absorbed ? " " + words[i + 1].text : ""
        return (value, words[i].text + unit)
    }
}

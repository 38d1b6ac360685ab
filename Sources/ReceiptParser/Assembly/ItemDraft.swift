import SplitBillCore

/// An item while the receipt is being read: a line item plus where it came from.
struct ItemDraft: Hashable, Sendable {
    var name: String
    var quantity: ExactDecimal?
    var unitPrice: ExactDecimal?
    var total: Money
    var discount: Money?
    var details: [String] = []
    /// Priced modifiers and sub-items under the item.
    var addOns: [Adjustment] = []
    /// Rows the item was read from.
    var rows: [Int]
    /// The line total as printed.
    var printedTotal: String
    /// The line total was read with letters taken for digits.
    var repaired: Bool
    /// Whether quantity × unit price gave the line total, when both were printed.
    var productMatches: Bool?
    /// The row had only numbers; the name comes from the row after it.
    var awaitingName = false

    /// Takes a count and unit price printed on another row; the caller has checked that their product
    /// is the line total.
    mutating func takeCount(_ count: ExactDecimal, unitPrice: ExactDecimal) {
        quantity = count
        self.unitPrice = unitPrice
        productMatches = true
    }

    /// Adds `amount` to the item's discount, unless the discounts would then pass the line total with its
    /// add-ons; whether it did.
    mutating func takeDiscount(_ amount: Money) -> Bool {
        let taken = (discount ?? .zero(amount.currency)) + amount
        guard taken <= withAddOns else { return false }
        discount = taken
        return true
    }

    /// The line total with its add-ons, less the item's own discount (``LineItem/netTotal``).
    var net: Money { lineItem.netTotal }

    /// The line total with its add-ons (``LineItem/totalWithAddOns``).
    var withAddOns: Money { lineItem.totalWithAddOns }

    var lineItem: LineItem {
        LineItem(name: name, quantity: quantity, unitPrice: unitPrice, total: total, discount: discount, details: details, addOns: addOns)
    }
}

/// How a row's numbers split into quantity, unit price and line total.
struct ItemFigures: Hashable, Sendable {
    var quantity: ExactDecimal?
    var unitPrice: ExactDecimal?
    /// The line total, if the row has one.
    var total: RowAmount?
    /// Word positions used by the figures (and words that only mark them), left out of the name.
    var used: Set<Int>
    var productMatches: Bool?
    /// Whether the quantity is a weight or volume printed on the row (`0.512 kg`).
    var quantityIsWeight = false
    /// Unit words of a size that stays in the name (the `ML` of `MINERAL 600 ML`).
    var sizeUnits: Set<Int> = []
}

extension ItemFigures {
    /// The units of ``PrintedNumber/weightUnits`` that measure a volume.
    static let volumeUnits: Set<String> = ["L", "ML", "GAL"]

    /// Words that stand between a count and a unit price (`4x Pils a 3,00`, `2 each 1.60`).
    static let unitWords: Set<String> = ["A", "À", "Á", "JE", "PER", "EA", "EACH", "@", "X", "AT"]

    /// Splits a row's numbers into quantity, unit price and line total.
    ///
    /// The line total is the rightmost amount, provided no word of three letters or more follows
    /// it (otherwise the amount is part of the name, as in `1 PLASTIC BAG`). A count is a number
    /// marked `2x`/`x2`/`*2`, a weight (`0.512 kg`), a small whole number at the start of the row,
    /// or one just before the prices. A unit price is marked `@`, or is the amount before the line
    /// total; `qty × unit = total` is checked (rounded to the currency for weights).
    static func read(_ row: ReadRow, currency: Currency) -> ItemFigures {
        let figures = read(row, currency: currency, sizesInName: false)
        guard let q = figures.quantity, figures.quantityIsWeight else { return figures }
        let printedUnit = row.scan.words.contains { $0.number?.unitPriceMark == true || $0.number?.perUnit == true }
        // The reading with the sizes in the name, made once, when one of the layouts below asks for it.
        var sizedReading: ItemFigures?
        func sized() -> ItemFigures {
            if let sizedReading { return sizedReading }
            let reading = read(row, currency: currency, sizesInName: true)
            sizedReading = reading
            return reading
        }
        // `1 Striploin 8oz 38.00`, `1 Chuletón de buey 1kg 48,00`: with a count column first on the row and no price
        // per unit printed, the weight is the portion's size, part of the name.
        if ItemAssembler.startsWithCount(row), row.scan.words[1].text.contains(where: \.isLetter), !printedUnit,
           sized().productMatches != false, sized().quantity != nil {
            return sized()
        }
        // `1 MINERAL 600 ML 7,727`, `WDH SUN GEL 40ML 33,500`: a weight or volume is the quantity sold only
        // when the arithmetic takes it so; a pack size that no price multiplies (600 x 1 is not 7,727), or
        // a whole number of units with no unit price printed, is part of the name.
        // `2 Helles 0,5l à 4,60 9,20`, `CLUB MATE 0,5L 1,59`: a drink's volume is its size, not the quantity
        // sold, unless a price per litre is printed.
        let words = row.scan.words
        let volume = words.indices.contains { i in
            guard words[i].number?.weight == true else { return false }
            let glued = Folding.keyWord(words[i].text.drop { !$0.isLetter })
            let next = i + 1 < words.count && words[i + 1].absorbed ? Folding.keyWord(words[i + 1].text) : ""
            // (`1 L McChicken`: a whole number before a separate `L` is a count and a large size.)
            let wholeBeforeL = next == "L" && words[i].number?.isPlainInteger == true
            return ItemFigures.volumeUnits.contains(glued) || (ItemFigures.volumeUnits.contains(next) && !wholeBeforeL)
        }
        // `BASMATI RICE 1KG 1 145.00 145.00`, `TATA TEA GOLD 250G 1 160.00 160.00`: a whole number between the
        // size and the prices, with nothing but figures after it, is the count column; the size is the pack's.
        let sizeAt = words.indices.first { figures.used.contains($0) && words[$0].number?.weight == true }
        let countColumnAfterSize = sizeAt.map { at in
            words.indices.contains { i in
                guard i > at, !figures.used.contains(i), let n = words[i].number, n.isPlainInteger, !n.percent, !n.weight,
                      n.currency == nil, n.groups[0].count <= 2, n.plainValue?.isPositive == true else { return false }
                return words[(i + 1)...].allSatisfy { w in w.number != nil || w.absorbed || ItemAssembler.isFlag(w.text) }
            }
        } ?? false
        if countColumnAfterSize, sized().productMatches != false { return sized() }
        // `FLOUR 2.5KG 5.79`, `RICE 5KG 12.99`: with no price per unit printed, a round weight (two decimals at most:
        // a scale weighs to the gram, `0.657 KILOS`) that does not divide the line total into a price of the
        // currency (5.79 / 2.5 is 2.316), nor with a price beside it makes the line total, is the pack's size, not a
        // weight sold.
        let pricedByWeight = q.normalized.scale > 2 || figures.total.map { t in
            ItemFigures.divide(t.money.decimalValue, by: q).map { $0.scale <= currency.minorUnitDigits } ?? false
        } ?? true
        if figures.productMatches == false || (q.isInteger && !printedUnit && figures.productMatches != true && q >= ExactDecimal(significand: 10))
            || (volume && !printedUnit) || (!printedUnit && !pricedByWeight && figures.productMatches != true) {
            return sized()
        }
        return figures
    }

    /// The row's figures as the rules of ``Catalogue/figureRules`` read them, in order.
    private static func read(_ row: ReadRow, currency: Currency, sizesInName: Bool) -> ItemFigures {
        var r = FigureReading(row: row, currency: currency, sizesInName: sizesInName)
        for rule in Catalogue.figureRules { rule.apply(to: &r) }
        return r.figures
    }

    /// The least count that must divide its line total to be taken as a count: on the tuning parts no
    /// unmarked count of 3 or more that left no unit price was right, the ones of 10 or more were sizes and
    /// codes (`162` for `16Z`, `95` for the fuel grade), and the marked ones of 10 or more misread `1x`.
    static let unconfirmedCountLimit: Int64 = 10

    /// Checks quantity × unit price against the total, swapping a trailing unit-price column, and
    /// fills in the unit price or the count when the other two say it.
    mutating func reconcile(currency: Currency) {
        guard let t = total?.money, !t.isNegative else { return }
        let tv = t.decimalValue
        if let q = quantity, let u = unitPrice {
            productMatches = ItemFigures.product(q, u, equals: tv, currency: currency)
            if productMatches == false, ItemFigures.product(q, tv, equals: u, currency: currency),
               let swapped = Money(exactly: u, currency: currency), let rowTotal = total {
                // A trailing unit-price column: Qty Name Total Unit.
                total = RowAmount(at: rowTotal.at, money: swapped, printed: rowTotal.printed)
                unitPrice = tv
                productMatches = true
            } else if productMatches == false, u == tv {
                // `4: SIDE 1.95 1.95`: the unit price is the line total, so one was sold; the number
                // before the name is no count.
                quantity = ExactDecimal(significand: 1)
                productMatches = true
            }
        } else if let u = unitPrice, quantity == nil {
            if u == tv {
                quantity = ExactDecimal(significand: 1)
            } else if u.isPositive, let q = ItemFigures.divide(tv, by: u), q.isInteger {
                quantity = q
                productMatches = true
            } else if ItemFigures.divide(u, by: tv).map({ $0.isInteger && $0.isPositive }) == true {
                // Name Total Unit with the unit last: take the larger as the total.
                let q = ItemFigures.divide(u, by: tv)
                if let big = Money(exactly: u, currency: currency), let rowTotal = total {
                    total = RowAmount(at: rowTotal.at, money: big, printed: rowTotal.printed)
                    unitPrice = tv
                    quantity = q
                    productMatches = true
                }
            }
        } else if let q = quantity, unitPrice == nil, q.isInteger, tv.scale > 0, q.significand == tv.significand {
            // `Nan 1x 212 2.12`: the "count" is the price with its point lost; one was sold.
            quantity = ExactDecimal(significand: 1)
            unitPrice = tv
        } else if let q = quantity, unitPrice == nil, q.isPositive, !(q == ExactDecimal(significand: 1)) {
            if let u = ItemFigures.divide(tv, by: q), u.scale <= max(currency.minorUnitDigits, 2) + 1 {
                unitPrice = u.scale < currency.minorUnitDigits ? u.rounded(toPlaces: currency.minorUnitDigits) : u
            }
        } else if let q = quantity, q == ExactDecimal(significand: 1) {
            unitPrice = tv
        }
    }

    /// Whether `q × u` equals `t` once rounded (or cut) to the currency's decimals.
    static func product(_ q: ExactDecimal, _ u: ExactDecimal, equals t: ExactDecimal, currency: Currency) -> Bool {
        guard let p = q.multiplied(by: u) else { return false }
        if p == t { return true }
        let places = min(18, max(currency.minorUnitDigits, t.scale))
        if let r = p.rounded(toPlaces: places), r == t { return true }
        if p.scale > places, let k = FullWidth.powerOfTen(p.scale - places) {
            let cut = ExactDecimal(significand: p.significand / k, scale: places)
            if cut == t { return true }
        }
        return false
    }

    /// `a ÷ b` when it is exact within six decimals.
    static func divide(_ a: ExactDecimal, by b: ExactDecimal) -> ExactDecimal? {
        guard !b.isZero, a.scale <= 12 else { return nil }
        // a/b = (a.sig * 10^(b.scale + 6)) / (b.sig * 10^(a.scale)) at scale 6.
        guard let up = FullWidth.powerOfTen(b.scale + 6), let down = FullWidth.powerOfTen(a.scale) else { return nil }
        let (num, o1) = a.significand.multipliedReportingOverflow(by: up)
        let (den, o2) = b.significand.multipliedReportingOverflow(by: down)
        guard !o1, !o2, den != 0, num % den == 0 else { return nil }
        return ExactDecimal(significand: num / den, scale: 6).normalized
    }
}

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

    private static func read(_ row: ReadRow, currency: Currency, sizesInName: Bool) -> ItemFigures {
        let words = row.scan.words
        var quantityIsWeight = false
        var used = Set<Int>()
        var total: RowAmount?
        for a in row.amounts.reversed() where !a.printed.unitPriceMark {
            let after = words[(a.at + 1)...]
            // Tax codes after the price (`T`, `SR`, `ZRL`) are no words; a name is.
            let wordy = after.contains { w in
                let letters = w.text.filter(\.isLetter)
                return w.number == nil && !w.absorbed && (letters.count >= 4 || (letters.count == 3 && !letters.allSatisfy(\.isUppercase)))
            }
            if !wordy { total = a }
            break
        }
        if let t = total { used.insert(t.at) }
        var quantity: ExactDecimal?
        var unit: ExactDecimal?
        // Where an unmarked whole number was taken for the count, and whether a marked one (`2x`) was.
        var plainCountAt: Int?
        var countIsMarked = false
        // A count column: a small whole number first on the row, before a name (`1 PLASTIC PLATES X3 3.85`).
        let countColumn = ItemAssembler.startsWithCount(row) && words[1].text.contains(where: \.isLetter)
        // Marked numbers first.
        for (i, w) in words.enumerated() {
            guard let n = w.number, !used.contains(i) else { continue }
            if let t = total, i > t.at { continue }
            if sizesInName, n.weight, !n.quantityMark { continue }
            // After the name of a row that has a count column, `X3` is the pack's size, a word of the name.
            if countColumn, i > 1, n.quantityMark, !n.weight { continue }
            if n.quantityMark || n.weight, quantity == nil, let v = n.plainValue, v.isPositive {
                // A count printed with three zero decimals (`2,000 UN`) is the whole count.
                quantity = n.quantityMark && !n.weight && n.marks.count == 1 && n.groups.last?.count == 3 && v.isInteger ? v.normalized : v
                quantityIsWeight = n.weight && !n.quantityMark
                countIsMarked = n.quantityMark && !n.weight
                used.insert(i)
            } else if n.unitPriceMark || n.perUnit, unit == nil, let v = n.plainValue, !n.percent {
                // Read as money in the receipt's style when it is money (`@13,000` is 13000 rupiah, not 13.000).
                let m = row.amounts.first { $0.at == i }.map { $0.money.magnitude.decimalValue } ?? v
                unit = m.significand < 0 ? ExactDecimal(significand: -m.significand, scale: m.scale) : m
                used.insert(i)
            }
        }
        // `Ix Saft 0,25 2,50`: the 1 of `1x` read as the letter it looks like (see `ItemAssembler.leadingCountWord`).
        if quantity == nil, words.count >= 3, words[0].number == nil, ItemAssembler.isMarkedOneReadAsLetter(words[0].text),
           words[1].text.contains(where: \.isLetter) {
            quantity = ExactDecimal(significand: 1)
            countIsMarked = true
            used.insert(0)
        }
        let limit = total?.at ?? words.count
        // A money amount before the total is the unit price.
        if unit == nil, let t = total {
            // A small whole number may be a count, unless a marked count is already there (`0 x1 0`).
            let countFound = quantity != nil
            let candidate = row.amounts.last { a in
                a.at < t.at && !used.contains(a.at) && !a.money.isNegative
                    && (countFound || !(a.printed.isPlainInteger && a.printed.groups[0].count <= 3)
                        // `2 F.FRIES MEDIUM 0 0`: a zero unit price beside a zero total.
                        || (a.money.isZero && t.money.isZero && a.at == t.at - 1))
            }
            if let u = candidate {
                unit = u.money.decimalValue
                used.insert(u.at)
            }
        }
        // A small whole number at the start, or just before the figures, is the count.
        if quantity == nil {
            // `BENTO CHICKEN 1.00 32,000.00 32,000.00`: a count printed with zero decimals where that is no money.
            let wholeCount = { (i: Int, n: PrintedNumber) in
                n.isPlainInteger || (n.groups.count == 2 && n.groups[1].allSatisfy { $0 == "0" } && !row.amounts.contains { $0.at == i })
            }
            let candidates = words.indices.filter { i in
                // Once a size is read into the name, a count of three digits is more likely an article code.
                guard i < limit, !used.contains(i), let n = words[i].number, !(sizesInName && n.weight), wholeCount(i, n), !n.percent,
                      n.currency == nil, n.groups[0].count <= (sizesInName ? 2 : 3), let v = n.plainValue, v.isPositive,
                      // `#4 GARDEN VEGGIE 0.00`, `#1 COMBO`: a number sign marks the menu's number, not a count; so do
                      // leading zeros (`005 0000456 PAO DE QUEIJO`, the row's number on Brazil's NFC-e).
                      !words[i].text.hasPrefix("#"), !n.hasLeadingZeros else { return false }
                // At the start of the row, or behind margin noise with no letter or digit (`: 2 Misc Charges $4.40`).
                if words[..<i].allSatisfy(\.isStraySymbols) { return true }
                let next = (i + 1..<limit).first { !words[$0].absorbed }
                return next == nil || used.contains(next ?? -1) || next == limit
            }
            if let i = candidates.first, let n = words[i].number, let v = PrintedNumber.decimal(integer: n.groups[0], fraction: "", negative: false) {
                // `Daal Tadka 235 470.00`, `Phulka 40 240.00` on a receipt of decimals, the count column lost: a
                // whole number of two digits or more just before the line total, that divides it into a
                // smaller whole count, is the unit price (235 x 2, not 235 at 2.00).
                if i > 0, n.isPlainInteger, n.groups[0].count >= 2, currency.minorUnitDigits > 0, unit == nil, let t = total,
                   !row.amounts.contains(where: { $0.at == i }), let q = ItemFigures.divide(t.money.decimalValue, by: v), q.isInteger,
                   q.isPositive, q < v {
                    quantity = q
                    unit = v
                    // `TOMATO BASIL SOUP 1 199 199`: the count column printed before the price is that count.
                    if i > 1, !used.contains(i - 1), let c = words[i - 1].number, c.isPlainInteger, c.currency == nil, !c.percent,
                       c.plainValue == q {
                        used.insert(i - 1)
                    }
                } else {
                    quantity = v
                    plainCountAt = i
                }
                used.insert(i)
            }
        }
        // Words that only mark the unit price.
        for (i, w) in words.enumerated() where w.number == nil && unitWords.contains(Folding.keyWord(w.text).isEmpty ? w.text : Folding.keyWord(w.text)) {
            if i + 1 < words.count, used.contains(i + 1), words[i + 1].number?.unitPriceMark == true || (unit != nil && i + 1 != total?.at) {
                used.insert(i)
            }
        }
        var figures = ItemFigures(quantity: quantity, unitPrice: unit, total: total, used: used, productMatches: nil, quantityIsWeight: quantityIsWeight)
        if sizesInName {
            figures.sizeUnits = Set(words.indices.filter { i in
                i > 0 && words[i].absorbed && words[i - 1].number?.weight == true
                    && PrintedNumber.weightUnits.contains(Folding.keyWord(words[i].text))
            })
        }
        // `ORIGINAL 6 PCS 45,000`: a count of pieces that is not the quantity sold is the pack's size, a part of the name.
        figures.sizeUnits.formUnion(words.indices.filter { i in
            i > 0 && words[i].absorbed && words[i - 1].number?.quantityMark == true && !used.contains(i - 1)
                && ScannedRow.countWords.contains(Folding.keyWord(words[i].text))
        })
        figures.reconcile(currency: currency)
        // `01 VORTEX 98   48.421 @ 1.599 77.43`: a number with decimals that the unit price multiplies into the
        // line total (a pump's litres, a weight printed without its unit) is the quantity sold; the whole
        // number first on the row, which does not, is a line number (left out of the name).
        let lineNumberFirst = words.first?.number.map { $0.isPlainInteger && $0.hasLeadingZeros } ?? false
        if figures.productMatches == false || (figures.quantity == nil && lineNumberFirst), plainCountAt != nil || lineNumberFirst,
           let u = figures.unitPrice, u.isPositive, let t = figures.total {
            let measured = words.indices.filter { i in
                guard i < limit, !figures.used.contains(i), let n = words[i].number, !n.percent, n.currency == nil,
                      !n.isPlainInteger, let v = n.plainValue, v.isPositive, !v.isInteger else { return false }
                return ItemFigures.product(v, u, equals: t.money.decimalValue, currency: currency)
            }
            // `1. LED BULB 9W E27   4 PCS   6.90  27.60`: the row's number first and the count in a column after
            // the name; the whole number that the unit price multiplies into the line total is the count, and
            // the first, which does not, the row's number (left out of the name).
            let counted = measured.isEmpty && plainCountAt == 0 ? words.indices.filter { i in
                guard i > 0, i < limit, !figures.used.contains(i), let n = words[i].number, !n.percent, n.currency == nil, !n.weight,
                      n.groups[0].count <= 3, !n.hasLeadingZeros, let v = n.plainValue, v.isPositive, v.isInteger,
                      n.isPlainInteger || n.quantityMark else { return false }
                return ItemFigures.product(v, u, equals: t.money.decimalValue, currency: currency)
            } : []
            let found = measured.count == 1 ? measured.first : counted.count == 1 ? counted.first : nil
            if let i = found, let v = words[i].number?.plainValue {
                figures.quantity = v
                figures.used.insert(i)
                figures.productMatches = true
                plainCountAt = nil
                if measured.isEmpty {
                    // A whole count's word for pieces (`PCS`) goes with it.
                    figures.sizeUnits.remove(i + 1)
                } else if lineNumberFirst {
                    figures.used.insert(0)
                }
            }
        }
        // A count of ten or more that divides the line total into no price of the currency is no count. An
        // unmarked one is part of the name (`LOF HNY HAM 162 2.98`, `Fuel Save 95 85.54`: a size, a grade, a
        // code); a marked one is a small count misread (`14x Croquetas de Pulpo 5,50` for `1x`), so none is known.
        // A zero line total divides by every count, so confirms none (`10 1 PARKING 0,00`).
        let freeRow = figures.total?.money.isZero == true
        if let q = figures.quantity, figures.unitPrice == nil || freeRow, q.isInteger,
           q >= ExactDecimal(significand: ItemFigures.unconfirmedCountLimit) {
            if let at = plainCountAt {
                figures.quantity = nil
                figures.used.remove(at)
            } else if countIsMarked {
                figures.quantity = nil
            }
            // A free row's unit price was the zero divided by that count.
            if freeRow, figures.quantity == nil { figures.unitPrice = nil }
        }
        return figures
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

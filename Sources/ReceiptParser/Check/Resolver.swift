import SplitBillCore

/// Puts items and summary together, lets the receipt's arithmetic choose between readings (which
/// total, whether tax is included, whether a skipped line was an item), and says what does not add up.
struct Resolver {
    let currency: Currency
    /// The strategies of ``totalStrategies`` that are tried: all of them unless
    /// ``ReceiptParser/Options/omittedRules`` names some.
    let activeStrategies: [any TotalStrategy]

    init(currency: Currency, omitting omitted: Set<String> = []) {
        self.currency = currency
        self.activeStrategies = omitted.isEmpty ? Resolver.totalStrategies : Resolver.totalStrategies.filter { !omitted.contains(ReceiptParser.ruleName($0)) }
    }

    /// A receipt reading with its checks.
    struct Outcome: Hashable, Sendable {
        var receipt: Receipt
        var verification: Verification
        var items: [ItemDraft]
        var totalSource: ParsedReceipt.TotalSource
        /// The strategy of ``Resolver/totalStrategies`` that found the total, if one did.
        var totalFoundBy: String? = nil
        /// Whether the arithmetic took a line out of the items or replaced the total read.
        var repaired = false
        /// The total line, when it and a tax line are printed negative (see ``ParsedReceipt/refundTotalLine``).
        var refundTotalLine: String? = nil
    }

    /// The ways of finding the total, in the order they are tried; the first that finds one gives it.
    ///
    /// Printed lines the arithmetic confirms come first (a total line, a total line of zero that the
    /// discounts make, a whole-number total, a total line
    /// that holds the cash handed over, a mislabelled subtotal or bare amount, the items' sum printed where
    /// no line reads as a total), then, of total lines that disagree, the one whose share at a tax's printed
    /// rate is that tax, then a printed total line the arithmetic does not confirm (a printed
    /// total is more often right than any sum of misread figures), then, with no total line at all, what
    /// the receipt's other lines confirm (the amount a tax note includes, the payment less the change, a
    /// payment, the last row read as an item that prints the payment less the change), and last the
    /// guesses, each said in a note
    /// (the subtotal alone, the subtotal plus charges, zero for free items, the payment less its change that
    /// the arithmetic does not make, the largest amount).
    static let totalStrategies: [any TotalStrategy] = [
        ConfirmedTotalLine(),
        DiscountedToZero(),
        WholeNumberTotal(),
        TotalLineHoldsPayment(),
        MislabelledTotal(),
        ItemsSumPrinted(),
        TotalByTaxRate(),
        UnconfirmedTotalLine(),
        TaxIncludedNote(),
        PaymentLessChange(),
        PaymentWithoutChange(),
        PaymentConfirmsPrintedAmount(),
        LastItemIsPaidTotal(),
        SubtotalOnly(),
        SubtotalPlusCharges(),
        FreeItemsZeroTotal(),
        PaymentLessChangeAlone(),
        LargestAmount(),
    ]

    /// Chooses the total with ``totalStrategies``, then checks the items and the chain to the total
    /// against it, repairing what the arithmetic shows to be misread.
    func resolve(items assembled: ItemAssembler.Result, summary printed: SummaryDraft) -> Outcome {
        var items = assembled.items
        let summary = Resolver.plausibleWholeTotals(printed, items: items)
        var findings: [Finding] = []
        var checks: [Verification.Check] = []
        let zero = Money.zero(currency)

        // Taxes: the same amount printed twice is one tax, unless the two name different parts of
        // India's GST (`CGST 2.5% 2.48` and `SGST 2.5% 2.48` are two halves of one tax).
        var taxes: [SummaryDraft.Tax] = []
        for t in summary.taxes where !taxes.contains(where: { $0.line.amount == t.line.amount && !Resolver.gstParts($0, t) }) {
            taxes.append(t)
        }
        // `Tax 0.00`: a tax printed as nothing is no charge to weigh, but what the receipt says (kept below).
        let printedZeroTax = taxes.first { $0.line.amount.isZero && !$0.included }
        taxes.removeAll { $0.line.amount.isZero }
        // A tax above the subtotal, or above every total printed, is a misreading (a registration number
        // read as an amount): no rate makes it. Left out, and said.
        let largestFigure = (summary.subtotals + summary.totals.map(\.amount)).filter(\.isPositive).max()
        if let largestFigure {
            for t in taxes where t.line.amount > largestFigure {
                findings.append(Finding(.note, FindingText.taxAboveTotal(tax: t.line.amount, largest: largestFigure)))
            }
            taxes.removeAll { $0.line.amount > largestFigure }
        }
        // A line that sums the others (`VAT Total £6.10` under `£6.01` and `£0.09`) is not another tax.
        if taxes.count >= 3, let k = taxes.indices.first(where: { k in
            taxes[k].line.amount == taxes.indices.filter { $0 != k }.map { taxes[$0].line.amount }.reduce(zero, +)
        }) {
            taxes.remove(at: k)
        }
        // `TTL Food 645000`, `TTL Beer 415000` over items of 1,060,000: total lines, each below the items' sum,
        // that together make it are the sums of the receipt's categories, not its total.
        let itemsAsRead = items.sum(in: currency) { $0.net }
        let totalLines = summary.totals.filter { !$0.amount.isZero }
        let categoryRows: Set<Int> = totalLines.count >= 2 && totalLines.allSatisfy({ $0.amount.isPositive && $0.amount < itemsAsRead })
            && totalLines.sum(in: currency, { $0.amount }) == itemsAsRead ? Set(totalLines.map(\.row)) : []
        // A coupon or voucher printed under the total pays the bill; it does not reduce it.
        let lastTotalRow = summary.totals.filter { !$0.amount.isZero && $0.rank >= 2 && !categoryRows.contains($0.row) }.map(\.row).max()
        let billDiscounts = zip(summary.discounts, summary.discountRows).filter { pair in
            lastTotalRow.map { pair.1 < $0 } ?? true
        }.map(\.0)
        var discounts = assembled.discounts + billDiscounts
        // A discount printed twice (on the item and again in the summary) counts once.
        var seen: [Money] = []
        discounts = discounts.filter { d in
            if seen.contains(d.amount) { return false }
            seen.append(d.amount)
            return true
        }
        let itemDiscounts = items.compactMap(\.discount)
        discounts.removeAll { d in itemDiscounts.contains(d.amount) }
        // A line that sums two discounts or more (`Discount Total ($6.23)` under `Promo Free (1.59)` and
        // `(4.64)`, on the items or among them) is their total, not another discount.
        if let k = discounts.indices.first(where: { k in
            let others = itemDiscounts + discounts.indices.filter { $0 != k }.map { discounts[$0].amount }
            return others.count >= 2 && others.reduce(zero, +) == discounts[k].amount
        }) {
            discounts.remove(at: k)
        }
        var service = summary.service.first
        let tip = summary.tips.first
        // A larger rounding than a currency's is a misreading (`ROUNDING 9.00` for 0.00).
        var rounding = summary.rounding.first { !$0.isZero && $0.magnitude.minorUnits < currency.largestRounding }
        var subtotal = summary.subtotals.first { !$0.isZero }

        var itemsSum = items.sum(in: currency) { $0.net }
        var base = subtotal ?? itemsSum
        // Discounts printed among the items (`Open $ Disc 1.80-` under `Add Chicken 1.00`) are already in a
        // subtotal printed under them that the items less those discounts make: the arithmetic then starts
        // from the items before the discounts, so that they are taken off once. (Discounts of half the items
        // or more are not read so: a line read twice, once as an item and once as its discount, fits too.)
        let itemAreaDiscount = discounts.filter { d in assembled.discounts.contains { $0.amount == d.amount } }
            .sum(in: currency) { $0.amount }
        if let subtotal, itemAreaDiscount.isPositive, itemAreaDiscount < subtotal, itemsSum != subtotal,
           itemsSum - itemAreaDiscount == subtotal {
            base = itemsSum
        }
        // The other way round: discounts printed under their items (`Disc 20% -4,800` under `1 x 24,000`) and a
        // subtotal of the items before them (`Sub Total 112,000`), the discounts taken off under it (`Diskon -4,800`,
        // the items' discounts again): the arithmetic starts from the items after their discounts.
        if let subtotal, !itemDiscounts.isEmpty, itemsSum != subtotal, items.sum(in: currency, { $0.total }) == subtotal {
            base = itemsSum
        }

        // The adds, with tax added or included.
        func adds(taxAdded: Bool, roundingSign: Int64) -> Money {
            TotalContext.adds(taxes: taxes, service: service, tip: tip, discounts: discounts, rounding: rounding, currency: currency,
                              taxAdded: taxAdded, roundingSign: roundingSign)
        }
        let anyIncluded = summary.saysTaxIncluded || taxes.contains { $0.included }
        var taxOptions: [Bool] = taxes.isEmpty ? [false] : (anyIncluded ? [false, true] : [true, false])
        if taxes.isEmpty { taxOptions = [false] }
        // A subtotal printed as before tax has the tax added to it, whatever else the receipt says.
        if summary.subtotalExcludesTax, subtotal != nil, !taxes.isEmpty { taxOptions = [true] }
        // A rounding line may be signed either way, or (printed under the total) not be part of it.
        let roundingOptions: [Int64] = rounding == nil ? [1] : [1, -1, 0]
        // Several charges of the service kind (`Delivery Fee 2.99` and `Service Fee 6.05`, a Sunday's and a card's
        // surcharge): the service is their sum where it, and not the first alone, makes a printed total. (Elsewhere
        // a second service line is the first printed again, in a table or a summary.)
        let distinctServices = summary.service.reduce(into: [Money]()) { if !$0.contains($1) { $0.append($1) } }
        if distinctServices.count >= 2, let first = service {
            let sum = distinctServices.reduce(zero, +)
            let makesATotal = { (s: Money) in
                summary.totals.contains { t in
                    taxOptions.contains { tOpt in
                        roundingOptions.contains { r in
                            base + TotalContext.adds(taxes: taxes, service: s, tip: tip, discounts: discounts, rounding: rounding,
                                                     currency: currency, taxAdded: tOpt, roundingSign: r) == t.amount
                        }
                    }
                }
            }
            if makesATotal(sum), !makesATotal(first) {
                service = sum
                findings.append(Finding(.note, FindingText.chargesSummed(distinctServices, sum: sum)))
            }
        }

        // Candidate totals: non-zero, highest rank first; one that the arithmetic confirms wins.
        var candidates = summary.totals.filter { !$0.amount.isZero && !categoryRows.contains($0.row) }
        // A total below the subtotal less the discounts is a count or a misreading (`Reund Total 1`,
        // `1 Total 1,818`). Without decimals, a total of a hundredth of it or less is never kept, even
        // alone (with decimals, the subtotal may be the misreading: `599.00` for `5.99`).
        let floor = (subtotal ?? zero) - discounts.sum(in: currency) { $0.amount }
        let plausible = candidates.filter { $0.amount >= floor || $0.rank >= 5 }
        if !plausible.isEmpty, floor.isPositive { candidates = plausible }
        // Only such totals (`Rounding Amount 0.01` misread as a total line): they do not keep a bare
        // amount that the arithmetic confirms from being the total.
        let noPlausibleTotal = plausible.isEmpty && floor.isPositive
        if floor.isPositive, currency.minorUnitDigits == 0 {
            candidates.removeAll { $0.amount.minorUnits * 100 <= floor.minorUnits && $0.rank < 5 }
        }
        // Order: amounts printed more than once (another total line, the payment) first, then the
        // stronger word, then the later line (a total after a tip replaces the one above it).
        let paidLessChange = summary.paidLessChange
        func support(_ c: SummaryDraft.Total) -> Int {
            // Weak lines (`Total Qty 7`, an amount borrowed from a payment) support nothing.
            guard c.rank >= 2 else { return 0 }
            return summary.totals.filter { $0.amount == c.amount && $0.row != c.row && $0.rank >= 2 }.count
                + (summary.tendered.contains(c.amount) ? 1 : 0) + (paidLessChange == c.amount ? 1 : 0)
        }
        candidates.sort { (min(support($0), 1), $0.rank, $0.row) > (min(support($1), 1), $1.rank, $1.row) }
        // Weak lines (`Total Qty 2 52.00`, an amount borrowed from a payment) only when no real total line is there.
        let strong = candidates.filter { $0.rank >= 2 }
        if !strong.isEmpty { candidates = strong }
        let context = TotalContext(
            currency: currency, summary: summary, items: items, itemsSum: itemsSum, subtotal: subtotal, base: base,
            productBase: subtotal == nil ? Resolver.productSum(items, currency: currency) : nil, taxes: taxes,
            service: service, tip: tip, discounts: discounts, rounding: rounding, anyIncluded: anyIncluded, taxOptions: taxOptions,
            roundingOptions: roundingOptions, candidates: candidates, noPlausibleTotal: noPlausibleTotal, paidLessChange: paidLessChange)
        var total: Money?
        var taxAdded: Bool?
        var roundingSign: Int64 = 1
        var totalNote: String?
        var totalGuessed = false
        var totalSource = ParsedReceipt.TotalSource.printed
        var totalFoundBy: String?
        var repaired = false
        search: for strategy in activeStrategies {
            switch strategy.find(in: context) {
            case .none:
                continue search
            case .noTotal:
                break search
            case .found(let choice):
                total = choice.amount
                taxAdded = choice.taxAdded
                roundingSign = choice.roundingSign
                totalNote = choice.note
                totalGuessed = choice.guessed
                totalSource = choice.source
                totalFoundBy = ReceiptParser.ruleName(strategy)
                if let finding = choice.finding {
                    findings.append(finding)
                    repaired = true
                }
                if let s = choice.subtotal {
                    subtotal = s
                    base = s
                }
                if choice.dropsTaxesOfItsAmount { taxes.removeAll { $0.line.amount == choice.amount } }
                if choice.dropsLastItem, !items.isEmpty {
                    items.removeLast()
                    itemsSum = items.sum(in: currency) { $0.net }
                    if subtotal == nil { base = itemsSum }
                }
                break search
            }
        }
        if taxes.isEmpty { taxOptions = [false] }
        // A total whose lost last digit the payment gave (`TOTAL: $30.4` paid 40.00 with 9.55 change) is a
        // repair, and said.
        if let t = total, let read = summary.totals.first(where: { $0.amount == t && $0.lastDigitFromPayment })?.printedWithLastDigitLost {
            findings.append(Finding(.note, FindingText.totalLastDigitFromPayment(printed: read, taken: t)))
            repaired = true
        }
        // `Total After Adj 17.70` under `Total 17.76`: cash rounding that no line states. The rounded
        // total is what is paid; the difference is the rounding.
        // A rounding line that OCR misread gives way to the rounded total printed.
        let cents = currency.cashRoundingSpan
        if let t = total, let rounded = candidates.first(where: { $0.rank == 6 })?.amount, rounded != t,
           (rounded - t).magnitude.minorUnits < cents,
           rounding.map({ Money(minorUnits: $0.minorUnits * roundingSign, currency: currency) != rounded - t }) ?? true {
            rounding = rounded - t
            roundingSign = 1
            total = rounded
        }
        // `Total (Inclusive of GST) 31.02`, `Rounding Adj -0.02`, `CASH 31.00`: the rounding printed
        // under the total makes what is paid; the payment confirms it.
        if let t = total, let r = rounding, !r.isZero, r.magnitude.minorUnits < cents, roundingSign == 0 || taxAdded == nil,
           paidLessChange == t + r {
            total = t + r
            roundingSign = 1
        }
        let chosenTax = taxAdded ?? (anyIncluded ? false : !taxes.isEmpty)
        let taxSum = taxes.sum(in: currency) { $0.line.amount }
        // Prices that include the tax: the items add up to the subtotal plus the tax.
        var itemsIncludeTax = subtotal.map { !taxSum.isZero && itemsSum != $0 && itemsSum == $0 + taxSum } ?? false
        // Goals the items may add up to: the subtotal, the subtotal with its tax (prices with tax),
        // the total less the charges, the total.
        var goals: [Money] = []
        // With a subtotal, `base` is it, or the items before the discounts it holds.
        if subtotal != nil { goals.append(base) }
        if let subtotal, !taxSum.isZero { goals.append(subtotal + taxSum) }
        if let total {
            goals.append(total - adds(taxAdded: chosenTax, roundingSign: roundingSign))
            goals.append(total)
        }
        if !itemsIncludeTax, !goals.isEmpty, !goals.contains(itemsSum), !items.isEmpty || !assembled.skipped.isEmpty {
            let before = items.count
            for goal in goals where fixItems(&items, goal: goal, findings: &findings, assembled: assembled) {
                // Lines taken out of the items (a line rescued as an item is no such repair).
                if items.count < before { repaired = true }
                break
            }
            itemsSum = items.sum(in: currency) { $0.net }
            if subtotal == nil { base = itemsSum }
            itemsIncludeTax = subtotal.map { !taxSum.isZero && itemsSum != $0 && itemsSum == $0 + taxSum } ?? false
        }
        // With items repaired, a total chosen without arithmetic may now be confirmed.
        if taxAdded == nil, let t = total {
            outer: for tOpt in taxOptions {
                for r in [Int64(1), -1, 0] where base + adds(taxAdded: tOpt, roundingSign: r) == t {
                    taxAdded = tOpt
                    roundingSign = r
                    break outer
                }
            }
        }

        // A total that OCR misread by one digit (`7.55` for `27.55`): when the subtotal and charges
        // make an amount one digit away from it, and the items, a second printed figure or the payment
        // confirm that amount, the arithmetic's amount is taken, and said.
        if taxAdded == nil, let read = total, !items.isEmpty {
            // From the subtotal, or from the items when a misread subtotal disagrees with them.
            let bases = itemsSum != base && itemsSum.isPositive ? [base, itemsSum] : [base]
            search: for start in bases {
                for tOpt in taxOptions {
                    let expected = start + adds(taxAdded: tOpt, roundingSign: roundingSign)
                    // A second printed figure must agree, and the payment must not back the reading.
                    // A total below a subtotal that the items confirm cannot be right.
                    let impossible = subtotal.map { read < $0 - discounts.sum(in: currency) { $0.amount } && itemsSum == $0 } ?? false
                    // A later subtotal (`Sub w/Tax: $35.62`) is such a figure too.
                    // Items printed with their tax that add up to the subtotal before it plus that tax: two
                    // sets of lines that agree (`Total Sales (Excluding GST) 51.42`, `Total GST 3.08`, items
                    // of 54.50 in all), against a total printed once. (A discount in the chain may be an item
                    // whose sign was misread, as may the items: no such proof.)
                    let itemsMakeIt = start == base && itemsSum != base && itemsSum == expected && subtotal != nil && tOpt
                        && discounts.isEmpty && summary.totals.filter { $0.amount == read }.count == 1
                    let confirmed = paidLessChange == expected || itemsMakeIt || summary.loose.contains(expected) || summary.unlabelled.contains(expected)
                        || summary.subtotals.dropFirst().contains(expected) || impossible
                        || chargesConfirmed(read: read, expected: expected, start: start, itemsSum: itemsSum, subtotal: subtotal,
                                            discounts: discounts, taxes: taxes, service: service, serviceRate: summary.serviceRate)
                    // One digit misread, dropped or added (`$357.62` for 35.62); any misreading when the
                    // payment itself is the arithmetic's amount.
                    let close = Resolver.oneDigitApart(read.minorUnits, expected.minorUnits)
                        || KeywordRepair.distance(String(read.minorUnits), String(expected.minorUnits), limit: 1) == 1
                    if expected.isPositive, paidLessChange != read, close || paidLessChange == expected || itemsMakeIt, confirmed {
                        total = expected
                        taxAdded = tOpt
                        findings.append(Finding(.note, FindingText.totalRepaired(read: read, taken: expected)))
                        repaired = true
                        break search
                    }
                }
            }
        }

        // A total line OCR cut short or could not have printed (`$47.` for 47.31, `$OS .36` for 65.36,
        // a total below the subtotal it adds to): when the printed subtotal and charges make an amount
        // that shares the read digits at its start or end, or the read total is below the subtotal,
        // the arithmetic's amount is taken, and said. A payment that backs the reading keeps it.
        if taxAdded == nil, let read = total, let subtotal, !totalGuessed, !anyIncluded,
           !taxes.isEmpty || service != nil || tip != nil {
            let expected = base + adds(taxAdded: true, roundingSign: roundingSign)
            let belowSubtotal = read < subtotal - discounts.sum(in: currency) { $0.amount }
            // Two total lines that print the same amount (`AMOUNT $90.52`, `BALANCE $90.52`) back it too.
            let printedTwice = summary.totals.filter { $0.amount == read }.count >= 2
            if expected.isPositive, read != expected, paidLessChange != read, !summary.tendered.contains(read), !printedTwice,
               belowSubtotal || Resolver.sharesDigits(read: read.minorUnits, expected: expected.minorUnits) {
                total = expected
                taxAdded = true
                findings.append(Finding(.note, FindingText.totalReadInPart(read: read, taken: expected, belowSubtotal: belowSubtotal)))
                repaired = true
            }
        }

        // A total line with one digit misread (`TOTAL 11,00` for 71.00), where the arithmetic confirms nothing:
        // an amount one digit away that a payment less its printed change makes, and that another line
        // prints too (`Cash 71.00` above `Cash Received 101,00`, `Change 30.00`), is the total, and said. (The
        // change alone is no proof: it is misread as often as the total.)
        if taxAdded == nil, let read = total, !totalGuessed, let change = summary.change.first, paidLessChange != read,
           !summary.tendered.contains(read) {
            let printedElsewhere = { (a: Money) in
                summary.tendered.filter { $0 == a }.count - (change.isZero ? 1 : 0) >= 1 || summary.loose.contains(a)
                    || summary.unlabelled.contains(a) || summary.totals.contains { $0.amount == a } || summary.includedNotes.contains(a)
            }
            let made = summary.tendered.map { $0 - change }.filter { $0.isPositive && $0 != read }
            if let paid = made.first(where: { Resolver.oneDigitApart(read.minorUnits, $0.minorUnits) && printedElsewhere($0) }) {
                total = paid
                findings.append(Finding(.note, FindingText.totalRepairedByPayment(read: read, taken: paid)))
                repaired = true
            }
        }

        // A currency sign read as a digit before the total (`Amt Due 864,279.70` for £64,279.70, `8200.00` for
        // $200.00): the amount paid, printed with its sign, is the total without that digit. With the change
        // printed, this holds even where the items add up to the reading: their signs were misread the same
        // way (`GROCERY F 56.00`, `GATORADE 1.29`, `TOTAL 57.29`, `CASH $18.00`, `CHANGE $10.71`).
        let changePrinted = summary.change.first.map(\.isPositive) ?? false
        if taxAdded == nil || changePrinted, let read = total, !totalGuessed, let paid = paidLessChange, paid.isPositive,
           Resolver.signReadAsDigit(read: read.minorUnits, paid: paid.minorUnits) {
            total = paid
            findings.append(Finding(.note, FindingText.totalSignReadAsDigit(read: read, taken: paid)))
            repaired = true
        }

        // A charge whose label OCR mangled or took for a weaker total (`SUBTOTAL 14.00`, `Sales: 1.16`,
        // `TOTAL 15.16`): with no charge read, the one weaker total line printed above the total whose amount
        // the subtotal lacks is the tax; or lacks for the payment less the change, one digit from the total
        // as read, which is then the total (`SubTotal: 16.60`, `Sales: 1.16`, `Total: 17.75`, paid 17.76).
        // Said, and not called verified: the arithmetic chose it.
        // Both readings below are for a chain the arithmetic has not confirmed and no charge was read into.
        let noChargeRead = taxAdded == nil && taxes.isEmpty && service == nil && tip == nil && discounts.isEmpty && rounding == nil
        if noChargeRead, let t = total, let subtotal, !totalGuessed, let line = summary.totals.first(where: { $0.amount == t }) {
            let paid = paidLessChange.map { p in p != t && Resolver.oneDigitApart(t.minorUnits, p.minorUnits) ? [p] : [] } ?? []
            for target in [t] + paid {
                let gap = target - base
                let lines = summary.totals.filter { $0.row < line.row && $0.rank < line.rank && $0.amount == gap }
                guard gap.isPositive, gap < subtotal, lines.count == 1, let charge = lines.first else { continue }
                taxes = [SummaryDraft.Tax(line: TaxLine(name: charge.label, amount: gap), included: false, row: charge.row)]
                taxAdded = true
                findings.append(Finding(.note, FindingText.chargeFromWeakTotal(label: charge.label, amount: gap)))
                if target != t {
                    total = target
                    findings.append(Finding(.note, FindingText.totalRepaired(read: t, taken: target)))
                }
                repaired = true
                break
            }
        }

        // Amounts printed alone under the subtotal that chain (`Subtotal 128.00`, `11.05`, `139.05`, `Due 1 39.05`):
        // where the total as read is below the subtotal, the one pair of lone amounts of which the subtotal
        // and the first make the second is the tax and the total. Said, and not called verified.
        // (Where the first took a charge, `taxAdded` is set.)
        if noChargeRead, taxAdded == nil, let subtotal, total.map({ $0 < subtotal }) ?? true {
            let loose = summary.loose.filter(\.isPositive)
            let pairs = loose.flatMap { a in loose.filter { $0 == base + a }.map { (charge: a, total: $0) } }.filter { $0.charge < subtotal }
            if pairs.count == 1, let pair = pairs.first {
                taxes = [SummaryDraft.Tax(line: TaxLine(amount: pair.charge), included: false, row: -1)]
                taxAdded = true
                findings.append(Finding(.note, FindingText.looseChargeAndTotal(charge: pair.charge, total: pair.total, read: total)))
                total = pair.total
                repaired = true
            }
        }

        // Item arithmetic.
        for (k, item) in items.enumerated() {
            if let matches = item.productMatches, let q = item.quantity, let u = item.unitPrice {
                checks.append(.init(.itemArithmetic(item: k + 1), passed: matches))
                if !matches {
                    let p = q.multiplied(by: u)?.description ?? "?"
                    findings.append(Finding(.warning, FindingText.product(item: k + 1, quantity: q, unit: u, product: p, total: item.total), item: k + 1))
                }
            }
        }
        // Items against the subtotal.
        if let subtotal, !items.isEmpty {
            let ok = itemsSum == subtotal || itemsSum == base || itemsIncludeTax
            checks.append(.init(.itemsMatchSubtotal, passed: ok))
            if !ok {
                let suspect = Resolver.suspect(items, difference: subtotal - itemsSum)
                findings.append(Finding(.warning, FindingText.itemsVsSubtotal(items: itemsSum, subtotal: subtotal, suspect: suspect), item: suspect))
            }
        }
        // The chain to the total.
        let added = taxAdded ?? !anyIncluded
        if let total {
            let expected = base + adds(taxAdded: added, roundingSign: roundingSign)
            let ok = expected == total
            // Without items there is nothing to check the total against; that is reported below.
            // A total no line printed as one (the subtotal, the largest amount) cannot verify the receipt.
            if !items.isEmpty, !totalGuessed { checks.append(.init(.totalAddsUp, passed: ok)) }
            if !ok, !items.isEmpty {
                if subtotal == nil, expected - base == zero {
                    let suspect = Resolver.suspect(items, difference: total - itemsSum)
                    findings.append(Finding(.warning, FindingText.itemsVsTotal(items: itemsSum, total: total, suspect: suspect), item: suspect))
                } else {
                    var parts: [(String, Money)] = [(subtotal == nil ? "items" : "subtotal", base)]
                    if added, !taxes.isEmpty { parts.append(("tax", taxes.sum(in: currency) { $0.line.amount })) }
                    if let service { parts.append(("service", service)) }
                    if let tip { parts.append(("tip", tip)) }
                    if !discounts.isEmpty { parts.append(("discount", -discounts.sum(in: currency) { $0.amount })) }
                    if let rounding, roundingSign != 0 { parts.append(("rounding", Money(minorUnits: rounding.minorUnits * roundingSign, currency: currency))) }
                    findings.append(Finding(.warning, FindingText.chain(parts, expected: expected, total: total)))
                }
            }
            if let paid = summary.handed, let change = summary.change.first, paid - change == total || paid > total {
                let ok = paid - change == total
                checks.append(.init(.paymentMatchesTotal, passed: ok))
                if !ok {
                    findings.append(Finding(.warning, FindingText.payment(paid: paid, change: change, total: total)))
                }
            }
        } else {
            findings.append(Finding(.warning, FindingText.noTotal))
        }
        if items.isEmpty { findings.append(Finding(.warning, FindingText.noItems)) }
        // A stray dash after a total is noise; a total and a tax both printed negative may be money given
        // back (the parser asks the slip to say so too).
        let refundTotalLine = summary.negativeTax ? summary.negativeTotalLine : nil
        if let totalNote { findings.append(Finding(.note, totalNote)) }

        if let total, !added || itemsIncludeTax {
            // The most the taxed prices can come to: the subtotal, the total with the bill's discounts, or the items
            // before their own discounts.
            let before = [subtotal ?? total, total + discounts.sum(in: currency) { $0.amount }, items.sum(in: currency) { $0.withAddOns }].max()!
            // Amounts printed that may be the bill before its tax.
            let nets = summary.subtotals + summary.loose + summary.unlabelled + summary.totals.map(\.amount)
            Resolver.boundIncludedTaxes(&taxes, total: total, before: before, nets: Set(nets), findings: &findings)
        }
        let taxIncluded: Bool? = taxes.isEmpty ? (summary.saysTaxIncluded ? true : nil) : (itemsIncludeTax || !added)
        // A receipt whose only tax line prints zero says its tax is zero.
        let taxLines = taxes.isEmpty ? printedZeroTax.map { [$0.line] } ?? [] : taxes.map(\.line)
        let receipt = Receipt(
            currency: currency, items: items.map(\.lineItem), subtotal: subtotal, discounts: discounts, service: service,
            taxes: taxLines, taxIncluded: taxIncluded, tip: tip,
            rounding: roundingSign == 0 ? nil : rounding.map { Money(minorUnits: $0.minorUnits * roundingSign, currency: currency) }, total: total,
            findings: findings)
        return Outcome(receipt: receipt, verification: Verification(checks: checks), items: items,
                       totalSource: total == nil ? .none : totalSource, totalFoundBy: totalFoundBy, repaired: repaired,
                       refundTotalLine: refundTotalLine)
    }

    /// Holds each tax that the prices include to what its printed rate allows: at 10% a bill of 9.00 holds at most
    /// 0.82 (`TOTALE EUR 9,00`, `di cui IVA 10% 8,18`). A tax larger than its rate's share of the bill before
    /// discounts (`before`, the most the taxed prices can come to) is, by what is printed:
    /// - the tax still, its rate misread, where the total less it is printed too (`nets`, or on its own row:
    ///   `Total 70.75 4.25` under a total of 75.00 at `5%`) and it is no more than 30% of that (no country's
    ///   tax is more);
    /// - the amount before the tax, where the total less it is the rate's share (`8,18` is 9,00 less 0,82): the
    ///   tax is that share, unless another tax line at the rate prints it already;
    /// - the total less the base printed on its row, where that is the rate's share (`35,91 10% 3,99` under 39,50:
    ///   3,59), the tax misread;
    /// - else no tax: left out.
    /// Each change is said. These taxes are part of the total already, so no sum changes.
    static func boundIncludedTaxes(_ taxes: inout [SummaryDraft.Tax], total: Money, before: Money, nets: Set<Money>,
                                   findings: inout [Finding]) {
        guard total.isPositive else { return }
        // The rate and the most it allows, for a tax larger than that; nil for one that fits.
        let excess = { (tax: SummaryDraft.Tax) -> (rate: ExactDecimal, most: Money)? in
            guard let rate = tax.line.rate, rate.isPositive, rate < ExactDecimal(100), let most = before.includedTax(atPercent: rate),
                  (tax.line.amount - most).minorUnits > 1 else { return nil }
            return (rate, most)
        }
        var kept: [SummaryDraft.Tax] = []
        for var tax in taxes {
            guard let (rate, most) = excess(tax) else {
                kept.append(tax)
                continue
            }
            let amount = tax.line.amount
            let rest = total - amount
            // The same rate printed on another line that fits it.
            let other = taxes.first { $0 != tax && $0.line.rate == rate && excess($0) == nil && $0.line.amount.isPositive }
            if rest.isPositive, nets.contains(rest) || tax.rowAmounts.contains(rest), amount.minorUnits * 10 <= rest.minorUnits * 3 {
                kept.append(tax)
            } else if rest.isPositive, total.holdsTax(rest, atPercent: rate) {
                if let other, other.line.amount == rest {
                    findings.append(Finding(.note, FindingText.includedTaxBase(printed: amount, rate: rate, tax: other.line.amount)))
                    continue
                }
                findings.append(Finding(.note, FindingText.includedTaxWasNet(printed: amount, rate: rate, tax: rest)))
                tax.line.amount = rest
                kept.append(tax)
            } else if let other {
                findings.append(Finding(.note, FindingText.includedTaxBase(printed: amount, rate: rate, tax: other.line.amount)))
            } else if let base = tax.rowAmounts.first(where: { $0 != amount && $0.isPositive && $0 < total && total.holdsTax(total - $0, atPercent: rate) }) {
                // `35,91 10% 3,99` under a total of 39,50: the base beside the tax, and the total, make it 3,59.
                findings.append(Finding(.warning, FindingText.includedTaxFromBase(printed: amount, rate: rate, base: base, tax: total - base)))
                tax.line.amount = total - base
                kept.append(tax)
            } else {
                findings.append(Finding(.warning, FindingText.includedTaxTooLarge(printed: amount, rate: rate, total: before, most: most)))
            }
        }
        taxes = kept
    }

    /// Makes the items add up to `goal` by taking a skipped line with money as an item, or by
    /// leaving out a line (or a run of lines above the summary) that was taken for one; `false`
    /// when no such change does it.
    func fixItems(_ items: inout [ItemDraft], goal: Money, findings: inout [Finding], assembled: ItemAssembler.Result) -> Bool {
        let zero = Money.zero(currency)
        let itemsSum = items.sum(in: currency) { $0.net }
        let diff = goal - itemsSum
        if diff.isPositive {
            let skipped = (assembled.skipped + (items.isEmpty ? [] : assembled.noisyPriced))
                .filter { $0.lastAmount.map { $0.money.isPositive } ?? false }
            var rescue: [ReadRow] = []
            if let row = skipped.first(where: { $0.lastAmount?.money == diff }) {
                rescue = [row]
            } else if skipped.count > 1, skipped.count <= 6, skipped.sum(in: currency, { $0.lastAmount?.money ?? zero }) == diff {
                rescue = skipped
            }
            guard !rescue.isEmpty else { return false }
            for row in rescue {
                guard let amount = row.lastAmount else { continue }
                // The words before the amount name it (after it, only OCR noise of the margin), unless
                // the amount comes first.
                let words = row.scan.words.enumerated().filter { $0.offset != amount.at && !$0.element.absorbed }
                let before = words.filter { $0.offset < amount.at }
                let name = ItemAssembler(currency: currency).cleanName(
                    (before.contains { $0.element.number == nil } ? before : words).map(\.element.text).joined(separator: " "))
                let draft = ItemDraft(name: name, total: amount.money, rows: [row.index], printedTotal: amount.printed.text,
                                      repaired: amount.printed.repaired)
                let at = items.firstIndex { ($0.rows.first ?? 0) > row.index } ?? items.count
                items.insert(draft, at: at)
                findings.append(Finding(.note, FindingText.rescued(item: at + 1, name: name, amount: amount.money), item: at + 1))
            }
            return true
        }
        guard diff.isNegative else { return false }
        // `HEMAT -2.000` between the items and `HARGA JUAL : 41.500`: a line read as no item (a saving's
        // word) whose negative amount is what the items are over is a discount on the item above it.
        if let row = assembled.skipped.first(where: { $0.lastAmount?.money == diff }),
           let k = items.lastIndex(where: { ($0.rows.first ?? Int.max) < row.index }), items[k].takeDiscount(diff.magnitude) {
            items[k].rows.append(row.index)
            findings.append(Finding(.note, FindingText.rescuedDiscount(
                item: k + 1, line: row.text.trimmed, amount: diff.magnitude), item: k + 1))
            return true
        }
        // Two such lines or more (`SC FRESH VALLEY SAVINGS 1.00-` under one item, `2.00-` under another) whose
        // amounts together are what the items are over: each a discount on the item above it.
        let savings = assembled.skipped.filter { $0.lastAmount?.money.isNegative == true }
        if savings.count > 1, savings.count <= 6, savings.sum(in: currency, { $0.lastAmount?.money ?? zero }) == diff {
            let owners = savings.compactMap { row in items.lastIndex { ($0.rows.first ?? Int.max) < row.index } }
            // Each item takes at most one, and only what it can take; all of them or none.
            if owners.count == savings.count, Set(owners).count == owners.count {
                var trial = items
                var notes: [Finding] = []
                for (row, k) in zip(savings, owners) {
                    guard let amount = row.lastAmount?.money.magnitude, trial[k].takeDiscount(amount) else { return false }
                    trial[k].rows.append(row.index)
                    notes.append(Finding(.note, FindingText.rescuedDiscount(item: k + 1, line: row.text.trimmed, amount: amount), item: k + 1))
                }
                items = trial
                findings += notes
                return true
            }
        }
        guard items.count > 1 else { return false }
        // One line, or a run of lines just above the summary (category sums), that is not an item.
        var drop: Range<Int>?
        if let k = items.lastIndex(where: { $0.net == diff.magnitude }) {
            drop = k..<(k + 1)
        } else {
            var run = zero
            for k in stride(from: items.count - 1, to: 0, by: -1) {
                run += items[k].net
                if run == diff.magnitude { drop = k..<items.count; break }
                if run > diff.magnitude { break }
            }
        }
        guard let drop else { return false }
        for k in drop {
            let line = items[k].rows.first.flatMap { r in assembled.rowsText[r] } ?? items[k].name
            findings.append(Finding(.note, FindingText.dropped(line: line)))
        }
        items.removeSubrange(drop)
        return true
    }

    /// The one item whose printed total, with one digit changed, would close the gap; `nil` when
    /// none or several could.
    static func suspect(_ items: [ItemDraft], difference: Money) -> Int? {
        var found: [Int] = []
        for (k, item) in items.enumerated() {
            let wanted = item.total + difference
            if !wanted.isNegative, oneDigitApart(item.total.minorUnits, wanted.minorUnits) { found.append(k + 1) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether `read` looks like `expected` read only in part: its leading digits lost (`.36` for
    /// 65.36: at least three digits kept, at the end), or its trailing digits read as zeros (`47.` for
    /// 47.31: at least two digits kept, at the start).
    static func sharesDigits(read: Int64, expected: Int64) -> Bool {
        guard read > 0, read != expected else { return false }
        let r = String(read), e = String(expected)
        if r.count >= 3, e.count > r.count, e.hasSuffix(r) { return true }
        let kept = String(r.reversed().drop { $0 == "0" }.reversed())
        return kept.count >= 2 && kept.count < r.count && e.count == r.count && e.hasPrefix(kept)
    }

    /// Whether two tax lines name two different parts of India's GST (central, state, integrated,
    /// union territory).
    static func gstParts(_ a: SummaryDraft.Tax, _ b: SummaryDraft.Tax) -> Bool {
        func part(_ t: SummaryDraft.Tax) -> String? {
            // (`S6ST`: read with the letters OCR took for digits.)
            (t.line.name ?? "").split(separator: " ").lazy.map { KeywordRepair.keyWord($0) }.first { ["CGST", "SGST", "IGST", "UTGST"].contains($0) }
        }
        guard let x = part(a), let y = part(b) else { return false }
        return x != y
    }

    /// Whether the receipt's own figures confirm `expected` (the subtotal and charges) against a total
    /// `read` one digit away from it: the items add up to the subtotal (with or without the discounts
    /// printed among them), and either every charge is its printed rate of the subtotal, or the read total
    /// would leave a charge of more than half the subtotal, which no tax, service or tip is.
    func chargesConfirmed(
        read: Money, expected: Money, start: Money, itemsSum: Money, subtotal: Money?, discounts: [Adjustment],
        taxes: [SummaryDraft.Tax], service: Money?, serviceRate: ExactDecimal?
    ) -> Bool {
        guard let subtotal, subtotal.isPositive else { return false }
        let discountSum = discounts.sum(in: currency) { $0.amount }
        // From the subtotal, or from the items before the discounts that the subtotal already holds.
        guard start == subtotal || (start == itemsSum && start - discountSum == subtotal) else { return false }
        guard itemsSum == subtotal || (!discountSum.isZero && itemsSum - discountSum == subtotal) else { return false }
        let addedTaxes = taxes.filter { !$0.included }
        guard !addedTaxes.isEmpty || service != nil else { return false }
        func byRate(_ amount: Money, _ rate: ExactDecimal?, of base: Money? = nil) -> Bool {
            guard let rate else { return false }
            return (base ?? subtotal).chargesTax(amount, atPercent: rate)
        }
        // A tax may be charged on the service too (`Service 10% 29.50`, `GST 6% 19.47` on 295.00 + 29.50).
        let everyChargeByRate = addedTaxes.allSatisfy { t in
            byRate(t.line.amount, t.line.rate) || service.map { byRate(t.line.amount, t.line.rate, of: subtotal + $0) } == true
        }
            && service.map { byRate($0, serviceRate) } != false
        let charge = read - subtotal
        let chargeTooLarge = charge.minorUnits * 2 > subtotal.minorUnits
        return everyChargeByRate || chargeTooLarge
    }

    /// Whether `read` is `paid` with one more digit in front that OCR makes of a currency sign (`$` and `£`
    /// read as 8, `$` as 5 or 3, `€` as 6).
    static func signReadAsDigit(read: Int64, paid: Int64) -> Bool {
        guard read > 0, paid > 0 else { return false }
        let r = String(read), p = String(paid)
        guard r.count == p.count + 1, r.hasSuffix(p), let first = r.first else { return false }
        return "8536".contains(first)
    }

    /// The items' sum with each line whose count times unit price disagrees with its line total taken at
    /// that product (as a till rounds it); nil when no product disagrees.
    static func productSum(_ items: [ItemDraft], currency: Currency) -> Money? {
        var sum = Money.zero(currency)
        var changed = false
        for item in items {
            if item.productMatches == false, let q = item.quantity, let u = item.unitPrice,
               let product = Money(quantity: q, times: u, currency: currency), product.isPositive {
                sum += product - item.total + item.net
                changed = true
            } else {
                sum += item.net
            }
        }
        return changed ? sum : nil
    }

    /// Whether two whole numbers differ in exactly one decimal digit.
    static func oneDigitApart(_ a: Int64, _ b: Int64) -> Bool {
        guard a != b, a >= 0, b >= 0 else { return false }
        var x = a, y = b, differing = 0
        while x > 0 || y > 0 {
            if x % 10 != y % 10 { differing += 1 }
            x /= 10
            y /= 10
        }
        return differing == 1
    }
}

extension Resolver {
    /// The summary without the total lines printed as whole numbers on a receipt of decimals (`Net Amount 393`)
    /// that cannot be the total: below an item or the subtotal, less the discounts printed, above half as
    /// much again as the subtotal or the items (charges are less; `TOTAL 900` over an item of 190.00 is a
    /// misreading), or with no item worth anything (a count, a code or a number of guests after a total word:
    /// `TOTAL NUMBER OF ITENS SOLD = 2`).
    static func plausibleWholeTotals(_ summary: SummaryDraft, items: [ItemDraft]) -> SummaryDraft {
        guard summary.totals.contains(where: \.printedWhole) else { return summary }
        var s = summary
        guard let largest = items.map(\.total).max(), largest.isPositive else {
            s.totals.removeAll(where: \.printedWhole)
            return s
        }
        let zero = Money.zero(largest.currency)
        let subtotal = summary.subtotals.first { !$0.isZero } ?? zero
        let discounts = summary.discounts.reduce(zero) { $0 + $1.amount }
        let floor = max(subtotal, largest) - discounts
        let base = max(subtotal, items.reduce(zero) { $0 + $1.total })
        let ceiling = Money(minorUnits: base.minorUnits + base.minorUnits / 2, currency: base.currency)
        s.totals.removeAll { $0.printedWhole && ($0.amount < floor || $0.amount > ceiling) }
        return s
    }
}

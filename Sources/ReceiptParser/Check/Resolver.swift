import SplitBillCore

/// Puts items and summary together, lets the receipt's arithmetic choose between readings (which
/// total, whether tax is included, whether a skipped line was an item), and says what does not add up.
struct Resolver {
    let currency: Currency
    /// The strategies of ``totalStrategies`` that are tried: all of them unless
    /// ``ReceiptParser/Options/omittedRules`` names some.
    let activeStrategies: [any TotalStrategy]
    /// The steps of ``Catalogue/resolverSteps`` that run: all of them unless
    /// ``ReceiptParser/Options/omittedRules`` names some.
    let activeSteps: [any ResolverStep]
    /// The fixes of ``Catalogue/itemFixes`` that are tried: all of them unless
    /// ``ReceiptParser/Options/omittedRules`` names some.
    let activeItemFixes: [any ItemFix]

    init(currency: Currency, omitting omitted: Set<String> = []) {
        self.currency = currency
        self.activeStrategies = omitted.isEmpty ? Resolver.totalStrategies : Resolver.totalStrategies.filter { !omitted.contains(ReceiptParser.ruleName($0)) }
        self.activeSteps = omitted.isEmpty ? Catalogue.resolverSteps : Catalogue.resolverSteps.filter { !omitted.contains(ReceiptParser.ruleName($0)) }
        self.activeItemFixes = omitted.isEmpty ? Catalogue.itemFixes : Catalogue.itemFixes.filter { !omitted.contains(ReceiptParser.ruleName($0)) }
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
        /// What the trace tells of this reading.
        var record = Record()
    }

    /// What a reading's rules did, for its ``ParseTrace``.
    struct Record: Hashable, Sendable {
        /// The rows read, with their roles and amounts (set by the parser once resolved).
        var rows: [ReadRow] = []
        /// By row index, the item rules that changed the row's reading and, last, the one that took it.
        var itemRules: [Int: [String]] = [:]
        /// By row index, the summary reader that took the row.
        var summaryReaders: [Int: String] = [:]
        /// The printed total lines considered, most trusted first.
        var candidates: [SummaryDraft.Total] = []
        var paidLessChange: Money?
        /// The resolver's steps that changed the figures, in order.
        var steps: [ParseTrace.Step] = []
    }

    /// The ways of finding the total, in the order they are tried (``Catalogue/totalStrategies``, where
    /// the order is stated).
    static var totalStrategies: [any TotalStrategy] { Catalogue.totalStrategies }


    /// Chooses the total with ``totalStrategies``, then checks the items and the chain to the total
    /// against it, repairing what the arithmetic shows to be misread: the steps of
    /// ``Catalogue/resolverSteps``, in order.
    func resolve(items assembled: ItemAssembler.Result, summary printed: SummaryDraft) -> Outcome {
        var r = Resolution(currency: currency, assembled: assembled, summary: printed, strategies: activeStrategies, itemFixes: activeItemFixes)
        var figures = TraceFigures(r)
        for step in activeSteps {
            step.apply(to: &r)
            let after = TraceFigures(r)
            if after != figures, var traced = figures.step(to: after, phase: .arithmetic, rule: ReceiptParser.ruleName(step)) {
                if step is FindTotal, let by = r.totalFoundBy { traced.changes.append("found by \(by)") }
                r.steps.append(traced)
            }
            figures = after
        }
        return r.outcome
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

    /// Makes the items add up to `goal` with the first of `fixes` (``Catalogue/itemFixes``) that fixes them;
    /// `false` when none does, or one says that none can.
    static func fixItems(_ items: inout [ItemDraft], goal: Money, findings: inout [Finding], assembled: ItemAssembler.Result,
                         currency: Currency, fixes: [any ItemFix]) -> Bool {
        let gap = goal - items.sum(in: currency) { $0.net }
        for fix in fixes {
            switch fix.fix(&items, gap: gap, findings: &findings, assembled: assembled, currency: currency) {
            case .fixed: return true
            case .failed: return false
            case .notApplicable: continue
            }
        }
        return false
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
        taxes: [SummaryDraft.Tax], service: Money?, serviceRate: ExactDecimal?, tip: Money? = nil
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
            || Resolver.onlyTheTotalMisread(read: read, expected: expected, charges: taxes.map(\.line.amount) + [service, tip].compactMap { $0 })
    }

    /// Digits that OCR reads one for the other on receipts (a pair each, smaller first): loops closed or
    /// opened (`3`/`8`, `5`/`6`, `0`/`8`), a stroke lost (`7`/`1`).
    static let lookAlikeDigits: Set<[Character]> = [
        ["0", "6"], ["0", "8"], ["0", "9"], ["1", "4"], ["1", "7"], ["2", "7"], ["3", "5"], ["3", "8"], ["3", "9"], ["5", "6"],
        ["5", "8"], ["6", "8"], ["8", "9"],
    ]

    /// Whether a total `read` one digit off the subtotal and charges (`expected`) is the one misreading that
    /// explains the difference: its one differing digit is a pair OCR confuses (`44.85` for 44.35), and no
    /// charge would fit the total read by a change of one digit (a tax of 3.85 would have to be 4.35: two).
    /// Two figures each one digit off the other way cannot be told apart; one that needs two cannot be the
    /// likelier misreading.
    static func onlyTheTotalMisread(read: Money, expected: Money, charges: [Money]) -> Bool {
        let r = Array(String(read.minorUnits)), e = Array(String(expected.minorUnits))
        guard read.minorUnits > 0, r.count == e.count, oneDigitApart(read.minorUnits, expected.minorUnits),
              let k = r.indices.first(where: { r[$0] != e[$0] }), lookAlikeDigits.contains([r[k], e[k]].sorted()) else { return false }
        let gap = read - expected
        return !charges.contains { c in
            let fitting = c + gap
            return fitting.isPositive && oneDigitApart(c.minorUnits, fitting.minorUnits)
        }
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

import SplitBillCore

/// The receipt's own arithmetic, checked on the receipt as it now stands: after corrections, or as a
/// bill file says after a person edited it. The findings of a reading describe the receipt as read;
/// these describe it as it is.
///
/// The checks, each made only when the receipt has what it needs:
/// - each item's quantity × unit price, rounded to the currency's smallest unit (halves away from zero),
///   is its line total;
/// - the items (with their add-ons, less their discounts, and less the bill's discounts when those were
///   printed above the subtotal) add up to the subtotal;
/// - the items less discounts, plus service, tax when added, tip and rounding, are the total (the
///   split makes the same sum). When the receipt does not say whether its tax is included, either way will do.
///
/// The receipt ``addsUp`` when it has items and a total and every check made passes. When it does
/// not, ``gap`` is what the total asks for beyond the parts, and ``suggestions`` name the single
/// corrections that would close it.
public struct ReceiptCheck: Hashable, Sendable {
    /// What does not add up, as warnings a person can act on; empty when everything does.
    public var findings: [Finding]
    /// Whether the receipt has items and a total and every check passes.
    public var addsUp: Bool
    /// The total less what the parts make (positive: the parts fall short; zero when they meet it),
    /// when the receipt has a total.
    public var gap: Money?
    /// The single corrections that would make the parts meet the total, most plausible first.
    public var suggestions: [Suggestion]

    /// A correction that would make the receipt add up: the fix, and why it is plausible.
    public struct Suggestion: Hashable, Sendable, CustomStringConvertible {
        /// What to change: `.setItemTotal(item: 3, amount: 12.50)`, `.setTax(7.83)`.
        public var fix: Fix
        /// Why it is plausible, in words: `a tax line of 7.83 that was not read`.
        public var reason: String
        /// `set item 3 to 12.50 (item 3 was read as 17.50 but is 12.50, one digit off)`.
        public var description: String { "\(fix) (\(reason))" }

        init(_ fix: Fix, reason: String) {
            self.fix = fix
            self.reason = reason
        }
    }

    /// One correction of the receipt or of the split's charges, as a value: a caller words it (a command
    /// as the flag that makes it), and the check tries it before suggesting it.
    public enum Fix: Hashable, Sendable, CustomStringConvertible {
        /// Item `item` (numbered from 1) costs `amount` in all (its add-ons in it).
        case setItemTotal(item: Int, amount: Money)
        /// An item of `amount` that was not read; its name is the person's to give.
        case addItem(amount: Money)
        /// The tax is `amount`, added to the items.
        case setTax(Money)
        /// The tax is already in the prices.
        case taxIncluded
        /// The service charge is this amount (zero: there is none).
        case setService(Money)
        /// The bill's discount is this amount (zero: there is none).
        case setDiscount(Money)
        /// The tip is this amount (zero: there is none).
        case setTip(Money)
        /// The total is rounded by this amount.
        case setRounding(Money)

        /// The fix in words: `set item 3 to 12.50`, `count the tax as included in the prices`.
        public var description: String {
            switch self {
            case .setItemTotal(let item, let amount): "set item \(item) to \(amount.plainString)"
            case .addItem(let amount): "add an item of \(amount.plainString)"
            case .setTax(let m): "set the tax to \(m.plainString)"
            case .taxIncluded: "count the tax as included in the prices"
            case .setService(let m): m.isZero ? "drop the service charge" : "set the service charge to \(m.plainString)"
            case .setDiscount(let m): m.isZero ? "drop the discount" : "set the discount to \(m.plainString)"
            case .setTip(let m): m.isZero ? "drop the tip" : "set the tip to \(m.plainString)"
            case .setRounding(let m): "set the rounding to \(m.plainString)"
            }
        }

        /// The receipt and plan this fix makes of `receipt` and `plan`, or nil when it cannot be made.
        func applied(to receipt: Receipt, plan: SplitPlan) -> (Receipt, SplitPlan)? {
            var (r, p) = (receipt, plan)
            switch self {
            case .setItemTotal(let n, let m):
                guard let (edited, _) = try? ReceiptEdits(amounts: [n: m]).apply(to: r, plan: p) else { return nil }
                r = edited
            case .addItem(let m):
                guard let (edited, edPlan) = try? ReceiptEdits(additions: [.init(name: "added", total: m)]).apply(to: r, plan: p) else { return nil }
                (r, p) = (edited, edPlan)
            case .setTax(let m): p.tax = .amount(m)
            case .taxIncluded: p.taxIncluded = true
            case .setService(let m): p.service = .amount(m)
            case .setDiscount(let m): p.discount = .amount(m)
            case .setTip(let m): p.tip = .amount(m)
            case .setRounding(let m): r.rounding = m
            }
            return (r, p)
        }
    }

    /// Checks `receipt` as `plan` splits it: leaving out the items it excludes (removed by a
    /// correction), and with the discount, service and tax it gives in place of the receipt's.
    public init(_ receipt: Receipt, plan: SplitPlan = SplitPlan()) {
        self.init(receipt, plan: plan, suggesting: true)
    }

    private init(_ receipt: Receipt, plan: SplitPlan, suggesting: Bool) {
        (findings, gap, suggestions) = Self.check(receipt, plan: plan)
        addsUp = findings.isEmpty && receipt.total != nil && !receipt.items.isEmpty
        // Each correction is tried, and only one that makes the whole bill add up is suggested (one that
        // closes the subtotal may leave the total open); a tax or a service charge above a third of the
        // items is no reading anyone would believe, whatever it closes.
        guard suggesting else { suggestions = []; return }
        let items = receipt.items.enumerated().filter { !plan.excludedItems.contains($0.offset + 1) }
            .reduce(Money.zero(receipt.currency)) { $0 + $1.element.netTotal }
        let third = Money(minorUnits: items.minorUnits / 3, currency: receipt.currency)
        suggestions = suggestions.filter { s in
            switch s.fix {
            case .setTax(let m), .setService(let m): if m > third { return false }
            default: break
            }
            guard let (r, p) = s.fix.applied(to: receipt, plan: plan) else { return false }
            return ReceiptCheck(r, plan: p, suggesting: false).addsUp
        }
    }

    private static func check(
        _ receipt: Receipt, plan: SplitPlan
    ) -> (findings: [Finding], gap: Money?, suggestions: [Suggestion]) {
        let currency = receipt.currency
        let excluded = plan.excludedItems
        var findings: [Finding] = []
        do throws(AmountOverflow) {
            try receipt.checkSums()
        } catch {
            findings.append(Finding(.warning, "the amounts on this bill are too large to add up; check them"))
            return (findings, nil, [])
        }
        let kept = receipt.items.enumerated().filter { !excluded.contains($0.offset + 1) }
        if kept.isEmpty { findings.append(Finding(.warning, "the bill has no items; add the ones on the paper")) }
        for (i, item) in kept {
            if let message = productMismatch(item, number: i + 1) { findings.append(Finding(.warning, message, item: i + 1)) }
        }
        let items = kept.reduce(Money.zero(currency)) { $0 + $1.element.netTotal }
        let numbered = kept.map { ($0.offset + 1, $0.element) }
        var suggestions: [Suggestion] = []
        let beforeDiscounts = kept.reduce(Money.zero(currency)) { $0 + $1.element.totalWithAddOns }
        if let subtotal = receipt.subtotal, !receipt.subtotalAgrees(itemsNet: items, beforeItemDiscounts: beforeDiscounts) {
            let hint = subtotal > items ? "an item may be missing" : "a line may have been taken for an item"
            findings.append(Finding(.warning, "the items add up to \(items.formatted) but the receipt's subtotal says \(subtotal.formatted); \(hint)",
                                    kind: .itemsMissSubtotal(items: items, subtotal: subtotal)))
            suggestions += itemFixes(numbered, missing: subtotal - items)
        }
        guard let total = receipt.total else {
            findings.append(Finding(.warning, "the bill has no total; give the one on the paper"))
            return (findings, nil, suggestions)
        }
        // The chain starts from the items, as the split does; the subtotal is checked against them above.
        let base = items
        let zero = Money.zero(currency)
        func charge(_ given: Charge?, of amount: Money, _ printed: Money?) -> Money {
            switch given {
            case .amount(let m)?: m
            case .percent(let p)?: amount.percentage(p) ?? zero
            case nil: printed ?? zero
            }
        }
        let discount = charge(plan.discount, of: base, receipt.discount)
        let service = charge(plan.service, of: base - discount, receipt.service)
        let taxIncluded = plan.taxIncluded ?? receipt.taxIncluded
        var tax = receipt.tax ?? zero
        switch plan.tax {
        case .amount(let m)?: tax = m
        case .percent(let p)?:
            tax = (taxIncluded == true ? (base - discount + service).includedTax(atPercent: p) : (base - discount + service).percentage(p)) ?? zero
        case nil: break
        }
        let withoutTax = base - discount + service + (receipt.tip ?? zero) + (receipt.rounding ?? zero)
        var candidates: [Money] = switch taxIncluded {
        case true?: [withoutTax]
        case false?: [withoutTax + tax]
        case nil: [withoutTax + tax, withoutTax]
        }
        // A tip given in the plan replaces the printed one, which may be no part of the printed total (a tip
        // guide's suggestion read as a tip): the parts without it will do too.
        if plan.tip != nil, let printedTip = receipt.tip, !printedTip.isZero { candidates += candidates.map { $0 - printedTip } }
        guard !candidates.contains(total) else { return (findings, .zero(currency), suggestions) }
        var chain = TotalChain(.items, base)
        // The first candidate's parts, as the split adds them.
        if !discount.isZero { chain.append(.discount, -discount) }
        if !service.isZero { chain.append(.service, service) }
        if !tax.isZero, taxIncluded != true { chain.append(.tax, tax) }
        if let t = receipt.tip, !t.isZero { chain.append(.tip, t) }
        if let r = receipt.rounding, !r.isZero { chain.append(.rounding, r) }
        let missing = total - chain.sum
        let how = missing.isNegative ? "\(missing.magnitude.formatted) too much" : "\(missing.formatted) missing"
        findings.append(Finding(.warning, "\(chain.sumText(\.formatted)), but the total says \(total.formatted): \(how)",
                                kind: .totalMismatch(chain, total: total)))
        let noTax = receipt.taxes.isEmpty && plan.tax == nil
        suggestions += chargeFixes(receipt, missing: missing, tax: noTax ? nil : tax, taxIncluded: taxIncluded == true,
                                   hasService: service.isPositive, discount: discount, service: service)
        // Unless a printed subtotal confirms the items, one of them may be misread, or missing.
        if receipt.subtotal != items { suggestions += itemFixes(numbered, missing: missing) }
        var seen: Set<Fix> = []
        return (findings, missing, suggestions.filter { seen.insert($0.fix).inserted })
    }

    /// What is wrong when `item`'s quantity × unit price, rounded as a till rounds it (10.123 l × 1.799 =
    /// 18.21), is not its line total; nil when it is, or when the item has no quantity and unit price.
    static func productMismatch(_ item: LineItem, number: Int) -> String? {
        guard let q = item.quantity, let u = item.unitPrice, let product = q.multiplied(by: u),
              let rounded = Money(quantity: q, times: u, currency: item.total.currency), rounded != item.total else { return nil }
        return "item \(number): \(q.description) × \(u.description) = \(product.description), but its line total says \(item.total.plainString); check item \(number)"
    }

    /// The corrections of a charge that would add `missing` to the parts: a rounding of a cent or two,
    /// a tax (not when it is inside the prices) or a service charge that was not read or misread; first,
    /// a discount or service whose removal alone closes the gap (`Discount : 15.00` read from a line that
    /// only says what was saved), or a tax that is inside the prices rather than added.
    static func chargeFixes(
        _ receipt: Receipt, missing: Money, tax: Money?, taxIncluded: Bool, hasService: Bool,
        discount: Money? = nil, service: Money? = nil
    ) -> [Suggestion] {
        var out: [Suggestion] = []
        if let discount, discount.isPositive, discount == missing {
            out.append(Suggestion(.setDiscount(.zero(receipt.currency)), reason: "the discount of \(discount.plainString) is already in the prices or the total"))
        }
        if let tax, tax.isPositive, !taxIncluded, tax == -missing {
            out.append(Suggestion(.taxIncluded, reason: "the tax of \(tax.plainString) is already in the prices"))
        }
        if let service, service.isPositive, service == -missing {
            out.append(Suggestion(.setService(.zero(receipt.currency)), reason: "the service charge of \(service.plainString) is not part of the total"))
        }
        if let tip = receipt.tip, tip.isPositive, tip == -missing {
            out.append(Suggestion(.setTip(.zero(receipt.currency)), reason: "the tip of \(tip.plainString) is not part of the total (a tip guide's suggestion, say)"))
        }
        if abs(missing.minorUnits) <= 2 {
            let rounding = (receipt.rounding ?? .zero(receipt.currency)) + missing
            out.append(Suggestion(.setRounding(rounding), reason: "the total is rounded by \(missing.plainString)"))
        }
        guard missing.isPositive else { return out }
        if taxIncluded {
            // A tax inside the prices does not change the total.
        } else if let tax {
            out.append(Suggestion(.setTax(tax + missing), reason: "the tax is \((tax + missing).plainString), not \(tax.plainString)"))
        } else {
            out.append(Suggestion(.setTax(missing), reason: "a tax line of \(missing.plainString) that was not read"))
        }
        if !hasService, receipt.tip == nil {
            out.append(Suggestion(.setService(missing), reason: "a service charge or tip of \(missing.plainString) that was not read"))
        }
        return out
    }

    /// The corrections of the items that would add `missing` to them: one item misread in one digit,
    /// or an item that was not read.
    static func itemFixes(_ items: [(Int, LineItem)], missing: Money) -> [Suggestion] {
        var out: [Suggestion] = []
        for (number, item) in items {
            for corrected in oneDigitOff(item.total.minorUnits) where corrected - item.total.minorUnits == missing.minorUnits {
                let amount = Money(minorUnits: corrected, currency: item.total.currency)
                out.append(Suggestion(.setItemTotal(item: number, amount: amount),
                                      reason: "item \(number) was read as \(item.total.plainString) but is \(amount.plainString), one digit off"))
            }
        }
        if missing.isPositive {
            out.append(Suggestion(.addItem(amount: missing), reason: "an item of \(missing.plainString) that was not read"))
        }
        return out
    }

    /// The amounts that differ from `units` in exactly one digit (keeping its number of digits).
    static func oneDigitOff(_ units: Int64) -> [Int64] {
        guard units >= 0 else { return [] }
        let digits = Array(String(units))
        var out: [Int64] = []
        for (i, d) in digits.enumerated() {
            for replacement in "0123456789" where replacement != d {
                if i == 0, replacement == "0", digits.count > 1 { continue }
                var changed = digits
                changed[i] = replacement
                if let value = Int64(String(changed)) { out.append(value) }
            }
        }
        return out
    }
}

extension Receipt {
    /// The receipt with its findings of the arithmetic made again (``ReceiptCheck``): the warnings of
    /// the reading are replaced by what does not add up now, and its notes are kept for the items
    /// that remain as read (not corrected or removed), as are the warnings of its ``Receipt/repairs``
    /// (a digit changed is still to be checked). It is checked as `plan` splits it (see
    /// ``ReceiptCheck/init(_:plan:)``).
    public func rechecked(as plan: SplitPlan = SplitPlan(), corrected: Set<Int> = []) -> Receipt {
        var receipt = self
        let excluded = plan.excludedItems
        let check = ReceiptCheck(self, plan: plan)
        func asRead(_ item: Int?) -> Bool { item.map { !excluded.contains($0) && !corrected.contains($0) } ?? true }
        let notes = findings.filter { f in f.severity == .note && asRead(f.item) }
        let repaired = repairs.filter { asRead($0.item) }.map { Finding(.warning, $0.reason, item: $0.item) }
        receipt.findings = notes + repaired + check.findings
        return receipt
    }
}

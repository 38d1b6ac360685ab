import SplitBillCore

/// Everything that decides one split, and the rules that combine it into the receipt and the plan
/// that ``BillSplitter`` divides. This is how `splitbill split` reads its settings, bill file,
/// assignments file, saved groups, flags and corrections.
///
/// **Precedence**, weakest first; each source says only what it sets, and a stronger one replaces a
/// value the weaker set (assignments are replaced item by item, left-out items add up):
/// 1. ``defaults``: the user's standing tip and tax, for a receipt that prints none (see
///    ``SplitDefaults/plan(for:)``);
/// 2. ``billPlan``: what a bill file says of the split (`people`, `assign`, `tip`, ...);
/// 3. ``assignments``: an assignments file;
/// 4. ``flags``: the command line.
///
/// **People.** With saved ``groups``, the people are the groups' members in order, then anyone in the
/// flags' `people` not already among them; names are compared without regard to case and each is kept
/// once, as first written. Without groups, the strongest source that names people decides.
///
/// **Corrections** (``edits``) are made last, to the receipt as read: numbers refer to its items as
/// read, and a removed item's assignment is dropped (see ``ReceiptEdits``).
///
/// **Checks are of the bill as it now stands.** When a correction changes an amount, or the receipt
/// comes from a bill file (which a person may have edited: ``receiptIsAsRead`` false), its findings
/// are made again from its arithmetic (`Receipt/rechecked(as:corrected:)`), so that a doubt
/// the correction settled is never shown; ``verified(_:)`` says whether it now adds up.
///
/// ```swift
/// var request = SplitRequest(receipt: receipt)
/// request.flags.people = ["ana", "ben"]
/// request.flags.assignments[1] = try ItemShare(parsing: "ana")
/// request.flags.tip = .percent(ExactDecimal("10")!)
/// let (fixed, plan) = try request.resolved()
/// let result = try BillSplitter().split(fixed, plan: plan)
/// ```
public struct SplitRequest: Hashable, Sendable {
    /// The receipt as read or loaded, before corrections.
    public var receipt: Receipt
    /// The user's defaults (the weakest source).
    public var defaults: SplitDefaults
    /// The split saved in the bill file.
    public var billPlan: SplitPlan
    /// An assignments file's split, when one is given.
    public var assignments: SplitPlan?
    /// The command line's split (the strongest source).
    public var flags: SplitPlan
    /// The members of each saved group named, in the order named.
    public var groups: [[String]]
    /// Corrections to the receipt.
    public var edits: ReceiptEdits
    /// Whether the receipt's findings are its reading's own, fresh from the parser; false for a bill
    /// file, whose amounts a person may have changed since.
    public var receiptIsAsRead: Bool

    /// A request for `receipt`; everything else empty.
    public init(
        receipt: Receipt, defaults: SplitDefaults = SplitDefaults(), billPlan: SplitPlan = SplitPlan(),
        assignments: SplitPlan? = nil, flags: SplitPlan = SplitPlan(), groups: [[String]] = [], edits: ReceiptEdits = ReceiptEdits(),
        receiptIsAsRead: Bool = true
    ) {
        self.receiptIsAsRead = receiptIsAsRead
        self.receipt = receipt
        self.defaults = defaults
        self.billPlan = billPlan
        self.assignments = assignments
        self.flags = flags
        self.groups = groups
        self.edits = edits
    }

    /// The sources laid over each other in order of precedence, before corrections.
    public var plan: SplitPlan {
        var plan = defaults.plan(for: receipt).overriding(with: billPlan)
        if let assignments { plan = plan.overriding(with: assignments) }
        var flags = self.flags
        if !groups.isEmpty { flags.people = Self.people(groups: groups, extra: flags.people ?? []) }
        return plan.overriding(with: flags)
    }

    /// The receipt with the corrections made, and the plan to split it by.
    ///
    /// - Throws: ``SplitError/invalidEdit(_:reason:)`` when a correction names an item the receipt does not have.
    public func resolved() throws(SplitError) -> (receipt: Receipt, plan: SplitPlan) {
        let merged = plan
        var (fixed, plan) = try edits.apply(to: chosenRepairs(plan: merged), plan: merged)
        if needsRecheck(merged) { fixed = fixed.rechecked(as: plan, corrected: Set(edits.amounts.keys)) }
        return (fixed, plan)
    }

    /// The receipt with its repairs chosen again for the corrections: a repair that a correction replaces
    /// (the item's amount given, the item removed, the total given) is dropped, and of the others the
    /// fewest are kept that let the corrected receipt add up (``ReceiptCheck/addsUp``). Each repair undone
    /// has its figure as printed again and says so in a note; when no choice adds up, or nothing is
    /// corrected, the repairs stay as read.
    ///
    /// So a reading that made the items meet the subtotal by changing a digit (`Burger 12.50` read as
    /// 16.50) is read as printed again once the person adds the item that was missing.
    func chosenRepairs(plan: SplitPlan) -> Receipt {
        guard !receipt.repairs.isEmpty, edits.changesAmounts || plan.tax != nil || plan.service != nil || plan.discount != nil else {
            return receipt
        }
        var receipt = receipt
        receipt.repairs.removeAll(where: edits.replaces)
        let open = receipt.repairs
        // Every choice of repairs to undo, most undone first, up to 2^8 of them (no reading has so many).
        let count = min(open.count, 8)
        let choices = (0..<(1 << count)).sorted { a, b in
            a.nonzeroBitCount != b.nonzeroBitCount ? a.nonzeroBitCount > b.nonzeroBitCount : a < b
        }
        for choice in choices {
            var candidate = receipt
            let undone = (0..<count).filter { choice & (1 << $0) != 0 }.map { open[$0] }
            for repair in undone { candidate = repair.undone(in: candidate) }
            candidate.repairs.removeAll { undone.contains($0) }
            guard let (corrected, correctedPlan) = try? edits.apply(to: candidate, plan: plan),
                  ReceiptCheck(corrected, plan: correctedPlan).addsUp else { continue }
            guard !undone.isEmpty else { return receipt }
            // (The warnings of the repairs undone go with the recheck that follows, which keeps only those of
            // the repairs kept.)
            for repair in undone { candidate.findings.append(Finding(.note, Self.undoneNote(repair), item: repair.item)) }
            return candidate
        }
        return self.receipt
    }

    /// The repairs of the reading that were undone for the corrections (see `resolved()`), in `resolved`,
    /// the receipt it gave: its figures are as printed again.
    public func undoneRepairs(in resolved: Receipt) -> [Repair] {
        receipt.repairs.filter { !edits.replaces($0) && !resolved.repairs.contains($0) }
    }

    /// `item 1 is 12.50 as printed: with the corrections the receipt adds up without reading it as 16.50`.
    public static func undoneNote(_ repair: Repair) -> String {
        let figure = repair.item.map { "item \($0)" } ?? "the total"
        return "\(figure) is \(repair.printed.plainString) as printed: with the corrections the receipt adds up without reading it as \(repair.read.plainString)"
    }

    /// Whether the findings of the receipt must be made again: an amount was corrected, the plan gives
    /// a tax, service or discount in place of the receipt's, or a tip in place of a printed one, or the
    /// receipt is not as read.
    public var needsRecheck: Bool { needsRecheck(plan) }

    private func needsRecheck(_ plan: SplitPlan) -> Bool {
        edits.changesAmounts || !receiptIsAsRead || plan.tax != nil || plan.service != nil || plan.discount != nil
            || (plan.tip != nil && receipt.tip != nil)
    }

    /// Whether the resolved receipt adds up (``ReceiptCheck/addsUp``), for a receipt whose findings
    /// were made again; nil when they are the reading's own (the parser's verdict then stands).
    public func verified(_ resolved: (receipt: Receipt, plan: SplitPlan)) -> Bool? {
        // The resolved plan carries the same tax, service and discount as the merged one.
        guard needsRecheck(resolved.plan) else { return nil }
        // A figure the arithmetic repaired is not the paper's until a person says so.
        return ReceiptCheck(resolved.receipt, plan: resolved.plan).addsUp && resolved.receipt.repairs.isEmpty
    }

    /// The people of saved groups and extra names: each once (compared without regard to case), in
    /// the order first named.
    public static func people(groups: [[String]], extra: [String]) -> [String] {
        var people: [String] = []
        for name in groups.joined() + extra where !people.contains(where: { $0.lowercased() == name.lowercased() }) {
            people.append(name)
        }
        return people
    }

    /// The currency to read a bill's amounts in: the one given on the command line, else the
    /// assignments file's, else the bill's own, else the user's default; nil when none says.
    public static func currency(flag: Currency?, assignments: Currency?, bill: Currency?, setting: Currency?) -> Currency? {
        flag ?? assignments ?? bill ?? setting
    }
}

/// The user's standing defaults for splits: a tip and a tax for receipts that print none.
public struct SplitDefaults: Hashable, Sendable {
    /// The tip, for a receipt with no tip of its own.
    public var tip: Charge?
    /// What a tip percentage is of.
    public var tipBase: TipBase?
    /// The tax, for a receipt that shows no tax.
    public var tax: Charge?
    /// Whether that tax is inside the prices; applies only with it.
    public var taxIncluded: Bool?

    /// Defaults.
    public init(tip: Charge? = nil, tipBase: TipBase? = nil, tax: Charge? = nil, taxIncluded: Bool? = nil) {
        self.tip = tip
        self.tipBase = tipBase
        self.tax = tax
        self.taxIncluded = taxIncluded
    }

    /// The defaults as a plan to lay under the others, for a receipt: the tip only when the receipt
    /// prints neither a tip nor a service charge (a service charge is the tip already), the tax (and
    /// whether it is included) only when it prints no tax, so that what the paper says is never
    /// replaced, nor doubled, by a default.
    public func plan(for receipt: Receipt) -> SplitPlan {
        var plan = SplitPlan()
        if !Self.receiptHasTip(receipt) { plan.tip = tip }
        plan.tipBase = tipBase
        if receipt.taxes.isEmpty {
            plan.tax = tax
            plan.taxIncluded = taxIncluded
        }
        return plan
    }

    /// Whether the receipt prints a tip or a service charge (of more than zero), so that a default tip
    /// is not added to it.
    public static func receiptHasTip(_ receipt: Receipt) -> Bool {
        receipt.tip?.isPositive == true || receipt.service?.isPositive == true
    }
}

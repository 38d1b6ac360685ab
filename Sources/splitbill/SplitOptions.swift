import ArgumentParser
import BillSplitter
import SplitBillCore

/// `split`'s options that say who had what.
struct PeopleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Everyone at the table, comma-separated, in the order to show them.", valueName: "names"))
    var people: String?

    @Option(help: ArgumentHelp("A saved group of people (splitbill group add); with --people, both. Repeatable.", valueName: "name"))
    var group: [String] = []

    @Option(help: ArgumentHelp(
        "Who had an item: 1=ana, 2=ana,ben (equal parts), 3=ana:2,ben:1 (by weight), 2,5=ben or 1-3=ana (several items). Repeatable.",
        valueName: "items=names"))
    var assign: [String] = []

    @Option(help: ArgumentHelp(
        "Split an item by units of its quantity: 4=ana:2,ben:1 (of 3 beers, ana had 2). Repeatable.",
        valueName: "item=name:units,..."))
    var units: [String] = []

    @Option(help: ArgumentHelp("Items shared equally by everyone: 4 or 4,5. Repeatable.", valueName: "items"))
    var everyone: [String] = []

    @Flag(help: "Share items that nobody was assigned equally between everyone (otherwise they are an error).")
    var splitUnassigned = false

    @Flag(help: "Everyone pays the same, whatever they had.")
    var even = false

    @Option(help: ArgumentHelp("A JSON file with the split's settings (people, assign, units, everyone, tip, ...; see the BillSplitter documentation, BillFileFormat).", valueName: "file"))
    var assignments: String?

    /// The people and assignments the flags give.
    func plan() throws(CommandError) -> SplitPlan {
        var plan = SplitPlan()
        if let people {
            plan.people = people.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
            // A mistake on the command line is exit 64, as every flag's.
            for name in plan.people ?? [] where !SplitPlan.isValidName(name) {
                throw CommandError("--people \(people.escapingControlCharacters): \(SplitError.invalidName(name).description)", .usage)
            }
            var listed = Set<String>()
            for name in plan.people ?? [] where !listed.insert(name.trimmingSpaces.lowercased()).inserted {
                throw CommandError("--people \(people): \(name.trimmingSpaces) is listed twice (names are matched regardless of case); list each person once", .usage)
            }
        }
        var seen: [Int: String] = [:]
        func add(_ spec: String, flagName: String, units: Bool, shown: String? = nil) throws(CommandError) {
            let halves = spec.split(separator: "=", maxSplits: 1).map(String.init)
            guard halves.count == 2 else {
                throw CommandError("\(flagName) \(spec): write it as ITEMS=NAMES, such as \(flagName) 1=ana", .usage)
            }
            let numbers = try flagValue(flagName) { () throws(SplitError) in try ItemSelection.parse(halves[0]) }
            let share = try flagValue(flagName) { () throws(SplitError) in try ItemShare(parsing: halves[1], asUnits: units) }
            if let bad = share.names.first(where: { !SplitPlan.isValidName($0) }) {
                throw CommandError("\(flagName) \((shown ?? spec).escapingControlCharacters): \(SplitError.invalidName(bad).description)", .usage)
            }
            for n in numbers {
                if let earlier = seen[n] {
                    throw CommandError("item \(n) is assigned twice (\(earlier) and \(flagName) \(shown ?? spec)); to share it, name everyone in one --assign, such as --assign \(n)=ana,ben", .usage)
                }
                seen[n] = "\(flagName) \(shown ?? spec)"
                plan.assignments[n] = share
            }
        }
        for spec in assign { try add(spec, flagName: "--assign", units: false) }
        for spec in units { try add(spec, flagName: "--units", units: true) }
        for spec in everyone { try add("\(spec)=all", flagName: "--everyone", units: false, shown: spec) }
        if splitUnassigned { plan.splitUnassignedEvenly = true }
        if even {
            guard plan.assignments.isEmpty else { throw CommandError(SplitError.evenWithAssignments.advice, .usage) }
            plan.even = true
        }
        return plan
    }
}

/// `split`'s options for tax, tip, service, discount, how they are shared, and who paid.
struct ChargeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("A tip: a percentage (18%) or an amount (10.00; a bare 15 is refused as unclear). Replaces a tip printed on the receipt.", valueName: "tip"))
    var tip: String?

    @Flag(help: "Take the tip percentage of the amount after tax and service (default: of the items before tax).")
    var tipAfterTax = false

    @Flag(help: "No tip: takes off a tip printed on the receipt, and the default tip is not added.")
    var noTip = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The tax: a percentage (8.875%) or an amount (3.91). Replaces the receipt's tax.", valueName: "tax"))
    var tax: String?

    @Flag(help: "How the tax relates to the prices: --tax-included (VAT already inside them, only shown) or --tax-added (paid on top).")
    var taxMode: TaxMode?

    @Option(parsing: .unconditional, help: ArgumentHelp("A service charge: a percentage (10%) or an amount.", valueName: "service"))
    var service: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A discount of the whole bill: a percentage (10%) or an amount.", valueName: "discount"))
    var discount: String?

    @Option(help: ArgumentHelp("How discount, service, tax, tip and rounding are shared: proportional (to each person's items; default) or equal.", valueName: "rule"))
    var extras: ExtrasRule?

    @Option(help: ArgumentHelp("Who paid the bill; the summary says what everyone else owes them.", valueName: "name"))
    var payer: String?

    /// Lays the flags' charges over `plan`; amounts are read in `currency`.
    func apply(to plan: inout SplitPlan, currency: Currency) throws(CommandError) {
        if tipAfterTax { plan.tipBase = .afterTax }
        plan.taxIncluded = taxMode.map { $0 == .taxIncluded }
        plan.extras = extras
        plan.payer = payer
        func charge(_ text: String?, _ flag: String, _ what: String) throws(CommandError) -> Charge? {
            try text.map { t throws(CommandError) in
                try flagValue(flag) { () throws(SplitError) in try Charge(parsing: t, currency: currency, what: what) }
            }
        }
        for (text, flag, what) in [(tip, "--tip", "tip"), (service, "--service", "service charge")] {
            if let text, let message = Self.ambiguity(text, what: what, currency: currency) { throw CommandError("\(flag) \(text): \(message)", .usage) }
        }
        plan.tip = try charge(tip, "--tip", "tip")
        if noTip {
            if let tip { throw CommandError("--no-tip and --tip \(tip) say opposite things; give one", .usage) }
            plan.tip = .amount(.zero(currency))
        }
        plan.tax = try charge(tax, "--tax", "tax")
        plan.service = try charge(service, "--service", "service charge")
        plan.discount = try charge(discount, "--discount", "discount")
    }
}

extension ChargeOptions {
    /// For a tip or service charge written as a bare whole number (`15`: neither `15%` nor `15.00`), which
    /// most people mean as a percentage and the flags would read as money: the message that spells out both
    /// readings. Nil for anything else (and for `0`, the same either way).
    static func ambiguity(_ text: String, what: String, currency: Currency) -> String? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.allSatisfy({ $0.isASCII && $0.isNumber }), t.contains(where: { $0 != "0" }),
              let amount = try? Money(parsing: t, currency: currency) else { return nil }
        let written = currency.minorUnitDigits == 0 ? t : amount.plainString
        return "write \(t)% for a \(what) of \(t) percent, or \(written) for an amount of \(amount.formatted)"
    }
}

/// `split`'s corrections to the receipt as read.
struct CorrectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Correct an item's line total: 3=12.50. Repeatable.", valueName: "item=amount"))
    var set: [String] = []

    @Option(help: ArgumentHelp("Correct an item's name: 3=\"Clara limón\". Repeatable.", valueName: "item=name"))
    var rename: [String] = []

    @Option(help: ArgumentHelp("Add an item the receipt reading missed, numbered after the last: \"Bread=2.00\". Repeatable.", valueName: "name=amount"))
    var add: [String] = []

    @Option(help: ArgumentHelp("Leave an item out (a misread line); the other numbers do not change: 5 or 5,6. Repeatable.", valueName: "items"))
    var remove: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The total read off the paper; the items must add up to it.", valueName: "amount"))
    var total: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The subtotal read off the paper, when it was misread.", valueName: "amount"))
    var subtotal: String?

    @Flag(help: "Take off the service charge the receipt prints: the total loses it, and a tax taken of it is taken of the items alone.")
    var noService = false

    @Option(parsing: .unconditional, help: ArgumentHelp("A rounding of the total (cash rounding): 0.02 or -0.01; 0 removes one that was read.", valueName: "amount"))
    var rounding: String?

    @Option(help: ArgumentHelp("The shop's or restaurant's name, when it was read wrong or not at all.", valueName: "name"))
    var store: String?

    @Option(help: ArgumentHelp("The bill's date, such as 2026-11-24, when it was read wrong or not at all.", valueName: "date"))
    var date: String?

    /// The corrections the flags make to the receipt; amounts are read in `currency`.
    func edits(currency: Currency) throws(CommandError) -> ReceiptEdits {
        var edits = try Self.edits(set: set, rename: rename, add: add, remove: remove, total: total, rounding: rounding, store: store,
                                   date: date, subtotal: subtotal, currency: currency)
        edits.removesService = noService
        return edits
    }

    /// The corrections written as the flags' values (`set: ["3=12.50"]`), for the flags and for the
    /// same words typed in `--interactive`.
    static func edits(
        set: [String] = [], rename: [String] = [], add: [String] = [], remove: [String] = [], total: String? = nil,
        rounding: String? = nil, store: String? = nil, date: String? = nil, subtotal: String? = nil, currency: Currency
    ) throws(CommandError) -> ReceiptEdits {
        var edits = ReceiptEdits()
        func pair(_ spec: String, _ flag: String, example: String, numberFirst: Bool) throws(CommandError) -> (String, String) {
            let halves: [Substring]
            if numberFirst {
                halves = spec.split(separator: "=", maxSplits: 1)
            } else if let eq = spec.lastIndex(of: "=") {
                halves = [spec[..<eq], spec[spec.index(after: eq)...]]
            } else {
                halves = []
            }
            guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty else {
                throw CommandError("\(flag) \(spec): write it as \(example)", .usage)
            }
            return (String(halves[0]), String(halves[1]))
        }
        func number(_ text: String, _ flag: String, _ spec: String) throws(CommandError) -> Int {
            guard let n = Int(text.trimmingCharacters(in: .whitespaces)), n >= 1 else {
                throw CommandError("\(flag) \(spec): \"\(text)\" is not an item number; items are numbered from 1", .usage)
            }
            return n
        }
        func amount(_ text: String, _ flag: String, _ spec: String) throws(CommandError) -> Money {
            let m: Money
            do { m = try Money(parsing: text, currency: currency) } catch {
                throw CommandError("\(flag) \(spec): \(error.advice)", .usage)
            }
            guard !m.isNegative else {
                throw CommandError("\(flag) \(spec): \(AmountError(text: text, problem: .negative).description)", .usage)
            }
            return m
        }
        for spec in set {
            let (n, a) = try pair(spec, "--set", example: "ITEM=AMOUNT, such as --set 3=12.50", numberFirst: true)
            edits.amounts[try number(n, "--set", spec)] = try amount(a, "--set", spec)
        }
        for spec in rename {
            let (n, name) = try pair(spec, "--rename", example: "ITEM=NAME, such as --rename 3=\"Clara limón\"", numberFirst: true)
            edits.names[try number(n, "--rename", spec)] = name
        }
        for spec in add {
            let (name, a) = try pair(spec, "--add", example: "NAME=AMOUNT, such as --add \"Bread=2.00\"", numberFirst: false)
            edits.additions.append(.init(name: name.trimmingCharacters(in: .whitespaces), total: try amount(a, "--add", spec)))
        }
        for spec in remove {
            do { edits.removals.formUnion(try ItemSelection.parse(spec)) } catch { throw CommandError("--remove: \(error.advice)", .usage) }
        }
        if let total { edits.total = try amount(total, "--total", total) }
        if let subtotal { edits.subtotal = try amount(subtotal, "--subtotal", subtotal) }
        if let rounding {
            do { edits.rounding = try Money(parsing: rounding, currency: currency) } catch {
                throw CommandError("--rounding \(rounding): \(error.advice)", .usage)
            }
            // One major unit where there are cents (1.00); 1,000 where there are none (rupiah round to 500 or 1,000).
            let limit = Money(minorUnits: currency.minorUnitDigits == 0 ? 1000 : 100 * Int64(pow10(currency.minorUnitDigits - 2)), currency: currency)
            if let r = edits.rounding, r.magnitude > limit {
                throw CommandError("--rounding \(rounding): a rounding is a few cents at most (up to \(limit.formatted)); for a larger difference, correct an item with --set or the total with --total", .usage)
            }
        }
        edits.store = store
        if let date {
            guard CalendarDay(date) != nil else {
                throw CommandError("--date \(date): \(CalendarDay.problem(date, example: "2026-11-24"))", .usage)
            }
        }
        edits.date = date
        return edits
    }
}

/// 10 to the power `n` (0 for a negative `n`).
private func pow10(_ n: Int) -> Int {
    n < 0 ? 0 : (0..<n).reduce(1) { r, _ in r * 10 }
}

/// A flag's value read by `body`, its error prefixed with the flag's name (exit 64).
func flagValue<T>(_ name: String, _ body: () throws(SplitError) -> T) throws(CommandError) -> T {
    do { return try body() } catch { throw CommandError("\(name): \(error.advice)", .usage) }
}

import ArgumentParser
import BillSplitter
import SplitBillCore
import SplitDialogue

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
            if let text, let message = Charge.ambiguity(of: text, what: what, currency: currency) { throw CommandError("\(flag) \(text): \(message)", .usage) }
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

    /// The corrections the flags make to the receipt; amounts are read in `currency`, each value as
    /// ``Correction`` reads it in the dialogue.
    func edits(currency: Currency) throws(CommandError) -> ReceiptEdits {
        var values = [("set", set), ("rename", rename), ("add", add), ("remove", remove)]
        values += [("total", total), ("subtotal", subtotal), ("rounding", rounding), ("date", date)].map { ($0.0, $0.1.map { [$0] } ?? []) }
        var edits = ReceiptEdits()
        for (keyword, specs) in values {
            for spec in specs {
                do throws(CorrectionError) {
                    guard case .receipt(let edit) = try Correction(keyword: keyword, value: spec, currency: currency) else { continue }
                    edits = edits.merging(edit)
                } catch {
                    throw CommandError(error.advice, .usage)
                }
            }
        }
        edits.store = store
        edits.removesService = noService
        return edits
    }
}

/// A flag's value read by `body`, its error prefixed with the flag's name (exit 64).
func flagValue<T>(_ name: String, _ body: () throws(SplitError) -> T) throws(CommandError) -> T {
    do { return try body() } catch { throw CommandError("\(name): \(error.advice)", .usage) }
}

import ArgumentParser
import BillSplitter
import Foundation
import ReceiptParser
import SplitBillCore
import SplitBillStore

/// `splitbill split`: divides a bill between people.
struct Split: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Split a bill between people.",
        discussion: """
            Items are numbered from 1 in the order of the bill (splitbill scan shows the numbers). \
            Each item goes to one person, to several in equal parts, to several by weight, or by \
            units; tax, tip, service and discounts are then shared in proportion to what each \
            person had (or equally, with --extras equal). Every amount is divided by largest \
            remainder, so the shares add up to the bill's total to the cent.

            The bill is a photo of the receipt (read with Tesseract, as splitbill scan does), its \
            text (.txt), or a bill file (JSON, as splitbill scan --save writes; see the README). \
            When the receipt's own arithmetic cannot confirm the reading, the summary says so; \
            --set, --rename, --add, --remove and --total correct it. The split can also be given as an assignments file (--assignments) with the \
            same settings as the flags; flags win over the file, and the file over the bill.

            Examples:
              # straight from the photo: the colas (item 1, 4 of them) shared two and two
              splitbill split receipt.jpg --people ana,ben --units 1=ana:2,ben:2 \\
                --assign 2=ana --assign 3=ben --tip 10%

              # ana had item 1, ana and ben shared 2, item 3 was for everyone; 10% tip
              splitbill split dinner.json --people ana,ben,carla --assign 1=ana \\
                --assign 2=ana,ben --everyone 3 --tip 10%

              # ana had two of the three beers (item 4); ben paid
              splitbill split dinner.json --people ana,ben --units 4=ana:2,ben:1 --assign 1-3=ben --payer ben

              # everyone pays the same; 8.875% tax, then an 18% tip on the amount with tax
              splitbill split dinner.json --people ana,ben,carla --even --tax 8.875% \\
                --tip 18% --tip-after-tax

              # the same split from a file, as Markdown into a file
              splitbill split dinner.json --assignments split.json --format markdown --output split.md
            """
    )

    @Argument(help: ArgumentHelp("The bill: a bill file (.json), a photo of the receipt (JPEG, PNG, HEIC, ...), or its text (.txt).", valueName: "bill"))
    var bill: String

    @OptionGroup var recognition: RecognitionOptions

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

    @Option(help: ArgumentHelp("A tip: a percentage (18%) or an amount (10.00). Replaces a tip printed on the receipt.", valueName: "tip"))
    var tip: String?

    @Flag(help: "Take the tip percentage of the amount after tax and service (default: of the items before tax).")
    var tipAfterTax = false

    @Option(help: ArgumentHelp("The tax: a percentage (8.875%) or an amount (3.91). Replaces the receipt's tax.", valueName: "tax"))
    var tax: String?

    @Flag(help: "How the tax relates to the prices: --tax-included (VAT already inside them, only shown) or --tax-added (paid on top).")
    var taxMode: TaxMode?

    @Option(help: ArgumentHelp("A service charge: a percentage (10%) or an amount.", valueName: "service"))
    var service: String?

    @Option(help: ArgumentHelp("A discount of the whole bill: a percentage (10%) or an amount.", valueName: "discount"))
    var discount: String?

    @Option(help: ArgumentHelp("How discount, service, tax, tip and rounding are shared: proportional (to each person's items; default) or equal.", valueName: "rule"))
    var extras: ExtrasRule?

    @Option(help: ArgumentHelp("The currency code (EUR, USD, JPY...), when the bill does not say or says wrong.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("Who paid the bill; the summary says what everyone else owes them.", valueName: "name"))
    var payer: String?

    @Flag(help: "Go through the items on the terminal and say who had each.")
    var interactive = false

    @Option(help: ArgumentHelp("Correct an item's line total: 3=12.50. Repeatable.", valueName: "item=amount"))
    var set: [String] = []

    @Option(help: ArgumentHelp("Correct an item's name: 3=\"Clara limón\". Repeatable.", valueName: "item=name"))
    var rename: [String] = []

    @Option(help: ArgumentHelp("Add an item the receipt reading missed, numbered after the last: \"Bread=2.00\". Repeatable.", valueName: "name=amount"))
    var add: [String] = []

    @Option(help: ArgumentHelp("Leave an item out (a misread line); the other numbers do not change: 5 or 5,6. Repeatable.", valueName: "items"))
    var remove: [String] = []

    @Option(help: ArgumentHelp("The total read off the paper; the items must add up to it.", valueName: "amount"))
    var total: String?

    @Option(help: ArgumentHelp("A JSON file with the split's settings (people, assign, units, everyone, tip, ...; see the README).", valueName: "file"))
    var assignments: String?

    @Option(help: "The output: text (a summary to paste into a chat), markdown, json or csv (default: text, or the format setting).")
    var format: SplitFormat?

    @Option(help: ArgumentHelp("Write the output to this file instead of the terminal.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the --output file if it exists.")
    var force = false

    @Option(help: ArgumentHelp("A name for this split in the history (default: the date and the store).", valueName: "name"))
    var name: String?

    @Flag(help: "Do not save this split in the history.")
    var noSave = false

    func run() throws {
        // Photos are read fastest with OpenMP single-threaded: restart with it set before anything else.
        if ScanImages.isImage(bill) { ScanImages.ensureSingleThreadedOpenMP() }
        try reportingErrors {
            let settings = try Settings.load()
            let fileJSON = try assignments.map { try Self.readJSON($0, what: "assignments") }
            let currency: Currency
            let billFile: BillFile
            var scanned: ParsedReceipt?  // when the receipt was read here, with its checks
            var verifiedInFile: Bool?  // what a bill file from `scan` says of its checks
            if URL(fileURLWithPath: bill).pathExtension.lowercased() == "json" {
                let document = try Self.readJSON(bill, what: "bill")
                guard case .object = document else {
                    throw CommandError("\(bill): a bill file is a JSON object such as {\"currency\": \"EUR\", \"items\": [...]}, not \(document.kindDescription)", .dataError)
                }
                currency = try resolveCurrency(bill: document, assignments: fileJSON, settings: settings)
                do { billFile = try BillFile(json: document, currency: currency) } catch {
                    throw CommandError("\(bill): \(error)", .dataError)
                }
                if case .object(let o) = document, case .bool(let v)? = o["verified"] { verifiedInFile = v }
            } else {
                // A receipt to read first: its text, or a photo.
                try FileIO.checkFile(bill, what: "bill")
                let given = try explicitCurrency(assignments: fileJSON)
                let rows = try ScanInput.rows(of: bill, recognition: recognition, currency: given)
                let parsed = ScanInput.parsed(from: rows, currency: given)
                guard !parsed.receipt.items.isEmpty else {
                    let what = ScanImages.isImage(bill)
                        ? "no items could be read on this photo. Retake it closer, flat and in good light, with the whole receipt in the frame; or"
                        : "no items were found in this text. If it is a receipt,"
                    throw CommandError("\(bill): \(what) write the items into a bill file (splitbill scan \(bill) --save bill.json gives a start to edit) and split that", .dataError)
                }
                scanned = parsed
                currency = parsed.receipt.currency
                billFile = BillFile(receipt: parsed.receipt)
            }
            // Open the history first, so that a damaged one stops us before anything is printed.
            let store = noSave && group.isEmpty ? nil : try History.open(readOnly: noSave)

            var plan = try settings.plan(for: billFile.receipt, currency: currency).overriding(with: billFile.plan)
            if let fileJSON, let path = assignments {
                do { plan = plan.overriding(with: try SplitPlan(assignments: fileJSON, currency: currency)) } catch {
                    throw CommandError("\(path): \(error)", .dataError)
                }
            }
            var flags = try flagsPlan(currency: currency)
            if let store, !group.isEmpty {
                var names: [String] = []
                for g in group {
                    do { names += try store.group(g).members } catch let error as StoreError {
                        throw CommandError(error.description, .dataError)
                    }
                }
                for extra in flags.people ?? [] where !names.contains(where: { $0.lowercased() == extra.lowercased() }) {
                    names.append(extra)
                }
                var unique: [String] = []
                for n in names where !unique.contains(where: { $0.lowercased() == n.lowercased() }) { unique.append(n) }
                flags.people = unique
            }
            plan = plan.overriding(with: flags)

            let edits = try receiptEdits(currency: currency)
            var receipt: Receipt
            do { (receipt, plan) = try edits.apply(to: billFile.receipt, plan: plan) } catch let error as SplitError {
                throw CommandError(error.description, .usage)
            }
            if interactive {
                guard isatty(0) == 1, isatty(1) == 1 else {
                    throw CommandError("--interactive asks questions on a terminal; without one, say who had what with --assign or --assignments FILE", .usage)
                }
                var session = InteractiveSession(receipt: receipt, plan: plan, currency: currency, tipKnown: plan.tip != nil || receipt.tip != nil)
                do { (receipt, plan) = try session.run() } catch let stop as InteractiveSession.Stopped {
                    throw CommandError(stop.message, .failure)
                }
            }

            var result: SplitResult
            do { result = try BillSplitter().split(receipt, plan: plan) } catch let error as SplitError {
                if case .totalMismatch(let computed, let printed, _) = error, edits.total != nil {
                    throw CommandError("the items add up to \(computed.formatted), but --total says \(printed.formatted); compare the items with the paper (splitbill scan shows them), then fix one with --set N=AMOUNT or add a missed one with --add NAME=AMOUNT", .dataError)
                }
                if case .totalMismatch = error, scanned != nil || verifiedInFile != nil {
                    throw CommandError(Self.doesNotAddUp(error, receipt: receipt, input: bill), .dataError)
                }
                throw CommandError(error.description, .dataError)
            }
            if scanned != nil || verifiedInFile != nil {
                // The split itself checked the parts against a total when there was one.
                result.verified = receipt.total != nil && (scanned?.isVerified ?? verifiedInFile ?? true || !edits.isEmpty)
            }
            let chosen = format ?? settings["format"].map { SplitFormat(rawValue: $0)! } ?? .text
            let text = result.rendered(chosen)
            if let output {
                try FileIO.write(text, to: output, force: force)
            } else {
                print(text, terminator: "")
            }
            if let store, !noSave {
                let saved = SavedBill(createdAt: Date(), name: name ?? History.defaultName(store: receipt.store),
                                      receipt: receipt, plan: plan, result: result)
                do {
                    let id = try store.save(saved)
                    StandardError.write("Saved as bill \(id) (splitbill show \(id) prints it again).\n")
                } catch let error as StoreError {
                    throw CommandError("the split was printed but not saved: \(error.description)",
                                       error.isUsersFile ? .failure : .cannotCreate)
                }
            }
        }
    }

    /// The plan the flags describe, to be laid over the files'.
    func flagsPlan(currency: Currency) throws(CommandError) -> SplitPlan {
        var plan = SplitPlan()
        func flag<T>(_ name: String, _ body: () throws(SplitError) -> T) throws(CommandError) -> T {
            do { return try body() } catch { throw CommandError("\(name): \(error.description)", .usage) }
        }
        if let people {
            plan.people = people.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        }
        var seen: [Int: String] = [:]
        func add(_ spec: String, flagName: String, units: Bool) throws(CommandError) {
            let halves = spec.split(separator: "=", maxSplits: 1).map(String.init)
            guard halves.count == 2 else {
                throw CommandError("\(flagName) \(spec): write it as ITEMS=NAMES, such as \(flagName) 1=ana", .usage)
            }
            let numbers = try flag(flagName) { () throws(SplitError) in try ItemSelection.parse(halves[0]) }
            let share = try flag(flagName) { () throws(SplitError) in try ItemShare(parsing: halves[1], asUnits: units) }
            for n in numbers {
                if let earlier = seen[n] {
                    throw CommandError("item \(n) is assigned twice (\(earlier) and \(flagName) \(spec)); to share it, name everyone in one --assign, such as --assign \(n)=ana,ben", .usage)
                }
                seen[n] = "\(flagName) \(spec)"
                plan.assignments[n] = share
            }
        }
        for spec in assign { try add(spec, flagName: "--assign", units: false) }
        for spec in units { try add(spec, flagName: "--units", units: true) }
        for spec in everyone { try add("\(spec)=all", flagName: "--everyone", units: false) }
        if splitUnassigned { plan.splitUnassignedEvenly = true }
        if even { plan.even = true }
        if tipAfterTax { plan.tipBase = .afterTax }
        plan.taxIncluded = taxMode.map { $0 == .taxIncluded }
        plan.extras = extras
        plan.payer = payer
        plan.tip = try tip.map { t throws(CommandError) in try flag("--tip") { () throws(SplitError) in try Charge(parsing: t, currency: currency, what: "tip") } }
        plan.tax = try tax.map { t throws(CommandError) in try flag("--tax") { () throws(SplitError) in try Charge(parsing: t, currency: currency, what: "tax") } }
        plan.service = try service.map { t throws(CommandError) in
            try flag("--service") { () throws(SplitError) in try Charge(parsing: t, currency: currency, what: "service charge") }
        }
        plan.discount = try discount.map { t throws(CommandError) in
            try flag("--discount") { () throws(SplitError) in try Charge(parsing: t, currency: currency, what: "discount") }
        }
        return plan
    }

    /// The message for a read receipt whose parts miss its total: what does not add up, the doubtful
    /// lines, and the ways to correct it.
    static func doesNotAddUp(_ error: SplitError, receipt: Receipt, input: String) -> String {
        var message = "the receipt does not add up as read: \(error.mismatch ?? error.description)."
        let doubts = receipt.findings.filter { $0.severity == .warning }.map(\.message)
        if !doubts.isEmpty { message += " Doubtful: " + doubts.joined(separator: "; ") + "." }
        message += " Compare the items with the paper (splitbill scan \(input) lists them), then correct with --set N=AMOUNT, --add NAME=AMOUNT, --remove N or --total AMOUNT; or save an editable bill with splitbill scan \(input) --save bill.json, fix it, and split bill.json"
        return message
    }

    /// The corrections the flags make to the receipt.
    func receiptEdits(currency: Currency) throws(CommandError) -> ReceiptEdits {
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
                throw CommandError("\(flag) \(spec): \(error.description)", .usage)
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
            do { edits.removals.formUnion(try ItemSelection.parse(spec)) } catch { throw CommandError("--remove: \(error.description)", .usage) }
        }
        if let total { edits.total = try amount(total, "--total", total) }
        return edits
    }

    /// The currency given outright: the flag's, else the assignments file's.
    func explicitCurrency(assignments: JSONValue?) throws(CommandError) -> Currency? {
        if let currency { return try Currency.named(currency, from: "--currency", status: .usage) }
        if let assignments, let code = BillFile.currencyCode(in: assignments) {
            return try Currency.named(code, from: self.assignments ?? "assignments", status: .dataError)
        }
        return nil
    }

    /// The currency to read amounts in: the flag's, else the assignments file's, else the bill's,
    /// else the settings'.
    func resolveCurrency(bill document: JSONValue, assignments: JSONValue?, settings: Settings) throws(CommandError) -> Currency {
        if let given = try explicitCurrency(assignments: assignments) { return given }
        if let code = BillFile.currencyCode(in: document) { return try Currency.named(code, from: bill, status: .dataError) }
        if let code = settings["currency"] { return try Currency.named(code, from: settings.path, status: .dataError) }
        throw CommandError("\(bill): the bill does not say its currency; add \"currency\": \"EUR\" (or USD, GBP, ...) to it or pass --currency", .dataError)
    }

    /// Reads and parses a JSON file, with the line and column of any syntax error.
    static func readJSON(_ path: String, what: String) throws(CommandError) -> JSONValue {
        let data = try FileIO.read(path, what: what, limit: 50_000_000)
        do { return try JSONValue(parsing: data) } catch {
            throw CommandError("\(path) is not valid JSON: \(error.description)", .dataError)
        }
    }
}

/// `--tax-included` or `--tax-added`.
enum TaxMode: String, EnumerableFlag {
    case taxIncluded
    case taxAdded
}

/// The output formats of `split`.
enum SplitFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json, csv
}

extension Currency {
    /// The currency with this code, or an error naming where the code came from and the codes known.
    static func named(_ code: String, from place: String, status: ExitStatus) throws(CommandError) -> Currency {
        guard let c = Currency(code: code) else {
            throw CommandError("\(place): unknown currency \"\(code)\"; use a three-letter code such as EUR, USD, GBP or JPY (known: \(Currency.known.keys.sorted().joined(separator: " ")))", status)
        }
        return c
    }
}

extension SplitResult {
    /// The split in one of the output formats.
    func rendered(_ format: SplitFormat) -> String {
        switch format {
        case .text: textSummary
        case .markdown: markdown
        case .json: json.serialized() + "\n"
        case .csv: csv
        }
    }
}

extension ExtrasRule: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { ["proportional", "equal"] }
}

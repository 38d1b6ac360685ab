import ArgumentParser
import BillSplitter
import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore
import SplitBillStore
import SplitDialogue

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
            text (.txt), or a bill file (JSON, as splitbill scan --save writes; its keys are in the BillSplitter documentation, BillFileFormat). \
            When the receipt's own arithmetic cannot confirm the reading, the summary says so; \
            --set, --rename, --add, --remove, --total, --subtotal, --no-service and --no-tip correct it. The split can also be given as an assignments file (--assignments) with the \
            same settings as the flags; flags win over the file, and the file over the bill.

            Examples:
              # straight from the photo: the colas (item 1, 4 of them) shared two and two
              splitbill split receipt.jpg --people ana,ben --units 1=ana:2,ben:2 \\
                --assign 2=ana --assign 3=ben --tip 10%

              # ana had item 1, ana and ben shared 2, item 3 was for everyone; 10% tip
              splitbill split dinner.json --people ana,ben,carla --assign 1=ana \\
                --assign 2=ana,ben --everyone 3 --tip 10%

              # ana had two of the three beers (item 4); ben paid
              splitbill split dinner.json --people ana,ben --units 4=ana:2,ben:1 \\
                --assign 1-3=ben --payer ben

              # everyone pays the same; 8.875% tax, then an 18% tip on the amount with tax
              splitbill split dinner.json --people ana,ben,carla --even --tax 8.875% \\
                --tip 18% --tip-after-tax

              # the same split from a file, as Markdown into a file
              splitbill split dinner.json --assignments split.json \\
                --format markdown --output split.md
            """
    )

    @Argument(help: ArgumentHelp("The bill: a bill file (.json), a photo of the receipt (JPEG, PNG, HEIC, ...), a PDF, or its text (.txt); - reads it from standard input.", valueName: "bill"))
    var bill: String

    @OptionGroup(title: "Who had what") var who: PeopleOptions

    @OptionGroup(title: "Tax, tip and extras") var charges: ChargeOptions

    @OptionGroup(title: "Corrections to the receipt as read") var corrections: CorrectionOptions

    @OptionGroup(title: "Reading the receipt") var recognition: RecognitionOptions

    @OptionGroup var currencyOption: CurrencyOption

    @OptionGroup(title: "Output") var output: OutputOptions

    @Flag(help: "Go through the items on the terminal and say who had each.")
    var interactive = false

    @Option(help: ArgumentHelp("A name for this split in the history (default: the date and the store).", valueName: "name"))
    var name: String?

    @Flag(help: "Do not save this split in the history.")
    var noSave = false

    @Flag(help: "Read the photo again, not from the readings kept in $XDG_CACHE_HOME/splitbill/readings.")
    var reread = false

    /// The bill as loaded or read, before anything else is laid over it.
    struct LoadedBill {
        var file: BillFile
        var currency: Currency
        /// When the receipt was read here (a photo or text), with its checks.
        var scanned: ParsedReceipt?
        /// What a bill file from `scan` says of its checks.
        var verifiedInFile: Bool?
    }

    func run() throws {
        // `-` is standard input, read as what it holds (a photo, a text or a bill file).
        if bill == "-" {
            var command = self
            command.bill = "/dev/stdin"
            try command.run()
            return
        }
        // Photos are read fastest with OpenMP single-threaded: restart with it set before anything else.
        if ScanImages.anyPhoto([bill]) { ScanImages.ensureSingleThreadedOpenMP() }
        try reportingErrors {
            try History.checkName(name, unsaved: "the date and the store")
            if name != nil, noSave { StandardError.write("warning: --name names a saved split, and --no-save saves none\n") }
            let settings = try Settings.load()
            let fileJSON = try who.assignments.map { try Self.readJSON($0, what: "assignments") }
            let loaded = try load(assignments: fileJSON, settings: settings)
            // Open the history first, so that a damaged one stops us before anything is printed. One this run
            // creates is removed again when nothing is saved in it (the split failed or was left).
            let existed = History.exists
            let store = noSave && who.group.isEmpty ? nil : try History.open(readOnly: noSave)
            defer { if !existed, !noSave, let store { History.removeIfEmpty(store) } }
            let request = try request(for: loaded, assignments: fileJSON, settings: settings, store: store)
            var bill: Settled
            do { bill = try Settled(request: request, scanned: loaded.scanned) } catch let error as SplitError {
                throw CommandError(error.advice, .usage)
            }
            let usualPayer = usualPayer(in: store, settings: settings)
            if interactive {
                guard try interact(&bill, request: request, usualPayer: usualPayer) else { return }
            } else {
                Self.takeUsualPayer(usualPayer, into: &bill.plan)
            }
            if let note = Self.defaultTipLeftOut(request, receipt: loaded.file.receipt, settings: settings) { StandardError.write("note: \(note)\n") }
            if corrections.noService { StandardError.write("note: \(try Self.serviceTakenOff(from: loaded.file.receipt, to: bill.receipt))\n") }
            for warning in Self.unlikelyCharges(bill.receipt, plan: bill.plan) { StandardError.write("warning: \(warning)\n") }
            if charges.tipAfterTax, !bill.plan.tipIsPercentage {
                StandardError.write("warning: --tip-after-tax changes nothing: it says what a tip percentage is taken of, and no tip percentage is given (--tip 18%)\n")
            }
            _ = try splitPrintAndSave(bill, request: request, loaded: loaded, format: try output.chosenFormat(settings), output: output, store: store)
        }
    }

    /// What `--no-service` did: the service charge taken off, and the tax and total as they now are; an
    /// error when the receipt prints no service charge.
    static func serviceTakenOff(from before: Receipt, to after: Receipt) throws(CommandError) -> String {
        guard let service = before.service, service.isPositive else {
            throw CommandError("--no-service: the receipt prints no service charge to take off; leave --no-service out", .usage)
        }
        var note = "--no-service took off the service charge of \(service.formatted)"
        if let was = before.tax, let now = after.tax, was != now {
            note += "; the tax of \(was.formatted) was taken of the items and the service, and of the items alone it is \(now.formatted)"
        }
        if let total = after.total { note += "; the total is now \(total.formatted)" }
        return note
    }

    /// The note for a default tip (the `tip` setting) that is not added because the receipt prints a
    /// service charge or a tip already, when no flag or file gives a tip; nil otherwise.
    static func defaultTipLeftOut(_ request: SplitRequest, receipt: Receipt, settings: Settings) -> String? {
        guard let tip = request.defaults.tip, SplitDefaults.receiptHasTip(receipt), request.plan.tip == nil else { return nil }
        let printed = receipt.service?.isPositive == true
            ? "a service charge of \(receipt.service!.formatted)" : "a tip of \(receipt.tip!.formatted)"
        return "the default tip (tip = \(tip.text) in \(settings.path)) is not added: the receipt prints \(printed) already; --tip \(tip.text) adds it all the same"
    }

    /// Tips, taxes and service charges, from flags, files or settings, of more than the bill itself: more
    /// often a typo (`150%` for `15%`, `8.875` without its `%`) than meant. Said; the split goes ahead.
    static func unlikelyCharges(_ receipt: Receipt, plan: SplitPlan) -> [String] {
        let items = receipt.items.enumerated().filter { !plan.excludedItems.contains($0.offset + 1) }
            .reduce(Money.zero(receipt.currency)) { $0 + $1.element.netTotal }
        var out: [String] = []
        for (what, charge) in [("tip", plan.tip), ("tax", plan.tax), ("service charge", plan.service)] {
            switch charge {
            case .percent(let p)? where p > ExactDecimal(significand: 100):
                out.append("a \(what) of \(p.normalized)% is more than the bill itself; check it (the split goes ahead)")
            case .amount(let m)? where items.isPositive && m > items:
                out.append("a \(what) of \(m.formatted) is more than the items (\(items.formatted)); check it, and write a percentage with its % (the split goes ahead)")
            default:
                break
            }
        }
        return out
    }

    /// The receipt and plan to split, and whether the bill adds up as it now stands: the reading's
    /// verdict, or the checks made again after corrections.
    struct Settled {
        var receipt: Receipt
        var plan: SplitPlan
        var verified: Bool?

        init(request: SplitRequest, scanned: ParsedReceipt?) throws(SplitError) {
            (receipt, plan) = try request.resolved()
            verified = request.verified((receipt, plan)) ?? scanned?.isVerified
        }
    }

    /// Runs `--interactive` on the terminal; returns false when it ended without a split (quit, or
    /// saved for later).
    func interact(_ bill: inout Settled, request: SplitRequest, usualPayer: String?) throws(CommandError) -> Bool {
        let setup = SessionSetup(tipKnown: bill.plan.tip != nil || bill.receipt.tip != nil, usualPayer: usualPayer,
                                 wording: Interactive.wording())
        guard let session = try Interactive.run(request, setup: setup, stopped: "Stopped: nothing was split or saved.") else { return false }
        let checked = session.checked
        (bill.receipt, bill.plan) = (checked.receipt, session.plan)
        if let verified = checked.verified { bill.verified = verified }
        return true
    }
}

/// What `split` and `serve` share: the bill, who had what, charges, corrections and how to read the
/// receipt; and the steps from reading the bill to saving its split, which both take the same way.
protocol SplitInputs {
    var bill: String { get }
    var who: PeopleOptions { get }
    var charges: ChargeOptions { get }
    var corrections: CorrectionOptions { get }
    var recognition: RecognitionOptions { get }
    var currencyOption: CurrencyOption { get }
    var name: String? { get }
    var noSave: Bool { get }
    var reread: Bool { get }
}

extension Split: SplitInputs {}

extension SplitInputs {
    typealias LoadedBill = Split.LoadedBill
    typealias Settled = Split.Settled

    /// Who usually pays: the first group named that says, else the payer setting.
    func usualPayer(in store: BillStore?, settings: Settings) -> String? {
        let groupPayer = store.flatMap { store in who.group.lazy.compactMap { (try? History.group($0, in: store))?.payer }.first }
        return groupPayer ?? settings["payer"]
    }

    /// Makes `usual` the plan's payer when the plan names none and `usual` is one of its people.
    static func takeUsualPayer(_ usual: String?, into plan: inout SplitPlan) {
        guard plan.payer == nil, let usual, let payer = Split.people(of: plan).first(where: { $0.lowercased() == usual.lowercased() }) else { return }
        plan.payer = payer
    }

    /// The split of `bill`, printed in `format` (to `--output` never over an input: the bill or the
    /// assignments file) and saved in `store` unless `--no-save`.
    func splitPrintAndSave(
        _ bill: Settled, request: SplitRequest, loaded: LoadedBill, format: SplitFormat, output: OutputOptions, store: BillStore?
    ) throws(CommandError) -> SplitResult {
        let result = try divide(bill, request: request, loaded: loaded)
        try result.emit(format, receipt: bill.receipt, plan: bill.plan, output: output, inputs: [self.bill] + [who.assignments].compactMap { $0 })
        if let store, !noSave { try save(bill, result: result, in: store) }
        return result
    }

    /// Everything that decides the split (see ``SplitRequest`` for the precedence).
    func request(
        for loaded: LoadedBill, assignments fileJSON: JSONValue?, settings: Settings, store: BillStore?
    ) throws(CommandError) -> SplitRequest {
        let currency = loaded.currency
        var request = SplitRequest(receipt: loaded.file.receipt, billPlan: loaded.file.plan)
        // A bill file that scan wrote (with its verdict) may have been edited since: check it again.
        request.receiptIsAsRead = loaded.verifiedInFile == nil
        let replaced = Set([("tip", charges.tip), ("tax", charges.tax)].compactMap { $0.1 == nil ? nil : $0.0 })
        request.defaults = try settings.splitDefaults(currency: currency, replaced: replaced)
        if let fileJSON, let path = who.assignments {
            do { request.assignments = try SplitPlan(assignments: fileJSON, currency: currency) } catch {
                throw CommandError("\(path): \(error)", .dataError)
            }
        }
        request.flags = try who.plan()
        try charges.apply(to: &request.flags, currency: currency)
        if let store {
            for g in who.group { request.groups.append(try History.group(g, in: store).members) }
        }
        request.edits = try corrections.edits(currency: currency)
        if corrections.noService, charges.service != nil {
            throw CommandError("--no-service and --service \(charges.service!) say opposite things; give one", .usage)
        }
        return request
    }

    /// The split, or the error that says what does not add up and how to fix it.
    func divide(_ bill: Settled, request: SplitRequest, loaded: LoadedBill) throws(CommandError) -> SplitResult {
        let (receipt, plan) = (bill.receipt, bill.plan)
        var result: SplitResult
        do { result = try BillSplitter().split(receipt, plan: plan) } catch {
            if case .totalMismatch(let chain, let printed) = error, request.edits.total != nil {
                let computed = chain.sum
                // The chain when charges are in it (`items $17.00 + tax $1.20 = $18.20`), the items alone otherwise.
                var sum = chain.sumText(\.formatted)
                // A tip the user gives comes on top of the paper's total: say so, as it is in neither.
                if plan.tip != nil, receipt.tip == nil { sum += " (the tip of --tip comes on top of the total, so it is not counted here)" }
                throw CommandError("\(sum), but --total says \(printed.formatted)\(Self.gapText(printed - computed)); compare the items with the paper (splitbill scan \(FileIO.commandPath(self.bill)) shows them)\(Self.fixes(receipt, plan: plan, fallback: ", then fix one with --set N=AMOUNT or add a missed one with --add NAME=AMOUNT"))", .dataError)
            }
            if case .totalMismatch = error, loaded.scanned != nil || loaded.verifiedInFile != nil {
                throw CommandError(Self.doesNotAddUp(error, receipt: receipt, plan: plan, flags: request.flags, input: self.bill), .dataError)
            }
            throw CommandError(error.advice, .dataError)
        }
        // The verified policy is BillSplitter's (SplitVerdict); the command words the file's doubt.
        let verdict = SplitVerdict(receipt: receipt, checked: bill.verified, fromReading: loaded.scanned != nil,
                                   fileSays: loaded.verifiedInFile, fileReceipt: loaded.file.receipt, corrected: request.correctsAmounts)
        if let verified = verdict.verified { result.verified = verified }
        if verdict.keepsFileDoubt {
            result.notes.append("\(FileIO.commandPath(self.bill)) says its reading was not verified; check it against the paper, then remove \"verified\": false from the file (or correct it here with --set, --add, --remove or --total)")
        }
        for note in verdict.notes where !result.notes.contains(note) { result.notes.append(note) }
        for repair in request.undoneRepairs(in: receipt) { result.notes.append(SplitRequest.undoneNote(repair)) }
        return result
    }

    /// The people of a plan: those it names, else everyone its assignments name, in the order of the items.
    static func people(of plan: SplitPlan) -> [String] {
        plan.people ?? SplitRequest.people(groups: [], extra: plan.assignments.keys.sorted().flatMap { plan.assignments[$0]!.names })
    }

    /// Saves the split in the history, unless the same split is saved already.
    func save(_ bill: Settled, result: SplitResult, in store: BillStore) throws(CommandError) {
        let saved = SavedBill(createdAt: Date(), name: name ?? History.defaultName(store: bill.receipt.store, billDate: bill.receipt.date),
                              receipt: bill.receipt, plan: bill.plan, result: result)
        // The same split run again (most often for another format) is not saved again, as balance and settle
        // would count it twice; another --name says it is another bill. A saved bill that cannot be read
        // (damaged by hand) is not the same.
        if let same = History.sameSplit(as: saved, explicitName: name, in: store), let id = same.id {
            StandardError.write("Not saved again: this is bill \(id) (\(same.name)), the same receipt split the same way; splitbill show \(id) --format markdown (or json, csv) prints it in another format, and --name NAME saves it as another bill\n")
            return
        }
        let id: Int64
        do { id = try store.save(saved) } catch {
            throw CommandError("the split was printed but not saved: \(error.advice)", error.isUsersFile ? .failure : .cannotCreate)
        }
        StandardError.write("Saved as bill \(id) (splitbill show \(id) prints it again).\n")
        History.notePayer(of: saved, id: id)
    }

    /// The bill: a bill file (see ``readBillFile(_:given:settings:)``), or a photo or text read here.
    func load(assignments fileJSON: JSONValue?, settings: Settings) throws(CommandError) -> LoadedBill {
        if ScanInput.isBillFile(bill) {
            var (file, verified, currency) = try Self.readBillFile(bill, given: try explicitCurrency(assignments: fileJSON), settings: settings)
            file.receipt.findings = AmountWording.localized(file.receipt.findings, currency: file.receipt.currency)
            return LoadedBill(file: file, currency: currency, scanned: nil, verifiedInFile: verified)
        }
        // A receipt to read first: its text, or a photo.
        try FileIO.checkFile(bill, what: "bill")
        let given = try explicitCurrency(assignments: fileJSON)
        let scanner = ReceiptScanner(readOptions: try ScanImages.options(recognition, debugImages: nil), currency: given,
                                     fallbackCurrency: try settings.fallbackCurrency())
        let scanned = try readReceipt(with: scanner)
        let parsed = scanned.parsed
        if let line = parsed.refundTotalLine {
            throw CommandError("\(bill): this looks like a refund or return slip, not a bill: its total and its tax are printed as money given back (\"\(line)\"), and splitbill splits what was paid. If it is a bill after all, save it with splitbill scan \(FileIO.commandPath(bill)) --save bill.json, check the amounts, and split bill.json", .dataError)
        }
        guard !parsed.receipt.items.isEmpty else {
            let what = ScanImages.isImage(bill)
                ? "no items could be read on this photo. \(ScanImages.retakeAdvice(scanned, photo: "it", capitalized: true)); or"
                : "no items were found in this text. If it is a receipt,"
            throw CommandError("\(bill): \(what) write the items into a bill file (splitbill scan \(FileIO.commandPath(bill)) --save bill.json gives a start to edit) and split that", .dataError)
        }
        if let why = ScanImages.illegibility(of: scanned) {
            throw CommandError("\(bill): \(why). \(ScanImages.retakeAdvice(scanned, photo: "it", capitalized: true)); or write the items into a bill file (splitbill scan \(FileIO.commandPath(bill)) --save bill.json gives a start to edit) and split that", .dataError)
        }
        // The reading words its findings with plain amounts (53.20); shown here in the bill's own (53,20 €).
        var receipt = parsed.receipt
        receipt.findings = AmountWording.localized(receipt.findings, currency: receipt.currency)
        var read = parsed
        read.receipt = receipt
        return LoadedBill(file: BillFile(receipt: receipt), currency: receipt.currency, scanned: read, verifiedInFile: nil)
    }

    /// The receipt read off the photo or text: a photo's reading from ``ReadingCache`` when it was read
    /// before (unless `--reread`), else read now and kept there when it is legible and has items.
    func readReceipt(with scanner: ReceiptScanner) throws(CommandError) -> ScannedReceipt {
        if PathKind(atPath: bill) != .pipe, PDFInput.isPDF(bill) {
            let page = try PDFInput.firstPage(bill)
            defer { PDFInput.cleanUp(page) }
            switch page {
            case .text(let text): return scanner.scan(text: text)
            case .image(let image): return try ScanInput.scan(image, with: scanner)
            }
        }
        guard ScanImages.isImage(bill), PathKind(atPath: bill) != .pipe,
              let key = ReadingCache.key(photo: bill, options: scanner.readOptions) else {
            return try ScanInput.scan(bill, with: scanner)
        }
        if !reread, let rows = ReadingCache.rows(key) { return scanner.scan(rows: rows) }
        let scanned = try ScanInput.scan(bill, with: scanner)
        ReadingCache.keep(scanned, key: key)
        return scanned
    }

    /// The message for a read receipt whose parts miss its total: what does not add up, the doubtful
    /// lines, and the corrections that would make it add up.
    static func doesNotAddUp(_ error: SplitError, receipt: Receipt, plan: SplitPlan, flags: SplitPlan, input: String) -> String {
        // Charges the person gave on the command line are ones the printed total holds (a line the reading
        // missed): said first, since they, not the reading, may be what does not fit.
        let given = [("--discount", flags.discount), ("--service", flags.service), ("--tax", flags.tax)]
            .compactMap { flag, charge in charge.map { "\(flag) \($0.text)" } }
        var message = given.isEmpty
            ? "the receipt does not add up as read: \(error.mismatch ?? error.advice)."
            : "the bill does not add up with \(given.joined(separator: " and ")): \(error.mismatch ?? error.advice)."
                + (given.count == 1 ? " This flag gives a charge that the printed total holds (a line the reading missed)" : " These flags give charges that the printed total holds (lines the reading missed)")
                + "; for a charge the paper's total does not hold, give the total to pay with --total AMOUNT, or leave " + (given.count == 1 ? "it" : "them") + " out."
        // (Not the mismatch itself again, as the checks made with the flags word it: the same chain of parts
        // against the same total.)
        func repeatsTheError(_ finding: Finding) -> Bool {
            guard !given.isEmpty, case .totalMismatch(let chain, let total) = finding.kind,
                  case .totalMismatch(let failed, let printed) = error else { return false }
            return chain == failed && total == printed
        }
        let doubts = receipt.findings.filter { $0.severity == .warning && !repeatsTheError($0) }.map(\.message)
        if !doubts.isEmpty { message += " Doubtful: " + doubts.joined(separator: "; ") + "." }
        message += " Compare the items with the paper (splitbill scan \(FileIO.commandPath(input)) lists them)"
        message += fixes(receipt, plan: plan, fallback: ", then correct with --set N=AMOUNT, --add NAME=AMOUNT, --remove N or --total AMOUNT")
        message += ScanInput.isBillFile(input)
            ? "; or fix \(FileIO.commandPath(input)) itself and split it again"
            : "; or save an editable bill with splitbill scan \(FileIO.commandPath(input)) --save bill.json, fix it, and split bill.json"
        return message
    }

    /// `: 7.83 missing` or `: 0.50 too much` for the total less the parts.
    static func gapText(_ gap: Money) -> String {
        gap.isZero ? "" : gap.isNegative ? ": \(gap.magnitude.formatted) too much" : ": \(gap.formatted) missing"
    }

    /// The single corrections that would make the receipt add up, as flags to type (at most four), or
    /// `fallback` when none is plausible.
    static func fixes(_ receipt: Receipt, plan: SplitPlan, fallback: String) -> String {
        let suggestions = ReceiptCheck(receipt, plan: plan).suggestions.prefix(4)
        guard !suggestions.isEmpty else { return fallback }
        return "; it would add up with " + suggestions.map(Advice.text).joined(separator: ", or ")
    }

    /// The currency given outright: the flag's, else the assignments file's.
    func explicitCurrency(assignments: JSONValue?) throws(CommandError) -> Currency? {
        if let given = try currencyOption.given() { return given }
        if let assignments, let code = BillFile.currencyCode(in: assignments) {
            return try Currency.named(code, from: who.assignments ?? "assignments", status: .dataError)
        }
        return nil
    }

    /// A bill file, read in the currency given (by a flag or an assignments file), else its own, else the
    /// settings'; with what it says of its checks (`verified`), when it says.
    static func readBillFile(
        _ path: String, given: Currency?, settings: Settings
    ) throws(CommandError) -> (file: BillFile, verified: Bool?, currency: Currency) {
        // A split's JSON (split or show --format json) carries its bill file.
        let document = BillFileWriter.bill(in: try readJSON(path, what: "bill"))
        guard case .object(let object) = document else {
            throw CommandError("\(path): a bill file is a JSON object such as {\"currency\": \"EUR\", \"items\": [...]}, not \(document.kindDescription)", .dataError)
        }
        let currency: Currency
        if let given {
            currency = given
            // Given over the bill's own (a bill that names its currency wrong): said, so that a slip is seen.
            if let code = BillFile.currencyCode(in: document), code.uppercased() != given.code {
                StandardError.write("note: \(path) says its currency is \(code); its amounts are read as \(given.code), the currency given\n")
            }
        } else if let code = BillFile.currencyCode(in: document) {
            currency = try Currency.named(code, from: path, status: .dataError)
        } else if let setting = try settings.currency() {
            currency = setting
        } else {
            throw CommandError("\(path): the bill does not say its currency; add \"currency\": \"EUR\" (or USD, GBP, ...) to it or pass --currency", .dataError)
        }
        let file: BillFile
        do { file = try BillFile(json: document, currency: currency) } catch {
            throw CommandError("\(path): \(error)", .dataError)
        }
        // A date in the file's own form that the calendar lacks would be saved as the bill's day; one
        // written otherwise (`03/04/15`, kept as the receipt printed it) stays as it is.
        if let date = file.receipt.date, CalendarDay.isNoDay(date) {
            throw CommandError("\(path): \"date\": \"\(date)\": there is no such day in the calendar; write the bill's day as YYYY-MM-DD, such as 2026-11-24, or remove the date", .dataError)
        }
        var verified: Bool?
        if case .bool(let v)? = object["verified"] { verified = v }
        return (file, verified, currency)
    }

    /// Reads and parses a JSON file, with the line and column of any syntax error.
    static func readJSON(_ path: String, what: String) throws(CommandError) -> JSONValue {
        let data = try FileIO.read(path, what: what, limit: 50_000_000)
        do { return try JSONValue(parsing: data) } catch {
            throw CommandError("\(path) is not valid JSON: \(error.advice)", .dataError)
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
            throw CommandError("\(place): unknown currency \"\(code)\"; use an ISO 4217 code such as EUR, USD, GBP or JPY", status)
        }
        return c
    }
}

extension SplitResult {
    /// Writes the split in `format` (to `--output` or standard output); in text, the summary for the chat
    /// there and what the payer checks (NOT VERIFIED, `Check:` lines) on standard error.
    func emit(_ format: SplitFormat, receipt: Receipt, plan: SplitPlan, output: OutputOptions, inputs: [String] = []) throws(CommandError) {
        try output.emit(rendered(format, receipt: receipt, plan: plan), inputs: inputs)
        let checks = checkLines(advice: Advice.notVerified)
        if format == .text, !checks.isEmpty { StandardError.write(checks.joined(separator: "\n") + "\n") }
    }

    /// The split in one of the output formats; the JSON carries the bill file of `receipt` and `plan` as
    /// `bill`, so that `splitbill split` reads it back.
    func rendered(_ format: SplitFormat, receipt: Receipt, plan: SplitPlan) -> String {
        switch format {
        case .text: chatSummary
        case .markdown: markdown(advice: Advice.notVerified)
        case .json: BillFileWriter.splitJSON(self, receipt: receipt, plan: plan)
        case .csv: csv
        }
    }
}

extension ExtrasRule: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { ["proportional", "equal"] }
}

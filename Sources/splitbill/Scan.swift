import ArgumentParser
import BillSplitter
import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore

/// `splitbill scan`: reads receipts and prints what is on them.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read receipts and print their rows, items and totals.",
        discussion: """
            A photo or scan of a receipt (JPEG, PNG, TIFF, BMP, WebP, HEIC or AVIF) is read with Tesseract, \
            several at once on a multi-core machine. A PDF's first page is read from its text, or, \
            when it has none, rendered and read as a photo (with poppler-utils' pdftotext and pdftoppm). A .txt input is a receipt's text, one printed row \
            per line. A .json input is a bill file (as --save writes, perhaps edited since): its items \
            are listed and its arithmetic checked as it now stands.

            Examples:
              splitbill scan receipt.jpg
              splitbill scan receipt.heic --lang eng+spa --format json > bill.json
              splitbill scan *.jpg --output-dir bills/     # bills/NAME.json for each
              cat receipt.jpg | splitbill scan -
              splitbill scan receipt.txt
              splitbill scan bill.json
            """
    )

    @Argument(help: ArgumentHelp("The receipts to read: photos, PDFs, .txt files or bill files (.json); - reads one from standard input.", valueName: "input"))
    var inputs: [String]

    @Option(name: .customLong("format"), help: "The output: text (rows and items) or json (a bill file that splitbill split reads); default: text, json with --output-dir.")
    var formatOption: ScanFormat?

    @Option(help: ArgumentHelp("Write one bill file <name>.json (with --format text, <name>.txt) per input into this folder instead of printing.", valueName: "dir"))
    var outputDir: String?

    /// The output format: `--format`, else bill files for `--output-dir`, else text.
    var format: ScanFormat { formatOption ?? (outputDir != nil ? .json : .text) }

    @OptionGroup var currencyOption: CurrencyOption

    @OptionGroup var replace: ForceOption

    @Option(help: ArgumentHelp("Also write the receipt as an editable bill file (JSON) that splitbill split reads; one input only.", valueName: "file"))
    var save: String?

    @Flag(help: "Also print why each receipt was read so: each row's rule, how the total was found and what else was considered, every repair and its reason (JSON output carries it under \"trace\").")
    var explain = false

    @Option(help: ArgumentHelp("Also write a picture of the reading: the photo as cleaned up, each row boxed in the colour of what it was read as (items numbered); one photo only.", valueName: "png"))
    var annotate: String?

    @Flag(help: "Read photos again, not from the readings kept in $XDG_CACHE_HOME/splitbill/readings.")
    var reread = false

    @OptionGroup var recognition: RecognitionOptions

    @Option(help: ArgumentHelp("Write each photo's image after every clean-up stage into this folder, for a look.", valueName: "dir"))
    var debugImages: String?

    @Option(help: ArgumentHelp("How many photos to read at once (default: one per core, while their estimated memory fits half the machine's).", valueName: "n"))
    var jobs: Int?

    @Flag(help: .hidden)
    var timings = false

    /// Engines that read each photo together (1 or 2, see ``ReadOptions/enginesPerImage``); by default 2 for
    /// a single photo on two cores or more, else 1. For measuring.
    @Option(help: .hidden)
    var enginesPerPhoto: Int?

    /// The model that reads a doubtful photo again ("none": no second model); for measuring.
    @Option(help: .hidden)
    var secondModel: String?

    func validate() throws {
        try reportingErrors {
            if save != nil, inputs.count != 1 {
                throw CommandError("--save writes one bill file, for one input; for several, use --output-dir DIR", .usage)
            }
            if annotate != nil, inputs.count != 1 {
                throw CommandError("--annotate draws one photo's reading; give one photo", .usage)
            }
            if annotate != nil, let input = inputs.first, input != "-", !ScanImages.isImage(input), !PDFInput.isPDF(input) {
                throw Self.notAPhoto(input)
            }
            if annotate == "-" || annotate?.isEmpty == true {
                throw CommandError("--annotate writes a PNG file; name it (standard output carries the listing)", .usage)
            }
            if let jobs, jobs < 1 { throw CommandError("--jobs: give a number of at least 1", .usage) }
        }
    }

    func run() throws {
        // `-` is standard input, read as what it holds.
        if inputs.contains("-") {
            var command = self
            command.inputs = inputs.map { $0 == "-" ? "/dev/stdin" : $0 }
            try command.run()
            return
        }
        // Photos are read fastest with OpenMP single-threaded: restart with it set before anything else.
        if ScanImages.anyPhoto(inputs) { ScanImages.ensureSingleThreadedOpenMP() }
        try reportingErrors {
            let settings = try Settings.load()
            var readOptions = try ScanImages.options(recognition, debugImages: debugImages, enginesPerPhoto: enginesPerPhoto,
                                                     secondModel: secondModel)
            readOptions.keepsCleanedImage = annotate != nil
            readOptions.replacesDebugImages = replace.force
            let scanner = ReceiptScanner(readOptions: readOptions, currency: try currencyOption.given(),
                                         fallbackCurrency: try settings.fallbackCurrency())
            let outputPaths = try outputDir.map { folder throws(CommandError) in
                try ScanOutputs.paths(for: inputs, in: folder, json: format == .json)
            } ?? [:]
            if let outputDir {
                var isFolder: ObjCBool = false
                if !FileManager.default.fileExists(atPath: outputDir, isDirectory: &isFolder) {
                    do { try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true) } catch {
                        throw CommandError("cannot create the folder \(outputDir): \(error.localizedDescription)", .cannotCreate)
                    }
                } else if !isFolder.boolValue {
                    throw CommandError("\(outputDir) is a file; --output-dir needs a folder", .cannotCreate)
                }
            }
            // PDFs: the first page's text, or the page rendered, read with the photos.
            var pages: [String: PDFInput.Page] = [:]
            var pdfErrors: [String: CommandError] = [:]
            for input in inputs where PathKind(atPath: input) != .pipe && PDFInput.isPDF(input) && pages[input] == nil {
                do throws(CommandError) { pages[input] = try PDFInput.firstPage(input) } catch { pdfErrors[input] = error }
            }
            defer { pages.values.forEach(PDFInput.cleanUp) }
            // Photos first: those read before from the cache (unless what is asked needs the photo itself), the
            // others all together, one Tesseract engine per core.
            let photos = inputs.filter { pages[$0] == nil && pdfErrors[$0] == nil && ScanImages.isImage($0) }
            let cache = ReadingCache.lookUp(photos, options: scanner.readOptions, using: !reread && !timings && debugImages == nil)
            let unread = photos.filter { cache.rows[$0] == nil }
            var readings = unread.isEmpty ? [:] : try ScanImages.read(unread, scanner: scanner, jobs: jobs, enginesPerPhoto: enginesPerPhoto)
            for (path, key) in cache.keys { if case .success(let scanned)? = readings[path] { ReadingCache.keep(scanned, key: key) } }
            for (path, rows) in cache.rows { readings[path] = .success(scanner.scan(rows: rows)) }
            let rendered = pages.compactMap { input, page in if case .image(let image) = page { (input, image) } else { nil } }
            if !rendered.isEmpty {
                let read = try ScanImages.read(rendered.map(\.1), scanner: scanner, jobs: jobs, enginesPerPhoto: enginesPerPhoto)
                for (input, image) in rendered { readings[input] = read[image] }
            }
            for (input, page) in pages { if case .text(let text) = page { readings[input] = .success(scanner.scan(text: text)) } }
            for (input, error) in pdfErrors { readings[input] = .failure(error) }
            var failures: [CommandError] = []
            for input in inputs {
                do {
                    let report: ScanReport
                    var scanned: ScannedReceipt?
                    if ScanInput.isBillFile(input) {
                        report = try ScanReport(billFile: input, given: try currencyOption.given(), settings: settings)
                    } else {
                        let read = try readings[input]?.get() ?? ScanInput.scan(textFile: input, with: scanner)
                        report = ScanReport(read.parsed)
                        scanned = read
                    }
                    if let annotate { try Self.drawReading(of: scanned, input: input, to: annotate, force: replace.force) }
                    if let save {
                        try FileIO.write(JSONValue.object(report.billJSON()).serialized() + "\n", to: save, force: replace.force, inputs: inputs)
                        StandardError.write("Saved the bill to \(save); check it against the paper, edit it if needed, then run splitbill split \(save).\n")
                    }
                    let text: String
                    switch format {
                    case .text: text = report.text + (explain ? "\n" + ScanReport.explanation(of: scanned, input: input) : "")
                    case .json:
                        var object = report.billJSON(includeLines: true, includeTrace: true)
                        // Several bills printed one after another each say which input they were read from.
                        if inputs.count > 1, outputPaths[input] == nil { object["source"] = .string(input) }
                        var json = JSONValue.object(object)
                        if timings, let scanned { json = ScanImages.addingTimings(to: json, scanned) }
                        text = json.serialized() + "\n"
                    }
                    if let path = outputPaths[input] {
                        try FileIO.write(text, to: path, force: replace.force, inputs: inputs)
                    } else {
                        if inputs.count > 1, format == .text { print("== \(input.escapingControlCharacters)") }
                        print(text, terminator: "")
                    }
                    // What was read is out (and saved, to edit, when asked); the exit code says that
                    // it holds no receipt, or none read reliably.
                    if report.receipt.items.isEmpty, report.receipt.total == nil {
                        let what = ScanImages.isImage(input)
                            ? ScanImages.retakeAdvice(scanned)
                            : "check that the file holds the receipt's text, one printed row per line"
                        let error = CommandError("\(input): no receipt was found in it (no items and no total); \(what)", .dataError)
                        if inputs.count == 1 { throw error }
                        StandardError.write("Error: \(error.message)\n")
                        failures.append(error)
                    } else if let scanned, let why = ScanImages.illegibility(of: scanned) {
                        let error = CommandError("\(input): \(why); \(ScanImages.retakeAdvice(scanned, photo: "it"))", .dataError)
                        if inputs.count == 1 { throw error }
                        StandardError.write("Error: \(error.message)\n")
                        failures.append(error)
                    }
                } catch let error as CommandError {
                    if inputs.count == 1 { throw error }
                    StandardError.write("Error: \(error.message) (skipped)\n")
                    failures.append(error)
                }
            }
            if !failures.isEmpty {
                throw CommandError("\(failures.count) of \(inputs.count) inputs failed (each is said above)", .failure)
            }
        }
    }
}

extension Scan {
    /// The refusal of `--annotate` for an input that is no photo: a bill file, a PDF read from its text, or a
    /// receipt's text.
    static func notAPhoto(_ input: String) -> CommandError {
        let what = ScanInput.isBillFile(input) ? "a bill file" : PDFInput.isPDF(input) ? "a PDF read from its text" : "a receipt's text"
        return CommandError("--annotate draws on a photo, and \(input) is \(what); give the photo of the receipt", .usage)
    }

    /// Writes the picture of a photo's reading (``ReadingPicture``) to `path`.
    static func drawReading(of scanned: ScannedReceipt?, input: String, to path: String, force: Bool) throws(CommandError) {
        guard let scanned, scanned.reading != nil else { throw notAPhoto(input) }
        let png: [UInt8]
        do {
            png = try ReadingPicture(scanned).png()
        } catch {
            throw CommandError("\(input): the picture of the reading could not be drawn (\(error)); scan it again without --annotate", .failure)
        }
        try FileIO.write(bytes: png, to: path, force: force, inputs: [input])
        StandardError.write("Wrote the picture of the reading to \(path).\n")
    }
}

/// The output formats of `scan`.
enum ScanFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The stages of `scan` for one input.
enum ScanInput {
    /// The receipt in a `.txt` file, one printed row per line.
    static func scan(textFile path: String, with scanner: ReceiptScanner) throws(CommandError) -> ScannedReceipt {
        let data = try FileIO.read(path, what: "receipt text", limit: 5_000_000)
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("\(path) is not UTF-8 text; save it as UTF-8", .dataError)
        }
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw CommandError("\(path) is empty; it should hold the receipt's text, one printed row per line", .dataError)
        }
        return scanner.scan(text: text)
    }

    /// The receipt in a photo or a `.txt` file (for `split`).
    static func scan(_ path: String, with scanner: ReceiptScanner) throws(CommandError) -> ScannedReceipt {
        guard ScanImages.isImage(path) else { return try scan(textFile: path, with: scanner) }
        guard let result = try ScanImages.read([path], scanner: scanner)[path] else {
            throw CommandError("\(path): nothing was read", .failure)
        }
        return try result.get()
    }

    /// Whether `path` is a bill file (`.json`, or a pipe that holds JSON; see ``InputKind``).
    static func isBillFile(_ path: String) -> Bool {
        InputKind(path) == .billFile
    }
}

/// What an input holds: a photo, a receipt's text, or a bill file. A name says it by its extension
/// (`.txt`, `.json`, anything else a photo, which the loader names when it cannot read it); a pipe or a
/// file without one (`<(jq . bill.json)`, `<(cat receipt.txt)`, `bill`) by what it holds: JSON starts
/// with `{`, a photo with its format's signature, and anything else is text (a file's only if it reads as
/// text; other bytes go to the photo loader).
enum InputKind: Equatable {
    case photo, text, billFile

    init(_ path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "json": self = .billFile
        case "txt": self = .text
        case "":
            // A pipe that cannot be read is taken for text, whose reading then says why.
            if PathKind(atPath: path) == .pipe {
                guard let data = try? FileIO.pipeData(path) else { self = .text; return }
                self = InputKind(contents: data)
                return
            }
            // A file without an extension (`bill`, a link `lunch -> lunch.json`) by its first bytes; one that
            // is neither JSON nor text goes to the photo loader, which names what it is not.
            guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 4096) else {
                self = .photo
                return
            }
            try? handle.close()
            let kind = InputKind(contents: head)
            self = kind == .text && !InputKind.looksLikeText(head) ? .photo : kind
        default: self = .photo
        }
    }

    /// Whether `data` reads as text: UTF-8 (a character may be cut at its end) without NUL bytes.
    static func looksLikeText(_ data: Data) -> Bool {
        guard !data.isEmpty, !data.contains(0) else { return false }
        for cut in 0...min(3, data.count - 1) where String(data: data.dropLast(cut), encoding: .utf8) != nil { return true }
        return false
    }

    /// The kind of `data`, from its first bytes.
    init(contents data: Data) {
        if ImageFormat.sniff([UInt8](data.prefix(64))) != nil {
            self = .photo
            return
        }
        // A byte-order mark and white space may come before the `{`.
        var body = data[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        self = first == UInt8(ascii: "{") ? .billFile : .text
    }
}

/// What `scan` prints of one receipt: its items and totals, whether its arithmetic confirms them, and
/// the findings.
struct ScanReport {
    var receipt: Receipt
    var verified: Bool
    /// The bill file's keys as the parser writes them (its `verified` and `findings` in place).
    private var parsed: ParsedReceipt?

    /// The report of a receipt as read.
    init(_ parsed: ParsedReceipt) {
        self.receipt = parsed.receipt
        self.verified = parsed.isVerified
        self.parsed = parsed
    }

    /// The report of a bill file as it now stands: its findings made again from its arithmetic. One that
    /// says `"verified": false` with no warning among its findings stays unverified, as `split` keeps it (its
    /// parts may add up only because the reading made its total from them).
    init(billFile path: String, given: Currency?, settings: Settings) throws(CommandError) {
        let (file, verifiedInFile, _) = try Split.readBillFile(path, given: given, settings: settings)
        receipt = file.receipt.rechecked()
        verified = ReceiptCheck(file.receipt).addsUp && !(verifiedInFile == false && SplitVerdict.isDoubtOfTheReading(file.receipt))
    }

    /// The bill file of the receipt, with `verified` before `findings`, and (for a receipt read here,
    /// with `includeLines`) the recognised rows under `lines`.
    func billJSON(includeLines: Bool = false, includeTrace: Bool = false) -> JSONObject {
        parsed?.jsonObject(includeLines: includeLines, includeTrace: includeTrace) ?? receipt.jsonObject(verified: verified)
    }

    /// `scan --explain`: how a receipt was read (for a photo, how the photo was read first), each line's
    /// control characters shown as escapes.
    static func explanation(of scanned: ScannedReceipt?, input: String) -> String {
        guard let scanned else { return "How it was read: \(input) is a bill file; it was read as written, not parsed.\n" }
        var out = "How it was read:\n"
        if let reading = scanned.reading {
            let notes = reading.notes
            var photo = "Photo: \(reading.originalSize.width)×\(reading.originalSize.height), cleaned to "
                + "\(reading.cleanedSize.width)×\(reading.cleanedSize.height)"
            if notes.quarterTurns != 0 { photo += ", turned \(notes.quarterTurns * 90)°" }
            if abs(notes.skewDegrees) >= 0.05 { photo += ", straightened by \(String(format: "%.1f", notes.skewDegrees))°" }
            if let script = notes.script {
                photo += "; script \(script.script)" + (script.languages.map { ", read again in \($0)" } ?? "")
            }
            photo += "; words' mean confidence \(Int(reading.confidence.rounded()))"
            photo += reading.readings == 1 ? "; read once" : "; read \(reading.readings) times, reading \(reading.keptReading) kept"
            out += photo + ".\n"
        } else if ScanImages.isImage(input), !PDFInput.isPDF(input) {
            out += "Photo: read before; its rows were taken from the cache of readings (--reread reads it again).\n"
        }
        let trace = scanned.parsed.trace.text.split(separator: "\n", omittingEmptySubsequences: false)
        out += trace.map { String($0).escapingControlCharacters }.joined(separator: "\n")
        return out
    }

    /// The numbered items, the totals, whether the arithmetic confirms them, and the findings.
    var text: String {
        let r = receipt
        var out = ""
        if let store = r.store?.escapingControlCharacters {
            out += store + (r.date.map { ", \($0.escapingControlCharacters)" } ?? "") + "\n"
        } else if let date = r.date {
            out += date.escapingControlCharacters + "\n"
        }
        let width = max(20, r.items.map(\.name.count).max() ?? 0)
        let counts = r.items.map { item -> String in
            guard let q = item.quantity, q != ExactDecimal(significand: 1) else { return "" }
            let unit = item.unitPrice.map { u in Money(exactly: u, currency: r.currency)?.formattedNumber ?? u.description }
            return q.description + (unit.map { " × " + $0 } ?? "")
        }
        let countWidth = counts.map(\.count).max() ?? 0
        let amountWidth = max(12, (r.items.map(\.total) + [r.subtotal, r.total].compactMap { $0 }).map(\.formatted.count).max() ?? 0)
        let labelWidth = 5 + width + (countWidth > 0 ? countWidth + 2 : 0)
        for (i, item) in r.items.enumerated() {
            var line = String(i + 1).leftPadded(to: 3) + "  " + (item.name.isEmpty ? "(no name)" : item.name.escapingControlCharacters).rightPadded(to: width)
            if countWidth > 0 { line += "  " + counts[i].rightPadded(to: countWidth) }
            line += "  " + item.total.formatted.leftPadded(to: amountWidth)
            if let d = item.discount { line += "  (-" + d.formatted + ")" }
            out += line + "\n"
            for detail in item.details { out += "     " + detail.escapingControlCharacters + "\n" }
            for addOn in item.addOns {
                out += ("     + " + (addOn.name ?? "").escapingControlCharacters).rightPadded(to: labelWidth) + "  " + addOn.amount.formatted.leftPadded(to: amountWidth) + "\n"
            }
        }
        func row(_ label: String, _ amount: Money?) {
            if let amount { out += label.rightPadded(to: labelWidth) + "  " + amount.formatted.leftPadded(to: amountWidth) + "\n" }
        }
        row("Subtotal", r.subtotal)
        row("Discount", r.discount.map { -$0 })
        row("Service", r.service)
        row(r.taxIncluded == true ? "Tax (included)" : "Tax", r.tax)
        row("Tip", r.tip)
        row("Rounding", r.rounding)
        row("Total", r.total)
        if r.taxIncluded == true, r.tax == nil { out += "Prices include tax.\n" }
        out += verified ? "Verified: the items and charges add up to the total.\n" : "Not verified: check the receipt.\n"
        for finding in r.findings { out += "\(finding)\n" }
        return out
    }

}

private extension String {
    func rightPadded(to n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}

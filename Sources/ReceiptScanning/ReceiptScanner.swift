import Foundation
import ReceiptOCR
import ReceiptParser
import SplitBillCore

/// Turns photos of receipts, or their text, into parsed receipts: what `splitbill scan` does.
///
/// A photo is read with Tesseract (`ReceiptOCR`), and each reading is judged by the receipt parser
/// (``judge``): a doubtful reading is followed by others and the best kept. The kept reading's parse is
/// the result; nothing is parsed twice. A text is one printed row per line.
///
/// ```swift
/// let scanner = ReceiptScanner()
/// let scanned = try scanner.scan(photo: "receipt.jpg")
/// print(scanned.receipt.total?.formatted ?? "no total", scanned.parsed.isVerified)
/// ```
///
/// Start a program that reads photos with `OMP_THREAD_LIMIT=1` (`OCRProcess.isThreadLimitSet` says
/// whether it was): Tesseract reads several times faster with OpenMP on one thread.
public struct ReceiptScanner: Sendable {
    /// How photos are read (languages, models, clean-up).
    public var readOptions: ReadOptions
    /// The currency to read amounts in; nil: the parser detects it from the receipt.
    public var currency: Currency?
    /// The currency taken when the receipt names none (a finding then says so).
    public var fallbackCurrency: Currency

    /// A scanner.
    public init(readOptions: ReadOptions = ReadOptions(), currency: Currency? = nil, fallbackCurrency: Currency = .usd) {
        self.readOptions = readOptions
        self.currency = currency
        self.fallbackCurrency = fallbackCurrency
    }

    /// The receipt in a text, one printed row per line (blank lines are skipped).
    public func scan(text: String) -> ScannedReceipt {
        scan(rows: Self.rows(ofText: text))
    }

    /// The receipt the rows describe.
    public func scan(rows: [RecognizedRow]) -> ScannedReceipt {
        let parse = timedParse(rows)
        return ScannedReceipt(parsed: parse.parsed, rows: rows, reading: nil, parseMilliseconds: parse.milliseconds)
    }

    /// Reads one photo (JPEG, PNG, TIFF, BMP, WebP, HEIC or AVIF) with one Tesseract engine.
    ///
    /// - Throws: `ReceiptOCRError` when the file cannot be read or no engine can start.
    public func scan(photo path: String) throws(ReceiptOCRError) -> ScannedReceipt {
        let reader = try ReceiptReader(options: readOptions)
        return scanned(try reader.read(path: path, judge: judge))
    }

    /// Reads many photos with one Tesseract engine per worker thread, one result per path in the same
    /// order: a photo that cannot be read gives its error, and the others are still read. `progress` is
    /// called from worker threads with (photos done, photos in all). With a `memoryBudget` (in bytes),
    /// photos are read at once only while their estimated peaks fit it (``BatchReader/memoryBudget``).
    ///
    /// - Throws: `ReceiptOCRError` only when no engine can start (a language's data is missing).
    public func scan(
        photos paths: [String], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        memoryBudget: Int? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(ReceiptOCRError) -> [Result<ScannedReceipt, ReceiptOCRError>] {
        var reader = BatchReader(options: readOptions, workers: workers, judge: judge)
        reader.memoryBudget = memoryBudget
        return try reader.read(paths: paths, progress: progress).map { $0.map(scanned) }
    }

    /// Judges a photo's reading by what the receipt parser makes of it. Settled: a total line was read
    /// (or the payment gives the total). Otherwise the photo is read again (by the second model, then
    /// cleaned other ways) and the best reading kept: verified first, then one whose charges add up to
    /// its total, then one with a printed total, then one with items; on a tie, the one with fewer
    /// warnings. Measured on the corpus (Benchmarks/README.md): reading again the receipts whose total
    /// was read but did not add up gained as many totals as it lost, so those are read once.
    public var judge: ReadingJudge {
        let scanner = self
        return ReadingJudge { rows in
            let parse = scanner.timedParse(rows)
            let parsed = parse.parsed
            let addsUp = parsed.verification.checks.contains { $0.kind == .totalAddsUp && $0.passed }
            var rank = 0
            if parsed.isVerified { rank += 8 }
            if addsUp { rank += 4 }
            if parsed.totalSource.isPrinted { rank += 2 }
            if !parsed.receipt.items.isEmpty { rank += 1 }
            let warnings = parsed.receipt.findings.filter { $0.severity == .warning }.count
            return ReadingJudge.Verdict(settled: parsed.totalSource.isPrinted, rank: rank, faults: warnings, detail: parse)
        }
    }

    /// The rows of a text: one per line that is not blank.
    public static func rows(ofText text: String) -> [RecognizedRow] {
        text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .map { RecognizedRow(text: String($0)) }
    }

    /// A photo's result with the judge's parse of the kept reading, or a parse of it when no judge ran.
    private func scanned(_ reading: OCRResult) -> ScannedReceipt {
        var parse = reading.verdict?.detail as? TimedParse ?? timedParse(reading.rows)
        if reading.stoppedAtTimeLimit {
            parse.parsed.receipt.findings.append(Finding(.warning, Self.timeLimitWarning(readOptions.timeLimit)))
        }
        return ScannedReceipt(parsed: parse.parsed, rows: reading.rows, reading: reading, parseMilliseconds: parse.milliseconds)
    }

    /// What a reading cut short by the time limit says.
    static func timeLimitWarning(_ limit: Duration?) -> String {
        let seconds = limit.map { "\($0.components.seconds) s" } ?? "its time"
        return "reading the photo was stopped after \(seconds), with what was read by then (a photo of a receipt takes a few "
            + "seconds; a pattern or print too small to read takes far longer); check the result, or photograph the receipt alone, closer"
    }

    private func timedParse(_ rows: [RecognizedRow]) -> TimedParse {
        let start = ContinuousClock.now
        // A receipt is photographed within a year of its sale: a date beyond next year is no date.
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        let parsed = ReceiptParser(options: .init(currency: currency, fallbackCurrency: fallbackCurrency, latestYear: nextYear)).parse(rows: rows)
        let elapsed = (ContinuousClock.now - start).components
        return TimedParse(parsed: parsed, milliseconds: Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15)
    }

    /// A parse and how long it took, handed from the judge to the result.
    private struct TimedParse: Sendable {
        var parsed: ParsedReceipt
        var milliseconds: Double
    }
}

/// One receipt as scanned: what the parser made of it, the rows it read, and for a photo the reading.
public struct ScannedReceipt: Sendable {
    /// The parser's result: the receipt, its checks and where its total came from.
    public var parsed: ParsedReceipt
    /// The printed rows the receipt was parsed from.
    public var rows: [RecognizedRow]
    /// For a photo: the kept reading, with its words, clean-up notes, timings and how many readings
    /// were made. Nil for a text.
    public var reading: OCRResult?
    /// How long parsing the kept rows took, in milliseconds (for a photo, part of the judge's time).
    public var parseMilliseconds: Double

    /// A scanned receipt.
    public init(parsed: ParsedReceipt, rows: [RecognizedRow], reading: OCRResult?, parseMilliseconds: Double) {
        self.parsed = parsed
        self.rows = rows
        self.reading = reading
        self.parseMilliseconds = parseMilliseconds
    }

    /// The receipt: items, charges, total, findings.
    public var receipt: Receipt { parsed.receipt }
    /// Whether the receipt's own arithmetic confirms the reading.
    public var isVerified: Bool { parsed.isVerified }
    /// Whether nothing of a receipt was found: no items and no total.
    public var isEmpty: Bool { parsed.receipt.items.isEmpty && parsed.receipt.total == nil }

    /// Below this mean confidence (0-100, see `OCRResult.confidence`), a photo's reading with no total
    /// line is too doubtful to split: the words are mostly guesses at a dark, blurred or distant receipt.
    /// On the corpora (Benchmarks/README.md) every reading under it with no total line had its total
    /// wrong, and none with a total taken from elsewhere that was right scored under 74; readings with a
    /// total line can be right lower down, so those are never refused.
    public static let legibleConfidence = 60.0

    /// Whether a photo was read too doubtfully to trust what was found: no total line, and its words read
    /// with a mean confidence under ``legibleConfidence``. Never for a text.
    public var isIllegible: Bool {
        guard let reading else { return false }
        return reading.confidence < Self.legibleConfidence && !parsed.totalSource.isPrinted
    }
}

import Foundation
import ReceiptOCR
import ReceiptParser
import SplitBillCore

/// Photos for `splitbill scan` (and `split`): reading them with Tesseract, many at once.
enum ScanImages {
    /// What reading one photo gave: its rows and how long each part took.
    struct Reading {
        var rows: [RecognizedRow]
        var timings: StageTimings
        /// Whole readings made (more than 1 when the first was doubtful) and which one was kept.
        var readings = 1
        var keptReading = 1
    }

    /// Restarts the process with `OMP_THREAD_LIMIT=1` unless it is set (see ReceiptOCR's `OCRProcess`):
    /// call before anything is printed or written.
    static func ensureSingleThreadedOpenMP() {
        OCRProcess.ensureSingleThreadedOpenMP()
    }

    /// Whether `path` is read as a photo (anything but a `.txt` file; the loader names what it cannot read).
    static func isImage(_ path: String) -> Bool {
        URL(fileURLWithPath: path).pathExtension.lowercased() != "txt"
    }

    /// The OCR options for the command: languages from `--lang`, the `lang` setting, or English; the
    /// models from `--model`, the `model` setting, or `auto` (see ``RecognitionOptions/apply(_:to:)``).
    static func options(
        _ recognition: RecognitionOptions, debugImages: String?, enginesPerPhoto: Int? = nil, secondModel: String? = nil
    ) -> ReadOptions {
        var options = ReadOptions()
        if let enginesPerPhoto { options.enginesPerImage = min(max(enginesPerPhoto, 1), 2) }
        let settings = try? Settings.load()
        options.languages = recognition.lang ?? settings?["lang"] ?? "eng"
        RecognitionOptions.apply(recognition.model ?? settings?["model"] ?? "auto", to: &options)
        if let secondModel { options.secondModel = RecognitionModel(rawValue: secondModel) }
        options.debugImagesDirectory = debugImages
        return options
    }

    /// Reads every photo in `paths` with one Tesseract engine per core, showing a progress bar on a
    /// terminal. One result per distinct path; a photo that cannot be read gives its error.
    ///
    /// - Throws: ``CommandError`` when no engine can start (a language's data is missing).
    static func read(
        _ paths: [String], options: ReadOptions, currency: Currency? = nil, jobs: Int? = nil
    ) throws(CommandError) -> [String: Result<Reading, CommandError>] {
        OCRProcess.ensureSingleThreadedOpenMP()
        if let jobs, jobs < 1 { throw CommandError("--jobs: give a number of at least 1", .usage) }
        var unique: [String] = []
        for path in paths where !unique.contains(path) { unique.append(path) }
        let bar = ProgressBar(total: unique.count)
        let results: [Result<OCRResult, ReceiptOCRError>]
        do {
            let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            let reader = BatchReader(options: options, workers: workers, judge: judge(currency: currency))
            results = try reader.read(paths: unique) { done, _ in
                bar?.update(done)
            }
        } catch {
            bar?.finish()
            throw commandError(error)
        }
        bar?.finish()
        var readings: [String: Result<Reading, CommandError>] = [:]
        for (path, result) in zip(unique, results) {
            readings[path] = result.map {
                Reading(rows: $0.rows, timings: $0.timings, readings: $0.readings, keptReading: $0.keptReading)
            }.mapError { commandError($0, photo: path) }
        }
        return readings
    }

    /// The rows of one photo (for `split photo.jpg`).
    static func rows(of path: String, options: ReadOptions, currency: Currency? = nil) throws(CommandError) -> [RecognizedRow] {
        guard let result = try read([path], options: options, currency: currency)[path] else { return [] }
        return try result.get().rows
    }

    /// Judges a photo's reading by what the receipt parser makes of it. Settled: a total line was read
    /// (or the payment gives the total). Otherwise (no total, or only a guess) the photo is read again,
    /// cleaned other ways, and the best reading kept: verified first, then one whose charges add up to
    /// its total, then one with a printed total, then one with items; on a tie, the one with fewer
    /// warnings. Measured on the corpus (Benchmarks/README.md): reading again the receipts whose total
    /// was read but did not add up gained as many totals as it lost, so those are read once.
    static func judge(currency: Currency?) -> ReadingJudge {
        ReadingJudge { rows in
            let parsed = ScanInput.parsed(from: rows, currency: currency)
            let addsUp = parsed.verification.checks.contains { $0.kind == .totalAddsUp && $0.passed }
            var rank = 0
            if parsed.isVerified { rank += 8 }
            if addsUp { rank += 4 }
            if parsed.totalSource.isPrinted { rank += 2 }
            if !parsed.receipt.items.isEmpty { rank += 1 }
            let warnings = parsed.receipt.findings.filter { $0.severity == .warning }.count
            return ReadingJudge.Verdict(settled: parsed.totalSource.isPrinted, rank: rank, faults: warnings)
        }
    }

    /// The command's error for what stopped one photo: a clean-up or recognition failure is that
    /// photo's fault (exit 65) and names it; anything else as ``commandError(_:)``.
    static func commandError(_ error: ReceiptOCRError, photo: String) -> CommandError {
        switch error {
        case .recognitionFailed, .imageOperationFailed:
            return CommandError("\(photo): \(error.description)", .dataError)
        default:
            return commandError(error)
        }
    }

    /// The command's error for an OCR error: the library's message and a matching exit code.
    static func commandError(_ error: ReceiptOCRError) -> CommandError {
        switch error {
        case .fileNotFound, .unreadableFile:
            return CommandError(error.description, .noInput)
        case .emptyFile, .notAnImage, .unsupportedFormat, .truncatedImage, .corruptImage, .imageTooLarge, .imageTooSmall,
             .imageSideTooLong, .fileTooLarge:
            return CommandError(error.description, .dataError)
        case .invalidLanguage:
            return CommandError("--lang: " + error.description, .usage)
        case .cannotWrite:
            return CommandError(error.description, .cannotCreate)
        case .tessdataNotFound, .languageDataMissing, .receiptModelMissing, .receiptModelDamaged, .engineInitFailed,
             .recognitionFailed, .imageOperationFailed:
            return CommandError(error.description, .failure)
        }
    }
}

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
final class ProgressBar: Sendable {
    private let total: Int

    /// A bar for `total` steps, or nil when standard error is not a terminal (piped or redirected).
    init?(total: Int) {
        guard total > 1, isatty(STDERR_FILENO) != 0 else { return nil }
        self.total = total
        draw(0)
    }

    /// Shows `done` of the total steps.
    func update(_ done: Int) {
        draw(done)
    }

    /// Clears the bar.
    func finish() {
        StandardError.write("\r\u{1B}[2K")
    }

    private func draw(_ done: Int) {
        let width = 30
        let filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        StandardError.write("\r[\(bar)] \(done)/\(total) photos read")
    }
}

extension ScanImages {
    /// The scan JSON with `timings_ms` added (load, cleanup, recognize, rows, judge, parse, and each
    /// clean-up stage) `readings` (more than 1 when the photo was read again) and `kept_reading`, and
    /// `omp_thread_limit` (as this process sees it), for the benchmark (`scan --timings`, hidden).
    static func addingTimings(to json: JSONValue, _ reading: Reading?, parse: Duration) -> JSONValue {
        guard case .object(var object) = json else { return json }
        var times = reading?.timings.jsonObject ?? JSONObject()
        let parseMilliseconds = Double(parse.components.seconds) * 1000 + Double(parse.components.attoseconds) / 1e15
        times["parse"] = .number(String((parseMilliseconds * 100).rounded() / 100))
        object["timings_ms"] = .object(times)
        if let reading {
            object["readings"] = .number(String(reading.readings))
            object["kept_reading"] = .number(String(reading.keptReading))
        }
        // Whether the OpenMP re-exec happened (the variable is set in this process).
        object["omp_thread_limit"] = .string(or: ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"])
        return .object(object)
    }
}

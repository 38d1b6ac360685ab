import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore

/// Photos for `splitbill scan` (and `split`): reading them with ReceiptScanning, many at once.
enum ScanImages {
    /// Restarts the process with `OMP_THREAD_LIMIT=1` unless it is set (see ``OpenMPRestart``): call
    /// before anything is printed or written.
    static func ensureSingleThreadedOpenMP() {
        OpenMPRestart.ifNeeded()
    }

    /// Whether `path` is read as a photo (see ``InputKind``).
    static func isImage(_ path: String) -> Bool {
        InputKind(path) == .photo
    }

    /// Whether a photo among `paths` is to be read, so that the command restarts with OpenMP single-threaded
    /// before anything else. Pipes are left out: the restarted command could not read them again (a photo
    /// in a pipe is read from a copy, with OpenMP as it is).
    static func anyPhoto(_ paths: [String]) -> Bool {
        paths.contains { PathKind(atPath: $0) != .pipe && isImage($0) }
    }

    /// The OCR options for the command: languages from `--lang`, the `lang` setting, or English; the
    /// models from `--model`, the `model` setting, or `receipt` (see ``ModelChoice``).
    ///
    /// - Throws: ``CommandError`` when the settings file is broken.
    static func options(
        _ recognition: RecognitionOptions, debugImages: String?, enginesPerPhoto: Int? = nil, secondModel: String? = nil
    ) throws(CommandError) -> ReadOptions {
        var options = ReadOptions()
        if let enginesPerPhoto { options.enginesPerImage = min(max(enginesPerPhoto, 1), 2) }
        let settings = try Settings.load()
        options.languages = recognition.lang ?? settings["lang"] ?? "eng"
        // Languages named by the user are read as named: no other script is looked for.
        options.detectScript = recognition.lang == nil && settings["lang"] == nil
        let choice = recognition.modelChoice ?? settings["model"].flatMap(ModelChoice.init(rawValue:)) ?? .receipt
        options.useModels(choice)
        if let secondModel { options.secondModel = RecognitionModel(rawValue: secondModel) }
        options.debugImagesDirectory = debugImages
        return options
    }

    /// Reads every photo in `paths` with one Tesseract engine per core (or `jobs`), showing a progress
    /// bar on a terminal. One result per distinct path; a photo that cannot be read gives its error.
    ///
    /// A single photo, with two cores or more to read it (and `enginesPerPhoto` not given), is read by two
    /// engines sharing its lines: the same words in about two thirds of the time (``ReadOptions/enginesPerImage``).
    ///
    /// - Throws: ``CommandError`` when no engine can start (a language's data is missing).
    static func read(
        _ paths: [String], scanner: ReceiptScanner, jobs: Int? = nil, enginesPerPhoto: Int? = nil
    ) throws(CommandError) -> [String: Result<ScannedReceipt, CommandError>] {
        var unique: [String] = []
        var readings: [String: Result<ScannedReceipt, CommandError>] = [:]
        // The reader needs a file: a photo in a pipe (`scan -`, `cat r.jpg | split -`), whose bytes were
        // already taken to tell what it holds, is read from a private copy, removed after.
        var copies: [String: String] = [:]
        defer { for copy in copies.values { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) } }
        for path in paths where !unique.contains(path) && readings[path] == nil {
            if PathKind(atPath: path) == .pipe {
                do throws(CommandError) {
                    let data = try FileIO.pipeData(path)
                    guard !data.isEmpty else { throw CommandError("\(path): nothing came through the pipe (0 bytes); give the photo's bytes, such as splitbill scan - < receipt.jpg", .noInput) }
                    copies[path] = try privateCopy(of: data)
                } catch {
                    readings[path] = .failure(error)
                    continue
                }
            }
            unique.append(path)
        }
        guard !unique.isEmpty else { return readings }
        ensureSingleThreadedOpenMP()
        let bar = ProgressBar(total: unique.count)
        // One photo: a line says what is being read (on a terminal only), gone once it is read.
        let line = unique.count == 1 && isatty(STDERR_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if line { StandardError.write("Reading the receipt in \((unique[0] as NSString).lastPathComponent)...") }
        defer { if line { StandardError.write("\r\u{1B}[2K") } }
        let results: [Result<ScannedReceipt, ReceiptOCRError>]
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        var scanner = scanner
        if enginesPerPhoto == nil, unique.count == 1, workers >= 2 { scanner.readOptions.enginesPerImage = 2 }
        do {
            // By default photos are read at once only while their estimated peaks fit half the memory.
            let budget = jobs == nil ? PhotoMemory.batchBudget : nil
            results = try scanner.scan(photos: unique.map { copies[$0] ?? $0 }, workers: workers, memoryBudget: budget) { done, _ in
                bar?.update(done)
            }
        } catch {
            bar?.finish()
            throw commandError(error)
        }
        bar?.finish()
        for (path, result) in zip(unique, results) {
            readings[path] = result.mapError { error in
                var failure = commandError(error, photo: path)
                // Named as given, not as the copy read.
                if let copy = copies[path] { failure.message = failure.message.replacingOccurrences(of: copy, with: path) }
                return failure
            }
        }
        return readings
    }

    /// `data` written to a file in a new folder of its own, private to the user; its path.
    static func privateCopy(of data: Data) throws(CommandError) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splitbill-\(UUID().uuidString)").path
        let path = folder + "/photo"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("cannot keep the photo from standard input in \(folder) to read it: \(error.localizedDescription)", .cannotCreate)
        }
        return path
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
    /// Why a photo's reading is too doubtful to trust (``ScannedReceipt/isIllegible``), for the start of an
    /// error message; nil when it is not.
    /// What to do about a photo that gave no receipt: install the languages of the script it is printed in,
    /// where none installed reads it, else take it again.
    /// `photo` names the photo in the advice (`the photo`, `it`); `capitalized` starts it as a sentence.
    static func retakeAdvice(_ scanned: ScannedReceipt?, photo: String = "the photo", capitalized: Bool = false) -> String {
        let advice: String
        if let script = scanned?.reading?.notes.script, !script.missingPackages.isEmpty {
            advice = "it is printed in \(script.script) script, which no installed language reads: install "
                + "\(script.missingPackages.joined(separator: " ")) (apt-get install) and read it again, or name its language with --lang"
        } else {
            advice = "retake \(photo) closer, flat and in good light, with the whole receipt in the frame"
        }
        return capitalized ? advice.prefix(1).uppercased() + advice.dropFirst() : advice
    }

    static func illegibility(of scanned: ScannedReceipt) -> String? {
        guard scanned.isIllegible, let confidence = scanned.reading?.confidence else { return nil }
        return "this photo could not be read reliably (no total line, and its words were read with a confidence of \(Int(confidence.rounded())) out of 100)"
    }

    /// The scan JSON with `timings_ms` added (load, cleanup, recognize, rows, judge, parse, and each
    /// clean-up stage) `readings` (more than 1 when the photo was read again), `kept_reading` and the kept
    /// reading's `confidence`, and `omp_thread_limit` (as this process sees it), for the benchmark
    /// (`scan --timings`, hidden).
    static func addingTimings(to json: JSONValue, _ scanned: ScannedReceipt) -> JSONValue {
        guard case .object(var object) = json else { return json }
        var times = scanned.reading?.timings.jsonObject ?? JSONObject()
        times["parse"] = .number(String((scanned.parseMilliseconds * 100).rounded() / 100))
        object["timings_ms"] = .object(times)
        if let reading = scanned.reading {
            object["readings"] = .number(String(reading.readings))
            object["kept_reading"] = .number(String(reading.keptReading))
            object["confidence"] = .number(String((reading.confidence * 10).rounded() / 10))
        }
        // Whether the OpenMP re-exec happened (the variable is set in this process).
        object["omp_thread_limit"] = .string(or: ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"])
        return .object(object)
    }
}

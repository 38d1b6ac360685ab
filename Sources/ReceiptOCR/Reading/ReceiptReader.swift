import Foundation
import SplitBillCore

/// Reads receipt images into rows: load, clean up, recognise (turning upright when needed), re-read the
/// doubtful regions line by line (``RegionReread``), rebuild rows.
///
/// Holds one ``TesseractEngine``, created once and reused for every image; not thread-safe. To read many
/// images in parallel use ``BatchReader``, which gives each worker its own reader.
public final class ReceiptReader {
    /// The options this reader was made with.
    public let options: ReadOptions
    /// The engine, for callers that want to run stages by hand.
    public var engine: TesseractEngine { engines.main }
    /// A second engine that reads half of each page at the same time, when
    /// ``ReadOptions/enginesPerImage`` is 2.
    public var partner: TesseractEngine? { engines.partner }
    let engines: Engines
    /// The engines of ``ReadOptions/secondModel``, started the first time a reading is doubtful.
    private var secondEngines: Engines?
    /// The engines of each script's languages, started the first time a page in that script is read.
    private var scriptEngines: [String: Engines] = [:]
    /// The script detection, started the first time a reading is doubtful.
    private var detector: ScriptDetector?
    private let bands = BandReading()

    /// The engines that read with one model: one, or two that share each page.
    struct Engines {
        var main: TesseractEngine
        var partner: TesseractEngine?

        /// `partner: false` starts one engine whatever ``ReadOptions/enginesPerImage`` says.
        init(options: ReadOptions, model: RecognitionModel, languages: String? = nil, partner: Bool = true) throws(ReceiptOCRError) {
            func start() throws(ReceiptOCRError) -> TesseractEngine {
                let engine = try TesseractEngine(languages: languages ?? options.languages, dataDirectory: options.dataDirectory,
                                                 model: model, initVariables: options.tesseractInitVariables)
                if options.pageSegmentationMode != 6 { engine.setPageSegmentationMode(options.pageSegmentationMode) }
                engine.maximumMarks = options.maximumMarks
                for (name, value) in options.tesseractVariables { engine.setVariable(name, value) }
                return engine
            }
            main = try start()
            self.partner = partner && options.enginesPerImage >= 2 ? try start() : nil
        }

        /// The main engine and the partner, when there is one.
        var all: [TesseractEngine] { [main] + (partner.map { [$0] } ?? []) }
    }

    /// A reader with its own engine; throws when the language data is missing.
    public init(options: ReadOptions = ReadOptions()) throws(ReceiptOCRError) {
        self.options = options
        self.engines = try Engines(options: options, model: options.model)
        // The second model's engines start only when needed; a missing or damaged file is told now.
        if options.secondModel == .receipt && options.model != .receipt { _ = try RecognitionModel.receiptModelFile() }
    }

    /// Reads the image file at `path`. Debug images, when asked for, are named after the file.
    ///
    /// With a `judge`, a reading it does not call settled is followed by others (see
    /// ``read(image:name:judge:)``).
    public func read(path: String, judge: ReadingJudge? = nil) throws(ReceiptOCRError) -> OCRResult {
        let start = ContinuousClock.now
        let image = try ImageLoader(maxPixels: options.maxPixels).load(path: path)
        let load = start.millisecondsUntilNow
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var result = try read(image: image, name: name, judge: judge)
        result.timings.load = load
        return result
    }

    /// Reads an image already in memory; `name` names its debug images.
    ///
    /// The cleaned image is recognised, then goes through the steps after clean-up, each named and timed
    /// (``StageTimings/steps``), each run only when the reading needs it:
    /// 1. `UnscaledRetryStep` (`unscaled-retry`): a scaled reading that is not confident is read
    ///    again unscaled;
    /// 2. `UpsideDownStep` (`upside-down`): a reading that is not confident is checked for text
    ///    upside down;
    /// 3. `RereadStep` (`reread`): the ink the page reading left doubtful is read again line by line,
    ///    and words whose box cut off a character beside them are read again with it.
    ///
    /// With a `judge`: while it does not call the best reading so far settled, other readings are made,
    /// each recognised and re-read like the first: by the engines of ``ReadOptions/secondModel``
    /// (`SecondModelReading`, `model-NAME`), then through each of ``ReadOptions/alternativeReadings``
    /// (`AlternativeCleanupReading`, `reading-N`; by default evening out the background, which rescues
    /// dim and shadowed photos, then that and binarisation). The reading the judge ranks highest is
    /// kept, the earlier on a tie.
    public func read(image: ReceiptImage, name: String = "image", judge: ReadingJudge? = nil) throws(ReceiptOCRError) -> OCRResult {
        let debug = try options.debugImagesDirectory.map { dir throws(ReceiptOCRError) in
            try DebugImageWriter(directory: dir, name: name, replacing: options.replacesDebugImages)
        }
        let context = ReadingContext(reader: self, original: image, debug: debug, judge: judge)
        let cleanupStart = ContinuousClock.now
        deadline = options.timeLimit.map { cleanupStart + $0 }
        defer { deadline = nil }
        let (cleaned, notes, stageTimings) = try options.cleanup.run(image, debug: debug, threads: engines.partner == nil ? 1 : 2)
        context.timings.cleanup = cleanupStart.millisecondsUntilNow
        context.timings.cleanupStages = stageTimings

        let recognizeStart = ContinuousClock.now
        var reading = Reading(image: cleaned, notes: notes, words: try recognizeFiltered(cleaned))
        context.timings.recognize = recognizeStart.millisecondsUntilNow

        let steps: [any ReadingStep] = [ScriptStep(), UnscaledRetryStep(), UpsideDownStep(), RereadStep()]
        for step in steps where step.isNeeded(for: reading, options: options) {
            guard !isPastDeadline else { break }
            // A step whose page holds too many marks (see ReadOptions.maximumMarks) is skipped.
            reading = try Self.skippingTooManyMarks(reading) { () throws(ReceiptOCRError) in
                try context.timed(step.name) { () throws(ReceiptOCRError) in try step.apply(to: reading, context: context) }
            }
        }
        var rows = context.rows(of: reading)
        var readings = 1, kept = 1
        var keptVerdict: ReadingJudge.Verdict?
        if let judge, !options.alternativeReadings.isEmpty || options.secondModel != nil {
            var best = context.judged(rows, by: judge)
            let first = reading
            // The other clean-ups in order, with the second model (nil here) among them; each is numbered
            // by its place, the first reading being reading 1.
            var order: [[any CleanupStage]?] = options.alternativeReadings
            if let model = options.secondModel, model != options.model {
                order.insert(nil, at: min(max(0, options.secondModelAfter), order.count))
            }
            var others: [any AlternativeReading] = order.enumerated().map { place, stages -> any AlternativeReading in
                guard let stages else { return SecondModelReading(model: options.secondModel!) }
                return AlternativeCleanupReading(stages: stages, number: place + 2)
            }
            // Another model of English reads no other script.
            if reading.notes.script?.languages != nil { others.removeAll { $0 is SecondModelReading } }
            for other in others where !best.settled {
                guard !isPastDeadline else { break }
                readings += 1
                let read = try Self.skippingTooManyMarks(Reading?.none) { () throws(ReceiptOCRError) in
                    try context.timed(other.name) { () throws(ReceiptOCRError) in try other.read(first, context: context) }
                }
                guard let candidate = read else { continue }
                let candidateRows = context.rows(of: candidate)
                let verdict = context.judged(candidateRows, by: judge)
                if verdict > best {
                    best = verdict
                    reading = candidate
                    rows = candidateRows
                    kept = readings
                }
            }
            keptVerdict = best
        }
        var result = OCRResult(
            rows: rows, words: rows.flatMap(\.words), notes: reading.notes,
            originalSize: (image.width, image.height), cleanedSize: (reading.image.width, reading.image.height),
            confidence: reading.confidence, timings: context.timings)
        result.readings = readings
        result.keptReading = kept
        result.stoppedAtTimeLimit = isPastDeadline || allEngines.contains { $0.stoppedByDeadline }
        result.verdict = keptVerdict
        if options.keepsCleanedImage { result.cleanedImage = try reading.image.pngData() }
        return result
    }

    /// What `body` reads, or `fallback` when its page holds more marks than a page may
    /// (``ReadOptions/maximumMarks``); other errors are thrown.
    private static func skippingTooManyMarks<T>(
        _ fallback: T, _ body: () throws(ReceiptOCRError) -> T
    ) throws(ReceiptOCRError) -> T {
        do {
            return try body()
        } catch {
            if case .tooManyMarks = error { return fallback }
            throw error
        }
    }

    /// When this image's reading must stop (``ReadOptions/timeLimit``), set on every engine of the
    /// reader, and on those started while it reads.
    private var deadline: ContinuousClock.Instant? {
        didSet { for engine in allEngines { engine.deadline = deadline } }
    }

    /// Whether the deadline of the image being read has passed.
    var isPastDeadline: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// Every engine the reader has started.
    private var allEngines: [TesseractEngine] {
        ([engines, secondEngines].compactMap { $0 } + scriptEngines.values).flatMap(\.all)
    }

    /// The engines of `model`, started the first time they are needed.
    func engines(for model: RecognitionModel) throws(ReceiptOCRError) -> Engines {
        if model == options.model { return engines }
        if let secondEngines { return secondEngines }
        let started = try Engines(options: options, model: model)
        for engine in started.all { engine.deadline = deadline }
        secondEngines = started
        return started
    }

    /// The engines that read `languages` (a script's), started the first time they are needed.
    func engines(forLanguages languages: String) throws(ReceiptOCRError) -> Engines {
        if let started = scriptEngines[languages] { return started }
        let started = try Engines(options: options, model: options.model, languages: languages)
        for engine in started.all { engine.deadline = deadline }
        scriptEngines[languages] = started
        return started
    }

    /// The script detection engine, started the first time it is needed; nil when `osd` is not installed.
    func scriptDetector() -> ScriptDetector? {
        if let detector { return detector }
        detector = try? ScriptDetector(dataDirectory: options.dataDirectory)
        return detector
    }

    /// One reading of a cleaned image.
    struct Reading {
        var image: ReceiptImage
        var notes: CleanupNotes
        var words: [RecognizedWord]
        var confidence: Double { ReceiptReader.confidence(of: words) }

        /// The middle quarter of the image's height, its whole width: on a receipt, several rows of text,
        /// read again turned (``UpsideDownStep``) or in another script (``ScriptStep``) to compare.
        var middleBand: TextBox {
            TextBox(x: 0, y: image.height * 3 / 8, width: image.width, height: max(1, image.height / 4))
        }

        /// The words whose box is centred in `band`'s rows.
        func words(centredIn band: TextBox) -> [RecognizedWord] {
            words.filter { word in
                let centre = word.box.y + word.box.height / 2
                return centre >= band.y && centre < band.y + band.height
            }
        }
    }

    /// The reading's words with its doubtful regions read again (``RegionReread``).
    func reread(_ reading: Reading, with engines: Engines) throws(ReceiptOCRError) -> [RecognizedWord] {
        let stage = options.reread
        guard let textHeight = stage.textHeight(of: reading.words) else { return reading.words }
        let residue = try stage.residue(of: reading.image, words: reading.words)
        let shapes = stage.shapes(in: residue, textHeight: textHeight)
        let ends = stage.wordEnds(in: residue, image: reading.image, words: reading.words, textHeight: textHeight)
        let regions = stage.regions(shapes: shapes, words: reading.words, textHeight: textHeight)
        let isBlock = { (box: TextBox) in Double(box.height) > stage.blockHeight * Double(textHeight) }
        // Word ends are read on the page as it was read; doubtful regions on the residue, a line each (mode
        // 7), or as a small block (mode 6) when taller than a line.
        let read = try recognize([
            .init(image: reading.image, regions: ends.map(\.box), mode: 7),
            .init(image: residue, regions: regions.filter { !isBlock($0) }, mode: 7),
            .init(image: residue, regions: regions.filter(isBlock), mode: 6,
                  lineHeight: Int((RegionReread.linePitch * Double(textHeight)).rounded())),
        ], with: engines)
        let extended = stage.extend(reading.words, ends: ends, readings: read[0].map { $0.filter(options.wordFilter.keeps) })
        let words = (read[1] + read[2]).joined().filter(options.wordFilter.keeps).filter { word in
            !extended.taken.contains { RegionReread.overlap($0, word.box) > 0.3 }
        }
        return stage.merge(extended.words, reread: Array(words))
    }

    /// Each set's regions read alone, by the main engine, or shared with its partner.
    private func recognize(
        _ sets: [BandReading.RegionSet], with engines: Engines
    ) throws(ReceiptOCRError) -> [[[RecognizedWord]]] {
        guard let partner = engines.partner else { return try engines.main.recognize(sets, resolution: options.resolution) }
        return try bands.recognize(sets, engine: engines.main, partner: partner, resolution: options.resolution)
    }

    func recognizeFiltered(_ image: ReceiptImage, with engines: Engines? = nil) throws(ReceiptOCRError) -> [RecognizedWord] {
        let engines = engines ?? self.engines
        let words = if let partner = engines.partner {
            try bands.recognize(image, engine: engines.main, partner: partner, resolution: options.resolution)
        } else {
            try engines.main.recognize(image, resolution: options.resolution)
        }
        return words.filter(options.wordFilter.keeps)
    }

    /// The words' mean confidence weighted by their length in characters (0 for no words).
    public static func confidence(of words: [RecognizedWord]) -> Double {
        var sum = 0.0, weight = 0.0
        for word in words {
            let length = Double(word.text.count)
            sum += word.confidence * length
            weight += length
        }
        return weight > 0 ? sum / weight : 0
    }
}

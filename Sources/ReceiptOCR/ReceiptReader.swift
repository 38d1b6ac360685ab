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
    private let engines: Engines
    /// The engines of ``ReadOptions/secondModel``, started the first time a reading is doubtful.
    private var secondEngines: Engines?
    private let bands = BandReading()

    /// The engines that read with one model: one, or two that share each page.
    private struct Engines {
        var main: TesseractEngine
        var partner: TesseractEngine?

        init(options: ReadOptions, model: RecognitionModel) throws(ReceiptOCRError) {
            func start() throws(ReceiptOCRError) -> TesseractEngine {
                let engine = try TesseractEngine(languages: options.languages, dataDirectory: options.dataDirectory,
                                                 model: model, initVariables: options.tesseractInitVariables)
                if options.pageSegmentationMode != 6 { engine.setPageSegmentationMode(options.pageSegmentationMode) }
                for (name, value) in options.tesseractVariables { engine.setVariable(name, value) }
                return engine
            }
            main = try start()
            partner = options.enginesPerImage >= 2 ? try start() : nil
        }
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
    /// With a `judge`: while it does not call the best reading so far settled, the cleaned image goes
    /// through the next of ``ReadOptions/alternativeReadings`` (by default evening out the background,
    /// which rescues dim and shadowed photos; then that and binarisation) and is read again. The reading
    /// the judge ranks highest is kept, the earlier on a tie.
    public func read(image: ReceiptImage, name: String = "image", judge: ReadingJudge? = nil) throws(ReceiptOCRError) -> OCRResult {
        var timings = StageTimings()
        let debug = try options.debugImagesDirectory.map { dir throws(ReceiptOCRError) in
            try DebugImageWriter(directory: dir, name: name)
        }
        let cleanupStart = ContinuousClock.now
        let (cleaned, notes, stageTimings) = try options.cleanup.run(image, debug: debug)
        timings.cleanup = cleanupStart.millisecondsUntilNow
        timings.cleanupStages = stageTimings

        let recognizeStart = ContinuousClock.now
        let words = try recognizeFiltered(cleaned)
        timings.recognize = recognizeStart.millisecondsUntilNow
        var reading = Reading(image: cleaned, notes: notes, words: words)

        if notes.scale != 1 && reading.confidence < options.unscaledRetryConfidence {
            reading = try retryUnscaled(image, better: reading, timings: &timings, debug: debug)
        }
        if options.checkUpsideDown && reading.confidence < options.uprightConfidence {
            reading = try checkUpsideDown(reading, timings: &timings, debug: debug)
        }

        try rereadMissed(&reading, timings: &timings)
        var rows = self.rows(of: reading, timings: &timings)
        var readings = 1, kept = 1
        var keptVerdict: ReadingJudge.Verdict?
        if let judge, !options.alternativeReadings.isEmpty || options.secondModel != nil {
            let judgeStart = ContinuousClock.now
            var best = judge.verdict(rows)
            timings.judge = judgeStart.millisecondsUntilNow
            let first = reading
            // Each further reading is judged, and kept when the judge ranks it above the best so far.
            func consider(_ other: (reading: Reading, rows: [RecognizedRow])) {
                let otherStart = ContinuousClock.now
                let verdict = judge.verdict(other.rows)
                timings.judge += otherStart.millisecondsUntilNow
                if verdict > best {
                    best = verdict
                    reading = other.reading
                    rows = other.rows
                    kept = readings
                }
            }
            if !best.settled, let model = options.secondModel, model != options.model {
                readings += 1
                consider(try secondModelReading(first, model: model, timings: &timings))
            }
            for stages in options.alternativeReadings where !best.settled {
                readings += 1
                consider(try alternativeReading(first, stages: stages, number: readings, timings: &timings, debug: debug))
            }
            keptVerdict = best
        }
        var result = OCRResult(
            rows: rows, words: rows.flatMap(\.words), notes: reading.notes,
            originalSize: (image.width, image.height), cleanedSize: (reading.image.width, reading.image.height),
            confidence: reading.confidence, timings: timings)
        result.readings = readings
        result.keptReading = kept
        result.verdict = keptVerdict
        return result
    }

    /// Another reading: the first reading's cleaned image through `stages`, recognised again (with
    /// the re-read of what it missed, like the first) and rebuilt into rows. Its time counts as
    /// clean-up (stage `reading-N`), recognition and rows.
    private func alternativeReading(
        _ first: Reading, stages: [any CleanupStage], number: Int, timings: inout StageTimings, debug: DebugImageWriter?
    ) throws(ReceiptOCRError) -> (reading: Reading, rows: [RecognizedRow]) {
        let start = ContinuousClock.now
        var notes = first.notes
        var image = first.image
        for stage in stages {
            image = try stage.apply(to: image, notes: &notes)
        }
        let cleanup = start.millisecondsUntilNow
        timings.cleanup += cleanup
        timings.cleanupStages.append(StageTiming(stage: "reading-\(number)", milliseconds: cleanup))
        try debug?.write(image, stage: "reading-\(number)")
        let recognizeStart = ContinuousClock.now
        var reading = Reading(image: image, notes: notes, words: try recognizeFiltered(image))
        timings.recognize += recognizeStart.millisecondsUntilNow
        try rereadMissed(&reading, timings: &timings)
        return (reading, rows(of: reading, timings: &timings))
    }

    /// The first reading's cleaned image read again by the engines of another model (started the first
    /// time they are needed), with the re-read of what it missed. Its time counts as recognition; the
    /// stage list records it as `model-NAME` with no clean-up time of its own.
    private func secondModelReading(
        _ first: Reading, model: RecognitionModel, timings: inout StageTimings
    ) throws(ReceiptOCRError) -> (reading: Reading, rows: [RecognizedRow]) {
        let start = ContinuousClock.now
        if secondEngines == nil { secondEngines = try Engines(options: options, model: model) }
        let engines = secondEngines!
        var reading = Reading(image: first.image, notes: first.notes, words: try recognizeFiltered(first.image, with: engines))
        try rereadMissed(&reading, timings: &timings, with: engines)
        let elapsed = start.millisecondsUntilNow
        timings.recognize += elapsed
        timings.cleanupStages.append(StageTiming(stage: "model-\(model.rawValue)", milliseconds: 0))
        return (reading, rows(of: reading, timings: &timings))
    }

    /// The re-read of what the reading missed, when it is on; its time counts as recognition and
    /// also on its own (`reread`).
    private func rereadMissed(
        _ reading: inout Reading, timings: inout StageTimings, with engines: Engines? = nil
    ) throws(ReceiptOCRError) {
        guard options.reread.isEnabled else { return }
        let start = ContinuousClock.now
        reading.words = try reread(reading, with: engines ?? self.engines)
        let elapsed = start.millisecondsUntilNow
        timings.reread += elapsed
        timings.recognize += elapsed
    }

    /// The reading's words rebuilt into rows, noise filtered out; the time counts as `rows`.
    private func rows(of reading: Reading, timings: inout StageTimings) -> [RecognizedRow] {
        let start = ContinuousClock.now
        let rows = options.rowBuilder.rows(from: reading.words).filter(options.wordFilter.keeps)
        timings.rows += start.millisecondsUntilNow
        return rows
    }

    /// One reading of a cleaned image.
    private struct Reading {
        var image: ReceiptImage
        var notes: CleanupNotes
        var words: [RecognizedWord]
        var confidence: Double { ReceiptReader.confidence(of: words) }
    }

    /// Scaling can go wrong (texture or dot-matrix print measured as small text): reads the image again
    /// without the scale stage and returns the more confident reading.
    private func retryUnscaled(
        _ image: ReceiptImage, better first: Reading, timings: inout StageTimings, debug: DebugImageWriter?
    ) throws(ReceiptOCRError) -> Reading {
        let start = ContinuousClock.now
        let unscaled = ImageCleanup(stages: options.cleanup.stages.filter { !($0 is ScaleStage) })
        let (retryImage, retryNotes, _) = try unscaled.run(image)
        let cleanup = start.millisecondsUntilNow
        let recognizeStart = ContinuousClock.now
        let retry = Reading(image: retryImage, notes: retryNotes, words: try recognizeFiltered(retryImage))
        timings.recognize += recognizeStart.millisecondsUntilNow
        timings.cleanup += cleanup
        timings.cleanupStages.append(StageTiming(stage: "unscaled-retry", milliseconds: cleanup))
        guard retry.confidence > first.confidence else { return first }
        try debug?.write(retry.image, stage: "unscaled")
        return retry
    }

    /// The upright stage's second step: is the text upside down? Reads a band of the image turned 180
    /// degrees and compares it with the same band of the first reading; only when it is clearly better
    /// (10 points) is the whole turned image read, and kept if more confident.
    private func checkUpsideDown(
        _ first: Reading, timings: inout StageTimings, debug: DebugImageWriter?
    ) throws(ReceiptOCRError) -> Reading {
        let start = ContinuousClock.now
        let turned = try first.image.rotated(quarterTurns: 2)
        // The middle quarter of the height: on a receipt, several rows of text.
        let height = first.image.height
        let band = TextBox(x: 0, y: height * 3 / 8, width: first.image.width, height: max(1, height / 4))
        let bandImage = try turned.cropped(to: band)
        var cleanup = start.millisecondsUntilNow
        let recognizeStart = ContinuousClock.now
        let bandConfidence = ReceiptReader.confidence(of: try recognizeFiltered(bandImage))
        let sameBand = first.words.filter { word in
            let centre = word.box.y + word.box.height / 2
            return centre >= band.y && centre < band.y + band.height
        }
        var result = first
        if bandConfidence > ReceiptReader.confidence(of: sameBand) + 10 {
            var notes = first.notes
            notes.quarterTurns = (notes.quarterTurns + 2) % 4
            let whole = Reading(image: turned, notes: notes, words: try recognizeFiltered(turned))
            if whole.confidence > first.confidence { result = whole }
        }
        timings.recognize += recognizeStart.millisecondsUntilNow
        if result.image !== first.image {
            let writeStart = ContinuousClock.now
            try debug?.write(result.image, stage: "upside-down")
            cleanup += writeStart.millisecondsUntilNow
        }
        timings.cleanup += cleanup
        timings.cleanupStages.append(StageTiming(stage: "upside-down", milliseconds: cleanup))
        return result
    }

    /// The reading's words with its doubtful regions read again (``RegionReread``).
    private func reread(_ reading: Reading, with engines: Engines) throws(ReceiptOCRError) -> [RecognizedWord] {
        let stage = options.reread
        guard let textHeight = stage.textHeight(of: reading.words) else { return reading.words }
        let residue = try stage.residue(of: reading.image, words: reading.words)
        let regions = stage.regions(in: residue, words: reading.words, textHeight: textHeight)
        let isBlock = { (box: TextBox) in Double(box.height) > stage.blockHeight * Double(textHeight) }
        let lines = try recognize(residue, regions: regions.filter { !isBlock($0) }, mode: 7, with: engines)
        let blocks = try recognize(residue, regions: regions.filter(isBlock), mode: 6, with: engines)
        let words = (lines + blocks).joined().filter(options.wordFilter.keeps)
        return stage.merge(reading.words, reread: Array(words))
    }

    private func recognize(
        _ image: ReceiptImage, regions: [TextBox], mode: Int, with engines: Engines
    ) throws(ReceiptOCRError) -> [[RecognizedWord]] {
        guard let partner = engines.partner else {
            return try engines.main.recognize(image, regions: regions, mode: mode, resolution: options.resolution)
        }
        return try bands.recognize(image, regions: regions, mode: mode, engine: engines.main, partner: partner,
                                   resolution: options.resolution)
    }

    private func recognizeFiltered(_ image: ReceiptImage, with engines: Engines? = nil) throws(ReceiptOCRError) -> [RecognizedWord] {
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

import SplitBillCore

/// A named step after clean-up: looks at the reading so far and may replace it with a better one,
/// reading the image again. ``ReceiptReader`` runs its steps in order, each only when
/// ``isNeeded(for:options:)``, and times each (``StageTimings/steps``).
protocol ReadingStep {
    /// The step's name in timings (`unscaled-retry`, `upside-down`, `reread`).
    var name: String { get }
    /// Whether the reading needs this step.
    func isNeeded(for reading: ReceiptReader.Reading, options: ReadOptions) -> Bool
    /// The reading to keep: the one given or a better one.
    func apply(to reading: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading
}

/// Another whole reading of a page, made when the judge finds the reading so far doubtful.
protocol AlternativeReading {
    /// The reading's name in timings (`model-receipt`, `reading-3`).
    var name: String { get }
    /// A new reading made from the first reading's cleaned image.
    func read(_ first: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading
}

/// What the steps of one image share: the reader (its engines and options), the image as loaded, the
/// debug image writer, and the timings so far.
final class ReadingContext {
    let reader: ReceiptReader
    let original: ReceiptImage
    let debug: DebugImageWriter?
    var timings = StageTimings()
    /// The engines that read this page: the reader's own, or those of the script ``ScriptStep`` found.
    var engines: ReceiptReader.Engines
    /// The judge of readings, when the caller gave one.
    let judge: ReadingJudge?

    init(reader: ReceiptReader, original: ReceiptImage, debug: DebugImageWriter?, judge: ReadingJudge? = nil) {
        self.reader = reader
        self.original = original
        self.debug = debug
        self.engines = reader.engines
        self.judge = judge
    }

    var options: ReadOptions { reader.options }

    /// Whether the image's time limit has passed: no step is started after it.
    var isPastDeadline: Bool { reader.isPastDeadline }

    /// `reading` with its doubtful regions read again by `step`, when it needs it and the time limit
    /// has not passed; `reading` otherwise.
    func rereadIfNeeded(_ reading: ReceiptReader.Reading, by step: RereadStep) throws(ReceiptOCRError) -> ReceiptReader.Reading {
        guard !isPastDeadline, step.isNeeded(for: reading, options: options) else { return reading }
        return try step.apply(to: reading, context: self)
    }

    /// Runs `body`, recording its wall time as the step `name`.
    func timed<T>(_ name: String, _ body: () throws(ReceiptOCRError) -> T) throws(ReceiptOCRError) -> T {
        let start = ContinuousClock.now
        let value = try body()
        timings.steps.append(StageTiming(stage: name, milliseconds: start.millisecondsUntilNow))
        return value
    }

    /// The image's words, recognised by `engines` (the page's, ``engines``, by default); the time counts as
    /// recognition.
    func recognize(_ image: ReceiptImage, with engines: ReceiptReader.Engines? = nil) throws(ReceiptOCRError) -> [RecognizedWord] {
        let start = ContinuousClock.now
        let words = try reader.recognizeFiltered(image, with: engines ?? self.engines)
        timings.recognize += start.millisecondsUntilNow
        return words
    }

    /// The reading's words rebuilt into rows, noise filtered out; the time counts as `rows`.
    func rows(of reading: ReceiptReader.Reading) -> [RecognizedRow] {
        let start = ContinuousClock.now
        let options = reader.options
        let rows = options.rowBuilder.rows(from: reading.words).filter(options.wordFilter.keeps)
        timings.rows += start.millisecondsUntilNow
        return rows
    }

    /// The judge's verdict on `rows`; the time counts as `judge`.
    func judged(_ rows: [RecognizedRow], by judge: ReadingJudge) -> ReadingJudge.Verdict {
        let start = ContinuousClock.now
        let verdict = judge.verdict(rows)
        timings.judge += start.millisecondsUntilNow
        return verdict
    }
}

/// Scaling can go wrong (texture or dot-matrix print measured as small text): a scaled reading less
/// confident than ``ReadOptions/unscaledRetryConfidence`` is read again without the scale stage, and the
/// more confident reading kept. Its clean-up time also counts as the clean-up stage `unscaled-retry`.
struct UnscaledRetryStep: ReadingStep {
    let name = "unscaled-retry"

    func isNeeded(for reading: ReceiptReader.Reading, options: ReadOptions) -> Bool {
        reading.notes.scale != 1 && reading.confidence < options.unscaledRetryConfidence
    }

    func apply(to first: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading {
        let start = ContinuousClock.now
        let unscaled = ImageCleanup(stages: context.options.cleanup.stages.filter { !($0 is ScaleStage) })
        let (image, notes, _) = try unscaled.run(context.original)
        let cleanup = start.millisecondsUntilNow
        let retry = ReceiptReader.Reading(image: image, notes: notes, words: try context.recognize(image))
        context.timings.cleanup += cleanup
        context.timings.cleanupStages.append(StageTiming(stage: name, milliseconds: cleanup))
        guard retry.confidence > first.confidence else { return first }
        try context.debug?.write(retry.image, stage: "unscaled")
        return retry
    }
}

/// The upright stage's second step: is the text upside down? A reading less confident than
/// ``ReadOptions/uprightConfidence`` has a band of its image read turned 180 degrees and compared with
/// the same band of the reading; only when it is clearly better (10 points) is the whole turned image
/// read, and kept if more confident. Its turning and cropping count as the clean-up stage `upside-down`.
struct UpsideDownStep: ReadingStep {
    let name = "upside-down"

    func isNeeded(for reading: ReceiptReader.Reading, options: ReadOptions) -> Bool {
        options.checkUpsideDown && reading.confidence < options.uprightConfidence
    }

    func apply(to first: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading {
        let start = ContinuousClock.now
        let turned = try first.image.rotated(quarterTurns: 2)
        let band = first.middleBand
        let bandImage = try turned.cropped(to: band)
        var cleanup = start.millisecondsUntilNow
        let bandConfidence = ReceiptReader.confidence(of: try context.recognize(bandImage))
        var result = first
        if bandConfidence > ReceiptReader.confidence(of: first.words(centredIn: band)) + 10 {
            var notes = first.notes
            notes.quarterTurns = (notes.quarterTurns + 2) % 4
            let whole = ReceiptReader.Reading(image: turned, notes: notes, words: try context.recognize(turned))
            if whole.confidence > first.confidence { result = whole }
        }
        if result.image !== first.image {
            let writeStart = ContinuousClock.now
            try context.debug?.write(result.image, stage: "upside-down")
            cleanup += writeStart.millisecondsUntilNow
        }
        context.timings.cleanup += cleanup
        context.timings.cleanupStages.append(StageTiming(stage: name, milliseconds: cleanup))
        return result
    }
}

/// The re-read of what the page reading missed (``RegionReread``), by the given engines (the reader's
/// own by default). Its time counts as recognition, and also on its own as ``StageTimings/reread``.
struct RereadStep: ReadingStep {
    let name = "reread"
    var engines: ReceiptReader.Engines?

    func isNeeded(for reading: ReceiptReader.Reading, options: ReadOptions) -> Bool {
        options.reread.isEnabled
    }

    func apply(to reading: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading {
        let start = ContinuousClock.now
        var reading = reading
        reading.words = try context.reader.reread(reading, with: engines ?? context.engines)
        let elapsed = start.millisecondsUntilNow
        context.timings.reread += elapsed
        context.timings.recognize += elapsed
        return reading
    }
}

/// The first reading's cleaned image read again by the engines of another model (started the first
/// time they are needed), with the re-read of what it missed.
struct SecondModelReading: AlternativeReading {
    let model: RecognitionModel
    var name: String { "model-" + model.rawValue }

    func read(_ first: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading {
        let start = ContinuousClock.now
        let engines = try context.reader.engines(for: model)
        context.timings.recognize += start.millisecondsUntilNow  // starting the engines
        let reading = ReceiptReader.Reading(image: first.image, notes: first.notes,
                                            words: try context.recognize(first.image, with: engines))
        return try context.rereadIfNeeded(reading, by: RereadStep(engines: engines))
    }
}

/// The first reading's cleaned image through more clean-up stages (``ReadOptions/alternativeReadings``),
/// recognised again with the re-read of what it missed. Its clean-up counts as the stage `reading-N`.
struct AlternativeCleanupReading: AlternativeReading {
    let stages: [any CleanupStage]
    /// Which reading of the page this is (2 for the first after the first reading).
    let number: Int
    var name: String { "reading-\(number)" }

    func read(_ first: ReceiptReader.Reading, context: ReadingContext) throws(ReceiptOCRError) -> ReceiptReader.Reading {
        let start = ContinuousClock.now
        var notes = first.notes
        var image = first.image
        for stage in stages {
            image = try stage.apply(to: image, notes: &notes)
        }
        let cleanup = start.millisecondsUntilNow
        context.timings.cleanup += cleanup
        context.timings.cleanupStages.append(StageTiming(stage: name, milliseconds: cleanup))
        try context.debug?.write(image, stage: name)
        let reading = ReceiptReader.Reading(image: image, notes: notes, words: try context.recognize(image))
        return try context.rereadIfNeeded(reading, by: RereadStep())
    }
}

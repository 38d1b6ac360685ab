import Foundation
import SplitBillCore

/// Reads receipt images into rows: load, clean up, recognise (turning upright when needed), rebuild rows.
///
/// Holds one ``TesseractEngine``, created once and reused for every image; not thread-safe. To read many
/// images in parallel use ``BatchReader``, which gives each worker its own reader.
public final class ReceiptReader {
    /// The options this reader was made with.
    public let options: ReadOptions
    /// The engine, for callers that want to run stages by hand.
    public let engine: TesseractEngine

    /// A reader with its own engine; throws when the language data is missing.
    public init(options: ReadOptions = ReadOptions()) throws(ReceiptOCRError) {
        self.options = options
        self.engine = try TesseractEngine(languages: options.languages, dataDirectory: options.dataDirectory,
                                          initVariables: options.tesseractInitVariables)
        if options.pageSegmentationMode != 6 { engine.setPageSegmentationMode(options.pageSegmentationMode) }
        for (name, value) in options.tesseractVariables { engine.setVariable(name, value) }
    }

    /// Reads the image file at `path`. Debug images, when asked for, are named after the file.
    public func read(path: String) throws(ReceiptOCRError) -> OCRResult {
        let start = ContinuousClock.now
        let image = try ImageLoader(maxPixels: options.maxPixels).load(path: path)
        let load = start.millisecondsUntilNow
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var result = try read(image: image, name: name)
        result.timings.load = load
        return result
    }

    /// Reads an image already in memory; `name` names its debug images.
    public func read(image: ReceiptImage, name: String = "image") throws(ReceiptOCRError) -> OCRResult {
        var timings = StageTimings()
        let debug = try options.debugImagesDirectory.map { dir throws(ReceiptOCRError) in
            try DebugImageWriter(directory: dir, name: name)
        }
        let cleanupStart = ContinuousClock.now
        var (cleaned, notes, stageTimings) = try options.cleanup.run(image, debug: debug)
        timings.cleanup = cleanupStart.millisecondsUntilNow
        timings.cleanupStages = stageTimings

        var recognizeStart = ContinuousClock.now
        var words = try recognizeFiltered(cleaned)
        timings.recognize = recognizeStart.millisecondsUntilNow
        var confidence = ReceiptReader.confidence(of: words)

        if notes.scale != 1 && confidence < options.unscaledRetryConfidence {
            // Scaling can go wrong (texture or dot-matrix print measured as small text): read the image
            // again without scaling and keep the more confident reading.
            let retryStart = ContinuousClock.now
            let unscaled = ImageCleanup(stages: options.cleanup.stages.filter { !($0 is ScaleStage) })
            let (retryImage, retryNotes, _) = try unscaled.run(image)
            let retryCleanup = retryStart.millisecondsUntilNow
            recognizeStart = ContinuousClock.now
            let retryWords = try recognizeFiltered(retryImage)
            timings.recognize += recognizeStart.millisecondsUntilNow
            timings.cleanup += retryCleanup
            timings.cleanupStages.append(StageTiming(stage: "unscaled-retry", milliseconds: retryCleanup))
            let retryConfidence = ReceiptReader.confidence(of: retryWords)
            if retryConfidence > confidence {
                (cleaned, notes, words, confidence) = (retryImage, retryNotes, retryWords, retryConfidence)
                try debug?.write(cleaned, stage: "unscaled")
            }
        }

        if options.checkUpsideDown && confidence < options.uprightConfidence {
            // Upright stage, second step: is the text upside down? Read a band turned 180 degrees and
            // compare it with the same band of the first reading; only if it is clearly better read it all.
            let turnStart = ContinuousClock.now
            let turned = try cleaned.rotated(quarterTurns: 2)
            // The middle quarter of the height: on a receipt that is several rows of text.
            let band = TextBox(x: 0, y: cleaned.height * 3 / 8, width: cleaned.width, height: max(1, cleaned.height / 4))
            let bandImage = try turned.cropped(to: band)
            var uprightMilliseconds = turnStart.millisecondsUntilNow
            recognizeStart = ContinuousClock.now
            let bandWords = try recognizeFiltered(bandImage)
            let bandConfidence = ReceiptReader.confidence(of: bandWords)
            let sameBand = words.filter { word in
                let centre = word.box.y + word.box.height / 2
                return centre >= band.y && centre < band.y + band.height
            }
            var turnedConfidence = -1.0, turnedWords: [RecognizedWord] = []
            if bandConfidence > ReceiptReader.confidence(of: sameBand) + 10 {
                turnedWords = try recognizeFiltered(turned)
                turnedConfidence = ReceiptReader.confidence(of: turnedWords)
            }
            timings.recognize += recognizeStart.millisecondsUntilNow
            if turnedConfidence > confidence {
                let chooseStart = ContinuousClock.now
                notes.quarterTurns = (notes.quarterTurns + 2) % 4
                (cleaned, words, confidence) = (turned, turnedWords, turnedConfidence)
                try debug?.write(cleaned, stage: "upside-down")
                uprightMilliseconds += chooseStart.millisecondsUntilNow
            }
            timings.cleanup += uprightMilliseconds
            timings.cleanupStages.append(StageTiming(stage: "upside-down", milliseconds: uprightMilliseconds))
        }

        let rowsStart = ContinuousClock.now
        let rows = options.rowBuilder.rows(from: words).filter(options.wordFilter.keeps)
        timings.rows = rowsStart.millisecondsUntilNow
        return OCRResult(
            rows: rows, words: rows.flatMap(\.words), notes: notes,
            originalSize: (image.width, image.height), cleanedSize: (cleaned.width, cleaned.height),
            confidence: confidence, timings: timings)
    }

    private func recognizeFiltered(_ image: ReceiptImage) throws(ReceiptOCRError) -> [RecognizedWord] {
        try engine.recognize(image, resolution: options.resolution).filter(options.wordFilter.keeps)
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

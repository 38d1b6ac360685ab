import Foundation
import Synchronization
import SplitBillCore
import Testing

@testable import ReceiptOCR

/// Real Tesseract on the real receipts in SampleReceipts/. Serialized: each test starts an engine and
/// the machine has few cores.
@Suite(.serialized)
struct RecognitionTests {
    /// Rows (text) that must be read whole from each sample, as printed.
    static let expectedRows: [String: [String]] = [
        "sroie-002.jpg": ["AIR PRESSURE SPRAYER SX-575-1 1.5L", "CASH RM 50.00", "CHANGE RM 16.10",
                          "STRICTLY NO CASH REFUND."],
        "sroie-217.jpg": ["IKANO HANDEL SDN BHD", "598336001 6 CHICKEN CURRY PUFF", "TOTAL ROUNDED 22.00"],
        // Phone photos, taken at a slight angle: each item's name and its price far right are one row.
        "wr-21360bcaf9.jpg": ["2 Mojito $22.00", "1 Fireball $7.00", "1 Nachos $11.00", "Maker's Mark $8.00",
                              "1 TwoHearted $5.50", "Subtotal $63.50", "Tax $3.81", "Total $67.31"],
        "wr-08b30b596e.jpg": ["SOFT DRINKS 5.00", "1 DAY SOUP 10.00", "PROSCIUTTO MELONE 24.00", "SPANISH OCTOPUS 40.00",
                              "RAVIOLI 23.00", "SERVICE CHARGE 10.70", "GST 8.24"],
    ]

    /// The scans are read by the default model (splitbill's receipt model). The photos are read by the
    /// system's model, whose words on them are all right, so that what is checked is how rows are rebuilt:
    /// the receipt model reads their `$` as `S` and a count of 1 as `I`, and the scanner's judge then keeps
    /// the other model's reading or repairs the arithmetic (ReceiptScannerTests, PhotoSplitTests).
    @Test(arguments: [("sroie-002.jpg", RecognitionModel.receipt), ("sroie-217.jpg", .receipt),
                      ("sroie-002.jpg", .stock), ("sroie-217.jpg", .stock),
                      ("wr-21360bcaf9.jpg", .stock), ("wr-08b30b596e.jpg", .stock)])
    func rowsHoldTheItemsAndTotals(file: String, model: RecognitionModel) throws {
        var options = ReadOptions()
        options.model = model
        let reader = try ReceiptReader(options: options)
        let result = try reader.read(path: SampleReceipts.path(file))
        for expected in Self.expectedRows[file]! {
            #expect(SampleReceipts.someRow(of: result.rows, reads: expected),
                    "\(file): no row reads '\(expected)'; rows: \(result.rows.map(\.text))")
        }
        #expect(result.rows.allSatisfy { $0.box != nil && $0.confidence > 0 && $0.confidence <= 100 })
        #expect(result.timings.recognize > 0)
    }

    @Test func judgeDecidesOnASecondReading() throws {
        var one = ReadOptions()
        one.secondModel = nil
        // The script step asks the judge too; these judges count their calls.
        one.detectScript = false
        let reader = try ReceiptReader(options: one)
        let path = SampleReceipts.path("wr-21fb2d2225.jpg")
        let settled = try reader.read(path: path, judge: ReadingJudge { _ in .init(settled: true, rank: 0) })
        #expect(settled.readings == 1 && settled.keptReading == 1)
        #expect(!settled.timings.cleanupStages.contains { $0.stage.hasPrefix("reading-") })
        // Doubtful, and no other reading ranked higher: every alternative read, the first kept.
        let tie = try reader.read(path: path, judge: ReadingJudge { _ in .init(settled: false, rank: 0) })
        #expect(tie.readings == 3 && tie.keptReading == 1)
        #expect(tie.rows.map(\.text) == settled.rows.map(\.text))
        #expect(tie.timings.cleanupStages.map(\.stage).filter { $0.hasPrefix("reading-") } == ["reading-2", "reading-3"])
        // A judge that likes each reading better than the one before, and is satisfied by the second.
        let calls = CallCounter()
        let later = ReadingJudge { _ in
            let n = calls.next()
            return .init(settled: n >= 2, rank: n)
        }
        let judged = try reader.read(path: path, judge: later)
        #expect(judged.readings == 2 && judged.keptReading == 2)
        #expect(judged.timings.cleanupStages.contains { $0.stage == "reading-2" })
        // No alternatives: never read twice.
        var options = one
        options.alternativeReadings = []
        let off = try ReceiptReader(options: options).read(path: path, judge: ReadingJudge { _ in .init(settled: false, rank: 0) })
        #expect(off.readings == 1)
    }

    @Test func aDoubtfulReadingIsReadAgainByTheSecondModelFirst() throws {
        let path = SampleReceipts.path("wr-21fb2d2225.jpg")
        // The receipt model first, the system's model second; no script step, which asks the judge too
        // (these judges count their calls).
        let reader = try ReceiptReader(options: { var o = ReadOptions(); o.detectScript = false; return o }())
        #expect(reader.options.model == .receipt && reader.options.secondModel == .stock)
        let settled = try reader.read(path: path, judge: ReadingJudge { _ in .init(settled: true, rank: 0) })
        #expect(settled.readings == 1)
        // Doubtful and ranked alike: the system model's reading, then the two clean-ups; the first kept.
        let tie = try reader.read(path: path, judge: ReadingJudge { _ in .init(settled: false, rank: 0) })
        #expect(tie.readings == 4 && tie.keptReading == 1)
        #expect(tie.timings.steps.map(\.stage).filter { $0.hasPrefix("reading-") || $0.hasPrefix("model-") }
                == ["model-stock", "reading-3", "reading-4"])
        #expect(tie.timings.cleanupStages.map(\.stage).filter { $0.hasPrefix("reading-") } == ["reading-3", "reading-4"])
        #expect(tie.rows.map(\.text) == settled.rows.map(\.text))
        // A judge that prefers the second reading: the system model's rows are kept, and they differ.
        let calls = CallCounter()
        let second = try reader.read(path: path, judge: ReadingJudge { _ in
            let n = calls.next()
            return .init(settled: n >= 2, rank: n)
        })
        #expect(second.readings == 2 && second.keptReading == 2)
        let stockOnly = try ReceiptReader(options: { var o = ReadOptions(); o.model = .stock; o.secondModel = nil; return o }())
            .read(path: path)
        #expect(second.rows.map(\.text) == stockOnly.rows.map(\.text))
        #expect(second.rows.map(\.text) != settled.rows.map(\.text))
    }

    /// The big, faint "Total" of wr-08b30b596e is misread ("fal") by the system's model, but its amount
    /// stands in its row. (The receipt model reads the amount `25.94`; the parser then takes the total from
    /// the subtotal and charges.)
    @Test func bigTotalKeepsItsAmount() throws {
        let result = try ReceiptReader(options: { var o = ReadOptions(); o.model = .stock; return o }())
            .read(path: SampleReceipts.path("wr-08b30b596e.jpg"))
        #expect(result.rows.contains { $0.text.hasSuffix(" 125.94") }, "rows: \(result.rows.map(\.text))")
    }

    @Test func nameAndPriceShareARow() throws {
        let result = try ReceiptReader().read(path: SampleReceipts.path("sroie-002.jpg"))
        let row = try #require(result.rows.first { $0.text.hasPrefix("8970669") })
        #expect(row.text.hasSuffix("19.00"))
        #expect(row.words.count >= 4)
    }

    /// The printed words of sroie-217 (from its truth record), upper case.
    static let printedWords = SampleReceipts.truthWords("sroie-217")

    /// The share of printed words the upright reading finds, for comparing turned and skewed copies against.
    static let uprightRecall: Double = {
        guard let result = try? ReceiptReader().read(path: SampleReceipts.path("sroie-217.jpg")) else { return 0 }
        return SampleReceipts.recall(of: printedWords, in: SampleReceipts.words(result.rows))
    }()

    @Test(arguments: [1, 2, 3])
    func turnedCopiesReadTheSame(quarterTurns: Int) throws {
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let turned = try image.rotated(quarterTurns: quarterTurns)
        let result = try ReceiptReader().read(image: turned)
        #expect((result.notes.quarterTurns + quarterTurns) % 4 == 0)
        let words = SampleReceipts.words(result.rows)
        #expect(Self.uprightRecall > 0.75)
        #expect(SampleReceipts.recall(of: Self.printedWords, in: words) >= Self.uprightRecall - 0.05)
        #expect(SampleReceipts.someRow(of: result.rows, reads: "TOTAL ROUNDED 22.00"))
    }

    @Test(arguments: [5.0, -5.0])
    func skewedCopiesReadTheSame(degrees: Double) throws {
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let skewed = try image.rotated(degrees: degrees)
        let result = try ReceiptReader().read(image: skewed)
        #expect(abs(result.notes.skewDegrees + degrees) < 1, "deskew found \(result.notes.skewDegrees)")
        // Turning twice (skewing, then deskewing) resamples the image twice, which blurs it a little.
        let words = SampleReceipts.words(result.rows)
        #expect(SampleReceipts.recall(of: Self.printedWords, in: words) >= Self.uprightRecall - 0.08)
        #expect(SampleReceipts.someRow(of: result.rows, reads: "TOTAL ROUNDED 22.00"))
    }

    @Test func heicReadsLikeTheJPEG() throws {
        let result = try ReceiptReader().read(path: SampleReceipts.path("sroie-217.heic"))
        let words = SampleReceipts.words(result.rows)
        #expect(SampleReceipts.recall(of: Self.printedWords, in: words) >= Self.uprightRecall - 0.05)
    }

    @Test func exifTurnedPhotoReadsUpright() throws {
        // Store the receipt sideways (a quarter turn anticlockwise) and tag it "turn clockwise" (6).
        let sideways = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg")).rotated(quarterTurns: 3)
        let tagged = EXIFOrientationTests.withOrientation(try sideways.jpegData(quality: 92), 6)
        let path = try SampleReceipts.temporaryDirectory() + "/sideways.jpg"
        try Data(tagged).write(to: URL(fileURLWithPath: path))
        var options = ReadOptions()
        options.checkUpsideDown = false
        options.cleanup.stages.removeAll { $0 is UprightStage }
        let result = try ReceiptReader(options: options).read(path: path)
        #expect(result.originalSize.width < result.originalSize.height)
        #expect(SampleReceipts.someRow(of: result.rows, reads: "TOTAL ROUNDED 22.00"))
    }

    @Test func debugImagesAreWrittenPerStage() throws {
        let dir = try SampleReceipts.temporaryDirectory()
        var options = ReadOptions()
        options.debugImagesDirectory = dir
        _ = try ReceiptReader(options: options).read(path: SampleReceipts.path("sroie-217.jpg"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files.first == "sroie-217-01-loaded.png")
        #expect(files.contains("sroie-217-02-grey.png"))
        #expect(files.contains { $0.hasSuffix("-deskew.png") })
    }

    @Test func batchReadsInOrderAndReportsBadInputs() throws {
        let paths = [SampleReceipts.path("sroie-217.jpg"), "/no/such.jpg", SampleReceipts.path("sroie-002.jpg")]
        let results = try BatchReader(workers: 2).read(paths: paths)
        #expect(results.count == 3)
        let first = try results[0].get(), third = try results[2].get()
        #expect(first.rows.contains { $0.text.contains("IKANO") })
        #expect(third.rows.contains { $0.text.contains("SPRAYER") })
        #expect(throws: ReceiptOCRError.fileNotFound(path: "/no/such.jpg")) { try results[1].get() }
    }
}

/// Starting engines: languages, and the errors a user meets.
struct TesseractEngineTests {
    @Test func missingLanguageNamesThePackage() throws {
        let error = try #require(throws: ReceiptOCRError.self) { try TesseractEngine(languages: "eng+zzz") }
        guard case .languageDataMissing(let language, let package, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(language == "zzz" && package == "tesseract-ocr-zzz")
        #expect(error.description.contains("apt-get install tesseract-ocr-zzz"))
    }

    @Test(arguments: ["", "eng;rm -rf", "../eng", "eng+"])
    func invalidLanguage(languages: String) {
        #expect(throws: ReceiptOCRError.self) { try TesseractEngine(languages: languages) }
    }

    @Test func packageNames() {
        #expect(Tessdata.debianPackage(for: "spa") == "tesseract-ocr-spa")
        #expect(Tessdata.debianPackage(for: "chi_sim") == "tesseract-ocr-chi-sim")
    }

    @Test func twoLanguages() throws {
        let engine = try TesseractEngine(languages: "eng+spa")
        #expect(engine.languages == "eng+spa")
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        var notes = CleanupNotes()
        let words = try engine.recognize(try GreyStage().apply(to: image, notes: &notes))
        #expect(words.contains { $0.text == "IKANO" })
    }
}

/// Counts calls from any thread.
final class CallCounter: Sendable {
    private let count = Mutex(0)

    /// The number of this call, from 1.
    func next() -> Int {
        count.withLock { n in
            n += 1
            return n
        }
    }
}

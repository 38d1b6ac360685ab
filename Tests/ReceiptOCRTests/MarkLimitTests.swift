import CLeptonica
import Foundation
import SplitBillCore
import Testing

@testable import ReceiptOCR

/// The page four times over, two by two: four times its marks.
struct TiledStage: CleanupStage {
    let name = "tiled"

    func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        let (w, h) = (Int32(image.width), Int32(image.height))
        guard let pix = pixCreate(2 * w, 2 * h, Int32(image.bitsPerPixel)) else { throw .imageOperationFailed(operation: "tile") }
        for (x, y) in [(0, 0), (w, 0), (0, h), (w, h)] {
            pixRasterop(pix, x, y, w, h, PIX_SRC, image.pix, 0, 0)
        }
        return ReceiptImage(owning: pix)
    }
}

/// A page that holds more marks laid out as text than a receipt may is not recognised (its memory
/// grows with its marks); a page within the limit is read exactly as with no limit.
struct MarkLimitTests {
    /// The words of `sample` read by an engine with `limit` (nil: marks not counted).
    func words(_ sample: String, limit: Int?) throws(ReceiptOCRError) -> [RecognizedWord] {
        let engine = try TesseractEngine()
        engine.maximumMarks = limit
        let image = try ImageLoader().load(path: SampleReceipts.path(sample))
        return try engine.recognize(image)
    }

    /// Counting the marks lays the page out before it is recognised; the recognition reuses that layout,
    /// so the words, boxes and confidences are those read without counting.
    @Test(arguments: ["sroie-217.jpg", "el-greco-brussels.jpg"])
    func aLimitNotReachedChangesNothing(sample: String) throws {
        let free = try words(sample, limit: nil)
        let counted = try words(sample, limit: 30_000)
        #expect(!free.isEmpty)
        #expect(counted == free)
    }

    /// Over the limit, the engine says how many marks the page holds and reads nothing.
    @Test func overTheLimitNothingIsRead() throws {
        let error = try #require(throws: ReceiptOCRError.self) { try words("el-greco-brussels.jpg", limit: 50) }
        guard case .tooManyMarks(let count, let limit) = error else {
            Issue.record("expected tooManyMarks, got \(error)")
            return
        }
        #expect(limit == 50)
        #expect(count > 50 && count < 5_000)
        #expect(error.description.contains("holds \(count) marks laid out like lines of text"))
    }

    /// A reader whose first reading is over the limit throws; the photo is not read further.
    @Test func aFirstReadingOverTheLimitIsAnError() throws {
        var options = ReadOptions()
        options.maximumMarks = 50
        let reader = try ReceiptReader(options: options)
        #expect {
            _ = try reader.read(path: SampleReceipts.path("sroie-217.jpg"), judge: ReadingJudge { _ in .init(settled: false, rank: 0) })
        } throws: { error in
            guard let error = error as? ReceiptOCRError, case .tooManyMarks(_, 50) = error else { return false }
            return true
        }
    }

    /// Two engines sharing a page count it alike: a limit not reached changes none of the words.
    @Test func sharedPagesAreCountedToo() throws {
        var options = ReadOptions()
        options.enginesPerImage = 2
        options.maximumMarks = nil
        let free = try ReceiptReader(options: options).read(path: SampleReceipts.path("sroie-217.jpg"))
        options.maximumMarks = 30_000
        let counted = try ReceiptReader(options: options).read(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(counted.words == free.words)
        options.maximumMarks = 50
        #expect(throws: ReceiptOCRError.self) { try ReceiptReader(options: options).read(path: SampleReceipts.path("sroie-217.jpg")) }
    }

    /// A further reading whose page is over the limit (here the page four times over) is skipped: the
    /// first reading, under the limit, is kept as it is.
    @Test func aFurtherReadingOverTheLimitIsSkipped() throws {
        var options = ReadOptions()
        options.cleanup = .greyOnly
        options.secondModel = nil
        options.maximumMarks = 1
        let never = ReadingJudge { _ in .init(settled: false, rank: 0) }
        let path = SampleReceipts.path("sroie-217.jpg")
        // The first reading's marks, from its refusal at a limit of one.
        let refusal = try #require(throws: ReceiptOCRError.self) { try ReceiptReader(options: options).read(path: path) }
        guard case .tooManyMarks(let marks, _) = refusal else {
            Issue.record("expected tooManyMarks, got \(refusal)")
            return
        }
        options.maximumMarks = 2 * marks
        options.alternativeReadings = []
        let alone = try ReceiptReader(options: options).read(path: path, judge: never)
        options.alternativeReadings = [[TiledStage()]]
        let result = try ReceiptReader(options: options).read(path: path, judge: never)
        #expect(result.readings == 2 && result.keptReading == 1)
        #expect(!alone.words.isEmpty && result.words == alone.words)
        // With room for the tiled page, it is read (and, holding every word four times, kept).
        options.maximumMarks = 5 * marks
        let roomy = try ReceiptReader(options: options).read(path: path, judge: ReadingJudge { rows in .init(settled: false, rank: rows.count) })
        #expect(roomy.keptReading == 2 && roomy.words.count > 3 * alone.words.count)
    }
}

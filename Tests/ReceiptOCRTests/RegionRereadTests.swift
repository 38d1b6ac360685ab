import SplitBillCore
import Testing

@testable import ReceiptOCR

/// The re-read stage: real Tesseract on a scan whose page reading loses rows, and the merge rules on
/// made-up words.
@Suite(.serialized)
struct RegionRereadTests {
    /// sroie-013, read by the system's model: psm 6 loses the big title and the labels whose prices stand
    /// half a line lower; read again line by line, they come back whole.
    static let rescuedRows = ["RESTORAN HASSANBISTRO", "Sub Total RM 15.00", "Discount RM 0.00"]

    @Test func rereadRescuesRowsThePageReadingLost() throws {
        var with = ReadOptions()
        with.model = .stock
        var without = with
        without.reread.isEnabled = false
        let plain = try ReceiptReader(options: without).read(path: SampleReceipts.path("sroie-013.jpg"))
        let reread = try ReceiptReader(options: with).read(path: SampleReceipts.path("sroie-013.jpg"))
        for row in Self.rescuedRows {
            #expect(!SampleReceipts.someRow(of: plain.rows, reads: row), "the page reading alone reads '\(row)'")
            #expect(SampleReceipts.someRow(of: reread.rows, reads: row),
                    "no row reads '\(row)'; rows: \(reread.rows.map(\.text))")
        }
        let printed = SampleReceipts.truthWords("sroie-013")
        let before = SampleReceipts.recall(of: printed, in: SampleReceipts.words(plain.rows))
        let after = SampleReceipts.recall(of: printed, in: SampleReceipts.words(reread.rows))
        #expect(after > before + 0.1, "word recall \(before) -> \(after)")
        #expect(reread.timings.reread > 0 && reread.timings.reread <= reread.timings.recognize)
    }

    @Test func regionsCoverOnlyInkNoSureWordHolds() throws {
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-013.jpg"))
        let (cleaned, _, _) = try ImageCleanup.standard.run(image)
        let words = try TesseractEngine().recognize(cleaned)
        let stage = RegionReread()
        let height = try #require(stage.textHeight(of: words))
        let regions = stage.regions(in: try stage.residue(of: cleaned, words: words), words: words, textHeight: height)
        #expect(!regions.isEmpty && regions.count <= stage.maximumRegions)
        for word in words where word.confidence >= stage.sureConfidence {
            #expect(regions.allSatisfy { RegionReread.overlap($0, word.box) < 0.9 }, "sure word \(word.text) re-read")
        }
    }

    static func word(_ text: String, x: Int, width: Int, confidence: Double) -> RecognizedWord {
        RecognizedWord(text: text, box: TextBox(x: x, y: 100, width: width, height: 30), confidence: confidence)
    }

    @Test func moreConfidentRereadReplacesUnsureWords() {
        let page = [Self.word("Sub", x: 0, width: 50, confidence: 95), Self.word("Tota!", x: 60, width: 80, confidence: 40)]
        let merged = RegionReread().merge(page, reread: [Self.word("Total", x: 61, width: 79, confidence: 90)])
        #expect(merged.map(\.text).sorted() == ["Sub", "Total"])
    }

    @Test func lessConfidentOrPartialRereadIsIgnored() {
        let page = [Self.word("001269075968", x: 0, width: 230, confidence: 60)]
        let stage = RegionReread()
        // Less confident.
        #expect(stage.merge(page, reread: [Self.word("O0I269075968", x: 0, width: 230, confidence: 50)]) == page)
        // More confident, but a region cut through faint print read only a piece of the word.
        #expect(stage.merge(page, reread: [Self.word("107", x: 100, width: 40, confidence: 81)]) == page)
    }

    @Test func sureWordsAreNeverDisplaced() {
        let page = [Self.word("TOTAL", x: 0, width: 100, confidence: 96)]
        #expect(RegionReread().merge(page, reread: [Self.word("TOTAL:", x: 0, width: 110, confidence: 99)]) == page)
    }

    @Test func newWordsNeedConfidence() {
        let page = [Self.word("RM", x: 0, width: 40, confidence: 90)]
        let reread = [Self.word("15.00", x: 300, width: 80, confidence: 88), Self.word("~=-", x: 500, width: 40, confidence: 20)]
        let merged = RegionReread().merge(page, reread: reread)
        #expect(merged.map(\.text) == ["RM", "15.00"])
    }

    @Test func overlappingRereadsKeepTheMoreConfident() {
        let reread = [Self.word("15.0O", x: 300, width: 80, confidence: 70), Self.word("15.00", x: 302, width: 78, confidence: 92)]
        #expect(RegionReread().merge([], reread: reread).map(\.text) == ["15.00"])
    }
}

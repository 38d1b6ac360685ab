import CLeptonica
import Foundation
import SplitBillCore
import Testing

@testable import ReceiptOCR

/// Two engines reading one page: the cut falls between printed lines, and the words come back in place.
@Suite(.serialized)
struct BandReadingTests {
    static func cleaned(_ sample: String) throws -> ReceiptImage {
        let image = try ImageLoader().load(path: SampleReceipts.path(sample))
        return try ImageCleanup.standard.run(image).0
    }

    @Test func theCutFallsBetweenPrintedLines() throws {
        let page = try Self.cleaned("sroie-217.jpg")
        let cut = try #require(BandReading().cut(page))
        #expect(cut >= page.height * 2 / 10 && cut < page.height * 8 / 10)
        // No word read from the whole page straddles the cut.
        let words = try TesseractEngine().recognize(page)
        let crossing = words.filter { $0.box.y < cut && $0.box.y + $0.box.height > cut + 1 }
        #expect(crossing.isEmpty, "words cross row \(cut) of \(page.height): \(crossing)")
        // Both engines get about the same work: each band holds between a third and two thirds of the ink.
        let binary = try #require(Binarization.otsu(page.pix))
        defer { LeptonicaMemory.destroy(binary) }
        func ink(_ y: Int, _ height: Int) -> Int32 {
            var box = boxCreate(0, Int32(y), Int32(page.width), Int32(height))
            defer { boxDestroy(&box) }
            var count: Int32 = 0
            guard let band = pixClipRectangle(binary, box, nil) else { return 0 }
            defer { LeptonicaMemory.destroy(band) }
            pixCountPixels(band, &count, nil)
            return count
        }
        let above = Double(ink(0, cut)), all = Double(ink(0, page.height))
        #expect(above / all > 1.0 / 3 && above / all < 2.0 / 3, "ink above the cut: \(above / all)")
    }

    @Test func aPageWithoutABlankRowNearItsMiddleIsNotCut() throws {
        let page = try Self.cleaned("sroie-217.jpg")
        // A dark bar across the whole middle band leaves no blank row to cut at.
        let height = page.height
        let barred = try page.cropped(to: TextBox(x: 0, y: 0, width: page.width, height: height))
        var box = boxCreate(0, Int32(height * 2 / 10 - 2), Int32(page.width), Int32(height * 3 / 5 + 4))
        #expect(pixClearInRect(barred.pix, box) == 0)
        boxDestroy(&box)
        #expect(BandReading().cut(barred) == nil)
        #expect(BandReading().cut(try page.cropped(to: TextBox(x: 0, y: 0, width: page.width, height: 300))) == nil)
    }

    @Test func twoEnginesReadWhatOneReadsWithTheWordsInPlace() throws {
        let page = try Self.cleaned("sroie-217.jpg")
        let one = try TesseractEngine().recognize(page)
        let two = try BandReading().recognize(page, engine: try TesseractEngine(), partner: try TesseractEngine(),
                                              resolution: 300)
        let cut = try #require(BandReading().cut(page))
        #expect(two.contains { $0.box.y > cut } && two.contains { $0.box.y + $0.box.height < cut })
        // The same confident words, mostly: each band is read on its own, so unsure ones may differ.
        let sure = Set(one.filter { $0.confidence >= 80 }.map(\.text))
        let common = sure.intersection(two.map(\.text))
        #expect(Double(common.count) >= 0.9 * Double(sure.count),
                "read by one engine only: \(sure.subtracting(common))")
        // A word read at the same place by both: its box is where the one engine put it.
        for word in two where word.box.y > cut {
            if let same = one.first(where: { $0.text == word.text && abs($0.box.y - word.box.y) <= 2 && abs($0.box.x - word.box.x) <= 2 }) {
                #expect(abs(same.box.height - word.box.height) <= 2)
            }
        }
        #expect(two.filter { word in one.contains { $0.text == word.text && abs($0.box.y - word.box.y) <= 3 } }.count
                >= two.count * 8 / 10)
    }

    @Test func aReaderWithTwoEnginesReadsTheSampleLikeOne() throws {
        var options = ReadOptions()
        options.enginesPerImage = 2
        let reader = try ReceiptReader(options: options)
        #expect(reader.partner != nil)
        let result = try reader.read(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(SampleReceipts.someRow(of: result.rows, reads: "TOTAL ROUNDED 22.00"))
        #expect(try ReceiptReader().partner == nil)
    }
}

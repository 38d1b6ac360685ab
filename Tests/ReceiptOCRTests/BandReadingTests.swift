import Foundation
import SplitBillCore
import Testing

@testable import ReceiptOCR

/// Two engines reading one page: each reads its share of the lines, and together they read exactly
/// what one engine reads.
@Suite(.serialized)
struct BandReadingTests {
    static func cleaned(_ sample: String) throws -> ReceiptImage {
        let image = try ImageLoader().load(path: SampleReceipts.path(sample))
        return try ImageCleanup.standard.run(image).0
    }

    typealias Line = TesseractEngine.LaidOutLine

    /// A line of text at `y`, `height` high and `width` wide, read from `above` rows above it to `below`
    /// rows below.
    static func line(_ y: Int, height: Int = 30, width: Int = 600, above: Int = 10, below: Int = 10) -> Line {
        Line(box: TextBox(x: 20, y: y, width: width, height: height), readTop: y - above,
             readBottom: y + height + below)
    }

    @Test(arguments: [
        // Ten even lines 50 rows apart, each read 10 rows beyond its box: the lower share starts with
        // the sixth line, at the top of the rows read for it.
        ((0..<10).map { line(50 * $0 + 20) }, 260),
        // A wide line among narrow ones weighs as much as three: the share moves up by one line.
        ((0..<10).map { line(50 * $0 + 20, width: $0 == 1 ? 1800 : 600) }, 210),
        // The rows read for the fifth and sixth lines overlap: the share starts a line earlier or later,
        // as even either way, and the earlier is kept.
        ((0..<10).map { line(50 * $0 + 20, below: $0 == 4 ? 25 : 10) }, 210),
    ] as [([Line], Int)])
    func theLowerShareStartsBetweenTheRowsReadForTwoLines(lines: [Line], start: Int) {
        #expect(BandReading.lowerShareStart(of: lines) == start)
    }

    @Test func linesReadFromOverlappingRowsAreNotShared() {
        // Every line is read from rows that reach into the next line's.
        #expect(BandReading.lowerShareStart(of: (0..<8).map { Self.line(40 * $0, above: 20, below: 20) }) == nil)
        // One line alone is never shared.
        #expect(BandReading.lowerShareStart(of: [Self.line(20)]) == nil)
        // A line read down to the bottom of the page keeps every line below it in the upper share.
        let tall = (0..<8).map { Self.line(50 * $0 + 20, below: $0 == 0 ? 500 : 10) }
        #expect(BandReading.lowerShareStart(of: tall) == nil)
    }

    @Test(arguments: ["sroie-217.jpg", "sroie-013.jpg"])
    func twoEnginesReadExactlyWhatOneReads(sample: String) throws {
        let page = try Self.cleaned(sample)
        let one = try TesseractEngine().recognize(page)
        let two = try BandReading().recognize(page, engine: try TesseractEngine(), partner: try TesseractEngine(),
                                              resolution: 300)
        #expect(two == one)
    }

    @Test func eachEngineReadsItsShareOfTheLines() throws {
        let page = try Self.cleaned("sroie-217.jpg")
        var start: Int?
        let upper = try TesseractEngine().recognize(page, resolution: 300) { lines in
            start = BandReading.lowerShareStart(of: lines)
            return start.map { .above($0) } ?? .all
        }
        let row = try #require(start)
        #expect(row > page.height / 5 && row < page.height * 4 / 5)
        let lower = try TesseractEngine().recognize(page, resolution: 300) { _ in .from(row) }
        #expect(!upper.isEmpty && !lower.isEmpty)
        #expect(upper.allSatisfy { $0.box.y + $0.box.height <= row })
        #expect(lower.allSatisfy { $0.box.y >= row })
        // Laying out without reading returns nothing.
        #expect(try TesseractEngine().recognize(page, resolution: 300) { _ in .none }.isEmpty)
    }

    @Test func aReaderWithTwoEnginesReadsTheSampleLikeOne() throws {
        var options = ReadOptions()
        options.enginesPerImage = 2
        let reader = try ReceiptReader(options: options)
        #expect(reader.partner != nil)
        let two = try reader.read(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(SampleReceipts.someRow(of: two.rows, reads: "TOTAL ROUNDED 22.00"))
        let one = try ReceiptReader().read(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(two.rows.map(\.text) == one.rows.map(\.text))
        #expect(try ReceiptReader().partner == nil)
    }
}

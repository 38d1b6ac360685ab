import CLeptonica
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
        // A line ten times as wide as the others weighs about five of them: the share moves up two lines.
        ((0..<10).map { line(50 * $0 + 20, width: $0 == 1 ? 6000 : 600) }, 160),
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

    @Test func regionSetsSharedByTwoEnginesReadAsOneEngineReadsThem() throws {
        let page = try Self.cleaned("sroie-013.jpg")
        let engine = try TesseractEngine()
        let words = try engine.recognize(page)
        // Lines of the page as single-line regions, a few as word-sized regions of a second set, and
        // two stretches of several lines as blocks (mode 6).
        let lines = RowBuilder().rows(from: words).compactMap(\.box)
        try #require(lines.count >= 12)
        let sets: [BandReading.RegionSet] = [
            .init(image: page, regions: Array(words.prefix(3).map(\.box)), mode: 7),
            .init(image: page, regions: Array(lines.dropFirst(3)), mode: 7),
            .init(image: page, regions: [Self.span(lines[0...2]), Self.span(lines[4...5])], mode: 6,
                  lineHeight: lines[0].height),
        ]
        let one = try sets.map { try engine.recognize($0.image, regions: $0.regions, mode: $0.mode) }
        let two = try BandReading().recognize(sets, engine: TesseractEngine(), partner: TesseractEngine(), resolution: 300)
        #expect(two == one)
        #expect(two[2].allSatisfy { !$0.isEmpty })
    }

    /// The box around some boxes.
    static func span(_ boxes: ArraySlice<TextBox>) -> TextBox {
        let left = boxes.map(\.x).min()!, top = boxes.map(\.y).min()!
        let right = boxes.map { $0.x + $0.width }.max()!, bottom = boxes.map { $0.y + $0.height }.max()!
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
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

/// Sharing the re-read's regions between two engines.
struct RegionDealingTests {
    @Test(arguments: [
        // Alike jobs alternate.
        ([1, 1, 1, 1], [false, true, false, true]),
        // One long job against the many short ones.
        ([6, 1, 1, 1, 1, 1, 1], [false, true, true, true, true, true, true]),
        // The costliest first: 5 and 4 apart, the first 3 to the 4 (7 against 5), the second 3 to the 5
        // (8 against 7), the 2 to the 7: 8 and 9.
        ([3, 5, 2, 4, 3], [true, false, true, true, false]),
    ] as [([Double], [Bool])])
    func eachJobGoesToTheWorkerWithLessWork(costs: [Double], second: [Bool]) {
        #expect(BandReading.deal(costs) == second)
    }

    @Test func aBlockCostsAsItsLinesDo() throws {
        let page = ReceiptImage(owning: try #require(pixCreate(8, 8, 8)))
        let line = TextBox(x: 0, y: 0, width: 600, height: 30)
        let lines = BandReading.RegionSet(image: page, regions: [line], mode: 7)
        // A line 20 of its heights wide: 20 plus the fixed cost of a line.
        #expect(lines.cost(of: line) == 20 + BandReading.lineCost)
        // A block of three such lines costs three of them; as one line it would cost less than one.
        let block = TextBox(x: 0, y: 0, width: 600, height: 90)
        #expect(BandReading.RegionSet(image: page, regions: [block], mode: 6, lineHeight: 30).cost(of: block)
                == 3 * (20 + BandReading.lineCost))
        #expect(lines.cost(of: block) < lines.cost(of: line))
    }
}

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

    /// A word whose box leaves out its last character, as the page reading sometimes cuts a row
    /// (`$2.5` for `$2.50`): real amounts of sroie-013, each given a box that stops short of its last
    /// digit, are read again with the ink beside them and come back whole.
    @Test func aWordCutShortIsReadAgainWithTheInkBesideIt() throws {
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-013.jpg"))
        let (cleaned, _, _) = try ImageCleanup.standard.run(image)
        let engine = try TesseractEngine(model: .receipt)
        let words = try engine.recognize(cleaned)
        let stage = RegionReread()
        let height = try #require(stage.textHeight(of: words))
        let amounts = words.indices.filter { i in
            words[i].confidence >= 90 && words[i].text.wholeMatch(of: /\d+\.\d\d/) != nil
        }
        #expect(amounts.count >= 3, "sure amounts: \(amounts.map { words[$0].text })")
        var cut = words
        for i in amounts {
            let w = words[i].box, n = words[i].text.count
            // The last character's share of the box, and a little more: its ink is left wholly outside.
            let keep = w.width * (n - 1) / n - 2
            cut[i] = RecognizedWord(text: String(words[i].text.dropLast()),
                                    box: TextBox(x: w.x, y: w.y, width: keep, height: w.height),
                                    confidence: words[i].confidence)
        }
        let residue = try stage.residue(of: cleaned, words: cut)
        let ends = stage.wordEnds(in: residue, image: cleaned, words: cut, textHeight: height)
        let readings = try engine.recognize(cleaned, regions: ends.map(\.box), mode: 7)
        let extended = stage.extend(cut, ends: ends, readings: readings)
        var whole = 0
        for i in amounts where extended.words[i].text == words[i].text {
            whole += 1
            #expect(extended.words[i].box.x == words[i].box.x)
            #expect(extended.words[i].box.x + extended.words[i].box.width > cut[i].box.x + cut[i].box.width)
        }
        #expect(whole * 10 >= amounts.count * 8, "\(whole) of \(amounts.count) amounts whole again")
        // Words that were not cut are read as they were: the reading with nothing cut changes no word.
        let plainEnds = stage.wordEnds(in: try stage.residue(of: cleaned, words: words), image: cleaned,
                                       words: words, textHeight: height)
        let plain = stage.extend(words, ends: plainEnds,
                                 readings: try engine.recognize(cleaned, regions: plainEnds.map(\.box), mode: 7))
        let changed = zip(words, plain.words).filter { $0.text != $1.text }.map { "\($0.text) -> \($1.text)" }
        #expect(changed.count * 50 <= words.count, "\(changed)")
    }

    @Test func aWordEndIsKeptOnlyWhenItAddsACharacterOrTwoToTheSameWord() {
        let page = [Self.word("$2.5", x: 0, width: 70, confidence: 96), Self.word("Tax", x: 200, width: 50, confidence: 95)]
        let right = RegionReread.WordEnd(word: 0, ink: TextBox(x: 71, y: 100, width: 13, height: 26),
                                         box: TextBox(x: -7, y: 93, width: 98, height: 40))
        let left = RegionReread.WordEnd(word: 1, ink: TextBox(x: 190, y: 100, width: 5, height: 26),
                                        box: TextBox(x: 183, y: 93, width: 74, height: 40))
        let stage = RegionReread()
        func extend(_ a: String, _ b: String, confidence: Double = 95) -> [String] {
            stage.extend(page, ends: [right, left], readings: [[Self.word(a, x: 0, width: 84, confidence: confidence)],
                                                               [Self.word(b, x: 190, width: 60, confidence: confidence)]])
                .words.map(\.text)
        }
        #expect(extend("$2.50", "ITax") == ["$2.50", "ITax"])
        let result = stage.extend(page, ends: [right], readings: [[Self.word("$2.50", x: 0, width: 84, confidence: 95)]])
        #expect(result.words[0].box == TextBox(x: 0, y: 100, width: 84, height: 30))
        #expect(result.taken == [right.ink])
        // Another reading of the word itself, three more characters, a mark, or an unsure reading: kept as read.
        #expect(extend("$2.60", "Tex") == ["$2.5", "Tax"])
        #expect(extend("$2.5000", "|Tax") == ["$2.5", "Tax"])
        #expect(extend("$2.50", "Tax", confidence: 60) == ["$2.5", "Tax"])
    }
}

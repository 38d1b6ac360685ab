import SplitBillCore
import Testing

@testable import ReceiptOCR

/// Rows rebuilt from fake word boxes: the logic around Tesseract, without Tesseract.
struct RowBuilderTests {
    func word(_ text: String, _ x: Int, _ y: Int, width: Int? = nil, height: Int = 30, confidence: Double = 90) -> RecognizedWord {
        RecognizedWord(text: text, box: TextBox(x: x, y: y, width: width ?? text.count * 18, height: height),
                       confidence: confidence)
    }

    @Test func nameAndFarPriceAreOneRow() {
        let rows = RowBuilder().rows(from: [
            word("12.50", 900, 102), word("COFFEE", 40, 100), word("LATTE", 170, 101),
            word("TOTAL", 40, 160), word("12.50", 900, 158),
        ])
        #expect(rows.map { $0.words.map(\.text) } == [["COFFEE", "LATTE", "12.50"], ["TOTAL", "12.50"]])
        #expect(rows[0].text.hasPrefix("COFFEE LATTE  "))
        #expect(rows[0].text.hasSuffix("  12.50"))
        #expect(rows[0].box == TextBox(x: 40, y: 100, width: 950, height: 32))
    }

    @Test func slightlyTiltedRowsStayApart() {
        // Two rows 40 px apart, each falling 3 px per 100 px (about 1.7 degrees).
        var words: [RecognizedWord] = []
        for column in 0..<8 {
            let x = column * 120
            words.append(word("A\(column)", x, 100 + x * 3 / 100))
            words.append(word("B\(column)", x, 140 + x * 3 / 100))
        }
        let rows = RowBuilder().rows(from: words.shuffled())
        #expect(rows.count == 2)
        #expect(rows[0].words.map(\.text) == (0..<8).map { "A\($0)" })
        #expect(rows[1].words.map(\.text) == (0..<8).map { "B\($0)" })
    }

    /// A photo taken at an angle: rows fall 3 px per 100 px, so a price 700 px right of its name sits
    /// 21 px lower, more than half a text height; the page's slope, voted by all rows, joins them.
    @Test func tiltedPhotoKeepsNamesWithTheirFarPrices() {
        let names = ["Mojito", "Fireball", "Nachos", "Wolverine", "Maker's Mark", "TwoHearted"]
        var words: [RecognizedWord] = []
        for (i, name) in names.enumerated() {
            let y = 100 + i * 50
            let nameX = 100 + (i % 3) * 20
            words.append(word(name, nameX, y, height: 36))
            let priceX = 800 + (i % 2) * 30
            words.append(word("$\(i + 5).00", priceX, y + (priceX - nameX) * 3 / 100, height: 36))
        }
        #expect(abs(RowBuilder.pageSlope(of: words, limit: 0.1) - 0.03) < 0.006)
        let rows = RowBuilder().rows(from: words)
        #expect(rows.count == names.count)
        #expect(rows.map { $0.words.count } == Array(repeating: 2, count: names.count))
        #expect(rows.map { $0.words[0].text } == names)
    }

    /// A tilt between two bins of the vote (rows falling 2.65 and 2.85 px per 100 px) must not lose to
    /// one bin of three straight pairs.
    @Test func tiltBetweenTwoBinsStillWins() {
        var words: [RecognizedWord] = []
        for i in 0..<6 {
            let y = 100 + i * 60
            words.append(word("ITEM\(i)", 100, y, height: 36))
            words.append(word("\(i).00", 800, y + (i % 2 == 0 ? 19 : 20), height: 36))
        }
        words += [word("A", 100, 600, height: 36), word("B", 400, 600, height: 36), word("C", 700, 600, height: 36)]
        #expect(abs(RowBuilder.pageSlope(of: words, limit: 0.1) - 0.0275) < 0.004)
        let rows = RowBuilder().rows(from: words)
        #expect(rows.prefix(6).map { $0.words.count } == Array(repeating: 2, count: 6))
    }

    @Test func straightPageHasNoSlope() {
        let words = (0..<6).flatMap { i in [word("ITEM\(i)", 0, i * 50), word("1.00", 700, i * 50)] }
        #expect(RowBuilder.pageSlope(of: words, limit: 0.1) == 0)
    }

    @Test func confidenceIsTheMeanOfTheRowsWords() {
        let rows = RowBuilder().rows(from: [word("TAX", 0, 0, confidence: 80), word("1.00", 300, 0, confidence: 60)])
        #expect(rows.count == 1)
        #expect(rows[0].confidence == 70)
    }

    @Test func overlappingWordsGoToDifferentRows() {
        // A word directly under another, closer than the tolerance, is a different line.
        let rows = RowBuilder().rows(from: [word("UPPER", 0, 0, height: 30), word("LOWER", 10, 14, height: 30)])
        #expect(rows.count == 2)
    }

    /// sroie-154 (tuning part): Tesseract drew `(Inclusive` over the columns of `of GST)` on the same line;
    /// a word on the row's very line joins it all the same, in the order of the boxes' left edges.
    @Test func aBoxDrawnTooWideKeepsNoWordOfItsLineOut() {
        let rows = RowBuilder().rows(from: [
            word("Total", 63, 952, width: 53, height: 20), word("Sales", 124, 952, width: 58, height: 19),
            word("(Inclusive", 190, 951, width: 194, height: 24), word("of", 303, 946, width: 23, height: 33),
            word("GST)", 336, 946, width: 48, height: 33), word(":", 401, 956, width: 4, height: 13),
            word("101.76", 453, 950, width: 67, height: 18),
            word("CASH", 319, 989, width: 62, height: 19), word("101.75", 453, 988, width: 67, height: 18),
        ])
        #expect(rows.map { $0.words.map(\.text) } == [["Total", "Sales", "(Inclusive", "of", "GST)", ":", "101.76"], ["CASH", "101.75"]])
    }

    @Test func someRowForgivesAMisreadCharacter() {
        let rows = [RecognizedRow(text: "TOTAL  ROUNDED   22,00"), RecognizedRow(text: "CASH -22.00")]
        #expect(SampleReceipts.someRow(of: rows, reads: "TOTAL ROUNDED 22.00"))
        #expect(SampleReceipts.someRow(of: rows, reads: "Total Rounded 22.0O"))
        #expect(!SampleReceipts.someRow(of: rows, reads: "TOTAL ROUNDED 23.90"))
        #expect(!SampleReceipts.someRow(of: rows, reads: "CHANGE 16.10"))
    }

    @Test func noWordsNoRows() {
        #expect(RowBuilder().rows(from: []).isEmpty)
    }

    /// Amounts Tesseract split at the decimal mark (SROIE: `68. 87`, `295 .00`, `RM1. 25`) are one word
    /// again; numbers in separate columns, and words that are no amount, stay apart.
    @Test func splitAmountsAreJoined() {
        let rows = RowBuilder().rows(from: [
            word("TOTAL", 40, 100), word("68.", 700, 100, width: 54), word("87", 760, 100, width: 36),
            word("Rounding", 40, 150), word("(0.", 700, 150, width: 54), word("02)", 760, 150, width: 54),
            word("CASH", 40, 200), word("RM1.", 600, 200, width: 72), word("25", 680, 200, width: 36), word("295", 800, 200, width: 54),
            word(".00", 858, 200, width: 54),
            word("No.", 40, 250), word("12", 100, 250), word("3", 600, 250), word("10", 900, 250),
            word("1.", 40, 300, width: 36), word("50", 200, 300, width: 36),
        ])
        #expect(rows.map { $0.words.map(\.text) } == [
            ["TOTAL", "68.87"], ["Rounding", "(0.02)"], ["CASH", "RM1.25", "295.00"], ["No.", "12", "3", "10"], ["1.", "50"],
        ])
        #expect(rows[0].text.hasSuffix(" 68.87"))
        #expect(rows[0].words[1].box == TextBox(x: 700, y: 100, width: 96, height: 30))
        #expect(!RowBuilder.splitAmount("No.", "12") && !RowBuilder.splitAmount("12", "345") && RowBuilder.splitAmount("-0,", "03"))
    }

    /// SROIE sroie-160: `Sub Total RM8 60`, the point lost in a gap of 0.2 text heights, is RM8.60; numbers
    /// a column apart (0.9 text heights and more) are not joined.
    @Test func amountsWithALostMarkAreJoined() {
        let rows = RowBuilder().rows(from: [
            word("Sub", 40, 100), word("Total", 110, 100), word("RM8", 600, 100, width: 54), word("60", 660, 100, width: 36),
            word("10886", 40, 150, width: 90), word("09", 157, 150, width: 36),
        ])
        #expect(rows.map { $0.words.map(\.text) } == [["Sub", "Total", "RM8.60"], ["10886", "09"]])
        #expect(!RowBuilder.lostMark("1234567", "00") && !RowBuilder.lostMark("A12", "00") && RowBuilder.lostMark("(57", "50)"))
    }

    /// WildReceipt wr-86af479007: `$8` and `5.00` touching are $85.00; the same pair a column apart is two amounts.
    @Test func amountCutAfterItsSignIsJoined() {
        let rows = RowBuilder().rows(from: [
            word("$8", 600, 100, width: 36), word("5.00", 637, 100, width: 72),
            word("£20", 300, 150, width: 54), word("6.20", 480, 150, width: 72),
        ])
        #expect(rows.map { $0.words.map(\.text) } == [["$85.00"], ["£20", "6.20"]])
        #expect(!RowBuilder.cutAfterSign("8", "5.00") && !RowBuilder.cutAfterSign("$8", "500") && RowBuilder.cutAfterSign("RM1", "2.50"))
    }

    /// `1 X 3.90 3.90` on a fixed-width till (SROIE sroie-081): Tesseract reads `1X`, one word as wide
    /// as three characters; a `2x` as wide as two characters was printed glued and stays so.
    @Test func aCountGluedToItsXIsCutWhereThePrintHasASpace() {
        let rows = RowBuilder().rows(from: [
            word("9021937", 30, 100), word("1X", 400, 100, width: 54), word("3.90", 480, 100), word("3.90", 620, 100),
            word("2x", 30, 160, width: 34), word("COLA", 80, 160), word("3.20", 620, 160),
        ])
        let texts: [[String]] = rows.map { row in row.words.map(\.text) }
        #expect(texts == [["9021937", "1", "X", "3.90", "3.90"], ["2x", "COLA", "3.20"]])
        #expect(rows[0].text.hasPrefix("9021937"))
        #expect(rows[0].text.contains(" 1 X "))
        let count = rows[0].words[1].box, times = rows[0].words[2].box
        #expect(count.x == 400 && times.x + times.width == 454 && count.x + count.width < times.x)
    }
}

/// Dropping noise words by confidence.
struct WordFilterTests {
    @Test(arguments: [
        ("TOTAL", 20.0, true), ("ee", 40.0, false), ("ee", 80.0, true), ("TOTAL", 5.0, false), ("12.50", 45.0, true),
    ])
    func keepsOrDrops(text: String, confidence: Double, kept: Bool) {
        var filter = WordFilter()
        filter.minimumConfidence = 10
        filter.minimumShortWordConfidence = 50
        let word = RecognizedWord(text: text, box: TextBox(x: 0, y: 0, width: 10, height: 10), confidence: confidence)
        #expect(filter.keeps(word) == kept)
    }

    @Test func dropsNoiseRows() {
        var filter = WordFilter()
        filter.minimumRowConfidence = 40
        let box = TextBox(x: 0, y: 0, width: 10, height: 10)
        let noise = [RecognizedWord(text: "¥---~--", box: box, confidence: 20), RecognizedWord(text: "Sees", box: box, confidence: 30)]
        #expect(!filter.keeps(RecognizedRow(text: "¥---~-- Sees", confidence: 25, words: noise)))
        #expect(filter.keeps(RecognizedRow(text: "TOTAL 12.50", confidence: 41)))
        // One sure word keeps a row whose mean is low.
        let date = [RecognizedWord(text: "‘DocNo", box: box, confidence: 5), RecognizedWord(text: "03/02/2018", box: box, confidence: 62)]
        #expect(filter.keeps(RecognizedRow(text: "‘DocNo 03/02/2018", confidence: 33.5, words: date)))
    }

    /// Off by default; when set, unsure words of at most three letters and no digit go, whatever their
    /// punctuation, and words with a digit or a fourth letter stay.
    @Test func shortLetterWordsOnlyWhenAsked() {
        let box = TextBox(x: 0, y: 0, width: 10, height: 10)
        func word(_ text: String, _ confidence: Double) -> RecognizedWord { RecognizedWord(text: text, box: box, confidence: confidence) }
        var filter = WordFilter()
        #expect(filter.keeps(word("mmm", 45)))
        filter.minimumLetterWordConfidence = 60
        #expect(!filter.keeps(word("mmm", 45)))
        #expect(!filter.keeps(word("(RM)", 55)))
        #expect(filter.keeps(word("mmm", 65)))
        #expect(filter.keeps(word("0.45", 30)))
        #expect(filter.keeps(word("Tax1", 30)))
        #expect(filter.keeps(word("TOTAL", 30)))
    }

    /// Spared words stay however unsure, in any case and with their punctuation; other short words go.
    @Test func sparedWordsStay() {
        let box = TextBox(x: 0, y: 0, width: 10, height: 10)
        func word(_ text: String, _ confidence: Double) -> RecognizedWord { RecognizedWord(text: text, box: box, confidence: confidence) }
        var filter = WordFilter()
        filter.minimumLetterWordConfidence = 70
        filter.sparedWords = ["TAX", "HT", "$"]
        #expect(filter.keeps(word("Tax:", 45)))
        #expect(filter.keeps(word("ht", 45)))
        #expect(filter.keeps(word("$", 45)))
        #expect(!filter.keeps(word("SS", 45)))
        #expect(!filter.keeps(word("Tx", 45)))
    }

}

import BillSplitter
import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore
import Testing

/// The library's photo-or-text entry point, on the real receipts in SampleReceipts/.
@Suite struct ReceiptScannerTests {
    /// A photo whose reading reached its time limit is scanned with what was read, and a warning says so.
    @Test func timeLimitIsSaid() throws {
        var scanner = ReceiptScanner()
        scanner.readOptions.timeLimit = .zero
        let scanned = try scanner.scan(photo: Self.samples + "/sroie-217.jpg")
        #expect(scanned.reading?.stoppedAtTimeLimit == true)
        #expect(scanned.parsed.receipt.findings.contains { $0.severity == .warning && $0.message.hasPrefix("reading the photo was stopped after 0 s") })
    }

    static let samples: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("SampleReceipts").path
    }()

    @Test func aTextIsOneRowPerLineAndParsedOnce() throws {
        let text = try String(contentsOfFile: Self.samples + "/tapas-madrid.txt", encoding: .utf8)
        let scanned = ReceiptScanner().scan(text: "\n" + text + "\n   \n")
        #expect(scanned.rows.count == 13)
        #expect(scanned.reading == nil)
        #expect(scanned.receipt.items.count == 11)
        #expect(scanned.receipt.total == (try Money(parsing: "43,00", currency: .eur)))
        #expect(scanned.receipt.currency == .eur)
        #expect(scanned.isVerified)
        #expect(!scanned.isEmpty)
    }

    /// A German supermarket's photo (SampleReceipts/ev-mbde-10.jpg) whose total row OCR reads `SUMME £ 6,48`
    /// among euro signs and German words: euros, read and verified.
    @Test func aPoundReadAmongEurosOnAGermanReceiptIsAEuro() throws {
        let scanned = try ReceiptScanner().scan(photo: Self.samples + "/ev-mbde-10.jpg")
        #expect(scanned.receipt.currency == .eur)
        #expect(scanned.receipt.total == (try Money(parsing: "6,48", currency: .eur)))
        #expect(scanned.isVerified, "\(scanned.receipt.findings.map(\.message))")
    }

    @Test func aGivenCurrencyIsUsed() {
        let scanned = ReceiptScanner(currency: .jpy).scan(text: "Ramen 980\nTotal 980")
        #expect(scanned.receipt.currency == .jpy)
        #expect(scanned.receipt.total?.formattedNumber == "980")
    }

    @Test func textWithNoReceiptIsEmpty() {
        let scanned = ReceiptScanner().scan(text: "Dear Ana,\nsee you on Friday.\n")
        #expect(scanned.isEmpty)
        #expect(!scanned.isVerified)
    }

    /// The photo's kept reading is the judge's: its parse is the result, and the same as parsing the
    /// kept rows again.
    @Test func aPhotoIsReadJudgedAndParsedFromTheKeptReading() throws {
        let scanner = ReceiptScanner()
        let scanned = try scanner.scan(photo: Self.samples + "/sroie-217.jpg")
        let reading = try #require(scanned.reading)
        #expect(reading.verdict != nil)
        #expect(reading.keptReading >= 1 && reading.keptReading <= reading.readings)
        #expect(scanned.rows == reading.rows)
        #expect(scanned.receipt.total == (try Money(parsing: "22.00", currency: .myr)))
        #expect(scanned.parsed == ReceiptParser().parse(rows: scanned.rows))
        #expect(reading.timings.judge >= scanned.parseMilliseconds)
        // The steps after clean-up that ran are named and timed; the re-read always runs by default.
        let steps = reading.timings.steps.map(\.stage)
        #expect(steps.contains("reread"))
        #expect(Set(steps).isSubset(of: ["unscaled-retry", "upside-down", "reread", "model-receipt", "reading-2", "reading-3", "reading-4"]))
        #expect(reading.timings.steps.allSatisfy { $0.milliseconds >= 0 })
    }

    @Test func aStepThatIsOffDoesNotRun() throws {
        var options = ReadOptions()
        options.reread.isEnabled = false
        options.checkUpsideDown = false
        let scanned = try ReceiptScanner(readOptions: options).scan(photo: Self.samples + "/sroie-217.jpg")
        let steps = try #require(scanned.reading).timings.steps.map(\.stage)
        #expect(!steps.contains("reread") && !steps.contains("upside-down"))
    }

    @Test func manyPhotosGiveOneResultEachInOrder() throws {
        let paths = [Self.samples + "/sroie-217.jpg", Self.samples + "/missing.jpg", Self.samples + "/tapas-madrid.txt"]
        let results = try ReceiptScanner().scan(photos: paths, workers: 2)
        #expect(results.count == 3)
        #expect(try results[0].get().receipt.total == (try Money(parsing: "22.00", currency: .myr)))
        guard case .failure(.fileNotFound) = results[1] else {
            Issue.record("a missing photo gives fileNotFound, not \(results[1])")
            return
        }
        guard case .failure = results[2] else {
            Issue.record("a text file is not a photo")
            return
        }
    }

    /// The README's library example: a photo to a split, with a correction, through ReceiptScanner and
    /// SplitRequest.
    @Test func aPhotoToASplitAsTheReadmeShows() throws {
        let scanned = try ReceiptScanner().scan(photo: Self.samples + "/el-greco-brussels.jpg")
        #expect(scanned.receipt.items.count == 3)
        var request = SplitRequest(receipt: scanned.receipt)
        request.flags = SplitPlan(people: ["ana", "ben"], tip: .percent(ExactDecimal(10)))
        request.flags.assignments = [1: .everyone, 2: .equally(["ana"]), 3: .equally(["ben"])]
        request.edits.amounts[3] = try Money(parsing: "17,00", currency: scanned.receipt.currency)
        let (receipt, plan) = try request.resolved()
        let result = try BillSplitter().split(receipt, plan: plan)
        #expect(result.total == (try Money(parsing: "48,95", currency: .eur)))
        #expect(result.people.map(\.total) == [try Money(parsing: "23,10", currency: .eur), try Money(parsing: "25,85", currency: .eur)])
    }

    @Test func modelChoicesSetBothModels() {
        var options = ReadOptions()
        options.useModels(.receipt)
        #expect(options.model == .receipt && options.secondModel == .stock)
        options.useModels(.stock)
        #expect(options.model == .stock && options.secondModel == nil)
        options.useModels(.auto)
        #expect(options.model == .stock && options.secondModel == .receipt)
    }
}

import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore
import Testing

/// Receipts printed in other scripts, read by real Tesseract: photos made for the tests
/// (Benchmarks/tools/script_receipts.py, Fixtures/scripts), whose first reading in English is doubtful,
/// so that the script is found and the page read again in its languages.
@Suite(.serialized) struct ScriptReceiptTests {
    struct Record: Sendable, CustomTestStringConvertible {
        var id: String
        var total: String
        var currency: String
        var script: String
        var testDescription: String { id }
    }

    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures/scripts").path
    }()

    /// The fixtures' truth, by id.
    static func record(_ id: String) throws -> [String: Any] {
        let lines = try String(contentsOfFile: folder + "/truth.jsonl", encoding: .utf8).split(separator: "\n")
        for line in lines {
            if let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], object["id"] as? String == id {
                return object
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// The receipts whose script is found and whose total and currency are read right (the others of the
    /// fixtures are in Benchmarks/script-receipts' figures; sc-chisim-1's total is read in English already).
    static let read: [Record] = [
        Record(id: "sc-ukr-1", total: "490.00", currency: "UAH", script: "Cyrillic"),
        Record(id: "sc-bul-1", total: "29.50", currency: "BGN", script: "Cyrillic"),
        Record(id: "sc-srp-1", total: "1300.00", currency: "RSD", script: "Cyrillic"),
        Record(id: "sc-ell-1", total: "51.00", currency: "EUR", script: "Greek"),
    ]

    @Test(arguments: read)
    func readsTheReceiptInItsScript(_ r: Record) throws {
        let truth = try Self.record(r.id)
        #expect(truth["total"] as? String == r.total)
        let scanned = try ReceiptScanner().scan(photo: Self.folder + "/images/" + r.id + ".jpg")
        #expect(scanned.reading?.notes.script?.script == r.script)
        #expect(scanned.reading?.notes.script?.languages != nil)
        #expect(scanned.receipt.total?.plainString == r.total, "\(scanned.rows.map(\.text))")
        #expect(scanned.receipt.currency.code == r.currency)
    }

    /// Languages named by the caller are read as named: no script is looked for, and the reading of a
    /// Bulgarian receipt in English alone finds no total.
    @Test func namedLanguagesAreNotSecondGuessed() throws {
        var options = ReadOptions()
        options.detectScript = false
        let scanned = try ReceiptScanner(readOptions: options).scan(photo: Self.folder + "/images/sc-bul-1.jpg")
        #expect(scanned.reading?.notes.script == nil)
        #expect(scanned.receipt.total?.plainString != "29.50")
    }

    /// Each script's readings name installed Debian packages, and the detection's confusions stay in a
    /// family: Korean named Japanese is tried as Korean too, Greek named Cyrillic as Greek; Latin, never.
    @Test func scriptFamilies() {
        #expect(ReceiptScript.candidates(forDetected: "Japanese").map(\.name) == ["Japanese", "Hangul", "Han", "Devanagari"])
        #expect(ReceiptScript.candidates(forDetected: "Cyrillic").map(\.name) == ["Cyrillic", "Greek"])
        #expect(ReceiptScript.candidates(forDetected: "Katakana").first?.name == "Japanese")
        #expect(ReceiptScript.candidates(forDetected: "Latin").isEmpty)
        #expect(ReceiptScript.named("Cyrillic")?.debianPackages == ["tesseract-ocr-rus", "tesseract-ocr-ukr", "tesseract-ocr-bul", "tesseract-ocr-srp"])
    }
}

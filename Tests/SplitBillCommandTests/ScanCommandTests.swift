import Foundation
import Testing

/// `splitbill scan` and `splitbill split` of a receipt's text, through the receipt parser.
@Suite("splitbill scan, end to end")
struct ScanCommandTests {
    let receipt = CommandRunner.sample("tapas-madrid.txt")

    @Test("scan prints the numbered items and totals, or the bill file", arguments: [
        ("text", "scan-tapas.txt"), ("json", "scan-tapas.json"),
    ])
    func scan(format: String, expected: String) throws {
        let r = try CommandRunner.run(["scan", receipt, "--format", format])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout == (try CommandRunner.expected(expected)))
    }

    @Test("several bills printed one after another each say their input; one alone does not")
    func severalBillsSayTheirSource() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let luna = folder.appendingPathComponent("luna.txt").path
        try "CAFE LUNA\nPIZZA MARGHERITA 13.00\nTIRAMISU 5.00\nTOTAL 18.00\n".write(toFile: luna, atomically: true, encoding: .utf8)
        let r = try CommandRunner.run(["scan", receipt, luna, "--format", "json"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"source\": \"\(receipt)\""))
        #expect(r.stdout.contains("\"source\": \"\(luna)\""))
        let alone = try CommandRunner.run(["scan", luna, "--format", "json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(alone.utf8)) as? [String: Any])
        #expect(object["source"] == nil)
    }

    @Test("text with no receipt in it: what was read is printed (and saved when asked), the exit code says no receipt")
    func noReceipt() throws {
        let dir = try CommandRunner.temporaryFolder()
        let text = dir.appendingPathComponent("letter.txt").path
        try "Dear Ana,\nsee you on Friday\n".write(toFile: text, atomically: true, encoding: .utf8)
        let bill = dir.appendingPathComponent("bill.json").path
        let r = try CommandRunner.run(["scan", text, "--save", bill])
        #expect(r.status == 65)
        #expect(r.stdout.contains("no items were found"))
        #expect(r.stderr.hasSuffix(
            "Error: \(text): no receipt was found in it (no items and no total); check that the file holds the receipt's text, one printed row per line\n"))
        #expect(FileManager.default.fileExists(atPath: bill))
        // Among other inputs it is reported, the others are read, and the exit code says so.
        let several = try CommandRunner.run(["scan", receipt, text])
        #expect(several.status == 1)
        #expect(several.stdout.contains("Total"))
        #expect(several.stderr.hasSuffix("Error: 1 of 2 inputs failed (each is said above)\n"))
    }

    @Test("scan --explain adds how each row was read, how the total was found and what changed the reading")
    func explain() throws {
        let plain = try CommandRunner.run(["scan", receipt])
        let r = try CommandRunner.run(["scan", receipt, "--explain"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout.hasPrefix(plain.stdout + "\nHow it was read:\nCurrency: EUR ("))
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Each of the receipt's 13 rows, numbered, with its role, its rules and what it was read as.
        let rows = lines.filter { $0.contains("  | ") }
        #expect(rows.count == 13)
        #expect(rows.contains { $0.hasPrefix("   5  plain") && $0.contains("PricedItem") && $0.contains("item 4: PAN Y PICOS: 2 × 0.40 = 0.80") })
        #expect(rows.last?.contains("tax included 43.00") == true)
        #expect(lines.contains("Total: 43.00, found by TaxIncludedNote."))
        #expect(lines.contains { $0.hasPrefix("  arithmetic FindTotal: total none → 43.00") })
        // A bill file is read as written: there is nothing to explain but that.
        let bill = try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.json"), "--explain"])
        #expect(bill.status == 0)
        #expect(bill.stdout.hasSuffix("How it was read: \(CommandRunner.sample("tapas-madrid.json")) is a bill file; it was read as written, not parsed.\n"))
    }

    @Test("the JSON carries the trace, and a bill file with one splits as any other")
    func traceInJSON() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bill = folder.appendingPathComponent("tapas.json").path
        let scanned = try CommandRunner.run(["scan", receipt, "--format", "json"])
        #expect(scanned.stdout.contains("\"trace\": {"))
        #expect(scanned.stdout.contains("\"foundBy\": \"TaxIncludedNote\""))
        try scanned.stdout.write(toFile: bill, atomically: true, encoding: .utf8)
        let split = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--everyone", "1,2,3,4,5,6,7,8,9,10,11", "--no-save", "--format", "csv"])
        #expect(split.status == 0)
        #expect(split.stdout.contains("TOTAL,43.00"))
    }

    @Test("a .txt receipt splits like its bill file")
    func splitText() throws {
        let r = try CommandRunner.run(["split", receipt, "--people", "ana,ben", "--everyone", "1,2,3,4,5,6,7,8,9,10,11", "--no-save", "--format", "csv"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("TOTAL,43.00"))
    }
}

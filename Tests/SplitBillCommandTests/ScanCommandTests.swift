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

    @Test("a .txt receipt splits like its bill file")
    func splitText() throws {
        let r = try CommandRunner.run(["split", receipt, "--people", "ana,ben", "--everyone", "1,2,3,4,5,6,7,8,9,10,11", "--no-save", "--format", "csv"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("TOTAL,43.00"))
    }
}

import Foundation
import Testing

/// A split as large as the limits allow in one direction: memory grows with items plus people, not
/// their product (10,000 items everyone shares between 1,000 people took over a gigabyte before).
@Suite("splitbill split on a large table")
struct LargeSplitTests {
    @Test("10,000 items shared by 1,000 people: under 200 MB, and the people's totals add up to the bill's")
    func everyoneSharesEverything() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = (1...10_000).map { #"{"name": "item \#($0)", "total": "\#(1 + $0 % 50).\#(String(format: "%02d", $0 % 100))"}"# }
        try Data(#"{"currency": "USD", "items": [\#(items.joined(separator: ","))]}"#.utf8)
            .write(to: folder.appendingPathComponent("bill.json"))
        let people = (1...1_000).map { "p\($0)" }.joined(separator: ",")
        let arguments = ["split", "bill.json", "--people", people, "--split-unassigned", "--tip", "10%", "--format", "csv", "--no-save"]

        let (status, peakKB) = try CommandRunner.peakMemory(arguments, in: folder)
        #expect(status == 0)
        #expect(peakKB > 0)
        #expect(peakKB < 200 * 1024, "peak \(peakKB / 1024) MB")

        let r = try CommandRunner.run(arguments, in: folder)
        let rows = r.stdout.split(separator: "\r\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == 1 + 1_000 + 1)
        let cents = { (text: String) in Int(text.replacingOccurrences(of: ".", with: "")) ?? -1 }
        let everyone = rows.dropFirst().dropLast()
        #expect(everyone.reduce(0) { $0 + cents($1[7]) } == cents(rows.last![7]))
        #expect(rows.last!.prefix(2) == ["TOTAL", "259950.00"])
    }
}

import BillSplitter
import SplitBillCore
import Testing
import TestSupport
@testable import ReceiptParser

/// Whatever `scan` writes, `split` reads: every fuzzed reading, written as a bill file the way
/// `scan --format json` writes it, is read back by ``BillFile`` and split without a trap.
@Suite struct RoundTripTests {
    /// Writes `parsed` as scan does, reads it as split does; the error, if any.
    static func roundTrip(_ parsed: ParsedReceipt) -> String? {
        let text = JSONValue.object(parsed.jsonObject(includeLines: true)).serialized() + "\n"
        let file: BillFile
        do {
            file = try BillFile(json: try JSONValue(parsing: text))
        } catch {
            return "\(error)"
        }
        // The split may refuse the bill (a total that does not add up), but never traps.
        var plan = file.plan
        plan.people = ["ana", "ben"]
        plan.splitUnassignedEvenly = true
        _ = try? BillSplitter().split(file.receipt, plan: plan)
        return nil
    }

    @Test("fuzzed text, read and written as scan does, is read back by split")
    func fuzzedScans() {
        var g = SplitMix64(seed: 20_261_124)
        let parsers = [ReceiptParser(), ReceiptParser(options: .init(currency: .idr)), ReceiptParser(options: .init(currency: .kwd))]
        var failures: [String] = []
        for i in 0..<2000 {
            let text = FuzzTests.randomText(&g)
            if let error = Self.roundTrip(parsers[i % parsers.count].parse(text: text)) {
                failures.append("\(failures.count + 1). \(error)\n--- input \(i):\n\(text.debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 2000: \(failures.prefix(3).joined(separator: "\n\n"))")
    }

    @Test("rows that gave items split refused: an empty name, a quantity beyond the limit", arguments: [
        "1 17,000 17,000\n",
        "1111111111111 x 1.00 1.00\nTOTAL 1.00\n",
        "1111111111111 COLA 2.00\n",
    ])
    func knownRows(text: String) {
        #expect(Self.roundTrip(ReceiptParser().parse(text: text)) == nil)
    }
}

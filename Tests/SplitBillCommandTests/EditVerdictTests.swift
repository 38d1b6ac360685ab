import Foundation
import Testing

/// `splitbill edit` calls a bill verified by the rule `split` follows (BillSplitter's SplitVerdict).
@Suite("edit's verdict")
struct EditVerdictTests {
    @Test("a bill whose doubt is its reading's stays unverified after an edit that corrects no amount, until one does")
    func readingsDoubtStays() throws {
        let home = try PrivateHome()
        let bill = home.root.appendingPathComponent("bill.json").path
        try #"{"currency": "USD", "items": [{"name": "Pasta", "total": "12.00"}, {"name": "Wine", "total": "6.00"}], "total": "18.00", "verified": false}"#
            .write(toFile: bill, atomically: true, encoding: .utf8)
        let split = try home.run(["split", bill, "--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben"])
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stderr.contains("NOT VERIFIED"))

        let payer = try home.run(["edit", "1", "--payer", "ana"])
        #expect(payer.status == 0, "\(payer.stderr)")
        #expect(payer.stderr.contains("NOT VERIFIED"), "\(payer.stderr)")
        #expect(payer.stderr.contains("Updated bill 1"))

        let corrected = try home.run(["edit", "1", "--set", "1=12.00"])
        #expect(corrected.status == 0, "\(corrected.stderr)")
        #expect(!corrected.stderr.contains("NOT VERIFIED"), "\(corrected.stderr)")
    }
}

import BillSplitter
import SplitBillCore
import Testing

@Suite("The verified policy of a split")
struct SplitVerdictTests {
    func eur(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .eur) }

    /// Two items of 12.00 and 8.00 with a total of 20.00 (nil: none), with `findings`.
    func receipt(total: Int64? = 2000, _ findings: [Finding] = []) -> Receipt {
        Receipt(currency: .eur, items: [LineItem(name: "Pizza", total: eur(1200)), LineItem(name: "Wine", total: eur(800))],
                total: total.map(eur), findings: findings)
    }

    @Test("a bill typed by hand has no verdict; one read is verified by its checks, with a total")
    func verdicts() {
        #expect(SplitVerdict(receipt: receipt(), checked: true, fromReading: false, fileSays: nil, fileReceipt: nil, corrected: false).verified == nil)
        let cases: [(checked: Bool?, fileSays: Bool?, total: Int64?, verified: Bool)] = [
            (true, nil, 2000, true), (false, nil, 2000, false), (nil, nil, 2000, true), (true, nil, nil, false),
            (nil, true, 2000, true), (false, true, 2000, false),
        ]
        for c in cases {
            let v = SplitVerdict(receipt: receipt(total: c.total), checked: c.checked, fromReading: true, fileSays: c.fileSays,
                                 fileReceipt: nil, corrected: false)
            #expect(v.verified == c.verified, "\(c)")
            #expect(!v.keepsFileDoubt)
        }
    }

    @Test("a file's \"verified\": false is kept while its doubt is the reading's and nothing was corrected")
    func fileDoubt() {
        let guessed = receipt([Finding(.note, "the currency was guessed")])
        let kept = SplitVerdict(receipt: guessed, checked: true, fromReading: false, fileSays: false, fileReceipt: guessed, corrected: false)
        #expect(kept.verified == false && kept.keepsFileDoubt)
        // The reading's notes on the whole receipt go with an unverified split.
        #expect(kept.notes == ["the currency was guessed"])
        // Without checks made again, the file's word stands, and no doubt is kept over it.
        let asFiled = SplitVerdict(receipt: guessed, checked: nil, fromReading: false, fileSays: false, fileReceipt: guessed, corrected: false)
        #expect(asFiled.verified == false && !asFiled.keepsFileDoubt)
        // A correction of the amounts lifts it; the checks made again then decide.
        let lifted = SplitVerdict(receipt: guessed, checked: true, fromReading: false, fileSays: false, fileReceipt: guessed, corrected: true)
        #expect(lifted.verified == true && !lifted.keepsFileDoubt && lifted.notes.isEmpty)
        // A file whose warnings (a sum that failed) no longer hold was corrected by hand: checked as it stands.
        let mended = receipt([Finding(.warning, "the items add up to 19.00")])
        let handFixed = SplitVerdict(receipt: receipt(), checked: true, fromReading: false, fileSays: false, fileReceipt: mended, corrected: false)
        #expect(handFixed.verified == true && !handFixed.keepsFileDoubt)
        #expect(SplitVerdict.isDoubtOfTheReading(guessed) && !SplitVerdict.isDoubtOfTheReading(mended))
    }

    @Test("corrections of amounts or charges count; a tip or a payer does not")
    func corrections() throws {
        var request = SplitRequest(receipt: receipt())
        #expect(!request.correctsAmounts)
        request.flags.tip = .percent(ExactDecimal(10))
        request.flags.payer = "ana"
        #expect(!request.correctsAmounts)
        request.flags.tax = .amount(eur(100))
        #expect(request.correctsAmounts)
        var edited = SplitRequest(receipt: receipt())
        edited.edits.amounts = [1: eur(1300)]
        #expect(edited.correctsAmounts)
    }
}

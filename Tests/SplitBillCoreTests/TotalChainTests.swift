import SplitBillCore
import Testing

/// The receipt's arithmetic as a value: the parts of a total, their sum and their words, and the finding
/// that carries it, which the split, the checks and the parser share.
@Suite struct TotalChainTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    @Test func termsAddUpAndAreWrittenInOrder() {
        var chain = TotalChain(.items, usd(1700))
        #expect(!chain.hasCharges && chain.sum == usd(1700))
        #expect(chain.sumText(\.formatted) == "the items add up to $17.00")
        chain.append(.discount, usd(-200))
        chain.append(.tax, usd(120))
        chain.append(.rounding, usd(-2))
        #expect(chain.sum == usd(1618))
        #expect(chain.charges == [.discount, .tax, .rounding])
        #expect(chain.text(\.plainString) == "items 17.00 - discount 2.00 + tax 1.20 - rounding 0.02")
        #expect(chain.sumText(\.formatted) == "items $17.00 - discount $2.00 + tax $1.20 - rounding $0.02 = $16.18")
    }

    @Test func aSubtotalAloneSaysWhatItSays() {
        #expect(TotalChain(.subtotal, usd(3190)).sumText(\.plainString) == "the subtotal says 31.90")
    }

    @Test func aFindingCarriesItsChainAsAValue() {
        var chain = TotalChain(.items, usd(1700))
        chain.append(.tax, usd(120))
        let finding = Finding(.warning, "items $17.00 + tax $1.20 = $18.20, but the total says $19.00: $0.80 missing",
                              kind: .totalMismatch(chain, total: usd(1900)))
        guard case .totalMismatch(let carried, let total) = finding.kind else {
            Issue.record("no chain")
            return
        }
        #expect(carried.sum == usd(1820) && total == usd(1900))
        #expect(Finding(.note, "a note").kind == .other)
    }
}


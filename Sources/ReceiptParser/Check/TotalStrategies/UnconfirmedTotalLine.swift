import SplitBillCore

/// `TOTAL 31.20` that the arithmetic does not make (an item or a charge misread): the printed total line
/// is still the total, the first in order of trust among those printed after the charges.
struct UnconfirmedTotalLine: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        let after = c.candidates.filter { candidate in c.summary.lastChargeRow.map { candidate.row > $0 } ?? true }
        guard let amount = (after.first ?? c.candidates.first)?.amount else { return .none }
        return .found(TotalChoice(amount: amount, source: .printed))
    }
}

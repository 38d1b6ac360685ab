import SplitBillCore

/// `TOTAL 31.20` that the arithmetic does not make (an item or a charge misread): the printed total line
/// is still the total, the first in order of trust among those printed after the charges.
struct UnconfirmedTotalLine: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        // `Total Qty 7 51.42` under `Total Sales (Excluding GST) 51.42` and `Total GST 3.08`: the subtotal before
        // the tax it says is added, with that tax printed, is no total.
        let taxAdded = c.summary.subtotalExcludesTax && c.taxes.contains { $0.line.amount.isPositive }
        let lines = c.candidates.filter { !(taxAdded && $0.amount == c.subtotal) }
        let after = lines.filter { candidate in c.summary.lastChargeRow.map { candidate.row > $0 } ?? true }
        guard let amount = (after.first ?? lines.first)?.amount else { return .none }
        return .found(TotalChoice(amount: amount, source: .printed))
    }
}

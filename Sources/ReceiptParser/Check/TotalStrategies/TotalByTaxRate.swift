import SplitBillCore

/// `Total R288.40`, `R35.42 V.A.T Included @ 14%`, `R252.98 Total`: two total lines disagree, and the tax
/// is its printed rate of one of them (35.42 is 14/114 of 288.40): that one is the amount paid, the other
/// the amount before tax. Whether the tax is added or included, the total that holds it is the one whose
/// share at the tax's rate is the tax; tried only when exactly one line is.
struct TotalByTaxRate: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        let amounts = c.candidates.map(\.amount).filter(\.isPositive)
        guard Set(amounts).count >= 2 else { return .none }
        let rated = c.taxes.filter { $0.line.amount.isPositive && $0.line.rate.map { $0.isPositive } == true }
        guard !rated.isEmpty else { return .none }
        func holds(_ total: Money) -> Bool {
            rated.allSatisfy { t in t.line.rate.map { total.holdsTax(t.line.amount, atPercent: $0) } == true }
        }
        let holding = Set(amounts.filter(holds))
        guard holding.count == 1, let amount = holding.first else { return .none }
        return .found(TotalChoice(amount: amount, source: .printed))
    }
}

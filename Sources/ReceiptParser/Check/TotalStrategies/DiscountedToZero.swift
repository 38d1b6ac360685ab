import SplitBillCore

/// `Promo Free (4.64)` under `Meal-CGSand 4.64`, then `Total: $0.00`: the discounts take off everything,
/// and the total line prints the zero that the items less the discounts and the charges make. A total
/// line of zero is otherwise no total (a misreading, or a line of a form), so this one is taken only when
/// the arithmetic makes it.
struct DiscountedToZero: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard c.base.isPositive, !c.discounts.isEmpty || c.items.contains(where: { $0.discount != nil }),
              let zero = c.summary.totals.first(where: { $0.amount.isZero && $0.rank >= 4 }) else { return .none }
        for t in c.taxOptions where c.base + c.adds(taxAdded: t, roundingSign: 0) == zero.amount {
            return .found(TotalChoice(amount: zero.amount, source: .printed, taxAdded: t))
        }
        return .none
    }
}

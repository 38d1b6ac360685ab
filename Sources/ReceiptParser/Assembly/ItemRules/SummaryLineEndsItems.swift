import SplitBillCore

/// `TOTAL 45,000`, `SUBTOTAL 12.50`, `CASH 50.00` under the items: a summary line with an amount (or
/// whose amount stands alone on the row below, `TOTAL` over `45,000`) ends the items. A total line ends
/// them even when no item was read above it, unless another total follows before any tax table (then it
/// was something else: `SAVINGS TOTAL 4.26`).
struct SummaryLineEndsItems: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, rows = s.rows, i = s.i
        let endsEvenWithoutItems: Bool = {
            guard case .total(let rank) = row.role, rank >= 2, let amount = row.lastAmount, amount.money.isPositive else { return false }
            // Look below, up to a tax summary table (whose totals are the table's).
            let below = rows[(i + 1)...].prefix { !$0.scan.has(.tableHeader) }
            let laterTotal = below.contains { r in
                if case .total(let k) = r.role, k >= 2, r.lastAmount?.money.isPositive == true { return true }
                return false
            }
            return !laterTotal
        }()
        if s.seenItem || endsEvenWithoutItems, r.role.isSummary, !r.paymentNamedItem, !row.amounts.isEmpty || a.borrowsAmount(rows, i) {
            return .endsItems
        }
        return .next
    }
}

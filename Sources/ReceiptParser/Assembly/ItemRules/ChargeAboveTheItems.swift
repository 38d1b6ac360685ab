import SplitBillCore

/// `COPERTO 2,50` over `PIZZA MARGHERITA 8,00`: a service charge printed above the first item, where
/// only items and their summary follow, is a line of the bill like the items (an Italian cover charge
/// heads the bill), not a summary line: the summary stands under the items. The row is read as a plain
/// item row, so that its amount is counted and the diners can share it.
struct ChargeAboveTheItems: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard !s.seenItem, r.role == .service, let amount = r.row.lastAmount, amount.money.isPositive, !amount.printed.bracketed,
              r.row.hasText, r.row.rate == nil else { return .next }
        // An item row below, before any summary line.
        let below = s.rows[(s.i + 1)...].prefix { !$0.role.isSummary && $0.role != .discount }
        if below.contains(where: { $0.role == .plain && $0.hasText && !$0.amounts.isEmpty }) { r.role = .plain }
        return .next
    }
}

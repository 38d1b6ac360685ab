import SplitBillCore

/// `DISC 10% -2,500`, `VOID COKE 1.50`, or `DISKON` over `5,000`: a discount or void among the items
/// takes its amount off the item above (or off the bill, when no item can take it, or when its printed
/// rate makes it the rate of all the items so far: `Diskon Member 10% -8.800` under items of 88.000).
/// An amount alone on the row below a discount word without one is that discount's.
struct DiscountRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .discount || r.role == .void else { return .next }
        let row = r.row, rows = s.rows, i = s.i
        if let amount = row.lastAmount ?? (a.borrowsAmount(rows, i) ? rows[i + 1].lastAmount : nil) {
            a.attachDiscount(amount.money.magnitude, label: row.text, rate: row.rate, to: &s.result)
            if row.amounts.isEmpty { s.i += 1 }
        }
        return .taken
    }
}

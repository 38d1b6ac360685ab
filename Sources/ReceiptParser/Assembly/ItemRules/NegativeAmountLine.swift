import SplitBillCore

/// `AMOUNT -7,800` under `DISC ITEM -30%`: a weak total word (`AMOUNT`) with a negative amount among
/// the items is a discount on the item above, not the bill's total.
struct NegativeAmountLine: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard case .total(let rank) = r.row.role, rank <= 3, let last = r.row.lastAmount, last.money.isNegative else { return .next }
        a.attachDiscount(last.money.magnitude, label: r.row.text, to: &s.result)
        return .taken
    }
}

import SplitBillCore

/// `Table 12`, `Cashier: ANDI`, `TOTAL QTY 3` among the items: a row that is not an item row. Its money,
/// if any, is kept for the arithmetic to rescue (summary lines excepted). A header or footer line
/// separates names, so text above it is no item's name, and a count row above it (a lone `3` over
/// `2 Guests`, `Server: Davide`) is no item's count; an article number row without money
/// (`JOIE KUBBIE(BABY BOX) 901800109`) is a name whose prices follow.
struct NonItemRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role != .plain else { return .next }
        let row = r.row
        // Lines that may be items after all, if the arithmetic says so (never summary lines).
        if !row.amounts.isEmpty, !row.role.isSummary, row.role != .discount { s.result.skipped.append(row) }
        if row.role == .meta, row.scan.has(.meta) || row.scan.hasMetaPattern {
            s.pending.removeAll()
            s.pendingFigures = nil
        } else if row.role == .meta, row.amounts.isEmpty {
            let named = row.droppingWords { w in w.number != nil && MetaPatterns.isLongNumber(Array(w.text)) }
            if named.hasText { s.pending.append(named) }
        }
        return .taken
    }
}

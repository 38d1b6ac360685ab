import SplitBillCore

/// `*CARAMEL DIP*` over `1 0 0`: marked names with no price of their own over a zero are options of the
/// item above; so is `1 LYCHEE` over a lone `0` under a priced item (a free option, as on one row).
struct OptionsNamedAbove: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row, figures = r.figures
        let markedNames = s.pending.filter(\.hasText)
        let looseZero = a.zeroRowsAreOptions && figures.quantity == nil && row.scan.numbers.count == 1
            && s.result.items.last.map { !$0.total.isZero && $0.discount == nil } == true
        guard let total = figures.total, r.name.isEmpty, total.money.isZero, !markedNames.isEmpty, var last = s.result.items.last,
              !last.awaitingName, looseZero || markedNames.allSatisfy(ItemAssembler.isMarked) else { return .next }
        if looseZero { s.result.freeOptions += 1 }
        last.details.append(contentsOf: markedNames.map { String($0.scan.text.trimmed) })
        last.rows.append(contentsOf: markedNames.map { $0.index } + [row.index])
        s.result.items[s.result.items.count - 1] = last
        s.pending.removeAll()
        return .taken
    }
}

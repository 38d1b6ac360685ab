import SplitBillCore

/// `*LEMONADER*` over `1 x 5,000 5,000`, `PEARL` over `1 4,000`: a priced row without a name, right under
/// one starred name or a name that begins with an add-on word, is a priced sub-item of the item above.
struct StarredSubItemAbove: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row
        let markedNames = s.pending.filter(\.hasText)
        guard let total = r.figures.total, r.name.isEmpty, total.money.isPositive, markedNames.count == 1,
              ItemAssembler.isStarred(markedNames[0]) || ItemAssembler.addOnWords.contains(Folding.keyWord(markedNames[0].scan.words[0].text)),
              var last = s.result.items.last, !last.awaitingName, total.money < last.total || last.total.isZero, s.pending.count == 1,
              row.index == markedNames[0].index + 1 else { return .next }
        let marked = markedNames[0]
        last.addOns.append(Adjustment(name: a.cleanName(String(marked.scan.text.trimmed)), amount: total.money))
        last.rows.append(contentsOf: [marked.index, row.index])
        s.result.items[s.result.items.count - 1] = last
        s.pending.removeAll()
        return .taken
    }
}

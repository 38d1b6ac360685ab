import SplitBillCore

/// `NASI GORENG 2 25,000 50,000`: the item's name is the priced row's words less its figures, their
/// marks and the tax flags after the total. On `+Hot 20.000` right under `1 Tea Latte` (a priced
/// modifier under a name of its own row) the item is named above, and this row gives no name.
struct NameOnPricedRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        let row = r.row
        r.name = a.nameWords(row, r.figures)
        let bare = row.scan.text.trimmed.drop { $0.isDigit || $0 == " " }
        r.pricedModifier = bare.first == "+"
            && s.pending.last.map { $0.hasText && !ItemAssembler.isMarked($0) && $0.index == row.index - 1 } == true
        if r.pricedModifier { r.name = "" }
        r.awaiting = false
        return .next
    }
}

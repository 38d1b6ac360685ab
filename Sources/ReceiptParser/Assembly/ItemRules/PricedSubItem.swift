import SplitBillCore

/// `PEARL (L) 4,000` under `1 x MANGO GT (L) 25,000`, `- Cheese 1 5,454`: a priced sub-item of the item
/// above (see ``ItemAssembler/isAddOn(_:_:under:counted:pending:)``), kept with it as an add-on.
struct PricedSubItem: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard let total = r.figures.total, s.pendingFigures == nil, let last = s.result.items.last,
              a.isAddOn(r.row, r.figures, under: last, counted: s.itemsCounted, pending: s.pending) else { return .next }
        a.flush(&s.pending, into: &s.result)
        var item = s.result.items[s.result.items.count - 1]
        item.addOns.append(Adjustment(name: a.addOnName(r.row, r.figures), amount: total.money))
        item.rows.append(r.row.index)
        s.result.items[s.result.items.count - 1] = item
        return .taken
    }
}

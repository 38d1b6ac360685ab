import SplitBillCore

/// `BULGOGI` over `JEONGSIK` over `25,000`, `1 PLASTIC BAG` over `500.00`: a priced row without a name
/// takes it from up to three text rows above, none above a rule or a department heading (a leading count
/// on the first is the item's count, and a row with a leading count is the first). With no text above, or
/// a counted name right below (`1.09` over `1 Coconut Macaroon`), or on a receipt that prints names under
/// their prices (``AssemblyState/namesBelow``), the name comes from the row below.
struct NameOnRowsAbove: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.name.isEmpty else { return .next }
        let rows = s.rows, i = s.i, currency = a.currency
        // A rule printed across the paper (`------`) ends the header: no name is taken from above it.
        // Nor from above a department heading with a name under it (`PRODUCE` over `BANANAS` over `2.36 lb @ 0.59/lb
        // 1.39`; the last text row is the name's own, `NASI GORENG` over `SEAFOOD` over `25.000`).
        let lastHeading = s.pending.dropLast().last(where: ItemAssembler.isDepartmentHeading)?.index ?? -1
        let texts = s.pending.filter { $0.hasText && $0.index > s.lastRuleRow && $0.index > lastHeading }
        let countedBelow = i + 1 < rows.count && !texts.contains(where: { a.leadingCount($0) != nil })
            && rows[i + 1].role == .plain && rows[i + 1].hasText
            && ItemFigures.read(rows[i + 1], currency: currency).total == nil && a.leadingCount(rows[i + 1]) != nil
        if texts.isEmpty || countedBelow || s.namesBelow {
            r.awaiting = true
        } else {
            var nameRows = Array(texts.suffix(3))
            // A row that begins with a count starts the item's name: the rows above it are another
            // item's, the order's or the header's (`TAKEOUT(1):` over `1 Viet Latte` over `+S 19.000`).
            // (A count of one or two digits, or marked, before a word: `677 Tottenham Court Rd` is an address.)
            let startsWithCount = { (row: ReadRow) in
                ItemAssembler.leadingCountWord(row) != nil && row.scan.words.dropFirst().contains { $0.text.filter(\.isLetter).count >= 2 }
            }
            if let k = nameRows.lastIndex(where: startsWithCount), k > 0 {
                nameRows.removeFirst(k)
            }
            var parts: [String] = []
            for (k, nameRow) in nameRows.enumerated() {
                // The first row's leading count is the item's count, not a word of its name: when the priced
                // row has none, or prints it again (`2 Maling` over `12000 24.000`), or the article is one
                // sold by weight (`1 PLATANO` over `1,256 kg 1,99 €/kg 2,50`); a count already known is
                // kept in the name before a number (`1 1/2" SAFETY PIN` is a size).
                var countWord = false
                if k == 0, let c = a.leadingCount(nameRow) {
                    if r.figures.quantity == nil {
                        r.figures.quantity = c
                        r.figures.reconcile(currency: currency)
                        countWord = true
                    } else if let q = r.figures.quantity,
                              c == q || (r.figures.quantityIsWeight && c == ExactDecimal(significand: 1)),
                              nameRow.scan.words.dropFirst().first?.text.first?.isLetter == true {
                        countWord = true
                    }
                }
                parts.append(countWord ? a.nameAfterCount(nameRow) : a.cleanName(nameRow.scan.text))
                r.rowsUsed.insert(nameRow.index, at: r.rowsUsed.count - 1)
            }
            r.name = parts.filter { !$0.isEmpty }.joined(separator: " ")
            s.pending.removeAll { p in nameRows.contains { $0.index == p.index } }
            s.namesAbove = true
        }
        return .next
    }
}

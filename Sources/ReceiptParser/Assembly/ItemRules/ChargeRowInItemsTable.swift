import SplitBillCore

/// `0200 COUVERT ARTISTICO 2 UN 15,00 30,00` under `0108 BOLINHO BACALHAU 1 UN 39,90 39,90`: a row with a
/// service or discount word that stands in the items' table, right under an item whose count and unit price
/// make its total, and whose own count and unit price make its positive line total, is an item (a cover charge
/// or a service sold so much a head, as the table prints it). The row is read as a plain item row.
struct ChargeRowInItemsTable: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .service || r.role == .discount, let amount = r.row.lastAmount, amount.money.isPositive,
              !amount.printed.bracketed, r.figures.productMatches == true, r.figures.unitPrice != nil, !r.figures.quantityIsWeight,
              let above = s.result.items.last, above.productMatches == true, above.unitPrice != nil,
              above.rows.last == r.row.index - 1 else { return .next }
        r.role = .plain
        return .next
    }
}

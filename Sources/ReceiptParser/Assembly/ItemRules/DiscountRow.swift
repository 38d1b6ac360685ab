import SplitBillCore

/// `DISC 10% -2,500`, `VOID COKE 1.50`, or `DISKON` over `5,000`: a discount or void among the items
/// takes its amount off the item above (or off the bill, when no item can take it, or when its printed
/// rate is not the item's share: `Diskon Member 10% -8.800` under items of 88.000, `BCA DISC 20% 129000-`, a
/// fifth of the food, under a beer).
/// An amount alone on the row below a discount word without one is that discount's; one alone below a
/// discount that is the item's price less it (`Rabat -5,00A` over `19,99A`, as Polish tills print) is
/// that price, no item. A void of a whole item (`VOID Orange Juice Lg -5.25` under `1 Orange Juice Lg
/// 5.25`) takes the item off the list: the latest item of that amount whose name the void's words name,
/// or the one right above.
struct DiscountRow: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard r.role == .discount || r.role == .void else { return .next }
        let row = r.row, rows = s.rows, i = s.i
        if let amount = row.lastAmount ?? (a.borrowsAmount(rows, i) ? rows[i + 1].lastAmount : nil) {
            if row.amounts.isEmpty { s.i += 1 }
            if r.role == .void, let k = DiscountRow.voidedItem(amount.money.magnitude, row: row, in: s.result.items) {
                s.result.items.remove(at: k)
                return .taken
            }
            a.attachDiscount(amount.money.magnitude, label: row.text, rate: row.rate, to: &s.result)
            if let item = s.result.items.last, item.discount != nil, s.i + 1 < rows.count {
                let next = rows[s.i + 1]
                if next.role == .plain, !next.hasText, next.amounts.count == 1, next.amounts[0].money == item.net {
                    s.i += 1
                }
            }
        }
        return .taken
    }

    /// The words of the void phrases (`VOID`, `STORNO`, `REFUND ITEM`), which name no item.
    static let voidWords = Set(Keywords.table.filter { $0.kind == .void }.flatMap { $0.phrase.split(separator: " ").map(String.init) })

    /// The item a void row cancels: of the items priced at `amount`, the latest whose name shares a word of
    /// three letters or more with the row, or the last item when it is priced so and the row names nothing.
    static func voidedItem(_ amount: Money, row: ReadRow, in items: [ItemDraft]) -> Int? {
        guard amount.isPositive else { return nil }
        let words = Set(Folding.keyWords(row.text).filter { $0.count >= 3 && $0.contains(where: \.isLetter) })
            .subtracting(DiscountRow.voidWords)
        if let k = items.indices.last(where: { items[$0].total == amount && items[$0].discount == nil
            && !words.isDisjoint(with: Folding.keyWords(items[$0].name)) }) {
            return k
        }
        if words.isEmpty, let last = items.indices.last, items[last].total == amount, items[last].discount == nil { return last }
        return nil
    }
}

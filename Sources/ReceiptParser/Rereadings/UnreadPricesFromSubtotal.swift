import SplitBillCore

/// Items' prices that were not read as money, a last digit lost or a digit read as a letter, where the items
/// fall short of the subtotal by what those prices can be and the total confirms the subtotal
/// (``ReceiptParser/readingUnreadPrices(_:_:)``); each price must be the line total of the item its row
/// joined. Kept and said, but not called verified: the arithmetic repaired them.
///
/// ```
/// Drip Coffee 12oz        3.2
/// ```
///
/// (Or `2 x 32.000 64.00`, `2 Tahu Telor 52,0O0`.)
struct UnreadPricesFromSubtotal: Rereading {
    func apply(to choice: inout ReadingChoice) {
        let best = choice.best
        guard !best.verification.isVerified, let unread = ReceiptParser.readingUnreadPrices(choice.kept, best) else { return }
        var second = choice.read(unread.rows)
        // Each price is the line total of the item its row joined.
        let items = unread.prices.map { price in
            second.items.firstIndex { $0.rows.contains(price.row) && $0.total.minorUnits == price.amount }
        }
        guard second.verification.isVerified, !second.repaired, second.receipt.total == best.receipt.total, !items.contains(nil) else { return }
        for (price, k) in zip(unread.prices, items.compactMap { $0 }) {
            second.receipt.findings.append(Finding(.warning, FindingText.unreadPriceFromSubtotal(
                item: k + 1, printed: price.printed, amount: second.items[k].total), item: k + 1))
        }
        second.repaired = true
        choice.best = second
    }
}

import SplitBillCore

/// `CASH 50.00` and `CHANGE 22.45`, no total line: the payment less the change is the total when the
/// subtotal (or the items) and the charges make it; a note says where it came from. When a misread
/// subtotal disagrees with both (`0.14` over an item of 2.20, `CASH 10.00`, `CHANGE DUE 7.80`), the items
/// and the payment, two readings that agree, make the total.
struct PaymentLessChange: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let paid = c.summary.handed, let change = c.summary.change.first, !(paid - change).isNegative,
              !c.items.isEmpty else { return .none }
        let bases = c.itemsSum != c.base && c.itemsSum.isPositive ? [c.base, c.itemsSum] : [c.base]
        // The tax added or included, as the receipt's tax lines may be either (`PTU A 23,00 % 3,58` over
        // `SUMA PLN 36,05`: Poland's prices hold their tax).
        guard let taxAdded = c.taxOptions.first(where: { t in
            bases.contains { $0 + c.adds(taxAdded: t, roundingSign: 1) == paid - change }
        }) else { return .none }
        return .found(TotalChoice(amount: paid - change, source: .payment, taxAdded: c.taxes.isEmpty ? nil : taxAdded,
                                  note: FindingText.totalFromPayment(paid - change)))
    }
}

import SplitBillCore

/// The total, found by the first of ``Catalogue/totalStrategies`` that finds one, with how the arithmetic
/// reads with it.
///
/// ```
/// 3X @13000
/// ES JERUK 39,000
/// SUBTOTAL 39,000
/// PB1 3,900
/// 42,900
/// ```
struct FindTotal: ResolverStep {
    func apply(to r: inout Resolution) {
        let context = TotalContext(
            currency: r.currency, summary: r.summary, items: r.items, itemsSum: r.itemsSum, subtotal: r.subtotal, base: r.base,
            productBase: r.subtotal == nil ? Resolver.productSum(r.items, currency: r.currency) : nil, taxes: r.taxes,
            service: r.service, tip: r.tip, discounts: r.discounts, rounding: r.rounding, anyIncluded: r.anyIncluded,
            taxOptions: r.taxOptions, roundingOptions: r.roundingOptions, candidates: r.candidates,
            noPlausibleTotal: r.noPlausibleTotal, paidLessChange: r.paidLessChange)
        search: for strategy in r.strategies {
            switch strategy.find(in: context) {
            case .none:
                continue search
            case .noTotal:
                break search
            case .found(let choice):
                take(choice, by: ReceiptParser.ruleName(strategy), into: &r)
                break search
            }
        }
        if r.taxes.isEmpty { r.taxOptions = [false] }
    }

    /// Sets the total a strategy found, and what its reading changes.
    private func take(_ choice: TotalChoice, by name: String, into r: inout Resolution) {
        r.total = choice.amount
        r.taxAdded = choice.taxAdded
        r.roundingSign = choice.roundingSign
        r.totalNote = choice.note
        r.totalGuessed = choice.guessed
        r.totalSource = choice.source
        r.totalFoundBy = name
        if let finding = choice.finding {
            r.findings.append(finding)
            r.repaired = true
        }
        if let s = choice.subtotal {
            r.subtotal = s
            r.base = s
        }
        if choice.dropsTaxesOfItsAmount { r.taxes.removeAll { $0.line.amount == choice.amount } }
        if choice.dropsLastItem, !r.items.isEmpty {
            r.items.removeLast()
            r.itemsSum = r.items.sum(in: r.currency) { $0.net }
            if r.subtotal == nil { r.base = r.itemsSum }
        }
    }
}

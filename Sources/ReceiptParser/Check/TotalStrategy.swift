import SplitBillCore

/// One way of finding a receipt's total: a printed total line the arithmetic confirms, the subtotal
/// plus its charges, the payment less the change, and so on.
///
/// ``Resolver`` tries the strategies of ``Resolver/totalStrategies`` in order; the first that finds a
/// total gives it, with where it came from.
protocol TotalStrategy: Sendable {
    /// The total this strategy reads on the receipt of `context`, ``TotalSearch/none`` when it does not apply.
    func find(in context: TotalContext) -> TotalSearch
}

/// What a strategy found.
enum TotalSearch: Sendable {
    /// Not this strategy's case: the next one is tried.
    case none
    /// The total.
    case found(TotalChoice)
    /// This strategy's case, but no amount can be trusted: no total is given, and no later strategy is tried.
    case noTotal
}

/// A total found by a ``TotalStrategy``, and how the receipt's arithmetic reads with it.
struct TotalChoice: Sendable {
    /// The total.
    var amount: Money
    /// Where it came from.
    var source: ParsedReceipt.TotalSource
    /// Whether the arithmetic confirms it with the tax added (`true`) or included (`false`); `nil` when
    /// the arithmetic does not confirm it.
    var taxAdded: Bool? = nil
    /// The sign of the rounding line that the confirming arithmetic used.
    var roundingSign: Int64 = 1
    /// A note said at once (a total read from a line the amounts slid into).
    var finding: Finding? = nil
    /// A note said after the checks (a total from the payment, the subtotal, the largest amount).
    var note: String? = nil
    /// Whether no line printed it as a total: it cannot verify the receipt.
    var guessed = false
    /// A printed total that turned out to be the subtotal, which this choice uses as the base.
    var subtotal: Money? = nil
    /// Whether the taxes of the total's amount are no taxes (the amount a tax note says it includes).
    var dropsTaxesOfItsAmount = false
    /// Whether the last item is no item but the total line whose word OCR misread.
    var dropsLastItem = false
}

/// What the strategies read: the summary, the items, and the arithmetic that joins them.
struct TotalContext: Sendable {
    let currency: Currency
    let summary: SummaryDraft
    let items: [ItemDraft]
    /// The sum of the items.
    let itemsSum: Money
    /// The printed subtotal, if any.
    let subtotal: Money?
    /// The subtotal, or the items' sum without one.
    let base: Money
    /// Without a subtotal, the items' sum with each line whose count times unit price disagrees with its
    /// line total taken at that product; nil with a subtotal, or when every product agrees.
    let productBase: Money?
    let taxes: [SummaryDraft.Tax]
    let service: Money?
    let tip: Money?
    let discounts: [Adjustment]
    let rounding: Money?
    /// Whether the receipt says its tax is included.
    let anyIncluded: Bool
    /// Tax added or included, in the order to try.
    let taxOptions: [Bool]
    /// A rounding line's signs, in the order to try (`0`: not part of the total).
    let roundingOptions: [Int64]
    /// The printed total lines, most trusted first (see ``Resolver``).
    let candidates: [SummaryDraft.Total]
    /// Whether every total line was below the subtotal less the discounts (a misreading).
    let noPlausibleTotal: Bool
    /// The payment less the change, if a payment is printed.
    let paidLessChange: Money?

    /// What is added to the base: the taxes (when `taxAdded`), service and tip, less the discounts, and
    /// the rounding with `roundingSign`.
    func adds(taxAdded: Bool, roundingSign: Int64) -> Money {
        Self.adds(taxes: taxes, service: service, tip: tip, discounts: discounts, rounding: rounding, currency: currency,
                  taxAdded: taxAdded, roundingSign: roundingSign)
    }

    /// What the summary lines add to the base (see the instance method), for the resolver before it
    /// has a context.
    static func adds(
        taxes: [SummaryDraft.Tax], service: Money?, tip: Money?, discounts: [Adjustment], rounding: Money?, currency: Currency,
        taxAdded: Bool, roundingSign: Int64
    ) -> Money {
        var a = Money.zero(currency)
        if taxAdded { a += taxes.sum(in: currency) { $0.line.amount } }
        if let service { a += service }
        if let tip { a += tip }
        a -= discounts.sum(in: currency) { $0.amount }
        if let rounding { a += Money(minorUnits: rounding.minorUnits * roundingSign, currency: currency) }
        return a
    }

    /// The first of `amounts` that the base and the charges make, tax added or not.
    func madeByCharges(_ amounts: [Money]) -> (amount: Money, taxAdded: Bool)? {
        for t in taxOptions {
            for a in amounts where base + adds(taxAdded: t, roundingSign: 1) == a { return (a, t) }
        }
        return nil
    }
}

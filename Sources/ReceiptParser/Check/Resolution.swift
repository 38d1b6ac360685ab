import SplitBillCore

/// A receipt's figures as ``Resolver`` works on them: each step of ``Catalogue/resolverSteps`` reads them
/// and changes some, in order, from the summary as read to the receipt with its checks.
struct Resolution {
    let currency: Currency
    /// The items and the rows no item took, as the item rules read them.
    let assembled: ItemAssembler.Result
    /// The ways of finding the total that are tried (all but those left out).
    let strategies: [any TotalStrategy]
    /// The ways of making the items fit that are tried (all but those left out).
    let itemFixes: [any ItemFix]
    /// The summary as read, less the total lines that cannot be the total.
    var summary: SummaryDraft
    var items: [ItemDraft]
    var findings: [Finding] = []
    var checks: [Verification.Check] = []
    /// The taxes that count: each printed once, none of zero.
    var taxes: [SummaryDraft.Tax]
    /// A tax line printed as zero (`Tax 0.00`), which says the tax is zero where no other is printed.
    var printedZeroTax: SummaryDraft.Tax?
    /// The rows of total lines that are the sums of the receipt's categories, not its total.
    var categoryRows: Set<Int> = []
    var discounts: [Adjustment]
    var service: Money?
    var tip: Money?
    var rounding: Money?
    var subtotal: Money?
    /// The items' sum.
    var itemsSum: Money
    /// What the charges are added to: the subtotal, the items' sum without one, or the items before or
    /// after discounts the subtotal holds.
    var base: Money
    /// Whether the receipt says its tax is included.
    var anyIncluded = false
    /// Tax added or included, in the order to try.
    var taxOptions: [Bool] = [false]
    /// A rounding line's signs, in the order to try (`0`: not part of the total).
    var roundingOptions: [Int64] = [1]
    /// Whether every total line was below the subtotal less the discounts (a misreading).
    var noPlausibleTotal = false
    /// The printed total lines, most trusted first.
    var candidates: [SummaryDraft.Total] = []
    var total: Money?
    /// Whether the arithmetic confirms the total with the tax added (`true`) or included; `nil`: unconfirmed.
    var taxAdded: Bool?
    var roundingSign: Int64 = 1
    /// A note said after the checks.
    var totalNote: String?
    /// Whether no line printed the total as one.
    var totalGuessed = false
    var totalSource = ParsedReceipt.TotalSource.printed
    /// The total strategy that found the total.
    var totalFoundBy: String?
    /// Whether the arithmetic took a line out of the items or replaced the total read.
    var repaired = false
    /// Whether the items' prices include the tax: they add up to the subtotal plus the tax.
    var itemsIncludeTax = false
    /// The total line, when it and a tax line are printed negative.
    var refundTotalLine: String?
    /// The steps that changed the figures so far, for the trace.
    var steps: [ParseTrace.Step] = []

    /// The figures before any step: the items as assembled and the summary as read.
    init(currency: Currency, assembled: ItemAssembler.Result, summary: SummaryDraft, strategies: [any TotalStrategy],
         itemFixes: [any ItemFix] = Catalogue.itemFixes) {
        self.currency = currency
        self.assembled = assembled
        self.strategies = strategies
        self.itemFixes = itemFixes
        self.summary = summary
        items = assembled.items
        taxes = summary.taxes
        discounts = assembled.discounts + summary.discounts
        service = summary.service.first
        tip = summary.tips.first
        rounding = summary.rounding.first { !$0.isZero }
        subtotal = summary.subtotals.first { !$0.isZero }
        itemsSum = assembled.items.sum(in: currency) { $0.net }
        base = subtotal ?? itemsSum
    }

    /// Zero in the receipt's currency.
    var zero: Money { Money.zero(currency) }

    /// The payment less the change, if a payment is printed.
    var paidLessChange: Money? { summary.paidLessChange }

    /// The discounts the items carry.
    var itemDiscounts: [Money] { items.compactMap(\.discount) }

    /// The sum of the discounts.
    var discountSum: Money { discounts.sum(in: currency) { $0.amount } }

    /// Whether no charge was read (no tax, service, tip, discount or rounding) and the arithmetic confirmed
    /// no total.
    var noChargeRead: Bool {
        taxAdded == nil && taxes.isEmpty && service == nil && tip == nil && discounts.isEmpty && rounding == nil
    }

    /// Whether the tax is taken as added to the base in the chain to the total.
    var added: Bool { taxAdded ?? !anyIncluded }

    /// What is added to the base, with tax added or included (see ``TotalContext/adds(taxAdded:roundingSign:)``).
    func adds(taxAdded: Bool, roundingSign: Int64) -> Money {
        TotalContext.adds(taxes: taxes, service: service, tip: tip, discounts: discounts, rounding: rounding, currency: currency,
                          taxAdded: taxAdded, roundingSign: roundingSign)
    }

    /// Whether the items add up to the subtotal plus the tax (prices that include it).
    var itemsMakeSubtotalWithTax: Bool {
        let taxSum = taxes.sum(in: currency) { $0.line.amount }
        return subtotal.map { !taxSum.isZero && itemsSum != $0 && itemsSum == $0 + taxSum } ?? false
    }

    /// The reading the steps made.
    var outcome: Resolver.Outcome {
        let taxIncluded: Bool? = taxes.isEmpty ? (summary.saysTaxIncluded ? true : nil) : (itemsIncludeTax || !added)
        // A receipt whose only tax line prints zero says its tax is zero.
        let taxLines = taxes.isEmpty ? printedZeroTax.map { [$0.line] } ?? [] : taxes.map(\.line)
        let receipt = Receipt(
            currency: currency, items: items.map(\.lineItem), subtotal: subtotal, discounts: discounts, service: service,
            taxes: taxLines, taxIncluded: taxIncluded, tip: tip,
            rounding: roundingSign == 0 ? nil : rounding.map { Money(minorUnits: $0.minorUnits * roundingSign, currency: currency) }, total: total,
            findings: findings)
        return Resolver.Outcome(receipt: receipt, verification: Verification(checks: checks), items: items,
                                totalSource: total == nil ? .none : totalSource, totalFoundBy: totalFoundBy, repaired: repaired,
                                refundTotalLine: refundTotalLine,
                                record: Resolver.Record(itemRules: assembled.readBy, summaryReaders: summary.readBy, candidates: candidates,
                                                        paidLessChange: paidLessChange, steps: steps))
    }
}

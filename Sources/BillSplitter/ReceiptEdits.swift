import SplitBillCore

/// Corrections a person makes to a receipt before splitting it, by the item numbers that
/// `splitbill scan` shows: fix an amount, rename, add a missed item, remove a misread one, and
/// state the total read off the paper.
///
/// Numbers always refer to the receipt as read: removing item 5 does not renumber item 6, and
/// added items are numbered after the last item, in the order given.
public struct ReceiptEdits: Hashable, Sendable {
    /// New line totals, by item number.
    public var amounts: [Int: Money]
    /// New names, by item number.
    public var names: [Int: String]
    /// Items to add at the end: name and line total.
    public var additions: [Addition]
    /// Items to leave out, by number.
    public var removals: Set<Int>
    /// The total a person reads off the paper; replaces the printed total read from the receipt.
    public var total: Money?
    /// A rounding of the total (cash rounding), positive or negative; replaces the receipt's.
    public var rounding: Money?
    /// The shop's or restaurant's name; replaces the one read.
    public var store: String?
    /// The date; replaces the one read.
    public var date: String?
    /// The subtotal a person reads off the paper; replaces the one read.
    public var subtotal: Money?
    /// Whether the receipt's service charge is taken off: the total loses it, and a tax added on top
    /// that was taken of the items and the service is taken of the items alone (see
    /// ``taxWithoutService(tax:items:service:)``).
    public var removesService = false

    /// An item to add.
    public struct Addition: Hashable, Sendable {
        public var name: String
        public var total: Money
        public init(name: String, total: Money) {
            self.name = name
            self.total = total
        }
    }

    public init(amounts: [Int: Money] = [:], names: [Int: String] = [:], additions: [Addition] = [], removals: Set<Int> = [],
                total: Money? = nil, rounding: Money? = nil, store: String? = nil, date: String? = nil) {
        self.amounts = amounts
        self.names = names
        self.additions = additions
        self.removals = removals
        self.total = total
        self.rounding = rounding
        self.store = store
        self.date = date
    }

    /// Whether there is nothing to change.
    public var isEmpty: Bool {
        amounts.isEmpty && names.isEmpty && additions.isEmpty && removals.isEmpty && total == nil && rounding == nil
            && store == nil && date == nil && subtotal == nil && !removesService
    }

    /// These corrections with `later` made after them: its amounts, names, total, rounding, store and
    /// date replace these, its additions come after these, its removals add to these.
    public func merging(_ later: ReceiptEdits) -> ReceiptEdits {
        var merged = self
        merged.amounts.merge(later.amounts) { _, new in new }
        merged.names.merge(later.names) { _, new in new }
        merged.additions += later.additions
        merged.removals.formUnion(later.removals)
        merged.total = later.total ?? total
        merged.rounding = later.rounding ?? rounding
        merged.store = later.store ?? store
        merged.date = later.date ?? date
        merged.subtotal = later.subtotal ?? subtotal
        merged.removesService = removesService || later.removesService
        return merged
    }

    /// Whether a correction changes an amount (not only a name, the store or the date).
    public var changesAmounts: Bool {
        !amounts.isEmpty || !additions.isEmpty || !removals.isEmpty || total != nil || rounding != nil || subtotal != nil || removesService
    }

    /// Whether a correction replaces the figure `repair` changed: the item's amount is given or the item
    /// is removed, or the total is given.
    public func replaces(_ repair: Repair) -> Bool {
        switch repair.figure {
        case .item(let n): amounts[n] != nil || removals.contains(n)
        case .total: total != nil
        }
    }

    /// The receipt with the corrections made, and the plan with the removed items left out (and
    /// any assignment of them dropped).
    ///
    /// A corrected amount replaces the line total (and drops a unit price that no longer agrees); a
    /// repair of a figure a correction replaces is dropped (``replaces(_:)``).
    /// - Throws: ``SplitError/invalidEdit(_:reason:)`` for a number that is not on the receipt, a negative
    ///   amount or an empty name.
    public func apply(to receipt: Receipt, plan: SplitPlan) throws(SplitError) -> (Receipt, SplitPlan) {
        var receipt = receipt
        var plan = plan
        receipt.repairs.removeAll(where: replaces)
        // Added items are numbered after the receipt's, and may be corrected or removed as they are.
        for addition in additions {
            guard !addition.total.isNegative else { throw .invalidEdit(.addition(name: addition.name), reason: "an amount cannot be negative") }
            receipt.items.append(LineItem(name: addition.name, total: addition.total))
        }
        let count = receipt.items.count
        func check(_ number: Int, _ target: Target) throws(SplitError) {
            guard (1...max(count, 1)).contains(number), count > 0 else {
                throw .invalidEdit(target, reason: "there is no item \(number); the receipt has \(count) item\(count == 1 ? "" : "s"), numbered 1 to \(count)")
            }
        }
        for (number, amount) in amounts.sorted(by: { $0.key < $1.key }) {
            try check(number, .amount(item: number))
            guard !amount.isNegative else { throw .invalidEdit(.amount(item: number), reason: "an amount cannot be negative") }
            // The amount given is the item's whole amount: its add-ons are in it.
            receipt.items[number - 1].total = amount
            receipt.items[number - 1].addOns = []
            if let d = receipt.items[number - 1].discount, d > amount { receipt.items[number - 1].discount = nil }
            if let q = receipt.items[number - 1].quantity, let u = receipt.items[number - 1].unitPrice,
               Money(quantity: q, times: u, currency: receipt.currency) != amount {
                receipt.items[number - 1].unitPrice = nil
            }
            receipt.findings.removeAll { $0.item == number }
        }
        for (number, name) in names.sorted(by: { $0.key < $1.key }) {
            try check(number, .name(item: number))
            let trimmed = name.trimmingSpaces
            guard !trimmed.isEmpty else { throw .invalidEdit(.name(item: number), reason: "the new name is empty") }
            receipt.items[number - 1].name = String(trimmed)
        }
        for number in removals.sorted() {
            try check(number, .removal(item: number))
            receipt.findings.removeAll { $0.item == number }
        }
        if removesService, let service = receipt.service {
            receipt.service = nil
            var taxLess = Money.zero(receipt.currency)
            // A tax added on top, taken of the items and the service: taken again of the items alone.
            if receipt.taxIncluded != true, plan.taxIncluded != true, receipt.taxes.count == 1, let tax = receipt.tax,
               let items = Optional(receipt.itemsTotal - (receipt.discount ?? .zero(receipt.currency))),
               let fixed = Self.taxWithoutService(tax: tax, items: items, service: service) {
                taxLess = tax - fixed
                receipt.taxes[0].amount = fixed
            }
            if let printed = receipt.total { receipt.total = printed - service - taxLess }
        }
        if let subtotal { receipt.subtotal = subtotal }
        if let total {
            receipt.total = total
        }
        if let rounding { receipt.rounding = rounding.isZero ? nil : rounding }
        if let store {
            let trimmed = store.trimmingSpaces
            guard !trimmed.isEmpty else { throw .invalidEdit(.store, reason: "the name is empty") }
            receipt.store = String(trimmed)
        }
        if let date {
            let trimmed = date.trimmingSpaces
            guard !trimmed.isEmpty else { throw .invalidEdit(.date, reason: "the date is empty") }
            receipt.date = String(trimmed)
        }
        if removesService, plan.service != nil { plan.service = nil }
        plan.excludedItems.formUnion(removals)
        for number in removals { plan.assignments[number] = nil }  // removing an item outweighs assigning it
        return (receipt, plan)
    }

    /// The tax without the service charge, when `tax` was taken of `items` and `service` together: when
    /// a rate with fewer decimals (20%, 8.875%) gives `tax` of items and service than any gives it of the
    /// items alone, that rate of the items (rounded half up to the cent); nil when the tax reads as taken
    /// of the items alone, or no rate of up to three decimals (in percent) gives it.
    public static func taxWithoutService(tax: Money, items: Money, service: Money) -> Money? {
        guard tax.isPositive, items.isPositive, service.isPositive else { return nil }
        let withService = items + service
        /// `base × rate / scale`, rounded half up.
        func times(_ base: Money, _ rate: Int64, _ scale: Int64) -> Int64 { (base.minorUnits * rate * 2 + scale) / (scale * 2) }
        /// The rate of fewest decimals that gives `tax` of `base`: its decimals, its digits and its scale.
        func simplest(_ base: Money) -> (digits: Int, rate: Int64, scale: Int64)? {
            var scale: Int64 = 100
            for digits in 0...3 {
                let nearest = (tax.minorUnits * scale * 2 + base.minorUnits) / (base.minorUnits * 2)
                if let rate = [nearest, nearest - 1, nearest + 1].first(where: { $0 > 0 && times(base, $0, scale) == tax.minorUnits }) {
                    return (digits, rate, scale)
                }
                scale *= 10
            }
            return nil
        }
        guard let of = simplest(withService) else { return nil }
        if let alone = simplest(items), alone.digits <= of.digits { return nil }
        return Money(minorUnits: times(items, of.rate, of.scale), currency: tax.currency)
    }
}

extension ReceiptEdits {
    /// The correction an error is about (see ``SplitError/invalidEdit(_:reason:)``): which item it
    /// names, or which of the receipt's fields.
    public enum Target: Hashable, Sendable, CustomStringConvertible {
        /// The added item of this name.
        case addition(name: String)
        /// The amount given to item `item` (numbered from 1).
        case amount(item: Int)
        /// The new name given to item `item`.
        case name(item: Int)
        /// The removal of item `item`.
        case removal(item: Int)
        /// The store's name.
        case store
        /// The receipt's date.
        case date

        /// `the amount of item 3`, `the added item Wine`.
        public var description: String {
            switch self {
            case .addition(let name): "the added item \(name)"
            case .amount(let item): "the amount of item \(item)"
            case .name(let item): "the new name of item \(item)"
            case .removal(let item): "removing item \(item)"
            case .store: "the store's name"
            case .date: "the date"
            }
        }
    }
}

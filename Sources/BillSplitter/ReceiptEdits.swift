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
            && store == nil && date == nil
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
        return merged
    }

    /// Whether a correction changes an amount (not only a name, the store or the date).
    public var changesAmounts: Bool { !amounts.isEmpty || !additions.isEmpty || !removals.isEmpty || total != nil || rounding != nil }

    /// The receipt with the corrections made, and the plan with the removed items left out (and
    /// any assignment of them dropped).
    ///
    /// A corrected amount replaces the line total (and drops a unit price that no longer agrees).
    /// - Throws: ``SplitError/invalidEdit(_:)`` for a number that is not on the receipt.
    public func apply(to receipt: Receipt, plan: SplitPlan) throws(SplitError) -> (Receipt, SplitPlan) {
        var receipt = receipt
        var plan = plan
        // Added items are numbered after the receipt's, and may be corrected or removed as they are.
        for addition in additions {
            guard !addition.total.isNegative else { throw .invalidEdit("--add \(addition.name): an amount cannot be negative") }
            receipt.items.append(LineItem(name: addition.name, total: addition.total))
        }
        let count = receipt.items.count
        func check(_ number: Int, _ flag: String) throws(SplitError) {
            guard (1...max(count, 1)).contains(number), count > 0 else {
                throw .invalidEdit("\(flag) \(number): there is no item \(number); the receipt has \(count) item\(count == 1 ? "" : "s"), numbered 1 to \(count)")
            }
        }
        for (number, amount) in amounts.sorted(by: { $0.key < $1.key }) {
            try check(number, "--set")
            guard !amount.isNegative else { throw .invalidEdit("--set \(number): an amount cannot be negative") }
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
            try check(number, "--rename")
            let trimmed = name.trimmingSpaces
            guard !trimmed.isEmpty else { throw .invalidEdit("--rename \(number): the new name is empty") }
            receipt.items[number - 1].name = String(trimmed)
        }
        for number in removals.sorted() {
            try check(number, "--remove")
            receipt.findings.removeAll { $0.item == number }
        }
        if let total {
            receipt.total = total
        }
        if let rounding { receipt.rounding = rounding.isZero ? nil : rounding }
        if let store {
            let trimmed = store.trimmingSpaces
            guard !trimmed.isEmpty else { throw .invalidEdit("--store: the name is empty") }
            receipt.store = String(trimmed)
        }
        if let date {
            let trimmed = date.trimmingSpaces
            guard !trimmed.isEmpty else { throw .invalidEdit("--date: the date is empty") }
            receipt.date = String(trimmed)
        }
        plan.excludedItems.formUnion(removals)
        for number in removals { plan.assignments[number] = nil }  // removing an item outweighs assigning it
        return (receipt, plan)
    }
}

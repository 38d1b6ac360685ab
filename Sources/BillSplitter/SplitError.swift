import SplitBillCore

/// Why a bill could not be split as asked. Each message names the culprit and what to do.
public enum SplitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bill has no items.
    case noItems
    /// Nobody to split between.
    case noPeople
    /// A name that is not one of the people.
    case unknownPerson(String, known: [String])
    /// A name listed twice among the people.
    case duplicatePerson(String)
    /// A name that cannot be used (empty, or with `,` `:` `=`).
    case invalidName(String)
    /// An item number outside the bill.
    case itemOutOfRange(Int, count: Int)
    /// Items nobody was assigned.
    case unassignedItems([(number: Int, name: String)])
    /// A share that could not be read.
    case invalidShare(String, String)
    /// Item numbers that could not be read.
    case invalidItems(String, String)
    /// A tip, tax, service charge or discount that could not be read.
    case invalidCharge(String, String, String)
    /// Units that do not match the item's quantity.
    case unitsMismatch(item: Int, name: String, quantity: ExactDecimal?, assigned: Int)
    /// An item's own discount larger than the item.
    case itemDiscountTooLarge(item: Int, name: String)
    /// A bill discount larger than the items.
    case discountTooLarge(discount: Money, items: Money)
    /// The receipt's printed total is not what its parts add up to.
    case totalMismatch(computed: Money, printed: Money, explanation: String)
    /// An item both left out and assigned.
    case excludedItemAssigned(Int, name: String)
    /// An edit that cannot be made.
    case invalidEdit(String)
    /// Assignments given together with an even split.
    case evenWithAssignments
    /// Amounts too large to add up.
    case amountTooLarge
    /// A sum of the receipt's own lines beyond ``Money/limit``.
    case sumTooLarge(AmountOverflow)
    /// A bill whose figures come to less than zero.
    case negativeTotal(Money)
    /// A person whose part comes to less than zero: a discount or rounding shared equally is more than
    /// their items.
    case negativeShare(person: String, total: Money)
    /// More items, people or assignments than ``Limits`` allows.
    case tooLarge(String)

    public static func == (lhs: SplitError, rhs: SplitError) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// For ``totalMismatch(computed:printed:explanation:)``, how the parts add up against the printed
    /// total: `items 12,00 € + tax 1,00 € = 13,00 €, but its total says 14,00 €`; otherwise `nil`.
    public var mismatch: String? {
        guard case .totalMismatch(let computed, let printed, let explanation) = self else { return nil }
        let sum = explanation.contains(" + ") || explanation.contains(" - ")
            ? "\(explanation) = \(computed.formatted)" : "the items add up to \(computed.formatted)"
        return "\(sum), but its total says \(printed.formatted)"
    }

    public var description: String {
        switch self {
        case .noItems:
            return "the bill has no items; add items to the bill file (\"items\": [{\"name\": \"Pizza\", \"total\": \"12.50\"}])"
        case .noPeople:
            return "nobody to split between; name the people with --people ana,ben or assign items with --assign 1=ana"
        case .unknownPerson(let name, let known):
            let suggestion = known.min { editDistance($0, name) < editDistance($1, name) }
            let hint = suggestion.flatMap { editDistance($0, name) <= 2 ? " (did you mean \($0)?)" : nil } ?? ""
            return "\"\(name)\" is not one of the people\(hint); the people are \(known.joined(separator: ", ")). Add \(name) to --people or fix the name"
        case .duplicatePerson(let name):
            return "\(name) is listed twice among the people; list each person once"
        case .invalidName(let name):
            return "\"\(name.escapingControlCharacters)\" cannot be a name; \(SplitPlan.nameRule)"
        case .itemOutOfRange(let number, let count):
            return "there is no item \(number); the bill has \(count) item\(count == 1 ? "" : "s"), numbered 1 to \(count)"
        case .unassignedItems(let items):
            let list = items.map { "\($0.number) (\($0.name))" }.joined(separator: ", ")
            let word = items.count == 1 ? "item" : "items"
            return "nobody was assigned \(word) \(list); assign \(items.count == 1 ? "it" : "them") with --assign N=name or --everyone N, or pass --split-unassigned to share \(items.count == 1 ? "it" : "them") equally"
        case .invalidShare(let text, let reason):
            return "cannot read the share \"\(text)\": \(reason)"
        case .invalidItems(let text, let reason):
            return "cannot read the items \"\(text)\": \(reason)"
        case .invalidCharge(let what, let text, let reason):
            return "cannot read the \(what) \"\(text)\": \(reason)"
        case .unitsMismatch(let item, let name, let quantity, let assigned):
            guard let quantity else {
                return "item \(item) (\(name)) has no quantity on the bill, so it cannot be split by units; use weights instead (--assign \(item)=ana:2,ben:1)"
            }
            return "item \(item) (\(name)) has a quantity of \(quantity), but \(assigned) unit\(assigned == 1 ? " was" : "s were") assigned; the units must add up to \(quantity)"
        case .itemDiscountTooLarge(let item, let name):
            return "item \(item) (\(name)) has a discount larger than its total; fix the item's total or discount"
        case .discountTooLarge(let discount, let items):
            return "the discount \(discount.formatted) is larger than the items (\(items.formatted)); fix the discount"
        case .totalMismatch:
            return "the bill does not add up: \(mismatch!). Check the items and totals in the bill file against the receipt, or remove \"total\" to trust the items"
        case .excludedItemAssigned(let number, let name):
            return "item \(number) (\(name)) is removed from the bill but also assigned; drop one of the two"
        case .invalidEdit(let reason):
            return reason
        case .evenWithAssignments:
            return "--even splits everything equally, so item assignments make no sense with it; drop --even or the assignments"
        case .amountTooLarge:
            return "the amounts on this bill are too large to add up; check them for misreadings"
        case .sumTooLarge(let overflow):
            return overflow.description
        case .negativeTotal(let total):
            return "the bill comes to \(total.formatted), less than zero: the discount or the rounding is larger than the rest of the bill; check them"
        case .tooLarge(let reason):
            return reason
        case .negativeShare(let person, let total):
            return "\(person)'s part would come to \(total.formatted), less than zero: the discount (or rounding) shared equally is more than \(person)'s items; share the extras in proportion to the items (--extras proportional, the default) or give \(person) the items they had"
        }
    }
}

import SplitBillCore

/// Why a bill could not be split as asked. Each message names the culprit and what to do, in the
/// library's terms; ``problem`` is what is wrong alone, for a caller that says what to do in its own
/// (a command, with its flags).
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
    /// A share that could not be read: the text, and why.
    case invalidShare(String, String)
    /// A share by units that gives someone a fraction of a unit: the text, the name and the units.
    case fractionalUnits(String, name: String, units: ExactDecimal)
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
    /// The receipt's printed total is not what its parts add up to: the chain of its parts (whose sum the
    /// split would charge) and the total printed.
    case totalMismatch(chain: TotalChain, printed: Money)
    /// An item both left out and assigned.
    case excludedItemAssigned(Int, name: String)
    /// A correction that cannot be made: which one, and why.
    case invalidEdit(ReceiptEdits.Target, reason: String)
    /// Assignments given together with an even split.
    case evenWithAssignments
    /// Amounts too large to add up.
    case amountTooLarge
    /// A sum of the receipt's own lines beyond `Money/limit`.
    case sumTooLarge(AmountOverflow)
    /// A bill whose figures come to less than zero.
    case negativeTotal(Money)
    /// A person whose part comes to less than zero: a discount or rounding shared equally is more than
    /// their items.
    case negativeShare(person: String, total: Money)
    /// More items, people or assignments than `Limits` allows.
    case tooLarge(String)

    public static func == (lhs: SplitError, rhs: SplitError) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// For ``totalMismatch(chain:printed:)``, how the parts add up against the printed
    /// total: `items 12,00 € + tax 1,00 € = 13,00 €, but its total says 14,00 €`; otherwise `nil`.
    public var mismatch: String? {
        guard case .totalMismatch(let chain, let printed) = self else { return nil }
        return "\(chain.sumText(\.formatted)), but its total says \(printed.formatted)"
    }

    /// What is wrong, without what to do about it: `nobody was assigned item 2 (Beer)`. The same as
    /// ``description`` for the errors whose message holds no advice.
    public var problem: String {
        switch self {
        case .noPeople:
            return "nobody to split between"
        case .unknownPerson(let name, let known):
            let suggestion = known.min { editDistance($0, name) < editDistance($1, name) }
            let hint = suggestion.flatMap { editDistance($0, name) <= 2 ? " (did you mean \($0)?)" : nil } ?? ""
            return "\"\(name)\" is not one of the people\(hint); the people are \(known.joined(separator: ", "))"
        case .unassignedItems(let items):
            let list = items.map { "\($0.number) (\($0.name))" }.joined(separator: ", ")
            return "nobody was assigned \(items.count == 1 ? "item" : "items") \(list)"
        case .fractionalUnits(let text, let name, let units):
            return "cannot read the share \"\(text)\": \(name) has \(units) units; units are whole numbers"
        case .unitsMismatch(let item, let name, nil, _):
            return "item \(item) (\(name)) has no quantity on the bill, so it cannot be split by units"
        case .evenWithAssignments:
            return "an even split shares everything equally, so item assignments make no sense with it"
        case .negativeShare(let person, let total):
            return "\(person)'s part would come to \(total.formatted), less than zero: the discount (or rounding) shared equally is more than \(person)'s items"
        case .invalidEdit(let target, let reason):
            return "\(target): \(reason)"
        default:
            return description
        }
    }

    public var description: String {
        switch self {
        case .noItems:
            return "the bill has no items; add items to the bill file (\"items\": [{\"name\": \"Pizza\", \"total\": \"12.50\"}])"
        case .noPeople:
            return "\(problem); name the people, or give the items to people"
        case .unknownPerson(let name, _):
            return "\(problem). Add \(name) to the people or fix the name"
        case .duplicatePerson(let name):
            return "\(name) is listed twice among the people; list each person once"
        case .invalidName(let name):
            return "\"\(name.escapingControlCharacters)\" cannot be a name; \(SplitPlan.nameRule)"
        case .itemOutOfRange(let number, let count):
            return "there is no item \(number); the bill has \(count) item\(count == 1 ? "" : "s"), numbered 1 to \(count)"
        case .unassignedItems(let items):
            let them = items.count == 1 ? "it" : "them"
            return "\(problem); give \(them) to someone or to everyone, or share \(them) equally between all"
        case .invalidShare(let text, let reason):
            return "cannot read the share \"\(text)\": \(reason)"
        case .fractionalUnits:
            return "\(problem) (a share by weight may have a fraction)"
        case .invalidItems(let text, let reason):
            return "cannot read the items \"\(text)\": \(reason)"
        case .invalidCharge(let what, let text, let reason):
            return "cannot read the \(what) \"\(text)\": \(reason)"
        case .unitsMismatch(let item, let name, let quantity, let assigned):
            guard let quantity else { return "\(problem); share it by weight instead (\(item)=ana:2,ben:1)" }
            return "item \(item) (\(name)) has a quantity of \(quantity), but \(assigned) unit\(assigned == 1 ? " was" : "s were") assigned; the units must add up to \(quantity)"
        case .itemDiscountTooLarge(let item, let name):
            return "item \(item) (\(name)) has a discount larger than its total; fix the item's total or discount"
        case .discountTooLarge(let discount, let items):
            return "the discount \(discount.formatted) is larger than the items (\(items.formatted)); fix the discount"
        case .totalMismatch:
            return "the bill does not add up: \(mismatch!). Check the items and totals in the bill file against the receipt, or remove \"total\" to trust the items"
        case .excludedItemAssigned(let number, let name):
            return "item \(number) (\(name)) is removed from the bill but also assigned; drop one of the two"
        case .invalidEdit:
            return problem
        case .evenWithAssignments:
            return "\(problem); split evenly or by the assignments, not both"
        case .amountTooLarge:
            return "the amounts on this bill are too large to add up; check them for misreadings"
        case .sumTooLarge(let overflow):
            return overflow.description
        case .negativeTotal(let total):
            return "the bill comes to \(total.formatted), less than zero: the discount or the rounding is larger than the rest of the bill; check them"
        case .tooLarge(let reason):
            return reason
        case .negativeShare(let person, _):
            return "\(problem); share the extras in proportion to the items (the default) or give \(person) the items they had"
        }
    }
}

import BillSplitter
import SplitBillCore

/// Why the room refused a request; ``description`` says what was wrong and what to do, in words a
/// person at the table understands.
public enum ClaimError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownPerson(String, known: [String])
    case invalidName(String)
    case nameTooLong(limit: Int)
    case reservedName(String)
    case closedToNewPeople([String])
    case tooManyPeople(limit: Int)
    case unknownItem(String)
    case unitsAndShare
    case notCounted(String)
    case invalidUnits(Int)
    case tooManyUnits(String, left: Int, of: Int)
    case invalidShare(ExactDecimal, limit: Int)
    case claimedByShares(String, by: [String])
    case claimedByUnits(String, by: [String])
    case evenSplit
    case nobodyHere
    case roomFinished
    /// A field of a request that is missing or not what it should be: its name and what it should be.
    case malformed(field: String, expected: String)
    case unclaimedItems([(number: Int, name: String)])
    case split(SplitError)

    public var description: String {
        switch self {
        case .unknownPerson(let name, let known):
            known.isEmpty ? "\(name) is not at the table; pick a name first"
                : "\(name) is not at the table (\(known.joined(separator: ", "))); pick one of these names first"
        case .invalidName(let name):
            "\"\(name)\" cannot be a name: \(SplitPlan.nameRule)"
        case .nameTooLong(let limit):
            "a name has at most \(limit) characters"
        case .reservedName(let name):
            "\(name) is what the room calls what nobody has claimed yet; choose another name"
        case .closedToNewPeople(let known):
            "the host has named the people at the table: pick one of \(known.joined(separator: ", "))"
        case .tooManyPeople(let limit):
            "the room has its \(limit) people already"
        case .unknownItem(let id):
            "there is no item \(id) on this bill; reload the page"
        case .unitsAndShare:
            "say either how many units you had or your share, not both"
        case .notCounted(let name):
            "\(name) is not counted in units; claim it, or share it with others"
        case .invalidUnits(let units):
            "\(units) units: claim at least 1 (or take the claim back)"
        case .tooManyUnits(let name, let left, let total):
            left == 0 ? "all \(total) of \(name) are claimed already"
                : left == total ? "the bill has \(total) of \(name); claim at most \(total)" : "only \(left) of the \(total) of \(name) are left to claim"
        case .invalidShare(let weight, let limit):
            "a share of \(weight): give a weight above 0 and at most \(limit), with at most 2 decimals"
        case .claimedByShares(let name, let by):
            "\(name) is shared as a whole by \(by.joined(separator: ", ")); join the share instead of claiming units"
        case .claimedByUnits(let name, let by):
            "\(name) is claimed by units by \(by.joined(separator: ", ")); say how many you had"
        case .evenSplit:
            "an even split has nothing to claim: everyone pays the same"
        case .nobodyHere:
            "nobody has joined the room yet"
        case .roomFinished:
            "the room is finished: the split is made"
        case .malformed(let field, let expected):
            "\"\(field)\" must be \(expected)"
        case .unclaimedItems(let items):
            "not claimed yet: " + items.map { "\($0.number) \($0.name)" }.joined(separator: ", ")
                + "; claim them first"
        case .split(let error):
            error.description
        }
    }

    public static func == (lhs: ClaimError, rhs: ClaimError) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

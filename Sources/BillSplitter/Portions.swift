import SplitBillCore

/// One person's parts of the items, in the order of the bill: a collection of ``Portion``.
///
/// Memory grows with the assignments, not with items × people: an item shared equally by everyone
/// is kept once for the whole split, its amount for each person worked out when it
/// is read, and only the parts of items assigned to named people are kept per person.
public struct Portions: RandomAccessCollection, Hashable, Sendable {
    /// This person's parts of items assigned to named people, in item order.
    private let own: [Portion]
    /// Where each of `own` falls among all the portions (strictly increasing).
    private let ownPositions: [Int]
    /// The items shared by everyone, and this person's place among everyone.
    private let shared: SharedItems?
    private let person: Int

    /// The portions in `list`, as given.
    public init(_ list: [Portion] = []) {
        own = list
        ownPositions = Array(list.indices)
        shared = nil
        person = 0
    }

    /// `own` (in item order) merged by item number with `person`'s parts of `shared`.
    init(own: [Portion], shared: SharedItems, person: Int) {
        self.own = own
        self.shared = shared
        self.person = person
        var positions: [Int] = []
        positions.reserveCapacity(own.count)
        for (k, portion) in own.enumerated() {
            positions.append(k + shared.countBefore(item: portion.item))
        }
        ownPositions = positions
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last position: the number of portions.
    public var endIndex: Int { own.count + (shared?.entries.count ?? 0) }

    /// The portion at `position`, counted in item order (a binary search among this person's own
    /// portions; an item everyone shares is worked out on the spot).
    public subscript(position: Int) -> Portion {
        precondition(position >= 0 && position < endIndex, "portion index out of range")
        guard let shared else { return own[position] }
        // How many of `own` come before `position`, and whether one is at it.
        var low = 0, high = ownPositions.count
        while low < high {
            let mid = (low + high) / 2
            if ownPositions[mid] < position { low = mid + 1 } else { high = mid }
        }
        if low < ownPositions.count, ownPositions[low] == position { return own[low] }
        return shared.portion(position - low, person: person)
    }

    /// Whether both hold the same portions in the same order, however they are kept.
    public static func == (a: Portions, b: Portions) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    /// Hashes the portions themselves, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for portion in self { hasher.combine(portion) }
    }
}

/// The items of one split that everyone shares equally, kept once for all the people.
///
/// Each is divided equally: every person gets the amount divided by the number of people, rounded
/// towards zero, and the minor units left over go one each to the next people in turn, starting where
/// the previous shared item's stopped (the first item's at the person listed first), so the parts add
/// up to the item's amount exactly and nobody is given every shared item's leftover unit.
final class SharedItems: Sendable {
    struct Entry: Sendable {
        var item: Int
        var name: String
        /// What every person pays at least (rounded towards zero).
        var base: Int64
        /// How many people pay one minor unit more, away from zero (`step`: 1 or -1): `extra` people in
        /// turn from person `start`, going round to the first after the last.
        var extra: Int
        var step: Int64
        var start: Int
    }

    let entries: [Entry]
    let people: Int
    let currency: Currency
    /// `1/N` with N people, empty for one person.
    let label: String

    init(entries: [Entry], people: Int, currency: Currency) {
        self.entries = entries
        self.people = people
        self.currency = currency
        label = people > 1 ? "1/\(people)" : ""
    }

    /// `amount` divided between `people` by the rule above: the part each pays at least, how many
    /// pay one unit more, and which way that unit goes.
    static func divide(_ amount: Int64, people: Int) -> (base: Int64, extra: Int, step: Int64) {
        let n = Int64(people)
        return (amount / n, Int((amount % n).magnitude), amount < 0 ? -1 : 1)
    }

    /// Person `person`'s part of entry `index`.
    func amount(_ index: Int, person: Int) -> Int64 {
        let entry = entries[index]
        let turn = (person - entry.start + people) % people
        return turn < entry.extra ? entry.base + entry.step : entry.base
    }

    func portion(_ index: Int, person: Int) -> Portion {
        let entry = entries[index]
        return Portion(item: entry.item, name: entry.name, share: label,
                       amount: Money(minorUnits: amount(index, person: person), currency: currency))
    }

    /// How many entries have an item number below `item`.
    func countBefore(item: Int) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].item < item { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

import BillSplitter
import SplitBillCore

/// A bill open for claiming: the people at the table say which items they had, each for
/// themselves, and the room keeps the claims, checks them and works out the split they make.
///
/// The room holds no HTTP and no clock; `splitbill serve` puts it behind a server, and any other
/// front end can drive it the same way. Claims are keyed by an item's stable ``Item/id``, never by
/// its place in a list.
///
/// How claims become a split (the same `SplitPlan` that `splitbill split` takes):
/// - one person claims an item: it is theirs;
/// - several claim it: they share it in equal parts, or by their weights when a claim gives one
///   (`share`);
/// - a counted item (a quantity of 2 or more whole units, `4 BEER`) can be claimed by units: each
///   person says how many they had; a counted item is either claimed by units or by shares, never both;
/// - items given to people before the room opened (the plan's assignments, a bill file's split) start as claims.
///
/// The running split (``currentSplit()``) charges what nobody has claimed yet to a placeholder,
/// ``unclaimedName``, so that everyone's share with tax, tip and service is exact at every moment and
/// grows as items are claimed. The final split (``finalPlan(splittingUnclaimed:)``) has no placeholder.
public struct ClaimRoom: Sendable {
    /// An item on the bill, as the room shows it.
    public struct Item: Hashable, Sendable {
        /// A stable id: the same item of the same bill always gets the same id.
        public let id: String
        /// The item's number on the bill (from 1), as `splitbill split` numbers it.
        public let number: Int
        public let name: String
        /// What the item costs after its own discount and with its add-ons.
        public let amount: Money
        /// The quantity printed, when there is one.
        public let quantity: ExactDecimal?
        public let unitPrice: ExactDecimal?
        /// The whole units it can be claimed by (a quantity of 2 up to ``ClaimRoom/maximumUnits``), else nil.
        public let units: Int?
        /// Whether the item costs nothing and so needs nobody.
        public var isFree: Bool { amount.isZero }
    }

    /// One person's claim of one item.
    public struct Claim: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// A part of the item, in proportion to this weight (1 for an equal part).
            case share(ExactDecimal)
            /// So many whole units of a counted item.
            case units(Int)
        }
        public let person: String
        public var kind: Kind
    }

    /// What a request to the room may ask: its bounds, so that no phone can make the room grow
    /// without end.
    public struct Bounds: Hashable, Sendable {
        /// The most people in the room.
        public var people: Int
        /// The most characters in a person's name.
        public var nameLength: Int
        /// The largest weight of one share.
        public var shareWeight: Int

        public init(people: Int = 50, nameLength: Int = 40, shareWeight: Int = 100) {
            self.people = people
            self.nameLength = nameLength
            self.shareWeight = shareWeight
        }
    }

    /// The most units an item can be claimed by; larger quantities (`250 g`, `1000 sheets`) are claimed by shares.
    public static let maximumUnits = 100

    /// The name the running split gives what nobody has claimed yet. No person can take it.
    public static let unclaimedName = "(unclaimed)"

    /// The receipt as it is split (corrections applied).
    public let receipt: Receipt
    /// The plan the room started from: charges, payer, the items left out, and the people; its
    /// assignments became the first claims.
    public let basePlan: SplitPlan
    /// The items that can be claimed, in the bill's order (items left out are not among them).
    public let items: [Item]
    /// Everyone at the table so far, in the order they were given or joined.
    public private(set) var people: [String]
    /// Whether a phone may add a name that is not among the people.
    public let acceptsNewPeople: Bool
    public let bounds: Bounds
    /// Every claim, by item id, in the order they were made.
    public private(set) var claims: [String: [Claim]]
    /// Goes up by one with every change, so that a page can tell an old state from a new one.
    public private(set) var version: Int
    /// The items given to everyone before the room opened (`ItemShare.everyone`): whoever joins shares them too.
    private var everyoneItems: Set<String> = []

    /// A room for `receipt` split by `plan` (as `SplitRequest.resolved()` gives them).
    ///
    /// - Throws: ``ClaimError`` when the plan cannot be claimed over (an even split) or names more people than the bounds.
    public init(receipt: Receipt, plan: SplitPlan, acceptsNewPeople: Bool, bounds: Bounds = Bounds()) throws(ClaimError) {
        guard plan.even != true else { throw .evenSplit }
        self.receipt = receipt
        self.bounds = bounds
        self.acceptsNewPeople = acceptsNewPeople
        var base = plan
        base.assignments = [:]
        base.splitUnassignedEvenly = nil
        basePlan = base
        items = receipt.items.enumerated().compactMap { offset, line in
            let number = offset + 1
            guard !plan.excludedItems.contains(number) else { return nil }
            let units = line.quantity.flatMap { q in q.isInteger ? q.integerValue : nil }.flatMap { (2...Self.maximumUnits).contains($0) ? $0 : nil }
            return Item(id: Self.id(number: number, line: line), number: number, name: line.name, amount: line.netTotal,
                        quantity: line.quantity, unitPrice: line.unitPrice, units: units)
        }
        people = []
        claims = [:]
        version = 0
        for name in plan.people ?? [] { _ = try addPerson(name, fromHost: true) }
        for (number, share) in plan.assignments.sorted(by: { $0.key < $1.key }) {
            guard let item = items.first(where: { $0.number == number }) else { continue }
            // A name the assignments give beyond the people named is a mistake, as it is to `split`; without
            // named people, the assignments name them.
            for name in share.names where canonicalName(name) == nil {
                if plan.people != nil { throw .split(.unknownPerson(name, known: people)) }
                _ = try addPerson(name, fromHost: true)
            }
            var list: [Claim] = []
            switch share {
            case .equally(let names): list = names.map { Claim(person: canonicalName($0)!, kind: .share(ExactDecimal(1))) }
            case .weighted(let parts): list = parts.map { Claim(person: canonicalName($0.name)!, kind: .share($0.weight)) }
            case .units(let parts): list = parts.map { Claim(person: canonicalName($0.name)!, kind: .units($0.weight.integerValue ?? 1)) }
            case .everyone:
                list = people.map { Claim(person: $0, kind: .share(ExactDecimal(1))) }
                everyoneItems.insert(item.id)
            }
            claims[item.id] = list
        }
        version = 0  // the room as it opens, whatever adding its people counted
    }

    /// A stable, opaque id for the item numbered `number`: a hash of its number, name and amount
    /// (FNV-1a, 64 bits, as 12 hex digits; an id, not a secret).
    static func id(number: Int, line: LineItem) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(number)\u{1F}\(line.name)\u{1F}\(line.netTotal.minorUnits)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "i" + String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(12))
    }

    /// The item with this id.
    public func item(_ id: String) -> Item? { items.first { $0.id == id } }

    /// The person's name as the room knows it (matched regardless of case and outer spaces), or nil.
    public func canonicalName(_ name: String) -> String? {
        let key = Self.key(name)
        return people.first { Self.key($0) == key }
    }

    static func key(_ name: String) -> String { name.trimmingSpaces.lowercased() }

    /// Adds a person (or finds them): `fromHost` adds one even when phones may not.
    ///
    /// - Returns: the name as the room knows it.
    @discardableResult
    public mutating func addPerson(_ name: String, fromHost: Bool = false) throws(ClaimError) -> String {
        let trimmed = String(name.trimmingSpaces)
        if let known = canonicalName(trimmed) { return known }
        guard SplitPlan.isValidName(trimmed) else { throw .invalidName(name) }
        guard trimmed.count <= bounds.nameLength else { throw .nameTooLong(limit: bounds.nameLength) }
        guard Self.key(trimmed) != Self.key(Self.unclaimedName) else { throw .reservedName(trimmed) }
        guard fromHost || acceptsNewPeople else { throw .closedToNewPeople(people) }
        guard people.count < bounds.people else { throw .tooManyPeople(limit: bounds.people) }
        people.append(trimmed)
        for id in everyoneItems.sorted() { claims[id, default: []].append(Claim(person: trimmed, kind: .share(ExactDecimal(1)))) }
        version += 1
        return trimmed
    }

    /// `person` claims the item `itemID`: a part of it (`share`, weight 1 unless given), or `units`
    /// of a counted item. A second claim by the same person replaces their first.
    ///
    /// - Throws: ``ClaimError`` when the person or item is unknown, the units are more than are left,
    ///   or the item is already claimed the other way (by units, or by shares).
    public mutating func claim(person: String, item itemID: String, units: Int? = nil, share: ExactDecimal? = nil) throws(ClaimError) {
        let name = try knownPerson(person)
        guard let item = item(itemID) else { throw .unknownItem(itemID) }
        if units != nil, share != nil { throw .unitsAndShare }
        var list = claims[item.id] ?? []
        let others = list.filter { $0.person != name }
        let kind: Claim.Kind
        if let units {
            guard let available = item.units else { throw .notCounted(item.name) }
            guard units >= 1 else { throw .invalidUnits(units) }
            if others.contains(where: { if case .share = $0.kind { true } else { false } }) {
                throw .claimedByShares(item.name, by: others.map(\.person))
            }
            let taken = others.reduce(0) { sum, c in if case .units(let u) = c.kind { sum + u } else { sum } }
            guard taken + units <= available else { throw .tooManyUnits(item.name, left: available - taken, of: available) }
            kind = .units(units)
        } else {
            let weight = share ?? ExactDecimal(1)
            guard weight.isPositive, weight <= ExactDecimal(bounds.shareWeight), weight.normalized.scale <= 2 else {
                throw .invalidShare(weight, limit: bounds.shareWeight)
            }
            if others.contains(where: { if case .units = $0.kind { true } else { false } }) {
                throw .claimedByUnits(item.name, by: others.map(\.person))
            }
            kind = .share(weight)
        }
        if let i = list.firstIndex(where: { $0.person == name }) {
            guard list[i].kind != kind else { return }
            list[i].kind = kind
        } else {
            list.append(Claim(person: name, kind: kind))
        }
        claims[item.id] = list
        version += 1
    }

    /// Takes back `person`'s claim of `itemID`; nothing happens when they had none.
    public mutating func unclaim(person: String, item itemID: String) throws(ClaimError) {
        let name = try knownPerson(person)
        guard let item = item(itemID) else { throw .unknownItem(itemID) }
        guard var list = claims[item.id], let i = list.firstIndex(where: { $0.person == name }) else { return }
        list.remove(at: i)
        claims[item.id] = list.isEmpty ? nil : list
        everyoneItems.remove(item.id)
        version += 1
    }

    private func knownPerson(_ person: String) throws(ClaimError) -> String {
        guard let name = canonicalName(person) else { throw .unknownPerson(person, known: people) }
        return name
    }

    /// The units of a counted item nobody has claimed yet (0 for one claimed by shares or fully), or
    /// nil for an item that is not claimed by units.
    public func unitsLeft(_ item: Item) -> Int? {
        guard let available = item.units else { return nil }
        let list = claims[item.id] ?? []
        if list.contains(where: { if case .share = $0.kind { true } else { false } }) { return 0 }
        return available - list.reduce(0) { sum, c in if case .units(let u) = c.kind { sum + u } else { sum } }
    }

    /// Whether the item still needs someone: it costs something and is not claimed (or not every unit is).
    public func isUnclaimed(_ item: Item) -> Bool {
        guard !item.isFree else { return false }
        guard let list = claims[item.id], !list.isEmpty else { return true }
        return (unitsLeft(item) ?? 0) > 0
    }

    /// The items that still need someone, in the bill's order.
    public var unclaimedItems: [Item] { items.filter(isUnclaimed) }

    /// The share of `item` as the claims make it, with `rest` (a name) taking what nobody claimed of
    /// a counted item; nil when nobody claimed any of it.
    private func share(of item: Item, unclaimedUnitsTo rest: [String]) -> ItemShare? {
        guard let list = claims[item.id], !list.isEmpty else { return nil }
        var parts: [PersonWeight] = []
        var byUnits = false
        for c in list {
            switch c.kind {
            case .share(let w): parts.append(PersonWeight(c.person, w))
            case .units(let u): byUnits = true; parts.append(PersonWeight(c.person, ExactDecimal(u)))
            }
        }
        if byUnits {
            let left = unitsLeft(item) ?? 0
            guard left > 0, !rest.isEmpty else { return .units(parts) }
            if rest.count == 1, !parts.contains(where: { $0.name == rest[0] }) {
                return .units(parts + [PersonWeight(rest[0], ExactDecimal(left))])
            }
            // The units left shared equally by `rest`: as weights, n × own units + the units left for each
            // of the n, which add up to n × the quantity (whole numbers, no rounding).
            let n = rest.count
            var weights: [String: Int] = [:]
            for p in parts { weights[p.name] = n * (p.weight.integerValue ?? 0) }
            for r in rest { weights[r, default: 0] += left }
            let claimed = Set(parts.map(\.name))
            let order = parts.map(\.name) + rest.filter { !claimed.contains($0) }
            return .weighted(order.compactMap { name in weights[name].flatMap { $0 > 0 ? PersonWeight(name, ExactDecimal($0)) : nil } })
        }
        if parts.allSatisfy({ $0.weight == ExactDecimal(1) }) { return .equally(parts.map(\.name)) }
        return .weighted(parts)
    }

    /// The plan of the finished room: the base plan with every claim as an assignment.
    ///
    /// With `splittingUnclaimed`, what nobody claimed is shared equally by everyone (whole items as
    /// `SplitPlan.splitUnassignedEvenly` shares them, and the units left of a counted item likewise); without it, an
    /// item nobody claimed is an error that names it.
    public func finalPlan(splittingUnclaimed: Bool) throws(ClaimError) -> SplitPlan {
        guard !people.isEmpty else { throw .nobodyHere }
        let left = unclaimedItems
        if !left.isEmpty, !splittingUnclaimed { throw .unclaimedItems(left.map { ($0.number, $0.name) }) }
        var plan = basePlan
        plan.people = people
        for item in items {
            if let share = share(of: item, unclaimedUnitsTo: splittingUnclaimed ? people : []) { plan.assignments[item.number] = share }
        }
        if splittingUnclaimed, !left.isEmpty { plan.splitUnassignedEvenly = true }
        return plan
    }

    /// The split of the finished room, by the same engine as `splitbill split`.
    public func finalSplit(splittingUnclaimed: Bool) throws(ClaimError) -> SplitResult {
        let plan = try finalPlan(splittingUnclaimed: splittingUnclaimed)
        do { return try BillSplitter().split(receipt, plan: plan) } catch { throw .split(error) }
    }

    /// The split as the claims stand: everyone's share with tax, tip and service, and what nobody has
    /// claimed yet under ``unclaimedName`` (absent when everything is claimed).
    ///
    /// - Throws: ``ClaimError/split(_:)`` when the bill itself cannot be split (a total it does not
    ///   reach); the room shows that message.
    public func currentSplit() throws(ClaimError) -> SplitResult {
        let left = unclaimedItems
        var plan = basePlan
        let rest = left.isEmpty ? [] : [Self.unclaimedName]
        plan.people = people + rest
        if plan.people!.isEmpty { plan.people = [Self.unclaimedName] }
        for item in items {
            if let share = share(of: item, unclaimedUnitsTo: rest) {
                plan.assignments[item.number] = share
            } else if !item.isFree {
                plan.assignments[item.number] = .equally([Self.unclaimedName])
            }
        }
        // The payer owes nothing to the placeholder, nor it to them: without one the split says no transfers.
        if let payer = plan.payer, canonicalName(payer) == nil { plan.payer = nil }
        do { return try BillSplitter().split(receipt, plan: plan) } catch { throw .split(error) }
    }
}

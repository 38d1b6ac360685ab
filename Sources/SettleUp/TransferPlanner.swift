import SplitBillCore

/// Proposes the transfers that clear a set of balances, as few as possible, exactly to the minor
/// unit.
///
/// **How few.** Any set of transfers that clears the balances splits the people with a balance
/// into the connected parts of "who pays whom"; the balances in each part add up to zero, and a
/// part of m people needs at least m − 1 transfers to connect them. Conversely, a group whose
/// balances add up to zero can always be cleared in m − 1 transfers. So the fewest transfers for n
/// people with a balance is n − k, where k is the largest number of disjoint groups, each adding up
/// to zero, that the people can be split into. Paying in a fixed order of creditors and debtors
/// misses this: +7, +3, −7, −3 take three transfers that way (−3 pays +7 its 3, −7 pays +7 the other
/// 4 and +3 its 3), where two suffice (−7 pays +7, −3 pays +3).
///
/// **The search** (``plan(_:currency:)``):
/// 1. People whose balances are exact opposites (+7 and −7) are paired first, one transfer per
///    pair: each creditor, in name order, with the first debtor in name order who owes exactly what
///    they are owed. This never costs a transfer: if an optimal split put +a and −a in different
///    groups G and H, the split with {+a, −a} and (G ∪ H) − {+a, −a} instead has as many groups.
/// 2. When at most ``exactLimit`` (20) people with a balance remain, k is found exactly by dynamic
///    programming over every subset S of them: `sum[S]` (each subset's balance, from the subset
///    without its lowest member), and `best[S] = max over i in S of best[S − i] + (sum[S] == 0 ? 1 : 0)`,
///    the most groups adding up to zero that S splits into. That is 2^n · n steps and 9 · 2^n bytes:
///    21 million steps and 9 MB for 20 people, about 7.5 ms in a release build on a 2-core machine
///    (Benchmarks/SettleBench).
///    The groups are read back from the whole set by removing, at each step, the first person in
///    name order who keeps `best`; each time the remaining people add up to zero, those removed since
///    the last such point form a group.
/// 3. Beyond the limit, the greedy method of ``TransferPlan/Method/greedy`` settles the rest
///    (``greedyPlan(_:currency:)``): never more than the people minus one. Every group adding up to
///    zero holds at least one creditor and one debtor, so no plan has fewer than n − min(creditors,
///    debtors) transfers; when the greedy transfers reach that bound (one person paid for
///    everything, say) they are the fewest and the plan says ``TransferPlan/Method/fewest``, else
///    ``TransferPlan/Method/greedy``.
///
/// Within each group the largest debtor pays the largest creditor as much as either has left,
/// again and again (ties broken by name); a remainder that exactly matches someone on the other
/// side is paid to them at once. Each transfer clears at least one person and the last clears two,
/// so a group of m people takes m − 1 transfers (the fewest, as it splits no further), and nobody
/// both pays and is paid.
///
/// Everything depends on the names and amounts alone, never on the order they are given in: the
/// same balances always give the same transfers. Sums are checked; amounts whose magnitudes add up
/// beyond 64 bits are a ``SettleError/overflow``, never a trap.
public struct TransferPlanner: Sendable {
    /// The default ``exactLimit``: 20 people.
    public static let defaultExactLimit = 20
    /// The largest ``exactLimit`` allowed: 24 people (about 150 MB for the search).
    public static let maximumExactLimit = 24

    /// The most people with a balance (after exact opposites are paired) for whom the fewest
    /// transfers are searched exactly; beyond it the greedy method is used.
    public let exactLimit: Int
    /// The most people with a balance, among those linked by direct pairs, for whom
    /// ``plan(_:keepingPairs:)`` searches the fewest transfers along direct pairs exactly (16 by
    /// default, at most 20; that search takes up to 3^n steps). More are settled by a bounded greedy
    /// search along the pairs, ``TransferPlan/Method/greedyAlongPairs``.
    public let exactLimitAlongPairs: Int

    /// A planner.
    ///
    /// - Precondition: `exactLimit` is 0 to ``maximumExactLimit``, `exactLimitAlongPairs` 0 to 20.
    public init(exactLimit: Int = TransferPlanner.defaultExactLimit, exactLimitAlongPairs: Int = 16) {
        precondition((0...Self.maximumExactLimit).contains(exactLimit), "exactLimit is 0 to \(Self.maximumExactLimit)")
        precondition((0...20).contains(exactLimitAlongPairs), "exactLimitAlongPairs is 0 to 20")
        self.exactLimit = exactLimit
        self.exactLimitAlongPairs = exactLimitAlongPairs
    }

    /// One person's balance in minor units, during the search.
    struct Entry: Hashable, Sendable {
        var name: String
        var amount: Int64
    }

    /// One transfer in minor units, during the search.
    struct Move: Hashable, Sendable {
        var from: String
        var to: String
        var amount: Int64
    }

    /// The fewest transfers that clear `balances` (see the type's documentation), or the greedy
    /// ones beyond ``exactLimit``.
    ///
    /// - Throws: ``SettleError`` when a balance is in another currency, a person is listed twice,
    ///   the balances do not add up to zero, or their magnitudes add up beyond 64 bits.
    public func plan(_ balances: [Balance], currency: Currency) throws(SettleError) -> TransferPlan {
        let entries = try Self.validated(balances, currency: currency)
        let (pairs, rest) = Self.pairOpposites(entries)
        var groups = pairs
        let method: TransferPlan.Method
        if rest.count <= exactLimit {
            groups += Self.zeroSumGroups(rest.map(\.amount)).map { $0.map { rest[$0] } }
            method = .fewest
        } else {
            groups.append(rest)
            let creditors = entries.filter { $0.amount > 0 }.count
            let bound = entries.count - min(creditors, entries.count - creditors)
            let moves = groups.flatMap(Self.largestFirst)
            return Self.makePlan(balances, currency: currency, groups: groups, moves: moves, method: moves.count == bound ? .fewest : .greedy)
        }
        return Self.makePlan(balances, currency: currency, groups: groups, moves: groups.flatMap(Self.largestFirst), method: method)
    }

    /// The greedy transfers: people with exactly opposite balances pay each other, then, for the
    /// rest, the largest debtor pays the largest creditor as much as either has left, again and
    /// again (a remainder that exactly matches someone on the other side is paid to them at once;
    /// ties broken by name). At most one transfer fewer than the people with a balance, and nobody
    /// both pays and is paid, but not always the fewest. ``plan(_:currency:)`` uses it beyond
    /// ``exactLimit``; it is also a baseline to compare the exact search with.
    ///
    /// - Throws: as ``plan(_:currency:)``.
    public func greedyPlan(_ balances: [Balance], currency: Currency) throws(SettleError) -> TransferPlan {
        let entries = try Self.validated(balances, currency: currency)
        let (pairs, rest) = Self.pairOpposites(entries)
        let groups = rest.isEmpty ? pairs : pairs + [rest]
        return Self.makePlan(balances, currency: currency, groups: groups, moves: groups.flatMap(Self.largestFirst), method: .greedy)
    }

    /// The fewest transfers that clear a ledger's balances; with `keepingPairs`, only between
    /// people who owed each other directly (see ``planAlongPairs(_:)``).
    ///
    /// - Throws: ``SettleError/overflow`` when the balances' magnitudes add up beyond 64 bits.
    public func plan(_ ledger: Ledger, keepingPairs: Bool = false) throws(SettleError) -> TransferPlan {
        keepingPairs ? try planAlongPairs(ledger) : try plan(ledger.balances, currency: ledger.currency)
    }

    // MARK: - Steps

    /// The people with a non-zero balance, in name order, after checking the balances.
    static func validated(_ balances: [Balance], currency: Currency) throws(SettleError) -> [Entry] {
        var seen = Set<String>()
        var sum: Int64 = 0
        var magnitude: Int64 = 0
        for b in balances {
            guard b.amount.currency == currency else { throw .currencyMismatch(expected: currency, found: b.amount.currency) }
            guard seen.insert(b.name).inserted else { throw .duplicatePerson(b.name) }
            let value = b.amount.minorUnits
            guard value != .min else { throw .overflow }
            let (s, o1) = sum.addingReportingOverflow(value)
            let (m, o2) = magnitude.addingReportingOverflow(value < 0 ? -value : value)
            guard !o1, !o2 else { throw .overflow }
            (sum, magnitude) = (s, m)
        }
        // Every subset's sum now fits in 64 bits: it is at most the sum of the magnitudes.
        guard sum == 0 else { throw .unbalanced(Money(minorUnits: sum, currency: currency)) }
        return balances.filter { !$0.amount.isZero }
            .sorted { Balance.namePrecedes($0.name, $1.name) }
            .map { Entry(name: $0.name, amount: $0.amount.minorUnits) }
    }

    /// Pairs people whose balances are exact opposites: each creditor, in name order, with the
    /// first debtor in name order who owes exactly that. Returns the pairs and the others, both in
    /// name order.
    static func pairOpposites(_ entries: [Entry]) -> (pairs: [[Entry]], rest: [Entry]) {
        var debtors: [Int64: [Int]] = [:]
        for (i, e) in entries.enumerated() where e.amount < 0 { debtors[-e.amount, default: []].append(i) }
        var paired = Set<Int>()
        var pairs: [[Entry]] = []
        for (i, e) in entries.enumerated() where e.amount > 0 {
            guard var list = debtors[e.amount], !list.isEmpty else { continue }
            let j = list.removeFirst()
            debtors[e.amount] = list
            paired.formUnion([i, j])
            pairs.append(i < j ? [e, entries[j]] : [entries[j], e])
        }
        let rest = entries.indices.filter { !paired.contains($0) }.map { entries[$0] }
        return (pairs, rest)
    }

    /// Splits `amounts` (which add up to zero) into as many disjoint groups adding up to zero as
    /// possible; returns the groups as indices, each in increasing order.
    ///
    /// - Precondition: at most ``maximumExactLimit`` amounts, whose magnitudes add up within 64 bits.
    static func zeroSumGroups(_ amounts: [Int64]) -> [[Int]] {
        let n = amounts.count
        precondition(n <= maximumExactLimit)
        guard n > 0 else { return [] }
        let full = (1 << n) - 1
        var sum = [Int64](repeating: 0, count: full + 1)
        var best = [UInt8](repeating: 0, count: full + 1)
        sum.withUnsafeMutableBufferPointer { sum in
            best.withUnsafeMutableBufferPointer { best in
                for mask in 1...full {
                    let low = mask.trailingZeroBitCount
                    sum[mask] = sum[mask & (mask - 1)] &+ amounts[low]
                    var most: UInt8 = 0
                    var bits = mask
                    while bits != 0 {
                        let i = bits.trailingZeroBitCount
                        bits &= bits - 1
                        let b = best[mask ^ (1 << i)]
                        if b > most { most = b }
                    }
                    best[mask] = most + (sum[mask] == 0 ? 1 : 0)
                }
            }
        }
        var groups: [[Int]] = []
        var current: [Int] = []
        var mask = full
        while mask != 0 {
            let target = best[mask] - (sum[mask] == 0 ? 1 : 0)
            var bits = mask
            var chosen = bits.trailingZeroBitCount
            while bits != 0 {
                let i = bits.trailingZeroBitCount
                bits &= bits - 1
                if best[mask ^ (1 << i)] == target { chosen = i; break }
            }
            current.append(chosen)
            mask ^= 1 << chosen
            if sum[mask] == 0 {
                groups.append(current.sorted())
                current = []
            }
        }
        return groups
    }

    /// Clears a group whose balances add up to zero: the largest debtor pays the largest creditor
    /// as much as either has left, again and again; a remainder that exactly matches someone on the
    /// other side is paid to them at once. Ties go by name.
    static func largestFirst(_ group: [Entry]) -> [Move] {
        func precedes(_ a: Entry, _ b: Entry) -> Bool {
            a.amount != b.amount ? a.amount > b.amount : Balance.namePrecedes(a.name, b.name)
        }
        var creditors = group.filter { $0.amount > 0 }.sorted(by: precedes)
        var debtors = group.filter { $0.amount < 0 }.map { Entry(name: $0.name, amount: -$0.amount) }.sorted(by: precedes)
        var moves: [Move] = []
        // A remainder left to `entry` (a creditor when `owed`): paid at once to an exact match on
        // the other side, else put back in its place.
        func settle(_ entry: Entry, owed: Bool) {
            var others = owed ? debtors : creditors
            if let match = others.firstIndex(where: { $0.amount == entry.amount }) {
                let other = others.remove(at: match)
                moves.append(owed ? Move(from: other.name, to: entry.name, amount: entry.amount)
                                  : Move(from: entry.name, to: other.name, amount: entry.amount))
                if owed { debtors = others } else { creditors = others }
            } else if owed {
                creditors.insert(entry, at: creditors.firstIndex { precedes(entry, $0) } ?? creditors.endIndex)
            } else {
                debtors.insert(entry, at: debtors.firstIndex { precedes(entry, $0) } ?? debtors.endIndex)
            }
        }
        while !creditors.isEmpty, !debtors.isEmpty {
            let c = creditors.removeFirst(), d = debtors.removeFirst()
            let amount = min(c.amount, d.amount)
            moves.append(Move(from: d.name, to: c.name, amount: amount))
            if c.amount > amount { settle(Entry(name: c.name, amount: c.amount - amount), owed: true) }
            if d.amount > amount { settle(Entry(name: d.name, amount: d.amount - amount), owed: false) }
        }
        return moves
    }

    /// The plan, with the transfers and groups in their documented order.
    static func makePlan(_ balances: [Balance], currency: Currency, groups: [[Entry]], moves: [Move],
                         method: TransferPlan.Method) -> TransferPlan {
        let transfers = moves.sorted { a, b in
            a.from != b.from ? Balance.namePrecedes(a.from, b.from) : Balance.namePrecedes(a.to, b.to)
        }.map { Transfer(from: $0.from, to: $0.to, amount: Money(minorUnits: $0.amount, currency: currency)) }
        let names = groups.map { $0.map(\.name).sorted(by: Balance.namePrecedes) }
            .sorted { Balance.namePrecedes($0[0], $1[0]) }
        return TransferPlan(currency: currency, balances: balances.sorted { Balance.namePrecedes($0.name, $1.name) },
                            transfers: transfers, groups: names, method: method)
    }
}

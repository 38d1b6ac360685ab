import SplitBillCore

extension TransferPlanner {
    /// The transfers that clear a ledger's balances using only pairs of people who owed each other
    /// directly (a debt between them in the ledger, in either direction: one paid a bill the other
    /// had a share of, or one paid the other back).
    ///
    /// The people linked by direct pairs, however indirectly, are settled apart from the others
    /// (their balances add up to zero, since every debt is inside such a set). Within each set:
    /// - **The fewest transfers along direct pairs** (``TransferPlan/Method/fewestAlongPairs``),
    ///   when it has at most ``exactLimitAlongPairs`` people with a balance: the people with a
    ///   balance are split into as many groups as possible whose balances add up to zero and whose
    ///   members are linked by direct pairs among themselves; a group of m people is then settled in
    ///   m − 1 transfers: those ``plan(_:currency:)`` makes within a group (largest debtor pays
    ///   largest creditor) when every one of them is between a direct pair, so that nobody both pays
    ///   and is paid; otherwise along a spanning tree of the group's direct pairs (breadth first
    ///   from its first person in name order, neighbours in name order; each tree link carries what
    ///   the people beyond it are owed or owe together), where someone in the middle may both
    ///   receive and pay. As for ``plan(_:currency:)``, no set of transfers along direct pairs
    ///   between people with a balance can be shorter.
    /// - **Pair netting** (``TransferPlan/Method/pairNetting``), when no such split exists (settling
    ///   needs someone whose balance is zero to pass money on: ana owes dan, dan owes ben the same)
    ///   or the set is larger than the limit: each direct pair settles what they owe each other,
    ///   net, in one transfer (none when their debts cancel). This always clears the balances.
    ///
    /// The plan's method is ``TransferPlan/Method/pairNetting`` when any set was netted.
    /// - Throws: ``SettleError/overflow`` when the balances' magnitudes add up beyond 64 bits.
    public func planAlongPairs(_ ledger: Ledger) throws(SettleError) -> TransferPlan {
        let balances = ledger.balances
        let entries = try Self.validated(balances, currency: ledger.currency)
        let pairs = ledger.pairs

        // The sets of people linked by direct pairs (union-find over everyone in the ledger).
        let names = balances.map(\.name)
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var parent = Array(names.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        for p in pairs {
            let a = root(index[p.first]!), b = root(index[p.second]!)
            if a != b { parent[max(a, b)] = min(a, b) }
        }

        var groups: [[Entry]] = []
        var moves: [Move] = []
        var netted = false
        var sets: [Int: [Entry]] = [:]
        for e in entries { sets[root(index[e.name]!), default: []].append(e) }
        for key in sets.keys.sorted() {
            let members = sets[key]!  // in name order
            if members.count <= exactLimitAlongPairs {
                let adjacency = members.map { a in
                    members.enumerated().reduce(0) { bits, b in
                        b.element.name != a.name && ledger.isDirectPair(a.name, b.element.name) ? bits | 1 << b.offset : bits
                    }
                }
                if let split = Self.connectedZeroSumGroups(members.map(\.amount), adjacency: adjacency) {
                    for group in split {
                        let entries = group.map { members[$0] }
                        groups.append(entries)
                        let direct = Self.largestFirst(entries)
                        if direct.allSatisfy({ ledger.isDirectPair($0.from, $0.to) }) {
                            moves += direct
                        } else {
                            moves += Self.treeMoves(group, members: members, adjacency: adjacency)
                        }
                    }
                    continue
                }
            }
            netted = true
            groups.append(members)
            for p in pairs where root(index[p.first]!) == key && !p.owed.isZero {
                let amount = p.owed.minorUnits
                moves.append(amount > 0 ? Move(from: p.first, to: p.second, amount: amount)
                                        : Move(from: p.second, to: p.first, amount: -amount))
            }
        }
        return Self.makePlan(balances, currency: ledger.currency, groups: groups, moves: moves,
                             method: netted ? .pairNetting : .fewestAlongPairs)
    }

    /// Splits `amounts` (adding up to zero) into as many disjoint groups as possible that each add
    /// up to zero and are connected by `adjacency` (bit j of `adjacency[i]`: i and j are a direct
    /// pair); `nil` when no such split exists. Dynamic programming over the subsets that add up to
    /// zero: `best[S] = max over groups G ⊆ S holding S's first member of best[S − G] + 1`, the
    /// groups tried in increasing order of their bits (the first best one kept).
    ///
    /// - Precondition: at most 20 amounts, whose magnitudes add up within 64 bits.
    static func connectedZeroSumGroups(_ amounts: [Int64], adjacency: [Int]) -> [[Int]]? {
        let n = amounts.count
        precondition(n <= 20)
        guard n > 0 else { return [] }
        let full = (1 << n) - 1
        var sum = [Int64](repeating: 0, count: full + 1)
        for mask in 1...full { sum[mask] = sum[mask & (mask - 1)] &+ amounts[mask.trailingZeroBitCount] }
        var connected = [UInt8](repeating: 0, count: full + 1)  // 0 not known, 1 yes, 2 no
        func isConnected(_ set: Int) -> Bool {
            if connected[set] != 0 { return connected[set] == 1 }
            var reach = set & -set
            while true {
                var next = reach
                var bits = reach
                while bits != 0 {
                    next |= adjacency[bits.trailingZeroBitCount] & set
                    bits &= bits - 1
                }
                if next == reach { break }
                reach = next
            }
            connected[set] = reach == set ? 1 : 2
            return reach == set
        }
        var best = [Int8](repeating: -1, count: full + 1)
        var choice = [Int](repeating: 0, count: full + 1)
        best[0] = 0
        for mask in 1...full where sum[mask] == 0 {
            let low = mask & -mask
            let rest = mask ^ low
            var sub = 0
            repeat {
                let group = low | sub
                let left = best[mask ^ group]
                if sum[group] == 0, left >= 0, left + 1 > best[mask], isConnected(group) {
                    best[mask] = left + 1
                    choice[mask] = group
                }
                sub = (sub &- rest) & rest
            } while sub != 0
        }
        guard best[full] > 0 else { return nil }
        var groups: [[Int]] = []
        var mask = full
        while mask != 0 {
            let group = choice[mask]
            groups.append((0..<n).filter { group & (1 << $0) != 0 })
            mask ^= group
        }
        return groups
    }

    /// The transfers that clear a connected group along a spanning tree of its direct pairs:
    /// breadth first from its first member, neighbours in order; each tree link carries what the
    /// people beyond it are owed (paid to them) or owe (paid by them) together.
    static func treeMoves(_ group: [Int], members: [Entry], adjacency: [Int]) -> [Move] {
        var inGroup = 0
        for i in group { inGroup |= 1 << i }
        var parent: [Int: Int] = [:]
        var order = [group[0]]
        var seen = 1 << group[0]
        var next = 0
        while next < order.count {
            let v = order[next]
            next += 1
            var bits = adjacency[v] & inGroup & ~seen
            while bits != 0 {
                let w = bits.trailingZeroBitCount
                bits &= bits - 1
                seen |= 1 << w
                parent[w] = v
                order.append(w)
            }
        }
        var below = Dictionary(uniqueKeysWithValues: group.map { ($0, members[$0].amount) })
        var moves: [Move] = []
        for v in order.reversed() {
            guard let p = parent[v] else { continue }
            let owed = below[v]!
            below[p]! &+= owed
            if owed > 0 {
                moves.append(Move(from: members[p].name, to: members[v].name, amount: owed))
            } else if owed < 0 {
                moves.append(Move(from: members[v].name, to: members[p].name, amount: -owed))
            }
        }
        return moves
    }
}

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
    ///   m − 1 transfers, the first of these that can be made:
    ///   1. those ``plan(_:currency:)`` makes within a group (largest debtor pays largest creditor),
    ///      when every one of them is between a direct pair;
    ///   2. else debtors paying only creditors they owed directly: a flow from the debtors to the
    ///      creditors along direct pairs (augmenting paths, breadth first in name order), with every
    ///      cycle of transfers cancelled so that what is left is a tree;
    ///   3. else a spanning tree of the group's direct pairs (breadth first from its first person in
    ///      name order, neighbours in name order; each tree link carries what the people beyond it
    ///      are owed or owe together), where someone in the middle both receives and pays.
    ///
    ///   In the first two nobody both pays and is paid. As for ``plan(_:currency:)``, no set of
    ///   transfers along direct pairs between people with a balance can be shorter.
    /// - **Few transfers along direct pairs, not proven the fewest**
    ///   (``TransferPlan/Method/greedyAlongPairs``), when the set has more than
    ///   ``exactLimitAlongPairs`` people with a balance: the first of the largest debtor paying the
    ///   largest creditor (when every such transfer is between a direct pair), debtors paying only
    ///   creditors they owed directly (the flow of step 2 above), and money passed along a spanning
    ///   tree of the set's direct pairs (step 3, through people at zero too). At most one transfer
    ///   fewer than the people of the set (those at zero included), found in polynomial time.
    /// - **Pair netting** (``TransferPlan/Method/pairNetting``), when the set is within the limit but
    ///   no such split exists (settling needs someone whose balance is zero to pass money on: ana owes
    ///   dan, dan owes ben the same): each direct pair settles what they owe each other, net, in one
    ///   transfer (none when their debts cancel). This always clears the balances.
    ///
    /// The plan's method is ``TransferPlan/Method/pairNetting`` when any set was netted, else
    /// ``TransferPlan/Method/greedyAlongPairs`` when any set was beyond the limit.
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
        var netted = false, beyondLimit = false
        var sets: [Int: [Entry]] = [:]
        for e in entries { sets[root(index[e.name]!), default: []].append(e) }
        for key in sets.keys.sorted() {
            let members = sets[key]!  // in name order
            if members.count > exactLimitAlongPairs {
                beyondLimit = true
                groups.append(members)
                let linked = balances.filter { root(index[$0.name]!) == key }.sorted { Balance.namePrecedes($0.name, $1.name) }
                moves += Self.greedyAlongPairs(members, linked: linked.map { Entry(name: $0.name, amount: $0.amount.minorUnits) },
                                               pairs: pairs.filter { root(index[$0.first]!) == key }, isDirect: ledger.isDirectPair)
                continue
            }
            if let fewest = Self.fewestAlongPairs(members, isDirect: ledger.isDirectPair) {
                groups += fewest.groups
                moves += fewest.moves
                continue
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
                             method: netted ? .pairNetting : beyondLimit ? .greedyAlongPairs : .fewestAlongPairs)
    }

    /// The fewest transfers along direct pairs between the people of a linked set with a balance
    /// (`members`, in name order, at most 20): the set's split into connected groups adding up to
    /// zero, and each group's transfers (see ``planAlongPairs(_:)``); nil when no such split exists.
    static func fewestAlongPairs(_ members: [Entry], isDirect: (String, String) -> Bool) -> (groups: [[Entry]], moves: [Move])? {
        let adjacency = members.map { a in
            members.enumerated().reduce(0) { bits, b in
                b.element.name != a.name && isDirect(a.name, b.element.name) ? bits | 1 << b.offset : bits
            }
        }
        guard let split = connectedZeroSumGroups(members.map(\.amount), adjacency: adjacency) else { return nil }
        var groups: [[Entry]] = []
        var moves: [Move] = []
        for group in split {
            let entries = group.map { members[$0] }
            groups.append(entries)
            let direct = largestFirst(entries)
            if direct.allSatisfy({ isDirect($0.from, $0.to) }) {
                moves += direct
            } else if let forest = directFlow(entries, isDirect: isDirect) {
                moves += forest
            } else {
                moves += treeMoves(group, members: members, adjacency: adjacency)
            }
        }
        return (groups, moves)
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

    /// Transfers from debtors only to creditors each owed directly that clear `group` (adding up
    /// to zero), with no cycle among them; `nil` when the debtors cannot pay everything that way.
    ///
    /// A maximum flow from the debtors (supplying what they owe) to the creditors (taking what they
    /// are owed) along direct pairs, by shortest augmenting paths found breadth first in name order;
    /// then, while the transfers hold a cycle (debtor, creditor, debtor, ..., alternating), the
    /// transfers on it are shifted by the smallest of every other one, which leaves each balance as
    /// it is and removes at least one transfer. What remains is a forest: at most one transfer
    /// fewer than the people.
    static func directFlow(_ group: [Entry], isDirect: (String, String) -> Bool) -> [Move]? {
        let debtors = group.filter { $0.amount < 0 }, creditors = group.filter { $0.amount > 0 }
        let nd = debtors.count, nc = creditors.count
        let allowed = debtors.map { d in creditors.map { c in isDirect(d.name, c.name) } }
        var flow = [[Int64]](repeating: [Int64](repeating: 0, count: nc), count: nd)
        var supply = debtors.map { -$0.amount }, demand = creditors.map(\.amount)
        // Nodes: debtors 0..<nd, creditors nd..<nd+nc. A path starts at a debtor with supply left and
        // ends at a creditor with demand left, going forward along allowed pairs and back along flow.
        while true {
            var previous = [Int](repeating: -1, count: nd + nc)
            var queue = (0..<nd).filter { supply[$0] > 0 }
            var seen = Set(queue)
            var end: Int?
            var next = 0
            search: while next < queue.count {
                let v = queue[next]
                next += 1
                if v < nd {
                    for c in 0..<nc where allowed[v][c] && !seen.contains(nd + c) {
                        seen.insert(nd + c)
                        previous[nd + c] = v
                        if demand[c] > 0 { end = nd + c; break search }
                        queue.append(nd + c)
                    }
                } else {
                    for d in 0..<nd where flow[d][v - nd] > 0 && !seen.contains(d) {
                        seen.insert(d)
                        previous[d] = v
                        queue.append(d)
                    }
                }
            }
            guard let end else { break }
            // The bottleneck: the end's demand, the start's supply, and the flows walked back along.
            var amount = demand[end - nd]
            var v = end
            while previous[v] >= 0 {
                let u = previous[v]
                if u >= nd { amount = min(amount, flow[v][u - nd]) }
                v = u
            }
            amount = min(amount, supply[v])
            supply[v] -= amount
            demand[end - nd] -= amount
            v = end
            while previous[v] >= 0 {
                let u = previous[v]
                if u < nd { flow[u][v - nd] += amount } else { flow[v][u - nd] -= amount }
                v = u
            }
        }
        guard supply.allSatisfy({ $0 == 0 }) else { return nil }
        while let cycle = Self.cycle(in: flow) {
            // cycle: alternating (debtor, creditor) edges; even positions gain, odd ones lose.
            let shift = stride(from: 1, to: cycle.count, by: 2).map { flow[cycle[$0].0][cycle[$0].1] }.min()!
            for (i, edge) in cycle.enumerated() { flow[edge.0][edge.1] += i % 2 == 0 ? shift : -shift }
        }
        var moves: [Move] = []
        for d in 0..<nd {
            for c in 0..<nc where flow[d][c] > 0 { moves.append(Move(from: debtors[d].name, to: creditors[c].name, amount: flow[d][c])) }
        }
        return moves
    }

    /// A cycle among the transfers `flow[d][c] > 0` (an undirected cycle of the bipartite graph),
    /// as its edges in order (debtor, creditor); the first found depth first in index order.
    static func cycle(in flow: [[Int64]]) -> [(Int, Int)]? {
        let nd = flow.count, nc = flow.first?.count ?? 0
        // Vertices: debtors 0..<nd, creditors nd..<nd+nc.
        func neighbours(_ v: Int) -> [Int] {
            v < nd ? (0..<nc).filter { flow[v][$0] > 0 }.map { nd + $0 } : (0..<nd).filter { flow[$0][v - nd] > 0 }
        }
        var parent = [Int](repeating: -2, count: nd + nc)
        for start in 0..<nd where parent[start] == -2 {
            parent[start] = -1
            var stack = [start]
            var order: [Int: [Int]] = [:]
            while let v = stack.last {
                var candidates = order[v] ?? neighbours(v)
                guard !candidates.isEmpty else { stack.removeLast(); continue }
                let w = candidates.removeFirst()
                order[v] = candidates
                if w == parent[v] { continue }
                if parent[w] != -2 {
                    // w is on the stack: the cycle is w ... v, w.
                    guard let from = stack.firstIndex(of: w) else { continue }
                    let path = Array(stack[from...]) + [w]
                    var edges: [(Int, Int)] = []
                    for i in 0..<(path.count - 1) {
                        let (a, b) = (path[i], path[i + 1])
                        edges.append(a < nd ? (a, b - nd) : (b, a - nd))
                    }
                    return edges
                }
                parent[w] = v
                stack.append(w)
            }
        }
        return nil
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

    /// Transfers along direct pairs that clear a linked set of people too large for the exact search:
    /// few, at most one fewer than the people of the set (those at zero included), but not proven the
    /// fewest. The first of these that can be made:
    /// 1. those ``plan(_:currency:)`` makes within one group (the largest debtor pays the largest
    ///    creditor, again and again), when every one of them is between a direct pair;
    /// 2. else debtors paying only creditors they owed directly (`directFlow(_:isDirect:)`): a
    ///    forest of transfers, at most one fewer than the people with a balance;
    /// 3. else a spanning tree of the set's direct pairs, through people at zero too
    ///    (`spanningTreeMoves(_:pairs:)`), where someone in the middle receives and passes money on.
    ///
    /// Each step takes a number of operations polynomial in the set's size (the flow at most about
    /// debtors × creditors augmenting paths, each cancelled cycle removing a transfer), so that no
    /// set is too large for it.
    ///
    /// - Parameters:
    ///   - members: the people of the set with a balance, in name order.
    ///   - linked: everyone of the set, in name order, those at zero included.
    ///   - pairs: the direct pairs within the set.
    static func greedyAlongPairs(_ members: [Entry], linked: [Entry], pairs: [Ledger.Pair],
                                 isDirect: (String, String) -> Bool) -> [Move] {
        let direct = largestFirst(members)
        if direct.allSatisfy({ isDirect($0.from, $0.to) }) { return direct }
        if let forest = directFlow(members, isDirect: isDirect) { return forest }
        return spanningTreeMoves(linked, pairs: pairs)
    }

    /// The transfers that clear `people` (linked by `pairs`, their balances adding up to zero) along
    /// a spanning tree of the pairs: breadth first from the first person, neighbours in name order;
    /// each tree link carries what the people beyond it are owed (paid to them) or owe (paid by them)
    /// together. At most one transfer fewer than the people.
    static func spanningTreeMoves(_ people: [Entry], pairs: [Ledger.Pair]) -> [Move] {
        guard !people.isEmpty else { return [] }
        let index = Dictionary(uniqueKeysWithValues: people.enumerated().map { ($1.name, $0) })
        var neighbours = [[Int]](repeating: [], count: people.count)
        for pair in pairs {
            guard let a = index[pair.first], let b = index[pair.second] else { continue }
            neighbours[a].append(b)
            neighbours[b].append(a)
        }
        var parent = [Int?](repeating: nil, count: people.count)
        var seen = [Bool](repeating: false, count: people.count)
        var order = [0]
        seen[0] = true
        var next = 0
        while next < order.count {
            let v = order[next]
            next += 1
            for w in neighbours[v].sorted() where !seen[w] {
                seen[w] = true
                parent[w] = v
                order.append(w)
            }
        }
        var below = people.map(\.amount)
        var moves: [Move] = []
        for v in order.reversed() {
            guard let p = parent[v] else { continue }
            let owed = below[v]
            below[p] &+= owed
            if owed > 0 {
                moves.append(Move(from: people[p].name, to: people[v].name, amount: owed))
            } else if owed < 0 {
                moves.append(Move(from: people[v].name, to: people[p].name, amount: -owed))
            }
        }
        return moves
    }
}

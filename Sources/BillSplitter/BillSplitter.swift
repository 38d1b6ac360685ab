import SplitBillCore

/// Splits a receipt between people by a ``SplitPlan``, in exact money.
///
/// The work, in order:
/// 1. Check the people and the assignments: every name is one of the people, every item number is
///    on the bill, every item is assigned (or ``SplitPlan/splitUnassignedEvenly``; an item that costs
///    nothing needs nobody and is then nobody's portion), units add up to the item's quantity.
/// 2. Work out the bill's figures: items, then discount, service, tax and tip (each from the plan
///    if it sets it, else from the receipt; percentages per ``SplitPlan``'s rules, rounded to the
///    nearest minor unit, halves away from zero), and check them against the receipt's printed
///    total. A printed total that the parts do not reach is an error: splitting it anyway would
///    make someone pay for a misread or missing item.
/// 3. Divide each item between its people, then each extra between everyone, every time by
///    largest remainder (``Allocation``; the leftover units of the items go round the people, see
///    README rule 8), so every column adds up exactly; a person's total is the sum of their columns,
///    so the totals add up to the bill's total, to the minor unit.
public struct BillSplitter: Sendable {
    /// A splitter; it holds no state.
    public init() {}

    /// Splits `receipt` by `plan`.
    ///
    /// - Throws: ``SplitError`` naming what is wrong with the plan or the bill.
    public func split(_ receipt: Receipt, plan: SplitPlan) throws(SplitError) -> SplitResult {
        let currency = receipt.currency
        guard !receipt.items.isEmpty else { throw .noItems }
        guard receipt.items.count <= Limits.items else {
            throw .tooLarge("the bill has \(receipt.items.count) items, more than the limit of \(Limits.items)")
        }
        do { try receipt.checkSums() } catch { throw .sumTooLarge(error) }
        let even = plan.even ?? false
        if even && !plan.assignments.isEmpty { throw .evenWithAssignments }

        let people = try resolvePeople(plan)
        let index = Dictionary(uniqueKeysWithValues: people.enumerated().map { ($1.lowercased(), $0) })
        func find(_ name: String) throws(SplitError) -> Int {
            guard let i = index[name.lowercased()] else { throw .unknownPerson(name, known: people) }
            return i
        }

        // 1. Every item, with its net amount and who shares it.
        var nets: [Int64] = []
        let included = receipt.items.indices.filter { !plan.excludedItems.contains($0 + 1) }
        guard !included.isEmpty else { throw .noItems }
        for (i, item) in receipt.items.enumerated() {
            if let d = item.discount, d > item.totalWithAddOns { throw .itemDiscountTooLarge(item: i + 1, name: item.name) }
            nets.append(plan.excludedItems.contains(i + 1) ? 0 : item.netTotal.minorUnits)
        }
        for number in plan.assignments.keys.sorted() + plan.excludedItems.sorted()
        where !(1...receipt.items.count).contains(number) {
            throw .itemOutOfRange(number, count: receipt.items.count)
        }
        for number in plan.assignments.keys.sorted() where plan.excludedItems.contains(number) {
            throw .excludedItemAssigned(number, name: receipt.items[number - 1].name)
        }
        // A misspelt name is the mistake to report, before the items it leaves unassigned.
        for number in plan.assignments.keys.sorted() {
            for name in plan.assignments[number]!.names { _ = try find(name) }
        }
        if let name = plan.payer { _ = try find(name) }
        // An item that costs nothing (`1 WATER 0.00`) needs nobody: left out, it is nobody's portion.
        let freeAndUnassigned = { (i: Int) in plan.assignments[i + 1] == nil && nets[i] == 0 }
        if !even {
            let unassigned = included.filter { plan.assignments[$0 + 1] == nil && !freeAndUnassigned($0) }
            if !unassigned.isEmpty, !(plan.splitUnassignedEvenly ?? false) {
                throw .unassignedItems(unassigned.map { ($0 + 1, receipt.items[$0].name) })
            }
        }
        let itemsTotal = try checkedSum(nets)

        // 2. The bill's figures.
        let figures = try billFigures(receipt, plan: plan, itemsTotal: Money(minorUnits: itemsTotal, currency: currency))

        // 3. Divide.
        var shares = people.map { name in
            PersonShare(name: name, portions: Portions(), items: .zero(currency), discount: .zero(currency), service: .zero(currency),
                        tax: .zero(currency), tip: .zero(currency), rounding: .zero(currency), total: .zero(currency))
        }
        if even {
            // Signed as they count towards a person's total, so that the totals come out equal.
            let amounts = [itemsTotal, -figures.discount.minorUnits, figures.service.minorUnits,
                           figures.taxIncluded ? 0 : figures.tax.minorUnits, figures.tip.minorUnits, figures.rounding.minorUnits]
            let parts = Allocation.equalParts(amounts, count: people.count)
            let includedTax = figures.taxIncluded ? Allocation.equalParts([figures.tax.minorUnits], count: people.count)[0] : nil
            for p in people.indices {
                shares[p].items = Money(minorUnits: parts[0][p], currency: currency)
                shares[p].discount = Money(minorUnits: -parts[1][p], currency: currency)
                shares[p].service = Money(minorUnits: parts[2][p], currency: currency)
                shares[p].tax = Money(minorUnits: includedTax?[p] ?? parts[3][p], currency: currency)
                shares[p].tip = Money(minorUnits: parts[4][p], currency: currency)
                shares[p].rounding = Money(minorUnits: parts[5][p], currency: currency)
            }
        } else {
            var itemSums = [Int64](repeating: 0, count: people.count)
            // Items shared by everyone are kept once (SharedItems); what each person pays of them is
            // the same for all but those given a leftover unit, counted in `sharedExtras`.
            var own = [[Portion]](repeating: [], count: people.count)
            var everyone: [SharedItems.Entry] = []
            var everyoneBase: Int64 = 0
            // Leftover minor units go round: shared items' from where the last one stopped; other items'
            // ties to whoever has had the fewest so far, of both kinds (a credit's, to whoever has had most).
            var nextExtra = 0
            var extrasSoFar = [Int64](repeating: 0, count: people.count)
            var sharedExtras = RangeCounter(count: people.count)
            for i in included {
                let item = receipt.items[i]
                if freeAndUnassigned(i) { continue }
                let share = plan.assignments[i + 1] ?? .everyone
                if case .everyone = share {
                    let (base, extra, step) = SharedItems.divide(nets[i], people: people.count)
                    let n = people.count, start = nextExtra
                    everyone.append(SharedItems.Entry(item: i + 1, name: item.name, base: base, extra: extra, step: step, start: start))
                    everyoneBase += base
                    // +step on people start ..< start + extra, going round past the last.
                    let ranges = start + extra <= n ? [(start, start + extra)] : [(start, n), (0, start + extra - n)]
                    for (from, to) in ranges where from < to { sharedExtras.add(step, from: from, to: to) }
                    nextExtra = (start + extra) % n
                    continue
                }
                let (who, weights, labels) = try weightsFor(share, item: item, number: i + 1, peopleCount: people.count, find: find)
                let had = who.map { extrasSoFar[$0] + sharedExtras.value(at: $0) }
                let (parts, leftovers) = Allocation.dividing(nets[i], weights: weights, ties: nets[i] < 0 ? had.map { -$0 } : had)
                for (k, p) in who.enumerated() {
                    extrasSoFar[p] += leftovers[k]
                    itemSums[p] += parts[k]
                    own[p].append(Portion(item: i + 1, name: item.name, share: labels[k],
                                          amount: Money(minorUnits: parts[k], currency: currency)))
                }
            }
            let shared = SharedItems(entries: everyone, people: people.count, currency: currency)
            for p in people.indices {
                itemSums[p] += everyoneBase + sharedExtras.value(at: p)
                shares[p].portions = Portions(own: own[p], shared: shared, person: p)
            }
            own = []
            let rule = plan.extras ?? .proportional
            let weights = rule == .proportional && itemSums.contains(where: { $0 > 0 }) ? itemSums : people.map { _ in Int64(1) }
            let split = { (amount: Int64) in Allocation.largestRemainder(amount, weights: weights) }
            let discount = split(figures.discount.minorUnits), service = split(figures.service.minorUnits)
            let tax = split(figures.tax.minorUnits), tip = split(figures.tip.minorUnits), rounding = split(figures.rounding.minorUnits)
            for p in people.indices {
                shares[p].items = Money(minorUnits: itemSums[p], currency: currency)
                shares[p].discount = Money(minorUnits: discount[p], currency: currency)
                shares[p].service = Money(minorUnits: service[p], currency: currency)
                shares[p].tax = Money(minorUnits: tax[p], currency: currency)
                shares[p].tip = Money(minorUnits: tip[p], currency: currency)
                shares[p].rounding = Money(minorUnits: rounding[p], currency: currency)
            }
        }
        for p in people.indices {
            let s = shares[p]
            var total = s.items - s.discount + s.service + s.tip + s.rounding
            if !figures.taxIncluded { total += s.tax }
            // Nobody is paid for coming to dinner: a part below zero (an equal share of a discount larger
            // than one's items) is refused, not settled backwards.
            if total.isNegative { throw .negativeShare(person: s.name, total: total) }
            shares[p].total = total
        }

        var payer: String?
        var settlements: [Settlement] = []
        if let name = plan.payer {
            let p = try find(name)
            payer = people[p]
            settlements = shares.enumerated().compactMap { i, s in
                i == p || !s.total.isPositive ? nil : Settlement(from: s.name, to: people[p], amount: s.total)
            }
        }
        let warnings = receipt.findings.filter { $0.severity == .warning }
        var notes = warnings.map(\.message)
        let itemDiscounts = receipt.items.compactMap(\.discount).reduce(0) { $0 + $1.minorUnits }
        if let subtotal = receipt.subtotal, plan.discount == nil, plan.excludedItems.isEmpty,
           !receipt.subtotalAgrees(itemsNet: Money(minorUnits: itemsTotal, currency: currency),
                                   beforeItemDiscounts: Money(minorUnits: itemsTotal + itemDiscounts, currency: currency)) {
            let note = "the items add up to \(Money(minorUnits: itemsTotal, currency: currency).formatted) but the receipt's subtotal says \(subtotal.formatted)"
            // Once: not again when a finding (the reading's, worded its own way) speaks of the subtotal already.
            if !warnings.contains(where: { $0.kind.isAbout(subtotal: subtotal) }) { notes.append(note) }
        }
        // A line whose quantity × unit price is not its total, on any bill (a hand-written one too).
        for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
            if let note = ReceiptCheck.productMismatch(item, number: i + 1), !notes.contains(note) { notes.append(note) }
        }
        return SplitResult(
            currency: currency, people: shares, bill: figures, payer: payer, settlements: settlements,
            rules: AppliedRules(even: even, extras: plan.extras ?? .proportional, tipBase: plan.tipBase ?? .beforeTax),
            notes: notes, store: receipt.store, verified: nil
        )
    }

    // MARK: - People

    private func resolvePeople(_ plan: SplitPlan) throws(SplitError) -> [String] {
        var people: [String] = []
        var seen = Set<String>()
        if let listed = plan.people, !listed.isEmpty {
            for name in listed {
                let trimmed = String(name.trimming(" "))
                guard SplitPlan.isValidName(trimmed) else { throw .invalidName(name) }
                guard seen.insert(trimmed.lowercased()).inserted else { throw .duplicatePerson(trimmed) }
                people.append(trimmed)
            }
        } else {
            for number in plan.assignments.keys.sorted() {
                for name in plan.assignments[number]!.names where seen.insert(name.lowercased()).inserted {
                    guard SplitPlan.isValidName(name) else { throw .invalidName(name) }
                    people.append(name)
                }
            }
        }
        guard !people.isEmpty else { throw .noPeople }
        guard people.count <= Limits.people else {
            throw .tooLarge("\(people.count) people is more than the limit of \(Limits.people) in one split")
        }
        if let long = people.first(where: { $0.count > Limits.nameLength }) {
            throw .tooLarge("a name of \(long.count) characters is longer than the limit of \(Limits.nameLength)")
        }
        let pairs = plan.assignments.values.reduce(0) { $0 + $1.names.count }
        guard pairs <= Limits.assignedPairs else {
            throw .tooLarge("the assignments name \(pairs) people in all, more than the limit of \(Limits.assignedPairs)")
        }
        return people
    }

    // MARK: - Items

    /// The people sharing an item, their integer weights, and how to describe each part.
    private func weightsFor(
        _ share: ItemShare, item: LineItem, number: Int, peopleCount: Int, find: (String) throws(SplitError) -> Int
    ) throws(SplitError) -> ([Int], [Int64], [String]) {
        switch share {
        case .everyone:
            preconditionFailure("an item everyone shares is divided through SharedItems")
        case .equally(let names):
            var who: [Int] = []
            for name in names {
                let p = try find(name)
                if who.contains(p) { throw .invalidShare(names.joined(separator: ","), "\(name) appears twice") }
                who.append(p)
            }
            let label = who.count > 1 ? "1/\(who.count)" : ""
            return (who, Array(repeating: 1, count: who.count), Array(repeating: label, count: who.count))
        case .weighted(let parts), .units(let parts):
            var who: [Int] = []
            for part in parts {
                let p = try find(part.name)
                if who.contains(p) { throw .invalidShare(parts.map(\.name).joined(separator: ","), "\(part.name) appears twice") }
                who.append(p)
            }
            let scale = parts.map { $0.weight.normalized.scale }.max() ?? 0
            let weights = parts.map { $0.weight.rounded(toPlaces: scale)!.significand }
            let sum = weights.reduce(0, +)
            if case .units = share {
                let assigned = Int(sum)
                guard let quantity = item.quantity, quantity.isInteger else {
                    throw .unitsMismatch(item: number, name: item.name, quantity: nil, assigned: assigned)
                }
                guard quantity == ExactDecimal(assigned) else {
                    throw .unitsMismatch(item: number, name: item.name, quantity: quantity, assigned: assigned)
                }
                return (who, weights, weights.map { "\($0) of \(sum)" })
            }
            let labels = weights.map { w -> String in
                if w == sum { return "" }
                let g = gcd(w, sum)
                return "\(w / g)/\(sum / g)"
            }
            return (who, weights, labels)
        }
    }

    // MARK: - Figures

    private func billFigures(_ receipt: Receipt, plan: SplitPlan, itemsTotal: Money) throws(SplitError) -> BillFigures {
        let currency = receipt.currency
        let zero = Money.zero(currency)
        func percent(_ base: Money, _ p: ExactDecimal) throws(SplitError) -> Money {
            guard let m = base.percentage(p), m.magnitude.minorUnits <= Money.limit else { throw .amountTooLarge }
            return m
        }

        var discount = receipt.discount ?? zero
        if let d = plan.discount {
            switch d {
            case .amount(let m): discount = m
            case .percent(let p): discount = try percent(itemsTotal, p)
            }
        }
        guard discount <= itemsTotal else { throw .discountTooLarge(discount: discount, items: itemsTotal) }
        let afterDiscount = itemsTotal - discount

        var service = receipt.service ?? zero
        if let s = plan.service {
            switch s {
            case .amount(let m): service = m
            case .percent(let p): service = try percent(afterDiscount, p)
            }
        }

        let rounding = receipt.rounding ?? zero
        let printedTip = receipt.tip ?? zero
        var tax = receipt.tax ?? zero
        var taxPercent: ExactDecimal?
        var taxIncluded = plan.taxIncluded ?? receipt.taxIncluded
        // A tip given in the plan replaces the printed one, which may be no part of the printed total.
        let replacesPrintedTip = plan.tip != nil && !printedTip.isZero
        if taxIncluded == nil, tax.isPositive, let printed = receipt.total {
            // The receipt does not say; its total does: with the tax added, or already inside.
            let withoutTax = afterDiscount + service + rounding
            taxIncluded = printed == withoutTax + printedTip || (replacesPrintedTip && printed == withoutTax) ? true : false
        }
        let included = taxIncluded ?? false
        if let t = plan.tax {
            switch t {
            case .amount(let m):
                tax = m
            case .percent(let p):
                taxPercent = p
                let base = afterDiscount + service
                if included {
                    guard let m = base.includedTax(atPercent: p), m.magnitude.minorUnits <= Money.limit else { throw .amountTooLarge }
                    tax = m
                } else {
                    tax = try percent(base, p)
                }
            }
        }
        if taxPercent == nil, receipt.taxes.count == 1, plan.tax == nil { taxPercent = receipt.taxes[0].rate }

        let beforeTip = afterDiscount + service + (included ? zero : tax) + rounding
        if let printed = receipt.total {
            let computed = beforeTip + printedTip
            // A tip given in the plan replaces the printed one, which may be no part of the printed total
            // (a tip guide's suggestion read as a tip): the total without it will do too, and is the one said.
            if computed != printed, !(replacesPrintedTip && beforeTip == printed) {
                var chain = TotalChain(.items, itemsTotal)
                if !discount.isZero { chain.append(.discount, -discount) }
                if !service.isZero { chain.append(.service, service) }
                if !included, !tax.isZero { chain.append(.tax, tax) }
                if !rounding.isZero { chain.append(.rounding, rounding) }
                if !printedTip.isZero, !replacesPrintedTip { chain.append(.tip, printedTip) }
                throw .totalMismatch(chain: chain, printed: printed)
            }
        }

        var tip = printedTip
        var tipPercent: ExactDecimal?
        if let t = plan.tip {
            switch t {
            case .amount(let m):
                tip = m
            case .percent(let p):
                tipPercent = p
                let base = (plan.tipBase ?? .beforeTax) == .beforeTax ? afterDiscount : afterDiscount + service + (included ? zero : tax)
                tip = try percent(base, p)
            }
        }
        let total = beforeTip + tip
        guard total.minorUnits <= Money.limit else { throw .amountTooLarge }
        guard !total.isNegative else { throw .negativeTotal(total) }
        return BillFigures(items: itemsTotal, discount: discount, service: service, tax: tax, taxIncluded: included, tip: tip,
                           tipPercent: tipPercent, taxPercent: taxPercent, rounding: rounding, total: total, receiptTotal: receipt.total)
    }

    private func checkedSum(_ values: [Int64]) throws(SplitError) -> Int64 {
        var sum: Int64 = 0
        for v in values {
            let (s, overflow) = sum.addingReportingOverflow(v)
            guard !overflow, s.magnitude <= UInt64(Money.limit) else { throw .amountTooLarge }
            sum = s
        }
        return sum
    }
}

private func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
}

/// Adds to ranges of people and reads one person's sum, each in O(log n) (a Fenwick tree over the
/// differences): the leftover units that items shared by everyone have given each person.
struct RangeCounter {
    private var tree: [Int64]

    init(count: Int) { tree = [Int64](repeating: 0, count: count + 2) }

    /// Adds `amount` to the people `from ..< to`.
    mutating func add(_ amount: Int64, from: Int, to: Int) {
        addAt(from, amount)
        addAt(to, -amount)
    }

    /// What person `index` has been given.
    func value(at index: Int) -> Int64 {
        var sum: Int64 = 0
        var i = index + 1
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    private mutating func addAt(_ index: Int, _ amount: Int64) {
        var i = index + 1
        while i < tree.count {
            tree[i] += amount
            i += i & -i
        }
    }
}

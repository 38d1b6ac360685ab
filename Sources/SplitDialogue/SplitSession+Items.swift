import BillSplitter
import SplitBillCore

extension SplitSession {
    /// The items of one pass of the item questions: those still to ask, those skipped, and those answered
    /// (for `back`).
    struct ItemRound {
        var queue: [Int]
        var position = 0
        var skipped: [Int] = []
        var secondRound = false
        /// The items answered or skipped in this pass, in order.
        var answered: [Int] = []

        var current: Int? { position < queue.count ? queue[position] : nil }

        /// `number` answered (or skipped): the next item.
        mutating func next(after number: Int) {
            answered.append(number)
            position += 1
        }

        /// The skipped items, asked once more.
        mutating func startSecondRound() {
            secondRound = true
            queue = skipped
            skipped = []
            position = 0
        }

        /// Items not in the queue yet (added by a correction), asked after the others.
        mutating func append(_ numbers: some Sequence<Int>) {
            for n in numbers where !queue.contains(n) { queue.append(n) }
        }
    }

    /// Asks who had each item not yet assigned. Returns the session's end when a review inside ended it.
    mutating func assignItems() throws(Stop) -> SessionEnd? {
        var round = ItemRound(queue: unassignedItems())
        while true {
            guard let number = round.current else {
                if round.skipped.isEmpty { return nil }
                if round.secondRound {
                    for n in round.skipped { assign(n, .everyone) }
                    say("Shared by everyone: \(round.skipped.map { "item \($0)" }.joined(separator: ", ")).")
                    return nil
                }
                say("Back to the skipped items.")
                round.startSecondRound()
                continue
            }
            let item = receipt.items[number - 1]
            if plan.excludedItems.contains(number) || plan.assignments[number] != nil {
                round.position += 1
                continue
            }
            if item.netTotal.isZero {
                // The splitter needs nobody for an item that costs nothing (`1 WATER 0.00`).
                say("Item \(number) of \(receipt.items.count): \(item.name) costs nothing; nobody needs to take it.")
                round.position += 1
                continue
            }
            let offer = offeredShares[number].map { " (Enter for \(Self.typed($0)))" } ?? ""
            let answer = try ask("Item \(number) of \(receipt.items.count): \(item.name) \(item.netTotal.formatted) - who had it?\(offer)")
            if let end = try answerItem(answer, number: number, round: &round) { return end }
        }
    }

    /// The items without an answer, in order: not removed, not assigned.
    func unassignedItems() -> [Int] {
        receipt.items.indices.map { $0 + 1 }.filter { plan.assignments[$0] == nil && !plan.excludedItems.contains($0) }
    }

    /// Takes one answer to the question about item `number`.
    private mutating func answerItem(_ answer: String, number: Int, round: inout ItemRound) throws(Stop) -> SessionEnd? {
        let people = plan.people ?? []
        let lower = answer.lowercased()
        if answer.isEmpty, let offered = offeredShares[number] {
            // Revisiting a bill: Enter keeps the answer it had.
            take(offered, for: number, round: &round)
            return nil
        }
        switch lower {
        case "?", "help":
            say(Self.help)
        case let word where Self.quitWords.contains(word):
            throw .quit
        case "fix", "review":
            if let end = try review(beforeQuestions: true) { return end }
            // Items may have been added or removed.
            round.append(unassignedItems())
        case let word where Self.undoWords.contains(word):
            if let previous = round.answered.popLast() {
                request.flags.assignments[previous] = nil
                plan.assignments[previous] = nil
                if let i = round.queue.firstIndex(of: previous), i < round.position { round.position = i } else { round.queue.insert(previous, at: round.position) }
            } else {
                say("This is the first item.")
            }
        case "", "skip", "s":
            if round.secondRound {
                assign(number, .everyone)
                say("Item \(number) is shared by everyone.")
            } else {
                round.skipped.append(number)
            }
            round.next(after: number)
        case "ok", "yes", "no", "done":
            say("\(answer) is no one at the table: say who had item \(number) (\(people.joined(separator: ", "))), skip, or ? for help")
        default:
            if let (keyword, value) = Self.correctionWords(answer) {
                // A correction, in the words of the review (`add Bread=2.00`), at the item's question too.
                if correct(keyword, value) {
                    say("Done: \(keyword) \(value).")
                    round.append(unassignedItems())
                }
            } else if lower.hasPrefix("=") {
                if correct("set", "\(number)=\(answer.dropFirst())") { say("Item \(number) is now \(receipt.items[number - 1].netTotal.formatted).") }
            } else if let share = share(answer, for: number) {
                take(share, for: number, round: &round)
            }
        }
        return nil
    }

    /// The share an answer names, or nil when it names none (said, with why).
    private func share(_ answer: String, for number: Int) -> ItemShare? {
        let people = plan.people ?? []
        let asUnits = answer.lowercased().hasPrefix("units ")
        let share: ItemShare
        do { share = try ItemShare(parsing: asUnits ? String(answer.dropFirst(6)) : answer, asUnits: asUnits) } catch {
            say("\(error.description); type ? for help")
            return nil
        }
        if let unknown = share.names.first(where: { n in !people.contains { $0.lowercased() == n.lowercased() } }) {
            say("\(unknown) is not at the table (\(people.joined(separator: ", "))); type ? for help")
            return nil
        }
        var trial = plan
        trial.assignments[number] = share
        if case .failure(let error) = preview(trial) {
            say(error.description)
            return nil
        }
        return share
    }

    /// Gives item `number` to `share`, shows the split so far, and goes on to the next item.
    private mutating func take(_ share: ItemShare, for number: Int, round: inout ItemRound) {
        assign(number, share)
        round.next(after: number)
        showRunningSplit()
    }

    mutating func assign(_ number: Int, _ share: ItemShare) {
        assignedOrder.append(number)
        answers += 1
        request.flags.assignments[number] = share
        plan.assignments[number] = share
    }

    /// A share as it is typed: `ana`, `ana,ben`, `ana:2,ben:1`, `units ana:2,ben:1`, `all`.
    static func typed(_ share: ItemShare) -> String {
        switch share {
        case .everyone: "all"
        case .equally(let names): names.joined(separator: ",")
        case .weighted(let parts): parts.map { "\($0.name):\($0.weight.normalized)" }.joined(separator: ",")
        case .units(let parts): "units " + parts.map { "\($0.name):\($0.weight.normalized)" }.joined(separator: ",")
        }
    }
}

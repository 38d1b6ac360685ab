import BillSplitter
import SplitBillCore

extension SplitSession {
    /// What the answer to "Who paid?" was.
    enum PayerAnswer {
        /// A name, or Enter.
        case answered
        /// `undo`: the question before again.
        case undo
        /// A correction, made (and the session's end, if it ended in the items asked after it).
        case corrected(SessionEnd?)
    }

    /// What ``correctedInPassing(_:askingNewItems:)`` made of an answer.
    enum InPassing {
        /// Not a correction: an answer to the question.
        case answer
        /// A correction, made or said to be wrong; with the session's end when it ended in the items asked after it.
        case handled(SessionEnd?)
    }

    /// Asks who is at the table until the answer is a list of names; `undo` takes back a correction made
    /// before it, and there is nothing else to take back at the first question.
    mutating func askPeople() throws(Stop) {
        while true {
            let answer = try ask("Who is at the table? (names separated by commas)")
            let lower = answer.lowercased()
            if lower == "?" || lower == "help" {
                say("Type the names of everyone who shares the bill, separated by commas, such as ana,ben,carla; a correction (set 3=12.50, ...) is made here too; quit stops.")
                continue
            }
            if Self.quitWords.contains(lower) { throw .quit }
            if Self.undoWords.contains(lower) {
                say(takeBackCorrection() ? "Taken back; the bill is as before it." : "Nothing to undo: this is the first question.")
                continue
            }
            if case .handled = try correctedInPassing(answer, askingNewItems: false) { continue }
            let names = answer.split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty }
            if names.isEmpty { continue }
            if let bad = names.first(where: { !SplitPlan.isValidName($0) }) {
                say(SplitError.invalidName(bad).description)
                continue
            }
            request.flags.people = names
            plan.people = names
            return
        }
    }

    /// Asks for a tip; `undo` asks the last item again, and a correction is made in passing. When
    /// revisiting a bill with a tip, Enter keeps it.
    mutating func askTip() throws(Stop) -> SessionEnd? {
        let offer = offeredTip.map { "Enter for \($0.text), 0 for none" } ?? "Enter for none"
        while true {
            let answer = try ask("Tip? (such as 10% or 5.00; \(offer))")
            if answer.isEmpty { return nil }
            if answer == "?" || answer.lowercased() == "help" {
                say("A tip as a percentage of the items (10%) or an amount (5.00), shared in proportion to what each had; \(offeredTip.map { "Enter keeps \($0.text), 0 is no tip" } ?? "Enter for no tip"); undo asks the last item again; a correction (set 3=12.50, total 45.50, ...) is made here too; quit stops.")
                continue
            }
            if Self.quitWords.contains(answer.lowercased()) { throw .quit }
            if Self.undoWords.contains(answer.lowercased()) {
                if let end = try undoLastItem() { return end }
                continue
            }
            if case .handled(let end) = try correctedInPassing(answer) {
                if let end { return end }
                continue
            }
            if let message = Charge.ambiguity(of: answer, what: "tip", currency: currency) {
                say(message.prefix(1).uppercased() + message.dropFirst())
                continue
            }
            do throws(SplitError) {
                request.flags.tip = try Charge(parsing: answer, currency: currency, what: "tip")
                plan.tip = request.flags.tip
                return nil
            } catch {
                say(error.description)
            }
        }
    }

    /// Asks who paid, offering the payer the bill had (when revisiting it) or the usual payer, when that
    /// person is at the table; Enter without one leaves the bill without a payer (and says so).
    mutating func askPayer() throws(Stop) -> PayerAnswer {
        let people = plan.people ?? []
        guard people.count > 1 else { return .answered }
        let offered = (offeredPayer ?? setup.usualPayer).flatMap { usual in people.first { $0.lowercased() == usual.lowercased() } }
        while true {
            let answer = try ask("Who paid? (\(people.joined(separator: ", ")); Enter for \(offered ?? "nobody yet"))")
            let lower = answer.lowercased()
            if lower == "?" || lower == "help" {
                say("Who paid the bill: the others owe them their share, and settle counts it. "
                    + (offered.map { "Enter for \($0), who usually pays. " } ?? "Enter leaves it open (settle leaves the bill out until \(setup.wording.namingPayerLater)). ")
                    + "undo asks the question before; a correction is made here too; quit stops.")
                continue
            }
            if Self.quitWords.contains(lower) { throw .quit }
            if Self.undoWords.contains(lower) { return .undo }
            if case .handled(let end) = try correctedInPassing(answer) { return .corrected(end) }
            if answer.isEmpty, offered == nil {
                say("Nobody is named as the payer: balance and settle leave this bill out until \(setup.wording.namingPayerLater).")
                return .answered
            }
            guard let name = answer.isEmpty ? offered : people.first(where: { $0.lowercased() == lower }) else {
                say("\(answer) is not at the table (\(people.joined(separator: ", "))); type ? for help")
                continue
            }
            request.flags.payer = name
            plan.payer = name
            return .answered
        }
    }

    /// Asks the last item answered again (`undo` after the items); says so when there is none.
    mutating func undoLastItem() throws(Stop) -> SessionEnd? {
        guard let last = assignedOrder.popLast() else {
            say("No item was answered here to go back to.")
            return nil
        }
        request.flags.assignments[last] = nil
        plan.assignments[last] = nil
        return try assignItems()
    }

    /// Makes a correction typed at a question that is not the review's (`add Bread=2.00` at "Tip?"); an
    /// item it adds is asked about at once (unless `askingNewItems` is false: before the people are known).
    mutating func correctedInPassing(_ answer: String, askingNewItems: Bool = true) throws(Stop) -> InPassing {
        guard let (keyword, value) = Self.correctionWords(answer) else { return .answer }
        if correct(keyword, value) { say("Done: \(keyword) \(value).") }
        if askingNewItems, receipt.items.indices.contains(where: {
            plan.assignments[$0 + 1] == nil && !plan.excludedItems.contains($0 + 1) && !receipt.items[$0].netTotal.isZero
        }) {
            return .handled(try assignItems())
        }
        return .handled(nil)
    }

    /// The keyword (lowercased, without the dashes a person used to flags may type before it) and the value
    /// of an answer that is a correction (`add Bread=2.00`, `total 40.00`); nil for any other answer.
    static func correctionWords(_ answer: String) -> (keyword: String, value: String)? {
        let words = answer.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2 else { return nil }
        let keyword = String(words[0].lowercased().trimmingPrefix("--"))
        guard Correction.keywords.contains(keyword) else { return nil }
        return (keyword, String(words[1].trimmingSpaces))
    }
}

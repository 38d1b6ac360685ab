import BillSplitter
import Foundation
import SplitBillCore

/// `splitbill split --interactive`: reviews the receipt when it does not add up, goes through the
/// items one by one on a terminal asking who had each, shows the running split, asks for a tip,
/// checks the bill again, and asks who paid (offering the `payer` setting) before it is split.
///
/// **Review.** When the bill does not add up (before the first question, and again before the split),
/// the session says so with the arithmetic and the corrections that would close the gap, and takes
/// corrections in the words of the flags, without the dashes: `set 3=12.50`, `rename 3=Clara`,
/// `add Bread=2.00`, `remove 5`, `total 45.50`, `rounding 0.02`, `tax 7.83` (or `8.875%`), `tip 10%`,
/// `service 10%`. They follow the flags' rules (``SplitRequest``, ``ReceiptEdits``), so typing them
/// gives what the flags give. Then `ok` goes on, `accept` splits the bill as it is with the difference
/// as a rounding line of its own (and the split is not called verified), `save FILE` writes the bill
/// with every answer so far as a bill file to finish later, and `quit` stops.
///
/// Answers at the item prompt:
/// - `ana`, `ana,ben`, `ana:2,ben:1`: who had it (equal parts, or by weight);
/// - `units ana:2,ben:1`: by units of the item's quantity;
/// - `all`: everyone;
/// - `skip` (or Enter): come back to it after the others (skipped twice: everyone shares it);
/// - `=12.50`: the amount is wrong, this is the right one (as `set N=12.50`);
/// - `fix`: review the receipt (corrections, save, accept);
/// - `back`: the previous item again;
/// - `quit`: stop; nothing is split or saved;
/// - `?`: this help.
struct InteractiveSession {
    /// Everything that decides the split; the answers are added to its flags and corrections.
    private(set) var request: SplitRequest
    let currency: Currency
    /// Whether the tip is settled already (by a flag, a file, a setting or the receipt).
    let tipKnown: Bool
    /// The `payer` setting, offered when asking who paid.
    let usualPayer: String?
    /// The bill as it now stands, with every answer so far.
    private(set) var receipt: Receipt
    private(set) var plan: SplitPlan
    /// Whether a difference to the total was accepted as it is.
    private(set) var acceptedDifference = false
    /// How many answers (assignments, corrections) were given, for `quit` to offer to keep them.
    private var answers = 0
    /// The items answered, in the order answered, for `undo` after the last.
    private var assignedOrder: [Int] = []
    /// The request before each correction, for `undo` in the review.
    private var corrections: [SplitRequest] = []
    /// The terminal's line editor, with the answers given so far for ↑ and ↓.
    private let editor = LineEditor()

    /// How the session ended.
    enum Outcome {
        /// Split the bill as it now stands.
        case split
        /// The bill and the answers were saved to this file, to finish later.
        case saved(String)
    }

    /// Why the session ended without a split: `quit` (exit 0) or the end of the input (exit 1).
    struct Stopped: Error {
        let message: String
        let status: ExitStatus

        /// The answer `quit` (or `q`, `exit`), at any question.
        static let byQuit = Stopped(message: "Stopped: nothing was split or saved.", status: .success)
    }

    /// The corrections, typed as the flags without their dashes (``correct(_:_:)``).
    static let correctionWords: Set<String> = ["set", "rename", "add", "remove", "total", "subtotal", "rounding", "tax", "tip", "service", "store", "date"]

    /// The answers that take back the last one.
    static let undoWords: Set<String> = ["undo", "back", "b", "u"]

    /// The answers that stop the session at any question.
    static let quitWords: Set<String> = ["quit", "q", "exit"]

    init(request: SplitRequest, currency: Currency, tipKnown: Bool, usualPayer: String? = nil) throws(SplitError) {
        self.request = request
        self.currency = currency
        self.tipKnown = tipKnown
        self.usualPayer = usualPayer
        (receipt, plan) = try request.resolved()
    }

    static let help = """
        Answers:
          ana            ana had it
          ana,ben        ana and ben shared it equally
          ana:2,ben:1    shared by weight (ana two thirds)
          units ana:2,ben:1
                         by units of its quantity (of 3 beers, ana had 2)
          all            everyone shared it
          skip or Enter  decide later
          =12.50         the amount is wrong: this is the right one
          fix            review the receipt: correct, save for later, or accept it
          set 3=12.50    a correction, as at fix (add Bread=2.00, total 45.50, ...)
          back or undo   the previous item again
          quit           stop without splitting (after answers: keep them in a file?)
        Keys: left, right, Home and End move in the line; up and down bring back
        earlier answers; Tab completes a name.
        """

    static let reviewHelp = """
        Corrections (as the flags, without the dashes):
          set 3=12.50      item 3's amount          rename 3=Clara   item 3's name
          add Bread=2.00   an item that was missed  remove 5         a misread line
          total 45.50      the total on the paper   subtotal 43.00   the subtotal
          rounding 0.02    a cash rounding          tax 7.83 or 10%  the tax
          tip 10% or 5.00  the tip                  service 10%      a service charge
          items            the items again
        Then:
          ok                 go on (the bill is checked again before it is split)
          undo               take back the last correction
          accept             split it as it is, the difference as a rounding line
          save FILE          save the bill and the answers so far, to finish later
          quit               stop without splitting
        """

    /// Runs the session, reading answers on the terminal (``LineEditor``). `quit` after answers asks
    /// whether to keep them: a file name saves the bill with them, to finish later; Enter drops them.
    mutating func run() throws(Stopped) -> Outcome {
        do { return try questions() } catch {
            guard error.status == .success, answers > 0 else { throw error }
            while true {
                let file = try ask("Keep your answers? Type a file to save them in, to finish with splitbill split FILE --interactive, or Enter to drop them")
                if file.isEmpty || Self.quitWords.contains(file.lowercased()) { throw error }
                if save(to: file) { return .saved(file) }
            }
        }
    }

    /// The questions, in order.
    private mutating func questions() throws(Stopped) -> Outcome {
        show(items: true)
        if !ReceiptCheck(receipt, plan: plan).addsUp, receipt.total != nil {
            if let outcome = try review(beforeQuestions: true) { return outcome }
        }
        if (plan.people ?? []).isEmpty {
            while true {
                let answer = try ask("Who is at the table? (names separated by commas)")
                if answer == "?" {
                    say("Type the names of everyone who shares the bill, separated by commas, such as ana,ben,carla; a correction (set 3=12.50, ...) is made here too; quit stops.")
                    continue
                }
                if Self.quitWords.contains(answer) { throw Stopped.byQuit }
                if case .handled = try correctedInPassing(answer, askingNewItems: false) { continue }
                let names = answer.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if names.isEmpty { continue }
                if let bad = names.first(where: { !SplitPlan.isValidName($0) }) {
                    say(SplitError.invalidName(bad).description)
                    continue
                }
                request.flags.people = names
                plan.people = names
                break
            }
        }
        if let outcome = try assignItems() { return outcome }
        let payerGiven = plan.payer != nil
        var tipNext = !tipKnown
        while true {
            if tipNext, let outcome = try askTip() { return outcome }
            tipNext = false
            // The split needs the parts to meet the total; other doubts are shown with it.
            while !acceptedDifference, let gap = ReceiptCheck(receipt, plan: plan).gap, !gap.isZero {
                if let outcome = try review(beforeQuestions: false) { return outcome }
            }
            if payerGiven { return .split }
            switch try askPayer() {
            case .answered:
                return .split
            case .corrected(let outcome?):
                return outcome
            case .corrected(nil):
                // Checked again, then asked again.
                continue
            case .undo:
                // The tip again (its answer dropped), or the last item when the tip was not asked.
                if !tipKnown {
                    request.flags.tip = nil
                    plan.tip = nil
                    tipNext = true
                } else if let outcome = try undoLastItem() {
                    return outcome
                }
            }
        }
    }

    /// What the answer to "Who paid?" was.
    enum PayerAnswer {
        /// A name, or Enter.
        case answered
        /// `undo`: the question before again.
        case undo
        /// A correction, made (and the session's end, if it ended there).
        case corrected(Outcome?)
    }

    /// Asks the last item answered again (`undo` after the items); says so when there is none.
    private mutating func undoLastItem() throws(Stopped) -> Outcome? {
        guard let last = assignedOrder.popLast() else {
            say("No item was answered here to go back to.")
            return nil
        }
        request.flags.assignments[last] = nil
        plan.assignments[last] = nil
        return try assignItems()
    }

    /// Asks for a tip; `undo` asks the last item again, and a correction is made in passing.
    private mutating func askTip() throws(Stopped) -> Outcome? {
        while true {
            let answer = try ask("Tip? (such as 10% or 5.00; Enter for none)")
            if answer.isEmpty { return nil }
            if answer == "?" || answer.lowercased() == "help" {
                say("A tip as a percentage of the items (10%) or an amount (5.00), shared in proportion to what each had; Enter for no tip; undo asks the last item again; a correction (set 3=12.50, total 45.50, ...) is made here too; quit stops.")
                continue
            }
            if Self.quitWords.contains(answer) { throw Stopped.byQuit }
            if Self.undoWords.contains(answer.lowercased()) {
                if let outcome = try undoLastItem() { return outcome }
                continue
            }
            if case .handled(let outcome) = try correctedInPassing(answer) {
                if let outcome { return outcome }
                continue
            }
            if let message = ChargeOptions.ambiguity(answer, what: "tip", currency: currency) {
                say(message.prefix(1).uppercased() + message.dropFirst())
                continue
            }
            do {
                request.flags.tip = try Charge(parsing: answer, currency: currency, what: "tip")
                plan.tip = request.flags.tip
                return nil
            } catch {
                say(error.advice)
            }
        }
    }

    /// Asks who paid, offering ``usualPayer`` when that person is at the table; Enter without one leaves
    /// the bill without a payer (said: settle leaves it out).
    private mutating func askPayer() throws(Stopped) -> PayerAnswer {
        let people = plan.people ?? []
        guard people.count > 1 else { return .answered }
        let offered = usualPayer.flatMap { usual in people.first { $0.lowercased() == usual.lowercased() } }
        while true {
            let answer = try ask("Who paid? (\(people.joined(separator: ", ")); Enter for \(offered ?? "nobody yet"))")
            let lower = answer.lowercased()
            if lower == "?" || lower == "help" {
                say("Who paid the bill: the others owe them their share, and settle counts it. "
                    + (offered.map { "Enter for \($0), who usually pays. " } ?? "Enter leaves it open (settle leaves the bill out until splitbill edit N --payer NAME). ")
                    + "undo asks the question before; a correction is made here too; quit stops.")
                continue
            }
            if Self.quitWords.contains(lower) { throw Stopped.byQuit }
            if Self.undoWords.contains(lower) { return .undo }
            if case .handled(let outcome) = try correctedInPassing(answer) { return .corrected(outcome) }
            let name: String
            if answer.isEmpty {
                guard let offered else {
                    say("Nobody is named as the payer: balance and settle leave this bill out until splitbill edit N --payer NAME.")
                    return .answered
                }
                name = offered
            } else {
                guard let match = people.first(where: { $0.lowercased() == lower }) else {
                    say("\(answer) is not at the table (\(people.joined(separator: ", "))); type ? for help")
                    continue
                }
                name = match
            }
            request.flags.payer = name
            plan.payer = name
            return .answered
        }
    }

    /// Asks who had each item not yet assigned. Returns an outcome when a review inside ended the session.
    private mutating func assignItems() throws(Stopped) -> Outcome? {
        let people = plan.people ?? []
        var queue = receipt.items.indices.map { $0 + 1 }.filter { plan.assignments[$0] == nil && !plan.excludedItems.contains($0) }
        var skipped: [Int] = []
        var secondRound = false
        var history: [Int] = []
        var position = 0
        while true {
            if position >= queue.count {
                if skipped.isEmpty { return nil }
                if secondRound {
                    for n in skipped { assign(n, .everyone) }
                    say("Shared by everyone: \(skipped.map { "item \($0)" }.joined(separator: ", ")).")
                    return nil
                }
                say("Back to the skipped items.")
                secondRound = true
                queue = skipped
                skipped = []
                position = 0
            }
            let number = queue[position]
            if plan.excludedItems.contains(number) {
                position += 1
                continue
            }
            let item = receipt.items[number - 1]
            if item.netTotal.isZero, plan.assignments[number] == nil {
                // The splitter needs nobody for an item that costs nothing (`1 WATER 0.00`).
                say("Item \(number) of \(receipt.items.count): \(item.name) costs nothing; nobody needs to take it.")
                position += 1
                continue
            }
            let answer = try ask("Item \(number) of \(receipt.items.count): \(item.name) \(item.netTotal.formatted) - who had it?")
            let lower = answer.lowercased()
            switch lower {
            case "?", "help":
                say(Self.help)
            case let word where Self.quitWords.contains(word):
                throw Stopped.byQuit
            case "fix", "review":
                if let outcome = try review(beforeQuestions: true) { return outcome }
                // Items may have been added or removed.
                for n in receipt.items.indices.map({ $0 + 1 }) where !queue.contains(n) && plan.assignments[n] == nil
                    && !plan.excludedItems.contains(n) { queue.append(n) }
            case "back", "b", "undo", "u":
                if let previous = history.popLast() {
                    request.flags.assignments[previous] = nil
                    plan.assignments[previous] = nil
                    if let i = queue.firstIndex(of: previous), i < position { position = i } else { queue.insert(previous, at: position) }
                } else {
                    say("This is the first item.")
                }
            case "", "skip", "s":
                if secondRound {
                    assign(number, .everyone)
                    say("Item \(number) is shared by everyone.")
                } else {
                    skipped.append(number)
                }
                history.append(number)
                position += 1
            case "ok", "yes", "no", "done":
                say("\(answer) is no one at the table: say who had item \(number) (\(people.joined(separator: ", "))), skip, or ? for help")
            case let word where word.contains(" ") && Self.correctionWords.contains(String(String(word.split(separator: " ")[0]).trimmingPrefix("--"))):
                // A correction, in the words of the review (`add Bread=2.00`), at the item's question too.
                let words = answer.split(separator: " ", maxSplits: 1).map(String.init)
                let command = String(words[0].lowercased().trimmingPrefix("--"))
                let before = receipt.items.count
                if correct(command, words[1].trimmingCharacters(in: .whitespaces)) {
                    say("Done: \(command) \(words[1]).")
                    for n in (before + 1)...max(before + 1, receipt.items.count) where n <= receipt.items.count && plan.assignments[n] == nil {
                        queue.append(n)
                    }
                }
            default:
                if lower.hasPrefix("=") {
                    if correct("set", "\(number)=\(answer.dropFirst())") { say("Item \(number) is now \(receipt.items[number - 1].netTotal.formatted).") }
                    continue
                }
                let asUnits = lower.hasPrefix("units ")
                let spec = asUnits ? String(answer.dropFirst(6)) : answer
                let share: ItemShare
                do { share = try ItemShare(parsing: spec, asUnits: asUnits) } catch {
                    say("\(error.advice); type ? for help")
                    continue
                }
                if let unknown = share.names.first(where: { n in !people.contains { $0.lowercased() == n.lowercased() } }) {
                    say("\(unknown) is not at the table (\(people.joined(separator: ", "))); type ? for help")
                    continue
                }
                var trial = plan
                trial.assignments[number] = share
                if case .failure(let error) = preview(trial) {
                    say("\(error.advice)")
                    continue
                }
                assign(number, share)
                history.append(number)
                position += 1
                showRunningSplit()
            }
        }
    }

    /// What ``correctedInPassing(_:askingNewItems:)`` made of an answer.
    enum InPassing {
        /// Not a correction: an answer to the question.
        case answer
        /// A correction, made or said to be wrong; with the session's end when it ended in the items asked after it.
        case handled(Outcome?)
    }

    /// Makes a correction typed at a question that is not the review's (`add Bread=2.00` at "Tip?"); an
    /// item it adds is asked about at once (unless `askingNewItems` is false: before the people are known).
    private mutating func correctedInPassing(_ answer: String, askingNewItems: Bool = true) throws(Stopped) -> InPassing {
        let words = answer.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, Self.correctionWords.contains(String(words[0].lowercased().trimmingPrefix("--"))) else { return .answer }
        let command = String(words[0].lowercased().trimmingPrefix("--"))
        if correct(command, words[1].trimmingCharacters(in: .whitespaces)) { say("Done: \(command) \(words[1]).") }
        if askingNewItems, receipt.items.indices.contains(where: {
            plan.assignments[$0 + 1] == nil && !plan.excludedItems.contains($0 + 1) && !receipt.items[$0].netTotal.isZero
        }) {
            return .handled(try assignItems())
        }
        return .handled(nil)
    }

    private mutating func assign(_ number: Int, _ share: ItemShare) {
        assignedOrder.append(number)
        answers += 1
        request.flags.assignments[number] = share
        plan.assignments[number] = share
    }

    /// Says what does not add up and the corrections that would fix it, and takes corrections until
    /// the bill adds up or the person goes on. Returns an outcome when the session ends here (saved).
    private mutating func review(beforeQuestions: Bool) throws(Stopped) -> Outcome? {
        let check = ReceiptCheck(receipt, plan: plan)
        if check.findings.isEmpty {
            // Asked for (`fix`) on a bill that adds up: nothing to mend, but corrections may still be made.
            say("The bill adds up as it stands.")
        } else {
            say(beforeQuestions ? "The receipt does not add up as read:" : "Before splitting: the bill does not add up:")
        }
        for finding in check.findings { say("  " + finding.message.escapingControlCharacters) }
        let doubts = receipt.findings.filter { $0.severity == .warning && !check.findings.contains($0) }
        for doubt in doubts { say("  doubtful: " + doubt.message.escapingControlCharacters) }
        if !check.suggestions.isEmpty {
            say("It would add up with one of: " + check.suggestions.prefix(5).map { Self.typed(Advice.flag($0.fix)) }.joined(separator: "; "))
        }
        say("Correct it here (? lists the corrections), or: " + (beforeQuestions ? "ok to go on, " : "") + "accept, save FILE, quit.")
        while true {
            let answer = try ask("Fix?")
            let words = answer.split(separator: " ", maxSplits: 1).map(String.init)
            let command = (words.first ?? "").lowercased().trimmingPrefix("--")
            let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            switch String(command) {
            case "?", "help":
                say(Self.reviewHelp)
            case "items", "list":
                show(items: false)
            case "undo":
                guard let previous = corrections.popLast() else { say("No correction was made here to take back."); continue }
                request = previous
                if let resolved = try? request.resolved() { (receipt, plan) = resolved }
                answers -= 1
                say("Taken back; the bill is as before it.")
                for finding in ReceiptCheck(receipt, plan: plan).findings { say("  " + finding.message.escapingControlCharacters) }
            case "ok", "":
                if beforeQuestions { return nil }
                say("The bill still does not add up; correct it, accept it, save it or quit.")
            case "accept":
                acceptDifference()
                return nil
            case "save":
                guard !argument.isEmpty else { say("Name the file: save FILE, such as save dinner.json"); continue }
                if save(to: argument) { return .saved(argument) }
            case let word where Self.quitWords.contains(word):
                throw Stopped.byQuit
            case let word where Self.correctionWords.contains(word):
                guard !argument.isEmpty else { say("\(command) needs a value; type ? for the corrections"); continue }
                guard correct(String(command), argument) else { continue }
                let now = ReceiptCheck(receipt, plan: plan)
                if now.addsUp {
                    var said = "It adds up now: total \(receipt.total?.formatted ?? "")."
                    if case .amount(let tip)? = plan.tip, let paid = Self.total(of: receipt, withTip: tip), paid != receipt.total {
                        said += " With your tip of \(tip.formatted), \(paid.formatted) is split."
                    }
                    say(said + (beforeQuestions ? "" : " Splitting."))
                    return nil
                }
                if !beforeQuestions, now.gap?.isZero ?? true {
                    say("The parts meet the total now; the split will show what is still doubtful:")
                    for finding in now.findings { say("  " + finding.message.escapingControlCharacters) }
                    return nil
                }
                for finding in now.findings { say("  " + finding.message.escapingControlCharacters) }
            default:
                say("\"\(answer)\" is not a correction; type ? for the corrections, ok to go on")
            }
        }
    }

    /// A suggested flag as it is typed here: `--set 3=12.50` becomes `set 3=12.50`.
    static func typed(_ flag: String) -> String {
        String(flag.trimmingPrefix("--")).replacingOccurrences(of: "\"", with: "")
    }

    /// Makes one correction, in the words of the flags; says what was wrong and returns false when it
    /// cannot be made.
    private mutating func correct(_ command: String, _ value: String) -> Bool {
        var next = request
        do throws(CommandError) {
            switch command {
            case "tax", "tip", "service":
                let charge: Charge
                do { charge = try Charge(parsing: value, currency: currency, what: command == "service" ? "service charge" : command) } catch {
                    throw CommandError("\(command): \(error.advice)", .usage)
                }
                switch command {
                case "tax": next.flags.tax = charge
                case "tip": next.flags.tip = charge
                default: next.flags.service = charge
                }
            default:
                let edit = try CorrectionOptions.edits(
                    set: command == "set" ? [value] : [], rename: command == "rename" ? [value] : [],
                    add: command == "add" ? [value] : [], remove: command == "remove" ? [value] : [],
                    total: command == "total" ? value : nil, rounding: command == "rounding" ? value : nil,
                    store: command == "store" ? value : nil, date: command == "date" ? value : nil,
                    subtotal: command == "subtotal" ? value : nil, currency: currency)
                next.edits = next.edits.merging(edit)
            }
            let resolved: (receipt: Receipt, plan: SplitPlan)
            do { resolved = try next.resolved() } catch { throw CommandError(error.advice, .usage) }
            // Every answer given here lives in the request's flags, so the plan resolved from it keeps them.
            corrections.append(request)
            request = next
            answers += 1
            (receipt, plan) = resolved
            return true
        } catch {
            say(String(error.message.trimmingPrefix("--")) + "; type ? for the corrections")
            return false
        }
    }

    /// Splits the bill as it is: the gap to the printed total becomes a rounding line of its own.
    private mutating func acceptDifference() {
        let check = ReceiptCheck(receipt, plan: plan)
        if let gap = check.gap, !gap.isZero {
            request.edits.rounding = (receipt.rounding ?? .zero(currency)) + gap
            if let resolved = try? request.resolved() { (receipt, plan) = resolved }
            say("Accepted: the difference of \(gap.formatted) is a line of its own (rounding), shared like the tax and tip.")
        }
        acceptedDifference = true
    }

    /// Writes the bill as it now stands, with the people and assignments so far, as a bill file that
    /// `splitbill split FILE --interactive` finishes. Never replaces a file.
    private func save(to path: String) -> Bool {
        let object = BillFileWriter.object(receipt: receipt, plan: plan)
        do throws(CommandError) {
            try FileIO.write(JSONValue.object(object).serialized() + "\n", to: path, force: false)
        } catch {
            say(error.message)
            return false
        }
        return true
    }

    /// The total to split when `tip` is the tip paid: the printed total less the printed tip (when the total
    /// holds it; a tip guide's suggestion read as a tip is no part of it), plus `tip`; nil without a total.
    static func total(of receipt: Receipt, withTip tip: Money) -> Money? {
        guard let printed = receipt.total else { return nil }
        let printedTip = receipt.tip ?? .zero(receipt.currency)
        var withoutTip = receipt
        withoutTip.tip = nil
        let tipInTotal = printedTip.isPositive && !ReceiptCheck(withoutTip).addsUp
        return (tipInTotal ? printed - printedTip : printed) + tip
    }

    /// The split of the items assigned so far, without extras, to show as the running split.
    private func preview(_ plan: SplitPlan) -> Result<SplitResult, SplitError> {
        var trial = plan
        var r = receipt
        r.total = nil
        r.tip = nil
        r.taxes = []
        r.discounts = []
        r.service = nil
        r.rounding = nil
        trial.tip = nil
        trial.tax = nil
        trial.service = nil
        trial.discount = nil
        trial.splitUnassignedEvenly = false
        for number in 1...max(1, r.items.count) where trial.assignments[number] == nil { trial.excludedItems.insert(number) }
        if trial.excludedItems.count >= r.items.count { return .failure(.noItems) }
        do { return .success(try BillSplitter().split(r, plan: trial)) } catch { return .failure(error) }
    }

    private func showRunningSplit() {
        guard case .success(let r) = preview(plan) else { return }
        say("So far: " + r.people.map { "\($0.name) \($0.items.formatted)" }.joined(separator: ", "))
    }

    private func show(items: Bool) {
        let count = receipt.items.count - plan.excludedItems.count
        say("\(count) item\(count == 1 ? "" : "s")" + (receipt.total.map { ", total \($0.formatted)" } ?? "") + ":")
        for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
            let quantity = item.quantity.map { $0 == ExactDecimal(1) ? "" : "\($0.normalized) x " } ?? ""
            say(" \(i + 1). \(quantity)\(item.name.escapingControlCharacters) \(item.netTotal.formatted)")
        }
        if items { say("Type ? at a question for help.") }
    }

    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data(TerminalText.forTerminal(text + "\n", fd: STDOUT_FILENO).utf8))
    }

    private func ask(_ question: String) throws(Stopped) -> String {
        let words = (plan.people ?? []) + ["all", "skip", "back", "undo", "fix", "help", "units", "items", "accept", "save", "quit"]
            + Self.correctionWords.sorted()
        guard let line = editor.readLine(prompt: TerminalText.forTerminal(question + " > ", fd: STDOUT_FILENO), completions: words) else {
            throw Stopped(message: "the input ended; nothing was split or saved", status: .failure)
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}

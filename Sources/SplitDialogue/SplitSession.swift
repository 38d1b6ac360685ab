import BillSplitter
import SplitBillCore

/// The dialogue that splits a bill: it reviews the receipt when it does not add up, asks who is at the
/// table, goes through the items asking who had each (showing the split so far), asks for a tip, checks
/// the bill again, and asks who paid (offering who usually pays), on a ``SessionTerminal``.
///
/// **Corrections** are typed in the words of ``Correction`` (`set 3=12.50`, `add Bread=2.00`, `remove 2`,
/// `total 40.00`, ...) at any question, and follow the rules of `SplitRequest` and `ReceiptEdits`, so
/// that typing one gives what the same correction given outright gives. An item a correction adds is
/// asked about at once.
///
/// **Review.** When the bill does not add up (before the first question, and again before the split),
/// the session says so with the arithmetic and the corrections that would close the gap, and takes
/// corrections until `ok` (go on), `accept` (split it as it is, the difference a rounding line of its own:
/// ``acceptedDifference``), `save FILE` (kept by the ``DraftKeeper`` to finish later) or `quit`.
///
/// **Answers at an item's question:** `ana`, `ana,ben`, `ana:2,ben:1` (who had it: equal parts, or by
/// weight); `units ana:2,ben:1` (by units of its quantity); `all` (everyone); `skip` or Enter (asked again
/// after the others; skipped twice, everyone shares it); `=12.50` (its amount is wrong: this is the right
/// one); `fix` (the review); `back` or `undo` (the answer before again); `quit`; `?` (help).
///
/// **Undo** takes back the last answer at every question: the last item at the tip's question (or at who
/// paid, when the tip is not asked), the tip at who paid, the last correction in the review and at who is
/// at the table; at the first question there is nothing to take back, and the session says so.
///
/// **The end** is a value (``SessionEnd``): `quit` after answers asks whether to keep them in a file;
/// the end of the input stops the session with nothing split.
public struct SplitSession {
    /// Everything that decides the split, with every answer so far (in its `SplitRequest/flags` and
    /// `SplitRequest/edits`).
    public internal(set) var request: SplitRequest
    /// The receipt as it now stands, with the corrections made.
    public internal(set) var receipt: Receipt
    /// The plan as it now stands, with the answers given.
    public internal(set) var plan: SplitPlan
    /// Whether a difference to the printed total was accepted as it is (`accept`): the split is then not
    /// to be called verified.
    public internal(set) var acceptedDifference = false

    let setup: SessionSetup
    /// The bill before the first answer.
    let initial: (receipt: Receipt, plan: SplitPlan)
    let currency: Currency
    let terminal: any SessionTerminal
    let keeper: any DraftKeeper
    /// How many answers (assignments, corrections) were given, for `quit` to offer to keep them.
    var answers = 0
    /// The items answered, in the order answered, for `undo` after the last.
    var assignedOrder: [Int] = []
    /// The request before each correction, for `undo`.
    var corrections: [SplitRequest] = []
    /// When revisiting a bill: the shares, tip and payer it had, offered again.
    var offeredShares: [Int: ItemShare] = [:]
    var offeredTip: Charge?
    var offeredPayer: String?

    /// Why the questions stopped before the end.
    enum Stop: Error {
        case quit, endOfInput

        var end: SessionEnd { self == .quit ? .quit : .endOfInput }
    }

    /// A session on `request`, talking on `terminal`; `keeper` keeps the bill for `save FILE`.
    ///
    /// - Throws: the `SplitError` of a request whose corrections cannot be made.
    public init(request: SplitRequest, setup: SessionSetup = SessionSetup(), terminal: any SessionTerminal, keeper: any DraftKeeper) throws(SplitError) {
        var request = request
        if setup.revisiting {
            // The earlier answers are offered, not taken: each question is asked again.
            let earlier = try request.resolved().plan
            offeredShares = earlier.assignments.filter { request.flags.assignments[$0.key] == nil }
            offeredTip = earlier.tip
            offeredPayer = earlier.payer
            request.billPlan.assignments = [:]
            request.assignments?.assignments = [:]
        }
        self.request = request
        self.setup = setup
        self.terminal = terminal
        self.keeper = keeper
        currency = request.receipt.currency
        (receipt, plan) = try request.resolved()
        initial = (receipt, plan)
    }

    /// The answers that take back the last one.
    static let undoWords: Set<String> = ["undo", "back", "b", "u"]

    /// The answers that stop the session at any question.
    static let quitWords: Set<String> = ["quit", "q", "exit"]

    /// Runs the dialogue to its end. `quit` after answers asks whether to keep them: a file name keeps the
    /// bill with them, to finish later; Enter drops them.
    public mutating func run() -> SessionEnd {
        do { return try questions() } catch {
            guard error == .quit, answers > 0 else { return error.end }
            do { return try offerToKeep() } catch { return error.end }
        }
    }

    /// The questions, in order.
    private mutating func questions() throws(Stop) -> SessionEnd {
        show(items: true)
        if !ReceiptCheck(receipt, plan: plan).addsUp, receipt.total != nil {
            if let end = try review(beforeQuestions: true) { return end }
        }
        if (plan.people ?? []).isEmpty { try askPeople() }
        if let end = try assignItems() { return end }
        return try tipCheckAndPayer()
    }

    /// The questions after the items: the tip (unless known), the check before the split, who paid
    /// (unless given); `undo` at who paid goes back to the question before.
    private mutating func tipCheckAndPayer() throws(Stop) -> SessionEnd {
        let payerGiven = request.flags.payer != nil || (!setup.revisiting && plan.payer != nil)
        var tipNext = !setup.tipKnown
        while true {
            if tipNext, let end = try askTip() { return end }
            tipNext = false
            // The split needs the parts to meet the total; other doubts are shown with it.
            while !acceptedDifference, let gap = ReceiptCheck(receipt, plan: plan).gap, !gap.isZero {
                if let end = try review(beforeQuestions: false) { return end }
            }
            if payerGiven { return .split }
            switch try askPayer() {
            case .answered:
                return .split
            case .corrected(let end?):
                return end
            case .corrected(nil):
                // Checked again, then asked again.
                continue
            case .undo:
                // The tip again (its answer dropped), or the last item when the tip is not asked.
                if !setup.tipKnown {
                    request.flags.tip = nil
                    plan.tip = offeredTip
                    tipNext = true
                } else if let end = try undoLastItem() {
                    return end
                }
            }
        }
    }

    /// Asks where to keep the answers after `quit`, until they are kept or dropped.
    private mutating func offerToKeep() throws(Stop) -> SessionEnd {
        while true {
            let file = try ask("Keep your answers? Type a file to save them in, to finish with \(setup.wording.finishingLater), or Enter to drop them")
            if file.isEmpty || Self.quitWords.contains(file.lowercased()) { return .quit }
            if keep(at: file) { return .kept(path: file) }
        }
    }

    /// Keeps the bill as it now stands, with the answers so far, at `path`; says why when it cannot.
    mutating func keep(at path: String) -> Bool {
        do throws(DraftNotKept) {
            try keeper.keep(receipt, plan: plan, at: path)
            return true
        } catch {
            say(error.message)
            return false
        }
    }

    func say(_ text: String) {
        terminal.say(text)
    }

    /// The answer to `question`, trimmed; the end of the input stops the session.
    func ask(_ question: String) throws(Stop) -> String {
        let words = (plan.people ?? []) + ["all", "skip", "back", "undo", "fix", "help", "units", "items", "accept", "save", "quit"]
            + Correction.keywords.sorted()
        guard let line = terminal.ask(question, completions: words) else { throw .endOfInput }
        return String(line.trimmingSpaces)
    }
}

extension SplitSession {
    /// The receipt to split after the session, and the checks' verdict on it: when the answers changed
    /// what the checks look at (an amount, an item left out, the tax or service charge, a tip in place of
    /// the printed one), the receipt's findings are made again and the verdict is whether it adds up now;
    /// after `accept` it is false; otherwise nil (the verdict from before the session stands).
    public var checked: (receipt: Receipt, verified: Bool?) {
        var verified: Bool?
        var checkedReceipt = receipt
        let changed = receipt != initial.receipt || plan.excludedItems != initial.plan.excludedItems || plan.tax != initial.plan.tax
            || plan.service != initial.plan.service || (plan.tip != initial.plan.tip && receipt.tip != nil)
        if changed {
            checkedReceipt = receipt.rechecked(as: plan)
            verified = ReceiptCheck(checkedReceipt, plan: plan).addsUp
        }
        if acceptedDifference { verified = false }
        return (checkedReceipt, verified)
    }
}

import BillSplitter
import SplitBillCore

extension SplitSession {
    /// Says what does not add up and the corrections that would fix it, and takes corrections until
    /// the bill adds up or the person goes on. Returns the session's end when it ends here (kept).
    mutating func review(beforeQuestions: Bool) throws(Stop) -> SessionEnd? {
        sayWhatDoesNotAddUp(beforeQuestions: beforeQuestions)
        while true {
            let answer = try ask("Fix?")
            let words = answer.split(separator: " ", maxSplits: 1).map(String.init)
            let command = String((words.first ?? "").lowercased().trimmingPrefix("--"))
            let argument = words.count > 1 ? String(words[1].trimmingSpaces) : ""
            switch command {
            case "?", "help":
                say(Self.reviewHelp)
            case "items", "list":
                show(items: false)
            case "undo":
                guard takeBackCorrection() else { say("No correction was made here to take back."); continue }
                say("Taken back; the bill is as before it.")
                sayFindings(ReceiptCheck(receipt, plan: plan))
            case "ok", "":
                if beforeQuestions { return nil }
                say("The bill still does not add up; correct it, accept it, save it or quit.")
            case "accept":
                acceptDifference()
                return nil
            case "save":
                guard !argument.isEmpty else { say("Name the file: save FILE, such as save dinner.json"); continue }
                if keep(at: argument) { return .kept(path: argument) }
            case let word where Self.quitWords.contains(word):
                throw .quit
            case let word where Correction.keywords.contains(word):
                guard !argument.isEmpty else { say("\(command) needs a value; type ? for the corrections"); continue }
                if correct(command, argument), reviewIsOver(beforeQuestions: beforeQuestions) { return nil }
            default:
                say("\"\(answer)\" is not a correction; type ? for the corrections, ok to go on")
            }
        }
    }

    /// The review's opening: what does not add up, the doubtful lines, the corrections that would help.
    private func sayWhatDoesNotAddUp(beforeQuestions: Bool) {
        let check = ReceiptCheck(receipt, plan: plan)
        if check.findings.isEmpty {
            // Asked for (`fix`) on a bill that adds up: nothing to mend, but corrections may still be made.
            say("The bill adds up as it stands.")
        } else {
            say(beforeQuestions ? "The receipt does not add up as read:" : "Before splitting: the bill does not add up:")
        }
        sayFindings(check)
        let doubts = receipt.findings.filter { $0.severity == .warning && !check.findings.contains($0) }
        for doubt in doubts { say("  doubtful: " + doubt.message.escapingControlCharacters) }
        if !check.suggestions.isEmpty {
            say("It would add up with one of: " + check.suggestions.prefix(5).map { Correction.typed($0.fix) }.joined(separator: "; "))
        }
        say("Correct it here (? lists the corrections), or: " + (beforeQuestions ? "ok to go on, " : "") + "accept, save FILE, quit.")
    }

    /// After a correction in the review: says where the bill stands, and whether the review is over (it
    /// adds up, or before the split the parts meet the total).
    private func reviewIsOver(beforeQuestions: Bool) -> Bool {
        let now = ReceiptCheck(receipt, plan: plan)
        if now.addsUp {
            var said = "It adds up now: total \(receipt.total?.formatted ?? "")."
            if case .amount(let tip)? = plan.tip, let paid = receipt.total(payingTip: tip), paid != receipt.total {
                said += " With your tip of \(tip.formatted), \(paid.formatted) is split."
            }
            say(said + (beforeQuestions ? "" : " Splitting."))
            return true
        }
        if !beforeQuestions, now.gap?.isZero ?? true {
            say("The parts meet the total now; the split will show what is still doubtful:")
            sayFindings(now)
            return true
        }
        sayFindings(now)
        return false
    }

    private func sayFindings(_ check: ReceiptCheck) {
        for finding in check.findings { say("  " + finding.message.escapingControlCharacters) }
    }

    /// Makes one correction (``Correction``); says what was wrong and returns false when it cannot be made.
    mutating func correct(_ keyword: String, _ value: String) -> Bool {
        let next: SplitRequest
        let resolved: (receipt: Receipt, plan: SplitPlan)
        do throws(CorrectionError) {
            next = try Correction(keyword: keyword, value: value, currency: currency).applied(to: request)
        } catch {
            say("\(error); type ? for the corrections")
            return false
        }
        do throws(SplitError) { resolved = try next.resolved() } catch {
            let message = if case .invalidEdit(let target, let reason) = error { "\(Correction.typed(target)): \(reason)" } else { error.description }
            say(message + "; type ? for the corrections")
            return false
        }
        // Every answer given here lives in the request's flags, so the plan resolved from it keeps them.
        corrections.append(request)
        request = next
        answers += 1
        (receipt, plan) = resolved
        return true
    }

    /// Takes back the last correction; false when there is none.
    mutating func takeBackCorrection() -> Bool {
        guard let previous = corrections.popLast() else { return false }
        request = previous
        if let resolved = try? request.resolved() { (receipt, plan) = resolved }
        answers -= 1
        return true
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
}

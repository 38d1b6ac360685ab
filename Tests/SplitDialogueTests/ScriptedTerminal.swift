import BillSplitter
import SplitBillCore
import SplitDialogue

/// A terminal that answers from a script: each question takes the next answer, and the input ends
/// when the script does. Everything said and asked is written down, as a terminal would show it.
final class ScriptedTerminal: SessionTerminal {
    private var script: [String]
    /// The lines shown, a question and its answer as `question > answer`.
    private(set) var lines: [String] = []
    /// The questions asked, in order.
    private(set) var questions: [String] = []

    init(_ script: [String]) { self.script = script }

    func say(_ text: String) {
        lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func ask(_ question: String, completions: [String]) -> String? {
        questions.append(question)
        guard !script.isEmpty else {
            lines.append(question + " > ")
            return nil
        }
        let answer = script.removeFirst()
        lines.append(question + " > " + answer)
        return answer
    }

    /// The answers not taken.
    var unanswered: [String] { script }

    /// The whole dialogue, a line each.
    var transcript: String { lines.joined(separator: "\n") + "\n" }
}

/// Keeps drafts in memory; refuses the paths it is told to.
final class MemoryKeeper: DraftKeeper {
    private(set) var kept: [String: (receipt: Receipt, plan: SplitPlan)] = [:]
    let refused: Set<String>

    init(refusing refused: Set<String> = []) { self.refused = refused }

    func keep(_ receipt: Receipt, plan: SplitPlan, at path: String) throws(DraftNotKept) {
        guard !refused.contains(path) else { throw DraftNotKept("\(path) exists already; name another file") }
        kept[path] = (receipt, plan)
    }
}

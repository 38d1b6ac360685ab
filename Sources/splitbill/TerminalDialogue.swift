import Foundation
import SplitDialogue

/// The terminal a session talks on: questions read with ``LineEditor`` (↑ and ↓ going back through the
/// answers of earlier sessions too, kept in ``AnswerHistory``), lines written to standard output wrapped at
/// the terminal's width.
final class TerminalDialogue: SessionTerminal {
    private let editor: LineEditor
    private let kept: AnswerHistory

    init(kept: AnswerHistory = .standard) {
        self.kept = kept
        editor = LineEditor(history: kept.load())
    }

    func say(_ text: String) {
        FileHandle.standardOutput.write(Data(TerminalText.forTerminal(text + "\n", fd: STDOUT_FILENO).utf8))
    }

    func ask(_ question: String, completions: [String]) -> String? {
        let line = editor.readLine(prompt: TerminalText.forTerminal(question + " > ", fd: STDOUT_FILENO), completions: completions)
        if line != nil { kept.save(editor.history) }
        return line
    }
}

import Foundation
import SplitDialogue

/// The terminal a session talks on: questions read with ``LineEditor``, lines written to standard output
/// wrapped at the terminal's width.
final class TerminalDialogue: SessionTerminal {
    private let editor = LineEditor()

    func say(_ text: String) {
        FileHandle.standardOutput.write(Data(TerminalText.forTerminal(text + "\n", fd: STDOUT_FILENO).utf8))
    }

    func ask(_ question: String, completions: [String]) -> String? {
        editor.readLine(prompt: TerminalText.forTerminal(question + " > ", fd: STDOUT_FILENO), completions: completions)
    }
}

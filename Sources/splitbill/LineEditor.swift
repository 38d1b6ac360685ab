import Foundation

/// Reads answers on a terminal with line editing: ← → (and Ctrl-B, Ctrl-F) move, Home/End (Ctrl-A,
/// Ctrl-E), Backspace and Delete, Ctrl-U and Ctrl-K cut before and after the cursor, Ctrl-W the word
/// before it; ↑ ↓ go through the answers given before; Tab completes the word being typed from the
/// candidates given (names at the table, commands). Ctrl-D on an empty line ends the input.
///
/// The terminal is put in non-canonical mode without echo only while a line is read, and restored
/// after (also on Ctrl-C, which still stops the command). Off a terminal, lines are read as they come.
final class LineEditor {
    /// The answers given so far, oldest first, for ↑ and ↓.
    private(set) var history: [String]
    /// The terminal's settings while no line is read.
    private nonisolated(unsafe) static var saved = termios()
    private nonisolated(unsafe) static var active = false

    /// The prompt of the line being read, written again under a list of completions.
    private var prompt = ""

    /// An editor whose ↑ starts from the newest of `history` (answers given before, oldest first).
    init(history: [String] = []) {
        self.history = history
    }

    /// One line typed after `prompt` (written once the terminal is ready, so that nothing typed after
    /// it is echoed twice); nil at the end of the input.
    func readLine(prompt: String, completions: [String] = []) -> String? {
        self.prompt = prompt
        guard isatty(STDIN_FILENO) == 1 else { write(prompt); return Swift.readLine() }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { write(prompt); return Swift.readLine() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        Self.saved = original
        Self.active = true
        signal(SIGINT) { _ in
            if LineEditor.active { tcsetattr(STDIN_FILENO, TCSANOW, &LineEditor.saved) }
            _exit(130)
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        write(prompt)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            Self.active = false
            signal(SIGINT, SIG_DFL)
        }
        var state = State(history: history)
        while let byte = readByte() {
            switch byte {
            case 13, 10:  // Enter
                write("\n")
                let line = state.text
                if !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line { history.append(line) }
                return line
            case 4:  // Ctrl-D
                if state.chars.isEmpty { write("\n"); return nil }
                state.deleteForward()
            case 127, 8: state.backspace()
            case 1: state.cursor = 0
            case 5: state.cursor = state.chars.count
            case 2: state.cursor = max(0, state.cursor - 1)
            case 6: state.cursor = min(state.chars.count, state.cursor + 1)
            case 21: state.chars.removeFirst(state.cursor); state.cursor = 0
            case 11: state.chars.removeLast(state.chars.count - state.cursor)
            case 23: state.deleteWord()
            case 9: complete(&state, from: completions)
            case 27: escape(&state)
            case 0..<32: break
            default:
                guard let character = readCharacter(startingWith: byte) else { continue }
                if state.cursor == state.chars.count {
                    // Typed at the end: echoed as it is, as a terminal would.
                    state.chars.append(character)
                    state.cursor += 1
                    state.shown = state.chars
                    state.shownCursor = state.cursor
                    write(character)
                    continue
                }
                state.chars.insert(character, at: state.cursor)
                state.cursor += 1
            }
            redraw(&state)
        }
        write("\n")
        return state.chars.isEmpty ? nil : state.text
    }

    /// The line being edited and what the terminal shows of it.
    struct State {
        var chars: [String] = []
        var cursor = 0
        var shown: [String] = []
        var shownCursor = 0
        let history: [String]
        var position: Int
        var draft: [String] = []

        init(history: [String]) {
            self.history = history
            position = history.count
        }

        var text: String { chars.joined() }

        mutating func backspace() {
            guard cursor > 0 else { return }
            chars.remove(at: cursor - 1)
            cursor -= 1
        }

        mutating func deleteForward() {
            if cursor < chars.count { chars.remove(at: cursor) }
        }

        mutating func deleteWord() {
            var start = cursor
            while start > 0, chars[start - 1] == " " { start -= 1 }
            while start > 0, chars[start - 1] != " " { start -= 1 }
            chars.removeSubrange(start..<cursor)
            cursor = start
        }

        /// ↑ (`by` -1) or ↓ (1) through the history; the line being typed is kept as the newest.
        mutating func move(by step: Int) {
            let next = position + step
            guard next >= 0, next <= history.count else { return }
            if position == history.count { draft = chars }
            position = next
            chars = next == history.count ? draft : history[next].map(String.init)
            cursor = chars.count
        }
    }

    /// Arrow keys, Home, End and Delete, after the escape byte.
    private func escape(_ state: inout State) {
        guard let first = readByte(), first == 91 || first == 79 else { return }  // `[` or `O`
        guard var code = readByte() else { return }
        var number = 0
        while (48...57).contains(code) {
            number = number * 10 + Int(code - 48)
            guard let next = readByte() else { return }
            code = next
        }
        switch code {
        case 65: state.move(by: -1)  // ↑
        case 66: state.move(by: 1)  // ↓
        case 67: state.cursor = min(state.chars.count, state.cursor + 1)  // →
        case 68: state.cursor = max(0, state.cursor - 1)  // ←
        case 72: state.cursor = 0  // Home
        case 70: state.cursor = state.chars.count  // End
        case 126 where number == 3: state.deleteForward()  // Delete
        case 126 where number == 1 || number == 7: state.cursor = 0
        case 126 where number == 4 || number == 8: state.cursor = state.chars.count
        default: break
        }
    }

    /// Completes the word before the cursor (after a space, comma, colon or `=`) from `candidates`,
    /// regardless of case: the one that fits, or what all that fit share; with several, they are listed.
    private func complete(_ state: inout State, from candidates: [String]) {
        var start = state.cursor
        while start > 0, !" ,:=".contains(state.chars[start - 1]) { start -= 1 }
        let word = state.chars[start..<state.cursor].joined().lowercased()
        let fits = candidates.filter { $0.lowercased().hasPrefix(word) }
        guard !fits.isEmpty else { write("\u{07}"); return }
        var shared = fits[0].lowercased()
        for fit in fits.dropFirst() {
            while !fit.lowercased().hasPrefix(shared) { shared.removeLast() }
        }
        let chosen = fits.count == 1 ? fits[0] : String(fits[0].prefix(shared.count))
        if chosen.count > word.count || fits.count == 1 {
            let replacement = chosen.map(String.init)
            state.chars.replaceSubrange(start..<state.cursor, with: replacement)
            state.cursor = start + replacement.count
        } else {
            // Nothing more to add: the candidates are shown under the line, which is written again.
            write("\n" + fits.joined(separator: "  ") + "\n" + prompt)
            state.shown = []
            state.shownCursor = 0
        }
    }

    /// Writes the line again from the start of what is shown, and puts the cursor in its place.
    private func redraw(_ state: inout State) {
        var out = ""
        if state.shownCursor > 0 { out += "\u{1B}[\(state.shownCursor)D" }
        out += state.text + "\u{1B}[K"
        let back = state.chars.count - state.cursor
        if back > 0 { out += "\u{1B}[\(back)D" }
        write(out)
        state.shown = state.chars
        state.shownCursor = state.cursor
    }

    /// The rest of a UTF-8 character whose first byte is `first`.
    private func readCharacter(startingWith first: UInt8) -> String? {
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        var bytes = [first]
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        return String(bytes: bytes, encoding: .utf8)
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 { return byte }
            if n < 0, errno == EINTR { continue }
            return nil
        }
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

import Foundation

/// Text for a person at a terminal: long lines wrapped at the terminal's width, between words.
enum TerminalText {
    /// The width of the terminal on `fd`: what the terminal says, else `$COLUMNS`, else 80.
    static func width(of fd: Int32) -> Int {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// `text` with each line longer than `width` broken between words; a broken line goes on indented
    /// by its own leading spaces and two more. A word longer than the width (a path) is kept whole.
    /// Text after the last newline (a question, a progress bar) is left as it is.
    static func wrapped(_ text: String, width: Int) -> String {
        guard width >= 20 else { return text }
        var lines = text.components(separatedBy: "\n")
        let open = lines.removeLast()
        var out: [String] = []
        for line in lines {
            guard line.count > width else { out.append(line); continue }
            let lead = String(line.prefix { $0 == " " })
            let indent = lead + "  "
            var current = lead
            for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
                let start = current == lead || current == indent
                if !start, current.count + 1 + word.count > width {
                    out.append(current)
                    current = indent + word
                } else {
                    current += (start ? "" : " ") + word
                }
            }
            out.append(current)
        }
        return (out + [open]).joined(separator: "\n")
    }

    /// `text` wrapped for the terminal on `fd`, or as it is when `fd` is not a terminal (a pipe or a
    /// file keeps each message on one line, for programs).
    static func forTerminal(_ text: String, fd: Int32) -> String {
        isatty(fd) == 1 ? wrapped(text, width: width(of: fd)) : text
    }
}

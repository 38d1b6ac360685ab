import ArgumentParser
import SplitBillCore

/// The exit codes of `splitbill`, after BSD's sysexits.h.
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case cannotCreate = 73
}

/// An error the user can act on: a message and the exit code that goes with it.
///
/// The message quotes what the user gave (a file name, a value): its control characters are written out as
/// escapes (`\u{1B}`), its line breaks kept, so that printing it never moves a terminal's cursor or
/// rewrites its title.
struct CommandError: Error, CustomStringConvertible {
    var message: String
    var status: ExitStatus

    init(_ message: String, _ status: ExitStatus) {
        self.message = message.escapingControlCharacters(keepingLineBreaks: true)
        self.status = status
    }

    var description: String { message }
}

extension ParsableArguments {
    /// Runs `body`, turning a ``CommandError`` into a message on standard error and its exit code.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CommandError {
            StandardError.write("Error: \(error.message)\n")
            throw ExitCode(error.status.rawValue)
        }
    }
}

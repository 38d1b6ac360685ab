import BillSplitter
import Foundation
import SplitBillCore
import SplitDialogue

/// `--interactive` of `split` and `edit`: ``SplitSession``'s dialogue on the terminal
/// (``TerminalDialogue``), its bill kept as a bill file (``BillFileDrafts``), and what its end means for
/// the command: a split to go on with, a message, or an exit code.
enum Interactive {
    /// The command's words in the dialogue: how a payer is named later, how a kept bill is finished.
    static func wording(payerLater: String = "splitbill edit N --payer NAME") -> SessionWording {
        SessionWording(namingPayerLater: payerLater, finishingLater: "splitbill split FILE --interactive")
    }

    /// Runs the dialogue on `request`; the session when it ended in a split, nil when it ended without one
    /// (`quit`, or kept to finish later: said on standard error, with `stopped` for `quit`).
    ///
    /// - Throws: off a terminal (exit 64), for a request whose corrections cannot be made (64), and when
    ///   the input ended (exit 1).
    static func run(_ request: SplitRequest, setup: SessionSetup, stopped: String) throws(CommandError) -> SplitSession? {
        guard isatty(0) == 1, isatty(1) == 1 else {
            throw CommandError("--interactive asks questions on a terminal; without one, say who had what with --assign or --assignments FILE", .usage)
        }
        var session: SplitSession
        do { session = try SplitSession(request: request, setup: setup, terminal: TerminalDialogue(), keeper: BillFileDrafts()) } catch {
            throw CommandError(error.advice, .usage)
        }
        switch session.run() {
        case .split:
            return session
        case .kept(let path):
            StandardError.write("Saved the bill and your answers to \(path); finish with splitbill split \(path) --interactive.\n")
        case .quit:
            StandardError.write(stopped + "\n")
        case .endOfInput:
            throw CommandError("the input ended; nothing was split or saved", .failure)
        }
        return nil
    }
}

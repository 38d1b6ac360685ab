import BillSplitter
import SplitBillCore

/// Where a ``SplitSession`` holds its dialogue: lines said to the person, and questions they answer.
///
/// A terminal with a line editor is one; a test's script of answers is another. The session never
/// prints or reads by itself.
public protocol SessionTerminal: AnyObject {
    /// Shows `text` (one line, or several separated by line breaks).
    func say(_ text: String)

    /// Asks `question` and returns the line the person typed, without its line break; nil when the input
    /// has ended. `completions` are the words an answer may be made of (names at the table, commands),
    /// for a terminal that completes them.
    func ask(_ question: String, completions: [String]) -> String?
}

/// Where a session keeps the bill with the answers so far, for `save FILE` and for keeping the answers
/// at `quit`: the caller writes it (as a bill file that a new session finishes).
public protocol DraftKeeper {
    /// Keeps `receipt` split by `plan` at `path`, never over a file that is there.
    ///
    /// - Throws: ``DraftNotKept`` with what the person is told; the session asks again.
    func keep(_ receipt: Receipt, plan: SplitPlan, at path: String) throws(DraftNotKept)
}

/// Why the bill could not be kept where the person said: a message they can act on.
public struct DraftNotKept: Error, Sendable {
    /// The message, such as `later.json exists already; name another file`.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }
}

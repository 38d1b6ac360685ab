import BillSplitter
import SplitBillCore

/// What a ``SplitSession`` knows before its first question, beyond the request.
public struct SessionSetup: Sendable {
    /// Whether the tip is settled already (by the caller, a bill file, a setting or the receipt), so
    /// that it is not asked.
    public var tipKnown: Bool
    /// Who usually pays, offered at "Who paid?" (Enter takes them) when they are at the table.
    public var usualPayer: String?
    /// Whether the bill was split before and is gone through again: every item, the tip and the payer are
    /// asked, each offering the answer it had (Enter keeps it).
    public var revisiting: Bool
    /// The caller's words for what is done after the session.
    public var wording: SessionWording

    /// A setup; by default the tip is asked and nobody is offered as the payer.
    public init(tipKnown: Bool = false, usualPayer: String? = nil, revisiting: Bool = false, wording: SessionWording = SessionWording()) {
        self.tipKnown = tipKnown
        self.usualPayer = usualPayer
        self.revisiting = revisiting
        self.wording = wording
    }
}

/// How the session names what a person does after it, in the caller's terms (a command, a button).
public struct SessionWording: Sendable {
    /// How a payer is named once the bill is saved: `the bill is edited`, as in "settle leaves the bill
    /// out until the bill is edited".
    public var namingPayerLater: String
    /// How a bill kept in a file is finished: as in "to finish with a new session on FILE".
    public var finishingLater: String

    /// The wording; the defaults speak of no command.
    public init(namingPayerLater: String = "a payer is named", finishingLater: String = "a new session on FILE") {
        self.namingPayerLater = namingPayerLater
        self.finishingLater = finishingLater
    }
}

/// How a ``SplitSession`` ended.
public enum SessionEnd: Hashable, Sendable {
    /// The bill is to be split as it now stands (``SplitSession/receipt`` and ``SplitSession/plan``).
    case split
    /// The bill and the answers were kept at this path, to finish later.
    case kept(path: String)
    /// The person stopped (`quit`); nothing is to be split or kept.
    case quit
    /// The input ended before the session did; nothing is to be split or kept.
    case endOfInput
}

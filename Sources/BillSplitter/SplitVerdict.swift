import SplitBillCore

/// Whether a split may be called verified, and what it says when it may not: the verified policy of
/// a bill read from a photo or text, or from a bill file that says what its checks found.
///
/// The rules:
/// 1. A bill typed by hand, with no reading and no `"verified"` in its file, has no verdict (nil).
/// 2. Otherwise it is verified when it has a total and the checks said so: the checks made again after
///    corrections (``SplitRequest/verified(_:)``), else the reading's verdict, else the file's, else yes.
/// 3. A bill file that says `"verified": false` though its parts add up, where scan's findings in it
///    hold no warning (the reading made its total from the parts, or guessed the currency: the doubt is
///    the reading's, not a sum that failed), stays unverified until a correction of its amounts or
///    charges, or until the file loses its `"verified": false`: ``keepsFileDoubt``.
/// 4. An unverified bill says why: the reading's notes on the whole receipt (a total taken from the
///    subtotal and charges, a currency guessed) go with its warnings, in ``notes``.
public struct SplitVerdict: Hashable, Sendable {
    /// The verdict: nil for a bill without one (rule 1).
    public var verified: Bool?
    /// Whether the file's `"verified": false` was kept though the parts add up (rule 3); a caller says
    /// how to lift it.
    public var keepsFileDoubt: Bool
    /// The notes on the whole receipt to add to an unverified split (rule 4).
    public var notes: [String]

    /// The verdict on splitting `receipt`.
    ///
    /// - Parameters:
    ///   - receipt: the receipt to split, with the corrections made.
    ///   - checked: the checks' verdict on the bill as it now stands (the checks made again, else the
    ///     reading's), when there is one.
    ///   - fromReading: whether the bill was read from a photo or text.
    ///   - fileSays: what the bill file says of its checks (`"verified"`), when it says.
    ///   - fileReceipt: the receipt as the file wrote it, with scan's findings.
    ///   - corrected: whether corrections changed its amounts or charges (``SplitRequest/correctsAmounts``).
    public init(receipt: Receipt, checked: Bool?, fromReading: Bool, fileSays: Bool?, fileReceipt: Receipt?, corrected: Bool) {
        keepsFileDoubt = false
        notes = []
        guard fromReading || fileSays != nil else {
            verified = nil
            return
        }
        var verdict = receipt.total != nil && (checked ?? fileSays ?? true)
        if fileSays == false, !corrected, verdict, fileReceipt.map(Self.isDoubtOfTheReading) ?? true {
            verdict = false
            keepsFileDoubt = true
        }
        verified = verdict
        if !verdict {
            for f in receipt.findings where f.severity == .note && f.item == nil && !notes.contains(f.message) {
                notes.append(f.message)
            }
        }
    }

    /// Whether a bill file's `"verified": false` is the reading's doubt, not a sum that failed: its
    /// findings (as scan wrote them) hold no warning.
    public static func isDoubtOfTheReading(_ fileReceipt: Receipt) -> Bool {
        !fileReceipt.findings.contains { $0.severity == .warning }
    }
}

extension SplitRequest {
    /// Whether the corrections change the receipt's amounts or its charges (a tax, service charge or
    /// discount given): what lifts a bill file's `"verified": false` (see ``SplitVerdict``).
    public var correctsAmounts: Bool {
        edits.changesAmounts || flags.tax != nil || flags.service != nil || flags.discount != nil
    }
}

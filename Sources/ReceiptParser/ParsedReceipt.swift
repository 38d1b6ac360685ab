import SplitBillCore

/// A receipt read by ``ReceiptParser``, with the checks its own arithmetic allowed.
///
/// The receipt carries the findings (what a person should check); ``verification`` lists every
/// check that could be made and whether it passed.
public struct ParsedReceipt: Hashable, Sendable {
    /// The receipt as read, findings included.
    public var receipt: Receipt
    /// The arithmetic checks made on it.
    public var verification: Verification
    /// The rows the receipt was read from.
    public var rows: [RecognizedRow]
    /// Where the total came from.
    public var totalSource: TotalSource
    /// The total line, as printed, of a refund or return slip: a receipt whose total and charged tax are
    /// both printed as money given back (`TOTAL $108.85-` over `TAX 6.88-`, or in brackets) and that names
    /// a refund or a return; `nil` for a bill. Such a slip is read as a bill would be, and a finding says so.
    public var refundTotalLine: String?
    /// Why the receipt was read as it was: each row's rules, how the total was found, every repair.
    public var trace: ParseTrace

    /// Where a receipt's total came from.
    public enum TotalSource: Hashable, Sendable {
        /// A printed total line (or a printed amount the arithmetic showed to be the total).
        case printed
        /// No total line: the payment less the change, which the items confirm.
        case payment
        /// No total line: the subtotal, as nothing is added to it (a guess).
        case subtotal
        /// No total line: the subtotal plus the printed tax and charges (a guess).
        case computed
        /// No total line: the largest amount printed (a guess).
        case largestAmount
        /// No total at all.
        case none

        /// Whether a line of the receipt printed the total or the payment backs it (not a guess).
        public var isPrinted: Bool { self == .printed || self == .payment }
    }

    /// Creates a parsed receipt.
    public init(receipt: Receipt, verification: Verification, rows: [RecognizedRow] = [],
                totalSource: TotalSource? = nil, refundTotalLine: String? = nil, trace: ParseTrace = .empty) {
        self.receipt = receipt
        self.verification = verification
        self.rows = rows
        self.totalSource = totalSource ?? (receipt.total == nil ? .none : .printed)
        self.refundTotalLine = refundTotalLine
        self.trace = trace
    }

    /// Whether the receipt's arithmetic confirms the reading: see ``Verification/isVerified``.
    public var isVerified: Bool { verification.isVerified }

    /// The bill file for the receipt (`Receipt/jsonObject`) with `verified` added before `findings`,
    /// the recognised rows under `lines` when `includeLines` is set, and the ``trace`` under `trace` when
    /// `includeTrace` is.
    public func jsonObject(includeLines: Bool = false, includeTrace: Bool = false) -> JSONObject {
        var object = receipt.jsonObject(verified: isVerified)
        if includeLines { object["lines"] = .array(rows.map(\.jsonValue)) }
        if includeTrace { object["trace"] = trace.jsonValue }
        return object
    }
}

/// The checks that a receipt's own arithmetic allows, and their outcome.
public struct Verification: Hashable, Sendable {
    /// One check.
    public struct Check: Hashable, Sendable, CustomStringConvertible {
        /// What was checked.
        public enum Kind: Hashable, Sendable {
            /// Quantity × unit price = line total for the item (numbered from 1).
            case itemArithmetic(item: Int)
            /// The items (less their discounts) add up to the printed subtotal.
            case itemsMatchSubtotal
            /// Subtotal (or the items) + added tax + service + tip − discounts + rounding = total.
            case totalAddsUp
            /// Cash tendered − change = total.
            case paymentMatchesTotal
            /// The figures add up as read: the arithmetic did not have to take a line out of the items or
            /// put its own amount in place of the total read (each said in a finding). Such a repair is
            /// often right, but not often enough to call the receipt verified.
            case readAsRead
        }

        /// What was checked.
        public var kind: Kind
        /// Whether it held.
        public var passed: Bool

        /// Creates a check outcome.
        public init(_ kind: Kind, passed: Bool) {
            self.kind = kind
            self.passed = passed
        }

        /// The check in words, with its outcome: `passed: items add up to the subtotal`.
        public var description: String {
            let what: String
            switch kind {
            case .itemArithmetic(let item): what = "item \(item): quantity × unit price = line total"
            case .itemsMatchSubtotal: what = "items add up to the subtotal"
            case .totalAddsUp: what = "subtotal and charges add up to the total"
            case .paymentMatchesTotal: what = "payment less change is the total"
            case .readAsRead: what = "the figures add up as read, without a repair"
            }
            return (passed ? "passed: " : "failed: ") + what
        }
    }

    /// Every check that could be made, in the order made.
    public var checks: [Check]

    /// Creates a verification from checks.
    public init(checks: [Check] = []) {
        self.checks = checks
    }

    /// Whether the reading is confirmed: the total was checked against the items (through the
    /// subtotal and charges) and every check that could be made passed.
    public var isVerified: Bool {
        checks.contains { $0.kind == .totalAddsUp } && checks.allSatisfy(\.passed)
    }

    /// The checks that failed.
    public var failed: [Check] { checks.filter { !$0.passed } }
}

import BillSplitter
import SplitBillCore

/// Why a typed correction cannot be made: the keyword and value as typed, and what is wrong with them.
///
/// ``description`` says it in the words of the dialogue (`set 3x: write it as ITEM=AMOUNT, such as set
/// 3=12.50`); ``message(keywordPrefix:)`` puts a prefix before each keyword, for a caller whose
/// corrections are written otherwise.
public struct CorrectionError: Error, Sendable, CustomStringConvertible {
    /// The correction's keyword: `set`.
    public var keyword: String
    /// Its value as typed: `3x`.
    public var value: String
    /// What is wrong.
    public var problem: Problem

    /// What is wrong with a correction.
    public enum Problem: Sendable {
        /// Not written in the form the keyword takes.
        case form(Form)
        /// The text before `=` names no item.
        case notAnItemNumber(String)
        /// The items to remove cannot be read.
        case items(SplitError)
        /// An amount cannot be read, or is negative.
        case amount(AmountError)
        /// A rounding larger than a rounding can be.
        case roundingTooLarge(limit: Money)
        /// The date names no day (the reason, from `CalendarDay/problem(_:example:)`).
        case day(String)
        /// A tax, tip or service charge cannot be read.
        case charge(SplitError)
        /// The keyword is none of ``Correction/keywords``.
        case unknownKeyword
    }

    /// The forms of the values that pair two things with `=`.
    public enum Form: Sendable {
        /// `3=12.50`.
        case itemAmount
        /// `3=Clara limón`.
        case itemName
        /// `Bread=2.00`.
        case nameAmount
    }

    /// An error of `keyword` with `value`.
    public init(keyword: String, value: String, problem: Problem) {
        self.keyword = keyword
        self.value = value
        self.problem = problem
    }

    /// `set 3x: write it as ITEM=AMOUNT, such as set 3=12.50`.
    public var description: String { message(keywordPrefix: "") }

    /// The message with `keywordPrefix` before each keyword it names (the one typed, and those of the
    /// examples and remedies); a value named in quotes where the prefix is not empty (as a shell needs).
    public func message(keywordPrefix p: String) -> String {
        let q = p.isEmpty ? "" : "\""
        let reason: String
        switch problem {
        case .form(.itemAmount): reason = "write it as ITEM=AMOUNT, such as \(p)set 3=12.50"
        case .form(.itemName): reason = "write it as ITEM=NAME, such as \(p)rename 3=\(q)Clara limón\(q)"
        case .form(.nameAmount): reason = "write it as NAME=AMOUNT, such as \(p)add \(q)Bread=2.00\(q)"
        case .notAnItemNumber(let text): reason = "\"\(text)\" is not an item number; items are numbered from 1"
        case .items(let error), .charge(let error): return "\(p)\(keyword): \(error.description)"
        case .amount(let error): reason = error.description
        case .roundingTooLarge(let limit):
            reason = "a rounding is a few cents at most (up to \(limit.formatted)); for a larger difference, correct an item with \(p)set or the total with \(p)total"
        case .day(let why): reason = why
        case .unknownKeyword: reason = "there is no such correction; the corrections are " + Correction.keywords.map { p + $0 }.joined(separator: ", ")
        }
        return "\(p)\(keyword) \(value): \(reason)"
    }
}

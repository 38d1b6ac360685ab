/// The sum that makes a bill's total from its parts: the items (or the subtotal printed for them), then
/// the charges and reductions, each as it enters the sum (a discount, and a rounding down, below zero).
///
/// It is the receipt's arithmetic as a value: the receipt parser checks its reading with it, the split
/// refuses a bill whose chain misses its printed total with it (BillSplitter's `SplitError`), and the
/// checks made again after corrections word what does not add up from it. Nobody reads its words back:
/// code that needs a part asks ``terms``.
///
/// ```swift
/// var chain = TotalChain(.items, Money(minorUnits: 1700, currency: .usd))
/// chain.append(.tax, Money(minorUnits: 120, currency: .usd))
/// chain.sum                  // 18.20
/// chain.text(\.formatted)    // "items $17.00 + tax $1.20"
/// ```
public struct TotalChain: Hashable, Sendable {
    /// What a term of the chain is.
    public enum Part: String, Hashable, Sendable, CaseIterable {
        case items, subtotal, discount, service, tax, tip, rounding
    }

    /// One term: a part and its amount as it enters the sum.
    public struct Term: Hashable, Sendable {
        public var part: Part
        /// The amount added; below zero for what is taken off.
        public var amount: Money

        public init(_ part: Part, _ amount: Money) {
            self.part = part
            self.amount = amount
        }
    }

    /// The terms in the order they are written; the first is the base (the items or the subtotal).
    public private(set) var terms: [Term]

    /// A chain of its base alone.
    public init(_ base: Part, _ amount: Money) {
        terms = [Term(base, amount)]
    }

    /// The chain with `amount` added as `part` (below zero for what is taken off).
    public mutating func append(_ part: Part, _ amount: Money) {
        terms.append(Term(part, amount))
    }

    /// The base: the first term's amount.
    public var base: Money { terms[0].amount }

    /// What the terms add up to.
    public var sum: Money { terms.dropFirst().reduce(base) { $0 + $1.amount } }

    /// Whether anything is added to or taken off the base.
    public var hasCharges: Bool { terms.count > 1 }

    /// The parts after the base, in order.
    public var charges: [Part] { terms.dropFirst().map(\.part) }

    /// The chain in words, each amount written by `amount`: `items $17.00 - discount $2.00 + tax $1.20`.
    public func text(_ amount: (Money) -> String) -> String {
        var out = "\(terms[0].part.rawValue) \(amount(terms[0].amount))"
        for term in terms.dropFirst() {
            out += term.amount.isNegative
                ? " - \(term.part.rawValue) \(amount(term.amount.magnitude))" : " + \(term.part.rawValue) \(amount(term.amount))"
        }
        return out
    }

    /// The sum in words: `items $17.00 + tax $1.20 = $18.20`; with no charges `the items add up to $17.00`
    /// (`the subtotal says 31.90`).
    public func sumText(_ amount: (Money) -> String) -> String {
        if hasCharges { return "\(text(amount)) = \(amount(sum))" }
        return terms[0].part == .items ? "the items add up to \(amount(sum))" : "the \(terms[0].part.rawValue) says \(amount(sum))"
    }
}

import SplitBillCore

/// An extra on a bill (a tip, tax, service charge or discount) given as an amount or a percentage.
public enum Charge: Hashable, Sendable {
    /// A fixed amount.
    case amount(Money)
    /// A percentage of a base that depends on the charge (see ``SplitPlan``), such as `18`.
    case percent(ExactDecimal)

    /// Reads `18%`, `8.875 %`, `10.00`, `12,50` or `€5`.
    ///
    /// - Throws: ``SplitError/invalidCharge(_:_:_:)`` for text that is neither, or a negative value.
    public init(parsing text: String, currency: Currency, what: String) throws(SplitError) {
        let trimmed = String(text.trimming(" "))
        if trimmed.hasSuffix("%") {
            let number = String(trimmed.dropLast().trimming(" ")).replacingComma()
            guard let p = ExactDecimal(number) else {
                throw .invalidCharge(what, text, "\"\(text)\" is not a percentage; write it like 18% or 8.875%")
            }
            guard !p.isNegative else { throw .invalidCharge(what, text, "a \(what) cannot be negative") }
            guard p <= ExactDecimal(1000), p.normalized.scale <= 6 else {
                throw .invalidCharge(what, text, "\(text) is not a believable \(what) (at most 1000%, 6 decimals)")
            }
            self = .percent(p)
            return
        }
        let money: Money
        do {
            money = try Money(parsing: trimmed, currency: currency)
        } catch {
            throw .invalidCharge(what, text, error.description + "; or a percentage such as 18%")
        }
        guard !money.isNegative else { throw .invalidCharge(what, text, "a \(what) cannot be negative") }
        self = .amount(money)
    }

    /// The charge written back as a person would type it: `18%` or `10.00`.
    public var text: String {
        switch self {
        case .amount(let m): m.plainString
        case .percent(let p): p.normalized.description + "%"
        }
    }
}

extension String {
    /// The text with a decimal comma turned into a dot (`8,875` → `8.875`).
    func replacingComma() -> String {
        String(map { $0 == "," ? "." : $0 })
    }
}

extension Charge {
    /// For a tip or service charge written as a bare whole number (`15`: neither `15%` nor `15.00`), which
    /// most people mean as a percentage and ``init(parsing:currency:what:)`` reads as money: the message that
    /// spells out both readings (`write 15% for a tip of 15 percent, or 15.00 for an amount of $15.00`).
    /// Nil for anything else (and for `0`, the same either way).
    public static func ambiguity(of text: String, what: String, currency: Currency) -> String? {
        let t = String(text.trimming(" "))
        guard !t.isEmpty, t.allSatisfy({ $0.isASCII && $0.isNumber }), t.contains(where: { $0 != "0" }),
              let amount = try? Money(parsing: t, currency: currency) else { return nil }
        let written = currency.minorUnitDigits == 0 ? t : amount.plainString
        return "write \(t)% for a \(what) of \(t) percent, or \(written) for an amount of \(amount.formatted)"
    }
}

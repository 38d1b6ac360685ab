import Foundation
import SplitBillCore

/// Amounts in a message written the way the bill writes them.
enum AmountWording {
    /// `message` with each plain amount (`53.20`: digits, a point and the currency's decimals) written as
    /// the currency writes it (`53,20 €`), so that a finding reads like the bill. Quoted text (a line as
    /// printed) is left as it is, and so is a number that is a rate or a quantity (before `%` or `×`, after
    /// `×`), and every number of a currency without decimals (which cannot be told from a count).
    static func localized(_ message: String, currency: Currency) -> String {
        guard currency.minorUnitDigits > 0 else { return message }
        let pattern = "(?<![\\d.,×])-?\\d+\\.\\d{\(currency.minorUnitDigits)}(?![\\d%×]| ×|\\.\\d)"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return message }
        let parts = message.components(separatedBy: "\"")
        return parts.enumerated().map { i, part in
            guard i % 2 == 0 else { return part }
            var out = part
            for match in regex.matches(in: part, range: NSRange(part.startIndex..., in: part)).reversed() {
                guard let range = Range(match.range, in: out) else { continue }
                // A unit price after `×` is a factor, not an amount of the bill.
                if out[..<range.lowerBound].hasSuffix("× ") { continue }
                guard let amount = try? Money(parsing: String(out[range]), currency: currency, decimalMark: ".") else { continue }
                out.replaceSubrange(range, with: amount.formatted)
            }
            return out
        }.joined(separator: "\"")
    }

    /// The findings with their messages ``localized(_:currency:)``.
    static func localized(_ findings: [Finding], currency: Currency) -> [Finding] {
        findings.map { f in
            var f = f
            f.message = localized(f.message, currency: currency)
            return f
        }
    }
}

import SplitBillCore

/// Why balances could not be worked out or settled. Each message says what was wrong.
public enum SettleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Adding the amounts up would go beyond what 64-bit minor units hold (about 9.2 × 10^18).
    case overflow
    /// An amount is in another currency than the ledger or the balances.
    case currencyMismatch(expected: Currency, found: Currency)
    /// The balances given do not add up to zero, so no transfers can clear them.
    case unbalanced(Money)
    /// The same person is listed twice among the balances.
    case duplicatePerson(String)
    /// An exchange rate that is zero, negative, or has too many digits to convert exactly.
    case unusableRate(String)

    public var description: String {
        switch self {
        case .overflow:
            return "the amounts are too large to add up exactly (beyond 9.2 × 10^18 minor units); check the bills for a misread amount"
        case .currencyMismatch(let expected, let found):
            return "an amount in \(found.code) cannot be added to balances in \(expected.code) without an exchange rate"
        case .unbalanced(let sum):
            return "the balances add up to \(sum.formatted), not to zero, so no transfers can clear them"
        case .duplicatePerson(let name):
            return "\(name) is listed twice among the balances; list each person once"
        case .unusableRate(let detail):
            return "unusable exchange rate: \(detail)"
        }
    }
}

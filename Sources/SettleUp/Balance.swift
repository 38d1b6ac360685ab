import SplitBillCore

/// One person's net position over the bills and payments counted: positive when the others owe
/// them (they paid more than their share), negative when they owe.
public struct Balance: Hashable, Sendable {
    /// The person.
    public var name: String
    /// What they are owed (positive) or owe (negative).
    public var amount: Money

    /// A person's balance.
    public init(name: String, amount: Money) {
        self.name = name
        self.amount = amount
    }

    /// The order in which people are listed and considered wherever a tie must be broken: by name
    /// regardless of case, then by the exact spelling. It depends on the names alone, so the same
    /// balances always give the same transfers, whatever order they were given in.
    public static func namePrecedes(_ a: String, _ b: String) -> Bool {
        let la = a.lowercased(), lb = b.lowercased()
        return la != lb ? la < lb : a < b
    }
}

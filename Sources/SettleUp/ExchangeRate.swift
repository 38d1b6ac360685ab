import SplitBillCore

/// A rate the user gives to count amounts of one currency in another: one unit of ``from`` is
/// worth ``rate`` units of ``to``. splitbill never converts between currencies without one.
///
/// Each amount is converted on its own and rounded to the nearest minor unit of ``to``, halves away
/// from zero. Converting a debt converts what one person owes and the other is owed alike, so the
/// converted balances still add up to zero exactly.
public struct ExchangeRate: Hashable, Sendable {
    /// The currency converted from.
    public let from: Currency
    /// The currency converted to.
    public let to: Currency
    /// How many units of `to` one unit of `from` is worth: `0.92` for USD to EUR at 0.92.
    public let rate: ExactDecimal

    /// A rate.
    ///
    /// - Throws: ``SettleError/unusableRate(_:)`` for a rate that is not above zero, that has
    ///   more than 12 decimals, or that is beyond ``limit`` to one either way (no two currencies are so far
    ///   apart: such a rate is a slip of the keyboard).
    public init(from: Currency, to: Currency, rate: ExactDecimal) throws(SettleError) {
        let normalized = rate.normalized
        guard normalized.isPositive else { throw .unusableRate("\(rate) is not above zero") }
        guard normalized.scale <= 12 else { throw .unusableRate("\(rate) has more than 12 decimals") }
        guard normalized <= ExactDecimal(significand: Self.limit), normalized >= ExactDecimal(significand: 1, scale: 8) else {
            throw .unusableRate("\(rate) is beyond \(Self.limit) to one either way, further apart than any two currencies; check the rate")
        }
        self.from = from
        self.to = to
        self.rate = normalized
    }

    /// How far apart two currencies may be: a rate is at most this, and at least its inverse (10^-8).
    public static let limit: Int64 = 100_000_000

    /// `amount` in ``to``, rounded to the nearest minor unit, halves away from zero.
    ///
    /// - Precondition: `amount` is in ``from``.
    /// - Throws: ``SettleError/overflow`` when the result is beyond `Money/limit`.
    public func convert(_ amount: Money) throws(SettleError) -> Money {
        precondition(amount.currency == from, "converting \(amount.currency) at a rate from \(from)")
        // minor × significand × 10^toDigits / 10^(scale + fromDigits), in 128 bits.
        let (factor, o1) = UInt64(rate.significand).multipliedReportingOverflow(by: Self.power(to.minorUnitDigits))
        guard !o1 else { throw .overflow }
        let divisor = Self.power(rate.scale + from.minorUnitDigits)  // at most 10^16
        let product = amount.minorUnits.magnitude.multipliedFullWidth(by: factor)
        guard product.high < divisor else { throw .overflow }
        let (quotient, remainder) = divisor.dividingFullWidth(product)
        guard quotient <= UInt64(Money.limit) else { throw .overflow }
        let rounded = remainder >= divisor - remainder ? quotient + 1 : quotient
        guard rounded <= UInt64(Money.limit) else { throw .overflow }
        let value = Int64(rounded)
        return Money(minorUnits: amount.isNegative ? -value : value, currency: to)
    }

    private static func power(_ exponent: Int) -> UInt64 {
        var p: UInt64 = 1
        for _ in 0..<exponent { p *= 10 }
        return p
    }
}

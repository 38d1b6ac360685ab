/// An exact amount of money: a whole number of minor units (cents) in one currency.
///
/// Money never passes through `Double`. Arithmetic between two amounts requires the same
/// currency (a programmer error otherwise). Amounts are kept within ``Money/limit`` so that
/// sums of many items and products with weights cannot overflow; input beyond it is rejected as
/// absurd where it is read (see ``AmountText``).
public struct Money: Hashable, Sendable, Comparable {
    /// The amount in minor units: cents for EUR, yen for JPY, fils for KWD.
    public let minorUnits: Int64
    /// The currency the amount is in.
    public let currency: Currency

    /// The largest magnitude of one amount, in minor units: 10^13 (a hundred billion dollars,
    /// ten trillion yen). Anything larger on a receipt is a misreading, not a bill.
    public static let limit: Int64 = 10_000_000_000_000

    /// Creates an amount from minor units.
    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Zero in `currency`.
    public static func zero(_ currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    /// Converts an exact decimal in major units (`12.5` EUR) to money, if it has no more decimals
    /// than the currency and lies within ``limit``.
    public init?(exactly value: ExactDecimal, currency: Currency) {
        let n = value.normalized
        guard n.scale <= currency.minorUnitDigits,
              let scaled = n.rounded(toPlaces: currency.minorUnitDigits),
              scaled.significand.magnitude <= Money.limit.magnitude else { return nil }
        self.init(minorUnits: scaled.significand, currency: currency)
    }

    /// The amount as an exact decimal in major units, with the currency's decimals: `12.50`.
    public var decimalValue: ExactDecimal {
        ExactDecimal(significand: minorUnits, scale: currency.minorUnitDigits)
    }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }
    /// Whether the amount is below zero.
    public var isNegative: Bool { minorUnits < 0 }
    /// Whether the amount is above zero.
    public var isPositive: Bool { minorUnits > 0 }

    /// The amount with its sign flipped.
    public static prefix func - (amount: Money) -> Money {
        Money(minorUnits: -amount.minorUnits, currency: amount.currency)
    }

    /// The sum of two amounts in the same currency.
    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "adding \(lhs.currency) to \(rhs.currency)")
        return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    /// The difference of two amounts in the same currency.
    public static func - (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "subtracting \(rhs.currency) from \(lhs.currency)")
        return Money(minorUnits: lhs.minorUnits - rhs.minorUnits, currency: lhs.currency)
    }

    public static func += (lhs: inout Money, rhs: Money) { lhs = lhs + rhs }
    public static func -= (lhs: inout Money, rhs: Money) { lhs = lhs - rhs }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        precondition(lhs.currency == rhs.currency, "comparing \(lhs.currency) with \(rhs.currency)")
        return lhs.minorUnits < rhs.minorUnits
    }

    /// The absolute value.
    public var magnitude: Money { Money(minorUnits: minorUnits < 0 ? -minorUnits : minorUnits, currency: currency) }

    /// `percent`% of this amount, rounded to the nearest minor unit, halves away from zero.
    ///
    /// `Money(1000 cents).percentage(ExactDecimal("8.875")!)` is 88.75 cents, rounded to 89.
    /// Returns `nil` only when the result would overflow.
    public func percentage(_ percent: ExactDecimal) -> Money? {
        guard percent.significand >= 0, let divisor = FullWidth.powerOfTen(percent.scale + 2) else { return nil }
        guard let value = FullWidth.multiplyDivideRounded(minorUnits, percent.significand, divisor) else { return nil }
        return Money(minorUnits: value, currency: currency)
    }

    /// The part of this amount that is tax at `percent`%, when the tax is already included in it:
    /// `amount × rate ÷ (100 + rate)`, rounded to the nearest minor unit, halves away from zero.
    ///
    /// 43.00 with 10% VAT included contains 3.91 of VAT.
    public func includedTax(atPercent percent: ExactDecimal) -> Money? {
        guard percent.significand >= 0, let scale = FullWidth.powerOfTen(percent.scale) else { return nil }
        let (hundredScaled, overflow) = Int64(100).multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        let (denominator, overflow2) = hundredScaled.addingReportingOverflow(percent.significand)
        guard !overflow2, let value = FullWidth.multiplyDivideRounded(minorUnits, percent.significand, denominator) else { return nil }
        return Money(minorUnits: value, currency: currency)
    }
}

extension Money {
    /// The sum of two amounts in the same currency, or `nil` when it would lie beyond ``limit``.
    public func adding(_ other: Money) -> Money? {
        precondition(currency == other.currency, "adding \(other.currency) to \(currency)")
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow, sum.magnitude <= Money.limit.magnitude else { return nil }
        return Money(minorUnits: sum, currency: currency)
    }
}

extension Sequence {
    /// The sum of the amounts this closure picks, starting from zero in `currency`.
    ///
    /// - Precondition: the sum fits in 64 bits. For amounts read from input, use
    ///   ``checkedSum(in:_:)``, which reports a sum beyond ``Money/limit`` instead.
    public func sum(in currency: Currency, _ amount: (Element) throws -> Money) rethrows -> Money {
        try reduce(Money.zero(currency)) { $0 + (try amount($1)) }
    }

    /// The sum of the amounts this closure picks, or `nil` when the sum lies beyond ``Money/limit``
    /// in magnitude (a partial sum may go beyond it, as long as 64 bits hold it). Never traps.
    public func checkedSum(in currency: Currency, _ amount: (Element) throws -> Money) rethrows -> Money? {
        var sum: Int64 = 0
        for element in self {
            let value = try amount(element)
            precondition(value.currency == currency, "adding \(value.currency) to \(currency)")
            let (s, overflow) = sum.addingReportingOverflow(value.minorUnits)
            guard !overflow else { return nil }
            sum = s
        }
        guard sum.magnitude <= Money.limit.magnitude else { return nil }
        return Money(minorUnits: sum, currency: currency)
    }
}

extension Money {
    /// `quantity` × `unitPrice` as a till prints it: rounded to the currency's smallest unit, halves away
    /// from zero (10.123 l at 1.799 a litre is 18.21); nil when it is too large to be money.
    public init?(quantity: ExactDecimal, times unitPrice: ExactDecimal, currency: Currency) {
        guard let product = quantity.multiplied(by: unitPrice), let rounded = product.rounded(toPlaces: currency.minorUnitDigits),
              let money = Money(exactly: rounded, currency: currency) else { return nil }
        self = money
    }
}

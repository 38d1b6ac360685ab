import SplitBillCore

extension Currency {
    /// Two totals closer than this (in minor units) differ by cash rounding: under 10 cents, or
    /// under 100 on receipts without decimals.
    var cashRoundingSpan: Int64 { minorUnitDigits == 0 ? 100 : 10 }

    /// A rounding adjustment is less than this (in minor units): one unit of the currency, or a
    /// thousand on receipts without decimals. A larger one is a misreading (`ROUNDING 9.00` for 0.00).
    var largestRounding: Int64 { minorUnitDigits == 0 ? 1000 : minorUnitsPerMajor }
}

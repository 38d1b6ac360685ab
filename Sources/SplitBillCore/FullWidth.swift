/// Integer helpers that never overflow in the middle of a money computation.
///
/// Shares of an amount are `amount × weight ÷ totalWeight`; the product can exceed 64 bits even
/// when the result fits, so these work on the 128-bit product.
package enum FullWidth {
    /// `a × b ÷ c` for non-negative `a`, `b` and positive `c`, as quotient and remainder.
    ///
    /// - Precondition: the quotient fits in `Int64` (true whenever `b <= c`).
    package static func multiplyDivide(_ a: Int64, _ b: Int64, _ c: Int64) -> (quotient: Int64, remainder: Int64) {
        precondition(a >= 0 && b >= 0 && c > 0, "multiplyDivide takes non-negative operands and a positive divisor")
        let product = UInt64(a).multipliedFullWidth(by: UInt64(b))
        precondition(product.high < UInt64(c), "multiplyDivide quotient overflows")
        let (q, r) = UInt64(c).dividingFullWidth(product)
        precondition(q <= UInt64(Int64.max), "multiplyDivide quotient overflows")
        return (Int64(q), Int64(r))
    }

    /// `a × b ÷ c` rounded to the nearest integer, halves away from zero; `a` may be negative.
    ///
    /// Returns `nil` when the result does not fit in `Int64`.
    package static func multiplyDivideRounded(_ a: Int64, _ b: Int64, _ c: Int64) -> Int64? {
        precondition(b >= 0 && c > 0, "multiplyDivideRounded takes a non-negative factor and a positive divisor")
        let magnitude = a.magnitude
        let product = magnitude.multipliedFullWidth(by: UInt64(b))
        guard product.high < UInt64(c) else { return nil }
        let (q, r) = UInt64(c).dividingFullWidth(product)
        let rounded = r >= UInt64(c) - r ? q + 1 : q
        guard rounded <= UInt64(Int64.max) else { return nil }
        return a < 0 ? -Int64(rounded) : Int64(rounded)
    }

    /// `10^exponent`, or `nil` past `Int64`.
    package static func powerOfTen(_ exponent: Int) -> Int64? {
        guard exponent >= 0, exponent <= 18 else { return nil }
        var result: Int64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}

/// A decimal number held exactly, as an integer significand and a count of decimal places.
///
/// Used for everything on a receipt that is not money in the receipt's own currency: quantities
/// (`0.512` kg), unit prices with extra digits (`3.939`/gal), weights of shares and percentages.
/// It never goes through `Double`. `12.50` has significand 1250 and scale 2; values compare by
/// number, so `12.50 == 12.5`.
public struct ExactDecimal: Sendable, CustomStringConvertible {
    /// The digits as an integer, with the sign.
    public let significand: Int64
    /// How many of those digits stand after the decimal point, 0 to 18.
    public let scale: Int

    /// Creates `significand × 10^-scale`.
    ///
    /// - Precondition: `scale` is 0 to 18.
    public init(significand: Int64, scale: Int = 0) {
        precondition((0...18).contains(scale), "an ExactDecimal has 0 to 18 decimal places")
        self.significand = significand
        self.scale = scale
    }

    /// An integer value.
    public init(_ integer: Int) {
        self.init(significand: Int64(integer), scale: 0)
    }

    /// Parses a plain decimal written with a dot: `12`, `-3.5`, `+0.512`, `.75`.
    ///
    /// No grouping marks, signs after the number or currency signs: for amounts as people write
    /// them use ``AmountText``. Returns `nil` for anything else, or for more than 18 digits.
    public init?(_ text: String) {
        var digits: Int64 = 0
        var scale = 0
        var seenDot = false
        var seenDigit = false
        var negative = false
        var chars = Substring(text.trimmingSpaces)
        if let first = chars.first, first == "-" || first == "+" || first == "\u{2212}" {
            negative = first != "+"
            chars = chars.dropFirst()
        }
        var digitCount = 0
        for c in chars {
            if c == "." {
                if seenDot { return nil }
                seenDot = true
            } else if let d = c.asciiDigitValue {
                seenDigit = true
                if digitCount > 0 || d != 0 { digitCount += 1 }
                guard digitCount <= 18 else { return nil }
                digits = digits * 10 + Int64(d)
                if seenDot { scale += 1 }
                guard scale <= 18 else { return nil }
            } else {
                return nil
            }
        }
        guard seenDigit else { return nil }
        self.init(significand: negative ? -digits : digits, scale: scale)
    }

    /// The same value with trailing zeros after the point removed: `12.50` becomes `12.5`.
    public var normalized: ExactDecimal {
        var s = significand
        var k = scale
        while k > 0, s % 10 == 0 {
            s /= 10
            k -= 1
        }
        return ExactDecimal(significand: s, scale: k)
    }

    /// Whether the value has no fractional part.
    public var isInteger: Bool { normalized.scale == 0 }

    /// The value as an `Int` when it is a whole number.
    public var integerValue: Int? {
        let n = normalized
        return n.scale == 0 ? Int(exactly: n.significand) : nil
    }

    /// Whether the value is above zero.
    public var isPositive: Bool { significand > 0 }
    /// Whether the value is below zero.
    public var isNegative: Bool { significand < 0 }
    /// Whether the value is zero.
    public var isZero: Bool { significand == 0 }

    /// The value rounded to `places` decimals, halves away from zero; `nil` if it would overflow.
    public func rounded(toPlaces places: Int) -> ExactDecimal? {
        precondition((0...18).contains(places), "0 to 18 decimal places")
        if places >= scale {
            guard let factor = FullWidth.powerOfTen(places - scale) else { return nil }
            let (product, overflow) = significand.multipliedReportingOverflow(by: factor)
            return overflow ? nil : ExactDecimal(significand: product, scale: places)
        }
        guard let divisor = FullWidth.powerOfTen(scale - places),
              let value = FullWidth.multiplyDivideRounded(significand, 1, divisor) else { return nil }
        return ExactDecimal(significand: value, scale: places)
    }

    /// The value written with a dot and exactly its own number of decimals: `12.50`, `-0.5`, `3`.
    public var description: String {
        let magnitude = String(significand.magnitude)
        let sign = significand < 0 ? "-" : ""
        guard scale > 0 else { return sign + magnitude }
        let padded = String(repeating: "0", count: max(0, scale + 1 - magnitude.count)) + magnitude
        let cut = padded.index(padded.endIndex, offsetBy: -scale)
        return sign + padded[..<cut] + "." + padded[cut...]
    }

    /// Multiplies two decimals exactly; `nil` when the result needs more than 18 digits or places.
    public func multiplied(by other: ExactDecimal) -> ExactDecimal? {
        let (product, overflow) = significand.multipliedReportingOverflow(by: other.significand)
        guard !overflow, scale + other.scale <= 18 else { return nil }
        return ExactDecimal(significand: product, scale: scale + other.scale)
    }
}

extension ExactDecimal: Equatable, Hashable, Comparable {
    public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) == 0
    }

    public func hash(into hasher: inout Hasher) {
        let n = normalized
        hasher.combine(n.significand)
        hasher.combine(n.scale)
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        compare(lhs, rhs) < 0
    }

    private static func compare(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        if lhs.significand.signum() != rhs.significand.signum() {
            return lhs.significand.signum() < rhs.significand.signum() ? -1 : 1
        }
        // Same sign: compare magnitudes at a common scale in 128 bits.
        let common = max(lhs.scale, rhs.scale)
        let a = lhs.significand.magnitude.multipliedFullWidth(by: UInt64(FullWidth.powerOfTen(common - lhs.scale)!))
        let b = rhs.significand.magnitude.multipliedFullWidth(by: UInt64(FullWidth.powerOfTen(common - rhs.scale)!))
        let magnitudeOrder = a.high != b.high ? (a.high < b.high ? -1 : 1) : (a.low == b.low ? 0 : (a.low < b.low ? -1 : 1))
        return lhs.significand < 0 ? -magnitudeOrder : magnitudeOrder
    }
}

extension Character {
    /// The value of an ASCII digit `0`–`9`, or `nil`.
    var asciiDigitValue: Int? {
        guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        return Int(ascii - 48)
    }
}

extension StringProtocol {
    /// The text without spaces, tabs and line breaks at either end.
    package var trimmingSpaces: Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}

import SplitBillCore

/// How one receipt prints money: how many decimals its amounts carry, and its decimal mark.
///
/// The style decides which printed numbers are money. With two decimals, money has a mark and
/// exactly two digits after it (`3,20`, `1.234,56`, `3.20`); a plain `2` is a count. Either mark
/// is accepted before the last two digits, because OCR often reads a comma as a dot and there is
/// no other way to read `3.20` on a receipt with decimal commas. Without decimals (IDR, JPY), money
/// is a whole number, grouped in threes by `.` or `,` (`1,346,000`, `18.000`); a trailing `.00`
/// is dropped and other decimals are rounded to the unit.
struct NumberStyle: Hashable, Sendable {
    /// Decimals of money on this receipt: 0 (IDR, JPY) or the currency's digits.
    var digits: Int
    /// The decimal mark seen most, when the receipt has decimals.
    var decimalMark: Character?
    /// How many numbers voted for this style (more is surer).
    var evidence = 0

    /// The money a printed number stands for in `currency`, or `nil` when it is not money here.
    func money(_ n: PrintedNumber, in currency: Currency) -> Money? {
        guard !n.percent, !n.weight else { return nil }
        guard let value = minorUnits(n) else { return nil }
        // Rescale from the style's digits to the currency's (they agree except for odd overrides).
        var units = value
        if currency.minorUnitDigits > digits {
            for _ in digits..<currency.minorUnitDigits {
                let (m, o) = units.multipliedReportingOverflow(by: 10)
                guard !o else { return nil }
                units = m
            }
        } else if currency.minorUnitDigits < digits {
            for _ in currency.minorUnitDigits..<digits { units /= 10 }
        }
        guard units.magnitude <= Money.limit.magnitude else { return nil }
        // `(600,000)`, `(3.00)`: brackets around an amount take it off, as accountants write.
        let negative = n.negative || (n.bracketed && !n.marks.isEmpty)
        return Money(minorUnits: negative ? -units : units, currency: currency)
    }

    /// The magnitude in minor units of this style, or `nil`.
    private func minorUnits(_ n: PrintedNumber) -> Int64? {
        let groups = n.groups
        // `0003`, `007`: a code, not money.
        if n.marks.isEmpty, groups[0].count > 1, groups[0].first == "0" { return nil }
        if digits == 0 {
            var integerGroups = groups
            var fraction = ""
            // `49,000.0`, `4,954.1`: one decimal after a mark that differs from the grouping marks.
            let oneDecimal = n.decimalMarkUnlikeGrouping
            if groups.count >= 2, let last = groups.last,
               last.count == 2 || (last.count == 1 && (n.marks.count == 1 && groups[0].count > 3 || oneDecimal)) {
                fraction = last
                integerGroups = Array(groups.dropLast())
                // 1.234,50 and 58000.00: the decimal mark differs from the grouping marks, or stands alone.
                if n.marks.count >= 2, Set(n.marks.dropLast()).contains(n.marks[n.marks.count - 1]) { return nil }
            }
            // `1071.000`: only the last thousands are marked.
            let lastThousandsOnly = integerGroups.count == 2 && integerGroups[0].count == 4 && integerGroups[1].count == 3
                && integerGroups[0].first != "0"
            guard PrintedNumber.wellGrouped(integerGroups) || lastThousandsOnly else { return nil }
            // A barcode or reference number (nine digits or more, ungrouped) is not money.
            if integerGroups.count == 1, integerGroups[0].count >= 9 { return nil }
            if integerGroups.count > 1, Set(n.marks.prefix(integerGroups.count - 1)).count > 1, !n.repaired {
                // Mixed grouping marks (1.234,567) are not a number, unless OCR swapped one.
                return nil
            }
            let integer = integerGroups.joined()
            guard integer.count <= 13, var value = Int64(integer) else { return nil }
            // `1.00` on a receipt without decimals is a count, not one rupiah.
            if fraction.count == 2, value > 0, value < 100, integerGroups.count == 1 { return nil }
            if let f = fraction.first?.digit, f >= 5 { value += 1 }
            return value
        }
        if n.marks.isEmpty {
            // A whole number is money only when a currency sign says so ($5, 5 €).
            guard n.currency != nil, let v = Int64(groups[0]), groups[0].count <= 11,
                  let scale = FullWidth.powerOfTen(digits) else { return nil }
            return v * scale
        }
        guard var fraction = groups.last else { return nil }
        // `49,000.0`: a grouped amount printed with one decimal, its mark unlike the grouping mark; the
        // second decimal is a zero left off (the same shape is read on receipts without decimals above).
        if fraction.count == 1, digits == 2, n.decimalMarkUnlikeGrouping {
            fraction += "0"
        }
        guard fraction.count == digits else { return nil }
        let integerGroups = Array(groups.dropLast())
        guard PrintedNumber.wellGrouped(integerGroups) || n.lakhsBeforeDecimalPoint else { return nil }
        if integerGroups.count > 1 {
            let groupingMarks = Set(n.marks.dropLast())
            // 1.234,56 and 1,234.56 are fine; 1,234,56 is not (two decimal commas).
            if groupingMarks.count > 1 { return nil }
            if groupingMarks.first == n.marks.last, !n.repaired { return nil }
        }
        let integer = integerGroups.joined()
        guard integer.count <= 13, let i = Int64(integer.isEmpty ? "0" : integer), let f = Int64(fraction),
              let scale = FullWidth.powerOfTen(digits) else { return nil }
        return i * scale + f
    }
}

extension NumberStyle {
    /// Guesses the style from every number on the receipt.
    ///
    /// Numbers with two decimals (`3.20`) vote for a style with decimals; numbers grouped in
    /// threes with no decimals (`75,000`, `18.000`) and large whole numbers vote for one without, and so do large
    /// amounts with zero cents (`49,000.00`) unless a sign of a currency with cents stands on them (`$ 32.500,00`).
    /// Rates, unit prices per weight, dates and times do not vote. A currency that is known (from
    /// a sign, a code or an override) settles the digits.
    static func detect(numbers: [PrintedNumber], currency: Currency?) -> NumberStyle {
        var twoDecimals = 0, dotDecimals = 0, commaDecimals = 0, thousands = 0, bigWhole = 0
        var nonZeroCents = 0, bigZeroCents = 0
        for n in numbers where !n.percent && !n.perUnit && !n.weight {
            guard let last = n.groups.last else { continue }
            if n.marks.isEmpty {
                if n.groups[0].count >= 4, n.groups[0].count <= 8, n.groups[0].first != "0" { bigWhole += 1 }
                continue
            }
            // Dates like 12.01.19 have several two-digit groups.
            if n.marks.count >= 2, n.groups.dropFirst().allSatisfy({ $0.count == 2 }) { continue }
            if last.count == 2, PrintedNumber.wellGrouped(Array(n.groups.dropLast())) || n.lakhsBeforeDecimalPoint {
                // A sign of a currency with decimals on the amount (`$ 32.500,00`, never the rupiah's `Rp`) says its
                // cents are cents.
                let signedWithCents = n.currency.map { $0.minorUnitDigits == 2 } == true
                if n.groups.count == 2 || last != "00" || n.groups.dropLast().joined().count < 4 || signedWithCents {
                    twoDecimals += 1
                    if n.marks.last == "." { dotDecimals += 1 } else { commaDecimals += 1 }
                } else {
                    // 49,000.00 in a receipt without decimals still votes for thousands.
                    thousands += 1
                }
                if last == "00", n.groups.dropLast().joined().count >= 4 { bigWhole += 1 }
                if last != "00" { nonZeroCents += 1 } else if n.groups.dropLast().joined().count >= 5 { bigZeroCents += 1 }
            } else if last.count == 3, PrintedNumber.wellGrouped(n.groups), n.groups[0] != "0" {
                thousands += 1
            }
        }
        let mark: Character? = twoDecimals == 0 ? nil : (commaDecimals > dotDecimals ? "," : ".")
        var guess = NumberStyle(digits: 2, decimalMark: mark, evidence: twoDecimals)
        if let currency {
            if currency.minorUnitDigits == 0 { return NumberStyle(digits: 0, decimalMark: nil) }
            // A three-decimal currency (JOD, OMR) printed with two decimals (`TOTAL JOD: 3.05`): the
            // receipt's own amounts say how it prints them.
            if currency.minorUnitDigits == 3, twoDecimals > 0, twoDecimals >= thousands {
                return NumberStyle(digits: 2, decimalMark: mark, evidence: twoDecimals)
            }
            return NumberStyle(digits: currency.minorUnitDigits, decimalMark: mark ?? currency.style.decimalMark,
                               evidence: currency.minorUnitDigits == 2 ? twoDecimals : 0)
        }
        // 58000.00 and 164700.00 with never a cent: a currency without decimals, printed with `.00`.
        if nonZeroCents == 0, bigZeroCents >= 2 || (bigZeroCents >= 1 && thousands >= 1) {
            guess = NumberStyle(digits: 0, decimalMark: nil, evidence: bigZeroCents + thousands)
        } else if thousands + bigWhole / 2 > (nonZeroCents == 0 ? 1 : 2) * twoDecimals, thousands > 0 || bigWhole > 1 {
            // A clear majority: `13.246` gallons at `3.939` a gallon do not outvote a `52.15` total.
            guess = NumberStyle(digits: 0, decimalMark: nil, evidence: thousands + bigWhole / 2 - twoDecimals)
        }
        return guess
    }
}

private extension PrintedNumber {
    /// Whether the last mark differs from the one before it (`49,000.0`, `1.234,5`): grouping, then a
    /// decimal mark.
    var decimalMarkUnlikeGrouping: Bool { marks.count >= 2 && marks[marks.count - 1] != marks[marks.count - 2] }
}

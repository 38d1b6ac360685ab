import SplitBillCore

/// A total line OCR cut short or could not have printed (a total below the subtotal it adds to): when the
/// printed subtotal and charges make an amount that shares the read digits at its start or end, or the read
/// total is below the subtotal, the arithmetic's amount is taken, and said. A payment, or a second total line
/// of the same amount, that backs the reading keeps it.
///
/// ```
/// TOTAL        $47.
/// ```
///
/// (For 47.31; `$OS .36` for 65.36.)
struct TotalReadInPart: ResolverStep {
    func apply(to r: inout Resolution) {
        guard r.taxAdded == nil, let read = r.total, let subtotal = r.subtotal, !r.totalGuessed, !r.anyIncluded,
              !r.taxes.isEmpty || r.service != nil || r.tip != nil else { return }
        let expected = r.base + r.adds(taxAdded: true, roundingSign: r.roundingSign)
        let belowSubtotal = read < subtotal - r.discountSum
        // Two total lines that print the same amount (`AMOUNT $90.52`, `BALANCE $90.52`) back it too.
        let printedTwice = r.summary.totals.filter { $0.amount == read }.count >= 2
        if expected.isPositive, read != expected, r.paidLessChange != read, !r.summary.tendered.contains(read), !printedTwice,
           belowSubtotal || Resolver.sharesDigits(read: read.minorUnits, expected: expected.minorUnits) {
            r.total = expected
            r.taxAdded = true
            r.findings.append(Finding(.note, FindingText.totalReadInPart(read: read, taken: expected, belowSubtotal: belowSubtotal)))
            r.repaired = true
        }
    }
}

import SplitBillCore

/// A currency sign read as a digit before the total: the amount paid, printed with its sign, is the total
/// without that digit. With the change printed, this holds even where the items add up to the reading:
/// their signs were misread the same way.
///
/// ```
/// GROCERY F        56.00
/// GATORADE        1.29
/// TOTAL        57.29
/// CASH        $18.00
/// CHANGE        $10.71
/// ```
///
/// (`Amt Due 864,279.70` for £64,279.70, `8200.00` for $200.00.)
struct TotalSignReadAsDigit: ResolverStep {
    func apply(to r: inout Resolution) {
        let changePrinted = r.summary.change.first.map(\.isPositive) ?? false
        if r.taxAdded == nil || changePrinted, let read = r.total, !r.totalGuessed, let paid = r.paidLessChange, paid.isPositive,
           Resolver.signReadAsDigit(read: read.minorUnits, paid: paid.minorUnits) {
            r.total = paid
            r.findings.append(Finding(.note, FindingText.totalSignReadAsDigit(read: read, taken: paid)))
            r.repaired = true
        }
    }
}

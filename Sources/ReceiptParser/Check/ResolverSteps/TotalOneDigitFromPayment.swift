import SplitBillCore

/// A total line with one digit misread, where the arithmetic confirms nothing: an amount one digit away
/// that a payment less its printed change makes, and that another line prints too, is the total, and said.
///
/// ```
/// TOTAL        11,00
/// Cash        71.00
/// Cash Received        101,00
/// Change        30.00
/// ```
///
/// (The change alone is no proof: it is misread as often as the total.)
struct TotalOneDigitFromPayment: ResolverStep {
    func apply(to r: inout Resolution) {
        let summary = r.summary
        guard r.taxAdded == nil, let read = r.total, !r.totalGuessed, let change = summary.change.first, r.paidLessChange != read,
              !summary.tendered.contains(read) else { return }
        let printedElsewhere = { (a: Money) in
            summary.tendered.filter { $0 == a }.count - (change.isZero ? 1 : 0) >= 1 || summary.loose.contains(a)
                || summary.unlabelled.contains(a) || summary.totals.contains { $0.amount == a } || summary.includedNotes.contains(a)
        }
        let made = summary.tendered.map { $0 - change }.filter { $0.isPositive && $0 != read }
        if let paid = made.first(where: { Resolver.oneDigitApart(read.minorUnits, $0.minorUnits) && printedElsewhere($0) }) {
            r.total = paid
            r.findings.append(Finding(.note, FindingText.totalRepairedByPayment(read: read, taken: paid)))
            r.repaired = true
        }
    }
}

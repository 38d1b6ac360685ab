import SplitBillCore

/// A tax printed as nothing is no charge to weigh, but what the receipt says: kept aside, and given as the
/// receipt's tax where no other tax line is printed.
///
/// ```
/// PAJAK PPN 10 % 0
/// ```
///
/// (CORD cord-train-00297.)
struct ZeroTax: ResolverStep {
    func apply(to r: inout Resolution) {
        r.printedZeroTax = r.taxes.first { $0.line.amount.isZero && !$0.included }
        r.taxes.removeAll { $0.line.amount.isZero }
    }
}

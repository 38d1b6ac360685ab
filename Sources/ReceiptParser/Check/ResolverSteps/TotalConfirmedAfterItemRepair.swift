import SplitBillCore

/// With the items repaired, a total chosen without arithmetic may now be confirmed: the tax added or
/// included, and the rounding's sign, with which the base and charges make it.
///
/// ```
/// ICED CM 22,000
/// CASH 22,000
/// ```
///
/// (CORD cord-train-00113: the payment gives the total, which the items then confirm.)
struct TotalConfirmedAfterItemRepair: ResolverStep {
    func apply(to r: inout Resolution) {
        guard r.taxAdded == nil, let t = r.total else { return }
        for tOpt in r.taxOptions {
            for sign in [Int64(1), -1, 0] where r.base + r.adds(taxAdded: tOpt, roundingSign: sign) == t {
                r.taxAdded = tOpt
                r.roundingSign = sign
                return
            }
        }
    }
}

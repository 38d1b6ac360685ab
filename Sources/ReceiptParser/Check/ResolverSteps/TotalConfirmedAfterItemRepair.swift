import SplitBillCore

/// With the items repaired, a total chosen without arithmetic may now be confirmed: the tax added or
/// included, and the rounding's sign, with which the base and charges make it.
///
/// ```
/// 1 COFFEE        2.29
/// FOOD        2.29
/// State&Local Tax        0.18
/// Amount Due  $2.47
/// ```
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

import SplitBillCore

/// A tax line that sums the others is not another tax.
///
/// ```
/// VAT A        £6.01
/// VAT B        £0.09
/// VAT Total        £6.10
/// ```
struct TaxSumLine: ResolverStep {
    func apply(to r: inout Resolution) {
        let taxes = r.taxes, zero = r.zero
        if taxes.count >= 3, let k = taxes.indices.first(where: { k in
            taxes[k].line.amount == taxes.indices.filter { $0 != k }.map { taxes[$0].line.amount }.reduce(zero, +)
        }) {
            r.taxes.remove(at: k)
        }
    }
}

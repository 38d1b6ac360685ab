import SplitBillCore

/// The same tax amount printed twice is one tax, unless the two name different parts of India's GST.
///
/// ```
/// CGST 2.5%        2.48
/// SGST 2.5%        2.48
/// ```
///
/// (Two halves of one tax: both count.)
struct TaxPrintedTwice: ResolverStep {
    func apply(to r: inout Resolution) {
        var taxes: [SummaryDraft.Tax] = []
        for t in r.taxes where !taxes.contains(where: { $0.line.amount == t.line.amount && !Resolver.gstParts($0, t) }) {
            taxes.append(t)
        }
        r.taxes = taxes
    }
}

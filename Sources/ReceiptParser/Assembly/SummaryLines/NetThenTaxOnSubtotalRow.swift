import SplitBillCore

/// The net, then the tax word and the tax at the rate of it, on a row read as a subtotal under the items, is
/// the tax the prices include (a VAT analysis), no subtotal.
///
/// ```
/// 20.00%  Net 45.58  VAT 9.12
/// ```
struct NetThenTaxOnSubtotalRow: SummaryLineReader {
    func read(_ line: SummaryLine, into s: inout SummaryDraft) -> Bool {
        guard line.row.role == .subtotal, line.belowItems, let tax = SummaryReader.netThenTax(line.row, line.amounts) else { return false }
        s.taxes.append(.init(line: tax, included: true, row: line.row.index))
        return true
    }
}

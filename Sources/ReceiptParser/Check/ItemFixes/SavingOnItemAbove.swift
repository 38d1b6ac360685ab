import SplitBillCore

/// Items over the goal: a line read as no item (a saving's word) whose negative amount is what they are over
/// is a discount on the item above it. Said.
///
/// ```
/// ROTI TAWAR SARI     1   16.500     16.500
/// HEMAT                              -2.000
/// HARGA JUAL :                       37.000
/// ```
///
/// (FindingTests' receipt in an Indonesian minimarket's layout.)
struct SavingOnItemAbove: ItemFix {
    func fix(_ items: inout [ItemDraft], gap diff: Money, findings: inout [Finding], assembled: ItemAssembler.Result, currency: Currency) -> ItemFixResult {
        guard diff.isNegative, let row = assembled.skipped.first(where: { $0.lastAmount?.money == diff }),
              let k = items.lastIndex(where: { ($0.rows.first ?? Int.max) < row.index }), items[k].takeDiscount(diff.magnitude)
        else { return .notApplicable }
        items[k].rows.append(row.index)
        findings.append(Finding(.note, FindingText.rescuedDiscount(item: k + 1, line: row.text.trimmed, amount: diff.magnitude), item: k + 1))
        return .fixed
    }
}

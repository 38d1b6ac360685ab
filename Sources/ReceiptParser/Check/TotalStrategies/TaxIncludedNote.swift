import SplitBillCore

/// `F 43,00 I.V.A. INCLUIDO`, no total line: the amount that the tax note says it includes is the total
/// when it is the subtotal (or the items); it is no tax line of its own.
struct TaxIncludedNote: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let note = c.summary.includedNotes.first(where: { $0 == c.base && !$0.isZero }) else { return .none }
        return .found(TotalChoice(amount: note, source: .printed, taxAdded: false, dropsTaxesOfItsAmount: true))
    }
}

import SplitBillCore

extension Receipt {
    /// The total to split when `tip` is the tip paid: the printed total less the printed tip (when the
    /// total holds it; a tip guide's suggestion read as a tip is no part of it), plus `tip`; nil without
    /// a total.
    public func total(payingTip tip: Money) -> Money? {
        guard let printed = total else { return nil }
        let printedTip = self.tip ?? .zero(currency)
        var withoutTip = self
        withoutTip.tip = nil
        let tipInTotal = printedTip.isPositive && !ReceiptCheck(withoutTip).addsUp
        return (tipInTotal ? printed - printedTip : printed) + tip
    }
}

import SplitBillCore

extension Money {
    /// Whether `tax` is `percent`% of this amount, charged on top of it, to within one minor unit: a
    /// receipt rounds each tax line on its own, and some round down.
    func chargesTax(_ tax: Money, atPercent percent: ExactDecimal) -> Bool {
        guard let made = percentage(percent) else { return false }
        return (made - tax).magnitude.minorUnits <= 1
    }

    /// Whether `tax` is the share at `percent`% that this amount already holds (tax included in a price
    /// or a total), to within one minor unit.
    func holdsTax(_ tax: Money, atPercent percent: ExactDecimal) -> Bool {
        guard let share = includedTax(atPercent: percent) else { return false }
        return (share - tax).magnitude.minorUnits <= 1
    }

    /// Whether `tax` is `percent`% of this amount either way: charged on top of it or held in it.
    func carriesTax(_ tax: Money, atPercent percent: ExactDecimal) -> Bool {
        chargesTax(tax, atPercent: percent) || holdsTax(tax, atPercent: percent)
    }
}

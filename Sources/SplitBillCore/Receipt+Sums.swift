/// A sum on a receipt that lies beyond ``Money/limit``: a misreading or a hostile file, not a bill.
public struct AmountOverflow: Error, Hashable, Sendable, CustomStringConvertible {
    /// What adds up too far: `the tax lines`, `item 3 ("Beer") with its add-ons`.
    public let what: String

    public init(_ what: String) {
        self.what = what
    }

    public var description: String {
        "\(what) add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading"
    }
}

extension LineItem {
    /// The line total with its add-ons, or `nil` when that lies beyond ``Money/limit``.
    public var checkedTotalWithAddOns: Money? {
        var sum = total
        for addOn in addOns {
            guard let s = sum.adding(addOn.amount) else { return nil }
            sum = s
        }
        return sum
    }
}

extension Receipt {
    /// Whether the subtotal is one the items make, given their sum `net` (line totals with add-ons, less the
    /// items' own discounts) and that sum before those discounts: either sum, or `net` less the bill's
    /// discount (a discount printed among the items is already in a subtotal printed under them). True
    /// without a subtotal. The sums lie within ``Money/limit`` (``checkSums()``).
    public func subtotalAgrees(itemsNet net: Money, beforeItemDiscounts before: Money) -> Bool {
        guard let subtotal else { return true }
        let s = subtotal.minorUnits
        return s == net.minorUnits || s == before.minorUnits || s == net.minorUnits - (discount?.minorUnits ?? 0)
    }

    /// Checks that every sum of the receipt (each item with its add-ons, the items, the tax lines,
    /// the discounts) lies within ``Money/limit``, so that ``tax``, ``discount``, ``itemsTotal``
    /// and the items' ``LineItem/netTotal`` can be computed and added together without overflow.
    ///
    /// - Throws: ``AmountOverflow`` naming the first sum that does not fit.
    public func checkSums() throws(AmountOverflow) {
        var sum: Int64 = 0
        for (i, item) in items.enumerated() {
            guard let withAddOns = item.checkedTotalWithAddOns,
                  item.discount.map({ $0.magnitude.minorUnits <= Money.limit }) ?? true else {
                throw AmountOverflow("item \(i + 1) (\(item.name)) with its add-ons")
            }
            let net = item.discount.map { withAddOns - $0 } ?? withAddOns
            let (s, overflow) = sum.addingReportingOverflow(net.minorUnits)
            guard !overflow else { throw AmountOverflow("the items") }
            sum = s
        }
        guard sum.magnitude <= Money.limit.magnitude else { throw AmountOverflow("the items") }
        guard taxes.checkedSum(in: currency, { $0.amount }) != nil else { throw AmountOverflow("the tax lines") }
        guard discounts.checkedSum(in: currency, { $0.amount }) != nil else { throw AmountOverflow("the discounts") }
    }
}

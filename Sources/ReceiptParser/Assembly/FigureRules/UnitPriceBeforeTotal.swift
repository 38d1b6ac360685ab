import SplitBillCore

/// A money amount before the line total is the unit price; a small whole number there may be a count instead,
/// unless a marked count is already read (`0 x1 0`). A zero beside a zero total is a zero unit price
/// (`2 F.FRIES MEDIUM 0 0`).
///
/// ```
/// HYDROCOCO 250ML 2 6,900 13,800
/// ```
///
/// (CORD cord-train-00556.)
struct UnitPriceBeforeTotal: FigureRule {
    func apply(to r: inout FigureReading) {
        guard r.figures.unitPrice == nil, let t = r.figures.total else { return }
        let countFound = r.figures.quantity != nil, used = r.figures.used
        let candidate = r.row.amounts.last { a in
            a.at < t.at && !used.contains(a.at) && !a.money.isNegative
                && (countFound || !(a.printed.isPlainInteger && a.printed.groups[0].count <= 3)
                    || (a.money.isZero && t.money.isZero && a.at == t.at - 1))
        }
        if let u = candidate {
            r.figures.unitPrice = u.money.decimalValue
            r.figures.used.insert(u.at)
        }
    }
}

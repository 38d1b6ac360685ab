import SplitBillCore

extension SplitResult {
    /// The split as CSV (RFC 4180), one row per person and a last row `TOTAL`.
    ///
    /// Columns, always the same: `person,items,discount,service,tax,tip,rounding,total,verified`, amounts
    /// as plain decimals (`12.50`). The discount is positive and subtracted. When the tax is
    /// included in the prices the tax column is headed `tax_included` and is not added to the total.
    /// `verified` is the same on every row: `yes` when the receipt read from a photo or text passed its
    /// own arithmetic, `no` when it did not (check it against the paper, as the text summary's
    /// `NOT VERIFIED` line says), and empty for a bill written by hand.
    public var csv: String {
        let taxHeader = bill.taxIncluded ? "tax_included" : "tax"
        let checked = verified.map { $0 ? "yes" : "no" } ?? ""
        var rows = [["person", "items", "discount", "service", taxHeader, "tip", "rounding", "total", "verified"]]
        for p in people {
            rows.append([p.name] + [p.items, p.discount, p.service, p.tax, p.tip, p.rounding, p.total].map(\.plainString) + [checked])
        }
        rows.append(["TOTAL"] + [bill.items, bill.discount, bill.service, bill.tax, bill.tip, bill.rounding, bill.total].map(\.plainString)
            + [checked])
        return rows.map { $0.map(CSVField.escaped).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }
}

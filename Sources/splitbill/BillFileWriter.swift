import BillSplitter
import SplitBillCore

/// A receipt and the plan it is split by, written as one bill file that `splitbill split` reads back to
/// the same split: what `split --interactive`'s `save FILE` writes, and the `bill` of a split's JSON
/// (`split --format json`, `show N --format json`).
enum BillFileWriter {
    /// The bill file's object. Items left out (`--remove`) are dropped and the others numbered again;
    /// a tax, service charge, discount or tip given as an amount becomes the receipt's own (in a bill
    /// file an amount is what the receipt printed), a percentage stays a rule of the plan.
    ///
    /// `verified` is what the file says of its checks: the bill's own arithmetic (``Verdict/checked``), or
    /// a split's verdict, left out when it has none (a bill written by hand).
    static func object(receipt: Receipt, plan: SplitPlan, verified: Verdict = .checked) -> JSONObject {
        var kept: [LineItem] = []
        var numbers: [Int: Int] = [:]
        for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
            kept.append(item)
            numbers[i + 1] = kept.count
        }
        var bill = receipt
        bill.items = kept
        var saved = plan
        saved.excludedItems = []
        // A tax, service charge or discount given as an amount corrects what the receipt printed
        // (`tax 3.00` for a misread 1.20): the file keeps it as the receipt's own. (As a percentage it is a
        // rule for the split, kept below.)
        if case .amount(let m)? = saved.tax {
            bill.taxes = [TaxLine(name: bill.taxes.count == 1 ? bill.taxes[0].name : nil, amount: m)]
            saved.tax = nil
        }
        if case .amount(let m)? = saved.service {
            bill.service = m
            saved.service = nil
        }
        if case .amount(let m)? = saved.discount {
            bill.discounts = m.isZero ? [] : [Adjustment(name: "Discount", amount: m)]
            saved.discount = nil
        }
        // A tip given as an amount is the tip paid, in place of any printed; in a bill file a tip amount is
        // printed and inside the total, so the file keeps it so, with the total that is split.
        if case .amount(let m)? = saved.tip {
            if let paid = bill.total(payingTip: m) { bill.total = paid }
            bill.tip = m.isZero ? nil : m
            saved.tip = nil
        }
        saved.assignments = Dictionary(uniqueKeysWithValues: plan.assignments.compactMap { n, share in numbers[n].map { ($0, share) } })
        var object = bill.jsonObject(verified: ReceiptCheck(bill).addsUp)
        if case .given(let verdict) = verified { object["verified"] = verdict.map { .bool($0) } }
        // Every answer is kept: the plan's keys where the receipt has none (or null), and a tip, tax,
        // service or discount given as a percentage (by a flag or here), a rule that replaces the printed
        // amount. (In a bill file such a key written as an amount is what the receipt printed.)
        let charges: Set<String> = ["tip", "tax", "service", "discount"]
        for (key, value) in saved.jsonObject where value != .null {
            let rule = if case .string(let text) = value { charges.contains(key) && text.hasSuffix("%") } else { false }
            if object[key] == nil || object[key] == .null || rule { object[key] = value }
        }
        return object
    }

    /// What a bill file says of its checks.
    enum Verdict {
        /// Whether the bill's arithmetic adds up.
        case checked
        /// A split's verdict; nil leaves the key out.
        case given(Bool?)
    }

    /// A split's JSON (``SplitResult/json``) with its bill file as `bill`, so that the JSON of a split is
    /// also a bill that `splitbill split` reads back.
    static func splitJSON(_ result: SplitResult, receipt: Receipt, plan: SplitPlan) -> String {
        guard case .object(var o) = result.json else { return result.json.serialized() + "\n" }
        o["bill"] = .object(object(receipt: receipt, plan: plan, verified: .given(result.verified)))
        return JSONValue.object(o).serialized() + "\n"
    }

    /// The bill file inside a split's JSON (a document with `itemsTotal` and a `bill` object), else the
    /// document itself.
    static func bill(in document: JSONValue) -> JSONValue {
        if case .object(let o) = document, o["itemsTotal"] != nil, case .object(let bill)? = o["bill"] { return .object(bill) }
        return document
    }
}

import BillSplitter
import SplitBillCore

extension Correction {
    /// A suggested fix as it is typed: `set 3=12.50`, `add NAME=1.00`, `tax 0` (a charge dropped is 0,
    /// as a person types it), `tax-included`.
    public static func typed(_ fix: ReceiptCheck.Fix) -> String {
        func amount(_ m: Money) -> String { m.isZero ? "0" : m.plainString }
        switch fix {
        case .setItemTotal(let item, let total): return "set \(item)=\(total.plainString)"
        case .addItem(let total): return "add NAME=\(total.plainString)"
        case .setTax(let m): return "tax \(amount(m))"
        case .taxIncluded: return "tax-included"
        case .setService(let m): return "service \(amount(m))"
        case .setDiscount(let m): return "discount \(amount(m))"
        case .setTip(let m): return "tip \(amount(m))"
        case .setRounding(let m): return "rounding \(m.plainString)"
        }
    }

    /// The correction an error of the corrections names, as it is typed: `set 3`, `add Wine`, `store`.
    public static func typed(_ target: ReceiptEdits.Target) -> String {
        switch target {
        case .addition(let name): "add \(name)"
        case .amount(let item): "set \(item)"
        case .name(let item): "rename \(item)"
        case .removal(let item): "remove \(item)"
        case .store: "store"
        case .date: "date"
        }
    }
}

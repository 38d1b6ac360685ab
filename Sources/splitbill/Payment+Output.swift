import Foundation
import SplitBillCore
import SplitBillStore

extension Payment {
    /// A saved payment in one of the output formats: `ana paid ben 14,35 €` (text, with its name
    /// when it has its own), a Markdown list item, a JSON object (`kind`, `id`, `date`, `name`,
    /// `from`, `to`, `amount`, `currency`) or CSV (`from,to,amount,currency`).
    func rendered(_ format: SplitFormat) -> String {
        let named = name == "\(from) paid \(to)" ? "" : " (\(name))"
        switch format {
        case .text:
            return "\(from) paid \(to) \(amount.formatted)\(named)\n"
        case .markdown:
            return "- \(SettleReport.escape(from)) paid \(SettleReport.escape(to)) \(amount.formatted)\(SettleReport.escape(named))\n"
        case .json:
            return JSONValue.object(JSONObject([
                ("kind", .string("payment")), ("id", id.map { .number(String($0)) } ?? .null),
                ("date", .string(ISO8601DateFormatter().string(from: createdAt))), ("name", .string(name)),
                ("from", .string(from)), ("to", .string(to)), ("amount", .amount(amount)), ("currency", .string(amount.currency.code)),
            ])).serialized() + "\n"
        case .csv:
            let fields = [from, to, amount.plainString, amount.currency.code].map(CSVField.escaped)
            return "from,to,amount,currency\r\n" + fields.joined(separator: ",") + "\r\n"
        }
    }
}

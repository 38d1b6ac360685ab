import SplitBillCore

extension ReceiptParser {
    /// How each row was read, one line per row: its role and its amounts. A debugging aid for
    /// people improving the parser or wondering why a line was (not) taken as an item.
    public func explain(text: String) -> String {
        let rows = ReceiptParser.prepared(text.split(separator: "\n").map { RecognizedRow(text: String($0)) })
        let scan = ScannedRow.scan(rows, repairs: false)
        let style = NumberStyle.detect(numbers: scan.flatMap { $0.words.compactMap(\.number) }, currency: options.currency)
        let currency = options.currency ?? ReceiptParser.currency(of: scan, style: style, fallback: options.fallbackCurrency)
        let finalStyle = NumberStyle.detect(numbers: scan.flatMap { $0.words.compactMap(\.number) }, currency: currency)
        var out = "currency \(currency.code), \(finalStyle.digits) decimals, mark \(finalStyle.decimalMark.map { String($0) } ?? "-")\n"
        for r in ReadRow.reading(scan, style: finalStyle, currency: currency) {
            let amounts = r.amounts.map { $0.money.plainString }.joined(separator: " ")
            out += "\(r.scan.index)\t\(r.role)\t[\(amounts)]\t\(r.scan.text)\n"
        }
        return out
    }
}

import Testing
import SplitBillCore
import TestSupport
@testable import ReceiptParser

/// Whatever the text, the parser returns a receipt: it never traps, and what it returns holds together.
@Suite struct FuzzTests {

    static let tokens = [
        "TOTAL", "SUBTOTAL", "TAX", "IVA", "MwSt", "INCLUIDO", "CASH", "CHANGE", "x", "X", "@", "-", "+", "%", "*", "Rp", "RM", "$",
        "€", "EUR", "1", "2", "0", "3.20", "1,60", "1.234,56", "1,234.56", "75,000", "18.000", "0.512", "kg", "/kg", "2x", "x2",
        "l2.0O", "S.00", "-2.00", "2.00-", "(3.00)", "99999999999999999999", "9,999,999,999,999.99", "12/01/2019", "21:13",
        "DISCOUNT", "ROUNDING", "-0.02", "SERVICE", "TIP", "GRAND", "DUE", "0.00", "BAL", "VOID", "ITEMS", "Qty", ".", ",", "'",
        "\t", "ÀÉÎ", "日本", "🍕", "\u{0}", "\u{202F}", "—", "TOTALAMTROUNDED", "SUBTOIAT", "PB1", "10%", "Descripción",
    ]

    static func randomText(_ g: inout SplitMix64) -> String {
        var out = ""
        let rows = g.below(30)
        for _ in 0..<rows {
            let words = g.below(9)
            for w in 0..<words {
                if w > 0 { out += g.below(4) == 0 ? "   " : " " }
                switch g.below(10) {
                case 0:
                    // Raw scalars, including control characters and surrogates' neighbours.
                    for _ in 0..<g.below(6) {
                        if let s = Unicode.Scalar(UInt32(g.below(0x3000))) { out.unicodeScalars.append(s) }
                    }
                case 1:
                    out += String(g.next() % 100_000_000_000_000_000)
                case 2:
                    out += "\(g.below(10_000)).\(g.below(100))"
                default:
                    out += tokens[g.below(tokens.count)]
                }
            }
            out += g.below(10) == 0 ? "\r\n" : "\n"
        }
        return out
    }

    @Test func randomReceiptLikeTextNeverCrashes() {
        var g = SplitMix64(seed: 20_260_421)
        let parsers = [ReceiptParser(), ReceiptParser(options: .init(currency: .idr)), ReceiptParser(options: .init(currency: .kwd))]
        for i in 0..<2000 {
            let text = FuzzTests.randomText(&g)
            let p = parsers[i % parsers.count].parse(text: text)
            // What comes back holds together: one currency throughout, items numbered in findings exist.
            #expect(p.receipt.items.allSatisfy { $0.total.currency == p.receipt.currency })
            #expect(p.receipt.findings.allSatisfy { f in f.item.map { $0 >= 1 && $0 <= p.receipt.items.count } ?? true })
            _ = JSONValue.object(p.jsonObject(includeLines: true)).serialized()
        }
    }

    @Test func randomBytesNeverCrash() {
        var g = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let bytes = (0..<g.below(600)).map { _ in UInt8(truncatingIfNeeded: g.next()) }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = ReceiptParser().parse(text: text)
            _ = ReceiptParser().parse(rows: text.split(separator: "\n").map {
                RecognizedRow(text: String($0), box: TextBox(x: g.below(100), y: g.below(100), width: 10, height: 10), confidence: Double(g.below(100)))
            })
        }
    }

    @Test func hugeInputsStayBounded() {
        let row = "ITEM 9,999,999,999.99\n"
        let p = ReceiptParser().parse(text: String(repeating: row, count: 5000) + "TOTAL 1.00")
        #expect(p.receipt.items.count <= ReceiptParser.maximumRows)
        let wide = String(repeating: "12.34 ", count: 20_000)
        _ = ReceiptParser().parse(text: wide)
    }
}

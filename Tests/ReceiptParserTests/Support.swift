import Foundation
import SplitBillCore
@testable import ReceiptParser

/// Helpers shared by the parser tests.
enum Support {
    /// The text of a fixture receipt in Fixtures/.
    static func fixture(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures") else {
            throw FixtureMissing(name: name)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    struct FixtureMissing: Error { let name: String }

    /// Parses text with default options.
    static func parse(_ text: String, currency: Currency? = nil) -> ParsedReceipt {
        ReceiptParser(options: .init(currency: currency)).parse(text: text)
    }

    /// Item names and totals as plain strings, for compact expectations.
    static func items(_ p: ParsedReceipt) -> [String] {
        p.receipt.items.map { "\($0.name) = \($0.total.plainString)" }
    }

    /// The finding messages, less the note that the receipt prints no currency (most texts here print
    /// none; `FindingTests.aReceiptWithoutACurrencySaysWhichWasTaken` tests that note).
    static func findings(_ p: ParsedReceipt) -> [String] {
        p.receipt.findings.map(\.message).filter { !$0.hasPrefix(Support.noCurrencyNote) }
    }

    /// How the note that no currency is printed begins.
    static let noCurrencyNote = "no currency sign, code or country is printed"
}

extension Optional where Wrapped == Money {
    /// The plain amount, or `nil`.
    var plain: String? { self?.plainString }
}

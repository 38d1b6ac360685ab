import BillSplitter
import SplitBillCore
import SplitDialogue
import Testing

@Suite("Corrections as typed")
struct CorrectionTests {
    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    @Test("each keyword reads its value into the receipt's corrections or a charge")
    func readings() throws {
        func edits(_ keyword: String, _ value: String) throws -> ReceiptEdits {
            guard case .receipt(let edits) = try Correction(keyword: keyword, value: value, currency: .usd) else {
                Issue.record("\(keyword) \(value) is no correction of the receipt")
                return ReceiptEdits()
            }
            return edits
        }
        #expect(try edits("set", "3=12.50").amounts == [3: Self.usd(1250)])
        #expect(try edits("rename", "3=Clara=limón").names == [3: "Clara=limón"])
        #expect(try edits("add", "Fish=chips=4.00").additions.map(\.name) == ["Fish=chips"])
        #expect(try edits("remove", "2,4-5").removals == [2, 4, 5])
        #expect(try edits("total", "40.00").total == Self.usd(4000))
        #expect(try edits("rounding", "-0.02").rounding == Self.usd(-2))
        #expect(try edits("date", "2028-02-29").date == "2028-02-29")
        #expect(try Correction(keyword: "tip", value: "10%", currency: .usd) == .charge(.tip, .percent(ExactDecimal(10))))
        #expect(try Correction(keyword: "service", value: "5.00", currency: .usd) == .charge(.service, .amount(Self.usd(500))))
    }

    @Test("a later correction of the same thing wins; a charge replaces the receipt's")
    func applied() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "Pasta", total: Self.usd(1200))], total: Self.usd(1200))
        var request = SplitRequest(receipt: receipt)
        for (keyword, value) in [("set", "1=13.00"), ("set", "1=14.00"), ("tax", "1.00"), ("total", "15.00")] {
            request = try Correction(keyword: keyword, value: value, currency: .usd).applied(to: request)
        }
        #expect(request.edits.amounts == [1: Self.usd(1400)])
        #expect(request.flags.tax == .amount(Self.usd(100)))
        #expect(request.edits.total == Self.usd(1500))
    }

    @Test("what is wrong, in the dialogue's words and with a prefix for the command's", arguments: [
        ("set", "3", "set 3: write it as ITEM=AMOUNT, such as set 3=12.50",
         "--set 3: write it as ITEM=AMOUNT, such as --set 3=12.50"),
        ("rename", "x=Clara", "rename x=Clara: \"x\" is not an item number; items are numbered from 1",
         "--rename x=Clara: \"x\" is not an item number; items are numbered from 1"),
        ("add", "Bread", "add Bread: write it as NAME=AMOUNT, such as add Bread=2.00",
         "--add Bread: write it as NAME=AMOUNT, such as --add \"Bread=2.00\""),
        ("rounding", "-5.00", "rounding -5.00: a rounding is a few cents at most (up to $1.00); for a larger difference, correct an item with set or the total with total",
         "--rounding -5.00: a rounding is a few cents at most (up to $1.00); for a larger difference, correct an item with --set or the total with --total"),
        ("date", "2026-02-29", "date 2026-02-29: there is no such day in the calendar", "--date 2026-02-29: there is no such day in the calendar"),
        ("date", "yesterday", "date yesterday: write the day as YYYY-MM-DD, such as 2026-11-24",
         "--date yesterday: write the day as YYYY-MM-DD, such as 2026-11-24"),
    ])
    func errors(keyword: String, value: String, said: String, flagged: String) {
        #expect(throws: CorrectionError.self) { try Correction(keyword: keyword, value: value, currency: .usd) }
        do {
            _ = try Correction(keyword: keyword, value: value, currency: .usd)
        } catch {
            #expect(error.description == said)
            #expect(error.message(keywordPrefix: "--") == flagged)
        }
    }

    @Test("a negative amount, and items to remove that name none, are refused")
    func refused() {
        #expect(throws: CorrectionError.self) { try Correction(keyword: "set", value: "1=-2.00", currency: .usd) }
        #expect(throws: CorrectionError.self) { try Correction(keyword: "remove", value: "0", currency: .usd) }
        #expect(throws: CorrectionError.self) { try Correction(keyword: "tip", value: "lots", currency: .usd) }
        #expect(throws: CorrectionError.self) { try Correction(keyword: "undo", value: "1", currency: .usd) }
    }

    @Test("the largest rounding: one major unit with cents, 1,000 without")
    func roundingLimit() {
        #expect(Correction.roundingLimit(.usd) == Self.usd(100))
        #expect(Correction.roundingLimit(Currency(code: "IDR")!) == Money(minorUnits: 1000, currency: Currency(code: "IDR")!))
        for digits in [1, 3] {
            let currency = Currency(code: "XTS", minorUnitDigits: digits, symbol: "¤", style: .dotDecimalSymbolFirst)
            #expect(Correction.roundingLimit(currency).plainString == "1." + String(repeating: "0", count: digits))
        }
    }
}

import Testing
import SplitBillCore
@testable import ReceiptParser

/// ``ParseTrace``: each row's rules and reading, how the total was found, and every rewrite, re-reading and
/// repair with its rule and reason.
@Suite struct ParseTraceTests {
    let parser = ReceiptParser()

    /// Every rule name the catalogue knows, of every phase.
    static let catalogued = Set(ReceiptParser.catalogue.flatMap(\.rules))

    @Test func rowsNameTheRuleThatTookThemAndTheirReading() throws {
        let trace = parser.parse(text: "COLA 2 x 1.60 3.20\nBREAD 1.50\nTOTAL 4.70").trace
        #expect(trace.rows.map(\.number) == [1, 2, 3])
        #expect(trace.rows.map(\.role) == ["plain", "plain", "total"])
        #expect(trace.rows[0].item == 1 && trace.rows[1].item == 2 && trace.rows[2].item == nil)
        #expect(trace.rows[0].reading == "item 1: COLA: 2 × 1.60 = 3.20")
        #expect(trace.rows[1].reading == "item 2: BREAD: 1.50")
        #expect(trace.rows[2].reading == "total 4.70")
        let itemRules = Set(try #require(ReceiptParser.catalogue.first { $0.key == "itemRules" }).rules)
        let readers = Set(try #require(ReceiptParser.catalogue.first { $0.key == "summaryLineReaders" }).rules)
        #expect(trace.rows[0].rules.last.map(itemRules.contains) == true)
        // The item rule that ended the items there, then the summary reader that took the row.
        #expect(trace.rows[2].rules.count == 2)
        #expect(trace.rows[2].rules.first.map(itemRules.contains) == true)
        #expect(trace.rows[2].rules.last.map(readers.contains) == true)
    }

    @Test func theTotalSaysHowItWasFoundAndWhatElseWasConsidered() throws {
        let parsed = parser.parse(text: "COLA 3.20\nBREAD 1.50\nBALANCE DUE 4.70\nTOTAL 4.70\nCASH 10.00\nCHANGE 5.30")
        let total = parsed.trace.total
        #expect(total.amount == Money(minorUnits: 470, currency: .usd))
        #expect(total.source == .printed)
        let strategies = Set(try #require(ReceiptParser.catalogue.first { $0.key == "totalStrategies" }).rules)
        #expect(total.foundBy.map(strategies.contains) == true)
        #expect(total.candidates.map(\.row).sorted() == [3, 4])
        #expect(total.candidates.allSatisfy { $0.amount.minorUnits == 470 })
        #expect(total.paidLessChange == Money(minorUnits: 470, currency: .usd))
        #expect(total.text.hasPrefix("4.70 from row "))
        #expect(total.text.contains("found by \(total.foundBy ?? "?")"))
        #expect(total.text.contains("payment less change: 4.70"))
    }

    @Test func noTotalSaysWhatWasRead() {
        let trace = parser.parse(text: "COLA 3.20\nBREAD 1.50").trace
        #expect(trace.total.amount == nil || trace.total.source != .printed)
        let none = parser.parse(text: "HELLO\nWORLD").trace
        #expect(none.total.amount == nil)
        #expect(none.total.text == "none (no total line was read).")
    }

    @Test func aDigitChangedForTheSubtotalIsARepairWithItsReason() throws {
        let parsed = parser.parse(text: "SOUP 9.99\nSALAD 19.99\nPASTA 24.98\nSubtotal 55.96\nTax 4.48\nTotal 60.44")
        let step = try #require(parsed.trace.steps.first { $0.rule == "ItemDigitFromSubtotal" })
        #expect(step.phase == .rereading)
        #expect(step.isRepair)
        #expect(step.changes == ["item 3: line total 24.98 → 25.98"])
        #expect(step.reasons.count == 1)
        #expect(step.reasons.first?.contains("24.98") == true)
        #expect(parsed.trace.repairs.contains(step))
        #expect(!parsed.isVerified)
    }

    @Test func aLineTakenOutOfTheItemsIsAnArithmeticStep() throws {
        let parsed = parser.parse(text: "SOUP 10.00\nSALAD 5.00\nKITCHEN 15.00\nSubtotal 15.00\nTotal 15.00")
        let step = try #require(parsed.trace.steps.first { $0.changes.contains { $0.contains("taken out") } })
        #expect(step.phase == .arithmetic)
        #expect(step.isRepair)
        #expect(step.changes.contains("item 3 (row 3) taken out: KITCHEN 15.00"))
        #expect(!step.reasons.isEmpty)
        #expect(parsed.trace.rows[2].item == nil)
    }

    @Test func aTextRewriteSaysWhichRowsItChanged() throws {
        let text = "CHOPPING BOARD 35.5X25.5CM 803M#\nEZ10HD05 - 24\n8970669\n1\nX\n19.00\n19.00\nTOTAL 19.00"
        let trace = parser.parse(text: text).trace
        let step = try #require(trace.steps.first { $0.phase == .textRewrite })
        #expect(step.rule == "ColumnFragmentsJoined")
        #expect(!step.isRepair)
        #expect(step.changes.first == "8 rows → 5")
        #expect(step.changes.contains("row 4 now \"1 X 19.00 19.00\""))
        // Rows are numbered as the parser read them: after the rewrite.
        #expect(trace.rows.count == 5)
    }

    @Test func aReadingThatNeedsNothingHasOnlyTheSearchForItsTotal() {
        let trace = parser.parse(text: "COLA 3.20\nTOTAL 3.20").trace
        #expect(trace.repairs.isEmpty)
        #expect(trace.steps.map(\.rule) == ["FindTotal"])
        #expect(trace.steps.first?.changes.last == "found by \(trace.total.foundBy ?? "?")")
    }

    @Test func everyRuleNamedInATraceIsInTheCatalogue() {
        let texts = [
            "COLA 2 x 1.60 3.20\nBREAD 1.50\nSubtotal 4.70\nTax 0.38\nTotal 5.08\nVISA 5.08",
            "SOUP 9.99\nSALAD 19.99\nPASTA 24.98\nSubtotal 55.96\nTax 4.48\nTotal 60.44",
            "BISTRO DU COIN\nMenu du jour 1 234,50\nCafe 2,50\nTotal 1 237,00\nCB 1 237,00",
            "COLA 3.00\nBREAD 1O.5O\nTOTAL 13.50",
            "1 Seaweed Chicken 42,000 0\n1 - Pedas\n42,000\nITEMS: 1 42,000\nTotal.\nPay Cash 50.000 Change : 8,000",
            "DAISY SOUR CREAM 16OZ    5.00  F\nSC FRESH VALLEY SAVINGS  1.00-\nBANANAS 1.36  F\nTAX 0.38\nBALANCE 5.74",
        ]
        for text in texts {
            let trace = parser.parse(text: text).trace
            let named = trace.rows.flatMap(\.rules) + trace.steps.map(\.rule) + [trace.total.foundBy].compactMap { $0 }
            #expect(named.filter { !Self.catalogued.contains($0) } == [], "\(text)")
        }
    }

    @Test func theCurrencyAndNumberStyleSayWhereTheyCameFrom() {
        let euro = parser.parse(text: "Menu du jour 12,50 €\nTotal 12,50 €").trace
        #expect(euro.currency.hasPrefix("EUR (named on the receipt"))
        #expect(euro.numbers == "2 decimals, mark \",\"")
        let given = ReceiptParser(options: .init(currency: .jpy)).parse(text: "RAMEN 980\nTOTAL 980").trace
        #expect(given.currency == "JPY (given)")
        let assumed = parser.parse(text: "COLA 3.20\nTOTAL 3.20").trace
        #expect(assumed.currency.hasPrefix("USD (no currency sign"))
    }

    @Test func theTextShowsEveryRowTheTotalAndTheSteps() {
        let text = parser.parse(text: "SOUP 9.99\nSALAD 19.99\nPASTA 24.98\nSubtotal 55.96\nTax 4.48\nTotal 60.44").trace.text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Currency: USD"))
        // The row as printed, and as the reading kept read it.
        #expect(lines.filter { $0.hasSuffix("| PASTA 24.98") && $0.contains("re-read as \"PASTA 25.98\"") }.count == 1)
        #expect(!lines.contains { $0.contains("| SOUP") && $0.contains("re-read") })
        #expect(lines.contains { $0.hasPrefix("Total: 60.44 from row 6 \"Total\"") })
        #expect(lines.contains("  rereading ItemDigitFromSubtotal (a repair): item 3: line total 24.98 → 25.98"))
        #expect(lines.contains { $0.hasPrefix("    because: ") && $0.contains("24.98") })
    }

    @Test func theJSONCarriesEveryPart() throws {
        let parsed = parser.parse(text: "SOUP 10.00\nSALAD 5.00\nKITCHEN 15.00\nSubtotal 15.00\nTotal 15.00")
        #expect(parsed.jsonObject()["trace"] == nil)
        let object = parsed.jsonObject(includeTrace: true)
        guard case .object(let trace)? = object["trace"] else {
            Issue.record("no trace object")
            return
        }
        #expect(trace.keys == ["currency", "numbers", "rows", "total", "steps"])
        guard case .array(let rows)? = trace["rows"], case .object(let first)? = rows.first,
              case .object(let total)? = trace["total"], case .array(let steps)? = trace["steps"] else {
            Issue.record("trace parts of the wrong kind")
            return
        }
        #expect(rows.count == 5)
        #expect(first.keys == ["row", "text", "role", "rules", "item", "reading"])
        #expect(first["row"] == .number("1") && first["item"] == .number("1") && first["text"] == .string("SOUP 10.00"))
        #expect(total["amount"] == .string("15.00") && total["source"] == .string("printed"))
        #expect(steps.contains { step in
            guard case .object(let s) = step else { return false }
            return s["repair"] == .bool(true) && s["phase"] == .string("arithmetic")
        })
        // The trace round-trips through the serialiser as JSON.
        let reparsed = try JSONValue(parsing: JSONValue.object(object).serialized())
        guard case .object(let back) = reparsed else { return }
        #expect(back["trace"] == object["trace"])
    }
}

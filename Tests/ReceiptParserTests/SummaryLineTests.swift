import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each reader of ``Catalogue/summaryLineReaders`` on a summary of the layout it reads: what the summary
/// holds with every reader, and with that reader left out. The rows are receipts' (the corpora's, as the
/// comment over a case says) or, where no comment says so, the printed row the reader's documentation cites
/// under an item written for the test.
@Suite struct SummaryLineTests {
    /// A reader, a text, and the summary read with it and without it.
    struct Case: Sendable, CustomTestStringConvertible {
        let reader: String
        let text: String
        let with: String
        let without: String
        var testDescription: String { reader }
    }

    static let cases: [Case] = [
        // SROIE sroie-023's printed lines, in part.
        Case(reader: "NetThenTaxOnSubtotalRow", text: "BREAD 54.70\nTOTAL 54.70\n20.00%  Net 45.58  VAT 9.12", with: "totals 54.70:4; taxes 9.12 in",
             without: "subtotals 9.12; totals 54.70:4"),
        Case(reader: "SubtotalLine", text: "LION FILE 26.00\nSUB-TOTAL (EX)        26.00\nTOTAL TAX        1.56\nTOTAL        27.55", with: "subtotals 26.00; totals 27.55:4; taxes 1.56",
             without: "totals 27.55:4; taxes 1.56"),
        // SROIE sroie-104.
        Case(reader: "TotalLine", text: "MARG CK 27.95\nSUBTOTAL        87.80\nTOTAL:        102.39\n0.01\nTOTAL        102.40", with: "subtotals 87.80; totals 102.39:4,102.40:6",
             without: "subtotals 87.80"),
        // FindingTests' refund slip.
        Case(reader: "NegativeTaxCharged", text: "*****REFUND*****\n-1 LTL FRY        3.19\nSub. Total:        ($3.19)\nTax:        ($0.26)\nTotal:        ($3.45)\nVisa:        ($3.45)",
             with: "subtotals 3.19; totals 3.45:4; taxes 0.26; negative tax",
             without: "subtotals 3.19; totals 3.45:4; taxes 0.26"),
        Case(reader: "TaxesSideBySide", text: "PANEER TIKKA 320.00\nCGST 2.5% 8.00 SGST 2.5% 8.00\nTOTAL 336.00", with: "totals 336.00:4; taxes 8.00,8.00",
             without: "totals 336.00:4; taxes 8.00"),
        Case(reader: "TaxLineReader", text: "LION FILE 26.00\nSUB-TOTAL (EX)        26.00\nTOTAL TAX        1.56\nTOTAL        27.55", with: "subtotals 26.00; totals 27.55:4; taxes 1.56",
             without: "subtotals 26.00; totals 27.55:4"),
        // CORD cord-train-00623.
        Case(reader: "ServiceLine", text: "1 OPEN DESSERT 26,000\nSUBTOTAL 363,750\nTAX 48,500\nSERVICE CHARGE 29,100\nDUE 441,350", with: "subtotals 363750; totals 441350:5; taxes 48500; service 29100",
             without: "subtotals 363750; totals 441350:5; taxes 48500"),
        // KeywordLanguageTests' delivery order.
        Case(reader: "TipLine", text: "2x Fries        $9.58\nSubtotal        $22.07\nDasher Tip        $4.00\nTotal        $26.07", with: "subtotals 22.07; totals 26.07:4; tips 4.00",
             without: "subtotals 22.07; totals 26.07:4"),
        // CORD cord-train-00003.
        Case(reader: "DiscountLine", text: "Bintang Bremer 1 59,000\nChicken H-H 1 190,000\nAdes 1 10,000\nSub Total 259,000\nService 9,600\nTax 52,416\nDiscount 19,000\nTOTAL 302,016",
             with: "subtotals 259000; totals 302016:4; taxes 52416; service 9600; discounts 19000",
             without: "subtotals 259000; totals 302016:4; taxes 52416; service 9600"),
        // CORD cord-train-00692.
        Case(reader: "RoundingLine", text: "1 CHOCO ALMOND 18,182\nSubtotal 18,182\nPAJAK 10% 1,546\n1 Total 17,001\n++Rounding -1\nFLAZZ 17,000", with: "subtotals 18182; totals 17001:4; taxes 1546; rounding -1; tendered 17000",
             without: "subtotals 18182; totals 17001:4; taxes 1546; tendered 17000"),
        // CORD cord-train-00736.
        Case(reader: "PaymentLine", text: "1 SmokeBeef + NuTea 21,818 -\nSubTotal: 21,818\nPB1: 2,182\nTotal: 24,000\ncash: 50,000\nChange: 26,000", with: "subtotals 21818; totals 24000:4; taxes 2182; discounts 21818; tendered 50000; change 26000",
             without: "subtotals 21818; totals 24000:4; taxes 2182; discounts 21818"),
        Case(reader: "SavingsTakenOff", text: "MILK 18.76\nSUBTOTAL 18.76\nSAVINGS -0.50\nTOTAL EUR 18.26", with: "subtotals 18.76; totals 18.26:4; discounts 0.50",
             without: "subtotals 18.76; totals 18.26:4"),
        Case(reader: "TaxSummaryOnOneRow", text: "BROT 19,10\nSUMME 19,10\nMwSt 19% Netto 16,05 MwSt 3,05 Brutto 19,10", with: "totals 19.10:4; taxes 3.05 in",
             without: "totals 19.10:4"),
        Case(reader: "TaxableBaseThenTax", text: "ROTI 107,200\nTOTAL 107,200\nDPP 97,455  PB1 10% 9,745", with: "totals 107200:4; taxes 9745 in",
             without: "totals 107200:4"),
        Case(reader: "VATSummaryRow", text: "SMORREBROD 371,00\nTOTAL 371,00\nMoms% Moms Netto Brutto\n12,00 39,75 331,25 371,00", with: "totals 371.00:4; taxes 39.75 in",
             without: "totals 371.00:4; unlabelled 371.00"),
        Case(reader: "NegativeAmountTakenOff", text: "1 NASI 650,000\nSUBTOTAL 650,000\nFAVE 600 ( 600,000)\nTOTAL 50,000", with: "subtotals 650000; totals 50000:4; discounts 600000",
             without: "subtotals 650000; totals 50000:4"),
        Case(reader: "RateWithAmounts", text: "BAGUETTE 9,52\nTOTAL 9,52\nTVA HT TVA TTC\n5,50% 9,02 0,50 9,52",
             with: "totals 9.52:4; taxes 0.50 in", without: "totals 9.52:4"),
        Case(reader: "ChargeAtPrintedRate", text: "GROCERY 6.64\nSUBTOTAL 6.64\nBulk 6.625% + 0.44\nTOTAL 7.08", with: "subtotals 6.64; totals 7.08:4; taxes 0.44",
             without: "subtotals 6.64; totals 7.08:4; unlabelled 0.44"),
        Case(reader: "MisreadTaxWord", text: "COFFEE 1.00\nSubtotal $1.00\nTex = $0.08\nTotal $1.08", with: "subtotals 1.00; totals 1.08:4; taxes 0.08",
             without: "subtotals 1.00; totals 1.08:4; unlabelled 0.08"),
        Case(reader: "UnlabelledAmount", text: "NASI LEMAK 73.00\nSUBTOTAL 73.00\nTORe RM 73.00", with: "subtotals 73.00; unlabelled 73.00",
             without: "subtotals 73.00"),
    ]

    /// The summary of `text` as read with `readers`.
    static func summary(_ text: String, readers: [any SummaryLineReader]) -> String {
        let (rows, assembled, currency) = ItemRuleTests.assemble(text)
        var reader = SummaryReader(currency: currency)
        reader.lineReaders = readers
        let s = reader.read(rows, from: assembled.items.isEmpty ? 0 : assembled.end)
        func list(_ ms: [Money]) -> String { ms.map(\.plainString).joined(separator: ",") }
        var parts: [String] = []
        if !s.subtotals.isEmpty { parts.append("subtotals " + list(s.subtotals)) }
        if !s.totals.isEmpty { parts.append("totals " + s.totals.map { "\($0.amount.plainString):\($0.rank)" }.joined(separator: ",")) }
        if !s.taxes.isEmpty { parts.append("taxes " + s.taxes.map { $0.line.amount.plainString + ($0.included ? " in" : "") }.joined(separator: ",")) }
        if !s.service.isEmpty { parts.append("service " + list(s.service)) }
        if !s.tips.isEmpty { parts.append("tips " + list(s.tips)) }
        if !s.discounts.isEmpty { parts.append("discounts " + list(s.discounts.map(\.amount))) }
        if !s.rounding.isEmpty { parts.append("rounding " + list(s.rounding)) }
        if !s.tendered.isEmpty { parts.append("tendered " + list(s.tendered)) }
        if !s.change.isEmpty { parts.append("change " + list(s.change)) }
        if !s.unlabelled.isEmpty { parts.append("unlabelled " + list(s.unlabelled)) }
        if s.negativeTax { parts.append("negative tax") }
        return parts.joined(separator: "; ")
    }

    @Test(arguments: cases)
    func theReaderReadsItsLine(_ c: Case) {
        let all = Catalogue.summaryLineReaders
        #expect(SummaryLineTests.summary(c.text, readers: all) == c.with)
        #expect(SummaryLineTests.summary(c.text, readers: all.filter { ReceiptParser.ruleName($0) != c.reader }) == c.without)
    }

    @Test func everyReaderHasItsCase() {
        let tested = Set(SummaryLineTests.cases.map(\.reader))
        #expect(Catalogue.summaryLineReaders.map(ReceiptParser.ruleName).filter { !tested.contains($0) } == [])
    }
}

import Testing
import SplitBillCore
@testable import ReceiptParser

/// Amounts whose thousands are grouped by a space (`1 234,50`), which the words as cut read as a count and a
/// price: the arithmetic and the summary's rows choose between the two readings.
@Suite struct SpaceGroupingTests {
    /// The amounts a row holds grouped by spaces, found and joined; columns, counts and codes are left alone.
    @Test(arguments: [
        ("Menu du jour 1 234,50", "Menu du jour 1234,50", ["1 234,50"]),
        ("Total 12 500.00 €", "Total 12500.00 €", ["12 500.00"]),
        ("Sous-total 1 234 567,89", "Sous-total 1234567,89", ["1 234 567,89"]),
        ("Carte €1 234,50-", "Carte €1234,50-", ["€1 234,50-"]),
        ("Total 1 237,00 CB 1 237,00", "Total 1237,00 CB 1237,00", ["1 237,00", "1 237,00"]),
    ])
    func amountsGroupedBySpacesAreJoined(row: String, joined: String, printed: [String]) throws {
        let found = try #require(SpaceGroupedAmounts.joined(row))
        #expect(found.text == joined)
        #expect(found.printed == printed)
    }

    @Test(arguments: [
        "Menu du jour    1    234,50",  // a count in its own column
        "Menu du jour 1  234,50",       // two spaces: columns, not groups
        "Menu du jour 01 234,50",       // a leading zero: no group of thousands
        "Menu du jour 1 23,50",         // the second group is not three digits
        "Menu du jour 1 234,5",         // one decimal: not an amount of cents
        "Menu du jour 1 234",           // no decimals (the row's end is read by ScannedRow.joinSplitAmounts)
        "1 500 days of summer",         // a count and a title
        "BANK ACC AMBANK 888 100 123 3706",
        "Rotweinflasche 1 234,50kg",    // a unit, not a sign, after the decimals
    ])
    func otherRowsAreLeftAsPrinted(row: String) {
        #expect(SpaceGroupedAmounts.joined(row) == nil)
    }

    /// A photo's words keep their boxes: the joined amount is one word around them all.
    @Test func recognisedWordsOfAnAmountBecomeOneWord() {
        let words = [
            RecognizedWord(text: "Total", box: TextBox(x: 10, y: 100, width: 50, height: 20), confidence: 90),
            RecognizedWord(text: "1", box: TextBox(x: 200, y: 101, width: 10, height: 19), confidence: 80),
            RecognizedWord(text: "237,00", box: TextBox(x: 215, y: 100, width: 60, height: 21), confidence: 95),
        ]
        let row = RecognizedRow(text: "Total 1 237,00", words: words)
        let grouped = SpaceGroupedAmounts.joining([row])
        #expect(grouped?.rows[0].text == "Total 1237,00")
        #expect(grouped?.rows[0].words.map(\.text) == ["Total", "1237,00"])
        #expect(grouped?.rows[0].words.last?.box == TextBox(x: 200, y: 100, width: 75, height: 21))
        #expect(grouped?.rows[0].words.last?.confidence == 80)
        #expect(grouped?.sure == true)
    }

    /// `Total 1 237,00`: no count stands before a total, so the amount is one; the items then read
    /// `1 234,50` as one amount too, as the total needs.
    @Test func aSummaryRowGroupedBySpacesDecides() {
        let p = Support.parse("BISTRO DU COIN\nMenu du jour 1 234,50\nCafe 2,50\nTotal 1 237,00\nCB 1 237,00")
        #expect(Support.items(p) == ["Menu du jour = 1234.50", "Cafe = 2.50"])
        #expect(p.receipt.items[0].quantity == nil)
        #expect(p.receipt.total.plain == "1237.00")
        #expect(p.isVerified)
        #expect(Support.findings(p) == [
            #"read "1 234,50" and "1 237,00" as single amounts, their thousands grouped by a space, which the receipt's arithmetic confirms"#,
        ])
    }

    /// A payment and its change are summary rows too (`Especes 1 300,00` less `Rendu 63,00`).
    @Test func aPaymentGroupedBySpacesDecides() {
        let p = Support.parse("BISTRO\nMenu du jour 1 234,50\nCafe 2,50\nEspeces 1 300,00\nRendu 63,00")
        #expect(p.receipt.total.plain == "1237.00")
        #expect(Support.items(p) == ["Menu du jour = 1234.50", "Cafe = 2.50"])
    }

    /// Where the total is printed without a space, the arithmetic reads `1 234,50` on the item's row as a count
    /// of 1 and a price: the joined reading would not make the total.
    @Test func theTotalKeepsACountBeforeAPrice() {
        let p = Support.parse("BISTRO\nMenu du jour 1 234,50\nCafe 2,50\nTotal 237,00")
        #expect(Support.items(p) == ["Menu du jour = 234.50", "Cafe = 2.50"])
        #expect(p.receipt.items[0].quantity == ExactDecimal(1))
        #expect(p.receipt.total.plain == "237.00")
        #expect(p.isVerified)
        #expect(Support.findings(p).isEmpty)
    }

    /// A summary row whose joined reading breaks the arithmetic keeps its words apart: the items make 237,00
    /// and a count before the total (`Total 1 237,00` of one article) is no thousand.
    @Test func aJoinedTotalTheItemsDoNotMakeIsNotTaken() {
        let p = Support.parse("BISTRO\nMenu du jour 234,50\nCafe 2,50\nSous-total 237,00\nTotal 1 237,00")
        #expect(p.receipt.total.plain == "237.00")
        #expect(p.isVerified)
        #expect(Support.findings(p).isEmpty)
    }

    /// A photo's row of a count, a unit price and a line total, one space between the count and the price
    /// (`MASALA CHEESE T     1 100.00   100.00`): the count stays a count, as the printed sums say.
    @Test func aCountColumnBeforeAUnitPriceStaysACount() {
        let p = Support.parse("MASALA CHEESE T     1 100.00   100.00\nTANDDOORI PANEE     1 180.00   180.00\nSub Total   280.00\nTotal   280.00")
        #expect(Support.items(p) == ["MASALA CHEESE T = 100.00", "TANDDOORI PANEE = 180.00"])
        #expect(p.receipt.total.plain == "280.00")
        #expect(p.isVerified)
        #expect(Support.findings(p).isEmpty)
    }

    /// On an item's row the joined reading is taken where the arithmetic confirms it and fails the words as
    /// cut: `Vin 2 100,00` and `Pain 3,00` make the bare `2 103,00` under them only as 2 100,00.
    @Test func theArithmeticJoinsAnItemsAmount() {
        let p = Support.parse("CAVE\nVin 2 100,00\nPain 3,00\n2 103,00")
        #expect(Support.items(p) == ["Vin = 2100.00", "Pain = 3.00"])
        #expect(p.receipt.total.plain == "2103.00")
        #expect(p.isVerified)
    }
}

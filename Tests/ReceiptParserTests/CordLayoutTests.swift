import Testing
import SplitBillCore
@testable import ReceiptParser

/// Item layouts of Indonesian receipts, on real text from the CORD corpus (Park et al., Clova AI,
/// CC BY 4.0); each test names its record.
@Suite struct CordLayoutTests {
    /// cord-train-00319: `1 X 57,000` is a count and a unit price of 57000 rupiah, not 57.000.
    @Test func unitPriceAfterACountIsMoneyInTheReceiptsStyle() {
        let p = Support.parse("""
            LONTONG CAP GO MEH
            1 X 57,000 57,000
            TEH JAWA
            2 X 13,000 26,000
            Total 83,000
            """)
        #expect(Support.items(p) == ["LONTONG CAP GO MEH = 57000", "TEH JAWA = 26000"])
        #expect(p.receipt.items[1].quantity == ExactDecimal(significand: 2))
        #expect(p.receipt.items[1].unitPrice == ExactDecimal(significand: 13000))
        #expect(Support.findings(p).isEmpty)
        #expect(p.isVerified)
    }

    /// cord-train-00035: the count ends the name row and the prices stand on the row below.
    @Test func countAtTheEndOfTheNameRowWithPricesBelow() {
        let p = Support.parse("""
            Cuka Apel Moringa 1
            289000 289000
            Sub Total
            289000
            Tunai 300000
            Kembalian 11000
            """)
        #expect(Support.items(p) == ["Cuka Apel Moringa = 289000"])
        #expect(p.receipt.items[0].quantity == ExactDecimal(significand: 1))
        #expect(p.receipt.subtotal.plain == "289000")
        #expect(p.receipt.total.plain == "289000")
    }

    /// cord-train-00406: a number that ends the name (`330` ml) stays in it when the row below
    /// has its own count.
    @Test func numberInTheNameWithACountedRowBelow() {
        let p = Support.parse("""
            Nu Greentea 330
            1x 6.000 6.000
            Subtotal 6.000
            Pajak -
            Total 6.000
            Tunai 6.000
            """)
        #expect(Support.items(p) == ["Nu Greentea 330 = 6000"])
        #expect(p.receipt.total.plain == "6000")
        #expect(p.isVerified)
    }

    /// cord-train-00569: count and unit price printed under each item.
    @Test func countAndUnitPriceUnderTheItem() {
        let p = Support.parse("""
            A1. Sate Babi Manis 6.000
            2 3.000
            A2. Lapolong 4.000
            1 4.000
            A2. Sate Babi Cabe Ijo 4.000
            1 4.000
            A4. Es Teh Manis 5.000
            1 5.000
            Total 19.000
            Cash 19.000
            """)
        #expect(Support.items(p) == [
            "A1. Sate Babi Manis = 6000", "A2. Lapolong = 4000", "A2. Sate Babi Cabe Ijo = 4000", "A4. Es Teh Manis = 5000",
        ])
        #expect(p.receipt.items[0].quantity == ExactDecimal(significand: 2))
        #expect(p.receipt.items[0].unitPrice == ExactDecimal(significand: 3000))
        #expect(p.isVerified)
    }

    /// cord-train-00300: unit price and count under the item, the next name on its own row.
    @Test func unitPriceAndCountUnderTheItemThenANameRow() {
        let p = Support.parse("""
            PAKET SUPER MANTAP 2A RAACHA 59.091
            59.091 1
            RICE
            6.364 1 6.364
            Sub Total 65.455
            PB1 10% 6.546
            Total 72.001
            Credit/Debet Card 72.001
            """)
        #expect(Support.items(p) == ["PAKET SUPER MANTAP 2A RAACHA = 59091", "RICE = 6364"])
        #expect(p.receipt.total.plain == "72001")
        #expect(p.isVerified)
    }
}

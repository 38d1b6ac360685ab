import Testing
import SplitBillCore
@testable import ReceiptParser

/// Real receipts from the corpora: items, totals and findings as a person reads them on the paper.
@Suite struct FixtureTests {
    @Test func spanishTaxIncludedReceipt() throws {
        let p = Support.parse(try Support.fixture("spanish-iva-incluido"))
        #expect(p.receipt.currency == .eur)
        #expect(Support.items(p) == [
            "Z. PIÑA = 1.40", "POLLO EMPANADO = 5.00", "COCACOLA ZERO = 1.40", "PAN Y PICOS = 0.80", "T. CHOCOS = 3.00",
            "CLARA LIMON = 3.20", "TARTAR DE SALMON = 9.50", "MILHOJA DE MANGO = 10.00", "QUESO PROVOLA AL HORNO = 4.50",
            "TAPA DE ARROZ = 2.80", "COCACOLA = 1.40",
        ])
        #expect(p.receipt.items[5].quantity == ExactDecimal(significand: 2))
        #expect(p.receipt.items[5].unitPrice == ExactDecimal(significand: 160, scale: 2))
        #expect(p.receipt.total.plain == "43.00")
        #expect(p.receipt.taxIncluded == true)
        #expect(p.receipt.tax == nil)
        #expect(p.isVerified)
        // No sign, code or country: the euro is the language's guess, and says so.
        #expect(p.receipt.findings.map(\.message) == [FindingText.currencyFromLanguage(.eur, word: "Uds")])
    }

    @Test func cordLongReceiptWithServiceTaxAndRounding() throws {
        let p = Support.parse(try Support.fixture("cord-train-00000"))
        #expect(p.receipt.currency == .idr)
        #expect(p.receipt.items.count == 22)
        #expect(Support.items(p).prefix(3) == ["Nasi Campur Bali = 75000", "Bbk Bengil Nasi = 125000", "MilkShake Starwb = 37000"])
        #expect(Support.items(p)[5] == "Free Ice Tea = 0")
        #expect(p.receipt.items[5].quantity == ExactDecimal(significand: 3))
        #expect(p.receipt.items[14].quantity == ExactDecimal(significand: 3))
        #expect(p.receipt.items[14].unitPrice == ExactDecimal(significand: 122000))
        #expect(p.receipt.subtotal.plain == "1346000")
        #expect(p.receipt.service.plain == "100950")
        #expect(p.receipt.tax.plain == "144695")
        #expect(p.receipt.rounding.plain == "-45")
        #expect(p.receipt.total.plain == "1591600")
        #expect(p.isVerified)
    }

    @Test func cordDiscountBetweenTwoSubtotals() throws {
        let p = Support.parse(try Support.fixture("cord-train-00601"))
        #expect(Support.items(p) == [
            "KOROKE ORI = 12600", "KOROKE CURRY = 13500", "EBI KTSU 1 PCS = 29800", "TSUKUNE = 35100", "MOMO = 11700",
            "ONIGIRI = 13500",
        ])
        #expect(p.receipt.subtotal.plain == "116200")
        #expect(p.receipt.discount.plain == "58100")
        #expect(p.receipt.tax.plain == "5810")
        #expect(p.receipt.total.plain == "63910")
        #expect(p.isVerified)
    }

    @Test func cordModifiersStayWithTheirItem() throws {
        let p = Support.parse(try Support.fixture("cord-train-00104"))
        #expect(Support.items(p) == ["KOPI SUSU = 17500", "KOPI SUSU = 17500", "NASI GORENG = 22500", "BAKPIA KACANG H = 4000"])
        #expect(p.receipt.items[0].details == ["+DINGIN"])
        #expect(p.receipt.items[2].details == ["+SPESIAL"])
        #expect(p.receipt.total.plain == "61500")
        #expect(p.isVerified)
    }

    @Test func cordDiscountAndRoundingUnderTheTotal() throws {
        let p = Support.parse(try Support.fixture("cord-train-00147"))
        #expect(Support.items(p) == ["CHOCO ALMOND = 18182"])
        #expect(p.receipt.subtotal.plain == "18182")
        #expect(p.receipt.discount.plain == "2727")
        #expect(p.receipt.tax.plain == "1546")
        // `1 Total 17,001`, `++Rounding -1`, `FLAZZ 17,000`: the rounded total is what was paid and
        // what is split (CORD's truth keeps 17001, the total before rounding).
        #expect(p.receipt.total.plain == "17000")
        #expect(p.receipt.rounding.plain == "-1")
        #expect(p.isVerified)
    }

    @Test func cordCountRowAboveAndItemDiscount() throws {
        let p = Support.parse(try Support.fixture("cord-train-00156"))
        #expect(Support.items(p) == ["BOLU KUKUS PX = 39000", "PLASTIK SEDANG = 0"])
        #expect(p.receipt.items[0].quantity == ExactDecimal(significand: 3))
        #expect(p.receipt.items[0].unitPrice == ExactDecimal(significand: 13000))
        #expect(p.receipt.items[0].discount.plain == "11700")
        #expect(p.receipt.total.plain == "27300")
        #expect(p.isVerified)
    }

    @Test func cordWeighedItemsAndTotalFromSubtotal() throws {
        let p = Support.parse(try Support.fixture("cord-train-00219"))
        #expect(p.receipt.items.count == 7)
        #expect(p.receipt.items[0].name == "EDAMAME")
        #expect(p.receipt.items[0].quantity == ExactDecimal(significand: 512, scale: 3))
        #expect(p.receipt.items[0].unitPrice == ExactDecimal(significand: 22500))
        #expect(p.receipt.items[0].total.plainString == "11520")
        #expect(p.receipt.total.plain == "83716")
        #expect(Support.findings(p) == ["no total line was found; the subtotal 83716 is taken as the total, as nothing is added to it"])
        // The items match the subtotal, but no line says it is the total: not verified.
        #expect(p.verification.failed.isEmpty)
        #expect(!p.isVerified)
    }

    @Test func cordTaxIncludedInPrices() throws {
        let p = Support.parse(try Support.fixture("cord-dev-00077"))
        #expect(p.receipt.currency == .idr)
        #expect(Support.items(p) == ["Cheese Tart = 58000"])
        #expect(p.receipt.items[0].quantity == ExactDecimal(significand: 2))
        #expect(p.receipt.items[0].details == ["Bag-S", "PS Carrier"])
        #expect(p.receipt.tax.plain == "5273")
        #expect(p.receipt.taxIncluded == true)
        #expect(p.receipt.total.plain == "58000")
        #expect(p.isVerified)
    }

    @Test func sroieFieldPerLineWithRoundedTotal() throws {
        let p = Support.parse(try Support.fixture("sroie-002"))
        #expect(p.receipt.currency == .myr)
        #expect(p.receipt.store == "MR D.T.Y. (JOHOR) SDN BHD")
        #expect(p.receipt.date == "2019-01-12")
        #expect(p.receipt.items.map(\.total.plainString) == ["19.00", "8.02", "3.02", "3.88"])
        #expect(p.receipt.items[0].name.hasPrefix("CHOPPING BOARD"))
        #expect(p.receipt.rounding.plain == "-0.02")
        #expect(p.receipt.total.plain == "33.90")
        #expect(p.isVerified)
    }

    @Test func wildReceiptOCRTextVerified() throws {
        let p = Support.parse(try Support.fixture("wr-1569613f6a"))
        #expect(p.receipt.currency == .usd)
        // `BIBIM.OCTOPU 11 $13.99`: the 11 (a count column's 1, misread) divides 13.99 into no price, so it is
        // no count; it stays in the name, and one was sold.
        #expect(Support.items(p) == ["BIBIM.OCTOPU 11 = 13.99", "$-FOOD P.CAK T1 = 14.99", "PORK DUMPLIN 11 = 8.99", "LA BEEF RIB 11 = 17.99"])
        #expect(p.receipt.items.allSatisfy { $0.quantity == nil || $0.quantity == ExactDecimal(significand: 1) })
        #expect(p.receipt.subtotal.plain == "55.96")
        #expect(p.receipt.tax.plain == "4.48")
        #expect(p.receipt.total.plain == "60.44")
        #expect(p.receipt.date == "2016-12-30")
        #expect(p.isVerified)
    }

    @Test func wildReceiptOCRMisreadPointsAtTheItem() throws {
        // The photo says 2.99; OCR read 2.93. The subtotal says where to look.
        let p = Support.parse(try Support.fixture("wr-99abcda59c"))
        #expect(p.receipt.items.map(\.total.plainString) == ["2.93", "2.39", "9.49"])
        #expect(Support.findings(p) == [
            "items add up to 14.81 but the subtotal says 14.87; check item 1",
            "no total line was found; the subtotal 14.87 is taken as the total, as nothing is added to it",
        ])
        #expect(p.receipt.findings.first?.item == 1)
        #expect(!p.isVerified)
    }

    @Test func wildReceiptOCRColonsForDecimalPoints() throws {
        // `CONTORNO 5:00` and `DESSERT 12:00` look like times; the subtotal confirms them as prices.
        let p = Support.parse(try Support.fixture("wr-2d1b41d1e1"))
        #expect(p.receipt.currency == .eur)
        #expect(p.receipt.items.map(\.total.plainString) == ["3.00", "5.00", "12.00", "8.00"])
        #expect(p.receipt.items.map(\.name).suffix(3) == ["CONTORNO", "DESSERT", "CAPPUCCIN DOPPIO"])
        #expect(p.receipt.subtotal.plain == "28.00")
        #expect(Support.findings(p).first == "item 2 (\"CONTORNO\", 5.00) was read from a line that did not look like an item, because the items then add up; check item 2")
    }
}

import Testing
import SplitBillCore
@testable import ReceiptParser

/// Every way a receipt prints an item: counts before or after the name, unit prices, weights,
/// names on two rows, modifiers, item discounts and voids.
@Suite struct ItemFormTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var name: String
        var quantity: String?
        var unit: String?
        var total: String
        var discount: String? = nil
        var details: [String] = []
        /// Priced modifiers, as `name = amount`.
        var addOns: [String] = []
        var testDescription: String { text.replacingOccurrences(of: "\n", with: " / ") }
    }

    static let cases: [Case] = [
        Case(text: "COLA 2 x 1.60 3.20\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        Case(text: "2 x 1.60 3.20\nTOTAL 3.20", name: "(no name)", quantity: "2", unit: "1.60", total: "3.20"),
        Case(text: "COLA\n2 x 1.60 3.20\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        Case(text: "2x COLA 3.20\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        Case(text: "COLA x2 3.20\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        // A count column first on the row: a marked number after the name is the pack's size (cord-train-00330).
        Case(text: "1 PLASTIC PLATES X3 3.85\nTOTAL 3.85", name: "PLASTIC PLATES X3", quantity: "1", unit: "3.85", total: "3.85"),
        Case(text: "1 ORIGINAL 6 PCS 45,000\nTOTAL 45,000", name: "ORIGINAL 6 PCS", quantity: "1", unit: "45000", total: "45000"),
        Case(text: "COLA 3.20\n2 @ 1.60\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        // `NET` after a weight is the net weight, no net subtotal (a helper's written receipt, in an Australian
        // supermarket's layout).
        Case(text: "Truss Tomatoes\n  0.842 kg NET @ $6.90/kg  5.81\nTOTAL 5.81", name: "Truss Tomatoes", quantity: "0.842", unit: "6.90", total: "5.81"),
        // A price per kilogram that OCR split at its decimal point (a helper's written receipt, misread as Tesseract does).
        Case(text: "Loose Bananas\n  0.912 kg @ £0. 94/kg  0.86\nTOTAL 0.86", name: "Loose Bananas", quantity: "0.912", unit: "0.94", total: "0.86"),
        // Counts of pieces: the word is no word of the name (cord-train-00129, tuning part); Brazil's NFC-e prints the
        // count with three decimals before `UN` and numbers its rows with leading zeros, no count, before the article's code, no part of the name
        // (written for the test in an NFC-e's layout).
        Case(text: "4 Pcs Cheese Tart 116,000\nTOTAL 116,000", name: "Cheese Tart", quantity: "4", unit: "29000", total: "116000"),
        Case(text: "005 0000456 PAO DE QUEIJO   6,000 UN   1,50   9,00\nValor total R$ 9,00", name: "005 PAO DE QUEIJO",
             quantity: "6", unit: "1.50", total: "9.00"),
        // The unit price marked `@` before the `x`, the count after it (a constructed izakaya row); a separate `@`
        // after a count and its word for pieces (Czech).
        Case(text: "Edamame @500 x 4 2,000\nTOTAL 2,000", name: "Edamame", quantity: "4", unit: "500", total: "2000"),
        Case(text: "ROHLÍK\n6 ks @ 3,90 23,40\nCELKEM 23,40", name: "ROHLÍK", quantity: "6", unit: "3.90", total: "23.40"),
        Case(text: "COLA\n2 @ 1.60 3.20\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        Case(text: "4x Pils a 3,00 12,00\nSUMME 12,00", name: "Pils", quantity: "4", unit: "3.00", total: "12.00"),
        Case(text: "1 POLLO EMPANADO 5,00\nTOTAL 5,00", name: "POLLO EMPANADO", quantity: "1", unit: "5.00", total: "5.00"),
        Case(text: "2 PAN Y PICOS 0,80\nTOTAL 0,80", name: "PAN Y PICOS", quantity: "2", unit: "0.40", total: "0.80"),
        Case(text: "COLA 2 1.60 3.20\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        // An unmarked number of ten or more is a count only when it divides the line total into a price.
        Case(text: "SPRING ROLLS 12 27.00\nTOTAL 27.00", name: "SPRING ROLLS", quantity: "12", unit: "2.25", total: "27.00"),
        Case(text: "LOF HNY HAM 162 2.98\nTOTAL 2.98", name: "LOF HNY HAM 162", quantity: nil, unit: nil, total: "2.98"),
        Case(text: "Fuel Save 95 85.54\nTOTAL 85.54", name: "Fuel Save 95", quantity: nil, unit: nil, total: "85.54"),
        // A line number first, the pump's litres before the price per litre (wr-6a32fa37c1, tuning part).
        Case(text: "01 VORTEX 98   48.421 @ 1.599 77.43 x\nTOTAL 77.43", name: "VORTEX 98", quantity: "48.421", unit: "1.599", total: "77.43"),
        Case(text: "14x Croquetas de Pulpo 5,50\nTOTAL 5,50", name: "Croquetas de Pulpo", quantity: nil, unit: nil, total: "5.50"),
        // A count behind margin noise that has no letter or digit (wr-f441613133, Tesseract text).
        Case(text: ": 2 Misc Charges $4.40\nTOTAL $4.40", name: "Misc Charges", quantity: "2", unit: "2.20", total: "4.40"),
        Case(text: "12x Wings 30.00\nTOTAL 30.00", name: "Wings", quantity: "12", unit: "2.50", total: "30.00"),
        Case(text: "COLA 2 3.20 1.60\nTOTAL 3.20", name: "COLA", quantity: "2", unit: "1.60", total: "3.20"),
        Case(text: "BANANAS\n0.512 kg @ 3.99/kg 2.04\nTOTAL 2.04", name: "BANANAS", quantity: "0.512", unit: "3.99", total: "2.04"),
        Case(text: "BANANAS 0.512kg @ 3.99/kg 2.04\nTOTAL 2.04", name: "BANANAS", quantity: "0.512", unit: "3.99", total: "2.04"),
        // A price per unit of weight marked with the currency (`€/kg`, `EUR/kg`), or only with the unit (`/lb`).
        Case(text: "PLATANO\n1,256 kg 1,99 €/kg 2,50\nTOTAL 2,50", name: "PLATANO", quantity: "1.256", unit: "1.99", total: "2.50"),
        Case(text: "1 PLATANO\n1,256 kg 1,99 €/kg 2,50\nTOTAL 2,50", name: "PLATANO", quantity: "1.256", unit: "1.99", total: "2.50"),
        Case(text: "Bananen\n0,836 kg 1,49 EUR/kg 1,25\nSUMME 1,25", name: "Bananen", quantity: "0.836", unit: "1.49", total: "1.25"),
        // A price per kilogram in crowns (`kr/kg`), and Turkish pieces (`AD`, adet) on a count row over the item
        // (written for the test in a Stockholm grocery's and an Istanbul lokanta's layouts).
        Case(text: "Bananer\n  0,612 kg x 26,90 kr/kg    16,46\nSumma 16,46", name: "Bananer", quantity: "0.612", unit: "26.90", total: "16.46"),
        Case(text: "2 AD X 35,00\nAYRAN        *70,00\nTOPLAM *70,00", name: "AYRAN", quantity: "2", unit: "35.00", total: "70.00"),
        Case(text: "BANANAS ORG\n2.34 lb @ 0.79 /lb 1.85\nTOTAL 1.85", name: "BANANAS ORG", quantity: "2.34", unit: "0.79", total: "1.85"),
        Case(text: "ORGANIC FREE RANGE CHICKEN (\nBREAST) 12.50\nTOTAL 12.50", name: "ORGANIC FREE RANGE CHICKEN ( BREAST)", quantity: nil, unit: nil, total: "12.50"),
        Case(text: "ORGANIC FREE RANGE CHICKEN\nBREAST FILLETS\n12.50\nTOTAL 12.50", name: "ORGANIC FREE RANGE CHICKEN BREAST FILLETS", quantity: nil, unit: nil, total: "12.50"),
        Case(text: "BURGER 8.00\n+ extra cheese 1.00\nTOTAL 9.00", name: "BURGER", quantity: nil, unit: nil, total: "8.00", addOns: ["extra cheese = 1.00"]),
        // A price printed with a plus under an item is added to it (written for the test in a Stockholm café's layout).
        Case(text: "1 st Cappuccino        52,00\n   Havremjölk        +6,00\nSumma 58,00", name: "Cappuccino", quantity: "1", unit: "52.00", total: "52.00", addOns: ["Havremjölk = 6.00"]),
        Case(text: "LATTE 4.50\n+Oat milk\nTOTAL 4.50", name: "LATTE", quantity: nil, unit: nil, total: "4.50", details: ["+Oat milk"]),
        Case(text: "WINE 12.00\n-2.00\nTOTAL 10.00", name: "WINE", quantity: nil, unit: nil, total: "12.00", discount: "2.00"),
        Case(text: "WINE 12.00\n2.00-\nTOTAL 10.00", name: "WINE", quantity: nil, unit: nil, total: "12.00", discount: "2.00"),
        Case(text: "WINE 12.00\nDISCOUNT 2.00\nTOTAL 10.00", name: "WINE", quantity: nil, unit: nil, total: "12.00", discount: "2.00"),
        // A minus stands next to its amount; a dash with a column's gap after it ends the name (WildReceipt
        // wr-41b7d45ae8, tuning part, as the pipeline read it).
        Case(text: "WINE        12.00\nSTAFF DEAL - 2.00\nTOTAL        10.00", name: "WINE", quantity: nil, unit: nil, total: "12.00", discount: "2.00"),
        Case(text: "LETTUCE - ICEBERG -       12.42\nTOTAL        12.42", name: "LETTUCE ICEBERG", quantity: nil, unit: nil, total: "12.42"),
        // A void of a whole item takes it off the list.
        Case(text: "WINE 12.00\nVOID WINE -12.00\nBEER 4.00\nTOTAL 4.00", name: "BEER", quantity: nil, unit: nil, total: "4.00"),
        Case(text: "2 x Nasi Goreng 50,000\nTOTAL 50,000", name: "Nasi Goreng", quantity: "2", unit: "25000", total: "50000"),
        Case(text: "Es Teh 1 8.000\nTOTAL 8.000", name: "Es Teh", quantity: "1", unit: "8000", total: "8000"),
        Case(text: "1 MINERAL 600 ML 7,727\nTOTAL 7,727", name: "MINERAL 600 ML", quantity: "1", unit: "7727", total: "7727"),
        Case(text: "Lurisia Bolle 330ml 55,000\nTOTAL 55,000", name: "Lurisia Bolle 330ml", quantity: nil, unit: nil, total: "55000"),
        Case(text: "AQUA 600ML 5 7,000 35,000\nTOTAL 35,000", name: "AQUA 600ML", quantity: "5", unit: "7000", total: "35000"),
        // A pack's weight before the count column stays in the name, whether or not it would also make the
        // line total (CORD cord-train-00191, check part; a constructed row in an Indian shop's layout).
        Case(text: "LAY'S NORI SEAWD 55G 1 8800 8.800\nTOTAL 8.800", name: "LAY'S NORI SEAWD 55G", quantity: "1", unit: "8800", total: "8800"),
        Case(text: "1006   BASMATI RICE 1KG    1   ₹145.00  ₹145.00\nTotal: ₹145.00", name: "1006 BASMATI RICE 1KG", quantity: "1", unit: "145.00", total: "145.00"),
        // A count column first on the row, and no price per unit: the weight is the portion's or the pack's size
        // (WildReceipt wr-50632eb169, check part, as the pipeline read it; a constructed row in a steakhouse's
        // layout). A price per unit printed keeps the weight as the quantity sold.
        Case(text: "1   CARROTS 1KG        £0.47    £0.47 F\nTOTAL £0.47", name: "CARROTS 1KG", quantity: "1", unit: "0.47", total: "0.47"),
        Case(text: "1 Striploin 8oz                  38.00\nTotal 38.00", name: "Striploin 8oz", quantity: "1", unit: "38.00", total: "38.00"),
        Case(text: "BANANAS 1.25 kg @ 2.00/kg 2.50\nTOTAL 2.50", name: "BANANAS", quantity: "1.25", unit: "2.00", total: "2.50"),
        // No price per unit printed: a weight that divides the line total into a price of the currency is the
        // weight sold (1.50 kg at 1.98); one that does not is the pack's size, part of the name (5.79 / 2.5 is
        // 2.316; 12.99 / 5 is 2.598). Constructed rows in a grocery's layout.
        Case(text: "BANANAS 1.50KG 2.97\nTOTAL 2.97", name: "BANANAS", quantity: "1.50", unit: "1.98", total: "2.97"),
        Case(text: "FLOUR 2.5KG 5.79\nTOTAL 5.79", name: "FLOUR 2.5KG", quantity: nil, unit: nil, total: "5.79"),
        Case(text: "RICE 5KG 12.99\nTOTAL 12.99", name: "RICE 5KG", quantity: nil, unit: nil, total: "12.99"),
        // `com` inside a name is a word (Portuguese "with"), not a web address's end (a constructed row in a
        // Rio restaurant's layout; WildReceipt wr-30ad197f21, tuning part, prints `NAT 6PK BLACK Com 1.89 R`).
        Case(text: "1 Água com gás 9,00\nTotal R$ 9,00", name: "Água com gás", quantity: "1", unit: "9.00", total: "9.00"),
        Case(text: "400132247168 NAT 6PK BLACK Com   1.89 R\nTOTAL 1.89", name: "NAT 6PK BLACK Com", quantity: nil, unit: nil, total: "1.89"),
        // The count and unit price must make the line total (WildReceipt wr-1e2b1cb3a0, wr-8970572000 as
        // the pipeline read them): a unit price equal to the line total is one sold, and a whole number
        // with the line total's digits is that price with its point lost.
        Case(text: "4:        SIDE 1.95        £1.95\nTOTAL £1.95", name: "SIDE", quantity: "1", unit: "1.95", total: "1.95"),
        Case(text: "Nan        ix 212        2.12    A\nTOTAL 2.12", name: "Nan ix", quantity: "1", unit: "2.12", total: "2.12"),
        // A size in grams as a word of its own is part of the name (CORD cord-train-00137).
        Case(text: "FA-Cookies Mix 200 gr\n1 80,000.00 80,000.00\nTOTAL 80,000.00", name: "FA-Cookies Mix 200 gr", quantity: "1", unit: "80000", total: "80000"),
        Case(text: "Daal Tadka      235    470.00\nTOTAL 470.00", name: "Daal Tadka", quantity: "2", unit: "235", total: "470.00"),
        Case(text: "Daal Tadka   2   235    470.00\nTOTAL 470.00", name: "Daal Tadka", quantity: "2", unit: "235", total: "470.00"),
        Case(text: "COFFEE 2 5.00\nTOTAL 5.00", name: "COFFEE", quantity: "2", unit: "2.50", total: "5.00"),
        // The article's barcode before its name (WildReceipt wr-e745d5d034, wr-15e5e51466 as the pipeline read them).
        Case(text: "71928373915   ICE CREAM        5,99 F\nTOTAL 5,99", name: "ICE CREAM", quantity: nil, unit: nil, total: "5.99"),
        Case(text: "400168560758 8.50z Dark Bag       4.99 N\nTOTAL 4.99", name: "8.50z Dark Bag", quantity: nil, unit: nil, total: "4.99"),
        // A shop's article number of seven or eight digits before the name (CORD cord-train-00459; WildReceipt
        // wr-717ad89cea as the pipeline read it; both tuning part); alone on the row, it stays the only name there is.
        Case(text: "05130000 ZUPPA SOUP 28,600\nTotal 28,600", name: "ZUPPA SOUP", quantity: nil, unit: nil, total: "28600"),
        Case(text: "1103942 WI   CURT     21.99 R\nTOTAL 21.99", name: "WI CURT", quantity: nil, unit: nil, total: "21.99"),
        Case(text: "9067860        1 X  2.70   2.70\nTOTAL 2.70", name: "9067860", quantity: "1", unit: "2.70", total: "2.70"),
        // A former price beside the price paid is no unit price (WildReceipt wr-e745d5d034, tuning part, as the
        // pipeline read it).
        Case(text: "*4125001715   TORTILLA CHP\nWas      3.29       now      2.99 F\nTOTAL        2.99", name: "TORTILLA CHP",
             quantity: nil, unit: nil, total: "2.99"),
    ]

    /// On a receipt of decimals, items priced in whole units are items where the count times the price
    /// makes the line total, or the price is the line total (WildReceipt wr-6a55f56c5d as the pipeline read it);
    /// two whole numbers that are neither are no item.
    @Test func itemsPricedInWholeUnitsOnAReceiptOfDecimals() {
        let text = """
            TOMATO BASIL SOUP       1 199     199
            CRISPY ALOO CUP        250    250
            MASALA PAPAD    2 60   120
            Table 12 34
            Sub Total :   569.00
            GST 5% :   28.45
            Grand Total :   597.45
            """
        let p = Support.parse(text)
        #expect(p.receipt.items.map(\.total.plainString) == ["199.00", "250.00", "120.00"])
        #expect(p.receipt.total?.plainString == "597.45")
        #expect(p.isVerified)
    }

    /// A bill file's unit price is the price of one: without a count it stays only where a whole count of it makes
    /// the line total, as a till rounds (three at 1.333 make 4.00); a former price (3.29 beside 2.99) or a menu code
    /// (`K7 1217 39,091`) does not.
    @Test func aUnitPriceWithoutACountIsKeptOnlyWhereACountMakesTheTotal() throws {
        let usd = try #require(Currency(code: "USD")), idr = try #require(Currency(code: "IDR"))
        #expect(BillFileFit.wholeCountMakes(Money(minorUnits: 400, currency: usd), at: ExactDecimal(significand: 1333, scale: 3)))
        #expect(BillFileFit.wholeCountMakes(Money(minorUnits: 500, currency: usd), at: ExactDecimal(significand: 250, scale: 2)))
        #expect(BillFileFit.wholeCountMakes(Money(minorUnits: 299, currency: usd), at: ExactDecimal(significand: 299, scale: 2)))
        #expect(!BillFileFit.wholeCountMakes(Money(minorUnits: 299, currency: usd), at: ExactDecimal(significand: 329, scale: 2)))
        #expect(!BillFileFit.wholeCountMakes(Money(minorUnits: 39091, currency: idr), at: ExactDecimal(1217)))
    }

    @Test(arguments: cases)
    func readsTheItem(_ c: Case) {
        let p = Support.parse(c.text)
        let item = p.receipt.items.first
        #expect(item?.name == c.name)
        #expect(item?.quantity?.description == c.quantity)
        #expect(item?.unitPrice.map { $0.description } == c.unit)
        #expect(item?.total.plainString == c.total)
        #expect(item?.discount.plain == c.discount)
        #expect(item?.details ?? [] == c.details)
        #expect(item?.addOns.map { "\($0.name ?? "") = \($0.amount.plainString)" } ?? [] == c.addOns)
        #expect(p.isVerified, "\(p.receipt.findings)")
    }

    @Test func quantityTimesUnitPriceThatDoesNotMatchIsAFinding() {
        let p = Support.parse("COLA 2 x 1.60 3.30\nTOTAL 3.30")
        #expect(Support.findings(p) == ["item 1: 2 × 1.60 = 3.20, but the line total says 3.30; check item 1"])
        #expect(!p.isVerified)
    }

    /// CORD's `NAME 1.00 32,000.00 32,000.00` in rupiah: the count printed with zero decimals is the count,
    /// not part of the name.
    /// An ampersand standing alone between words of a name is part of it (WildReceipt wr-0cef3f6897 as the
    /// pipeline read it, tuning part; CORD cord-train-00343, check part), not a stray symbol.
    @Test func anAmpersandBetweenWordsStaysInTheName() {
        let p = Support.parse("1 SFT DRNK 1.65\n1 CHICKEN & 2 VEG    7.25\n1 PRAWN & SPINACH PASTA 80.50\nTOTAL 89.40")
        #expect(Support.items(p) == ["SFT DRNK = 1.65", "CHICKEN & 2 VEG = 7.25", "PRAWN & SPINACH PASTA = 80.50"])
    }

    /// A drink's volume is its size, not the quantity sold: the count and the unit price make the line total
    /// (a German bar's rows, written for the test), and a volume alone stays in the name.
    @Test func aDrinksVolumeIsItsSize() {
        let p = Support.parse("GASTHAUS\n2 Helles 0,5l   à 4,60   9,20\nCLUB MATE 0,5L 1,59\nSchnitzel 18,90\nSumme 29,69")
        #expect(Support.items(p) == ["Helles 0,5l = 9.20", "CLUB MATE 0,5L = 1.59", "Schnitzel = 18.90"])
        #expect(p.receipt.items[0].quantity == ExactDecimal(significand: 2))
        #expect(p.receipt.items[0].unitPrice == ExactDecimal(significand: 460, scale: 2))
        #expect(p.receipt.items[1].quantity == nil)
        #expect(p.isVerified)
    }

    /// A shop's department headings (`PRODUCE`, `MEAT`) are no words of the item above or below them
    /// (WildReceipt wr-1d7c14622f, tuning part, read them into `DME CRNCHY PNT BUTIR MEAT` and `PRODUCE
    /// BANANAS`; this grocery's rows are written for the test); a name that begins with such a word stays whole.
    @Test func departmentHeadingsNameNoItem() {
        let p = Support.parse("""
            FRESH MART
            456 Oak Ave, Portland, OR 97201
            GROCERY
            PEANUT BUTTER        2.19
            MEAT
            CHICKEN TENDERS        5.99
            PRODUCE
            BANANAS
            2.36 lb @ 0.59 /lb        1.39
            FROZEN ONIONS        2.49
            SUBTOTAL        12.06
            TOTAL        12.06
            """)
        #expect(Support.items(p) == ["PEANUT BUTTER = 2.19", "CHICKEN TENDERS = 5.99", "BANANAS = 1.39", "FROZEN ONIONS = 2.49"])
        #expect(p.receipt.items[0].details.isEmpty)
        #expect(p.isVerified)
    }

    /// A tax rate printed in a column before the prices is no word of the names (an Italian trattoria's and a
    /// Turkish café's rows, written for the test); a percentage that is an offer (`SOUP 50%`, CORD
    /// cord-train-00208) or a product's (`MILK 2% GAL`) stays.
    @Test func aRateColumnIsNoPartOfTheNames() {
        let italian = Support.parse("Coperto x2        4,00\nPizza Margherita    10%    8,50\nSpaghetti Carbonara    10%    12,00\nTOTALE        24,50")
        #expect(Support.items(italian) == ["Coperto = 4.00", "Pizza Margherita = 8.50", "Spaghetti Carbonara = 12.00"])
        let turkish = Support.parse("LATTE %10        65,00\nSU %1        10,00\nTOPLAM        75,00")
        #expect(Support.items(turkish) == ["LATTE = 65.00", "SU = 10.00"])
        let offer = Support.parse("SOUP 50%  12,000\nSALAD BAR 50%  20,000\nTOTAL  32,000")
        #expect(Support.items(offer) == ["SOUP 50% = 12000", "SALAD BAR 50% = 20000"])
        let dairy = Support.parse("MILK 2% GAL 3.99\nBREAD 2.50\nTOTAL 6.49")
        #expect(Support.items(dairy) == ["MILK 2% GAL = 3.99", "BREAD = 2.50"])
    }

    /// What looks like a heading, a rate column or a word for pieces but is none (cases a review found, written
    /// for the test): a heading word as the second line of a name, or indented under an item, is the item's;
    /// fat contents are names; `2 ST LOUIS RIBS` is a saint's name.
    @Test func headingsRatesAndPiecesThatAreNone() {
        let wrapped = Support.parse("NASI GORENG\nSEAFOOD\n25.000\nES TEH MANIS\n8.000\nTOTAL 33.000")
        #expect(Support.items(wrapped) == ["NASI GORENG SEAFOOD = 25000", "ES TEH MANIS = 8000"])
        let indented = Support.parse("1 Margarita 9.00\n  FROZEN\n  SALT\n1 Nachos 8.00\nTOTAL 17.00")
        #expect(indented.receipt.items.first?.details == ["FROZEN", "SALT"])
        let dairy = Support.parse("MILK 2% 3.49\nYOGURT 0% 1.29\nBREAD 2.50\nTOTAL 7.28")
        #expect(Support.items(dairy) == ["MILK 2% = 3.49", "YOGURT 0% = 1.29", "BREAD = 2.50"])
        let saint = Support.parse("2 ST LOUIS RIBS 25.98\nTOTAL 25.98")
        #expect(Support.items(saint) == ["ST LOUIS RIBS = 25.98"])
    }

    /// An `L` after a price of a unit or more is a tax flag (liquor's, in British Columbia), not litres (a
    /// Vancouver bill's rows, written for the test).
    @Test func anLAfterAPriceIsATaxFlag() {
        let p = Support.parse("Fish Tacos 18.50\nCraft IPA  2 x 9.00   18.00  L\nPinot Gris glass   12.00  L\nSubtotal 48.50\nTOTAL 48.50")
        #expect(Support.items(p) == ["Fish Tacos = 18.50", "Craft IPA = 18.00", "Pinot Gris glass = 12.00"])
        #expect(p.isVerified, "\(p.receipt.findings)")
    }

    /// A `G` after a price of two decimals is Canada's GST flag, not grams (written for the test); grams
    /// weighed in whole numbers stay a size.
    @Test func aGAfterAPriceIsATaxFlag() {
        let p = Support.parse("LONDON DRUGS\nVancouver BC\nKLEENEX 3PK 6.99 G\nADVIL LIQUIGEL 40 12.49 G\nCHIPS 250 G 3.00\nSUBTOTAL 22.48\nGST 5% 1.12\nTOTAL 23.60")
        #expect(Support.items(p) == ["KLEENEX 3PK = 6.99", "ADVIL LIQUIGEL 40 = 12.49", "CHIPS 250 G = 3.00"])
        #expect(p.isVerified)
    }

    @Test func aCountWithZeroDecimalsIsNoPartOfTheName() {
        let p = Support.parse("BENTO CHICKEN 1.00 32,000.00 32,000.00\nTERIYAKI\nCALAMARI KATSU 2.00 9,000.00 18,000.00\nSubtotal 50,000.00\nTotal Amount 50,000.00")
        #expect(Support.items(p) == ["BENTO CHICKEN TERIYAKI = 32000", "CALAMARI KATSU = 18000"])
        #expect(p.receipt.items.map { $0.quantity?.description } == ["1", "2"])
        #expect(p.isVerified)
    }

    /// A photo whose price column stands higher than its names (WildReceipt, McDonald's): each price was
    /// read on the row above its own, the first alone and the last name without one.
    @Test func pricesReadOneRowAboveTheirNamesGoBackToThem() {
        let p = Support.parse("Order #353 EAT IN\n1.19\n1 SML COFFEE        3.70\n1 SAU EGG MCMUFFIN ML\nSUB TOTAL        4.89\nEAT IN TAX        0.40\nTOTAL        5.29")
        #expect(Support.items(p) == ["SML COFFEE = 1.19", "SAU EGG MCMUFFIN ML = 3.70"])
        #expect(p.isVerified)
        // Specks at the paper's edge read as punctuation beside the prices (wr-282181c187 as the pipeline read it).
        let specks = Support.parse("5.50     :\n1 Crostini        7.50     :\n1 Tiger Prawn        12.95\n1 Corn Fed Chicken\nSubtotal        25.95\nTotal        25.95")
        #expect(Support.items(specks) == ["Crostini = 5.50", "Tiger Prawn = 7.50", "Corn Fed Chicken = 12.95"])
        #expect(specks.isVerified)
        // The recognised words move with the prices they print, not the specks after them.
        func row(_ texts: [String], y: Int) -> RecognizedRow {
            let words = texts.enumerated().map { RecognizedWord(text: $1, box: TextBox(x: 100 * $0, y: y, width: 80, height: 30), confidence: 90) }
            return RecognizedRow(text: texts.joined(separator: " "), words: words)
        }
        let read = [row(["5.50", ":"], y: 0), row(["1", "Crostini", "7.50", ":"], y: 40),
                    row(["1", "Tiger", "Prawn", "12.95"], y: 80), row(["1", "Corn", "Fed", "Chicken"], y: 120)]
        let realigned = ReceiptParser.realigningPricesReadAbove(read)
        #expect(realigned.map { $0.words.map(\.text) } == [["1", "Crostini", ":", "5.50"], ["1", "Tiger", "Prawn", "7.50"],
                                                           ["1", "Corn", "Fed", "Chicken", "12.95"]])
        #expect(realigned[0].words.last?.box.y == 0)
    }

    /// The same rows in step, or a name printed over its price, are left as printed; so are rows under
    /// the subtotal.
    @Test func pricesInStepStayWithTheirRows() {
        let inStep = Support.parse("1 SML COFFEE        1.19\n1 SAU EGG MCMUFFIN        3.70\nSUB TOTAL        4.89")
        #expect(Support.items(inStep) == ["SML COFFEE = 1.19", "SAU EGG MCMUFFIN = 3.70"])
        let nameOver = Support.parse("HOUSE SALAD\n8.99\nGREEK SALAD        4.75\nPITA BREAD\nSUB TOTAL        13.74")
        #expect(Support.items(nameOver).first == "HOUSE SALAD = 8.99")
        let summary = Support.parse("COFFEE        3.00\nSUB TOTAL        3.00\n0.30\nService charge        3.30\nThank you")
        #expect(summary.receipt.subtotal?.plainString == "3.00")
        #expect(Support.items(summary) == ["COFFEE = 3.00"])
    }

    /// `$17.0` at the end of an item row on a receipt of two decimals: a price whose last digit OCR lost.
    /// Without a currency sign, `17.0` stays unread (a weight, a size or a code as often as a price).
    @Test func aPriceWithItsLastDigitLostIsReadWithAZero() {
        let p = Support.parse("RDOL MAGNA        $17.0\nKAOREET DOLORE        $1.20\nAEUISMOD        $10.00\nSUBTOTAL        $28.20\nTAX        $0.00\nTOTAL        $28.20")
        #expect(Support.items(p) == ["RDOL MAGNA = 17.00", "KAOREET DOLORE = 1.20", "AEUISMOD = 10.00"])
        #expect(p.isVerified)
        let bare = Support.parse("RDOL MAGNA        17.0\nKAOREET DOLORE        1.20\nAEUISMOD        10.00\nSUBTOTAL        11.20")
        #expect(Support.items(bare) == ["KAOREET DOLORE = 1.20", "AEUISMOD = 10.00"])
    }

    /// A count column whose ones OCR read as the letter `I` (EL GRECO, Brussels): the `I` is the count 1,
    /// no part of the name. A lone `I` before one priced row, with no other count on the receipt, is left
    /// as printed (it may be a word of the name); so is the `|` of a paper's edge before a count.
    @Test func onesOfACountColumnReadAsLettersAreCounts() {
        let p = Support.parse("EL GRECO\n4 Coca cola light 3.25 13.00\nI Filet de poitrine de pou 14.50\nI Brochette d'agneau 17.00\nTOTAL 44.50")
        #expect(Support.items(p) == ["Coca cola light = 13.00", "Filet de poitrine de pou = 14.50", "Brochette d'agneau = 17.00"])
        #expect(p.receipt.items.map { $0.quantity?.description } == ["4", "1", "1"])
        #expect(p.isVerified)
        let lone = Support.parse("I LOVE NY MUG 9.99\nTOTAL 9.99")
        #expect(Support.items(lone) == ["I LOVE NY MUG = 9.99"])
        let edge = Support.parse("| 2x Gyros Folie a 9,90 19,80\n1x Saft 2,50\nSumme 22,30")
        #expect(Support.items(edge) == ["Gyros Folie = 19.80", "Saft = 2.50"])
    }

    /// `S6.00` on a receipt that prints `$` before its amounts: the dollar sign read as the letter, not
    /// a 5 (`56.00`); so on one where every sign was read so. Singapore's `S$` stays the currency mark.
    @Test func dollarSignsReadAsLettersAreSigns() {
        let p = Support.parse("GROCERY F        S6.00\nGATORADE LEMON        $1.29\nTOTAL        $7.29\nCASH        $18.00\nCHANGE        $10.71")
        #expect(Support.items(p) == ["GROCERY F = 6.00", "GATORADE LEMON = 1.29"])
        #expect(p.receipt.total?.plainString == "7.29")
        let all = Support.parse("2 Mojito        S22.00\n1 Fireball        S7.00\nSubtotal        S29.00\nTax        S1.74\nTotal        S30.74")
        #expect(Support.items(all) == ["Mojito = 22.00", "Fireball = 7.00"])
        #expect(all.receipt.total?.plainString == "30.74")
        #expect(all.isVerified)
        let singapore = Support.parse("SOFT DRINKS        S$5.00\nDAY SOUP        S$10.00\nTOTAL        S$15.00")
        #expect(singapore.receipt.currency.code == "SGD")
        #expect(Support.items(singapore) == ["SOFT DRINKS = 5.00", "DAY SOUP = 10.00"])
    }

    /// `80.50` on a receipt that prints `$` before other amounts: the dollar sign read as an 8, where that
    /// makes the items the subtotal (or the total) and the figures as printed do not. An 8 that is a digit
    /// stays one.
    @Test func dollarSignsReadAsEightsAreSigns() {
        let p = Support.parse("1 M-Matcha Red Bean Slush  84.25\nNata Jelly        80.50\nSubtotal:  84.75\nTax        $0.38\nTotal:        $5.13")
        #expect(Support.items(p) == ["M-Matcha Red Bean Slush = 4.25", "Nata Jelly = 0.50"])
        #expect(p.receipt.total?.plainString == "5.13")
        #expect(p.isVerified)
        #expect(p.receipt.findings.map(\.message).contains("read the 8 before 84.25, 80.50, 84.75 as the dollar sign, which the receipt's arithmetic confirms"))
        // The tax's label lost: the items make the subtotal only so.
        let untaxed = Support.parse("Bubble/Little        80.50\n1 L-Caramel Slush     85.00\nSubtotal:  85.50\n7.8 X :    $0.43\nTotal:\n$5.93")
        #expect(Support.items(untaxed) == ["Bubble/Little = 0.50", "L-Caramel Slush = 5.00"])
        #expect(untaxed.receipt.subtotal?.plainString == "5.50")
        let digits = Support.parse("STEAK        84.50\nWINE        $12.00\nTOTAL        $96.50")
        #expect(Support.items(digits) == ["STEAK = 84.50", "WINE = 12.00"])
        #expect(digits.isVerified)
    }

    /// `DOUGHNUTS 20.65` among amounts printed with `£`: the sign read as a digit before one amount, where
    /// so read the items make the subtotal and the total stays as printed. A first digit that is a digit
    /// stays one.
    @Test func currencySignReadAsDigitBeforeOneAmount() {
        let p = Support.parse("NAPPIES        £3.75\nNAPPIES        £3.75\nDOUGHNUTS        20.65\nRED WINE        £4.05\nSUB-TOTAL        £12.20\nTOTAL TO PAY        12.20\nCASH        £20.00\nCHANGE DUE        £7.80")
        #expect(Support.items(p) == ["NAPPIES = 3.75", "NAPPIES = 3.75", "DOUGHNUTS = 0.65", "RED WINE = 4.05"])
        #expect(p.receipt.total?.plainString == "12.20")
        #expect(p.isVerified)
        #expect(p.receipt.findings.map(\.message).contains("read the first digit of 20.65 as the currency sign, which the receipt's arithmetic confirms"))
        let digits = Support.parse("PIZZA        12.50\nCOLA        £2.50\nTOTAL        £15.00\nCASH        £20.00")
        #expect(Support.items(digits) == ["PIZZA = 12.50", "COLA = 2.50"])
    }

    /// `SUBTOT 25.99` / `TOTAL 25.99` under `£5.99`: one amount printed twice with its sign read as a 2 at
    /// both printings. So read, the item makes the subtotal and the total follows it. An item changed with
    /// the subtotal (both printed 48.95) would confirm itself, so no reading that changes an item may
    /// change more than one place.
    @Test func currencySignReadAsDigitInAnAmountPrintedTwice() {
        let p = Support.parse("ADULT P/BALK        £5.99\nSUBTOT        25.99\nTOTAL        25.99\nCASH        £20.00\nCHANGE        £14.01")
        #expect(Support.items(p) == ["ADULT P/BALK = 5.99"])
        #expect(p.receipt.subtotal?.plainString == "5.99")
        #expect(p.receipt.total?.plainString == "5.99")
        #expect(p.receipt.findings.map(\.message).contains("read the first digit of 25.99 as the currency sign, which the receipt's arithmetic confirms"))
        let itemAndSum = Support.parse("1 PLAYER HOODIE XL        48.95\nOpen Disc %        -12.24\nGross Sales        48.95\nDiscount        -12.24\nSubtotal        36.71\nGRAND TOTAL        39.28\nCash        $40.00\nSave $5 on $36.99")
        #expect(Support.items(itemAndSum).first == "PLAYER HOODIE XL = 48.95")
        #expect(!itemAndSum.receipt.findings.map(\.message).contains { $0.hasPrefix("read the first digit") })
        let digits = Support.parse("BOOK        £5.99\nMAP        20.00\nSUBTOTAL        25.99\nTOTAL        25.99\nCASH        £30.00")
        #expect(digits.receipt.total?.plainString == "25.99")
    }

    /// `JORDAN SUPER.FLY 49.98` where the subtotal, which the tax and total confirm, needs 49.99: the one
    /// item whose line total one digit changed makes the subtotal is read so, said, and not called
    /// verified (the arithmetic repaired it). When the total
    /// does not confirm the subtotal, or two items could take the digit, nothing is changed.
    @Test func oneDigitOfOneItemFromConfirmedSubtotal() {
        let p = Support.parse("JORDAN SUPER.FLY        49.98\nROCKLIN CANVAS DE        19.99\nSUBTOTAL        69.98\nTAX        4.20\nTOTAL        74.18")
        #expect(Support.items(p) == ["JORDAN SUPER.FLY = 49.99", "ROCKLIN CANVAS DE = 19.99"])
        #expect(!p.isVerified)
        #expect(Support.findings(p) == [#"item 1: read "49.98" as 49.99, one digit changed, as the subtotal needs (the total confirms it); check it"#])
        #expect(p.receipt.findings.first?.item == 1)
        let unconfirmed = Support.parse("JORDAN SUPER.FLY        49.98\nROCKLIN CANVAS DE        19.99\nSUBTOTAL        69.98\nTAX        4.20\nTOTAL        75.18")
        #expect(Support.items(unconfirmed) == ["JORDAN SUPER.FLY = 49.98", "ROCKLIN CANVAS DE = 19.99"])
        let either = Support.parse("COFFEE        2.50\nTEA        2.50\nSUBTOTAL        5.60\nTAX        0.40\nTOTAL        6.00")
        #expect(Support.items(either) == ["COFFEE = 2.50", "TEA = 2.50"])
        // A line total that its own row's unit price makes a whole count of (33.02 x 2) is confirmed, not the one to change.
        let confirmed = Support.parse("TEA        0.50\nLAMP        33.02        66.04\nSUBTOTAL        65.54\nTOTAL        65.54")
        #expect(Support.items(confirmed) == ["TEA = 0.50", "LAMP = 66.04"])
        #expect(!confirmed.isVerified)
    }

    /// Prices that OCR left unreadable as money, a last digit lost or a digit read as a letter, are read as
    /// the amounts the items lack to make the subtotal, where the total confirms the subtotal and only one
    /// way fits: said, and not called verified (the arithmetic repaired them). Otherwise nothing is changed.
    /// (Written in the layouts of a helper's receipts from Indonesia and the US, misread as Tesseract does.)
    @Test func pricesUnreadAsMoneyFromConfirmedSubtotal() {
        let lost = Support.parse("Oat Latte 16oz        5.75\nDrip Coffee 12oz        3.2\nBlueberry Scone        4.25\nSubtotal 13.25\nTax 10.35%        1.37\nTotal        14.62")
        #expect(Support.items(lost) == ["Oat Latte 16oz = 5.75", "Drip Coffee 12oz = 3.25", "Blueberry Scone = 4.25"])
        #expect(!lost.isVerified)
        #expect(Support.findings(lost) == [#"item 2: read "3.2" as 3.25, as the subtotal needs (the total confirms it); check it"#])
        #expect(lost.receipt.findings.first?.item == 2)
        // Rupiah: one price with a letter for a digit, another with its last digit lost; the count and unit
        // price on a row under its name.
        let two = Support.parse("""
            1 Nasi Bakar Cakalang      42,000
            2 Tahu Telor               52,0O0
            1 Es Kelapa Muda           25,00
            Subtotal                  119,000
            PB1 10%                    11,900
            Grand Total               130,900
            """)
        #expect(Support.items(two) == ["Nasi Bakar Cakalang = 42000", "Tahu Telor = 52000", "Es Kelapa Muda = 25000"])
        #expect(Support.findings(two) == [#"item 2: read "52,0O0" as 52000, as the subtotal needs (the total confirms it); check it"#,
                                          #"item 3: read "25,00" as 25000, as the subtotal needs (the total confirms it); check it"#])
        let counted = Support.parse("Tonkotsu Ramen\n  1 x 62,000        62.000\nGyoza (5 pcs)\n  2 x 32.000        64.00\nOcha Dingin\n  2 x 12.000        24.000\nSubtotal        150.000\nPB1 10% 15.000\nTotal        165.000")
        #expect(Support.items(counted) == ["Tonkotsu Ramen = 62000", "Gyoza (5 pcs) = 64000", "Ocha Dingin = 24000"])
        // A price with a currency sign and its last digit lost is read with a zero there, then with the
        // digit the subtotal needs; a department heading under it is read into the name.
        let sign = Support.parse("GG ORGANIC OAT MILK    NF $4.29\nGG SHARP CHEDDAR 8OZ    NF\n                  $2.7\nHOME\nTHRESHOLD BATH TOWEL   T  $12.99\nSUBTOTAL       $20.07\nTAX        $0.96\nTOTAL        $21.03")
        #expect(sign.receipt.items.map(\.total.plainString) == ["4.29", "2.79", "12.99"])
        #expect(Support.findings(sign) == [#"item 2: read "$2.7" as 2.79, as the subtotal needs (the total confirms it); check it"#])
        // The total does not confirm the subtotal; or two rows could each be the price lacking.
        let unconfirmed = Support.parse("Oat Latte 16oz        5.75\nDrip Coffee 12oz        3.2\nBlueberry Scone        4.25\nSubtotal 13.25\nTax 10.35%        1.37\nTotal        15.62")
        #expect(!Support.items(unconfirmed).contains("Drip Coffee 12oz = 3.25"))
        let either = Support.parse("Oat Latte 16oz        5.75\nDrip Coffee 12oz        3.2\nTea 12oz        3.2\nBlueberry Scone        4.25\nSubtotal 16.45\nTax        1.70\nTotal        18.15")
        #expect(Support.findings(either).allSatisfy { !$0.contains("as the subtotal needs") })
    }

    /// A row's number first and the count in a column after the name (`1. LED BULB 9W E27  4 PCS  6.90  27.60`):
    /// the whole number that the unit price multiplies into the line total is the count, and the row's number
    /// is no word of the name. (Written for the test in a Malaysian hardware shop's invoice layout.)
    @Test func aRowsNumberFirstAndItsCountInAColumn() {
        let p = Support.parse("""
            No Description         Qty  UOM U/Price Amount
            1. LED BULB 9W E27       4  PCS    6.90  27.60
            4. MCB 20A SINGLE        2  PCS   14.50  29.00
            5. PVC CABLE 2.5MM      10  MTR    1.60  16.00
            Sub Total                                72.60
            Total                                    72.60
            """)
        #expect(Support.items(p) == ["LED BULB 9W E27 = 27.60", "MCB 20A SINGLE = 29.00", "PVC CABLE 2.5MM MTR = 16.00"])
        #expect(p.receipt.items.map(\.quantity) == [4, 2, 10].map { ExactDecimal(significand: $0) })
        #expect(p.isVerified)
    }

    /// On a receipt without decimals, a small whole number first on a row of words, and its only number, is a
    /// count (a package's parts, `   2 AYAM DADA`), not a price of 2; a price of 1 printed in its columns
    /// (`PLASTIK SDG 1 1 1`) is still one. (Written for the test in an Indonesian food court's layout.)
    @Test func aCountedSubItemWithoutDecimalsIsNoPrice() {
        let p = Support.parse("""
            1 PAKET BERDUA                  78.000
               2 AYAM DADA
               2 NASI
               2 ES TEH
            1 CHICKEN STRIPS                29.000
            TOTAL                          107.000
            GOPAY                          107.000
            """)
        #expect(p.receipt.items.map(\.total.plainString) == ["78000", "29000"])
        #expect(p.isVerified)
        #expect(Support.findings(p).isEmpty)
        let bag = Support.parse("LE MINERALE 600ML 1 3100 3,100\nPLASTIK SDG 1 1 1\nTOTAL 3,101\nTUNAI 5,000")
        #expect(bag.receipt.items.map(\.total.plainString) == ["3100", "1"])
    }

    /// A name whose second row, indented under the first, carries the price (`TERANG BULAN KEJU` over
    /// `  SUSU KACANG 55.000`) is one name, with the first row's count; a numbered heading over an indented item
    /// (`Seat 1`) is none of its name. (Written for the test in an Indonesian stall's and a Canadian bistro's layouts.)
    @Test func aNameWhosePricedSecondRowIsIndented() {
        let p = Support.parse("""
            TERANG BULAN KEJU
              SUSU KACANG             55.000
            1 NASI LIWET KOMPLIT
              AYAM GORENG             68.000
            TEH POCI                   8.000
            TOTAL                    131.000
            TUNAI                    150.000
            """)
        #expect(Support.items(p) == ["TERANG BULAN KEJU SUSU KACANG = 55000", "NASI LIWET KOMPLIT AYAM GORENG = 68000", "TEH POCI = 8000"])
        #expect(p.receipt.items[1].quantity == ExactDecimal(significand: 1))
        let seats = Support.parse("Seat 1\n   Seafood Chowder      14.00\nSeat 2\n   Lobster Mac      32.00\nTotal      46.00")
        #expect(Support.items(seats) == ["Seafood Chowder = 14.00", "Lobster Mac = 32.00"])
    }

    /// `2  SALMON SUSHI` over `   x 28,000   56,000`: with the count on the name's row, what follows a mark first
    /// on the row is the unit price, not a count of 28. (Written for the test in an Indonesian sushi bar's layout.)
    @Test func aTimesMarkFirstOnTheRowBeforeTheUnitPrice() {
        let p = Support.parse("2  SALMON SUSHI\n     x 28,000        56,000\n1  SPICY TUNA ROLL\n     x 62,000        62,000\nTotal       118,000")
        #expect(p.receipt.items.map(\.quantity) == [ExactDecimal(significand: 2), ExactDecimal(significand: 1)])
        #expect(p.receipt.items.map { $0.unitPrice?.description } == ["28000", "62000"])
        #expect(Support.items(p) == ["SALMON SUSHI = 56000", "SPICY TUNA ROLL = 62000"])
    }

    /// On a receipt of rupiah in thousands, a whole number of one or two digits alone on a row of words (a
    /// floor `Lt. 3`, a pack `Box of 6`) or alone on its row (`2`, the count of items) is no price: the items
    /// add up without taking anything out, so the receipt is verified. A rounding of 1 is still money, and a
    /// count over its figures (`Sabun Beras 1` over `30000 30000`) is still read with them.
    @Test func smallWholeNumbersAmongThousandsAreNoPrices() {
        let p = Support.parse("""
            Mall Ciputra Lt. 3
            1 NASI GORENG           25.000
            1 ES TEH                 5.000
            Box of 6
            2
            SUBTOTAL                30.000
            PEMBULATAN                   1
            TOTAL                   30.001
            TUNAI                   50.001
            KEMBALI                 20.000
            """)
        #expect(Support.items(p) == ["NASI GORENG = 25000", "ES TEH = 5000"])
        #expect(p.receipt.rounding?.plainString == "1")
        #expect(p.receipt.total?.plainString == "30001")
        #expect(p.isVerified)
        #expect(!Support.findings(p).contains { $0.contains("not taken as an item") })
        let counted = Support.parse("Sabun Beras 1\n30000 30000\nSub Total\n30000\nTunai\n50000\nKembalian 20000")
        #expect(Support.items(counted) == ["Sabun Beras = 30000"])
        #expect(counted.receipt.items.first?.quantity == ExactDecimal(significand: 1))
    }

    /// A fuel price per litre printed in cents (`42.18 L @ 197.9c/L  $83.47`) is the unit price in dollars,
    /// 1.979, which the litres multiply into the line total; the row under the pump's grade gives it its
    /// figures (written for the test in an Australian service station's layout).
    @Test func aPricePerUnitInCents() {
        let p = Support.parse("""
            Pump 4  Unleaded 91
              42.18 L @ 197.9c/L              $83.47
            Iced Coffee 500ml                  $4.50
            TOTAL                             $87.97
            """)
        #expect(Support.items(p) == ["Pump 4  Unleaded 91 = 83.47", "Iced Coffee 500ml = 4.50"])
        #expect(p.receipt.items.first?.quantity == ExactDecimal("42.18"))
        #expect(p.receipt.items.first?.unitPrice == ExactDecimal("1.979"))
        #expect(PrintedNumber.centsAsUnits("349") == "3.49" && PrintedNumber.centsAsUnits("9.9") == "0.099")
    }

    /// A tax flag glued to a price is cut off it: a `G` after a price of two decimals and a unit or more
    /// (`18.50G`; grams are whole, `250G`), and a flag after a price of three decimals (`2.100S`, Oman); a
    /// pump's litres stay a volume (`36.51L`) (written for the test in those places' layouts).
    @Test func aTaxFlagGluedToAPriceOfTwoOrThreeDecimals() {
        let cafe = Support.parse("1 Burger 18.50G\n1 Fries 4.20G\nSubtotal 22.70\nTotal 22.70")
        #expect(Support.items(cafe) == ["Burger = 18.50", "Fries = 4.20"])
        #expect(ScannedRow.gluedFlagStart("36.51L") == nil && ScannedRow.gluedFlagStart("0.50G") == nil)
        let oman = Support.parse("TISSUE BOX 5PK 1.450S\nSOFT DRINK 6X330ML 2.100S\nTotal (OMR) 3.550")
        #expect(Support.items(oman) == ["TISSUE BOX 5PK = 1.450", "SOFT DRINK 6X330ML = 2.100"])
    }
}

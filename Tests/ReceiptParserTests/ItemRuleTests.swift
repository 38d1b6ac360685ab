import Testing
import SplitBillCore
@testable import ReceiptParser

/// Each item rule of ``ItemAssembler/rules`` on the layout it reads: the row it is written for must be
/// read by that rule, and the items must come out as printed. The rows are real receipt text (CORD,
/// SROIE, WildReceipt and the fixtures), cut to the rows the rule needs, but for the few said to be
/// constructed.
@Suite struct ItemRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The rule under test.
        var rule: String
        var text: String
        /// The row (its whole text) that the rule must read.
        var row: String
        /// The items, as `name = total`, with ` ×count` when a count is read and ` -discount`, ` +add-on`.
        var items: [String]
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "NegativeAmountLine", text: "BEEF BULGOGI 26,000\nDISC ITEM -30%\nAMOUNT -7,800\nTOTAL 18,200",
             row: "AMOUNT -7,800", items: ["BEEF BULGOGI = 26000 -7800"]),
        Case(rule: "PaymentWordInItemName", text: "2 E Money Justice Leag 150.000\n1 Es Teh 5.000\nSubtotal 155.000\nTotal 155.000",
             row: "2 E Money Justice Leag 150.000", items: ["E Money Justice Leag = 150000 ×2", "Es Teh = 5000 ×1"]),
        Case(rule: "PaymentWordInItemName", text: "CARD THANKS CROWN    720473536751   5.99\nGIFT BAG 1.00\nSUBTOTAL $6.99\nSALES TAX $0.50\nTOTAL $7.49\nVISA $7.49",
             row: "CARD THANKS CROWN    720473536751   5.99", items: ["CARD THANKS CROWN = 5.99", "GIFT BAG = 1.00"]),
        Case(rule: "PaymentWordInItemName",
             text: "CARD THANKS CROWN    720473536751   5.99\nCARD MDAY GRANDMOTHER\n720473462272        4.99\nSUBTOTAL        $10.98\nSALES TAX        $1.12\nTOTAL        $12.10\nVISA        $12.10",
             row: "CARD MDAY GRANDMOTHER", items: ["CARD THANKS CROWN = 5.99", "CARD MDAY GRANDMOTHER = 4.99"]),
        // A toothpaste named with a total word, among a pharmacy's items (a constructed row).
        // A loyalty card's price cut between a supermarket's items (a constructed receipt in a London shop's layout).
        Case(rule: "PaymentWordOnDiscount",
             text: "PG TIPS 80S                  £2.99\nCLUBCARD PRICE               -£0.50\nWALKERS CRISPS 6PK           £2.00\nTOTAL                       £4.49\nVISA                        £4.49",
             row: "CLUBCARD PRICE               -£0.50", items: ["PG TIPS 80S = 2.99 -0.50", "WALKERS CRISPS 6PK = 2.00"]),
        Case(rule: "TotalWordInItemName", text: "ADVIL 200MG 7.99 T\nCOLGATE TOTAL TP 4.79 T\nHALLS 2.49\nSUBTOTAL 15.27\nTAX 0.99\nTOTAL 16.26",
             row: "COLGATE TOTAL TP 4.79 T", items: ["ADVIL 200MG = 7.99", "COLGATE TOTAL TP = 4.79", "HALLS = 2.49"]),
        // A bread whose brand begins with a tip word, among a supermarket's items (a constructed row in an Auckland
        // shop's layout); the service charge right above the total stays one.
        Case(rule: "ChargeWordInItemName",
             text: "ANCHOR BLUE TOP MILK 2L 4.29\nTIP TOP BREAD WHITE 700G 3.50\nL&P 1.5L 3.29\nSUBTOTAL 11.08\nTOTAL $11.08",
             row: "TIP TOP BREAD WHITE 700G 3.50", items: ["ANCHOR BLUE TOP MILK 2L = 4.29", "TIP TOP BREAD WHITE 700G = 3.50", "L&P 1.5L = 3.29"]),
        // A cover charge sold as a row of a Brazilian NFC-e's table (a constructed receipt in a Rio bar's layout):
        // an item, so that the service under the total of the items is the bill's 10% and the total the one to pay.
        Case(rule: "ChargeRowInItemsTable",
             text: "0108   BOLINHO BACALHAU     1  UN   39,90    39,90\n0200   COUVERT ARTISTICO    2  UN   15,00    30,00\n"
                + "Valor total R$ 69,90\nAcréscimo (taxa serviço 10%) 6,99\nValor a Pagar R$ 76,89",
             row: "0200   COUVERT ARTISTICO    2  UN   15,00    30,00",
             items: ["0108 BOLINHO BACALHAU = 39.90 ×1", "0200 COUVERT ARTISTICO = 30.00 ×2"]),
        Case(rule: "SummaryLineEndsItems", text: "NASI GORENG 25,000\nTOTAL 25,000\nTEH MANIS 5,000",
             row: "TOTAL 25,000", items: ["NASI GORENG = 25000"]),
        Case(rule: "ChargeWordInCountedItem", text: "1 PAKET HAPPY HOUR 27,273\nSUBTOTAL 27,273\nTOTAL 27,273",
             row: "1 PAKET HAPPY HOUR 27,273", items: ["PAKET HAPPY HOUR = 27273 ×1"]),
        // wr-6aa7889f77 (tuning part, pipeline rows): a car wash's service sold as an item.
        Case(rule: "ChargeWordInCountedItem", text: "1 Full Service        27.99\n27.99\nSubt        0.00\nTotal      27.99",
             row: "1 Full Service        27.99", items: ["Full Service = 27.99 ×1"]),
        // An Italian cover charge, so much a head, as trattorie print it (a constructed row): its count marked,
        // with or without its unit price.
        Case(rule: "ChargeWordInCountedItem", text: "Coperto x2 4,00\nBistecca alla fiorentina 45,00\nServizio 10% 4,90\nTOTALE 53,90",
             row: "Coperto x2 4,00", items: ["Coperto = 4.00 ×2", "Bistecca alla fiorentina = 45.00"]),
        Case(rule: "ChargeWordInCountedItem", text: "COPERTO 2 x 2,50 5,00\nPIZZA MARGHERITA 8,00\nTOTALE EURO 13,00",
             row: "COPERTO 2 x 2,50 5,00", items: ["COPERTO = 5.00 ×2", "PIZZA MARGHERITA = 8.00"]),
        // The cover charge without its count, heading the bill (a constructed row).
        Case(rule: "ChargeAboveTheItems", text: "TRATTORIA DA MARIO\nCOPERTO 2,50\nPIZZA MARGHERITA 8,00\nTOTALE 10,50",
             row: "COPERTO 2,50", items: ["COPERTO = 2.50", "PIZZA MARGHERITA = 8.00"]),
        Case(rule: "DiscountRow", text: "WINE 12.00\nDISCOUNT 2.00\nTOTAL 10.00",
             row: "DISCOUNT 2.00", items: ["WINE = 12.00 -2.00"]),
        // A void of a whole item, named, under another item (a constructed diner's bill); the price less a
        // discount printed under it (a constructed row in a Polish till's layout).
        Case(rule: "DiscountRow", text: "1 Orange Juice Lg 5.25\n1 Side Bacon 4.50\nVOID Orange Juice Lg -5.25\nTOTAL 4.50",
             row: "VOID Orange Juice Lg -5.25", items: ["Side Bacon = 4.50 ×1"]),
        Case(rule: "DiscountRow", text: "Kawa mielona 500g  1 x24,99  24,99A\n  Rabat  -5,00A\n  19,99A\nTorba  1 x0,50  0,50A\nSUMA PLN 20,49",
             row: "  Rabat  -5,00A", items: ["Kawa mielona 500g = 24.99 ×1 -5.00", "Torba = 0.50 ×1"]),
        Case(rule: "ItemCountWithTheirSum", text: "1 KOPI SUSU 18,000\n1 ROTI BAKAR 22,000\nITEMS 2 40,000\nTUNAI 50,000",
             row: "ITEMS 2 40,000", items: ["KOPI SUSU = 18000 ×1", "ROTI BAKAR = 22000 ×1"]),
        Case(rule: "CountLineWithLineTotal", text: "1 Seaweed Chicken 42,000 0\n1 - Pedas\nITEMS: 1 42,000\nTOTAL 42,000",
             row: "ITEMS: 1 42,000", items: ["Seaweed Chicken = 42000 ×1"]),
        // A count labelled under its item (a constructed row in an American store's layout).
        Case(rule: "CountLineUnderItem",
             text: "GREEK YOGURT            4.50\n  Qty 3 @ $1.50 ea\nBANANAS                 1.20\nSUBTOTAL                5.70\nTOTAL                   5.70",
             row: "  Qty 3 @ $1.50 ea", items: ["GREEK YOGURT = 4.50 ×3", "BANANAS = 1.20"]),
        Case(rule: "NonItemRow", text: "Table 12\nNASI GORENG 25,000\nTOTAL 25,000",
             row: "Table 12", items: ["NASI GORENG = 25000"]),
        // wr-109203413d (tuning part, pipeline rows): a lone `3` of the header is no count of the first item.
        Case(rule: "NonItemRow", text: "3\n2 Guests        A\nServer: Davide\nMix Salad small        15.00\n1 Prosciutto Ham Pizza        22.00\nSubtotal:       37.00",
             row: "Server: Davide", items: ["Mix Salad small = 15.00", "Prosciutto Ham Pizza = 22.00 ×1"]),
        Case(rule: "DashBeforeAmountOnCountedRow", text: "1 FL Mille Crepes - 33,181\nTOTAL 33,181",
             row: "1 FL Mille Crepes - 33,181", items: ["FL Mille Crepes = 33181 ×1"]),
        Case(rule: "NegativeLineTotal", text: "WINE 12.00\n-2.00\nTOTAL 10.00",
             row: "-2.00", items: ["WINE = 12.00 -2.00"]),
        Case(rule: "CountAndUnitPriceRow", text: "3X @13000\nES JERUK 39,000\nTOTAL 39,000",
             row: "3X @13000", items: ["ES JERUK = 39000 ×3"]),
        Case(rule: "TextRow", text: "BULGOGI 25,000\nJEONGSIK\nTOTAL 25,000",
             row: "JEONGSIK", items: ["BULGOGI JEONGSIK = 25000"]),
        // wr-7d548991f6 (tuning part, pipeline rows): a name wraps onto one row; the rows under it are the set's parts.
        Case(rule: "TextRow", text: "1 PARTY PK 18-22        139.00\nCHOW MEIN\nFRIED RICE\nORANGE CKN\nTOTAL 139.00",
             row: "FRIED RICE", items: ["PARTY PK 18-22 CHOW MEIN = 139.00 ×1"]),
        Case(rule: "LineTotalUnderOptions", text: "1 Seaweed Chicken 42,000 0\n1 - Pedas\n42,000\nTOTAL 42,000",
             row: "42,000", items: ["Seaweed Chicken = 42000 ×1"]),
        Case(rule: "ItemsSumEndsItems", text: "Bakso Urat 30,000\nEs Teh 8,000\n38,000\nTunai 50,000",
             row: "38,000", items: ["Bakso Urat = 30000", "Es Teh = 8000"]),
        Case(rule: "NameEndingInSmallNumber", text: "Cuka Apel Moringa 1\n289000 289000\nSub Total\n289000",
             row: "Cuka Apel Moringa 1", items: ["Cuka Apel Moringa = 289000 ×1"]),
        Case(rule: "CountRowOverItem", text: "1X 8,000\nES TEH MANIS 8,000\nTOTAL 8,000",
             row: "1X 8,000", items: ["ES TEH MANIS = 8000 ×1"]),
        Case(rule: "CountRowUnderItem", text: "A1. Sate Babi Manis 6.000\n2 3.000\nTotal 6.000",
             row: "2 3.000", items: ["A1. Sate Babi Manis = 6000 ×2"]),
        // The word for pieces and the times sign mark the count and the price: they are no words of a name
        // (a German supermarket receipt of the everyday tuning part).
        Case(rule: "CountRowUnderItem", text: "M&M S PEANUT        1,98 B\n2 Stk x    0,99\nCOCA-COLA        1,35 A\nSUMME        EUR      3,33",
             row: "2 Stk x    0,99", items: ["M&M S PEANUT = 1.98 ×2", "COCA-COLA = 1.35"]),
        // A deposit named with its price a piece, its count and line total under it (a constructed row in a
        // German supermarket's layout).
        Case(rule: "CountRowUnderUnitPrice", text: "Mineralwasser 1,5l\n  6 x 0,49   2,94 A\nPfand 0,25 EUR\n  6 x 0,25   1,50 A\nSumme EUR 4,44",
             row: "  6 x 0,25   1,50 A", items: ["Mineralwasser 1,5l = 2.94 ×6", "Pfand = 1.50 ×6"]),
        Case(rule: "UnitPriceUnderWeighedItem",
             text: "FILETE PECHUGA POLL  0.657 KILOS    4.14\n:\nPRECIO KILO        6.30\nCHAMPINON BANDEJA        1.00\nTOTAL A PAGAR EUROS        5.14",
             row: "PRECIO KILO        6.30", items: ["FILETE PECHUGA POLL = 4.14 ×0.657", "CHAMPINON BANDEJA = 1.00"]),
        Case(rule: "ModifierOrFreeOption", text: "BURGER 8.00\n+ extra cheese 1.00\nTOTAL 9.00",
             row: "+ extra cheese 1.00", items: ["BURGER = 8.00 +1.00"]),
        Case(rule: "ModifierOrFreeOption", text: "BURGER 8.00\n+ no onion 0.00\nTOTAL 8.00",
             row: "+ no onion 0.00", items: ["BURGER = 8.00"]),
        // A zero printed with the cents of a currency that has them is an item given free (wr-5053168e7e).
        Case(rule: "NameOnPricedRow", text: "1 COFFEE        2.29\n1 WATER        0.00\nFOOD        2.29\nState&Local Tax        0.18\nAmount Due  $2.47",
             row: "1 WATER        0.00", items: ["COFFEE = 2.29 ×1", "WATER = 0.00 ×1"]),
        // `EX` alone is a word of the name, not "before tax" (wr-f5c4ab09af, tuning part).
        Case(rule: "NameOnPricedRow", text: "ACE.OLIVA CARBONELL        2.99\nSALCHICHON EX ELPOZ        1.00\nTOTAL A PAGAR EUROS        3.99",
             row: "SALCHICHON EX ELPOZ        1.00", items: ["ACE.OLIVA CARBONELL = 2.99", "SALCHICHON EX ELPOZ = 1.00"]),
        Case(rule: "PricedSubItem", text: "1 x MANGO GT (L) 25,000\nPEARL (L) 4,000\nTOTAL 29,000",
             row: "PEARL (L) 4,000", items: ["MANGO GT (L) = 25000 ×1 +4000"]),
        Case(rule: "CountRowAboveGivesFigures", text: "3X @13000\nES JERUK 39,000\nTOTAL 39,000",
             row: "ES JERUK 39,000", items: ["ES JERUK = 39000 ×3"]),
        Case(rule: "CountRowAboveGivesFigures", text: "1X 25,900\nTAMMIA 259 25,900\nSUBTOTAL: 25,900",
             row: "TAMMIA 259 25,900", items: ["TAMMIA 259 = 25900 ×1"]),
        Case(rule: "NameOnPricedRow", text: "NASI GORENG 2 25,000 50,000\nTOTAL 50,000",
             row: "NASI GORENG 2 25,000 50,000", items: ["NASI GORENG = 50000 ×2"]),
        Case(rule: "CategorySum", text: "NASI GORENG 25,000\nMIE GORENG 23,000\nFOOD 48,000\nTOTAL 48,000",
             row: "FOOD 48,000", items: ["NASI GORENG = 25000", "MIE GORENG = 23000"]),
        Case(rule: "ArticleCodeForName", text: "SUSU UHT COKLAT\n0512100 2 19,000 38,000\nTOTAL 38,000",
             row: "0512100 2 19,000 38,000", items: ["SUSU UHT COKLAT = 38000 ×2"]),
        Case(rule: "NameCutAbove", text: "Spaghetti (Bol\nognese) 1 19.000\nTotal 19.000",
             row: "ognese) 1 19.000", items: ["Spaghetti (Bol ognese) = 19000 ×1"]),
        Case(rule: "StarredSubItemAbove", text: "1 x ICE TEA 8,000\n*LEMONADER*\n1 x 5,000 5,000\nTOTAL 13,000",
             row: "1 x 5,000 5,000", items: ["ICE TEA = 8000 ×1 +5000"]),
        Case(rule: "OptionsNamedAbove", text: "1 x CHURROS 25,000\n*CARAMEL DIP*\n1 0 0\nTOTAL 25,000",
             row: "1 0 0", items: ["CHURROS = 25000 ×1"]),
        Case(rule: "NameOnRowsAbove", text: "1 PLASTIC BAG\n500.00\nTOTAL 500.00",
             row: "500.00", items: ["PLASTIC BAG = 500.00 ×1"]),
        // sroie-195 (tuning part, pipeline rows): names printed under their prices, a flag glued to each
        // price (`15.50SR`), opening hours above the first.
        Case(rule: "NameOnRowsAbove",
             text: "SHOPPING HOURS\nSUN-THU:1000 HRS - 2200 HRS\nVALUED CUSTOMER: 1370001392\n1x 000002/81709        15.50SR\nBIO ZIP POWDER\nIx 000002781709        15.50SR\nBIO ZIP POWDER\nSub total        31.00\nTotal Sales Incl GST        31.00",
             row: "1x 000002/81709        15.50SR", items: ["BIO ZIP POWDER = 15.50 ×1", "BIO ZIP POWDER = 15.50"]),
        // sroie-128 (tuning part): article codes where the names would be, the names under them.
        Case(rule: "ArticleCodeForName",
             text: "Item        Qty S/Price Amount Tax\n1701        5      6.36      31.80   SR\n6/8 BATU (BAG)\n2167        1      50.88      50.88  SR\n4.5KG RENDEROC PLUG        :\nTotal Qty:  6 82.68\nTotal Sales (Excluding GST)       78.00",
             row: "2167        1      50.88      50.88  SR", items: ["6/8 BATU (BAG) = 31.80 ×5", "4.5KG RENDEROC PLUG = 50.88 ×1"]),
        // wr-e745d5d034 (tuning part, pipeline rows): each article's code and name on a row of their own, its
        // price line under it with a former and a sale price, after an article priced on its row.
        Case(rule: "ArticleCodeForName",
             text: "71928373915   ICE CREAM        5.99 F\n*4125001715   TORTILLA CHP\nWas      3.29       now      2.99 F\nTOTAL        8.98",
             row: "Was      3.29       now      2.99 F", items: ["ICE CREAM = 5.99", "TORTILLA CHP = 2.99"]),
        // sroie-171 (tuning part, pipeline rows): a priced row that prints its own code is its own article, however
        // short its words, under an article row whose price OCR read with one decimal.
        Case(rule: "PricedItem",
             text: "121095079 GDN NC H/d ENC ROM    5.9 S\n121095079 GDN MC H/W ENC ROM     5.90 §\nTotal 5.90",
             row: "121095079 GDN MC H/W ENC ROM     5.90 §", items: ["GDN MC H/W ENC ROM = 5.90"]),
        Case(rule: "PricedItem", text: "NASI GORENG 25,000\nTOTAL 25,000",
             row: "NASI GORENG 25,000", items: ["NASI GORENG = 25000"]),
    ]

    /// Assembles the items of `text` as the parser does (currency and number style from the text).
    static func assemble(_ text: String) -> (rows: [ReadRow], result: ItemAssembler.Result, currency: Currency) {
        let kept = ReceiptParser.prepared(text.split(separator: "\n", omittingEmptySubsequences: false).map { RecognizedRow(text: String($0)) })
        let scan = kept.enumerated().map { ScannedRow(index: $0.offset, row: $0.element, repairs: false) }
        let numbers = scan.flatMap { $0.words.compactMap(\.number) }
        let currency = ReceiptParser.currency(of: scan, style: NumberStyle.detect(numbers: numbers, currency: nil), fallback: .usd)
        let style = NumberStyle.detect(numbers: numbers, currency: currency)
        let rows = scan.map { ReadRow($0, style: style, currency: currency) }
        return (rows, ItemAssembler(currency: currency).assemble(rows), currency)
    }

    static func describe(_ item: ItemDraft) -> String {
        var s = "\(item.name) = \(item.total.plainString)"
        if let q = item.quantity { s += " ×\(q)" }
        if let d = item.discount { s += " -\(d.plainString)" }
        for a in item.addOns { s += " +\(a.amount.plainString)" }
        return s
    }

    @Test(arguments: cases)
    func theRuleReadsItsLayout(_ c: Case) throws {
        let (rows, result, _) = ItemRuleTests.assemble(c.text)
        let row = try #require(rows.first { $0.text == c.row })
        #expect(result.readBy[row.index]?.contains(c.rule) == true, "read by \(result.readBy[row.index] ?? [])")
        #expect(result.items.map(ItemRuleTests.describe) == c.items)
    }

    /// A count marked with its `x` is still the row's count behind a word OCR made of the margin (`> 1x`,
    /// `NS 1x`) or with its 1 read as a letter (`Ix`, then the count 1 and no word of the name): such a row
    /// is an item, not a sub-item of the item above (wildreceipt wr-4a8473d908 and wr-51df9725f4, Tesseract text, tuning part).
    @Test(arguments: [
        ("1x Fideua Mixta £ 17.00\n1x Chocolate con. £ 5.60\n> 1x Half Pint Estrella. £ 2.75\nNS 1x Maeloc Fresa £ 4.25\nItem Total £ 29.60",
         ["Fideua Mixta = 17.00 ×1", "Chocolate con. = 5.60 ×1", "Half Pint Estrella. = 2.75 ×1", "NS Maeloc Fresa = 4.25 ×1"]),
        ("1x Baby Kalamari Gefu 12,90 1\nIx Schafskase Ofen 6,90 1\nNetto(1) Eur 19,80",
         ["Baby Kalamari Gefu = 12.90 ×1", "Schafskase Ofen = 6.90 ×1"]),
        // wr-51df9725f4 (tuning part): the count is the `Ix`, not 10 made of the size 0,25 into the line total.
        ("3x Hefe-Weissbier     a 3,30    9,90 1\nIx Saft 0,25        2,50 1\n1x Grosses Wasser        2,40 1\nNetto(1) Eur 14,80",
         ["Hefe-Weissbier = 9.90 ×3", "Saft = 2.50 ×1", "Grosses Wasser = 2.40 ×1"]),
        // wr-51df9725f4 (tuning part): the paper's edge read as a stroke before the count, on a priced row and on
        // a name over its price.
        ("|     2x Gyros Folie        a 9,90   19,80 1\n|     1x Schafskase Ofen\n6,90 1\n|     Ix Bifteki Metaxa        11,90 1\nNetto(1) Eur 38,60",
         ["Gyros Folie = 19.80 ×2", "Schafskase Ofen = 6.90 ×1", "Bifteki Metaxa = 11.90 ×1"]),
    ])
    func aCountBehindMarginNoiseOrMisreadIsAnItem(_ c: (text: String, items: [String])) {
        let (_, result, _) = ItemRuleTests.assemble(c.text)
        #expect(result.items.map(ItemRuleTests.describe) == c.items)
    }

    /// Free items keep no count that their zero cannot confirm: a number sign marks the menu's number
    /// (wr-c5ad3486b3, check part, Tesseract text) and a zero line total confirms no count of ten or more
    /// (wr-f3cf24916c, tuning part: a line number before the count).
    @Test(arguments: [
        ("Qty Descriptions Amount\n| PRIME TENDERLOIN 27,90\nx 1 FRENCH FRIES 0.00\n#4 | GARDEN VEGGIE 0.00\n1 PORTERHOUSE 29.90\nBAL .DUE 57.80",
         ["PRIME TENDERLOIN = 27.90", "x 1 FRENCH FRIES = 0.00", "4 GARDEN VEGGIE = 0.00", "PORTERHOUSE = 29.90 ×1"]),
        ("P.V.P. B.y.A. INCLUIDO\nWAXED PRR 1 PAPEL VEGETAL 1,35\nCAN EFomR CACAO TAZA 1,15\n10 1 PARKING 0,00\nTOTAL... SSEUROS. 2,50",
         ["WAXED PRR 1 PAPEL VEGETAL = 1.35", "CAN EFomR CACAO TAZA = 1.15", "10 1 PARKING = 0.00"]),
    ])
    func aFreeItemConfirmsNoCount(_ c: (text: String, items: [String])) {
        let (_, result, _) = ItemRuleTests.assemble(c.text)
        #expect(result.items.map(ItemRuleTests.describe) == c.items)
    }

    /// A payment's own fields and a column heading above the items stay payment rows, out of every name
    /// (sroie-072's `Card Expiry: 30/09/18` over its item, wr-221be3242b's heading; both tuning part).
    @Test(arguments: [
        ("Member Card No: 2008011381468\nCard Expiry: 30/09/18\n: Description        Amount\n: TOMBOW C/Tape CX5N\n19.78 T\nTotal RM        19.78",
         "Card Expiry"),
        ("Payment Time: 01:40:35 PM\nDescription        Payment Amount\nHardware & other charges (Net Amount)\n$5,398.00\nTOTAL        $5,398.00",
         "Payment Amount"),
    ])
    func paymentFieldsAboveTheItemsAreNoNames(_ c: (text: String, payment: String)) throws {
        let (_, result, _) = ItemRuleTests.assemble(c.text)
        let item = try #require(result.items.first)
        #expect(result.items.count == 1)
        #expect(!item.name.contains(c.payment), "\(item.name)")
    }

    /// A discount among the items that prints its rate goes where the rate says: off the item above when
    /// it is that item's share, off the whole bill when it is the items' (constructed rows in the layouts
    /// of an Indonesian coffee shop and a British pub); without a rate, off the item above.
    @Test(arguments: [
        ("Kopi Kenangan Mantan\n  2 x Rp. 24.000,00       Rp. 48.000,00\nEs Kopi Susu Aren\n  1 x Rp. 22.000,00       Rp. 22.000,00\nRoti Bakar Coklat\n  1 x Rp. 18.000,00       Rp. 18.000,00\nDiskon Member 10%        -Rp.  8.800,00\nSub Total                Rp. 79.200,00",
         ["Kopi Kenangan Mantan = 48000 ×2", "Es Kopi Susu Aren = 22000 ×1", "Roti Bakar Coklat = 18000 ×1"], ["8800"]),
        ("Fish & Chips                   15.50\nSticky Toffee Pudding           7.25\n  Discount 10% staff           -0.73\nTotal                        £ 22.02",
         ["Fish & Chips = 15.50", "Sticky Toffee Pudding = 7.25 -0.73"], []),
        ("Fish & Chips                   15.50\nSticky Toffee Pudding           7.25\n  Staff discount               -0.73\nTotal                        £ 22.02",
         ["Fish & Chips = 15.50", "Sticky Toffee Pudding = 7.25 -0.73"], []),
    ])
    func aDiscountsRateSaysWhoseItIs(_ c: (text: String, items: [String], billDiscounts: [String])) {
        let (_, result, _) = ItemRuleTests.assemble(c.text)
        #expect(result.items.map(ItemRuleTests.describe) == c.items)
        #expect(result.discounts.map(\.amount.plainString) == c.billDiscounts)
    }

    /// A price under a weighed item that its weight does not multiply into the line total is an item
    /// of its own.
    @Test func aPriceTheWeightDoesNotMakeIsAnItem() {
        let (_, result, _) = ItemRuleTests.assemble("FILETE PECHUGA POLL  0.657 KILOS    4.14\nSALSA BARBACOA DIA        0.92\nTOTAL        5.06")
        #expect(result.items.map(ItemRuleTests.describe) == ["FILETE PECHUGA POLL = 4.14 ×0.657", "SALSA BARBACOA DIA = 0.92"])
    }

    /// Of the text rows over a price, one that begins with a count starts the item's name (CORD
    /// cord-train-00732, tuning part: `TAKEOUT(1):` is the order's, not the latte's); a street number
    /// is no count (`677 Tottenham Court Rd`, WildReceipt wr-1594bb7529 from Tesseract text, check part).
    @Test(arguments: [
        ("TAKEOUT(1):\n1 Viet Latte\n+S 19.000\nTotal Rp 19.000", ["Viet Latte = 19000 ×1"]),
        ("catfe Nero\n677 Tottenham Court Rd\n£668 ba\nTotal £6.68", ["catfe Nero 677 Tottenham Court Rd = 668.00"]),
        // The count printed on both rows is the count once, not a word of the name (cord-dev-00079, tuning part).
        ("1 Jamur Kuping 8.000\n2 Maling\n12000 24.000\nSubtotal 32.000", ["Jamur Kuping = 8000 ×1", "Maling = 24000 ×2"]),
    ])
    func aCountedRowStartsTheNameAbove(_ c: (text: String, items: [String])) {
        let (_, result, _) = ItemRuleTests.assemble(c.text)
        #expect(result.items.map(ItemRuleTests.describe) == c.items)
    }

    @Test func everyRuleHasItsCase() {
        let names = ItemAssembler.rules.map { String(describing: type(of: $0)) }
        #expect(Set(names) == Set(ItemRuleTests.cases.map(\.rule)))
        #expect(names.count == Set(names).count)
    }

    /// Names printed over their prices stay there when the row under the last price counts the items
    /// (a constructed receipt in sroie-090's layout: `Item Count 2`, misread `.Tem Count 2`), and where a
    /// price stands alone on its row (OCR split it from its name, as in wr-99abcda59c, tuning part).
    @Test func namesOverTheirPricesStayThere() {
        let counted = Support.parse("EVEREADY BAT H/D AA\n8999002310564       2   *    2.50     5.00\n.Tem Count        2\nTotal        5.00", currency: .myr)
        #expect(Support.items(counted) == ["EVEREADY BAT H/D AA = 5.00"])
        let split = Support.parse("1 SIDE YOGURT\n2.99\n7 SIDE BREAD, eng\n2.39\nSub Total     5.38\nTOTAL :     5.38", currency: .usd)
        #expect(Support.items(split).first?.hasPrefix("SIDE YOGURT") == true)
    }
}

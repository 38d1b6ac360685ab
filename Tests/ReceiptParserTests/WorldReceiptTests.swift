import Testing
import SplitBillCore
@testable import ReceiptParser

/// Receipts from beyond the development corpora's countries: the summary words of Cyrillic, Greek, Arabic,
/// Hebrew, Devanagari and Thai receipts and of central and eastern Europe, and the currency each receipt's
/// signs, country, tax and script name.
@Suite struct WorldReceiptTests {
    typealias Case = KeywordLanguageTests.Case

    static let cases: [Case] = [
        Case(language: "Russian", subtotal: "Подытог", tax: "НДС 20%", total: "ИТОГО", cash: "НАЛИЧНЫМИ", change: "СДАЧА"),
        Case(language: "Ukrainian", subtotal: "Підсумок", tax: "ПДВ 20%", total: "СУМА", cash: "ГОТІВКА", change: "РЕШТА"),
        Case(language: "Bulgarian", subtotal: "Междинна сума", tax: "ДДС 20%", total: "ОБЩО", cash: "В брой", change: "Ресто"),
        Case(language: "Serbian", subtotal: "Међузбир", tax: "ПДВ 20%", total: "УКУПНО", cash: "Готовина", change: "Кусур"),
        Case(language: "Croatian", subtotal: "Međuzbir", tax: "PDV 25%", total: "UKUPNO", cash: "Gotovina", change: "Povraćaj"),
        Case(language: "Greek", subtotal: "Μερικό σύνολο", tax: "ΦΠΑ 13%", total: "Σύνολο", cash: "Μετρητά", change: "Ρέστα"),
        Case(language: "Hungarian", subtotal: "Részösszeg", tax: "ÁFA 27%", total: "Összesen", cash: "Készpénz", change: "Visszajáró"),
        Case(language: "Slovak", subtotal: "Medzisúčet", tax: "DPH 20%", total: "Spolu", cash: "Hotovosť", change: "Vrátené"),
        Case(language: "Arabic", subtotal: "المجموع الفرعي", tax: "ضريبة القيمة المضافة", total: "الإجمالي", cash: "نقدا", change: "الباقي"),
        Case(language: "Hindi", subtotal: "उप योग", tax: "जीएसटी", total: "कुल योग", cash: "नकद", change: "शेष"),
        Case(language: "Thai", subtotal: "รวมเงิน", tax: "ภาษีมูลค่าเพิ่ม", total: "รวมทั้งสิ้น", cash: "เงินสด", change: "เงินทอน"),
        Case(language: "Hebrew", subtotal: "סה\"כ ביניים", tax: "מע\"מ", total: "לתשלום", cash: "מזומן", change: "עודף"),
    ]

    @Test(arguments: cases)
    func readsTheSummary(_ c: Case) {
        KeywordLanguageTests.expectSummaryRead(c)
    }

    /// Greek words are matched whatever their accents (`Σύνολο`, `ΣΥΝΟΛΟ`, `Συνολο`).
    @Test func greekAccentsAreFolded() {
        #expect(Folding.keyWord("Σύνολο") == Folding.keyWord("ΣΥΝΟΛΟ"))
        #expect(Folding.keyWord("Συνολο") == "ΣΥΝΟΛΟ")
        #expect(Folding.keyWord("Итого") == "ИТОГО")
        #expect(Folding.keyWord("الإجمالي") == Folding.keyWord("الاجمالي"))
    }

    /// OCR's spaces between Chinese characters and kana leave an item's name; a space beside Latin letters,
    /// digits or hangul stays.
    @Test func namesInChineseAndJapaneseLoseOCRsSpaces() {
        let p = Support.parse("生 ビール  580\n餃 子 6 個  450\n김치 찌개  9000\n合 計  10030", currency: .jpy)
        #expect(p.receipt.items.map(\.name) == ["生ビール", "餃子 6 個", "김치 찌개"])
        #expect(Folding.joiningIdeographs("す き 家 渋谷 店") == "すき家渋谷店")
    }

    struct Money: CustomTestStringConvertible, Sendable {
        var country: String
        var text: String
        var code: String
        var testDescription: String { country }
    }

    /// The currency named by the receipt: its signs, its country's tax, tax numbers and till words, or
    /// its script; written as those countries' receipts print (the rows are invented, the words real).
    static let currencies: [Money] = [
        Money(country: "Poland, PTU and NIP", text: "NIP 123-456-32-18\nPARAGON FISKALNY\nCHLEB 4,99 A\nMLEKO 3,49 A\nSPRZEDAZ OPODATKOWANA A 8,48\nPTU A 23% 1,59\nSUMA PTU 1,59\nSUMA 8,48", code: "PLN"),
        Money(country: "Poland, zł", text: "CHLEB 4,99\nMLEKO 3,49\nRAZEM 8,48 zł", code: "PLN"),
        Money(country: "Czechia, DPH and CELKEM", text: "DIČ: CZ12345678\nRohlík 3,90\nMléko 24,90\nCELKEM 28,80\nDPH 12% 3,09", code: "CZK"),
        Money(country: "Hungary, ÁFA", text: "ADÓSZÁM 12345678-2-42\nKENYÉR 599\nTEJ 399\nÖSSZESEN 998\nÁFA 27% 212", code: "HUF"),
        Money(country: "Romania, town", text: "BUCURESTI SECTOR 1\nPAINE 4,50\nLAPTE 6,20\nTOTAL 10,70\nTVA 9% 0,88", code: "RON"),
        Money(country: "Bulgaria, лв", text: "Шопска салата 8,50\nБира 3,90\nОБЩО 12,40 лв", code: "BGN"),
        Money(country: "Bulgaria, its script alone", text: "Шопска салата 8,50\nБира 3,90\nВсичко ъгъл 12,40", code: "BGN"),
        Money(country: "Russia, НДС", text: "Борщ 350,00\nЧай 120,00\nИТОГО 470,00\nв т.ч. НДС 20% 78,33", code: "RUB"),
        Money(country: "Ukraine, its letters", text: "Вареники 110,00\nУзвар 35,00\nСУМА 145,00\nГОТІВКА 200,00", code: "UAH"),
        Money(country: "Serbia, its letters", text: "Ћевапи 650,00\nЈогурт 90,00\nУКУПНО 740,00", code: "RSD"),
        Money(country: "Greece, its script", text: "Μουσακάς 12,50\nΜπύρα 4,50\nΣΥΝΟΛΟ 17,00", code: "EUR"),
        Money(country: "Israel, its script", text: "פלאפל 25.00\nקולה 10.00\nסה\"כ 35.00", code: "ILS"),
        Money(country: "India, Devanagari", text: "मसाला डोसा 120.00\nचाय 30.00\nकुल 150.00", code: "INR"),
        Money(country: "Japan, yen read as a backslash", text: "ラーメン 850\n餃子 450\n合計 \\1,300", code: "JPY"),
        Money(country: "Brazil, CNPJ", text: "CNPJ 12.345.678/0001-90\nCAFE 5,50\nPAO 3,50\nTOTAL 9,00", code: "BRL"),
        Money(country: "Peru, IGV", text: "RUC 20123456789\nCEVICHE 35.00\nCHICHA 8.00\nIGV 18% 6.56\nTOTAL 43.00", code: "PEN"),
        Money(country: "Chile, boleta", text: "BOLETA ELECTRONICA\nEMPANADA 2.500\nPISCO SOUR 4.900\nTOTAL 7.400", code: "CLP"),
        Money(country: "South Africa, VAT 15%", text: "BREAD 18.99\nMILK 2L 32.99\nTOTAL 51.98\nVAT 15% 6.78\nCASH 60.00\nCHANGE 8.02", code: "ZAR"),
        Money(country: "United Kingdom, VAT 20%", text: "VAT Reg 123 4567 89\nHam sandwich 4.50\nLatte 3.40\nTotal 7.90\nVAT 20% 1.32", code: "GBP"),
        Money(country: "Philippines, VATable sales", text: "Chickenjoy 99.00\nSpaghetti 60.00\nTotal 159.00\nVATable Sales 141.96\nVAT 12% 17.04", code: "PHP"),
        Money(country: "Switzerland, its business number", text: "MWST-Nr CHE-123.456.789\nMilch 1.75\nBrot 3.20\nTotal 4.95", code: "CHF"),
        Money(country: "Taiwan, its unified number", text: "統一編號 12345678\n小籠包 250\n炒飯 220\n合計 470", code: "TWD"),
        Money(country: "Germany, a supermarket's deposit and card slip", text: "Markt GmbH\nMilch 1.19\nPfand 0.25\nBrot 2.49\nSUMME 3.93\nKartenzahlung girocard", code: "EUR"),
        Money(country: "Finland, ALV", text: "Maito 1.19\nLeipä 2.49\nYHTEENSÄ 3.68\nALV 14% 0.45", code: "EUR"),
        Money(country: "Sweden, kvitto", text: "KVITTO\nMjölk 15,90\nBröd 32,50\nTotalt 48,40\nMoms 12% 5,19", code: "SEK"),
        Money(country: "Canada, GST and PST", text: "Coffee 2.15\nDonut 1.79\nSubtotal 3.94\nGST 0.20\nPST 0.28\nTotal 4.42", code: "CAD"),
        Money(country: "Quebec, TPS and TVQ", text: "Café 2.15\nBeigne 1.79\nSous-total 3.94\nTPS 0.20\nTVQ 0.39\nTotal 4.53", code: "CAD"),
        Money(country: "Taiwan, its script", text: "鼎泰豐\n小籠包 250\n酸辣湯 120\n總計 370\n服務費 37", code: "TWD"),
    ]

    @Test(arguments: currencies)
    func namesTheCurrency(_ m: Money) {
        let p = Support.parse(m.text)
        #expect(p.receipt.currency.code == m.code, "\(p.receipt.findings.map(\.message))")
    }

    /// Every ISO 4217 currency in use is known with its minor units; those whose receipts print none
    /// though ISO lists two are read without.
    /// A VAT rate names a country only on a receipt in English with cents, where nothing else names the money:
    /// not beside `$`, nor beside a euro-area language's words, nor on whole amounts (Indonesia's `VAT 12%`).
    @Test func aVATRateNamesNoCountryWhereOtherWordsDo() {
        #expect(Support.parse("Burger $12.00\nVAT 20% $2.00\nTotal $14.00").receipt.currency == .usd)
        #expect(Support.parse("Brot 2,49\nMilch 1,19\nSUMME 3,68\nMWST 20% 0,61\nVAT 20%").receipt.currency == .eur)
        #expect(Support.parse("NASI GORENG 25.000\nES TEH 5.000\nVAT 12% 3.600\nTOTAL 33.600").receipt.currency == .idr)
        let guessed = Support.parse("BREAD 18.99\nTOTAL 18.99\nVAT 15% 2.48")
        #expect(guessed.receipt.findings.contains { $0.message.contains("from a VAT of 15%, the rate South Africa charges") })
    }

    @Test func everyISOCurrencyIsKnown() {
        #expect(Currency.known.count >= 166)
        for (code, digits) in [("BHD", 3), ("CLF", 4), ("KZT", 2), ("GEL", 2), ("RSD", 2), ("VUV", 0), ("UYW", 4), ("XCD", 2),
                               ("JPY", 0), ("EUR", 2), ("LBP", 0), ("ZWG", 2), ("MKD", 2)] {
            #expect(Currency(code: code)?.minorUnitDigits == digits, "\(code)")
        }
    }
}

import SplitBillCore

/// Finds a receipt's currency from signs and codes next to its numbers, then from its language,
/// then from how its numbers are written.
enum CurrencyDetector {
    static let indonesian: Set<String> = [
        "TUNAI", "KEMBALI", "KEMBALIAN", "PAJAK", "PB1", "PBI", "TERIMA", "KASIH", "HARGA", "MEJA", "KASIR", "PPN", "DISKON",
        "BAYAR", "BELANJA", "NPWP", "PEMBULATAN", "LAYANAN", "JL", "TGL", "KEMBALIAN", "PESANAN", "POTONGAN", "BIAYA",
    ]
    static let malay: Set<String> = [
        "SDN", "BHD", "GST", "CUKAI", "MALAYSIA", "SELANGOR", "KUALA", "LUMPUR", "JOHOR", "TAMAN", "SST", "PENANG", "JALAN",
        "PERINDUSTRIAN", "KEDAH", "PERAK", "MELAKA", "PAHANG", "SABAH", "SARAWAK", "NEGERI",
    ]
    static let euro: Set<String> = [
        "IVA", "MWST", "TVA", "BTW", "SUMME", "GESAMT", "TOTALE", "TOTAAL", "EUR", "EURO", "EUROS", "INCLUIDO", "ENTHALTEN",
        "DESCRIPCION", "UDS", "IMPORTE", "EFECTIVO", "ZURUCK", "RUCKGELD", "MERCI", "GRAZIE", "DANKE", "GRACIAS", "OBRIGADO",
        "BEDANKT", "TTC", "NIF", "CIF", "BETRAG", "KASSE", "QUITTUNG", "RECHNUNG", "SCONTRINO", "FATTURA", "ARTIKEL", "STK",
        "INKL", "INCLUSE", "INCLUSO", "ZWISCHENSUMME", "BARGELD", "GEGEBEN", "ESPECES", "CONTANTI", "TROCO", "DINHEIRO",
        "WISSELGELD", "PINNEN", "TERUG", "KORTING", "RABATT", "SCONTO", "DESCUENTO", "REMISE", "DESCONTO", "UST", "NETTO", "BRUTTO",
        // German tills' words beyond the sums: the deposit (`PFAND`, `LEERGUT`), the company form, the card slip, thanks.
        "GMBH", "PFAND", "LEERGUT", "FILIALE", "EINKAUF", "KUNDENBELEG", "BELEG", "STEUERNUMMER", "KARTENZAHLUNG",
        "BARZAHLUNG", "GIROCARD", "VIELEN", "DANK", "WIEDERSEHEN", "TRINKGELD", "BEDIENUNG", "UHRZEIT",
        // Finnish, whose money is the euro: the total, its VAT (`ALV`), cash, the receipt, the change.
        "YHTEENSA", "ALV", "KATEINEN", "KUITTI", "VAIHTORAHA", "KIITOS", "MAKSUKORTTI", "VEROTON", "VEROLLINEN",
    ]

    /// Words that name a country whose receipts print a bare `$` or `Rs`, or share words with others:
    /// Singapore (GST, as in Malaysia), India (its GST in parts), Sri Lanka, Pakistan and Nepal (rupees
    /// written `Rs` as in India), Australia (ABN), Canada (HST, and its cities, whose GST is Malaysia's word
    /// too), Mexico (pesos written `$`), Switzerland (the euro area's languages, francs), the countries of three-decimal currencies,
    /// whose amounts (`19.729`) look like thousands, and countries whose receipts often print no currency
    /// at all (`Dubai, U.A.E` over `CHOLE BHATURE 28.00`).
    static let countries: [(words: Set<String>, code: String)] = [
        (["SINGAPORE"], "SGD"),
        (["CGST", "SGST", "IGST", "UTGST", "GSTIN", "RUPEES"], "INR"),
        (["LANKA", "COLOMBO"], "LKR"),
        (["PAKISTAN", "KARACHI", "LAHORE", "ISLAMABAD", "RAWALPINDI"], "PKR"),
        (["NEPAL", "KATHMANDU", "POKHARA"], "NPR"),
        (["ABN", "AUSTRALIA"], "AUD"),
        // Canada's harmonised tax, and its GST and Quebec's tax in French (`TPS`, `TVQ`).
        (["HST", "TPS", "TVQ", "CANADA", "ONTARIO", "TORONTO", "VANCOUVER", "MONTREAL", "CALGARY", "EDMONTON", "OTTAWA", "WINNIPEG", "QUEBEC",
          "HALIFAX"], "CAD"),
        // Mexico's pesos, written with `$` as dollars are.
        (["MEXICO", "CDMX", "GUADALAJARA", "MONTERREY", "CANCUN", "PUEBLA", "TIJUANA"], "MXN"),
        (["OMAN", "MUSCAT"], "OMR"),
        (["KUWAIT"], "KWD"),
        (["BAHRAIN", "MANAMA"], "BHD"),
        (["JORDAN", "AMMAN"], "JOD"),
        (["TUNISIE", "TUNISIA", "TUNIS"], "TND"),
        (["UAE", "DUBAI", "SHARJAH", "AJMAN", "DHABI"], "AED"),
        (["SAUDI", "RIYADH", "JEDDAH", "DAMMAM"], "SAR"),
        (["ZEALAND", "AUCKLAND", "TAURANGA", "ROTORUA", "NZBN"], "NZD"),
        (["KOWLOON"], "HKD"),
        (["JOHANNESBURG", "PRETORIA", "DURBAN"], "ZAR"),
        (["PHILIPPINES", "MANILA", "MAKATI", "QUEZON", "CEBU", "DAVAO", "TAGUIG", "PASIG", "PASAY", "MANDALUYONG"], "PHP"),
        // Taiwan's unified business number (`統一編號`) and its invoices' words (`發票`, `新台幣`).
        (["TAIPEI", "統一編號", "統編", "發票", "新台幣", "台北市", "臺北市"], "TWD"),
        (["THAILAND", "BANGKOK"], "THB"),
        (["KENYA", "NAIROBI", "MOMBASA"], "KES"),
        (["NIGERIA", "LAGOS", "ABUJA"], "NGN"),
        (["QATAR", "DOHA"], "QAR"),
        // The krone and krona, all written `kr`: Norway's VAT (`MVA`), Denmark's card.
        (["NORGE", "NORWAY", "OSLO", "BERGEN", "TRONDHEIM", "STAVANGER", "MVA"], "NOK"),
        (["DANMARK", "DENMARK", "KOBENHAVN", "COPENHAGEN", "AARHUS", "ODENSE", "AALBORG", "DANKORT"], "DKK"),
        // Sweden's receipt (`KVITTO`) and change (`VÄXEL`): words of Swedish alone (Danish and Norwegian write
        // `kvittering` and `byttepenge`/`vekslepenger`; `moms` is Danish and Finland's Swedish too).
        (["SVERIGE", "SWEDEN", "STOCKHOLM", "GOTEBORG", "MALMO", "UPPSALA", "KVITTO", "VAXEL", "VAXELPENGAR"], "SEK"),
        // Turkey's VAT (`KDV`, `TOPKDV`) and total (`TOPLAM`), words of no other language.
        (["TURKIYE", "TURKEY", "ISTANBUL", "ANKARA", "IZMIR", "KDV", "TOPKDV", "TOPLAM"], "TRY"),
        // Pesos written `$`: the countries' tax numbers (`RUT`, `CUIT`), their consumption tax (`IMPOCONSUMO`).
        (["CHILE", "RUT", "VALPARAISO"], "CLP"),
        (["COLOMBIA", "BOGOTA", "MEDELLIN", "BARRANQUILLA", "CARTAGENA", "IMPOCONSUMO"], "COP"),
        (["ARGENTINA", "CUIT", "CABA", "AFIP"], "ARS"),
        // Where German, French and Italian are written as in the euro area, but the money is the franc.
        (["SCHWEIZ", "SUISSE", "SVIZZERA", "SWITZERLAND", "ZURICH", "GENEVE", "GENF", "GENEVA", "BASEL", "BERN", "LAUSANNE",
          "LUZERN", "LUCERNE", "LUGANO", "WINTERTHUR", "LIECHTENSTEIN", "VADUZ"], "CHF"),
        // Countries whose amounts are written as the euro area's (`12,50`) but whose money is their own: their
        // VAT's name (`PTU`, `DPH`, `ÁFA`, `ДДС`), their tax numbers (`NIP`, `DIČ`, `IČO`, `ADÓSZÁM`, `ЕИК`), the
        // words their tills print (`PARAGON FISKALNY`, `CELKEM`, `ÖSSZESEN`, `ОБЩО`) and their towns.
        (["POLSKA", "WARSZAWA", "KRAKOW", "WROCLAW", "POZNAN", "GDANSK", "LODZ", "KATOWICE", "LUBLIN", "SZCZECIN", "BYDGOSZCZ",
          "PTU", "NIP", "FISKALNY", "OPODATKOWANA", "ZAPLATY", "GOTOWKA", "RESZTA", "SPRZEDAZ"], "PLN"),
        (["CESKA", "CESKO", "PRAHA", "BRNO", "OSTRAVA", "PLZEN", "OLOMOUC", "LIBEREC", "DPH", "DIC", "ICO", "CELKEM",
          "ZAOKROUHLENI", "UCTENKA", "PRODEJKA"], "CZK"),
        (["MAGYARORSZAG", "BUDAPEST", "DEBRECEN", "SZEGED", "MISKOLC", "PECS", "GYOR", "AFA", "ADOSZAM", "OSSZESEN",
          "NYUGTA", "KEREKITES", "FIZETENDO", "KESZPENZ"], "HUF"),
        (["ROMANIA", "BUCURESTI", "CLUJ", "NAPOCA", "TIMISOARA", "IASI", "CONSTANTA", "BRASOV", "CRAIOVA", "GALATI",
          "PLOIESTI", "ORADEA", "SIBIU", "JUDET", "NUMERAR"], "RON"),
        (["БЪЛГАРИЯ", "BULGARIA", "СОФИЯ", "SOFIA", "ПЛОВДИВ", "ВАРНА", "БУРГАС", "РУСЕ", "ДДС", "ЕИК", "БУЛСТАТ", "ОБЩО",
          "РЕСТО", "БРОЙ"], "BGN"),
        (["РОССИЯ", "МОСКВА", "ПЕТЕРБУРГ", "НОВОСИБИРСК", "ЕКАТЕРИНБУРГ", "КАЗАНЬ", "НДС", "ИТОГО", "ИНН", "РУБ",
          "СДАЧА", "НАЛИЧНЫМИ", "ККТ", "ФПД"], "RUB"),
        (["УКРАЇНА", "УКРАИНА", "КИЇВ", "КИЕВ", "ЛЬВІВ", "ОДЕСА", "ХАРКІВ", "ДНІПРО", "ГРН", "РЕШТА", "ГОТІВКА", "РАЗОМ",
          "ФІСКАЛЬНИЙ"], "UAH"),
        (["СРБИЈА", "SRBIJA", "БЕОГРАД", "BEOGRAD", "НИШ", "КРАГУЈЕВАЦ", "УКУПНО", "ПИБ", "ДИНАРА", "КУСУР", "ГОТОВИНА",
          "ФИСКАЛНИ", "РАЧУН"], "RSD"),
        (["МАКЕДОНИЈА", "СКОПЈЕ", "ДЕН"], "MKD"),
        (["КАЗАХСТАН", "АЛМАТЫ", "АСТАНА", "ТЕНГЕ", "ҚҚС", "БИН"], "KZT"),
        (["БЕЛАРУСЬ", "МИНСК", "УНП"], "BYN"),
        (["REYKJAVIK", "VSK"], "ISK"),
        (["BRASIL", "CNPJ", "CPF", "ICMS", "NFCE", "CUPOM"], "BRL"),
        (["PERU", "AREQUIPA", "CUSCO", "SUNAT", "IGV"], "PEN"),
        // Chile's receipts (`BOLETA ELECTRONICA`, the tax office `SII`, `PROPINA SUGERIDA`), Colombia's (`NIT`, `DIAN`).
        (["BOLETA", "SII", "SANTIAGO", "PROVIDENCIA", "VITACURA"], "CLP"),
        (["NIT"], "COP"),
        (["RFC"], "MXN"),
        (["GAUTENG", "SANDTON", "STELLENBOSCH", "RSA"], "ZAR"),
        (["ISRAEL", "ישראל", "שח"], "ILS"),
        (["EGYPT", "CAIRO", "مصر", "القاهرة"], "EGP"),
        (["الإمارات", "دبي", "الشارقة", "أبوظبي"], "AED"),
        (["السعودية", "الرياض", "جدة"], "SAR"),
        (["MOROCCO", "MAROC", "CASABLANCA", "MARRAKECH"], "MAD"),
        (["TBILISI", "საქართველო", "თბილისი"], "GEL"),
    ]

    /// The words of ``countries`` that name a tax, a registration or the money itself, which count on any row.
    static let countryNonPlaceWords: Set<String> = [
        "CGST", "SGST", "IGST", "UTGST", "GSTIN", "RUPEES", "ABN", "HST", "TPS", "TVQ", "KVITTO", "VAXEL", "VAXELPENGAR", "MVA", "DANKORT", "KDV", "TOPKDV", "TOPLAM",
        "RUT", "IMPOCONSUMO", "CUIT", "AFIP", "NZBN",
        "PTU", "NIP", "FISKALNY", "OPODATKOWANA", "ZAPLATY", "GOTOWKA", "RESZTA", "SPRZEDAZ",
        "DPH", "DIC", "ICO", "CELKEM", "ZAOKROUHLENI", "UCTENKA", "PRODEJKA",
        "AFA", "ADOSZAM", "OSSZESEN", "NYUGTA", "KEREKITES", "FIZETENDO", "KESZPENZ", "NUMERAR",
        "ДДС", "ЕИК", "БУЛСТАТ", "ОБЩО", "РЕСТО", "БРОЙ", "НДС", "ИТОГО", "ИНН", "РУБ", "СДАЧА", "НАЛИЧНЫМИ", "ККТ", "ФПД",
        "ГРН", "РЕШТА", "ГОТІВКА", "РАЗОМ", "ФІСКАЛЬНИЙ", "УКУПНО", "ПИБ", "ДИНАРА", "КУСУР", "ГОТОВИНА", "ФИСКАЛНИ",
        "РАЧУН", "ДЕН", "ТЕНГЕ", "ҚҚС", "БИН", "УНП", "VSK", "CNPJ", "CPF", "ICMS", "NFCE", "CUPOM", "SUNAT", "IGV",
        "BOLETA", "SII", "NIT", "RFC", "שח", "統一編號", "統編", "發票", "新台幣",
    ]

    /// The words of ``countries`` that name a place: they count only on rows without money.
    static let placeNames: Set<String> = Set(countries.flatMap(\.words)).subtracting(countryNonPlaceWords)

    /// Short words that name a country only before a number of the length it gives them: `S'pore 238859`
    /// (Singapore's six-digit postcodes; alone, OCR noise makes such a short word too easily: `Spore` on a
    /// Malaysian scan), `CVR 35954716` (Denmark's eight-digit company numbers; alone, `CVR 01` counts a
    /// restaurant's covers).
    static let postcodedAbbreviations: [String: (code: String, postcodeDigits: Int)] = ["SPORE": ("SGD", 6), "CVR": ("DKK", 8)]

    /// Whether the word at `index` is followed by a count of one or two digits and nothing else that
    /// makes it a tax: `Tbl 12/1 Chk 4510 Gst 2` counts a restaurant check's guests, not Malaysia's GST.
    static func guestCount(after index: Int, in row: ScannedRow) -> Bool {
        guard index + 1 < row.words.count, let n = row.words[index + 1].number else { return false }
        return n.isPlainInteger && !n.percent && n.currency == nil && (1...2).contains(n.digits.count)
    }

    /// The two-letter codes of the United States' states and capital, as addresses print them before the ZIP code.
    static let usStates: Set<String> = Set("""
        AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD \
        TN TX UT VT VA WA WV WI WY DC
        """.split(separator: " ").map(String.init))

    /// State codes that are words on receipts too.
    static let usStatesThatAreWords: Set<String> = ["ID", "IN", "OR", "DE", "CO", "AL"]

    /// The country whose address ends the row: a state's code and a ZIP code (`Chicago, IL 60611`, `NY 10023-4512`)
    /// give the United States' dollar, a postcode (`OX1 4AP`, `NW1 2AE`) Britain's pound.
    static func addressCountry(_ row: ScannedRow) -> String? {
        let words = row.words.map(\.text)
        guard words.count >= 2 else { return nil }
        let last = words[words.count - 1], before = words[words.count - 2]
        let digits = { (s: Substring) in s.allSatisfy { $0.isASCII && $0.isNumber } }
        let zip = last.split(separator: "-", omittingEmptySubsequences: false)
        let state = String(before.filter { $0 != "," && $0 != "." })
        // Codes that are words too (`MEMBER ID 10023`, Malaysia's `ALAM` cut to `AL 40170`) need the town's comma or
        // full stop before them (`Boise, ID 83702`, `Indianapolis. IN 46250`).
        let townComma = words.count >= 3 && (words[words.count - 3].hasSuffix(",") || words[words.count - 3].hasSuffix("."))
        if zip.count <= 2, zip[0].count == 5, digits(zip[0]), zip.count == 1 || (zip[1].count == 4 && digits(zip[1])),
           usStates.contains(state), !usStatesThatAreWords.contains(state) || townComma {
            return "USD"
        }
        // Outward code: one or two letters, a digit, perhaps a letter or digit; inward code: a digit and two letters.
        let outward = Array(before), inward = Array(last)
        let letters = outward.prefix { $0.isASCII && $0.isUppercase }.count
        if (1...2).contains(letters), (letters + 1...letters + 2).contains(outward.count), outward[letters].isASCII, outward[letters].isNumber,
           outward.dropFirst(letters + 1).allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }),
           inward.count == 3, inward[0].isASCII, inward[0].isNumber, inward.dropFirst().allSatisfy({ $0.isASCII && $0.isUppercase }) {
            return "GBP"
        }
        return nil
    }

    /// A rate glued to its tax's word (`GST(5%):`, `GST@6%`): its value, or nil.
    static func gluedRate(_ word: String) -> ExactDecimal? {
        guard let percent = word.firstIndex(of: "%") else { return nil }
        let digits = word[..<percent].reversed().prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !digits.isEmpty else { return nil }
        return PrintedNumber.read(String(digits.reversed()), repairs: false)?.plainValue
    }

    /// Whether `word` is a Swiss business number (`CHE-123.456.789`, the prefix of its VAT number too), which
    /// names the franc.
    static func isSwissBusinessNumber(_ word: String) -> Bool {
        let upper = word.uppercased()
        guard upper.hasPrefix("CHE") else { return false }
        let digits = upper.dropFirst(3).filter { $0.isASCII && $0.isNumber }
        let rest = upper.dropFirst(3).filter { !($0.isASCII && $0.isNumber) && !"-. ".contains($0) }
        return digits.count == 9 && (rest.isEmpty || ["MWST", "TVA", "IVA", "VAT"].contains(String(rest)))
    }

    /// The currencies written `Rs`, told apart by the country's words.
    static let rupees: Set<String> = ["INR", "LKR", "PKR", "NPR"]

    /// The currencies written `kr` (with decimals: Iceland's króna has none), told apart by the country's words.
    static let kronor: Set<String> = ["SEK", "NOK", "DKK"]

    /// A sign that several currencies share.
    struct SharedSign: Sendable {
        var sign: String
        /// The currency it stands for when no country's word says which (the one of most receipts).
        var currency: String
        /// The currencies it may be.
        var family: Set<String>
        /// Marks, upper case, that name ``currency`` itself, as the shared sign does not (`₹` and `INR` for `Rs`).
        var namedBy: [String]
    }

    /// India's rupee for `Rs`, Sweden's krona for `kr`.
    static let sharedSigns: [SharedSign] = [
        SharedSign(sign: "Rs", currency: "INR", family: rupees, namedBy: ["₹", "INR"]),
        SharedSign(sign: "kr", currency: "SEK", family: kronor, namedBy: ["SEK"]),
    ]

    /// The sign that names a family of currencies, for a currency of that family.
    static func sharedSign(of currency: Currency) -> SharedSign? {
        sharedSigns.first { $0.family.contains(currency.code) }
    }

    /// A currency that the receipt names, and whether it had to be guessed between several that its
    /// sign names (`Rs` with no country's words: INR, though Sri Lanka and Pakistan write it too), or from
    /// its language alone (`MWST`: the euro, though Swiss receipts print it too).
    struct Detection: Hashable, Sendable {
        var currency: Currency
        var votes: Int
        /// What the currency was guessed from, when it was a guess.
        var guess: Guess?
    }

    /// What a guessed currency was taken from.
    enum Guess: Hashable, Sendable {
        /// A sign that names several currencies (`Rs`).
        case sign(String)
        /// A word of the language, as printed, when nothing else named the currency (`MWST`).
        case word(String)
        /// `$` alone on a receipt written in a language (its word, as printed: `Gracias`) of countries
        /// where `$` is also a peso or another dollar.
        case dollar(language: String)
        /// `$` before whole amounts on a receipt in a language (its word, as printed: `Efectivo`) of countries whose
        /// pesos have none, when no country is named.
        case peso(language: String)
        /// A tax's name that several countries share (`GST`), the only word of the language that named the
        /// currency.
        case taxWord(String)
        /// The rate of a GST (`9`), which names the country that charges it, where no country's word does.
        case gstRate(String)
        /// `$` beside a GST charged at no rate printed: the dollar of a country that charges one (Singapore's).
        case dollarWithGST
        /// The rate of a VAT (`15`), which names the country that charges it, where nothing else names the money.
        case vatRate(String)
    }

    /// The countries whose GST is charged at a rate (in whole percent), where its rate names the money:
    /// Canada's 5% (beside `$` only: India's restaurants charge 5% too), Malaysia's 6% (2015 to 2018),
    /// Singapore's 7% to 9%, Australia's 10%, New Zealand's 15%.
    static let gstRateCountries: [Int: String] = [5: "CAD", 6: "MYR", 7: "SGD", 8: "SGD", 9: "SGD", 10: "AUD", 15: "NZD"]

    /// The countries whose VAT, printed under that English word, is charged at a rate no other country that
    /// prints its receipts in English charges: Britain's 20%, Ireland's 23%, South Africa's 15%, the
    /// Philippines' 12%, Kenya's 16%, Nigeria's 7.5% and the United Arab Emirates' 5%. A receipt that names no
    /// money but such a VAT is taken to be in that country's (a guess, said).
    static let vatRateCountries: [String: String] = [
        "20": "GBP", "23": "EUR", "15": "ZAR", "12": "PHP", "16": "KES", "7.5": "NGN", "5": "AED",
    ]

    /// Malay words that name a Malaysian company or place (`SDN BHD`, `SELANGOR`): a tax's name (`GST`, or
    /// `SST`, which OCR also makes of a GST or of margin noise) does not.
    static let malaysianNames: Set<String> = malay.subtracting(["GST", "SST", "CUKAI"])

    /// Malay words that name a tax other countries charge under the same name (`GST`: Singapore, Australia,
    /// New Zealand, India and Canada): alone, they make the ringgit a guess.
    static let sharedTaxWords: Set<String> = ["GST"]

    /// The currency whose code or mark of letters stands alone in brackets at the end of a word: `(THB)`,
    /// `(OMR)`, `Amount(RM)`; nil for any other word.
    static func bracketedCode(_ word: String) -> Currency? {
        guard word.hasSuffix(")"), let open = word.lastIndex(of: "(") else { return nil }
        let inner = word[word.index(after: open)..<word.index(before: word.endIndex)]
        guard (2...3).contains(inner.count), inner.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        return PrintedNumber.currencyWord(String(inner))
    }

    /// The currency, when signs, codes or language name one.
    ///
    /// Signs and codes win; then the language: Indonesian words give IDR, Malay words MYR, words of
    /// the euro area EUR. `digits` (from the numbers' style) separates IDR from MYR when both
    /// languages' words appear. A country's words (``countries``) come after the signs other than `$`
    /// and before the languages: `$` on a receipt from Singapore is the Singapore dollar.
    static func detect(_ rows: [ScannedRow], zeroDecimals: Bool) -> (currency: Currency, votes: Int)? {
        detection(rows, zeroDecimals: zeroDecimals, twoDecimalAmounts: !zeroDecimals).map { ($0.currency, $0.votes) }
    }

    /// The currency, as ``detect(_:zeroDecimals:)``, saying when it was guessed between several.
    ///
    /// `Rs` names India's, Sri Lanka's and Pakistan's rupee, `kr` Sweden's, Norway's and Denmark's crown: the
    /// country's words choose (INR or SEK, the most common, when none is named: a guess). A three-decimal currency (OMR, KWD, BHD, JOD, TND) is
    /// named by its code or its country even where its amounts look like thousands; by its country only
    /// on a receipt without amounts of two decimals (`twoDecimalAmounts`).
    static func detection(_ rows: [ScannedRow], zeroDecimals: Bool, twoDecimalAmounts: Bool) -> Detection? {
        var marks: [Currency: Int] = [:]
        var id = 0, my = 0, eu = 0
        // The Malay words counted.
        var malaySeen: Set<String> = []
        // A GST charged (a rate or money on its row, or its registration) and the first of its rates printed.
        var gstCharged = false
        var gstRate: ExactDecimal?
        // The first rate printed beside a `VAT`.
        var vatRate: ExactDecimal?
        // A provincial sales tax (`PST`), which beside a GST is Canada's (alone it may be a time zone).
        var provincialTax = false
        // The first word of the euro area's languages, as printed.
        var euroWord: String?
        var country: [String: Int] = [:]
        var headingSigns: [Currency: Int] = [:]
        // Marks that name the currency a shared sign stands for (`₹` and `INR` for `Rs`, `SEK` for `kr`), which say
        // which currency it is as the shared sign does not.
        var namedByMark: Set<String> = []
        for row in rows {
            let hasMoney = row.words.contains { $0.number.map { !$0.marks.isEmpty } == true }
            for (k, w) in row.words.enumerated() {
                // A code glued to an article number (RM0003) is no currency: count money-like numbers only,
                // whole ones only for currencies without decimals, named by their code (`XPF 2312`) or on a
                // receipt whose amounts have none (`¥550`). A rate (`€2.5%`: OCR's € for @) names no currency.
                let byCode = { (c: Currency) in
                    w.text.uppercased().contains(c.code) || [k - 1, k + 1].contains { row.words.indices.contains($0) && row.words[$0].text.uppercased() == c.code }
                }
                // A sign (`¥160`, `₩5000`, `1,000円`) names its currency on a whole number too, as a code glued to
                // digits does not.
                let bySign = w.text.contains { $0.isCurrencySymbol || $0 == "円" || $0 == "元" }
                if let n = w.number, let c = n.currency, !n.percent, !n.marks.isEmpty || (c.minorUnitDigits == 0 && (zeroDecimals || byCode(c) || bySign)) {
                    marks[c, default: 0] += 1
                }
                let upper = w.text.uppercased()
                for shared in sharedSigns where shared.namedBy.contains(where: upper.contains) { namedByMark.insert(shared.currency) }
                // A sign in brackets in a heading, or in a unit (`TOTAL (€)`, `Prezzo(€)`, `2,19 €/kg`): weaker than
                // a sign on an amount, as OCR makes signs of specks (`(₹)` for `(*)`), so it confirms the language's
                // guess or names the currency where nothing else does. (A sign alone counts for nothing: `$ ₹ ₹`.)
                if w.number == nil, w.text.contains(where: \.isCurrencySymbol), w.text.contains("(") || w.text.contains("/") {
                    let body = w.text.filter { !"()[]".contains($0) }.split(separator: "/").first.map(String.init) ?? ""
                    if let c = PrintedNumber.currencyWord(body) { headingSigns[c, default: 0] += 1 }
                } else if w.number == nil, let c = CurrencyDetector.bracketedCode(w.text) {
                    // A code in brackets in a heading (`Total (THB)`, `Total Incl. VAT (AED)`, `Amount(RM)`), as strong.
                    headingSigns[c, default: 0] += 1
                }
            }
            if !hasMoney, let code = addressCountry(row) { country[code, default: 0] += 1 }
            if row.words.contains(where: { isSwissBusinessNumber($0.text) }) { country["CHF", default: 0] += 1 }
            // A registration's label glued to its number by a colon (`ABN:28 864 970 579`, `GSTIN:27AAB...`): the
            // word as a whole is no keyword.
            for w in row.words where w.number == nil {
                guard let colon = w.text.firstIndex(of: ":"), colon != w.text.startIndex,
                      w.text[w.text.index(after: colon)...].first?.isNumber == true else { continue }
                let label = w.text[..<colon].uppercased()
                for (words, code) in countries where words.contains(label) && countryNonPlaceWords.contains(label) {
                    country[code, default: 0] += 1
                }
            }
            for (k, at) in zip(row.keyWords, row.keyWordPositions) {
                if indonesian.contains(k) { id += 1 }
                if malay.contains(k), !(k == "GST" && guestCount(after: at, in: row)) {
                    my += 1
                    malaySeen.insert(k)
                    if k == "GST" {
                        let rate = row.words.lazy.compactMap(\.number).first(where: \.percent)?.plainValue ?? gluedRate(row.words[at].text)
                        let registered = at + 1 < row.words.count && ["REG", "REGN", "NO", "ID"].contains(Folding.keyWord(row.words[at + 1].text))
                        if rate != nil || hasMoney || registered { gstCharged = true }
                        if gstRate == nil { gstRate = rate }
                    }
                }
                if k == "PST" { provincialTax = true }
                if k == "VAT", vatRate == nil {
                    vatRate = row.words.lazy.compactMap(\.number).first(where: \.percent)?.plainValue ?? gluedRate(row.words[at].text)
                }
                if euro.contains(k) {
                    eu += 1
                    if euroWord == nil { euroWord = String(row.words[at].text.filter(\.isLetter)) }
                }
                // A place's name counts where an address stands, on a row without money: on an item's row it is
                // where the goods come from (`0.89 POTATO SAUDI 4.41`, `1 PK BANANA PHILIPPINES 3.75`).
                for (words, code) in countries where words.contains(k) && !(hasMoney && placeNames.contains(k)) {
                    country[code, default: 0] += 1
                }
                if let (code, digits) = postcodedAbbreviations[k], at + 1 < row.words.count,
                   row.words[at + 1].text.count == digits, row.words[at + 1].text.allSatisfy({ $0.isASCII && $0.isNumber }) {
                    country[code, default: 0] += 1
                }
            }
        }
        if provincialTax, malaySeen.contains("GST") { country["CAD", default: 0] += 1 }
        let threeDecimals = { (c: Currency) in c.minorUnitDigits == 3 }
        // "$" is shared by many currencies and shows up in unit prices: it counts only when alone.
        var strong = marks.filter { $0.key != .usd }
        // Signs OCR makes of others: a dollar of a country (`S$`, `A$`) once among many bare `$` (`-S$17.95` of
        // `-$17.95` among `$13.95`, `$19.95`) is the bare sign misread; a lone `£` on a receipt in a euro-area
        // language (`SUMME £ 6,48` under `MwSt`, `Rückgeld`) is a `€`.
        let bareDollars = marks[.usd] ?? 0
        strong = strong.filter { mark in !(mark.key.symbol.hasSuffix("$") && bareDollars > 2 * mark.value) }
        if strong[.gbp] == 1, eu >= 2 {
            strong[.gbp] = nil
            strong[.eur, default: 0] += 1
        }
        if let best = strong.max(by: { ($0.value, $0.key.code) < ($1.value, $1.key.code) }), best.value >= 1,
           !(zeroDecimals && best.key.minorUnitDigits > 0 && !threeDecimals(best.key) && best.value < 2) {
            if best.key == .myr, zeroDecimals, id > my { return Detection(currency: .idr, votes: id) }
            // `¥` is the yen's sign and the yuan's: yen have no decimals (`¥1,200`), yuan two (`¥11.50`).
            if best.key == .jpy, twoDecimalAmounts, let yuan = Currency(code: "CNY") { return Detection(currency: yuan, votes: best.value) }
            if let shared = sharedSign(of: best.key), best.key.code == shared.currency, !namedByMark.contains(shared.currency) {
                // `Rs`, `kr`: the country's words say whose rupee or krone.
                let named = country.filter { shared.family.contains($0.key) }.max { ($0.value, $0.key) < ($1.value, $1.key) }
                if let named, let c = Currency(code: named.key) { return Detection(currency: c, votes: best.value) }
                return Detection(currency: best.key, votes: best.value, guess: .sign(shared.sign))
            }
            return Detection(currency: best.key, votes: best.value)
        }
        // Countries of currencies with two decimals on receipts whose amounts have them, of three-decimal
        // currencies on receipts without such amounts (`19.729` looks like thousands, `0.650` like nothing).
        // Countries of currencies without decimals (Chile's peso) on receipts whose amounts have none.
        let fitsAmounts = { (code: String) -> Bool in
            switch Currency(code: code)?.minorUnitDigits {
            case 3?: !twoDecimalAmounts
            // Forints, pesos and the like, printed whole or with `,00`: any receipt without cents.
            case 0?: zeroDecimals || !twoDecimalAmounts
            default: !zeroDecimals
            }
        }
        if let (code, votes) = country.filter({ fitsAmounts($0.key) })
            .max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), let named = Currency(code: code) {
            return Detection(currency: named, votes: votes)
        }
        // The languages of the euro area are also written where other money is (Switzerland, Latin America,
        // Brazil): the euro from them alone is a guess, unless a sign in a heading confirms it.
        let euro = Detection(currency: .eur, votes: eu, guess: headingSigns[.eur] == nil ? euroWord.map(Guess.word) : nil)
        // The country a GST's printed rate names (`GST 9%`: Singapore's), where that is one of the known rates.
        let dollars = (marks[.usd] ?? 0) > 0
        let byGSTRate = gstRate.flatMap { r in r.integerValue.flatMap { gstRateCountries[$0] }.flatMap { Currency(code: $0) } }
            .flatMap { $0.code == "CAD" && !dollars ? nil : $0 }
        let rateGuess = gstRate.map { Guess.gstRate($0.normalized.description) }
        if let usd = marks[.usd], usd > 0, eu == 0 || !zeroDecimals {
            if eu <= usd, !zeroDecimals {
                // `$` on a Malaysian company's receipt (`SDN BHD`, `Total Amount: $6.90`) is the ringgit; `$` beside a
                // GST charged is no US dollar, which no GST is paid in: the dollar of the country of its rate, else
                // Singapore's, where no country is named (a guess, said).
                if !malaySeen.isDisjoint(with: malaysianNames) { return Detection(currency: .myr, votes: my) }
                if gstCharged, let sgd = Currency(code: "SGD") {
                    return Detection(currency: byGSTRate ?? sgd, votes: usd, guess: byGSTRate != nil ? rateGuess : .dollarWithGST)
                }
            }
            // Two words of those languages at least: one (`UST` on a Houston receipt) may be an abbreviation.
            return eu > usd ? euro : Detection(currency: .usd, votes: usd, guess: eu >= 2 ? euroWord.map { Guess.dollar(language: $0) } : nil)
        }
        // `$` before whole amounts (`$ 12.500`) on a receipt in Spanish or Portuguese that names no country: a peso
        // without decimals (Colombia's, Chile's), never the rupiah that whole amounts suggest elsewhere.
        if let usd = marks[.usd], usd > 0, zeroDecimals, let word = euroWord, let peso = Currency(code: "COP") {
            return Detection(currency: peso, votes: usd, guess: .peso(language: word))
        }
        if zeroDecimals, id + my > 0 { return Detection(currency: .idr, votes: id + my) }
        // Malay words outnumbered by the euro area's, or beside a heading's euro sign (`Imp.(€)` on a Spanish
        // receipt whose specks OCR read as `SST`), name no ringgit.
        if my > 0, my >= id, !zeroDecimals, my > eu || headingSigns[.eur] == nil && eu < 2 {
            // `GST` alone names a tax Singapore and others charge as well: the ringgit is a guess, said as the GST's
            // rate where that names a country (`GST @6%`: Malaysia's; `GST 9%`: Singapore's), a guess too.
            guard malaySeen.isSubset(of: sharedTaxWords) else { return Detection(currency: .myr, votes: my) }
            if let byRate = byGSTRate { return Detection(currency: byRate, votes: my, guess: rateGuess) }
            return Detection(currency: .myr, votes: my, guess: malaySeen.sorted().first.map(Guess.taxWord))
        }
        // A VAT at a rate only one English-writing country charges (`VAT 15%`: South Africa's), on a receipt with
        // cents and no other language's words.
        if eu == 0, !zeroDecimals, let rate = vatRate?.normalized.description, let code = vatRateCountries[rate],
           let named = Currency(code: code) {
            return Detection(currency: named, votes: 1, guess: .vatRate(rate))
        }
        if eu > 0 { return euro }
        if let (sign, votes) = headingSigns.max(by: { ($0.value, $0.key.code) < ($1.value, $1.key.code) }) {
            return Detection(currency: sign, votes: votes)
        }
        return scriptGuess(rows, zeroDecimals: zeroDecimals)
    }

    /// A receipt written in a script that names its money, where it prints no sign, code or country: the
    /// script names the currency, as a guess said in a finding.
    ///
    /// Kana are Japanese only, hangul Korean only (yen and won without decimals); Chinese characters are
    /// Japanese too, and traditional ones are also Taiwan's and Hong Kong's, so only characters that exist
    /// in the simplified form alone name the yuan (with two decimals), and those in the traditional form
    /// alone, without kana and on whole amounts, Taiwan's dollar; as Thai letters the baht and
    /// Vietnamese letters the dong. Cyrillic is told apart by the letters each language alone writes
    /// (``cyrillicCurrency(_:)``); Greek gives the euro (Greece, Cyprus), Hebrew the shekel, Devanagari and
    /// India's other scripts the rupee, Bengali the taka, Sinhala Sri Lanka's rupee, Georgian the lari,
    /// Armenian the dram, Khmer the riel, Lao the kip, Myanmar's script the kyat. Arabic is written in too
    /// many countries to name one.
    static func scriptGuess(_ rows: [ScannedRow], zeroDecimals: Bool) -> Detection? {
        var count: [String: Int] = [:]
        var cyrillicLetters: [Unicode.Scalar] = []
        var firstWord: [String: String] = [:]
        for row in rows {
            for w in row.words where w.number == nil {
                var found: String?
                for u in w.text.unicodeScalars {
                    guard let code = scriptCurrency(u, zeroDecimals: zeroDecimals) else { continue }
                    if code == "CYRILLIC" { cyrillicLetters.append(u) }
                    count[code, default: 0] += 1
                    found = found ?? code
                }
                if let found, firstWord[found] == nil { firstWord[found] = w.text }
            }
        }
        let simplified = count["CNY", default: 0], traditional = count["TRADITIONAL", default: 0]
        // Numbers printed without any mark (`250`, not `2.50` or `1,250`), which say nothing of decimals.
        let wholeNumbersOnly = rows.allSatisfy { $0.words.allSatisfy { $0.number.map { $0.isPlainInteger || $0.percent } ?? true } }
        let chosen: String? = if count["JPY", default: 0] >= 2, zeroDecimals { "JPY" }
            else if count["KRW", default: 0] >= 2, zeroDecimals { "KRW" }
            else if simplified >= 2, simplified > traditional, !zeroDecimals { "CNY" }
            // Characters written so only in the traditional script, without kana, on whole amounts: Taiwan's dollar
            // (Hong Kong's has cents).
            else if traditional >= 2, traditional > simplified, zeroDecimals || wholeNumbersOnly, count["JPY", default: 0] == 0 { "TRADITIONAL" }
            else if count["THB", default: 0] >= 2, !zeroDecimals { "THB" }
            else if count["VND", default: 0] >= 2, zeroDecimals { "VND" }
            else if count["CYRILLIC", default: 0] >= 4 { "CYRILLIC" }
            else { ["EUR", "ILS", "INR", "BDT", "LKR", "GEL", "AMD", "KHR", "LAK", "MMK"].first { count[$0, default: 0] >= 3 } }
        guard let chosen else { return nil }
        let code = chosen == "CYRILLIC" ? cyrillicCurrency(cyrillicLetters) : chosen == "TRADITIONAL" ? "TWD" : chosen
        guard let currency = Currency(code: code) else { return nil }
        return Detection(currency: currency, votes: 1, guess: firstWord[chosen].map(Guess.word))
    }

    /// The currency a letter's script names (`CYRILLIC` for Cyrillic, `TRADITIONAL` for a traditional-only
    /// Chinese character), or nil for a letter of none.
    private static func scriptCurrency(_ u: Unicode.Scalar, zeroDecimals: Bool) -> String? {
        switch u.value {
        case 0x3041...0x309F, 0x30A1...0x30FA: "JPY"
        case 0xAC00...0xD7A3: "KRW"
        case 0x0E01...0x0E5B: "THB"
        // Vietnamese: ơ, ư, and the vowels with their tone marks (Latin Extended Additional).
        case 0x01A0, 0x01A1, 0x01AF, 0x01B0, 0x1EA0...0x1EF9: "VND"
        case 0x0400...0x04FF: "CYRILLIC"
        case 0x0370...0x03FF: "EUR"
        case 0x05D0...0x05EA: "ILS"
        case 0x0900...0x097F, 0x0A00...0x0AFF, 0x0B80...0x0CFF, 0x0D00...0x0D7F: "INR"
        case 0x0980...0x09FF: "BDT"
        case 0x0D80...0x0DFF: "LKR"
        case 0x10A0...0x10FF: "GEL"
        case 0x0531...0x058A: "AMD"
        case 0x1780...0x17FF: "KHR"
        case 0x0E80...0x0EFF: "LAK"
        case 0x1000...0x109F: "MMK"
        default: simplifiedOnly.contains(u) ? "CNY" : traditionalOnly.contains(u) ? "TRADITIONAL" : nil
        }
    }

    /// The money of a receipt written in Cyrillic, from the letters only one language writes: Kazakh's
    /// (`Қ Ғ Ң Ү Ұ Ө Ә Һ`) the tenge, Belarusian's `Ў` the rouble of Belarus, Ukrainian's `Ї Є Ґ І` the hryvnia,
    /// Serbian's `Ј Љ Њ Ћ Ђ Џ` the dinar and Macedonian's `Ѓ Ќ Ѕ` the denar; Russian's `Ы Э` the rouble;
    /// Bulgarian, which writes none of these, its `Ъ` as a vowel, the lev; else the Russian rouble.
    static func cyrillicCurrency(_ letters: [Unicode.Scalar]) -> String {
        let upper = Set(letters.map { Character($0).uppercased() })
        let has = { (chars: String) in chars.contains { upper.contains(String($0)) } }
        if has("ҚҒҢҮҰӨӘҺ") { return "KZT" }
        if has("Ў") { return "BYN" }
        if has("ЇЄҐІ") { return "UAH" }
        if has("ЃЌЅ") { return "MKD" }
        if has("ЈЉЊЋЂЏ") { return "RSD" }
        if has("ЫЭ") { return "RUB" }
        if has("Ъ") { return "BGN" }
        return "RUB"
    }

    /// Chinese characters written so only in the simplified script (total, unit price, amount, number,
    /// tax, discount, table, cashier and other words receipts print), and their traditional forms.
    static let simplifiedOnly = Set("计总单价额数发号应优税钱币点汤锅门东车书们这时间会开关区场费业务码银员实现赠".unicodeScalars)
    static let traditionalOnly = Set("計總單價額數發號應優稅錢幣點湯鍋門東車書們這時間會開關區場費業務碼銀員實現贈".unicodeScalars)
}

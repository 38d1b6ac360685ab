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
    ]

    /// Words that name a country whose receipts print a bare `$` or share words with others: Singapore
    /// (GST, as in Malaysia), India (its GST in parts), Australia (ABN), Canada (HST).
    static let countries: [(words: Set<String>, code: String)] = [
        (["SINGAPORE"], "SGD"),
        (["CGST", "SGST", "IGST", "UTGST", "GSTIN", "RUPEES"], "INR"),
        (["ABN", "AUSTRALIA"], "AUD"),
        (["HST", "CANADA", "ONTARIO"], "CAD"),
    ]

    /// The currency, when signs, codes or language name one.
    ///
    /// Signs and codes win; then the language: Indonesian words give IDR, Malay words MYR, words of
    /// the euro area EUR. `digits` (from the numbers' style) separates IDR from MYR when both
    /// languages' words appear. A country's words (``countries``) come after the signs other than `$`
    /// and before the languages: `$` on a receipt from Singapore is the Singapore dollar.
    static func detect(_ rows: [ScannedRow], zeroDecimals: Bool) -> (currency: Currency, votes: Int)? {
        var marks: [Currency: Int] = [:]
        var id = 0, my = 0, eu = 0
        var country: [String: Int] = [:]
        for row in rows {
            for w in row.words {
                // A code glued to an article number (RM0003) is no currency: count money-like numbers only.
                // A rate (`€2.5%`: OCR's € for @) names no currency either.
                if let n = w.number, let c = n.currency, !n.marks.isEmpty, !n.percent { marks[c, default: 0] += 1 }
            }
            for k in row.keyWords {
                if indonesian.contains(k) { id += 1 }
                if malay.contains(k) { my += 1 }
                if euro.contains(k) { eu += 1 }
                for (words, code) in countries where words.contains(k) { country[code, default: 0] += 1 }
            }
        }
        // "$" is shared by many currencies and shows up in unit prices: it counts only when alone.
        let strong = marks.filter { $0.key != .usd }
        if let best = strong.max(by: { ($0.value, $0.key.code) < ($1.value, $1.key.code) }), best.value >= 1,
           !(zeroDecimals && best.key.minorUnitDigits > 0 && best.value < 2) {
            if best.key == .myr, zeroDecimals, id > my { return (.idr, id) }
            return (best.key, best.value)
        }
        if !zeroDecimals, let (code, votes) = country.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }),
           let named = Currency(code: code) {
            return (named, votes)
        }
        if let usd = marks[.usd], usd > 0, eu == 0 || !zeroDecimals { return eu > usd ? (.eur, eu) : (.usd, usd) }
        if zeroDecimals, id + my > 0 { return (.idr, id + my) }
        if my > 0, my >= id, !zeroDecimals { return (.myr, my) }
        if eu > 0 { return (.eur, eu) }
        return nil
    }
}

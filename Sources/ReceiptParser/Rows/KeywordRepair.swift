/// Repairs keywords that OCR glued together (`TOTALAMTROUNDED`) or misread by a letter
/// (`SUBTOIAT`, `TOTAI`), so that the keyword tables find them.
enum KeywordRepair {
    /// Every word of every keyword phrase, plus a few joiners.
    static let vocabulary: Set<String> = {
        var v: Set<String> = ["OF", "AMT", "ADJ", "TAX", "GST", "VAT", "DUE", "NET", "SUB", "INCL", "EXCL", "TX"]
        // Words that join a phrase's words (`TOTAL CON PROPINA`, `TOTAL WITH TIP`) join the words of item names too
        // (`ARROZ CON POLLO`, `BURGER WITH FRIES`): no keyword's word.
        let joining: Set<Substring> = ["CON", "WITH", "MIT", "AVEC"]
        for (phrase, _) in Keywords.table {
            for w in phrase.split(separator: " ") where w.count >= 3 && !joining.contains(w) { v.insert(String(w)) }
        }
        return v
    }()

    /// Letters that OCR reads as digits (`5ERVICE`, `G5T`, `S6ST`, `T0TAL`, `1TEM`).
    static let lettersReadAsDigits: [Character: Character] = ["0": "O", "1": "I", "4": "A", "5": "S", "6": "G", "8": "B"]

    /// A word as the keyword it would be with the letters OCR misread put back, when it is one and the word as
    /// read is none: digits among letters (`5ervice`, `G5T`, `S6ST`), or a small `l` among capitals read for an
    /// `I` (`TlP`, `DlSC`; a capital `L` is left alone, as `PLN` is a currency and no `PIN`).
    static func lookalike(raw: some StringProtocol, folded: String) -> String? {
        guard folded.count >= 3, !vocabulary.contains(folded), folded.contains(where: \.isLetter) else { return nil }
        if folded.contains(where: \.isNumber) {
            // A `1` is as often an `l` as an `I` (`Pembu1atan`).
            for one: Character in ["I", "L"] {
                let mapped = String(folded.map { $0 == "1" ? one : lettersReadAsDigits[$0] ?? $0 })
                // (Or a word that names a country: `A8N`, Australia's ABN.)
                if mapped.allSatisfy(\.isLetter), vocabulary.contains(mapped) || CurrencyDetector.countryNonPlaceWords.contains(mapped) {
                    return mapped
                }
            }
        }
        let letters = raw.filter(\.isLetter)
        if letters.contains("l"), letters.filter({ $0 != "l" }).allSatisfy(\.isUppercase), letters.count >= 3 {
            let mapped = Folding.keyWord(String(raw.map { $0 == "l" ? "I" : $0 }))
            if vocabulary.contains(mapped) { return mapped }
        }
        return nil
    }

    /// A printed word folded for keyword matching, with OCR's look-alike letters put back where that makes it a
    /// keyword (``lookalike(raw:folded:)``).
    static func keyWord(_ raw: some StringProtocol) -> String {
        let folded = Folding.keyWord(raw)
        return lookalike(raw: raw, folded: folded) ?? folded
    }

    /// Words worth a fuzzy match: the ones that decide what a summary row is.
    static let fuzzyTargets: [String] = [
        "TOTAL", "SUBTOTAL", "AMOUNT", "CHANGE", "ROUNDING", "ROUNDED", "DISCOUNT", "BALANCE", "SERVICE", "GRATUITY",
        "PAYMENT", "TENDERED", "KEMBALI", "KEMBALIAN", "JUMLAH", "INCLUDED", "EXCLUDED", "INCLUDING", "EXCLUDING", "SUMME",
        "TOTALE", "TOTAAL", "CASHIER", "PAYABLE", "ROUNDED", "SUMMARY", "SAVINGS", "SERVICO", "SERVIZIO", "SERVICIO",
    ]

    /// The folded words with glued keywords split and near-misses corrected.
    static func repair(_ words: [String]) -> [String] {
        var out: [String] = []
        for w in words {
            // `4.00xITEMs`, `3ITEMS`: a count of items.
            if let tail = ["ITEMS", "ITEM", "QTY"].first(where: { w.hasSuffix($0) }), w.count > tail.count,
               w.dropLast(tail.count).allSatisfy({ $0.isNumber || $0 == "X" || $0 == "O" }), w.first?.isNumber == true {
                out.append(tail)
                continue
            }
            // `11:464TOTAL`, `§6CASH`: a time, a number or a sign OCR read as a digit glued before a keyword.
            if let firstLetter = w.firstIndex(where: \.isLetter), firstLetter != w.startIndex {
                let key = String(w[firstLetter...])
                if key.count >= 4, key.allSatisfy(\.isLetter), vocabulary.contains(key) {
                    out.append(String(w[..<firstLetter]))
                    out.append(key)
                    continue
                }
            }
            // `lax`, `Iax`: the T of TAX read as l, I or 1.
            if ["LAX", "IAX", "1AX"].contains(w) {
                out.append("TAX")
                continue
            }
            // `TAXABLE2`, `TAX1`, `TAX10%` (folded `TAX1O`): a keyword with a number glued on; `No:689`
            // (`VAT No:689`): the number of a registration, an invoice or a table.
            if !vocabulary.contains(w), let last = w.last, last.isNumber || last == "O" {
                let tail = w.reversed().prefix { $0.isNumber || $0 == "O" }
                let letters = String(w.dropLast(tail.count))
                if tail.contains(where: \.isNumber), letters.count >= 2, vocabulary.contains(letters) || letters == "NO" {
                    out.append(letters)
                    continue
                }
            }
            if w.count < 5 || vocabulary.contains(w) || !w.allSatisfy(\.isLetter) {
                out.append(w)
            } else if let parts = segment(w) {
                out.append(contentsOf: parts)
            } else if let fixed = nearest(w) {
                out.append(fixed)
            } else {
                out.append(w)
            }
        }
        return out
    }

    /// Splits a word into vocabulary words (`TOTALAMTROUNDED` → `TOTAL AMT ROUNDED`), if it can.
    static func segment(_ word: String) -> [String]? {
        let c = Array(word)
        guard c.count >= 6, c.count <= 30 else { return nil }
        // best[i]: a segmentation of c[0..<i] with the fewest parts.
        var best: [[String]?] = Array(repeating: nil, count: c.count + 1)
        best[0] = []
        for i in 0..<c.count {
            guard let prefix = best[i], i + 2 <= c.count else { continue }
            for j in (i + 2)...min(c.count, i + 14) {
                let piece = String(c[i..<j])
                if vocabulary.contains(piece), best[j] == nil || (best[j]?.count ?? 0) > prefix.count + 1 {
                    best[j] = prefix + [piece]
                }
            }
        }
        guard let parts = best[c.count], parts.count >= 2 else { return nil }
        return parts
    }

    /// The fuzzy target one letter away (two for long words), when exactly one is.
    static func nearest(_ word: String) -> String? {
        let limit = word.count >= 8 ? 2 : 1
        // Short words may only have a letter misread (`TOTAI`), not one more (`SUMMER` is no `SUMME`).
        let hits = fuzzyTargets.filter { t in
            let lengthOK = t.count <= 6 ? t.count == word.count : abs(t.count - word.count) <= limit
            return lengthOK && distance(t, word, limit: limit) <= limit
        }
        return hits.count == 1 ? hits[0] : nil
    }

    /// Levenshtein distance, stopping early past `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a), y = Array(b)
        var previous = Array(0...y.count)
        for i in 1...max(1, x.count) where !x.isEmpty {
            var current = [i] + Array(repeating: 0, count: y.count)
            var rowMin = current[0]
            for j in 1...max(1, y.count) where !y.isEmpty {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            previous = current
        }
        return previous[y.count]
    }
}

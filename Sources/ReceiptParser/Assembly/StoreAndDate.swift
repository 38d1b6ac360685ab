/// The shop's name from the top of the receipt.
enum StoreAndDate {
    /// Company suffixes that mark a shop's name even among header words.
    static let companyWords: Set<String> = ["SDN", "BHD", "PT", "CV", "GMBH", "LTD", "INC", "LLC", "SL", "SA", "SRL", "SPA", "BV", "CO"]

    /// Company words written before the name (`PT SUMBER ALFARIA`, `CV MAJU JAYA`: Indonesia's).
    static let companyPrefixes: Set<String> = ["PT", "CV"]

    /// Small words that join a name to what stands before it (`de García Hnos.`, `Responsable de INC`, `Bank of`).
    static let joiningWords: Set<String> = ["de", "del", "da", "do", "di", "du", "of", "von", "van"]

    /// Whether a row names a company: a company word (`SDN BHD`, `GmbH`, `Inc.`) that does not follow a joining word
    /// (`Responsable de INC` is Colombia's consumption tax, `INC`, not a company), nor label a registration
    /// (`(Co. Reg : 667788-P)`, `CO. NO. 123456`: the company's number, not its name).
    static func namesCompany(_ row: ScannedRow) -> Bool {
        let words = row.keyWords
        return words.indices.contains { i in
            companyWords.contains(words[i]) && !(i > 0 && joiningWords.contains(words[i - 1].lowercased()))
                && !(i + 1 < words.count && registrationLabels.contains(words[i + 1]))
        }
    }

    /// Words after a company word that make it the label of the company's registration number.
    static let registrationLabels: Set<String> = ["REG", "REGN", "REGNO", "NO", "NUM", "NUMBER"]

    /// Words of a street address, which is no shop's name.
    static let addressWords: Set<String> = [
        "JALAN", "JLN", "TAMAN", "TMN", "LOT", "FLR", "FLOOR", "UNIT", "STREET", "ROAD", "AVENUE", "KAWASAN", "PERINDUSTRIAN",
        "DARUL", "EHSAN", "SUITE", "BLVD",
    ]

    /// Words that end a street's name in English (`Dundas Street`, `Abbey Road`).
    static let streetSuffixes: Set<String> = ["STREET", "ROAD", "AVENUE", "BLVD"]

    /// Compass words that may follow a street's name (`Queen Street West`).
    static let directionWords: Set<String> = ["N", "S", "E", "W", "NE", "NW", "SE", "SW", "NORTH", "SOUTH", "EAST", "WEST"]

    /// Whether a row's words are an address: one of ``addressWords``, unless every one of them is a street's
    /// last word between its street's name and a word of the name it is part of (`DUNDAS STREET GRILL`,
    /// `ABBEY ROAD CAFE`; not `QUEEN STREET WEST`, nor `Street. Shatin` wrapped from the line above).
    static func isAddress(_ words: [String]) -> Bool {
        let at = words.indices.filter { addressWords.contains(words[$0]) }
        return at.contains { k in
            guard streetSuffixes.contains(words[k]), k > 0, k + 1 < words.count else { return true }
            let next = words[k + 1]
            return next.count < 3 || addressWords.contains(next) || directionWords.contains(next) || !next.allSatisfy(\.isLetter)
        }
    }

    /// The first row near the top with three letters or more that is not an address, phone, date
    /// or keyword row and reads as a name (``name(_:)``); a row naming a company (`SDN BHD`, `GmbH`)
    /// wins over it, unless a name above it shares a word with it (the trade name over the company's). No
    /// name is better than a fragment of misread text.
    static func store(_ rows: [ScannedRow]) -> String? {
        let top = Array(rows.prefix(6))
        if let k = top.firstIndex(where: { namesCompany($0) && $0.letterCount >= 4 }) {
            var text = String(top[k].text.trimmed)
            // `AUTOSERVICIO LOS HERMANOS` over `de García Hnos. S.R.L.`: a company row that begins with a small
            // joining word names the owner of the business named above it.
            if k > 0, let first = top[k].text.split(separator: " ").first, joiningWords.contains(String(first)),
               let above = plainName(top[k - 1]) {
                return above
            }
            // `POPULAR BOOK` over `CO. (M) SDN BHD`: a company name wrapped before its suffix (not a name that begins with
            // its company word, Indonesia's `PT SENTOSA RITEL`).
            if k > 0, let first = top[k].keyWords.first, companyWords.contains(first), !companyPrefixes.contains(first),
               plainName(top[k - 1]) != nil {
                text = String(top[k - 1].text.trimmed) + " " + text
            }
            // `TAQUERÍA EL PASTORCITO` over `TAQUERIA EL PASTORCITO S.A. DE C.V.`: the trade name printed above the
            // company's, sharing a word with it, is the one a customer knows.
            let companyWordsOfName = Set(top[k].keyWords.filter { $0.count >= 3 && !companyWords.contains($0) })
            if let above = top[..<k].first(where: { row in
                row.letterCount >= 3 && !Set(row.keyWords).isDisjoint(with: companyWordsOfName) && plainName(row) != nil
            }), !text.hasPrefix(String(above.text.trimmed)) {
                return name(String(above.text.trimmed))
            }
            if let name = name(text) { return name }
        }
        // The first two rows that may be a name: a misread logo may stand over the name, but the rows
        // further down are the address.
        let candidates = top.filter { row in
            // A store's number may follow its name (`Cracker Barrel Store #337`); other numbers make an address.
            row.letterCount >= 3 && !row.hasMetaPattern && !row.hasLongNumber && RowRole.of(row) == .plain
                && row.words.allSatisfy { $0.number == nil || $0.text.hasPrefix("#") }
        }
        for row in candidates.prefix(2) where !isAddress(row.keyWords) {
            if let name = name(String(row.text.trimmed)) { return name }
        }
        return nil
    }

    /// A row of text alone as a shop's name (``name(_:)``): no number on it, no header pattern, no keyword's role.
    static func plainName(_ row: ScannedRow) -> String? {
        guard row.words.allSatisfy({ $0.number == nil }), !row.hasMetaPattern, RowRole.of(row) == .plain else { return nil }
        return name(String(row.text.trimmed))
    }

    /// `text` as a shop's name, without the stray marks and letters OCR leaves at its ends (`| Liquor
    /// Library`, `. Panera Bread sa e`); `nil` when it does not read as a name (`ggsun' 19:4 Pome`,
    /// `J a ee a aa`, `hee ys`).
    ///
    /// A name begins with a capital or a digit and is mostly letters: words of three letters or more with
    /// a vowel (or in capitals, or an abbreviation such as `Sdn`), in one case or capitalised
    /// (`McDonald's`), more of them than words of one or two small letters and twice as many as misread
    /// words (letters mixed with digits or odd marks, or with their case mixed up), and a word of four
    /// letters or more unless all are in capitals (`KFC`). A company's registration number after the name
    /// is left out.
    static func name(_ text: String) -> String? {
        var words = text.split(separator: " ").map(String.init)
        // A company's registration number after its name: `MIZU MENTAI SDN. BHD. (1248446-V)`.
        if let l = words.last, l.hasPrefix("("), l.hasSuffix(")"), l.contains(where: \.isNumber) { words.removeLast() }
        // A store's number after its name (`FRESHWAY FOODS #0412`) is kept, but is no misread letter.
        var storeNumber: String?
        if words.count >= 3, let l = words.last, l.count >= 3, l.hasPrefix("#"), l.dropFirst().allSatisfy(\.isNumber),
           words.dropLast().filter({ $0.filter(\.isLetter).count >= 4 }).count >= 2 {
            storeNumber = words.removeLast()
        }
        func isShortLower(_ w: String) -> Bool { w.count <= 2 && w.allSatisfy { $0.isLowercase || !$0.isLetter } }
        // Stray marks and lone lower-case letters at the ends.
        while let f = words.first, !f.contains(where: { $0.isLetter || $0.isNumber }) || isShortLower(f) { words.removeFirst() }
        while let l = words.last, !l.contains(where: { $0.isLetter || $0.isNumber }) || isShortLower(l) || l.count == 1 { words.removeLast() }
        // A name begins with a capital or a digit (`7-Eleven`), not with what OCR made of a mark (`san, SEAT they`).
        // (Scripts without capitals, Korean, Chinese, Japanese, Thai, begin a name with any letter.)
        guard let first = words.first?.first(where: { $0.isLetter || $0.isNumber }), first.isUppercase || first.isNumber || !first.isCased
        else { return nil }
        // Letters against digits and odd marks (the punctuation of names aside).
        let plain: Set<Character> = [".", ",", "'", "’", "&", "-", "(", ")", "/"]
        let letters = words.joined().filter(\.isLetter).count
        let odd = words.joined().filter { !$0.isLetter && !plain.contains($0) }.count
        guard odd * 3 <= letters else { return nil }
        var real: [String] = [], short = 0, misread = 0
        for w in words {
            let core = w.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
            let l = String(core.filter(\.isLetter))
            if l.isEmpty { continue }
            // What OCR makes of a logo or the paper's grain: Latin capitals without a vowel (`SRSSSSR`; an
            // abbreviation has three letters at most: `BHD`, `KFC`) or one letter repeated (`EEE`).
            let vowels = "AEIOUY"
            let noise = (l.count >= 4 && l.allSatisfy { $0.isUppercase && $0.isASCII } && !l.contains(where: vowels.contains))
                || (l.count >= 3 && Set(l.uppercased()).count == 1)
            let digitsThenDash = core.prefix { $0.isNumber }
            if !digitsThenDash.isEmpty, core.dropFirst(digitsThenDash.count).first == "-", l.count >= 3,
               core.dropFirst(digitsThenDash.count + 1).allSatisfy(\.isLetter) {
                // `7-ELEVEN`: a number joined to a word by a dash is a name's word.
                real.append(l)
            } else if l.count >= 2, l.allSatisfy({ !$0.isCased }), !core.contains(where: { !$0.isLetter && !plain.contains($0) }) {
                // A word of a script without capitals (`맛있는`, `食堂`): its letters are no misreading of Latin ones.
                real.append(l)
            } else if core.contains(where: { !$0.isLetter && !plain.contains($0) }) || l.count > 14 || mixedCase(l) || noise {
                misread += 1
            } else if l.count <= 2 {
                // Capitals are abbreviations (`MR`, `CO`, `(M)`); small letters are what OCR makes of marks.
                if l.contains(where: \.isLowercase) { short += 1 }
            } else if l.allSatisfy(\.isUppercase) || l.contains(where: { "AEIOUYaeiouy".contains($0) })
                        || (l.count == 3 && l.first?.isUppercase == true) {
                real.append(l)
            } else {
                misread += 1
            }
        }
        let caseless = { (w: String) in w.allSatisfy { !$0.isCased } }
        guard real.contains(where: { $0.first?.isUppercase == true || caseless($0) }), real.count > short, real.count >= misread * 2
        else { return nil }
        guard real.contains(where: { $0.count >= 4 || caseless($0) }) || real.allSatisfy({ $0.allSatisfy(\.isUppercase) }) else { return nil }
        // One word of three letters is as often a misread mark (`SON`, `TRY`, `OSS`) as a name.
        guard real.count >= 2 || real.contains(where: { $0.count >= 4 || caseless($0) }) else { return nil }
        let name = (words + [storeNumber].compactMap { $0 }).joined(separator: " ")
        return name.count >= 3 ? name : nil
    }

    /// Whether a word's letters change case as no name's do: a capital after a small letter (`BodaP`,
    /// `aiVicole`; but `McDonald`), or a small letter after two capitals (`ASrgae`).
    static func mixedCase(_ letters: String) -> Bool {
        let l = Array(letters)
        for k in 1..<l.count {
            if l[k].isUppercase, l[k - 1].isLowercase, !(String(l[..<k]) == "Mc" || String(l[..<k]) == "Mac") { return true }
            if l[k].isLowercase, k >= 2, l[k - 1].isUppercase, l[k - 2].isUppercase { return true }
        }
        return false
    }
}

/// Text folding for keyword matching: upper case, accents removed, punctuation dropped.
///
/// Works on Unicode scalars without Foundation, so that the parser stays pure Swift.
enum Folding {
    /// Latin letters with diacritics and their plain upper-case form.
    private static let plain: [Character: String] = {
        let pairs: [(String, String)] = [
            ("ÀÁÂÃÄÅĀĂĄàáâãäåāăą", "A"), ("ÇĆĈĊČçćĉċč", "C"), ("ĎĐďđ", "D"),
            ("ÈÉÊËĒĔĖĘĚèéêëēĕėęě", "E"), ("ĜĞĠĢĝğġģ", "G"), ("ĤĦĥħ", "H"),
            ("ÌÍÎÏĨĪĬĮİìíîïĩīĭįı", "I"), ("Ĵĵ", "J"), ("Ķķ", "K"), ("ĹĻĽĿŁĺļľŀł", "L"),
            ("ÑŃŅŇñńņň", "N"), ("ÒÓÔÕÖØŌŎŐòóôõöøōŏő", "O"), ("ŔŖŘŕŗř", "R"),
            ("ŚŜŞŠśŝşš", "S"), ("ŢŤŦţťŧ", "T"), ("ÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűų", "U"),
            ("Ŵŵ", "W"), ("ÝŸŶýÿŷ", "Y"), ("ŹŻŽźżž", "Z"),
        ]
        var map: [Character: String] = ["ß": "SS", "Æ": "AE", "æ": "AE", "Œ": "OE", "œ": "OE"]
        // Greek with its accents and diaeresis (`Σύνολο`, `ΦΠΑ`), Cyrillic's Ё as Е, and Arabic's alef with
        // hamza or madda as the bare alef and its stretching (tatweel) dropped, as tills print them either way.
        let others: [(String, String)] = [
            ("ΆάΑα", "Α"), ("ΈέΕε", "Ε"), ("ΉήΗη", "Η"), ("ΊίΪϊΐΙι", "Ι"), ("ΌόΟο", "Ο"), ("ΎύΫϋΰΥυ", "Υ"), ("ΏώΩω", "Ω"),
            ("ς", "Σ"), ("Ёё", "Е"), ("أإآٱ", "ا"), ("ـ", ""),
        ]
        for (letters, base) in pairs + others {
            for c in letters { map[c] = base }
        }
        return map
    }()

    /// One word folded for keyword matching: `"Descripción"` gives `"DESCRIPCION"`, `"I.V.A."`
    /// gives `"IVA"`, `"Sub-Total:"` gives `"SUBTOTAL"`. A zero between letters is read as `O`.
    static func keyWord(_ word: some StringProtocol) -> String {
        var out: [Character] = []
        out.reserveCapacity(word.count)
        for c in word {
            if let p = plain[c] {
                out.append(contentsOf: p)
            } else if c.isASCII, c.isLetter || c.isNumber {
                out.append(contentsOf: c.uppercased())
            } else if c.isLetter {
                out.append(contentsOf: c.uppercased())
            }
        }
        let letters = out.filter { $0.isLetter }.count
        if letters >= 2 {
            // OCR writes T0TAL for TOTAL: a 0 among letters is a letter. One beside another digit is a
            // digit of a number glued to the word (`104SERVIZIO`, `10%SvcCharge`), which stays a number.
            let digitNear = out.indices.map { i in (i > 0 && out[i - 1].isDigit) || (i + 1 < out.count && out[i + 1].isDigit) }
            for i in out.indices where out[i] == "0" && !digitNear[i] { out[i] = "O" }
        }
        return String(out)
    }

    /// The text without the spaces OCR puts between Chinese characters and kana (`生 ビール` for `生ビール`),
    /// which Japanese and Chinese print without; spaces next to anything else stay.
    static func joiningIdeographs(_ text: String) -> String {
        let chars = Array(text)
        guard chars.contains(where: isIdeographic) else { return text }
        var out = ""
        for (i, c) in chars.enumerated() {
            if c == " ", i > 0, i + 1 < chars.count, isIdeographic(chars[i - 1]), isIdeographic(chars[i + 1]) { continue }
            out.append(c)
        }
        return out
    }

    /// Whether a character is a Chinese character, kana, or the long-vowel mark and punctuation of those scripts.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let u = c.unicodeScalars.first?.value else { return false }
        return (0x3000...0x30FF).contains(u) || (0x3400...0x4DBF).contains(u) || (0x4E00...0x9FFF).contains(u)
            || (0xF900...0xFAFF).contains(u) || (0xFF00...0xFFEF).contains(u)
    }

    /// Folds a whole text for keyword matching: the folded words, empty ones dropped.
    static func keyWords(_ text: some StringProtocol) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map { keyWord($0) }.filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    /// The text without white space at either end.
    var trimmed: Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}

extension Character {
    /// The value of an ASCII digit, or `nil`.
    var digit: Int? {
        guard let a = asciiValue, a >= 48, a <= 57 else { return nil }
        return Int(a) - 48
    }

    /// Whether the character is an ASCII digit.
    var isDigit: Bool { digit != nil }
}

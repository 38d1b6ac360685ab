/// Patterns of header and footer text that no item has: dates, times, phone numbers, card
/// numbers, web and mail addresses, barcodes.
enum MetaPatterns {
    static let months: Set<String> = [
        "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC", "JANUARY", "FEBRUARY",
        "MARCH", "APRIL", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER", "ENE", "ABR", "AGO",
        "DIC", "MRZ", "MAI", "OKT", "DEZ", "AOU", "AGU", "MEI", "DES", "GEN", "MAG", "GIU", "LUG", "SET", "OTT",
    ]

    /// Whether the words have one of the patterns, and the first date found.
    static func scan(_ words: [String]) -> (found: Bool, longNumber: Bool, date: String?) {
        // `09/O5/24`, `11 Mei 2O24`: an O that OCR read for a zero among the digits of a date, a time or a number.
        let words = words.map { w in
            w.contains(where: \.isDigit) && w.contains(where: { $0 == "O" || $0 == "o" })
                && w.filter(\.isLetter).allSatisfy({ $0 == "O" || $0 == "o" }) ? String(w.map { $0 == "O" || $0 == "o" ? "0" : $0 }) : w
        }.map { w in namedMonthDateRead(w) ?? numericDateRead(w) ?? w }
        var found = false
        var longNumber = false
        var date: String?
        if let ymd = yearMonthDay(words) {
            found = true
            date = ymd
        }
        for (i, w) in words.enumerated() {
            let chars = Array(w)
            if let spelled = spelledDate(words, at: i) {
                found = true
                if date == nil { date = spelled }
            } else if isDate(chars) {
                found = true
                if date == nil { date = trimDate(w) }
            } else if isNamedMonthDate(w) {
                // `23-Apr-2018`, `02-Jan-2018`: a day, a month's name and a year in one word.
                found = true
                if date == nil { date = w.filter { $0.isLetter || $0.isNumber || "-/.".contains($0) } }
            } else if isTime(chars) || isPhone(chars) || isMasked(chars) || isAddress(w) {
                found = true
            } else if isLongNumber(chars) {
                longNumber = true
            } else if months.contains(Folding.keyWord(w)), i > 0 || i + 1 < words.count {
                // 12 JAN 2019, Jan 12, 2019
                let neighbours = [i > 0 ? words[i - 1] : "", i + 1 < words.count ? words[i + 1] : ""]
                // (A day or a year: digits with punctuation, or a day's ordinal ending, `12th`; not `8ento`, OCR's `Bento`.)
                let datePart = { (n: String) in
                    let letters = n.filter(\.isLetter).lowercased()
                    return n.contains(where: \.isDigit) && n.filter(\.isDigit).count <= 4 && ["", "st", "nd", "rd", "th"].contains(letters)
                }
                // A short month (`SET`, `MEI`, `DES`) is a word of many names: it needs a day and a year
                // (`12 JAN 2019`, `Jan 12, 2019`), not one number (`1 HOLDAK SET 1 38.636`).
                let parts = (i > 0 && datePart(words[i - 1]) ? 1 + (i > 1 && datePart(words[i - 2]) ? 1 : 0) : 0)
                    + (i + 1 < words.count && datePart(words[i + 1]) ? 1 + (i + 2 < words.count && datePart(words[i + 2]) ? 1 : 0) : 0)
                let short = Folding.keyWord(w).count <= 3
                if short ? parts >= 2 : neighbours.contains(where: datePart) {
                    found = true
                    if date == nil {
                        // `Jan 08, 2014`, `Sat Aug 26 2017`: the month, its day and the year after them.
                        let digits = { (k: Int) in k < words.count ? words[k].filter(\.isDigit) : "" }
                        let dayThenYear = (1...2).contains(digits(i + 1).count) && words[i + 1].allSatisfy { $0.isDigit || $0 == "," }
                            && digits(i + 2).count == 4 && words[i + 2].allSatisfy(\.isDigit)
                        date = (dayThenYear ? words[i...(i + 2)] : words[max(0, i - 1)...min(words.count - 1, i + 1)]).joined(separator: " ")
                    }
                }
            }
        }
        if isEastAsianAddress(words) { found = true }
        // `ĐT: 024 3826 1234`: Vietnamese for telephone, with its `Đ` (folded, `DT` is a word of names: `DT COKE`).
        if let first = words.first, first.hasPrefix("ĐT"), first.dropFirst(2).allSatisfy({ $0 == ":" || $0 == "." }) { found = true }
        return (found, longNumber, date)
    }

    /// Korean place words end in these (`서울특별시`, `강남구`, `테헤란로`, `역삼동`, `경기도`).
    static let koreanPlaceEnds: Set<Character> = ["시", "구", "군", "동", "로", "길", "읍", "면", "도"]
    /// Chinese and Japanese place characters (`東京都渋谷区`, `北京市朝阳区建国路88号`, `大阪府大阪市北区梅田1丁目`).
    static let hanPlaceMarks: Set<Character> = ["都", "府", "県", "省", "市", "区", "區", "县", "縣", "町", "村", "路", "街", "号", "號"]

    /// A Korean, Chinese or Japanese postal address: two Korean words ending as place names do, or two place
    /// characters of different kinds with a number or a run of six Chinese characters (no dish is named so).
    static func isEastAsianAddress(_ words: [String]) -> Bool {
        let korean = words.filter { w in
            w.count >= 2 && w.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) || $0 == "(" || $0 == ")" }
                && w.last.map { koreanPlaceEnds.contains($0) } == true
        }
        if korean.count >= 2 { return true }
        let text = words.joined()
        let marks = Set(text.filter { hanPlaceMarks.contains($0) })
        let han = text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
        return marks.count >= 2 && (text.contains(where: \.isDigit) || han >= 6 || text.contains("丁目"))
    }

    /// `12. März 2024`, `15 de marzo de 2024`, `3 juin 2024`: a month written out in one of
    /// ``ReceiptDate/spelledMonths``, as word `i`, after its day (one or two digits, perhaps with a dot)
    /// and before its year of four digits, with `de` or `del` between them where Spanish and Portuguese
    /// write it. The date's words, joined by spaces; nil when word `i` is no such month.
    static func spelledDate(_ words: [String], at i: Int) -> String? {
        guard ReceiptDate.spelledMonths[Folding.keyWord(words[i])] != nil else { return nil }
        func joiner(_ k: Int) -> Bool { k >= 0 && k < words.count && ["DE", "DEL"].contains(Folding.keyWord(words[k])) }
        var first = i - 1
        if joiner(first) { first -= 1 }
        var last = i + 1
        if joiner(last) { last += 1 }
        guard first >= 0, last < words.count else { return nil }
        let day = words[first].hasSuffix(".") || words[first].hasSuffix(",") ? words[first].dropLast() : Substring(words[first])
        let year = words[last].hasSuffix(",") ? words[last].dropLast() : Substring(words[last])
        guard (1...2).contains(day.count), day.allSatisfy(\.isDigit), year.count == 4, year.allSatisfy(\.isDigit) else {
            return nil
        }
        return "\(day) \(words[i]) \(year)"
    }

    /// `2024年4月8日`, `2024년 4월 8일`: a year, a month and a day, each followed by its sign, as Japanese,
    /// Chinese and Korean write dates (OCR may leave spaces between them). Written `2024-4-8`; nil when
    /// the row has no such date.
    static func yearMonthDay(_ words: [String]) -> String? {
        guard words.contains(where: { $0.contains("年") || $0.contains("년") }) else { return nil }
        let text = Array(words.joined(separator: " "))
        let signs: [Set<Character>] = [["年", "년"], ["月", "월"], ["日", "일"]]
        for start in text.indices where text[start].isDigit && (start == 0 || !text[start - 1].isDigit) {
            var fields: [String] = []
            var j = start
            for (n, sign) in signs.enumerated() {
                while n > 0, j < text.count, text[j] == " " { j += 1 }
                var digits = ""
                while j < text.count, text[j].isDigit { digits.append(text[j]); j += 1 }
                let signed = j < text.count && sign.contains(text[j])
                // The day's sign may be left out (`2024年4月8 12:30`); the year's and the month's may not.
                guard !digits.isEmpty, signed || n == 2 else { break }
                if signed { j += 1 }
                fields.append(digits)
            }
            if fields.count == 3, fields[0].count == 4, fields[1].count <= 2, fields[2].count <= 2 {
                return fields.joined(separator: "-")
            }
        }
        return nil
    }

    /// `l9-Mar-2024`, `2l-Jan-2O19`: a date with its month's name in one word whose day or year has a 1
    /// read as `l` or `I`, or a 0 as `O`, written with those digits (nil for any other word).
    static func namedMonthDateRead(_ w: String) -> String? {
        let digitFor: [Character: Character] = ["l": "1", "I": "1", "O": "0", "o": "0"]
        let parts = w.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, months.contains(Folding.keyWord(String(parts[1]))),
              parts[0].contains(where: { digitFor[$0] != nil }) || parts[2].contains(where: { digitFor[$0] != nil }),
              [parts[0], parts[2]].allSatisfy({ p in p.contains(where: \.isNumber) && p.allSatisfy { $0.isNumber || digitFor[$0] != nil } })
        else { return nil }
        let read = { (p: Substring) in String(p.map { digitFor[$0] ?? $0 }) }
        let out = read(parts[0]) + "-" + parts[1] + "-" + read(parts[2])
        return isNamedMonthDate(out) ? out : nil
    }

    /// `23-Apr-2018`, `2-JAN-19`: one or two digits, a month's name and two or four digits, joined by
    /// `-`, `/` or `.`.
    static func isNamedMonthDate(_ w: String) -> Bool {
        let parts = w.split { "-/.".contains($0) }.map(String.init)
        guard parts.count == 3, (1...2).contains(parts[0].count), parts[0].allSatisfy(\.isNumber),
              months.contains(Folding.keyWord(parts[1])) else { return false }
        let year = parts[2].prefix { $0.isNumber }
        return year.count == 2 || year.count == 4
    }

    private static func trimDate(_ w: String) -> String {
        String(w.drop { !$0.isDigit }.reversed().drop { !$0.isDigit }.reversed())
    }

    /// A numeric date with one or two digits that OCR read as letters (`0G/19/2024`, `06/l9/2024`,
    /// `06/1B/2024`): the word with ``PrintedNumber/confusions`` read back, when it then is a date and has
    /// four real digits or more; nil for any other word.
    static func numericDateRead(_ w: String) -> String? {
        let letters = w.filter(\.isLetter).count
        guard (1...2).contains(letters), w.filter(\.isDigit).count >= 4, w.contains(where: { "/-.".contains($0) }) else { return nil }
        let read = String(w.map { c in c.isLetter ? PrintedNumber.confusions[c] ?? c : c })
        guard !read.contains(where: \.isLetter), isDate(Array(read)) else { return nil }
        // A calendar's day: a year from 1990 (or of two digits) first or last, a month and a day (`SS81-1-1`,
        // an article code, is none).
        let parts = read.split(whereSeparator: { "/-.".contains($0) }).compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        let yearFirst = read.prefix { $0.isDigit }.count == 4
        let year = yearFirst ? parts[0] : parts[2]
        let (a, b) = yearFirst ? (parts[1], parts[2]) : (parts[0], parts[1])
        let yearOK = (1990...2099).contains(year) || (!yearFirst && year < 100)
        let dayMonthOK = (1...12).contains(a) && (1...31).contains(b) || (1...31).contains(a) && (1...12).contains(b)
        return yearOK && dayMonthOK ? read : nil
    }

    /// 12/01/2019, 12-01-19, 2019-01-12, 12.01.19 (the last also needs a third group).
    static func isDate(_ c: [Character]) -> Bool {
        var groups: [Int] = [0]
        var seps: [Character] = []
        var started = false
        for ch in c {
            if ch.isDigit {
                groups[groups.count - 1] += 1
                started = true
            } else if started, ch == "/" || ch == "-" || ch == "." {
                seps.append(ch)
                groups.append(0)
            } else if !started {
                continue
            } else {
                break
            }
        }
        guard groups.count >= 3, groups[0] > 0, groups[1] > 0, groups[2] > 0, seps.count >= 2, seps[0] == seps[1] else { return false }
        let (a, b, y) = (groups[0], groups[1], groups[2])
        if a == 4 { return b <= 2 && y <= 2 }
        return a <= 2 && b <= 2 && (y == 2 || y == 4)
    }

    /// 21:13, 12:31:00, 9:05PM.
    static func isTime(_ c: [Character]) -> Bool {
        guard let colon = c.firstIndex(of: ":") else { return false }
        let before = c[..<colon].reversed().prefix { $0.isDigit }.count
        let after = c[(colon + 1)...].prefix { $0.isDigit }.count
        return (1...2).contains(before) && after == 2
    }

    /// 07-3523888, (555)123-4567, +62 21 555: digits joined by dashes or brackets, seven or more.
    static func isPhone(_ c: [Character]) -> Bool {
        let digits = c.filter(\.isDigit).count
        guard digits >= 7 else { return false }
        let others = c.filter { !$0.isDigit }
        guard !others.isEmpty else { return false }
        return others.allSatisfy { "-()+/ ".contains($0) } && others.contains(where: { "-()".contains($0) })
    }

    /// ****1234, XXXX-1234, 4111********1111.
    static func isMasked(_ c: [Character]) -> Bool {
        let masks = c.filter { $0 == "*" || $0 == "X" || $0 == "x" || $0 == "#" }.count
        return masks >= 4 && c.contains(where: \.isDigit)
    }

    /// www.shop.com, shop@mail.com, http://...
    static func isAddress(_ w: String) -> Bool {
        let l = w.lowercased()
        let mail = l.split(separator: "@", omittingEmptySubsequences: false)
        let isMail = mail.count == 2 && mail[0].contains(where: \.isLetter) && mail[1].contains(".") && mail[1].contains(where: \.isLetter)
        return l.hasPrefix("www.") || l.hasPrefix("http") || isMail
            || l.hasSuffix(".com") || l.hasSuffix(".co.id") || l.hasSuffix(".my")
    }

    /// Barcodes, tax and card numbers: nine or more digits in a row.
    static func isLongNumber(_ c: [Character]) -> Bool {
        var run = 0, best = 0
        for ch in c {
            run = ch.isDigit ? run + 1 : 0
            best = max(best, run)
        }
        return best >= 9
    }
}

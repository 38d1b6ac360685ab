import SplitBillCore

/// A receipt's date written `YYYY-MM-DD`, read from the date as printed.
///
/// `2019-01-12`, `12 JAN 2019` and `Jan 12, 19` say their order. `12/01/2019` does not: a day above 12
/// settles it (`28/12/2017`, `12/28/2017`), and otherwise the order of the receipt's country, which
/// its currency stands for (``Order/of(_:)``). A date whose order cannot be known, or that is no real
/// day (`00-00-00`, `2.31.17`), is left as printed by ``iso(_:order:)``; ``choose(_:order:latestYear:)``
/// keeps only the first kind.
enum ReceiptDate {
    /// Which comes first in a date of three numbers.
    enum Order: Hashable, Sendable {
        case dayFirst
        case monthFirst

        /// The order of the country whose currency the receipt is in: month first in the United States
        /// and the Philippines, day first where the other currencies are used; unknown in Canada (both
        /// are printed) and where dates begin with the year (Japan, China, Korea, Taiwan, Hungary).
        static func of(_ currency: Currency) -> Order? {
            switch currency.code {
            case "USD", "PHP": .monthFirst
            case "CAD", "JPY", "CNY", "KRW", "TWD", "HUF": nil
            default: .dayFirst
            }
        }
    }

    /// Month names and their short forms in the languages of ``MetaPatterns/months``.
    static let monthNumbers: [String: Int] = {
        var m: [String: Int] = [:]
        let names: [[String]] = [
            ["JAN", "JANUARY", "ENE", "GEN"], ["FEB", "FEBRUARY"], ["MAR", "MARCH", "MRZ"], ["APR", "APRIL", "ABR"],
            ["MAY", "MAI", "MEI", "MAG"], ["JUN", "JUNE", "GIU"], ["JUL", "JULY", "LUG"], ["AUG", "AUGUST", "AGO", "AOU", "AGU"],
            ["SEP", "SEPT", "SEPTEMBER", "SET"], ["OCT", "OCTOBER", "OKT", "OTT"], ["NOV", "NOVEMBER"], ["DEC", "DECEMBER", "DIC", "DEZ", "DES"],
        ]
        for (k, list) in names.enumerated() { for n in list { m[n] = k + 1 } }
        return m.merging(spelledMonths) { a, _ in a }
    }()

    /// Months written out in German, French, Spanish, Italian, Portuguese, Dutch and Indonesian, as
    /// folded by ``Folding/keyWord(_:)`` (`März`: `MARZ`, `août`: `AOUT`). Some are also words of
    /// products' names (`MAYO`, `MARS`), so one is read only in a whole date, after its day and before
    /// its year (``MetaPatterns/spelledDate(_:at:)``): `12. März 2024`, `15 de marzo de 2024`.
    static let spelledMonths: [String: Int] = {
        let names: [[String]] = [
            ["JANUAR", "JANVIER", "ENERO", "GENNAIO", "JANEIRO", "JANUARI"],
            ["FEBRUAR", "FEVRIER", "FEBRERO", "FEBBRAIO", "FEVEREIRO", "FEBRUARI"],
            ["MARZ", "MAERZ", "MARS", "MARZO", "MARCO", "MAART", "MARET"],
            ["AVRIL", "ABRIL", "APRILE"],
            ["MAYO", "MAGGIO", "MAIO"],
            ["JUNI", "JUIN", "JUNIO", "GIUGNO", "JUNHO"],
            ["JULI", "JUILLET", "JULIO", "LUGLIO", "JULHO"],
            ["AOUT", "AGOSTO", "AUGUSTUS", "AGUSTUS"],
            ["SEPTEMBRE", "SEPTIEMBRE", "SETTEMBRE", "SETEMBRO"],
            ["OKTOBER", "OCTOBRE", "OCTUBRE", "OTTOBRE", "OUTUBRO"],
            ["NOVEMBRE", "NOVIEMBRE", "NOVEMBRO"],
            ["DEZEMBER", "DECEMBRE", "DICIEMBRE", "DICEMBRE", "DEZEMBRO", "DESEMBER"],
        ]
        var m: [String: Int] = [:]
        for (k, list) in names.enumerated() { for n in list { m[n] = k + 1 } }
        return m
    }()

    /// The date `printed` as `YYYY-MM-DD`, or `printed` itself when its day and month cannot be known.
    static func iso(_ printed: String, order: Order?) -> String {
        day(printed, order: order) ?? printed
    }

    /// The date `printed` as `YYYY-MM-DD`, or nil when its day and month cannot be known.
    static func day(_ printed: String, order: Order?) -> String? {
        let parts = printed.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let numbers = parts.filter { $0.allSatisfy(\.isNumber) }
        let month = parts.lazy.compactMap { monthNumbers[Folding.keyWord($0)] }.first
        var ymd: (Int, Int, Int)?
        if let month {
            // `12 JAN 2019`, `Jan 12, 2019`, `MAY 08,17`: the day has one or two digits, the year two or four.
            guard numbers.count == 2 else { return nil }
            let (a, b) = (numbers[0], numbers[1])
            if a.count <= 2, b.count == 4 || b.count == 2 {
                ymd = (year(b), month, Int(a) ?? 0)
            } else if a.count == 4, b.count <= 2 {
                ymd = (year(a), month, Int(b) ?? 0)
            }
        } else if numbers.count == 3, parts.count == 3 {
            let (a, b, c) = (numbers[0], numbers[1], numbers[2])
            if a.count == 4, b.count <= 2, c.count <= 2 {
                ymd = (year(a), Int(b) ?? 0, Int(c) ?? 0)
            } else if a.count <= 2, b.count <= 2, c.count == 2 || c.count == 4 {
                let (x, y) = (Int(a) ?? 0, Int(b) ?? 0)
                let first: Order? = x > 12 && y <= 12 ? .dayFirst : (y > 12 && x <= 12 ? .monthFirst : (x == y ? .dayFirst : order))
                switch first {
                case .dayFirst: ymd = (year(c), y, x)
                case .monthFirst: ymd = (year(c), x, y)
                case nil: return nil
                }
            }
        }
        guard let (y, m, d) = ymd, (1900...2099).contains(y), (1...12).contains(m), d >= 1, d <= days(inMonth: m, of: y) else {
            return nil
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }

    /// The receipt's date among the dates printed on its rows (each with whether a time stands beside it),
    /// as `YYYY-MM-DD`: the first that is a real day from 1990 to `latestYear`, one printed beside a time
    /// first (the sale's date and time, not a product code such as `HD03-04-06` or a best-before date);
    /// else the first whose day and month could be either way round, as printed; else none (`01-5-01-0001`
    /// and `08/02/50` are no sale's date).
    static func choose(_ candidates: [(printed: String, withTime: Bool)], order: Order?, latestYear: Int) -> String? {
        let years = 1990...max(1990, latestYear)
        func inRange(_ iso: String) -> Bool { Int(iso.prefix(4)).map(years.contains) ?? false }
        let read = candidates.map { c -> (iso: String?, withTime: Bool, printed: String) in
            let iso = day(c.printed, order: order)
            return (iso.flatMap { inRange($0) ? $0 : nil }, c.withTime, c.printed)
        }
        // A day and a month that could be either: both orders make a real day in range (kept as printed).
        func eitherWay(_ printed: String) -> Bool {
            [Order.dayFirst, .monthFirst].allSatisfy { o in day(printed, order: o).map(inRange) ?? false }
        }
        if let timed = read.first(where: { $0.withTime && ($0.iso != nil || eitherWay($0.printed)) }) { return timed.iso ?? timed.printed }
        if let first = read.first(where: { $0.iso != nil }) { return first.iso }
        return read.first { eitherWay($0.printed) }?.printed
    }

    /// A year of four digits, or of two (`19`: 2019). A year of the Buddhist era, as Thai receipts print it
    /// (`21/04/2567`), is that year less 543 (2024): no receipt is dated in the 26th century.
    static func year(_ s: String) -> Int {
        let v = Int(s) ?? 0
        if s.count == 2 { return 2000 + v }
        return (2533...2643).contains(v) ? v - 543 : v
    }

    static func days(inMonth m: Int, of y: Int) -> Int {
        switch m {
        case 2: (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

import SplitBillCore

/// A writing system a receipt may be printed in, with the Tesseract languages that read it.
///
/// `ScriptStep` finds the script of a page whose first reading (in the languages asked for, English by
/// default) is doubtful, and reads the page again with the script's languages. The names are those of
/// Tesseract's orientation-and-script detection (`Latin`, `Cyrillic`, `Japanese`, `Han`, ...).
public struct ReceiptScript: Sendable, Hashable {
    /// The script's name as Tesseract's detection reports it (`Cyrillic`).
    public let name: String
    /// The ways to read it, each Tesseract language codes joined by `+`, tried in turn on a band of the
    /// page, the most confident kept: one per language where the languages share the script but not its
    /// characters (Japanese, simplified and traditional Chinese), or one engine with several languages
    /// whose models each know their own letters (`rus+ukr+bul+srp`).
    public let readings: [String]

    init(name: String, readings: [String]) {
        self.name = name
        self.readings = readings
    }

    init(name: String, languages: String) {
        self.init(name: name, readings: [languages])
    }

    /// The capitals of the script that look like Latin ones (`А В Е К М Н О Р С Т Х`): a Latin receipt in
    /// capitals read with the script's model comes out in these, a receipt in the script has many others.
    public var latinLookalikes: Set<Character> {
        switch name {
        case "Cyrillic": Set("АВЕЁЄКМНОРСТХУІЇЈЅ")
        case "Greek": Set("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ")
        default: []
        }
    }

    /// The share of the letters of `words` that are neither Latin nor look like a Latin capital: a page
    /// in the script read with its languages is mostly such letters, a Latin page (read with English, which
    /// each script's readings include, or in a Cyrillic or Greek model's look-alikes) few.
    func distinctShare(of words: [RecognizedWord]) -> Double {
        let lookalikes = latinLookalikes
        var letters = 0, distinct = 0
        for word in words {
            for c in word.text.uppercased() where c.isLetter {
                letters += 1
                let latin = c.unicodeScalars.first.map { $0.value < 0x0250 || (0x1E00...0x1EFF).contains($0.value) } ?? true
                if !latin && !lookalikes.contains(c) { distinct += 1 }
            }
        }
        return letters > 0 ? Double(distinct) / Double(letters) : 0
    }

    /// The Debian packages that install the languages of ``readings``.
    public var debianPackages: [String] { languageCodes.map(Tessdata.debianPackage(for:)) }

    /// Every language code of ``readings``, once each, in order.
    public var languageCodes: [String] {
        var seen: Set<String> = []
        return readings.flatMap { $0.split(separator: "+").map(String.init) }.filter { seen.insert($0).inserted }
    }

    /// The scripts splitbill reads besides Latin, by the name Tesseract's detection gives them.
    ///
    /// Each script's language is read together with English (the receipt model where that reads English),
    /// which reads the digits, prices and Latin words of such receipts better than the script's model alone
    /// (`1, 600` and `2, 000` where Japanese alone read `1, 690` and `2, 990`). Chinese characters (which the
    /// detection also reports for Japanese with few kana) are read with Japanese, simplified and traditional
    /// Chinese in turn; Cyrillic with Russian,
    /// Ukrainian, Bulgarian and Serbian, whose models differ in the letters each language writes
    /// (`і ї є`, `ъ`, `ј љ њ`).
    public static let known: [ReceiptScript] = [
        ReceiptScript(name: "Japanese", languages: "jpn+eng"),
        ReceiptScript(name: "Han", readings: ["jpn+eng", "chi_sim+eng", "chi_tra+eng"]),
        ReceiptScript(name: "Hangul", languages: "kor+eng"),
        ReceiptScript(name: "Thai", languages: "tha+eng"),
        ReceiptScript(name: "Cyrillic", languages: "rus+ukr+bul+srp"),
        ReceiptScript(name: "Greek", languages: "ell+eng"),
        ReceiptScript(name: "Hebrew", languages: "heb+eng"),
        ReceiptScript(name: "Arabic", languages: "ara+eng"),
        ReceiptScript(name: "Devanagari", languages: "hin+eng"),
        ReceiptScript(name: "Bengali", languages: "ben+eng"),
        ReceiptScript(name: "Tamil", languages: "tam+eng"),
        ReceiptScript(name: "Telugu", languages: "tel+eng"),
        ReceiptScript(name: "Kannada", languages: "kan+eng"),
        ReceiptScript(name: "Malayalam", languages: "mal+eng"),
        ReceiptScript(name: "Gujarati", languages: "guj+eng"),
        ReceiptScript(name: "Gurmukhi", languages: "pan+eng"),
        ReceiptScript(name: "Sinhala", languages: "sin+eng"),
        ReceiptScript(name: "Georgian", languages: "kat+eng"),
        ReceiptScript(name: "Armenian", languages: "hye+eng"),
        ReceiptScript(name: "Khmer", languages: "khm+eng"),
        ReceiptScript(name: "Lao", languages: "lao+eng"),
        ReceiptScript(name: "Myanmar", languages: "mya+eng"),
    ]

    /// The scripts to try on a page whose script the detection names `name`, most likely first: the
    /// detection confuses the scripts of a family (Chinese characters, kana, hangul and Devanagari's
    /// top bar; Cyrillic and Greek; Hebrew, Arabic and Devanagari), rarely one family with another. Empty
    /// for Latin, and for a name of no script splitbill reads.
    public static func candidates(forDetected name: String) -> [ReceiptScript] {
        let families: [[String]] = [
            ["Japanese", "Hangul", "Han", "Devanagari"],
            ["Cyrillic", "Greek"],
            ["Hebrew", "Arabic", "Devanagari"],
        ]
        guard let named = named(name) else { return [] }
        let family = families.first { $0.contains(named.name) } ?? [named.name]
        return [named] + family.compactMap { n in n == named.name ? nil : known.first { $0.name == n } }
    }

    /// The script of a name that Tesseract's detection reports (its kana scripts count as Japanese);
    /// nil for Latin, and for scripts splitbill has no languages for.
    public static func named(_ name: String) -> ReceiptScript? {
        let name = ["Katakana", "Hiragana"].contains(name) ? "Japanese" : name
        return known.first { $0.name == name }
    }
}

/// What a page's script detection found, for the reading's notes.
public struct ScriptNote: Sendable, Equatable {
    /// The script found (`Japanese`).
    public var script: String
    /// The languages the page was read with, when it was read again in them (`jpn`); nil when it was not.
    public var languages: String?
    /// Debian packages that would read the script, when their data is not installed; empty otherwise.
    public var missingPackages: [String]

    public init(script: String, languages: String?, missingPackages: [String] = []) {
        self.script = script
        self.languages = languages
        self.missingPackages = missingPackages
    }
}

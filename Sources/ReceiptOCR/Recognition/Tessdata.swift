import Foundation

/// Finding Tesseract's language data, and naming the package that provides a language.
public enum Tessdata {
    /// Folders searched, in order, after `TESSDATA_PREFIX`.
    public static let standardDirectories = [
        "/usr/share/tesseract-ocr/5/tessdata",
        "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata",
        "/usr/local/share/tessdata",
        "/opt/homebrew/share/tessdata",
    ]

    /// The tessdata folder: `TESSDATA_PREFIX` when it (or its `tessdata` subfolder) holds
    /// `.traineddata` files, else the first standard folder holding `eng.traineddata` or any language.
    public static func locate() throws(ReceiptOCRError) -> String {
        var candidates: [String] = []
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            let trimmed = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
            candidates += [trimmed, trimmed + "/tessdata"]
        }
        candidates += standardDirectories
        for directory in candidates where hasTrainedData(directory) {
            return directory
        }
        throw .tessdataNotFound(searched: candidates)
    }

    /// The language codes in a `+`-joined list, each checked to be a plausible Tesseract code.
    public static func languageCodes(_ languages: String) throws(ReceiptOCRError) -> [String] {
        let codes = languages.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        for code in codes {
            let valid = !code.isEmpty && code.count <= 32
                && code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
            if !valid { throw .invalidLanguage(code.isEmpty ? languages : code) }
        }
        return codes
    }

    /// The first of `codes` whose `.traineddata` is not in `directory`; nil when all are there.
    public static func firstMissing(_ codes: [String], in directory: String) -> String? {
        codes.first { !FileManager.default.fileExists(atPath: directory + "/" + $0 + ".traineddata") }
    }

    /// The Debian package that installs a language's data: `tesseract-ocr-spa`, `tesseract-ocr-chi-sim`.
    public static func debianPackage(for code: String) -> String {
        "tesseract-ocr-" + code.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    private static func hasTrainedData(_ directory: String) -> Bool {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.contains { $0.hasSuffix(".traineddata") }
    }
}

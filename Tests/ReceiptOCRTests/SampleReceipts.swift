import Foundation
import SplitBillCore
import TestSupport

/// The real receipts in SampleReceipts/ (see its README for where they come from) and their truth.
enum SampleReceipts {
    /// The SampleReceipts folder at the package root.
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("SampleReceipts").path
    }()

    static func path(_ name: String) -> String {
        directory + "/" + name
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// The printed words of a sample (its truth record's `lines`), upper case.
    static func truthWords(_ id: String) -> [String] {
        guard let text = try? String(contentsOfFile: path("truth.jsonl"), encoding: .utf8) else { return [] }
        for line in text.split(separator: "\n") {
            guard case .object(let record)? = try? JSONValue(parsing: String(line)),
                  record["id"] == .string(id), case .array(let lines)? = record["lines"] else { continue }
            return lines.flatMap { value -> [String] in
                guard case .string(let s) = value else { return [] }
                return normalized(s)
            }
        }
        return []
    }

    /// Whether some row reads `expected`, allowing a misread character or two: the rows' letters and
    /// digits (upper case) are compared, and at most one edit in ten characters is forgiven.
    static func someRow(of rows: [RecognizedRow], reads expected: String) -> Bool {
        let want = Array(normalized(expected).joined(separator: " "))
        return rows.contains { row in
            let got = Array(normalized(row.text).joined(separator: " "))
            return editDistance(got, want) * 10 <= want.count
        }
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// A fresh temporary folder for one test, removed when the tests end.
    static func temporaryDirectory() throws -> String {
        try TemporaryFolders.make(prefix: "receiptocr-tests").path
    }

    /// The words of all rows, upper case, letters and digits only (as the corpus scorer compares them).
    static func words(_ rows: [RecognizedRow]) -> [String] {
        rows.flatMap { normalized($0.text) }
    }

    static func normalized(_ text: String) -> [String] {
        text.uppercased().split(separator: " ").map { word in
            String(word.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        }.filter { !$0.isEmpty }
    }

    /// The share of `expected` words (as a multiset) found in `actual`.
    static func recall(of expected: [String], in actual: [String]) -> Double {
        var pool: [String: Int] = [:]
        for word in actual { pool[word, default: 0] += 1 }
        var found = 0
        for word in expected where pool[word, default: 0] > 0 {
            pool[word]! -= 1
            found += 1
        }
        return expected.isEmpty ? 1 : Double(found) / Double(expected.count)
    }
}

import Foundation
import Testing

/// The libraries speak their own language: no library target's code, comments or reference pages (its
/// DocC catalogue) name a command-line flag such as `--no-save`. Flags are the command's, and only
/// `Sources/splitbill` turns the libraries' errors and fixes into them (its Advice.swift); the command's
/// own catalogue documents them.
@Suite("Library sources name no flag")
struct LibraryWordingTests {
    /// The package's `Sources` folder, from this file's place in `Tests/SplitBillCommandTests`.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    static var pattern: NSRegularExpression { try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_-])(?<!var\()--[a-z][a-z0-9-]*(?![a-z0-9-]*:)"#) }

    /// The flags a line names: `--word` not inside a longer word, leaving out CSS custom properties
    /// (`--accent: #0a7d4f`, `var(--accent)`).
    static func flags(in line: String) -> [String] {
        let code = line.trimmingCharacters(in: .whitespaces)
        let range = NSRange(code.startIndex..., in: code)
        return pattern.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } }
    }

    @Test("the detector finds a flag in a string, a comment or a page, and none in CSS")
    func detector() {
        #expect(Self.flags(in: #"    return "cannot write; or pass --no-save""#) == ["--no-save"])
        #expect(Self.flags(in: #"throw .invalidEdit("--set \(n): negative")"#) == ["--set"])
        #expect(Self.flags(in: "    /// what `splitbill --model receipt` does") == ["--model"])
        #expect(Self.flags(in: "| `--format json` | the bill file |") == ["--format"])
        #expect(Self.flags(in: "|:--|--:|").isEmpty)
        #expect(Self.flags(in: "  :root { --accent: #0a7d4f; } header { background: var(--accent); }").isEmpty)
        #expect(Self.flags(in: #"return "no quantity (--assign \(item)=ana:2)""#) == ["--assign"])
        #expect(Self.flags(in: "let x = a - -b").isEmpty)
    }

    @Test("no library source or reference page names a flag")
    func noFlags() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        var scanned = 0
        for case let url as URL in files where ["swift", "md"].contains(url.pathExtension) {
            let relative = String(url.path.dropFirst(Self.sources.path.count + 1))
            guard !relative.hasPrefix("splitbill/") else { continue }
            scanned += 1
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                let flags = Self.flags(in: line)
                if !flags.isEmpty { found.append("Sources/\(relative):\(number + 1): \(flags.joined(separator: ", "))") }
            }
        }
        #expect(scanned > 100, "the library sources were not found under \(Self.sources.path)")
        #expect(found.isEmpty, "library code or documentation names flags (say it in the library's words; Sources/splitbill/Advice.swift adds the flag, and the command's catalogue documents it):\n\(found.joined(separator: "\n"))")
    }
}

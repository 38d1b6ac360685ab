import Foundation
import Testing

/// The committed man page (docs/man/splitbill.1, written by scripts/man) against the command's own
/// help, as `splitbill --experimental-dump-help` describes it: every command, option and help text
/// must be in the page, so that a change of the help without `scripts/man` fails here.
@Suite("docs/man/splitbill.1")
struct ManPageTests {
    /// One command of the help: its path from `splitbill`, its names and texts.
    struct Entry {
        var path: String
        var names: [String]
        var texts: [String]
    }

    /// Every displayed command and argument of the dumped help, depth first.
    static func entries(_ command: [String: Any], path: String) -> [Entry] {
        var names = [String]()
        var texts = [command["abstract"] as? String, command["discussion"] as? String].compactMap { $0 }
        for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool ?? true {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                guard let kind = name["kind"] as? String, let word = name["name"] as? String else { continue }
                names.append(kind == "short" ? "Fl \(word)" : "Fl -\(word)")
            }
            if let abstract = argument["abstract"] as? String { texts.append(abstract) }
            if let discussion = argument["discussion"] as? String { texts.append(discussion) }
        }
        var found = [Entry(path: path, names: names, texts: texts)]
        for sub in command["subcommands"] as? [[String: Any]] ?? [] where sub["shouldDisplay"] as? Bool ?? true {
            let name = sub["commandName"] as? String ?? "?"
            found[0].names.append(".It Em \(name)")
            found += entries(sub, path: path + " " + name)
        }
        return found
    }

    /// Text as the page writes it: ASCII only (generate-manual drops the rest), one space for every run
    /// of white space, and the page's escapes read back.
    static func normalised(_ text: String, page: Bool) -> String {
        var text = text
        if page {
            text = text.replacingOccurrences(of: "\n.Pp\n", with: "\n\n")
                .replacingOccurrences(of: "\\&", with: "")
                .replacingOccurrences(of: "\\(dq", with: "\"")
                .replacingOccurrences(of: "\\e", with: "\\")
        } else {
            text = String(text.unicodeScalars.filter(\.isASCII).map(Character.init))
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("names every command and option of the help, with its help text")
    func pageMatchesHelp() throws {
        let page = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/man/splitbill.1"), encoding: .utf8)
        let r = try CommandRunner.run(["--experimental-dump-help"])
        #expect(r.status == 0)
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let root = try #require(dump["command"] as? [String: Any])
        let pageText = Self.normalised(page, page: true)
        var stale = [String]()
        for entry in Self.entries(root, path: "splitbill") {
            for name in entry.names where !page.contains(name) { stale.append("\(entry.path): \(name)") }
            for text in entry.texts {
                let wanted = Self.normalised(text, page: false)
                if !wanted.isEmpty, !pageText.contains(wanted) { stale.append("\(entry.path): \"\(wanted.prefix(60))\"") }
            }
        }
        #expect(stale.isEmpty, "docs/man/splitbill.1 is stale (run scripts/man and commit it); not in the page: \(stale.joined(separator: "; "))")
    }
}

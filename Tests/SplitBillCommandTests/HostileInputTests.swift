import Foundation
import Testing

/// Inputs built to break the command: each is refused with a message and exit 65, never a crash.
@Suite("splitbill split on hostile bills")
struct HostileInputTests {
    /// Writes `json` to a file in a fresh folder and splits it.
    func split(_ json: String, _ arguments: [String] = ["--people", "ana", "--everyone", "1", "--no-save"]) throws -> CommandRunner.Result {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bill.json")
        try Data(json.utf8).write(to: file)
        return try CommandRunner.run(["split", "bill.json"] + arguments, in: folder)
    }

    static let big = "\"100000000000.00\""  // 10^13 cents
    static let one = #"[{"name": "A", "total": "1.00"}]"#

    /// A bill in USD with these keys.
    static func bill(_ keys: String) -> String { #"{"currency": "USD", "# + keys + "}" }
    static func list(_ element: String, _ count: Int) -> String { "[" + Array(repeating: element, count: count).joined(separator: ",") + "]" }

    @Test("sums beyond the limit, and a total below zero: exit 65 with the place", arguments: [
        (bill(#""items": \#(one), "taxes": \#(list(big, 1000))"#),
         "Error: bill.json: \"taxes\": the tax lines add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading\n"),
        (bill(#""items": \#(one), "discounts": \#(list(big, 1000))"#),
         "Error: bill.json: \"discounts\": the discounts add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading\n"),
        (bill(#""items": [{"name": "A", "total": \#(big), "addOns": [{"name": "x", "amount": \#(big)}]}]"#),
         "Error: bill.json: item 1 (\"A\"): the item's total and its add-ons add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading\n"),
        (bill(#""items": [{"name": "A", "total": \#(big)}, {"name": "B", "total": \#(big)}]"#),
         "Error: the items add up to more than 10^13 minor units, too large for a bill; check the amounts for a misreading\n"),
        (bill(#""items": \#(one), "rounding": "-5.00""#),
         "Error: the bill comes to -$4.00, less than zero: the discount or the rounding is larger than the rest of the bill; check them\n"),
        (bill(#""items": \#(one), "taxes": \#(list("\"1.00\"", 1001))"#),
         "Error: bill.json: \"taxes\": 1001 tax lines is more than the limit of 1000 in one list\n"),
        (bill(#""items": [{"name": "\#(String(repeating: "x", count: 501))", "total": "1.00"}]"#),
         "Error: bill.json: item 1, \"name\": a name of 501 characters is longer than the limit of 500\n"),
    ])
    func refused(bill: String, message: String) throws {
        let r = try split(bill)
        #expect(r.stderr == message)
        #expect(r.status == 65)
        #expect(r.stdout == "")
    }
}

/// Names from a bill file never reach the terminal raw.
@Suite("control characters in names")
struct ControlCharacterTests {
    @Test("escaped in text and Markdown output", arguments: [
        ("text", """
            Split of $5.00 at Bar\\u{1B}[31m between ana and ben
            Items $5.00 = $5.00

            ana: $2.50
            - Beer \\u{1B}]0;HACKED\\u{7} \\u{1B}[2J (1/2): $2.50

            ben: $2.50
            - Beer \\u{1B}]0;HACKED\\u{7} \\u{1B}[2J (1/2): $2.50

            """),
        ("markdown", nil),
    ])
    func escaped(format: String, expected: String?) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bill = #"{"currency": "USD", "store": "Bar\u001b[31m", "items": [{"name": "Beer \u001b]0;HACKED\u0007 \u001b[2J", "total": "5.00"}]}"#
        try Data(bill.utf8).write(to: folder.appendingPathComponent("bill.json"))
        let r = try CommandRunner.run(["split", "bill.json", "--people", "ana,ben", "--everyone", "1", "--no-save", "--format", format], in: folder)
        #expect(r.status == 0)
        #expect(!r.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        if let expected { #expect(r.stdout == expected) }
        #expect(r.stdout.contains("u{1B}"))
    }

    @Test("a person's name with a control character is refused, and said escaped", arguments: ["Ana\nBen", "Ana\rBen", "b\u{7}en"])
    func controlCharactersInPeople(name: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"currency": "USD", "items": [{"name": "Beer", "total": "5.00"}]}"#.utf8).write(to: folder.appendingPathComponent("bill.json"))
        let r = try CommandRunner.run(["split", "bill.json", "--people", "\(name),cy", "--everyone", "1", "--no-save", "--format", "csv"], in: folder)
        #expect(r.status == 64)
        #expect(r.stdout == "")
        let shown = name.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
        #expect(r.stderr.contains("\"\(shown)\" cannot be a name"), "\(r.stderr)")
        #expect(!r.stderr.dropLast().unicodeScalars.contains { $0.value < 0x20 })
        // From an assignments file, as from the flags.
        let json = name.unicodeScalars.map { $0.value < 0x20 ? "\\u00" + (($0.value < 0x10 ? "0" : "") + String($0.value, radix: 16)) : String($0) }.joined()
        try Data(#"{"people": ["cy", "\#(json)"], "everyone": ["1"]}"#.utf8).write(to: folder.appendingPathComponent("split.json"))
        let file = try CommandRunner.run(["split", "bill.json", "--assignments", "split.json", "--no-save"], in: folder)
        #expect(file.status == 65)
        #expect(file.stderr.contains("\"\(shown)\" cannot be a name"), "\(file.stderr)")
    }
}

/// What the command echoes of its input (a file name, a flag's value, a setting, a name) never reaches a
/// terminal as an escape sequence: its control characters are written out.
@Suite("echoed input is escaped")
struct EchoedInputTests {
    static let escape = "\u{1B}]0;owned\u{7}\u{1B}[2J"
    static let shown = "\\u{1B}]0;owned\\u{7}\\u{1B}[2J"

    /// Whether `text` holds a control character other than a line break.
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test("a file name in an error, a value ArgumentParser cannot read, and a command that does not exist")
    func errors() throws {
        let missing = try CommandRunner.run(["split", "bill\(Self.escape).json", "--people", "ana", "--even"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("bill\(Self.shown).json"), "\(missing.stderr)")
        #expect(!Self.hasControls(missing.stderr))
        let value = try CommandRunner.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--jobs", "2\(Self.escape)"])
        #expect(value.status == 64)
        #expect(value.stderr.contains(Self.shown), "\(value.stderr)")
        #expect(!Self.hasControls(value.stderr))
        let option = try CommandRunner.run(["split", "--\(Self.escape)"])
        #expect(option.status == 64)
        #expect(!Self.hasControls(option.stderr))
        let command = try CommandRunner.run(["spl\(Self.escape)"])
        #expect(command.status == 64)
        #expect(!Self.hasControls(command.stderr))
    }

    @Test("scan's == headers, config values and paid's names")
    func outputs() throws {
        let home = try PrivateHome()
        let folder = try CommandRunner.temporaryFolder()
        let named = folder.appendingPathComponent("lunch\(Self.escape).txt").path
        try FileManager.default.copyItem(atPath: CommandRunner.sample("tapas-madrid.txt"), toPath: named)
        let scan = try home.run(["scan", named, CommandRunner.sample("tapas-madrid.txt")])
        #expect(scan.status == 0)
        #expect(scan.stdout.contains("== \(folder.path)/lunch\(Self.shown).txt\n"))
        #expect(!Self.hasControls(scan.stdout))
        let set = try home.run(["config", "set", "lang", "eng\(Self.escape)"])
        #expect(!Self.hasControls(set.stdout + set.stderr))
        #expect(try home.run(["split", CommandRunner.sample("tapas-madrid.json"), "--assignments", CommandRunner.sample("tapas-madrid.split.json"), "--payer", "ana"]).status == 0)
        let paid = try home.run(["paid", "ben", "ana", "5.00"])
        #expect(paid.status == 0, "\(paid.stderr)")
        let odd = try home.run(["paid", "b\(Self.escape)", "ana", "5.00"])
        #expect(!Self.hasControls(odd.stdout + odd.stderr))
    }
}

/// Item ranges cost what they name, once: repeated ranges are not quadratic.
@Suite("item ranges")
struct ItemRangeTests {
    @Test("a key repeating 1-99999 eighty times, and --assign doing it ten times, give the real error at once")
    func repeatedRanges() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bill = #"{"currency": "USD", "items": [{"name": "A", "total": "1.00"}]}"#
        try Data(bill.utf8).write(to: folder.appendingPathComponent("bill.json"))
        let key = Array(repeating: "1-99999", count: 80).joined(separator: ",")
        try Data(#"{"people": ["ana"], "assign": {"\#(key)": "ana"}}"#.utf8).write(to: folder.appendingPathComponent("split.json"))
        let start = Date()
        let file = try CommandRunner.run(["split", "bill.json", "--assignments", "split.json", "--no-save"], in: folder)
        #expect(file.status == 65)
        #expect(file.stderr == "Error: there is no item 2; the bill has 1 item, numbered 1 to 1\n")
        let flags = try CommandRunner.run(["split", "bill.json", "--people", "ana", "--assign", Array(repeating: "1-99999", count: 10).joined(separator: ",") + "=ana", "--no-save"], in: folder)
        #expect(flags.status == 65)
        #expect(flags.stderr == "Error: there is no item 2; the bill has 1 item, numbered 1 to 1\n")
        // Not a timing assertion of the engine: a generous bound that the quadratic reading took minutes to pass.
        #expect(Date().timeIntervalSince(start) < 60)
        let beyond = try CommandRunner.run(["split", "bill.json", "--people", "ana", "--assign", "1-100001=ana", "--no-save"], in: folder)
        #expect(beyond.status == 64)
        #expect(beyond.stderr.contains("100001 is beyond the limit of 100000 items on a bill"))
    }
}

/// An option that takes one value, given twice with different values, is refused rather than the last
/// kept without a word; options that take many (`--assign`) and the same value twice are not.
@Suite("options given twice")
struct RepeatedOptionTests {
    let bill = CommandRunner.sample("tapas-madrid.json")

    @Test("a one-value option given twice is said, with both values, exit 64", arguments: [
        (["--people", "ana,ben", "--people", "carla", "--even"], "--people was given twice (ana,ben, then carla)"),
        (["--people", "ana,ben", "--even", "--tip", "10%", "--tip=15%"], "--tip was given twice (10%, then 15%)"),
    ])
    func refused(arguments: [String], said: String) throws {
        let r = try CommandRunner.run(["split", bill, "--no-save"] + arguments)
        #expect(r.status == 64)
        #expect(r.stdout == "")
        #expect(r.stderr == "Error: \(said); it takes one value, and only the last would count: give it once\n")
    }

    @Test("options that take many values, and one value given twice alike, are accepted")
    func accepted() throws {
        let many = try CommandRunner.run(["split", bill, "--no-save", "--people", "ana,ben", "--assign", "1-5=ana", "--assign", "6-11=ben"])
        #expect(many.status == 0, "\(many.stderr)")
        let same = try CommandRunner.run(["split", bill, "--no-save", "--people=ana,ben", "--people", "ana,ben", "--even"])
        #expect(same.status == 0, "\(same.stderr)")
    }
}

import Foundation
import Testing

/// The real `splitbill` binary, run as a process: whole outputs, errors and exit codes.
@Suite("splitbill split, end to end")
struct SplitCommandTests {
    let bill = CommandRunner.sample("tapas-madrid.json")
    let assignments = CommandRunner.sample("tapas-madrid.split.json")

    @Test("help texts are complete", arguments: [
        (["--help"], "help.txt"), (["split", "--help"], "split-help.txt"), (["scan", "--help"], "scan-help.txt"),
    ])
    func help(arguments: [String], expected: String) throws {
        let r = try CommandRunner.run(arguments)
        #expect(r.status == 0)
        #expect(r.stdout == (try CommandRunner.expected(expected)))
    }

    @Test("the Spanish receipt, from an assignments file, in every format", arguments: [
        ("text", "tapas.txt"), ("json", "tapas.json"), ("markdown", "tapas.md"), ("csv", "tapas.csv"),
    ])
    func formats(format: String, expected: String) throws {
        let r = try CommandRunner.run(["split", bill, "--assignments", assignments, "--format", format])
        #expect(r.stderr == "Saved as bill 1 (splitbill show 1 prints it again).\n")
        #expect(r.status == 0)
        #expect(r.stdout == (try CommandRunner.expected(expected)))
    }

    @Test("flags say the same as the assignments file")
    func flags() throws {
        let r = try CommandRunner.run([
            "split", bill, "--people", "ana,ben,carla", "--assign", "1,5,8,11=ana", "--assign", "2,6,9=ben",
            "--assign", "3,7,10=carla", "--everyone", "4", "--tip", "10%", "--payer", "ana",
        ])
        #expect(r.status == 0)
        #expect(r.stdout == (try CommandRunner.expected("tapas.txt")))
    }

    @Test("flags win over the assignments file")
    func flagsWin() throws {
        let r = try CommandRunner.run(["split", bill, "--assignments", assignments, "--tip", "0%", "--assign", "4=ben", "--format", "csv"])
        #expect(r.status == 0)
        // Bread (0,80) now all ben's; no tip.
        #expect(r.stdout == """
            person,items,discount,service,tax_included,tip,rounding,total,verified\r
            ana,15.80,0.00,0.00,1.44,0.00,0.00,15.80,\r
            ben,13.50,0.00,0.00,1.23,0.00,0.00,13.50,\r
            carla,13.70,0.00,0.00,1.24,0.00,0.00,13.70,\r
            TOTAL,43.00,0.00,0.00,3.91,0.00,0.00,43.00,\r

            """)
    }

    @Test("a refund slip is refused with what to do, and split once saved as a bill file")
    func refundSlip() throws {
        let dir = try CommandRunner.temporaryFolder()
        let slip = dir.appendingPathComponent("return.txt").path
        try "*****REFUND*****\n-1 LTL FRY        3.19\nSub. Total:        ($3.19)\nTax:        ($0.26)\nTotal:        ($3.45)\nVisa:        ($3.45)\n"
            .write(toFile: slip, atomically: true, encoding: .utf8)
        let r = try CommandRunner.run(["split", slip, "--people", "ana,ben", "--even"])
        #expect(r.status == 65)
        #expect(r.stdout == "")
        #expect(r.stderr == "Error: \(slip): this looks like a refund or return slip, not a bill: its total and its tax are printed as money given back (\"Total: ($3.45)\"), and splitbill splits what was paid. If it is a bill after all, save it with splitbill scan \(slip) --save bill.json, check the amounts, and split bill.json\n")
        let bill = dir.appendingPathComponent("bill.json").path
        let scanned = try CommandRunner.run(["scan", slip, "--save", bill])
        #expect(scanned.stdout.contains("this looks like a refund or return slip"))
        let split = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save"])
        #expect(split.status == 0)
        #expect(split.stdout.contains("3.45"))
    }

    @Test("an even split")
    func even() throws {
        let r = try CommandRunner.run(["split", bill, "--people", "ana,ben,carla", "--even", "--tip", "10%"])
        #expect(r.status == 0)
        #expect(r.stdout == (try CommandRunner.expected("tapas-even.txt")))
    }

    @Test("--output writes a file, refuses to replace one, and replaces it with --force")
    func output() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("split.md").path
        let first = try CommandRunner.run(["split", bill, "--assignments", assignments, "--format", "markdown", "--output", target])
        #expect(first.status == 0)
        #expect(first.stdout == "")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == (try CommandRunner.expected("tapas.md")))

        try "my notes".write(toFile: target, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["split", bill, "--assignments", assignments, "--output", target])
        #expect(refused.status == 73)
        #expect(refused.stderr == "Error: \(target) already exists; pass --force to replace it, or choose another name\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "my notes")

        let forced = try CommandRunner.run(["split", bill, "--assignments", assignments, "--output", target, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == (try CommandRunner.expected("tapas.txt")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["split.md"])
    }

    @Test("mistakes on the command line: a message naming the culprit, exit 64 or 65, nothing printed", arguments: [
        (["--people", "ana,ben", "--assign", "1-11=ana", "--assign", "3=zoe"], 64,
         "Error: item 3 is assigned twice (--assign 1-11=ana and --assign 3=zoe); to share it, name everyone in one --assign, such as --assign 3=ana,ben\n"),
        (["--people", "ana,ben", "--assign", "1-10=ana", "--assign", "11=bne"], 65,
         "Error: \"bne\" is not one of the people (did you mean ben?); the people are ana, ben. Add bne to --people or fix the name\n"),
        (["--people", "ana,ben", "--assign", "1=zoe"], 65,
         "Error: \"zoe\" is not one of the people; the people are ana, ben. Add zoe to --people or fix the name\n"),
        (["--people", "ana", "--assign", "1-12=ana"], 65,
         "Error: there is no item 12; the bill has 11 items, numbered 1 to 11\n"),
        (["--people", "ana,ben", "--assign", "1-11=ana:0,ben:1"], 64,
         "Error: --assign: cannot read the share \"ana:0,ben:1\": ana has a weight of 0; it must be above zero (leave ana out instead)\n"),
        (["--people", "ana", "--assign", "1-11=ana", "--tip=-5%"], 64,
         "Error: --tip: cannot read the tip \"-5%\": a tip cannot be negative\n"),
        (["--people", "ana", "--assign", "1-11=ana", "--tip", "lots"], 64,
         "Error: --tip: cannot read the tip \"lots\": \"lots\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\"; or a percentage such as 18%\n"),
        (["--people", "ana,ben", "--assign", "1-10=ana"], 65,
         "Error: nobody was assigned item 11 (COCACOLA); assign it with --assign N=name or --everyone N, or pass --split-unassigned to share it equally\n"),
        (["--people", "ana", "--assign", "1-11=ana", "--currency", "XYZ"], 64,
         "Error: --currency: unknown currency \"XYZ\"; use an ISO 4217 code such as EUR, USD, GBP or JPY\n"),
        (["--people", "ana", "--assign", "2-0=ana"], 64,
         "Error: --assign: cannot read the items \"2-0\": \"2-0\" is not a range of items from 1; write it like 1-3\n"),
        (["--people", "ana", "--assign", "3-1=ana"], 64,
         "Error: --assign: cannot read the items \"3-1\": \"3-1\" runs backwards; write the lower item first: 1-3\n"),
        (["--people", "Ana,ben,ana", "--even"], 64,
         "Error: --people Ana,ben,ana: ana is listed twice (names are matched regardless of case); list each person once\n"),
        (["--people", "ana", "--assign", "1=ana", "--units", "2=ana:1.5"], 64,
         "Error: --units: cannot read the share \"ana:1.5\": ana has 1.5 units; units are whole numbers (use --assign for weights)\n"),
    ] as [([String], Int32, String)])
    func commandLineErrors(arguments: [String], status: Int32, message: String) throws {
        let r = try CommandRunner.run(["split", bill] + arguments)
        #expect(r.status == status)
        #expect(r.stderr == message)
        #expect(r.stdout == "")
    }

    @Test("broken bill files: where and what, exit 65 or 66", arguments: [
        ("{\n  \"currency\": \"EUR\",\n  \"items\": [\n    {\"name\": \"Pizza\" \"total\": \"12.00\"}\n  ]\n}", 65,
         " is not valid JSON: line 4, column 22: unexpected '\"'; expected ',' or '}' after the value of \"name\"\n"),
        ("{\"currency\": \"EUR\", \"items\": [{\"name\": \"Pizza\", \"total\": \"12,OO\"}]}", 65,
         ": item 1 (\"Pizza\"), \"total\": \"12,OO\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\"\n"),
        ("{\"currency\": \"EUR\", \"items\": [{\"name\": \"Pizza\", \"total\": \"-12.00\"}]}", 65,
         ": item 1 (\"Pizza\"), \"total\": a negative item (-12.00) is a discount: put it as \"discount\" on the item it reduces, or as the bill's \"discount\"\n"),
        ("{\"currency\": \"EUR\", \"items\": [{\"name\": \"Pizza\", \"totl\": \"12.00\"}]}", 65,
         ": item 1 (\"Pizza\"): unknown key \"totl\"; did you mean \"total\"? (known keys: \"addOns\", \"details\", \"discount\", \"name\", \"quantity\", \"total\", \"unitPrice\")\n"),
        ("{\"items\": [{\"name\": \"Pizza\", \"total\": \"12.00\"}]}", 65,
         ": the bill does not say its currency; add \"currency\": \"EUR\" (or USD, GBP, ...) to it or pass --currency\n"),
        ("[1, 2]", 65, ": a bill file is a JSON object such as {\"currency\": \"EUR\", \"items\": [...]}, not a list\n"),
        ("", 65, " is not valid JSON: line 1, column 1: the file is empty; expected a JSON object such as {\"items\": [...]}\n"),
        ("{\"currency\": \"EUR\", \"items\": [{\"name\": \"Pizza\", \"total\": \"99999999999999\"}]}", 65,
         ": item 1 (\"Pizza\"), \"total\": \"99999999999999\" is too large to be an amount on a bill (the limit is 10^13 minor units)\n"),
        ("{\"currency\": \"EUR\", \"date\": \"2026-02-30\", \"items\": [{\"name\": \"Pizza\", \"total\": \"12.00\"}]}", 65,
         ": \"date\": \"2026-02-30\": there is no such day in the calendar; write the bill's day as YYYY-MM-DD, such as 2026-11-24, or remove the date\n"),
        ("{\"currency\": \"EUR\", \"items\": [{\"name\": \"Pizza\", \"total\": \"12.00\"}], \"total\": \"13.00\"}", 65,
         "the bill does not add up: the items add up to 12,00 €, but its total says 13,00 €. Check the items and totals in the bill file against the receipt, or remove \"total\" to trust the items\n"),
    ] as [(String, Int32, String)])
    func badBillFiles(content: String, status: Int32, message: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bill.json").path
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CommandRunner.run(["split", path, "--people", "ana", "--assign", "1=ana"])
        #expect(r.status == status)
        let expected = message.hasPrefix("the bill") ? "Error: " + message : "Error: \(path)" + message
        #expect(r.stderr == expected)
        #expect(r.stdout == "")
    }

    @Test("a missing bill file, a folder, and a malformed assignments file")
    func missingFiles() throws {
        let missing = try CommandRunner.run(["split", "no-such-bill.json", "--people", "ana"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: no-such-bill.json: no such file; check the path of the bill\n")

        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let isFolder = try CommandRunner.run(["split", folder.path])
        #expect(isFolder.status == 66)
        #expect(isFolder.stderr == "Error: \(folder.path) is a folder, not a bill file\n")

        let file = folder.appendingPathComponent("split.json").path
        try "{\"people\": [\"ana\"], \"assign\": {\"1\": 5}}".write(toFile: file, atomically: true, encoding: .utf8)
        let bad = try CommandRunner.run(["split", bill, "--assignments", file])
        #expect(bad.status == 65)
        #expect(bad.stderr == "Error: \(file): \"assign\", \"1\": expected names such as \"ana,ben\", a list of names, or weights such as {\"ana\": 2, \"ben\": 1}; found the number 5\n")
    }

    @Test("--currency over a bill file's own currency is used, and said")
    func currencyOverTheBillsOwn() throws {
        let r = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save", "--currency", "USD"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("Split of $"))
        #expect(r.stderr == "note: \(bill) says its currency is EUR; its amounts are read as USD, the currency given\n")
        let same = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save", "--currency", "eur"])
        #expect(same.stderr == "")
    }

    @Test("an unknown option is a usage error")
    func unknownOption() throws {
        let r = try CommandRunner.run(["split", bill, "--tipp", "10%"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: Unknown option '--tipp'"))
    }
}

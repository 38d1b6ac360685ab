import Foundation
import Testing

/// Corrections and the checks of the bill as it now stands, hints that name the fix, and the small
/// cases of the command line, run through the built binary.
@Suite("corrections, fresh checks and hints")
struct CorrectionTests {
    /// A receipt 1.00 short of its total, as a text and as the bill file scan writes of it.
    static let luna = "CAFE LUNA\nPIZZA MARGHERITA 12.00\nTIRAMISU 5.00\nTOTAL 18.00\n"
    /// The note on a receipt that prints no currency, as `scan` lists it.
    static let noCurrency = "note: no currency sign, code or country is printed; the amounts were taken to be USD, check the currency\n"

    func folderWithLuna() throws -> (URL, String) {
        let folder = try CommandRunner.temporaryFolder()
        let text = folder.appendingPathComponent("luna.txt").path
        try Self.luna.write(toFile: text, atomically: true, encoding: .utf8)
        return (folder, text)
    }

    @Test("a correction that makes the bill add up leaves no stale check and no NOT VERIFIED, in text and JSON")
    func correctedBillIsCheckedAsItStands() throws {
        let (folder, text) = try folderWithLuna()
        defer { try? FileManager.default.removeItem(at: folder) }
        let args = ["split", text, "--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben", "--no-save"]
        let fixed = try CommandRunner.run(args + ["--set", "1=13.00"])
        #expect(fixed.status == 0)
        #expect(fixed.stdout == """
            Split of $18.00 at CAFE LUNA between ana and ben
            Items $18.00 = $18.00

            ana: $13.00
            - PIZZA MARGHERITA: $13.00

            ben: $5.00
            - TIRAMISU: $5.00

            """)
        let json = try CommandRunner.run(args + ["--set", "1=13.00", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"verified\": true"))
        #expect(json.stdout.contains("\"notes\": []"))
        // The same fix by a tax line that was not read.
        let taxed = try CommandRunner.run(args + ["--tax", "1.00", "--format", "json"])
        #expect(taxed.status == 0)
        #expect(taxed.stdout.contains("\"verified\": true"))
        #expect(!taxed.stdout.contains("missing"))
    }

    @Test("a digit the reading changed to meet the subtotal is as printed again once the missed item is added")
    func missedItemUndoesARepair() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("diner.txt").path
        try "THE CORNER DINER\nBurger 12.50\nSalad 9.15\nCola 7.85\nSUBTOTAL 33.50\nTAX 2.68\nTOTAL 36.18\n"
            .write(toFile: text, atomically: true, encoding: .utf8)
        let scan = try CommandRunner.run(["scan", text])
        #expect(scan.stdout.contains("Burger                      $16.50"))
        let args = ["split", text, "--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben", "--everyone", "3,4", "--no-save"]
        let split = try CommandRunner.run(args + ["--add", "Fries=4.00"])
        #expect(split.status == 0)
        #expect(split.stdout == """
            Split of $36.18 at THE CORNER DINER between ana and ben
            Items $33.50 + tax $2.68 = $36.18

            ana: $19.90
            - Burger: $12.50
            - Cola (1/2): $3.93
            - Fries (1/2): $2.00
            - tax: $1.47

            ben: $16.28
            - Salad: $9.15
            - Cola (1/2): $3.92
            - Fries (1/2): $2.00
            - tax: $1.21

            """)
        // What was undone is said where the checks go (stderr, as stdout is no terminal here).
        #expect(split.stderr.contains("Check: item 1 is 12.50 as printed: with the corrections the receipt adds up without reading it as 16.50"))
        // The same from the bill file scan saves: the repair is in it.
        let bill = folder.appendingPathComponent("diner.json").path
        #expect(try CommandRunner.run(["scan", text, "--save", bill]).status == 0)
        #expect(try String(contentsOfFile: bill, encoding: .utf8).contains("\"repairs\""))
        let fromFile = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--add", "Fries=4.00", "--no-save", "--format", "json"])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout.contains("\"verified\": true"))
        #expect(fromFile.stdout.contains("item 1 is 12.50 as printed"))
        // A correction the repair is still needed for leaves it said, and the split unverified.
        let kept = try CommandRunner.run(["split", text, "--people", "ana,ben", "--even", "--rename", "2=Caesar", "--set", "3=7.85", "--no-save"])
        #expect(kept.status == 0)
        #expect(kept.stderr.contains("NOT VERIFIED"))
        #expect(kept.stderr.contains("Check: item 1: read \"12.50\" as 16.50"))
    }

    @Test("an item added on the command line is numbered after the receipt's and may be corrected or removed")
    func addedItemsAreNumbered() throws {
        let (folder, text) = try folderWithLuna()
        defer { try? FileManager.default.removeItem(at: folder) }
        let split = ["split", text, "--people", "ana,ben", "--even", "--no-save"]
        let set = try CommandRunner.run(split + ["--add", "Bread=2.00", "--set", "3=1.00"])
        #expect(set.status == 0)
        #expect(set.stdout.contains("Items $18.00"))
        let removed = try CommandRunner.run(split + ["--add", "Bread=2.00", "--remove", "3", "--total", "17.00"])
        #expect(removed.status == 0)
        #expect(removed.stdout.contains("Items $17.00"))
        let none = try CommandRunner.run(split + ["--add", "Bread=2.00", "--remove", "4"])
        #expect(none.status == 64)
        #expect(none.stderr == "Error: --remove 4: there is no item 4; the receipt has 3 items, numbered 1 to 3\n")
    }

    @Test("a bill file scan did not verify though its parts add up (a total made from them) stays unverified until corrected or marked checked")
    func unverifiedReadingStaysUnverifiedInItsFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("sol.txt").path
        try "CAFE SOL\nPASTA 12.00\nWINE 6.00\nSUBTOTAL 18.00\nTAX 1.44\n".write(toFile: text, atomically: true, encoding: .utf8)
        let bill = folder.appendingPathComponent("sol.json").path
        #expect(try CommandRunner.run(["scan", text, "--save", bill]).status == 0)
        #expect(try CommandRunner.run(["scan", bill]).stdout.contains("Not verified: check the receipt.\n"))
        let split = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save"])
        #expect(split.status == 0)
        #expect(split.stderr.contains("NOT VERIFIED"))
        #expect(split.stderr.contains("Check: \(bill) says its reading was not verified; check it against the paper, then remove \"verified\": false from the file (or correct it here with --set, --add, --remove or --total)\n"))
        #expect(split.stderr.contains("Check: no total line was found; the subtotal and the charges printed make $19.44, which is taken as the total; check it\n"))
        let csv = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save", "--format", "csv"])
        #expect(csv.stdout.hasSuffix(",no\r\n"))
        // Checked against the paper: the total given, or the file marked.
        let given = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save", "--total", "19.44"])
        #expect(!given.stderr.contains("NOT VERIFIED"))
        let marked = try String(contentsOfFile: bill, encoding: .utf8).replacingOccurrences(of: "\"verified\": false", with: "\"verified\": true")
        try marked.write(toFile: bill, atomically: true, encoding: .utf8)
        #expect(!(try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save"])).stderr.contains("NOT VERIFIED"))
    }

    @Test("a bill file edited by hand is checked as it stands: scan lists it with fresh checks, split trusts it")
    func handEditedBillFile() throws {
        let (folder, text) = try folderWithLuna()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bill = folder.appendingPathComponent("luna.json").path
        let saved = try CommandRunner.run(["scan", text, "--save", bill])
        #expect(saved.status == 0)
        let before = try CommandRunner.run(["scan", bill])
        #expect(before.status == 0)
        #expect(before.stdout.contains("Not verified: check the receipt.\n" + Self.noCurrency
            + "warning: the items add up to $17.00, but the total says $18.00: $1.00 missing\n"))
        // The person reads the paper and fixes the pizza in the file, leaving "verified" and "findings" as scan wrote them.
        let edited = try String(contentsOfFile: bill, encoding: .utf8).replacingOccurrences(of: "\"12.00\"", with: "\"13.00\"")
        try edited.write(toFile: bill, atomically: true, encoding: .utf8)
        let after = try CommandRunner.run(["scan", bill])
        #expect(after.status == 0)
        #expect(after.stdout == """
            CAFE LUNA
              1  PIZZA MARGHERITA            $13.00
              2  TIRAMISU                     $5.00
            Total                            $18.00
            Verified: the items and charges add up to the total.
            note: no currency sign, code or country is printed; the amounts were taken to be USD, check the currency

            """)
        let split = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben", "--no-save"])
        #expect(split.status == 0)
        #expect(!split.stderr.contains("NOT VERIFIED") && !split.stderr.contains("Check:"))
    }

    @Test("a split of a reading its arithmetic does not confirm says why: the reading's notes on the total and the currency")
    func unconfirmedSplitSaysWhy() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("sol.txt").path
        try "CAFE SOL\nPASTA 12.00\nWINE 6.00\nSUBTOTAL 18.00\nTAX 1.44\n".write(toFile: text, atomically: true, encoding: .utf8)
        let split = try CommandRunner.run(["split", text, "--people", "ana,ben", "--even", "--no-save"])
        #expect(split.status == 0)
        #expect(split.stderr.contains("NOT VERIFIED"))
        #expect(split.stderr.contains("Check: no total line was found; the subtotal and the charges printed make $19.44, which is taken as the total; check it\n"))
        #expect(split.stderr.contains("Check: " + Self.noCurrency.dropFirst("note: ".count)))
        let json = try CommandRunner.run(["split", text, "--people", "ana,ben", "--even", "--no-save", "--format", "json"])
        #expect(json.stdout.contains("no total line was found"))
        // CSV says it on every row, in its last column.
        let csv = try CommandRunner.run(["split", text, "--people", "ana,ben", "--even", "--no-save", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).last! } == ["verified", "no", "no", "no"])
        // A verified reading keeps its notes to scan: the split has nothing to check.
        let luna = folder.appendingPathComponent("luna.txt").path
        try "CAFE LUNA\nPIZZA MARGHERITA 13.00\nTIRAMISU 5.00\nTOTAL 18.00\n".write(toFile: luna, atomically: true, encoding: .utf8)
        let verified = try CommandRunner.run(["split", luna, "--people", "ana,ben", "--even", "--no-save"])
        #expect(!verified.stderr.contains("Check:"))
    }

    @Test("--tip in place of a printed tip the total does not hold: the bill adds up as it now stands, no stale check")
    func tipReplacesAMisreadTip() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("diner.txt").path
        try "DINER\nBURGER 28.45\nSUBTOTAL 28.45\nTAX 2.49\nTIP 4.64\nTOTAL 30.94\n".write(toFile: text, atomically: true, encoding: .utf8)
        let base = ["split", text, "--people", "ana,ben", "--even", "--no-save"]
        let asRead = try CommandRunner.run(base)
        #expect(asRead.status == 65)
        #expect(asRead.stderr.contains("it would add up with --tip 0 (the tip of 4.64 is not part of the total"))
        let discounted = try CommandRunner.run(base + ["--tip", "0", "--discount", "10%"])
        #expect(discounted.status == 65)
        #expect(discounted.stderr.hasPrefix("Error: the bill does not add up with --discount 10%: "))
        #expect(discounted.stderr.contains("for a charge the paper's total does not hold, give the total to pay with --total AMOUNT, or leave it out."))
        let none = try CommandRunner.run(base + ["--tip", "0"])
        #expect(none.status == 0)
        #expect(none.stdout.hasPrefix("Split of $30.94 at DINER between ana and ben, evenly\nItems $28.45 + tax $2.49 = $30.94\n"))
        #expect(!none.stderr.contains("NOT VERIFIED") && !none.stdout.contains("4.64"))
        let tipped = try CommandRunner.run(base + ["--tip", "15%"])
        #expect(tipped.status == 0)
        #expect(tipped.stdout.contains("Items $28.45 + tax $2.49 + tip 15% $4.27 = $35.21"))
    }

    @Test("someone at the table who had nothing is said to have nothing assigned, not only 0,00")
    func personWithNothingAssigned() throws {
        let bill = CommandRunner.sample("tapas-madrid.json")
        let r = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--assign", "1-11=ana", "--no-save"])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("\nben: 0,00 €\n- nothing assigned\n"))
        // With the extras shared equally, ben pays his part of them: no such line.
        let equal = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--assign", "1-11=ana", "--tip", "4.00", "--extras", "equal", "--no-save"])
        #expect(!equal.stdout.contains("nothing assigned"))
    }

    @Test("a flag that changes nothing or looks like a typo is said on stderr, and the split goes ahead")
    func flagsThatLookWrongAreSaid() throws {
        let bill = CommandRunner.sample("tapas-madrid.json")
        let base = ["split", bill, "--people", "ana,ben", "--even", "--no-save"]
        let after = try CommandRunner.run(base + ["--tip-after-tax"])
        #expect(after.status == 0)
        #expect(after.stderr.contains("warning: --tip-after-tax changes nothing"))
        let typo = try CommandRunner.run(base + ["--tip", "150%"])
        #expect(typo.status == 0)
        #expect(typo.stderr.contains("warning: a tip of 150% is more than the bill itself"))
        // An amount without its % (8.875 in euros is eight thousand), from a flag or a setting alike.
        let amount = try CommandRunner.run(base + ["--tax", "8.875"])
        #expect(amount.stderr.contains("warning: a tax of 8.875,00 € is more than the items (43,00 €)"))
        let fine = try CommandRunner.run(base + ["--tip", "15%", "--tip-after-tax"])
        #expect(fine.status == 0)
        #expect(!fine.stderr.contains("warning"))
    }

    @Test("a bill file that does not add up is to be fixed itself, not saved over by scan")
    func billFileMismatchSaysFixTheFile() throws {
        let (folder, text) = try folderWithLuna()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bill = folder.appendingPathComponent("luna.json").path
        #expect(try CommandRunner.run(["scan", text, "--save", bill]).status == 0)
        let split = try CommandRunner.run(["split", bill, "--people", "ana,ben", "--even", "--no-save"])
        #expect(split.status == 65)
        #expect(split.stderr.contains("or fix \(bill) itself and split it again"))
        #expect(!split.stderr.contains("--save bill.json"))
    }

    @Test("a total that the items miss names the single corrections that would close the gap")
    func hintsNameTheFix() throws {
        let (folder, text) = try folderWithLuna()
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try CommandRunner.run(["split", text, "--people", "ana", "--everyone", "1-2", "--total", "17.02", "--no-save"])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: the items add up to $17.00, but --total says $17.02: $0.02 missing; compare the items with the paper (splitbill scan \(text) shows them); it would add up with --rounding 0.02 (the total is rounded by 0.02), or --tax 0.02 (a tax line of 0.02 that was not read), or --service 0.02 (a service charge or tip of 0.02 that was not read), or --set 1=12.02 (item 1 was read as 12.00 but is 12.02, one digit off)\n")
        let rounded = try CommandRunner.run(["split", text, "--people", "ana", "--everyone", "1-2", "--total", "17.02", "--rounding", "0.02", "--no-save"])
        #expect(rounded.status == 0)
        // With a charge in the sum, the message gives the chain, not "the items".
        let taxed = try CommandRunner.run(["split", text, "--people", "ana", "--everyone", "1-2", "--total", "20.00", "--tax", "1.20", "--no-save"])
        #expect(taxed.status == 65)
        #expect(taxed.stderr.hasPrefix("Error: items $17.00 + tax $1.20 = $18.20, but --total says $20.00: $1.80 missing;"))
        #expect(rounded.stdout.hasPrefix("Split of $17.02 at CAFE LUNA between ana\nItems $17.00 + rounding $0.02 = $17.02\n"))
        // A tip given on the command line comes on top of the paper's total: the message says it is left out.
        let tipped = try CommandRunner.run(["split", text, "--people", "ana", "--everyone", "1-2", "--total", "18.70", "--tip", "10%", "--no-save"])
        #expect(tipped.status == 65)
        #expect(tipped.stderr.hasPrefix("Error: the items add up to $17.00 (the tip of --tip comes on top of the total, so it is not counted here), but --total says $18.70: $1.70 missing;"))
    }

    @Test("--store and --date replace what was read; --rounding is a few cents at most")
    func storeDateRounding() throws {
        let (folder, text) = try folderWithLuna()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = ["split", text, "--people", "ana", "--everyone", "1-2", "--set", "1=13.00", "--no-save"]
        let r = try CommandRunner.run(base + ["--store", "Café Luna", "--date", "2026-11-20", "--format", "json"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\"store\": \"Café Luna\""))
        let big = try CommandRunner.run(base + ["--rounding", "-5.00"])
        #expect(big.status == 64)
        #expect(big.stderr == "Error: --rounding -5.00: a rounding is a few cents at most (up to $1.00); for a larger difference, correct an item with --set or the total with --total\n")
        // A rupiah bill rounds to 500 or 1,000 (CORD prints `Pembulatan -350`).
        let idr = folder.appendingPathComponent("idr.json").path
        try #"{"currency": "IDR", "items": [{"name": "Nasi goreng", "total": "45350"}], "total": "45000"}"#
            .write(toFile: idr, atomically: true, encoding: .utf8)
        let rupiah = try CommandRunner.run(["split", idr, "--people", "ana", "--everyone", "1", "--no-save", "--rounding", "-350"])
        #expect(rupiah.status == 0)
        #expect(rupiah.stdout.contains("Rp 45.000"))
        let tooMuch = try CommandRunner.run(["split", idr, "--people", "ana", "--everyone", "1", "--no-save", "--rounding", "-5000"])
        #expect(tooMuch.status == 64)
        #expect(tooMuch.stderr.contains("a rounding is a few cents at most (up to Rp 1.000)"))
        let empty = try CommandRunner.run(base + ["--store", "  "])
        #expect(empty.status == 64)
        #expect(empty.stderr == "Error: --store: the name is empty\n")
        for day in ["yesterday", "2026-13-01", "2026-02-29", "1/2/2026", "2026-1-5"] {
            let wrong = try CommandRunner.run(base + ["--date", day])
            #expect(wrong.status == 64)
            let why = ["2026-13-01", "2026-02-29"].contains(day) ? "there is no such day in the calendar" : "write the day as YYYY-MM-DD, such as 2026-11-24"
            #expect(wrong.stderr == "Error: --date \(day): \(why)\n")
        }
        #expect(try CommandRunner.run(base + ["--date", "2028-02-29"]).status == 0)
    }

    @Test("mistakes made on the command line are exit 64, each said as it was typed", arguments: [
        (["--people", "ana,,ben", "--even"], "Error: --people ana,,ben: \"\" cannot be a name; names must not be empty, be TOTAL (the CSV's row of the bill's totals) or contain , : = or a line break\n"),
        (["--people", " ", "--even"], "Error: --people  : \" \" cannot be a name; names must not be empty, be TOTAL (the CSV's row of the bill's totals) or contain , : = or a line break\n"),
        // A line break would break the summary's lines and the CSV's rows.
        (["--people", "ana\nx,ben", "--even"], "Error: --people ana\\u{A}x,ben: \"ana\\u{A}x\" cannot be a name; names must not be empty, be TOTAL (the CSV's row of the bill's totals) or contain , : = or a line break\n"),
        (["--people", "ana,ben", "--assign", "1-11=ana\tx"], "Error: --assign 1-11=ana\\u{9}x: \"ana\\u{9}x\" cannot be a name; names must not be empty, be TOTAL (the CSV's row of the bill's totals) or contain , : = or a line break\n"),
        (["--people", "ana,ben", "--even", "--assign", "1=ana"],
         "Error: --even splits everything equally, so item assignments make no sense with it; drop --even or the assignments\n"),
        (["--people", "ana,ben", "--assign", "2=ana", "--everyone", "2"],
         "Error: item 2 is assigned twice (--assign 2=ana and --everyone 2); to share it, name everyone in one --assign, such as --assign 2=ana,ben\n"),
    ])
    func commandLineMistakes(flags: [String], message: String) throws {
        let r = try CommandRunner.run(["split", CommandRunner.sample("tapas-madrid.json"), "--no-save"] + flags)
        #expect(r.status == 64)
        #expect(r.stderr == message)
    }

    @Test("small cases: a negative tip, a missing output folder, a typo in a command, config get")
    func smallCases() throws {
        let bill = CommandRunner.sample("tapas-madrid.json")
        let tip = try CommandRunner.run(["split", bill, "--people", "ana", "--everyone", "1-11", "--tip", "-5%", "--no-save"])
        #expect(tip.status == 64)
        #expect(tip.stderr == "Error: --tip: cannot read the tip \"-5%\": a tip cannot be negative\n")
        let output = try CommandRunner.run(["split", bill, "--people", "ana", "--everyone", "1-11", "--no-save", "--output", "/nonexistent/dir/x.txt"])
        #expect(output.status == 73)
        #expect(output.stderr == "Error: cannot write /nonexistent/dir/x.txt: there is no folder /nonexistent/dir; create it first (mkdir -p /nonexistent/dir) or write somewhere else\n")
        let typo = try CommandRunner.run(["splt", bill])
        #expect(typo.status == 64)
        #expect(typo.stderr == "Error: 'splt' is not a command of splitbill (did you mean split?); the commands are split, scan, serve, history, show, edit, delete, balance, settle, paid, group, config (splitbill --help describes them)\n")
        let nested = try CommandRunner.run(["config", "gte", "tip"])
        #expect(nested.status == 64)
        #expect(nested.stderr.hasPrefix("Error: 'gte' is not a command of splitbill config (did you mean get?)"))

        let home = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path]
        let unset = try CommandRunner.run(["config", "get", "tip"], environment: env)
        #expect(unset.status == 1)
        #expect(unset.stdout == "")
        #expect(unset.stderr == "tip is not set (splitbill config set tip VALUE sets it)\n")
        #expect(try CommandRunner.run(["config", "set", "tip", "18%"], environment: env).status == 0)
        let set = try CommandRunner.run(["config", "get", "tip"], environment: env)
        #expect(set.status == 0)
        #expect(set.stdout == "18%\n")
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
    }

    @Test("help examples fit 80 columns, so they can be pasted", arguments: [
        [], ["split"], ["scan"], ["history"], ["show"], ["balance"], ["settle"], ["paid"], ["group"], ["config"],
    ])
    func helpFitsEightyColumns(command: [String]) throws {
        let r = try CommandRunner.run(command + ["--help"], environment: ["COLUMNS": "80"])
        #expect(r.status == 0)
        var inExamples = false
        for line in r.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Examples:") || line.hasPrefix("Example:") { inExamples = true; continue }
            if line.hasPrefix("USAGE") || line.hasPrefix("Exit codes") { inExamples = false }
            if inExamples, !line.isEmpty {
                #expect(line.hasPrefix("  "), "an example was broken across lines: \(line)")
            }
        }
    }
}

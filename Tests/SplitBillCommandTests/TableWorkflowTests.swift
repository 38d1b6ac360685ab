import Foundation
import Testing

/// Issue 54, the table workflow: who paid, editing a saved bill, no accidental duplicates, a bill's
/// JSON read back, the newest bill by default.
@Suite("the table workflow: payer, edit, duplicates, round trip")
struct TableWorkflowTests {
    let bill = CommandRunner.sample("tapas-madrid.json")
    let assignments = CommandRunner.sample("tapas-madrid.split.json")

    /// The default name of a bill without store or date, saved today.
    var todaysName: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: Date()) + " bill"
    }

    static let even = """
        Split of 43,00 € between ana and ben, evenly
        Items 43,00 € incl. tax 3,91 € = 43,00 €

        ana: 21,50 €
        ben: 21,50 €

        """

    @Test("a split saved without a payer says that settle leaves it out; edit names the payer and keeps the number")
    func payerLaterWithEdit() throws {
        let home = try PrivateHome()
        let split = try home.run(["split", bill, "--people", "ana,ben", "--even"])
        #expect(split.status == 0)
        #expect(split.stdout == Self.even)
        #expect(split.stderr == "Saved as bill 1 (splitbill show 1 prints it again).\nnote: nobody is named as having paid bill 1, so balance and settle leave it out; splitbill edit 1 --payer NAME says who paid\n")
        let before = try home.run(["balance"])
        #expect(before.stdout.contains("Not counted: bill 1, \(todaysName): it has no payer (say who paid with splitbill edit 1 --payer NAME)"))

        let edit = try home.run(["edit", "1", "--payer", "ben"])
        #expect(edit.status == 0)
        #expect(edit.stdout == Self.even + "\nana owes ben 21,50 €\n")
        #expect(edit.stderr == "Updated bill 1 (\(todaysName)); splitbill show 1 prints it again.\n")
        #expect(try home.run(["show", "1"]).stdout == edit.stdout)
        let balance = try home.run(["balance"])
        #expect(balance.stdout == "Balances over 1 bill\n\nben is owed 21,50 €\nana owes 21,50 €\n")
        #expect(try home.run(["history"]).stdout.split(separator: "\n").count == 2)

        let again = try home.run(["edit", "last", "--payer", "ben"])
        #expect(again.status == 0)
        #expect(again.stderr == "Nothing changed: bill 1 (\(todaysName)) is as it was.\n")
    }

    @Test("the payer setting names the payer of a split that names none, when that person is at the table")
    func payerSetting() throws {
        let home = try PrivateHome()
        #expect(try home.run(["config", "set", "payer", "Ana"]).stdout == "payer = Ana\n")
        let split = try home.run(["split", bill, "--people", "ana,ben", "--even"])
        #expect(split.stdout == Self.even + "\nben owes ana 21,50 €\n")
        #expect(split.stderr == "Saved as bill 1 (splitbill show 1 prints it again).\n")
        // Not at the table: no payer, and the note.
        let other = try home.run(["split", bill, "--people", "carla,ben", "--even", "--no-save"])
        #expect(!other.stdout.contains("owes"))
        let bad = try home.run(["config", "set", "payer", "ana,ben"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "Error: payer = \"ana,ben\": expected a person's name, such as ana\n")
    }

    @Test("a group says who usually pays: the payer of a split with --group that names none, before the payer setting")
    func groupPayer() throws {
        let home = try PrivateHome()
        let saved = try home.run(["group", "add", "friday", "ana", "ben", "--payer", "BEN"])
        #expect(saved.status == 0)
        #expect(saved.stdout == "Saved group friday: ana, ben (ben usually pays).\n")
        #expect(try home.run(["group", "list"]).stdout == "friday: ana, ben (ben usually pays)\n")
        #expect(try home.run(["group", "list", "--format", "json"]).stdout.contains("\"payer\": \"ben\""))
        #expect(try home.run(["config", "set", "payer", "ana"]).status == 0)
        let split = try home.run(["split", bill, "--group", "friday", "--even"])
        #expect(split.stdout == Self.even + "\nana owes ben 21,50 €\n")
        #expect(split.stderr == "Saved as bill 1 (splitbill show 1 prints it again).\n")
        // --payer wins; without the group, the setting.
        #expect(try home.run(["split", bill, "--group", "friday", "--even", "--payer", "ana", "--no-save"]).stdout.hasSuffix("ben owes ana 21,50 €\n"))
        #expect(try home.run(["split", bill, "--people", "ana,ben", "--even", "--no-save"]).stdout.hasSuffix("ben owes ana 21,50 €\n"))
        let outside = try home.run(["group", "add", "trio", "ana", "ben", "--payer", "zoe"])
        #expect(outside.status == 64)
        #expect(outside.stderr.contains("--payer zoe is not in the group (ana, ben); name one of its people"))
    }

    @Test("the same split run again for another format is printed, not saved again; another name is another bill")
    func noDuplicates() throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", bill, "--assignments", assignments]).status == 0)
        let again = try home.run(["split", bill, "--assignments", assignments, "--format", "markdown"])
        #expect(again.status == 0)
        #expect(again.stdout == (try CommandRunner.expected("tapas.md")))
        #expect(again.stderr == "Not saved again: this is bill 1 (\(todaysName)), the same receipt split the same way; splitbill show 1 --format markdown (or json, csv) prints it in another format, and --name NAME saves it as another bill\n")
        let named = try home.run(["split", bill, "--assignments", assignments, "--name", "Friday"])
        #expect(named.stderr == "Saved as bill 2 (splitbill show 2 prints it again).\n")
        let namedAgain = try home.run(["split", bill, "--assignments", assignments, "--name", "Friday"])
        #expect(namedAgain.stderr.hasPrefix("Not saved again: this is bill 2 (Friday)"))
        let otherTip = try home.run(["split", bill, "--assignments", assignments, "--tip", "5%"])
        #expect(otherTip.stderr == "Saved as bill 3 (splitbill show 3 prints it again).\n")
        let settle = try home.run(["settle"])
        #expect(settle.stdout.hasPrefix("Settling up 3 bills"))
    }

    @Test("edit changes who had what and the tip: the same split as the flags give, saved under the same number")
    func editAssignmentsAndTip() throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", bill, "--assignments", assignments]).status == 0)
        let expected = try home.run(["split", bill, "--assignments", assignments, "--assign", "1=ben", "--tip", "15%", "--no-save"])
        #expect(expected.status == 0)
        let edit = try home.run(["edit", "1", "--assign", "1=ben", "--tip", "15%"])
        #expect(edit.status == 0)
        #expect(edit.stdout == expected.stdout)
        #expect(edit.stderr == "Updated bill 1 (\(todaysName)); splitbill show 1 prints it again.\n")
        #expect(try home.run(["show"]).stdout == expected.stdout)
        let list = try home.run(["history"]).stdout.split(separator: "\n").map(String.init)
        #expect(list.count == 2)
        #expect(list[1].contains("49,45 €"))
    }

    @Test("history edit N is edit N")
    func historyEdit() throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", bill, "--people", "ana,ben", "--even"]).status == 0)
        let edit = try home.run(["history", "edit", "1", "--payer", "ana"])
        #expect(edit.status == 0)
        #expect(edit.stdout == Self.even + "\nben owes ana 21,50 €\n")
        #expect(edit.stderr == "Updated bill 1 (\(todaysName)); splitbill show 1 prints it again.\n")
        #expect(try home.run(["history"]).stdout.contains("  ana      ana, ben\n"))
    }

    @Test("edit's corrections are checked again; one that breaks the bill leaves it unchanged")
    func editCorrections() throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", bill, "--people", "ana,ben", "--even", "--payer", "ana"]).status == 0)
        let broken = try home.run(["edit", "1", "--set", "1=2.40"])
        #expect(broken.status == 65)
        #expect(broken.stdout == "")
        #expect(broken.stderr.hasPrefix("Error: with these changes bill 1 does not add up: the items add up to 44,00 €, but its total says 43,00 €; it would add up with --set 1=1.40"))
        #expect(broken.stderr.hasSuffix("; bill 1 is unchanged\n"))
        let fixed = try home.run(["edit", "1", "--set", "1=2.80", "--remove", "11", "--name", "Friday"])
        #expect(fixed.status == 0)
        #expect(fixed.stdout.hasPrefix("Split of 43,00 € between ana and ben, evenly\n"))
        #expect(fixed.stderr == "Updated bill 1 (Friday); splitbill show 1 prints it again.\n")
        let shown = try home.run(["show", "1", "--format", "json"]).stdout
        #expect(shown.contains("\"name\": \"Z. PIÑA\",\n        \"quantity\": 1,\n        \"unitPrice\": null,\n        \"total\": \"2.80\""))
        #expect(!shown.contains("\"name\": \"COCACOLA\","))
        // Left out for good: a later edit keeps it out.
        let later = try home.run(["edit", "1", "--payer", "ben"])
        #expect(later.status == 0)
        #expect(later.stdout.hasSuffix("\nana owes ben 21,50 €\n"))
    }

    @Test("edit refuses what it cannot change, with the reason and the exit code", arguments: [
        (["edit", "9", "--payer", "ana"], Int32(65), "Error: there is no saved bill 9; splitbill history lists them\n"),
        (["edit", "2", "--payer", "ana"], 65, "Error: 2 is a payment, not a split bill; splitbill show 2 prints it\n"),
        (["edit", "x1"], 64, "Error: x1 is no bill's number: bills and payments are numbered from 1, as splitbill history lists them (or say last for the newest)\n"),
        (["edit", "-1"], 64, "Error: -1 is no bill's number: bills and payments are numbered from 1, as splitbill history lists them\n"),
        (["edit", "1", "--payer", "zoe"], 65, "Error: \"zoe\" is not one of the people; the people are ana, ben. Add zoe to --people or fix the name; bill 1 is unchanged\n"),
    ])
    func editRefuses(arguments: [String], status: Int32, stderr: String) throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", bill, "--people", "ana,ben", "--even", "--payer", "ana"]).status == 0)
        #expect(try home.run(["paid", "ben", "ana", "21.50"]).status == 0)
        let r = try home.run(arguments)
        #expect(r.status == status)
        #expect(r.stdout == "")
        #expect(r.stderr == stderr)
    }

    @Test("edit on no history says so and creates none")
    func editWithoutHistory() throws {
        let home = try PrivateHome()
        let r = try home.run(["edit", "1", "--payer", "ana"])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: there are no saved bills yet; splitbill split saves each one\n")
        #expect(!FileManager.default.fileExists(atPath: home.folder))
    }

    @Test("show N --format json is a bill file: split reads it back to the same split, and knows it is saved")
    func jsonRoundTrip() throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", bill, "--assignments", assignments, "--remove", "11", "--set", "1=2.80"]).status == 0)
        let file = home.root.appendingPathComponent("friday.json").path
        let shown = try home.run(["show", "1", "--format", "json", "--output", file])
        #expect(shown.status == 0)
        let json = try String(contentsOfFile: file, encoding: .utf8)
        #expect(json.contains("\n  \"bill\": {\n    \"currency\": \"EUR\",\n"))
        let again = try home.run(["split", file, "--format", "json"])
        #expect(again.status == 0)
        #expect(again.stdout == json)
        #expect(again.stderr.hasPrefix("Not saved again: this is bill 1 "))
        let text = try home.run(["split", file, "--no-save"])
        #expect(text.stdout == (try home.run(["show", "1"])).stdout)
        // Split again another way: a new bill.
        let other = try home.run(["split", file, "--assign", "1=ben"])
        #expect(other.stderr == "Saved as bill 2 (splitbill show 2 prints it again).\n")
    }

    @Test("show without a number, or show last, prints the newest bill or payment")
    func showTheNewest() throws {
        let home = try PrivateHome()
        let none = try home.run(["show"])
        #expect(none.status == 65)
        #expect(none.stderr == "Error: there are no saved bills yet; splitbill split saves each one\n")
        #expect(try home.run(["split", bill, "--people", "ana,ben", "--even", "--payer", "ana"]).status == 0)
        #expect(try home.run(["show"]).stdout == Self.even + "\nben owes ana 21,50 €\n")
        #expect(try home.run(["paid", "ben", "ana", "21.50"]).status == 0)
        #expect(try home.run(["show", "last"]).stdout == (try home.run(["show", "2"])).stdout)
    }
}

/// Issue 54, defaults that fit the receipt: no default tip on a printed service charge, no bare `--tip 15`.
@Suite("the table workflow: defaults that fit the receipt")
struct DefaultsWorkflowTests {
    /// A UK pub's receipt that prints a service charge.
    func pub(_ home: PrivateHome) throws -> String {
        let path = home.root.appendingPathComponent("pub.txt").path
        try "THE CROWN\nFISH AND CHIPS 14.50\nSTEAK PIE 12.00\nSUBTOTAL 26.50\nSERVICE CHARGE 12.5% 3.31\nTOTAL 29.81\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("the default tip is not added on top of a printed service charge; a note says so, and --tip adds one all the same")
    func noTipOnService() throws {
        let home = try PrivateHome()
        let receipt = try pub(home)
        #expect(try home.run(["config", "set", "tip", "15%"]).status == 0)
        let split = try home.run(["split", receipt, "--people", "ana,ben", "--even", "--no-save"])
        #expect(split.status == 0)
        #expect(split.stdout == "Split of $29.81 at THE CROWN between ana and ben, evenly\nItems $26.50 + service $3.31 = $29.81\n\nana: $14.91\nben: $14.90\n")
        #expect(split.stderr == "note: the default tip (tip = 15% in \(home.config)) is not added: the receipt prints a service charge of $3.31 already; --tip 15% adds it all the same\n")
        let tipped = try home.run(["split", receipt, "--people", "ana,ben", "--even", "--no-save", "--tip", "15%"])
        #expect(tipped.status == 0)
        #expect(tipped.stdout.contains("Items $26.50 + service $3.31 + tip 15% $3.98 = $33.79\n"))
        #expect(tipped.stderr == "")
        // Where the receipt prints none, the default is added, without a note.
        let plain = try home.run(["split", CommandRunner.sample("tapas-madrid.json"), "--people", "ana,ben", "--even", "--no-save"])
        #expect(plain.stdout.contains("+ tip 15% 6,45 € = 49,45 €"))
        #expect(plain.stderr == "")
    }

    @Test("a bare whole number as a tip or service charge is refused, with both readings spelt out", arguments: [
        (["--tip", "15"], "Error: --tip 15: write 15% for a tip of 15 percent, or 15.00 for an amount of 15,00 €\n"),
        (["--service", "10"], "Error: --service 10: write 10% for a service charge of 10 percent, or 10.00 for an amount of 10,00 €\n"),
    ])
    func bareNumber(flags: [String], stderr: String) throws {
        let r = try CommandRunner.run(["split", CommandRunner.sample("tapas-madrid.json"), "--people", "ana,ben", "--even", "--no-save"] + flags)
        #expect(r.status == 64)
        #expect(r.stdout == "")
        #expect(r.stderr == stderr)
    }

    @Test("a tip with its % or its decimals, and a tip of 0, are taken as written")
    func clearTips() throws {
        let base = ["split", CommandRunner.sample("tapas-madrid.json"), "--people", "ana,ben", "--even", "--no-save"]
        #expect(try CommandRunner.run(base + ["--tip", "15.00"]).stdout.contains("+ tip 15,00 € = 58,00 €"))
        #expect(try CommandRunner.run(base + ["--tip", "15%"]).stdout.contains("+ tip 15% 6,45 € = 49,45 €"))
        #expect(try CommandRunner.run(base + ["--tip", "0"]).status == 0)
    }
}

/// Issue 54, every correction from the command line: --subtotal, --no-service (with the tax taken again),
/// --no-tip; each finding said once, in the bill's own number format.
@Suite("the table workflow: corrections")
struct CorrectionsWorkflowTests {
    func receipt(_ home: PrivateHome, _ name: String, _ text: String) throws -> String {
        let path = home.root.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a misread subtotal: each finding once, in the bill's format; --subtotal corrects it")
    func subtotal() throws {
        let home = try PrivateHome()
        let text = try receipt(home, "pepe.txt", "CASA PEPE\n1 PAELLA 20,00\n1 VINO 12,00\n1 PAN 2,00\nSUBTOTAL 53,20\nTOTAL 34,00 EUR\n")
        let base = ["split", text, "--people", "ana,ben", "--even", "--no-save"]
        let doubt = try home.run(base)
        #expect(doubt.status == 0)
        // The chat text on standard output; what the payer checks on standard error, each finding once.
        #expect(doubt.stdout == "Split of 34,00 € at CASA PEPE between ana and ben, evenly\nItems 34,00 € = 34,00 €\n\nana: 17,00 €\nben: 17,00 €\n")
        #expect(doubt.stderr == """
            NOT VERIFIED: the receipt's arithmetic could not confirm this reading. Check the items against the paper before paying; --set, --add, --remove and --total correct them.
            Check: items add up to 34,00 € but the subtotal says 53,20 €; an item may be missing
            Check: the subtotal says 53,20 € but the total says 34,00 €: 19,20 € less, and no discount line takes it off; check the total, or add the missing discount

            """)
        // --output writes the chat text; the checks still come to the terminal.
        let file = home.root.appendingPathComponent("chat.txt").path
        let written = try home.run(base + ["--output", file])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == doubt.stdout)
        #expect(written.stderr == doubt.stderr)
        // JSON keeps them inside, for programs.
        let json = try home.run(base + ["--format", "json"])
        #expect(json.stdout.contains("\"verified\": false"))
        #expect(json.stderr == "")
        let fixed = try home.run(base + ["--subtotal", "34,00"])
        #expect(fixed.status == 0)
        #expect(fixed.stdout == "Split of 34,00 € at CASA PEPE between ana and ben, evenly\nItems 34,00 € = 34,00 €\n\nana: 17,00 €\nben: 17,00 €\n")
        #expect(fixed.stderr == "")
        let bad = try home.run(base + ["--subtotal", "abc"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: --subtotal abc: "))
    }

    @Test("--no-service takes the service charge off the total, and a tax taken of it is taken of the items alone")
    func noService() throws {
        let home = try PrivateHome()
        let taxed = try receipt(home, "crown.txt", "THE CROWN\nFISH AND CHIPS 14.50\nSTEAK PIE 12.00\nSUBTOTAL 26.50\nSERVICE CHARGE 3.31\nVAT 20% 5.96\nTOTAL 35.77\n")
        let r = try home.run(["split", taxed, "--people", "ana,ben", "--even", "--no-save", "--no-service"])
        #expect(r.status == 0)
        // (`VAT 20%` with nothing else naming the money: the pound, Britain's rate.)
        #expect(r.stdout == "Split of £31.80 at THE CROWN between ana and ben, evenly\nItems £26.50 + tax 20% £5.30 = £31.80\n\nana: £15.90\nben: £15.90\n")
        #expect(r.stderr == "note: --no-service took off the service charge of £3.31; the tax of £5.96 was taken of the items and the service, and of the items alone it is £5.30; the total is now £31.80\n")
        let plain = try receipt(home, "pub.txt", "THE CROWN\nFISH AND CHIPS 14.50\nSTEAK PIE 12.00\nSUBTOTAL 26.50\nSERVICE CHARGE 12.5% 3.31\nTOTAL 29.81\n")
        let untaxed = try home.run(["split", plain, "--people", "ana,ben", "--even", "--no-save", "--no-service"])
        #expect(untaxed.stdout == "Split of $26.50 at THE CROWN between ana and ben, evenly\nItems $26.50 = $26.50\n\nana: $13.25\nben: $13.25\n")
        #expect(untaxed.stderr == "note: --no-service took off the service charge of $3.31; the total is now $26.50\n")
        let none = try home.run(["split", CommandRunner.sample("tapas-madrid.json"), "--people", "ana,ben", "--even", "--no-save", "--no-service"])
        #expect(none.status == 64)
        #expect(none.stderr == "Error: --no-service: the receipt prints no service charge to take off; leave --no-service out\n")
        let both = try home.run(["split", plain, "--people", "ana,ben", "--even", "--no-save", "--no-service", "--service", "10%"])
        #expect(both.status == 64)
        #expect(both.stderr == "Error: --no-service and --service 10% say opposite things; give one\n")
    }

    @Test("--no-tip takes off a printed tip and keeps the default tip out")
    func noTip() throws {
        let home = try PrivateHome()
        let text = try receipt(home, "diner.txt", "DINER\nBURGER 20.00\nFRIES 10.00\nSubtotal 30.00\nTip 3.00\nTotal 33.00\n")
        let r = try home.run(["split", text, "--people", "ana,ben", "--even", "--no-save", "--no-tip"])
        #expect(r.status == 0)
        #expect(r.stdout == "Split of $30.00 at DINER between ana and ben, evenly\nItems $30.00 = $30.00\n\nana: $15.00\nben: $15.00\n")
        #expect(try home.run(["config", "set", "tip", "18%"]).status == 0)
        let tapas = try home.run(["split", CommandRunner.sample("tapas-madrid.json"), "--people", "ana,ben", "--even", "--no-save", "--no-tip"])
        #expect(tapas.stdout.hasPrefix("Split of 43,00 € between ana and ben, evenly\nItems 43,00 € incl. tax 3,91 € = 43,00 €\n"))
        let both = try home.run(["split", text, "--people", "ana,ben", "--even", "--no-save", "--no-tip", "--tip", "5%"])
        #expect(both.status == 64)
        #expect(both.stderr == "Error: --no-tip and --tip 5% say opposite things; give one\n")
    }
}

/// Issue 54, the history: the receipt's day, the payer and the amount; filters by person and by day.
@Suite("the table workflow: history")
struct HistoryWorkflowTests {
    @Test("history lists the receipt's day, the payer and the total, and filters by person and days")
    func listAndFilters() throws {
        let home = try PrivateHome()
        let bill = CommandRunner.sample("tapas-madrid.json")
        #expect(try home.run(["split", bill, "--assignments", CommandRunner.sample("tapas-madrid.split.json"), "--name", "Friday", "--date", "2026-11-20"]).status == 0)
        #expect(try home.run(["split", bill, "--people", "ben,dan", "--even", "--name", "Lunch", "--date", "2026-11-23"]).status == 0)
        #expect(try home.run(["paid", "ben", "ana", "5"]).status == 0)
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        let today = f.string(from: Date())
        let all = try home.run(["history"])
        #expect(all.status == 0)
        #expect(all.stdout == """
            ID  DATE        NAME            TOTAL  PAID BY  PEOPLE
             3  \(today)  ben paid ana   5,00 €  ben      ben, ana
             2  2026-11-23  Lunch         43,00 €           ben, dan
             1  2026-11-20  Friday        47,30 €  ana      ana, ben, carla

            """)
        #expect(try home.run(["history", "--person", "DAN"]).stdout == """
            ID  DATE        NAME     TOTAL  PAID BY  PEOPLE
             2  2026-11-23  Lunch  43,00 €           ben, dan

            """)
        #expect(try home.run(["history", "--since", "2026-11-21", "--until", "2026-11-23"]).stdout.split(separator: "\n").map(String.init)
            == ["ID  DATE        NAME     TOTAL  PAID BY  PEOPLE", " 2  2026-11-23  Lunch  43,00 €           ben, dan"])
        #expect(try home.run(["history", "--person", "zoe"]).stdout == "No saved splits or payments match.\n")
        let json = try home.run(["history", "--format", "json", "--until", "2026-11-20"]).stdout
        #expect(json.contains("\"billDate\": \"2026-11-20\""))
        #expect(json.contains("\"payer\": \"ana\""))
        #expect(!json.contains("Lunch"))
    }

    @Test("history's days are checked", arguments: [
        (["history", "--since", "2026-02-30"], "Error: --since 2026-02-30: there is no such day in the calendar\n"),
        (["history", "--until", "30/11/2026"], "Error: --until 30/11/2026: write the day as YYYY-MM-DD, such as 2026-11-20\n"),
        (["history", "--since", "2026-11-30", "--until", "2026-11-01"], "Error: --until 2026-11-01 is before --since 2026-11-30; give the earlier day to --since\n"),
    ])
    func badDays(arguments: [String], stderr: String) throws {
        let r = try PrivateHome().run(arguments)
        #expect(r.status == 64)
        #expect(r.stderr == stderr)
    }
}

/// Issue 54, waiting and retrying: a photo's reading kept by its content, so that splitting it again is quick.
@Suite("the table workflow: a photo read once")
struct ReadingCacheTests {
    @Test("splitting the same photo again with other assignments reads its kept rows, not the photo, to the same split")
    func cachedReading() throws {
        let home = try PrivateHome()
        let photo = CommandRunner.sample("el-greco-brussels.jpg")
        let base = ["split", photo, "--people", "ana,ben", "--no-save", "--payer", "ana"]
        let assignments = ["--units", "1=ana:2,ben:2", "--assign", "2=ana", "--assign", "3=ben"]
        let first = try home.run(base + assignments)
        #expect(first.status == 0, "\(first.stderr)")
        let cache = home.root.appendingPathComponent("cache/splitbill/readings").path
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".json") }
        #expect(kept.count == 1)
        let other = try home.run(base + ["--even"])
        #expect(other.status == 0)
        #expect(other.stdout.contains(", evenly\n"))
        // The same split as read the first time.
        let again = try home.run(base + assignments)
        #expect(again.stdout == first.stdout)
        #expect(again.stderr == first.stderr)
        // What is split again is the kept rows: a row changed in them shows; --reread reads the photo.
        let path = cache + "/" + kept[0]
        let rows = try String(contentsOfFile: path, encoding: .utf8)
        #expect(rows.contains("Brochette"))
        try rows.replacingOccurrences(of: "Brochette", with: "Kept brochette").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try home.run(base + assignments).stdout.contains("- Kept brochette d'agneau: 17,00 €"))
        let reread = try home.run(base + assignments + ["--reread"])
        #expect(reread.stdout == first.stdout)
        // No line about the reading in a pipe.
        #expect(!first.stderr.contains("Reading the receipt"))
    }
}

/// Issue 54, inputs: `-` for standard input, and `scan --output-dir` writing bill files.
@Suite("the table workflow: inputs")
struct InputWorkflowTests {
    /// Runs `splitbill` with `input` on its standard input (a pipe).
    func run(_ arguments: [String], input: Data, home: PrivateHome) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(home.environment) { $1 }.merging(["OMP_THREAD_LIMIT": "1"]) { $1 }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Result(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                                    status: process.terminationStatus)
    }

    @Test("scan - and split - read a text, a bill file or a photo from standard input, as from a file")
    func standardInput() throws {
        let home = try PrivateHome()
        for sample in ["tapas-madrid.txt", "tapas-madrid.json"] {
            let path = CommandRunner.sample(sample)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let piped = try run(["scan", "-", "--format", "json"], input: data, home: home)
            #expect(piped.status == 0, "\(piped.stderr)")
            #expect(piped.stdout == (try home.run(["scan", path, "--format", "json"])).stdout)
            let split = try run(["split", "-", "--people", "ana,ben", "--even", "--no-save"], input: data, home: home)
            #expect(split.status == 0, "\(split.stderr)")
            #expect(split.stdout == (try home.run(["split", path, "--people", "ana,ben", "--even", "--no-save"])).stdout)
        }
        let photo = CommandRunner.sample("el-greco-brussels.jpg")
        let split = try run(["split", "-", "--people", "ana,ben", "--even", "--no-save"], input: try Data(contentsOf: URL(fileURLWithPath: photo)), home: home)
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stdout == (try home.run(["split", photo, "--people", "ana,ben", "--even", "--no-save"])).stdout)
        let empty = try run(["scan", "-"], input: Data(), home: home)
        #expect(empty.status != 0)
        #expect(empty.stderr.hasPrefix("Error: /dev/stdin"), "\(empty.stderr)")
    }

    @Test("scan --output-dir writes a bill file for each input, which split reads; --format text writes the listings")
    func outputDirWritesBillFiles() throws {
        let home = try PrivateHome()
        let folder = home.root.appendingPathComponent("bills").path
        let r = try home.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--output-dir", folder])
        #expect(r.status == 0)
        #expect(r.stdout == "")
        let bill = folder + "/tapas-madrid.json"
        #expect(try String(contentsOfFile: bill, encoding: .utf8) == (try home.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--format", "json"])).stdout)
        #expect(try home.run(["split", bill, "--people", "ana,ben", "--even", "--no-save"]).status == 0)
        let text = try home.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--output-dir", folder, "--format", "text"])
        #expect(text.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/tapas-madrid.txt"))
    }
}

/// Issue 54, a receipt in a PDF.
@Suite("the table workflow: PDF receipts")
struct PDFWorkflowTests {
    /// A one-page PDF whose text layer holds `lines`, in Courier, one line each.
    static func pdf(_ lines: [String]) -> Data {
        let text = lines.map { $0.replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)") }
        let stream = "BT /F1 10 Tf 12 TL 20 380 Td " + text.map { "(\($0)) Tj T* " }.joined() + "ET"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    static let lines = ["CAFE SOL", "PASTA 12.00", "WINE 6.00", "TOTAL 18.00"]

    static var popplerInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/pdftotext") }
    }

    @Test("a PDF receipt's text is read as the receipt's text would be", .enabled(if: popplerInstalled))
    func textLayer() throws {
        let home = try PrivateHome()
        let pdf = home.root.appendingPathComponent("sol.pdf").path
        try Self.pdf(Self.lines).write(to: URL(fileURLWithPath: pdf))
        let text = home.root.appendingPathComponent("sol.txt").path
        try (Self.lines.joined(separator: "\n") + "\n").write(toFile: text, atomically: true, encoding: .utf8)
        let arguments = ["--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben", "--no-save"]
        let fromPDF = try home.run(["split", pdf] + arguments)
        #expect(fromPDF.status == 0, "\(fromPDF.stderr)")
        #expect(fromPDF.stdout == (try home.run(["split", text] + arguments)).stdout)
        let scanned = try home.run(["scan", pdf, "--format", "json"])
        #expect(scanned.status == 0)
        #expect(scanned.stdout.contains("\"name\": \"PASTA\""))
    }

    @Test("without poppler-utils, a PDF is refused with what to install")
    func withoutPoppler() throws {
        let home = try PrivateHome()
        let pdf = home.root.appendingPathComponent("sol.pdf").path
        try Self.pdf(Self.lines).write(to: URL(fileURLWithPath: pdf))
        let r = try home.run(["split", pdf, "--people", "ana,ben", "--even", "--no-save"], extra: ["PATH": home.root.path])
        #expect(r.status == 1)
        #expect(r.stderr == "Error: \(pdf) is a PDF, and reading one needs pdftotext from poppler-utils, which is not installed; install it (apt-get install poppler-utils), or save the receipt as a photo or its text\n")
        let scan = try home.run(["scan", pdf], extra: ["PATH": home.root.path])
        #expect(scan.status == 1)
        #expect(scan.stderr.hasPrefix("Error: \(pdf) is a PDF, and reading one needs pdftotext"))
    }
}

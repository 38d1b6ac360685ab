import Foundation
import Testing

/// History, groups and settings, end to end, with the history and settings in temporary folders.
@Suite("saved bills, groups and settings, end to end")
struct HistoryCommandTests {
    let bill = CommandRunner.sample("tapas-madrid.json")
    let assignments = CommandRunner.sample("tapas-madrid.split.json")

    typealias Home = PrivateHome

    @Test("a split is named after the bill's own day when it has one, else today")
    func nameFromTheBillsDay() throws {
        let home = try Home()
        #expect(try home.run(["split", bill, "--people", "ana", "--even", "--date", "2024-02-29", "--store", "Old Bar"]).status == 0)
        let list = try home.run(["history"]).stdout.split(separator: "\n").map(String.init)
        #expect(list.count == 2)
        #expect(list[1].range(of: #"^ 1  2024-02-29  2024-02-29 Old Bar"#, options: .regularExpression) != nil)
    }

    @Test("a split is saved, listed newest first, printed again to the cent, and deleted")
    func saveListShowDelete() throws {
        let home = try Home()
        let first = try home.run(["split", bill, "--assignments", assignments, "--name", "Friday tapas"])
        #expect(first.status == 0)
        #expect(first.stderr == "Saved as bill 1 (splitbill show 1 prints it again).\n")
        let second = try home.run(["split", bill, "--people", "ana,ben", "--even"])
        #expect(second.stderr == "Saved as bill 2 (splitbill show 2 prints it again).\nnote: nobody is named as having paid bill 2, so balance and settle leave it out; splitbill edit 2 --payer NAME says who paid\n")

        let list = try home.run(["history"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("ID  DATE"))
        #expect(lines[1].range(of: #"^ 2  \d{4}-\d\d-\d\d  \d{4}-\d\d-\d\d bill  43,00 €           ana, ben$"#, options: .regularExpression) != nil)
        #expect(lines[2].range(of: #"^ 1  \d{4}-\d\d-\d\d  Friday tapas     47,30 €  ana      ana, ben, carla$"#, options: .regularExpression) != nil)

        for (format, expected) in [("text", "tapas.txt"), ("json", "tapas.json"), ("markdown", "tapas.md"), ("csv", "tapas.csv")] {
            let shown = try home.run(["show", "1", "--format", format])
            #expect(shown.status == 0)
            #expect(shown.stdout == (try CommandRunner.expected(expected)))
        }

        let deleted = try home.run(["delete", "1"])
        #expect(deleted.stdout == "Deleted bill 1 (Friday tapas).\n")
        let gone = try home.run(["show", "1"])
        #expect(gone.status == 65)
        #expect(gone.stderr == "Error: there is no saved bill 1; splitbill history lists them\n")
        let json = try home.run(["history", "--format", "json"])
        #expect(json.stdout.contains("\"id\": 2"))
        #expect(!json.stdout.contains("Friday tapas"))
    }

    @Test("a negative bill number gets a message that says so, not a missing argument", arguments: [
        ["delete", "-1"], ["show", "-2", "--format", "json"], ["settle", "1", "-3"], ["balance", "-4"],
    ])
    func aNegativeBillNumberIsSaidToBeOne(_ arguments: [String]) throws {
        let home = try Home()
        let run = try home.run(arguments)
        #expect(run.status == 64)
        let word = arguments.first { $0.hasPrefix("-") && $0.dropFirst().allSatisfy(\.isNumber) }!
        #expect(run.stderr == "Error: \(word) is no bill's number: bills and payments are numbered from 1, as splitbill history lists them\n")
        #expect(!FileManager.default.fileExists(atPath: home.folder))
    }

    @Test("delete, paid, group remove and a split that fails, on no history, fail without leaving one")
    func failedChangesCreateNoHistory() throws {
        let home = try Home()
        let deleted = try home.run(["delete", "3"])
        #expect(deleted.status == 65)
        #expect(deleted.stderr == "Error: there is no saved bill 3; splitbill history lists them\n")
        let paid = try home.run(["paid", "ana", "ben", "5"])
        #expect(paid.status == 65)
        #expect(paid.stderr.hasPrefix("Error: there are no saved bills yet; a payment settles what people owe for bills"))
        let removed = try home.run(["group", "remove", "friday"])
        #expect(removed.status == 65)
        #expect(removed.stderr.contains("friday"))
        #expect(!FileManager.default.fileExists(atPath: home.folder))
        // A split opens the history before anything is printed; one it created is removed when it fails.
        let failed = try home.run(["split", bill, "--people", "ana", "--assign", "1-11=zed"])
        #expect(failed.status == 65)
        #expect(!FileManager.default.fileExists(atPath: home.database))
        #expect(!FileManager.default.fileExists(atPath: home.database + "-wal"))
    }

    /// A private home whose history holds one bill: a 31,00 € lunch ana paid, split evenly with ben.
    static func lunchAnaPaid() throws -> Home {
        let home = try Home()
        let lunch = home.root.appendingPathComponent("lunch.json").path
        try #"{"currency": "EUR", "items": [{"name": "Lunch", "total": "31.00"}]}"#.write(toFile: lunch, atomically: true, encoding: .utf8)
        #expect(try home.run(["split", lunch, "--people", "ana,ben", "--even", "--payer", "ana"]).status == 0)
        return home
    }

    @Test("a payment's currency: a code is kept, a bare $ must be one the bills use, another currency is said")
    func paymentCurrency() throws {
        let home = try Self.lunchAnaPaid()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let dollars = try home.run(["paid", "ben", "ana", "$5"])
        #expect(dollars.status == 64)
        #expect(dollars.stderr == "Error: \"$5\" is written with $, which EUR, the currency of ben's and ana's bills, does not use; pass --currency with the code of the payment's currency (USD, CAD, JPY, CNY, ...)\n")
        let usd = try home.run(["paid", "ben", "ana", "15 USD"])
        #expect(usd.stdout == "Saved payment 2: ben paid ana $15.00 (splitbill delete 2 undoes it).\n")
        #expect(usd.stderr == "note: ben and ana share no bill in USD; balance and settle count this payment on its own, in USD (or converted with --currency and --rate)\n")
        // The payment in dollars leaves the bills' currency as it was.
        #expect(try home.run(["paid", "ben", "ana", "5"]).stdout == "Saved payment 3: ben paid ana 5,00 € (splitbill delete 3 undoes it).\n")
        let mismatch = try home.run(["paid", "ben", "ana", "$5", "--currency", "EUR"])
        #expect(mismatch.stderr == "Error: \"$5\" is written with $, which EUR does not use, but --currency says EUR; give one currency\n")
    }

    @Test("a payment from the one who is owed to the one who owes is saved and said to be perhaps the wrong way round")
    func paymentTheWrongWayRound() throws {
        let home = try Self.lunchAnaPaid()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let reversed = try home.run(["paid", "ana", "ben", "15.50"])
        #expect(reversed.status == 0)
        #expect(reversed.stderr == "warning: before this payment ana was owed 15,50 € and ben owed 15,50 €; a payment from ana to ben adds to that. If ben paid ana, undo it with splitbill delete 2 and write splitbill paid ben ana 15.50\n")
        #expect(try home.run(["delete", "2"]).status == 0)
        let right = try home.run(["paid", "ben", "ana", "15.50"])
        #expect(right.stderr == "")
        #expect(right.stdout == "Saved payment 3: ben paid ana 15,50 € (splitbill delete 3 undoes it).\n")
    }

    @Test("the same split run again under one name is not saved again; another payer or name is another bill")
    func sameSplitTwice() throws {
        let home = try Home()
        let first = try home.run(["split", bill, "--assignments", assignments, "--name", "tapas"])
        #expect(first.stderr == "Saved as bill 1 (splitbill show 1 prints it again).\n")
        let again = try home.run(["split", bill, "--assignments", assignments, "--name", "tapas", "--format", "markdown"])
        #expect(again.stderr == "Not saved again: this is bill 1 (tapas), the same receipt split the same way; splitbill show 1 --format markdown (or json, csv) prints it in another format, and --name NAME saves it as another bill\n")
        let payer = try home.run(["split", bill, "--assignments", assignments, "--name", "tapas", "--payer", "carla"])
        #expect(payer.stderr == "Saved as bill 2 (splitbill show 2 prints it again).\n")
        let named = try home.run(["split", bill, "--assignments", assignments, "--name", "tapas again"])
        #expect(named.stderr == "Saved as bill 3 (splitbill show 3 prints it again).\n")
    }

    @Test("--no-save leaves the history alone")
    func noSave() throws {
        let home = try Home()
        let r = try home.run(["split", bill, "--assignments", assignments, "--no-save"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(try home.run(["history"]).stdout == "No saved splits yet; splitbill split saves each one.\n")
    }

    @Test("groups: add, use with --people, list, remove")
    func groups() throws {
        let home = try Home()
        #expect(try home.run(["group", "add", "friday", "ana", "ben"]).stdout == "Saved group friday: ana, ben.\n")
        let again = try home.run(["group", "add", "Friday", "x"])
        #expect(again.status == 65)
        #expect(again.stderr == "Error: the group \"Friday\" exists already; remove it first (splitbill group remove Friday) or pass --replace\n")
        let r = try home.run(["split", bill, "--group", "friday", "--people", "carla", "--even", "--no-save", "--format", "csv"])
        #expect(r.status == 0)
        #expect(r.stdout.components(separatedBy: "\r\n").dropFirst().prefix(3).map { $0.split(separator: ",").first.map(String.init) ?? "" }
            == ["ana", "ben", "carla"])
        #expect(try home.run(["group", "list"]).stdout == "friday: ana, ben\n")
        // Named in any case, the group is said as it was saved.
        #expect(try home.run(["group", "remove", "FRIDAY"]).stdout == "Removed group friday.\n")
        let unknown = try home.run(["split", bill, "--group", "friday", "--even"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr == "Error: there is no group \"friday\"; there are no saved groups yet; splitbill group add NAME PEOPLE saves one\n")
        #expect(try home.run(["group", "add", "friday", "ana", "ben"]).status == 0)
        let typo = try home.run(["split", bill, "--group", "fridya", "--even"])
        #expect(typo.status == 65)
        #expect(typo.stderr == "Error: there is no group \"fridya\" (did you mean friday?); the groups are friday\n")
    }

    @Test("settings: set, used as defaults, overridden by flags, unset")
    func settings() throws {
        let home = try Home()
        #expect(try home.run(["config", "set", "tip", "10%"]).stdout == "tip = 10%\n")
        #expect(try home.run(["config", "set", "format", "csv"]).status == 0)
        let withDefault = try home.run(["split", bill, "--people", "ana,ben,carla", "--even", "--no-save"])
        #expect(withDefault.stdout.hasSuffix("TOTAL,43.00,0.00,0.00,3.91,4.30,0.00,47.30,\r\n"))
        let flagWins = try home.run(["split", bill, "--people", "ana,ben,carla", "--even", "--no-save", "--tip", "0%", "--format", "text"])
        #expect(flagWins.stdout.hasPrefix("Split of 43,00 €"))
        #expect(try home.run(["config", "unset", "tip"]).stdout == "tip is not set\n")
        #expect(try String(contentsOfFile: home.config, encoding: .utf8) == "# splitbill settings (splitbill config show lists them)\nformat = csv\n")
        let bad = try home.run(["config", "set", "tip", "lots"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "Error: tip = \"lots\": expected a percentage such as 18% or an amount such as 10.00\n")
        // A leading minus is the value's, not an option; with or without `--` before it.
        for arguments in [["tip", "-5%"], ["tip", "--", "-5%"]] {
            let negative = try home.run(["config", "set"] + arguments)
            #expect(negative.status == 64)
            #expect(negative.stderr == "Error: tip = \"-5%\": a tip cannot be negative; give 0% or more (a discount is given per bill with --discount)\n")
        }
        let two = try home.run(["config", "set", "tip", "5%", "6%"])
        #expect(two.status == 64)
        #expect(two.stderr == "Error: config set takes the setting and one value, such as splitbill config set tip 18%; got 2 values (5% 6%)\n")
        #expect(try String(contentsOfFile: home.config, encoding: .utf8) == "# splitbill settings (splitbill config show lists them)\nformat = csv\n")
    }

    @Test("the currency setting is the currency of a receipt that names none, and scan says it was taken")
    func currencySettingReadsAReceiptWithoutOne() throws {
        let home = try Home()
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("lunch.txt").path
        try "PIZZA 12.00\nWATER 2.50\nTOTAL 14.50\n".write(toFile: text, atomically: true, encoding: .utf8)
        let dollars = try home.run(["scan", text])
        #expect(dollars.stdout.contains("Total                            $14.50\n"))
        #expect(dollars.stdout.contains("note: no currency sign, code or country is printed; the amounts were taken to be USD, check the currency\n"))
        #expect(try home.run(["config", "set", "currency", "CHF"]).status == 0)
        let francs = try home.run(["scan", text])
        #expect(francs.stdout.contains("CHF"))
        #expect(francs.stdout.contains("the amounts were taken to be CHF, check the currency\n"))
        let split = try home.run(["split", text, "--people", "ana,ben", "--even", "--no-save"])
        #expect(split.status == 0)
        #expect(split.stdout.contains("CHF"))
        // A currency printed on the receipt wins over the setting.
        try "PIZZA $12.00\nWATER $2.50\nTOTAL $14.50\n".write(toFile: text, atomically: true, encoding: .utf8)
        let printed = try home.run(["scan", text])
        #expect(printed.stdout.contains("$14.50") && !printed.stdout.contains("no currency"))
    }

    @Test("a malformed settings file is reported with its line, and nothing is split")
    func malformedSettings() throws {
        let home = try Home()
        try FileManager.default.createDirectory(atPath: (home.config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "# mine\ntip = 18%\ncurrency EUR\n".write(toFile: home.config, atomically: true, encoding: .utf8)
        let r = try home.run(["split", bill, "--assignments", assignments])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: \(home.config):3: \"currency EUR\" is not a setting; write key = value (or run splitbill config set KEY VALUE)\n")
        #expect(r.stdout == "")
        try "tpi = 18%\n".write(toFile: home.config, atomically: true, encoding: .utf8)
        let typo = try home.run(["config", "show"])
        #expect(typo.stderr == "Error: \(home.config):1: unknown setting \"tpi\" (did you mean tip?); the settings are tip, tip-after-tax, tax, tax-included, currency, lang, model, format, payer\n")
    }

    @Test("the fix a broken settings file's message names works: config set replaces the broken line of its key, keeps others as comments")
    func configSetRepairsABrokenFile() throws {
        let home = try Home()
        try FileManager.default.createDirectory(atPath: (home.config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "# mine\ntip 18%\ncurrency EUR\n".write(toFile: home.config, atomically: true, encoding: .utf8)
        let set = try home.run(["config", "set", "tip", "5%"])
        #expect(set.status == 0)
        #expect(set.stderr == "note: \(home.config):3: \"currency EUR\" is not a setting; it is kept as a comment\n")
        let file = try String(contentsOfFile: home.config, encoding: .utf8)
        #expect(file == "# mine\n# currency EUR  (not a setting; kept as a comment)\ntip = 5%\n")
        let show = try home.run(["config", "get", "tip"])
        #expect(show.status == 0 && show.stdout == "5%\n")
    }

    @Test("a bad default that a flag replaces does not stop the split; a default tax without % is said to be an amount")
    func flagReplacesABadDefault() throws {
        let home = try Home()
        let set = try home.run(["config", "set", "tax", "8.875"])
        #expect(set.status == 0)
        #expect(set.stderr.contains("note: tax = 8.875 is an amount"))
        let text = try CommandRunner.temporaryFolder().appendingPathComponent("diner.txt").path
        try "BURGER $12.00\nSODA $3.00\nTOTAL $15.00\n".write(toFile: text, atomically: true, encoding: .utf8)
        let r = try home.run(["split", text, "--people", "ana,ben", "--even", "--tax", "5%", "--no-save"])
        #expect(r.status != 65 || !r.stderr.contains("config"))
        #expect(!r.stderr.contains("has more decimals than USD uses"))
    }

    @Test("an empty --name is refused, a --name with --no-save is said to do nothing, a currency is set in capitals")
    func namesAndCodes() throws {
        let home = try Home()
        let empty = try home.run(["split", bill, "--assignments", assignments, "--name", " "])
        #expect(empty.status == 64)
        #expect(empty.stderr == "Error: --name: the name is empty; leave --name out for the date and the store\n")
        let unsaved = try home.run(["split", bill, "--assignments", assignments, "--name", "Tapas", "--no-save"])
        #expect(unsaved.status == 0)
        #expect(unsaved.stderr == "warning: --name names a saved split, and --no-save saves none\n")
        let currency = try home.run(["config", "set", "currency", "eur"])
        #expect(currency.stdout == "currency = EUR\n")
        #expect(try home.run(["config", "get", "currency"]).stdout == "EUR\n")
    }

    @Test("a bill that does not add up blames only the flags given, not a default, and keeps its other doubts")
    func mismatchNamesOnlyFlags() throws {
        let home = try Home()
        #expect(try home.run(["config", "set", "tax", "8%"]).status == 0)
        let text = try CommandRunner.temporaryFolder().appendingPathComponent("diner.txt").path
        try "BURGER 10.00\nSALAD 8.00\nSUBTOTAL 20.00\nTOTAL 21.00\n".write(toFile: text, atomically: true, encoding: .utf8)
        let r = try home.run(["split", text, "--people", "ana,ben", "--even", "--set", "1=11.00", "--no-save"])
        #expect(r.status == 65)
        #expect(!r.stderr.contains("--tax 8%"))
        #expect(r.stderr.contains("Doubtful: the items add up to $19.00 but the receipt's subtotal says $20.00"))
    }

    @Test("every command reads the settings file the same way: scan and show stop at a broken one too")
    func brokenSettingsStopEveryCommand() throws {
        let home = try Home()
        try FileManager.default.createDirectory(atPath: (home.config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "lang = eng+\n".write(toFile: home.config, atomically: true, encoding: .utf8)
        let message = "Error: \(home.config):1: lang = \"eng+\": expected Tesseract language codes joined by +, such as eng or eng+spa\n"
        for arguments in [["scan", CommandRunner.sample("tapas-madrid.txt")], ["split", bill, "--assignments", assignments],
                          ["balance"]] {
            let r = try home.run(arguments)
            #expect(r.status == 65, "\(arguments)")
            #expect(r.stderr == message, "\(arguments)")
            #expect(r.stdout == "", "\(arguments)")
        }
    }

    @Test("a language code is read by one grammar: ASCII letters and _, joined by +")
    func oneLanguageGrammar() throws {
        let home = try Home()
        let setting = try home.run(["config", "set", "lang", "eng+spä"])
        #expect(setting.status == 64)
        #expect(setting.stderr == "Error: lang = \"eng+spä\": expected Tesseract language codes joined by +, such as eng or eng+spa\n")
        let flag = try home.run(["scan", CommandRunner.sample("tapas-madrid.txt"), "--lang", "eng+spä"])
        #expect(flag.status == 64)
        #expect(flag.stderr == "Error: --lang: 'spä' is not a Tesseract language code. Use codes such as eng, spa or deu, joined with '+' (eng+spa).\n")
        #expect(flag.stdout == "")
    }

    @Test("config set lang asks for installed languages; a file naming one removed since still loads")
    func installedLanguages() throws {
        let home = try Home()
        let missing = try home.run(["config", "set", "lang", "eng+klingon"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: lang = \"eng+klingon\": no Tesseract data for 'klingon' in "))
        #expect(missing.stderr.hasSuffix("; install it with apt-get install tesseract-ocr-klingon\n"))
        #expect(missing.stderr.contains("eng"))
        #expect(try home.run(["config", "set", "lang", "eng+spa"]).status == 0)
        try FileManager.default.createDirectory(atPath: (home.config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "lang = eng+klingon\n".write(toFile: home.config, atomically: true, encoding: .utf8)
        #expect(try home.run(["split", bill, "--assignments", assignments, "--no-save"]).status == 0)
    }

    @Test("a damaged history is reported and never overwritten", arguments: [
        Data("this is my shopping list, not a database\n".utf8),
        Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xAB, count: 4000),
    ])
    func damaged(content: Data) throws {
        let home = try Home()
        try FileManager.default.createDirectory(atPath: (home.database as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try content.write(to: URL(fileURLWithPath: home.database))
        let r = try home.run(["split", bill, "--assignments", assignments])
        #expect(r.status == 65)
        #expect(r.stdout == "")
        #expect(r.stderr.hasPrefix("Error: \(home.database) is not a splitbill history or is damaged ("))
        #expect(r.stderr.hasSuffix("); it was left untouched. Move it away (mv \"\(home.database)\" \"\(home.database).broken\") to start a new history, or pass --no-save\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == content)
        #expect(try home.run(["split", bill, "--assignments", assignments, "--no-save"]).status == 0)
    }

    @Test("several processes saving at once all succeed")
    func concurrentSaves() throws {
        let home = try Home()
        let running = try (1...6).map { i in
            try CommandRunner.start(["split", bill, "--assignments", assignments, "--name", "run \(i)", "--format", "json"],
                                    environment: home.environment)
        }
        let results = running.map { $0.finish() }
        #expect(results.map(\.status) == Array(repeating: 0, count: 6), "\(results.map(\.stderr))")
        let list = try home.run(["history", "--format", "json"]).stdout
        for i in 1...6 { #expect(list.contains("\"name\": \"run \(i)\"")) }
        #expect(Set(results.map(\.stderr)).count == 6)  // six different bill numbers
    }

    @Test("a process killed while saving leaves the bills saved before and no half-saved bill")
    func killedMidSave() throws {
        let home = try Home()
        #expect(try home.run(["split", bill, "--assignments", assignments, "--name", "kept"]).status == 0)
        var env = home.environment
        env["SPLITBILL_TEST_PAUSE_IN_SAVE"] = "60"
        let victim = try CommandRunner.start(["split", bill, "--assignments", assignments, "--name", "killed"], environment: env)
        // Wait until it is inside the transaction, then kill it without warning.
        let handle = victim.err.fileHandleForReading
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("paused inside the transaction") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        #expect(String(decoding: said, as: UTF8.self).contains("saving: paused inside the transaction"))
        kill(victim.process.processIdentifier, SIGKILL)
        victim.process.waitUntilExit()
        #expect(victim.process.terminationReason == .uncaughtSignal)
        // The split was all printed before the save began: a pipe gets every row, not a cut buffer.
        let printed = String(decoding: victim.out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(printed == (try home.run(["split", bill, "--assignments", assignments, "--no-save"]).stdout))

        let list = try home.run(["history", "--format", "json"]).stdout
        #expect(list.contains("\"name\": \"kept\""))
        #expect(!list.contains("\"name\": \"killed\""))
        let next = try home.run(["split", bill, "--assignments", assignments, "--name", "after"])
        #expect(next.stderr == "Saved as bill 2 (splitbill show 2 prints it again).\n")
        #expect(try home.run(["show", "1", "--format", "csv"]).stdout == (try CommandRunner.expected("tapas.csv")))
    }
}

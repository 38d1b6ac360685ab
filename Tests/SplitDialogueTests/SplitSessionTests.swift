import BillSplitter
import SplitBillCore
import SplitDialogue
import Testing

@Suite("The dialogue that splits a bill, driven by a scripted terminal")
struct SplitSessionTests {
    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    /// PASTA 12.00 and WINE 6.00, total 18.00 (or `total`): adds up unless told otherwise.
    static func sol(total: Int64 = 1800) -> Receipt {
        Receipt(currency: .usd, store: "CAFE SOL", items: [LineItem(name: "PASTA", total: usd(1200)), LineItem(name: "WINE", total: usd(600))],
                total: usd(total))
    }

    /// A session on `receipt` with `people` given (nil: asked), answered by `script`.
    struct Run {
        var session: SplitSession
        let terminal: ScriptedTerminal
        let keeper: MemoryKeeper
        var end: SessionEnd

        init(_ script: [String], receipt: Receipt = SplitSessionTests.sol(), people: [String]? = ["ana", "ben"], setup: SessionSetup = SessionSetup(),
             plan: SplitPlan = SplitPlan(), keeper: MemoryKeeper = MemoryKeeper()) throws {
            var request = SplitRequest(receipt: receipt, billPlan: plan)
            request.flags.people = people
            terminal = ScriptedTerminal(script)
            self.keeper = keeper
            session = try SplitSession(request: request, setup: setup, terminal: terminal, keeper: keeper)
            end = session.run()
        }

        var plan: SplitPlan { session.plan }
        var text: String { terminal.transcript }
    }

    @Test("a whole dialogue: who had each item, the split so far, a tip, who paid")
    func wholeDialogue() throws {
        let run = try Run(["ana", "ben", "10%", "ben"])
        #expect(run.end == .split)
        #expect(run.terminal.unanswered.isEmpty)
        #expect(run.plan.assignments == [1: .equally(["ana"]), 2: .equally(["ben"])])
        #expect(run.plan.tip?.text == "10%")
        #expect(run.plan.payer == "ben")
        #expect(run.terminal.questions == [
            "Item 1 of 2: PASTA $12.00 - who had it?", "Item 2 of 2: WINE $6.00 - who had it?",
            "Tip? (such as 10% or 5.00; Enter for none)", "Who paid? (ana, ben; Enter for nobody yet)",
        ])
        #expect(run.text.hasPrefix("2 items, total $18.00:\n 1. PASTA $12.00\n 2. WINE $6.00\nType ? at a question for help.\n"))
        #expect(run.text.contains("So far: ana $12.00, ben $0.00\n"))
        #expect(run.text.contains("So far: ana $12.00, ben $6.00\n"))
        // What the request says is what the session split by.
        #expect(try run.session.request.resolved().plan == run.plan)
    }

    @Test("undo at the first question says there is nothing to undo, and is no name")
    func undoAtTheFirstQuestion() throws {
        let people = try Run(["undo", "ana,ben", "ana", "ben", "", ""], people: nil)
        #expect(people.end == .split)
        #expect(people.text.contains("Who is at the table? (names separated by commas) > undo\nNothing to undo: this is the first question.\n"))
        #expect(people.plan.people == ["ana", "ben"])
        let item = try Run(["undo", "ana", "ben", "", ""])
        #expect(item.text.contains("> undo\nThis is the first item.\nItem 1 of 2: PASTA $12.00 - who had it? > ana\n"))
        #expect(item.plan.assignments[1] == .equally(["ana"]))
    }

    @Test("undo at who is at the table takes back a correction made in the review before it")
    func undoAfterAReviewCorrection() throws {
        let run = try Run(["set 1=13.00", "undo", "undo", "quit"], receipt: Self.sol(total: 1900), people: nil)
        #expect(run.text.contains("Who is at the table? (names separated by commas) > undo\nTaken back; the bill is as before it.\nWho is at the table?"))
        #expect(run.text.contains("> undo\nNothing to undo: this is the first question.\n"))
        #expect(run.session.receipt.items[0].total == Self.usd(1200))
        #expect(run.end == .quit)
    }

    @Test("undo at an item asks the one before again; at the tip the last item; at who paid the tip")
    func undoEverywhere() throws {
        let items = try Run(["ana", "undo", "ben", "ana", "", ""])
        #expect(items.plan.assignments == [1: .equally(["ben"]), 2: .equally(["ana"])])
        let tip = try Run(["ana", "ben", "undo", "ana", "", ""])
        #expect(tip.text.contains("Tip? (such as 10% or 5.00; Enter for none) > undo\nItem 2 of 2: WINE $6.00 - who had it? > ana\n"))
        #expect(tip.plan.assignments[2] == .equally(["ana"]))
        let payer = try Run(["ana", "ben", "10%", "undo", "5.00", "ana"])
        #expect(payer.text.contains("Who paid? (ana, ben; Enter for nobody yet) > undo\nTip? (such as 10% or 5.00; Enter for none) > 5.00\n"))
        #expect(payer.plan.tip == .amount(Self.usd(500)))
        #expect(payer.plan.payer == "ana")
    }

    @Test("corrections are made at every question, and an item they add is asked at once")
    func correctionsAtEveryQuestion() throws {
        let run = try Run(["rename 1=Spaghetti", "ana,ben", "ana", "add Fries=4.00", "ben", "ana", "total 22.00", "", "remove 2", "total 16.00", "ben"],
                          people: nil)
        #expect(run.text.contains("> rename 1=Spaghetti\nDone: rename 1=Spaghetti.\n"))
        #expect(run.text.contains("Item 1 of 2: Spaghetti $12.00 - who had it? > ana\n"))
        #expect(run.text.contains("> add Fries=4.00\nDone: add Fries=4.00.\n"))
        #expect(run.text.contains("Item 3 of 3: Fries $4.00 - who had it? > ana\n"))
        #expect(run.text.contains("Tip? (such as 10% or 5.00; Enter for none) > total 22.00\nDone: total 22.00.\n"))
        // Removing the wine at who paid leaves the items short of the total: reviewed before the split.
        #expect(run.text.contains("Who paid? (ana, ben; Enter for nobody yet) > remove 2\nDone: remove 2.\nBefore splitting: the bill does not add up:\n"))
        #expect(run.text.contains("Fix? > total 16.00\nIt adds up now: total $16.00. Splitting.\nWho paid? (ana, ben; Enter for nobody yet) > ben\n"))
        #expect(run.end == .split)
        #expect(run.session.receipt.total == Self.usd(1600))
        #expect(run.plan.excludedItems == [2])
        // The removed item's answer goes with it.
        #expect(run.plan.assignments == [1: .equally(["ana"]), 3: .equally(["ana"])])
    }

    @Test("a correction that cannot be made says why in the dialogue's words, and changes nothing")
    func wrongCorrections() throws {
        let run = try Run(["set 9=1.00", "set 1=abc", "add Fries", "date 2026-02-30", "ana", "ben", "", ""])
        #expect(run.text.contains("> set 9=1.00\nset 9: there is no item 9; the receipt has 2 items, numbered 1 to 2; type ? for the corrections\n"))
        #expect(run.text.contains("> add Fries\nadd Fries: write it as NAME=AMOUNT, such as add Bread=2.00; type ? for the corrections\n"))
        #expect(run.text.contains("> date 2026-02-30\ndate 2026-02-30: there is no such day in the calendar; type ? for the corrections\n"))
        #expect(!run.text.contains("--"))
        #expect(run.session.receipt.items == Self.sol().items && run.session.receipt.total == Self.sol().total)
        #expect(run.end == .split)
    }

    @Test("a bill that does not add up is reviewed first; a correction there makes it add up")
    func reviewFirst() throws {
        let run = try Run(["set 1=13.00", "ana", "ben", "", ""], receipt: Self.sol(total: 1900))
        #expect(run.text.contains("The receipt does not add up as read:\n  the items add up to $18.00, but the total says $19.00: $1.00 missing\n"))
        #expect(run.text.contains("It would add up with one of: tax 1.00; service 1.00; set 1=13.00; set 2=7.00; add NAME=1.00\n"))
        #expect(run.text.contains("Fix? > set 1=13.00\nIt adds up now: total $19.00.\n"))
        #expect(run.end == .split)
        #expect(run.session.checked.verified == true)
    }

    @Test("accept splits the bill as it is, and the split is not to be called verified")
    func accept() throws {
        let run = try Run(["accept", "ana", "ben", "", ""], receipt: Self.sol(total: 1900))
        #expect(run.text.contains("Accepted: the difference of $1.00 is a line of its own (rounding), shared like the tax and tip.\n"))
        #expect(run.session.receipt.rounding == Self.usd(100))
        #expect(run.session.acceptedDifference)
        #expect(run.session.checked.verified == false)
    }

    @Test("who paid offers the usual payer at the table; Enter takes them; a name not at the table is refused")
    func payerDefault() throws {
        let usual = try Run(["ana", "ben", "", "zoe", ""], setup: SessionSetup(usualPayer: "BEN"))
        #expect(usual.terminal.questions.last == "Who paid? (ana, ben; Enter for ben)")
        #expect(usual.text.contains("> zoe\nzoe is not at the table (ana, ben); type ? for help\n"))
        #expect(usual.plan.payer == "ben")
        // Someone not at the table is not offered; Enter leaves the bill without a payer, and says so.
        let open = try Run(["ana", "ben", "", ""], setup: SessionSetup(usualPayer: "carla", wording: SessionWording(namingPayerLater: "the payer is named")))
        #expect(open.terminal.questions.last == "Who paid? (ana, ben; Enter for nobody yet)")
        #expect(open.text.contains("Nobody is named as the payer: balance and settle leave this bill out until the payer is named.\n"))
        #expect(open.plan.payer == nil)
        #expect(open.end == .split)
        // Given already: not asked.
        var plan = SplitPlan()
        plan.payer = "ana"
        let given = try Run(["ana", "ben", ""], plan: plan)
        #expect(!given.terminal.questions.contains { $0.hasPrefix("Who paid?") })
    }

    @Test("a name not at the table, or no one at all, is refused at an item")
    func unknownNames() throws {
        let run = try Run(["zoe", "ana,zoe", "ok", "ana", "ben", "", ""])
        #expect(run.text.contains("> zoe\nzoe is not at the table (ana, ben); type ? for help\n"))
        #expect(run.text.contains("> ana,zoe\nzoe is not at the table (ana, ben); type ? for help\n"))
        #expect(run.text.contains("> ok\nok is no one at the table: say who had item 1 (ana, ben), skip, or ? for help\n"))
        #expect(run.plan.assignments[1] == .equally(["ana"]))
        let names = try Run(["ana,b:n", "quit"], people: nil)
        #expect(names.text.contains("\"b:n\" cannot be a name"))
    }

    @Test("skip asks an item again after the others; skipped twice, everyone shares it")
    func skip() throws {
        let run = try Run(["skip", "ben", "", "", ""])
        #expect(run.text.contains("Back to the skipped items.\n"))
        #expect(run.text.contains("Item 1 is shared by everyone.\n"))
        #expect(run.plan.assignments == [1: .everyone, 2: .equally(["ben"])])
    }

    @Test("quit before any answer stops; after answers it offers to keep them, in a file or not at all")
    func quit() throws {
        let first = try Run(["quit"])
        #expect(first.end == .quit)
        #expect(first.terminal.questions.count == 1)
        let keeper = MemoryKeeper(refusing: ["taken.json"])
        let kept = try Run(["ana", "quit", "taken.json", "later.json"], keeper: keeper)
        #expect(kept.end == .kept(path: "later.json"))
        #expect(kept.text.contains("Keep your answers? Type a file to save them in, to finish with a new session on FILE, or Enter to drop them > taken.json\ntaken.json exists already; name another file\n"))
        #expect(keeper.kept["later.json"]?.plan.assignments == [1: .equally(["ana"])])
        let dropped = try Run(["ana", "quit", ""])
        #expect(dropped.end == .quit)
        #expect(dropped.keeper.kept.isEmpty)
    }

    @Test("the end of the input ends the session at any question, with nothing split or kept", arguments: [0, 1, 2, 3])
    func endOfInput(answered: Int) throws {
        let run = try Run(Array(["ana", "ben", "10%"].prefix(answered)))
        #expect(run.end == .endOfInput)
        #expect(run.terminal.questions.count == answered + 1)
        // And while asked where to keep the answers after quit.
        let keeping = try Run(["ana", "quit"])
        #expect(keeping.end == .endOfInput)
    }

    @Test("save FILE in the review keeps the bill with the answers so far")
    func saveInTheReview() throws {
        let run = try Run(["ok", "ana", "fix", "save", "save later.json"], receipt: Self.sol(total: 1900))
        #expect(run.text.contains("> save\nName the file: save FILE, such as save dinner.json\n"))
        #expect(run.end == .kept(path: "later.json"))
        #expect(run.keeper.kept["later.json"]?.plan.assignments == [1: .equally(["ana"])])
    }

    @Test("a tip written as a bare number is asked again with both readings spelled out")
    func ambiguousTip() throws {
        let run = try Run(["ana", "ben", "15", "15%", ""])
        #expect(run.text.contains("> 15\nWrite 15% for a tip of 15 percent, or 15.00 for an amount of $15.00\n"))
        #expect(run.plan.tip?.text == "15%")
    }

    @Test("revisiting a bill asks every question again, offering the answers it had")
    func revisiting() throws {
        var plan = SplitPlan()
        plan.assignments = [1: .equally(["ana"]), 2: .weighted([PersonWeight("ana", ExactDecimal(2)), PersonWeight("ben", ExactDecimal(1))])]
        plan.tip = .percent(ExactDecimal(10))
        plan.payer = "ana"
        let run = try Run(["", "ben", "", "undo", "0", ""], setup: SessionSetup(revisiting: true), plan: plan)
        #expect(run.terminal.questions == [
            "Item 1 of 2: PASTA $12.00 - who had it? (Enter for ana)", "Item 2 of 2: WINE $6.00 - who had it? (Enter for ana:2,ben:1)",
            "Tip? (such as 10% or 5.00; Enter for 10%, 0 for none)", "Who paid? (ana, ben; Enter for ana)",
            "Tip? (such as 10% or 5.00; Enter for 10%, 0 for none)", "Who paid? (ana, ben; Enter for ana)",
        ])
        #expect(run.end == .split)
        #expect(run.plan.assignments == [1: .equally(["ana"]), 2: .equally(["ben"])])
        #expect(run.plan.tip == .amount(Self.usd(0)))
        #expect(run.plan.payer == "ana")
        // Enter everywhere keeps the bill as it was.
        let same = try Run(["", "", "", ""], setup: SessionSetup(revisiting: true), plan: plan)
        #expect(same.plan.assignments == plan.assignments && same.plan.tip == plan.tip && same.plan.payer == "ana")
    }
}

import Foundation
import Testing

/// `balance`, `settle` and `paid`, end to end: the built binary on a history of its own.
@Suite("splitbill balance, settle and paid, end to end")
struct SettleCommandTests {
    typealias Home = PrivateHome

    /// A history with two bills: ana paid a dinner where carla had 7.00 and dan 3.00; ben paid a
    /// coffee where ana had 3.00. Balances: ana +7, ben +3, carla -7, dan -3.
    static func twoBills() throws -> Home {
        let home = try Home()
        let dinner = try write(#"{"currency": "EUR", "store": "Casa Pepe", "items": [{"name": "Menu", "total": "7.00"}, {"name": "Salad", "total": "3.00"}, {"name": "Pasta", "total": "9.00"}]}"#,
                               "dinner.json", in: home)
        let coffee = try write(#"{"currency": "EUR", "items": [{"name": "Coffee", "total": "3.00"}, {"name": "Tea", "total": "2.50"}]}"#,
                               "coffee.json", in: home)
        try expectSaved(home.run(["split", dinner, "--people", "ana,carla,dan", "--assign", "1=carla", "--assign", "2=dan", "--assign", "3=ana",
                                  "--payer", "ana", "--name", "Dinner"]))
        try expectSaved(home.run(["split", coffee, "--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben", "--payer", "ben", "--name", "Coffee"]))
        return home
    }

    static func write(_ text: String, _ name: String, in home: Home) throws -> String {
        let path = home.root.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func expectSaved(_ r: CommandRunner.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.status == 0, "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("Saved as bill "), sourceLocation: sourceLocation)
    }

    @Test("balance and settle in text: +7, +3, -7, -3 settle in two transfers")
    func text() throws {
        let home = try Self.twoBills()
        let balance = try home.run(["balance"])
        #expect(balance.status == 0)
        #expect(balance.stderr == "")
        #expect(balance.stdout == """
            Balances over 2 bills

            ana is owed 7,00 €
            ben is owed 3,00 €
            dan owes 3,00 €
            carla owes 7,00 €

            """)
        let settle = try home.run(["settle"])
        #expect(settle.status == 0)
        #expect(settle.stdout == """
            Settling up 2 bills: 2 transfers, the fewest possible

            carla pays ana 7,00 €
            dan pays ben 3,00 €

            """)
    }

    @Test("settle in Markdown, JSON and CSV")
    func formats() throws {
        let home = try Self.twoBills()
        #expect(try home.run(["settle", "--format", "markdown"]).stdout == """
            ### Settling up 2 bills: 2 transfers, the fewest possible

            | From | To | Amount |
            |:--|:--|--:|
            | carla | ana | 7,00 € |
            | dan | ben | 3,00 € |

            """)
        #expect(try home.run(["settle", "--format", "csv"]).stdout == "currency,from,to,amount\r\nEUR,carla,ana,7.00\r\nEUR,dan,ben,3.00\r\n")
        #expect(try home.run(["balance", "--format", "csv"]).stdout
            == "currency,person,balance\r\nEUR,ana,7.00\r\nEUR,ben,3.00\r\nEUR,carla,-7.00\r\nEUR,dan,-3.00\r\n")
        #expect(try home.run(["balance", "--format", "markdown"]).stdout == """
            ### Balances over 2 bills

            | Person | Balance |
            |:--|--:|
            | ana | 7,00 € |
            | ben | 3,00 € |
            | dan | -3,00 € |
            | carla | -7,00 € |

            """)
        let json = try home.run(["settle", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout == """
            {
              "bills": [1, 2],
              "payments": [],
              "notCounted": [],
              "rates": [],
              "currencies": [
                {
                  "currency": "EUR",
                  "balances": [
                    {
                      "name": "ana",
                      "balance": "7.00"
                    },
                    {
                      "name": "ben",
                      "balance": "3.00"
                    },
                    {
                      "name": "carla",
                      "balance": "-7.00"
                    },
                    {
                      "name": "dan",
                      "balance": "-3.00"
                    }
                  ],
                  "transfers": [
                    {
                      "from": "carla",
                      "to": "ana",
                      "amount": "7.00"
                    },
                    {
                      "from": "dan",
                      "to": "ben",
                      "amount": "3.00"
                    }
                  ],
                  "method": "fewest",
                  "fewest": true
                }
              ]
            }

            """)
    }

    @Test("--keep-pairs: dan never owed ben, so ana passes his 3,00 € on")
    func keepPairs() throws {
        let home = try Self.twoBills()
        let r = try home.run(["settle", "--keep-pairs"])
        #expect(r.status == 0)
        #expect(r.stdout == """
            Settling up 2 bills: 3 transfers, the fewest between people who owed each other

            ana pays ben 3,00 €
            carla pays ana 7,00 €
            dan pays ana 3,00 €

            """)
    }

    @Test("--keep-pairs beyond 16 people with a balance says the transfers were found greedily")
    func keepPairsBeyondTheLimit() throws {
        let home = try PrivateHome()
        defer { try? FileManager.default.removeItem(at: home.root) }
        // One bill of 18 people, paid by p01: 17 people with a balance owe p01, who is owed.
        let people = (1...18).map { $0 < 10 ? "p0\($0)" : "p\($0)" }
        let bill = CommandRunner.sample("tapas-madrid.json")
        #expect(try home.run(["split", bill, "--people", people.joined(separator: ","), "--everyone", "1-11", "--payer", "p01"]).status == 0)
        let r = try home.run(["settle", "--keep-pairs"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Settling up 1 bill: 17 transfers between people who owed each other (too many people to search for the fewest; these are found greedily)")
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(" pays p01 2,39 €") || $0.hasSuffix(" pays p01 2,38 €") }, "\(lines)")
    }

    @Test("a payment of more than every bill the two share is saved, with a warning on how to write the amount")
    func paymentLargerThanTheBills() throws {
        let home = try Self.twoBills()
        // `5.001` in euros is five thousand and one: a point groups thousands.
        let paid = try home.run(["paid", "carla", "ana", "5.001"])
        #expect(paid.status == 0)
        #expect(paid.stdout == "Saved payment 3: carla paid ana 5.001,00 € (splitbill delete 3 undoes it).\n")
        #expect(paid.stderr.hasPrefix("warning: 5.001,00 € is more than all the bills carla and ana share come to ("))
        #expect(paid.stderr.contains("undo it with splitbill delete 3 and write the amount as EUR writes it (5,00 € for five)"))
    }

    @Test("a payment is saved, listed, counted, shown and undone with delete")
    func payment() throws {
        let home = try Self.twoBills()
        let paid = try home.run(["paid", "carla", "ana", "7"])
        #expect(paid.status == 0)
        #expect(paid.stdout == "Saved payment 3: carla paid ana 7,00 € (splitbill delete 3 undoes it).\n")
        #expect(paid.stderr == "")
        let history = try home.run(["history"]).stdout.split(separator: "\n").map(String.init)
        #expect(history.count == 4)
        #expect(history[1].range(of: #"^ 3  \d{4}-\d\d-\d\d  carla paid ana +7,00 €  carla    carla, ana$"#, options: .regularExpression) != nil)
        #expect(try home.run(["show", "3"]).stdout == "carla paid ana 7,00 €\n")
        #expect(try home.run(["show", "3", "--format", "csv"]).stdout == "from,to,amount,currency\r\ncarla,ana,7.00,EUR\r\n")
        #expect(try home.run(["settle"]).stdout == """
            Settling up 2 bills and 1 payment: 1 transfer

            dan pays ben 3,00 €

            """)
        #expect(try home.run(["balance"]).stdout == """
            Balances over 2 bills and 1 payment

            ben is owed 3,00 €
            ana is even
            carla is even
            dan owes 3,00 €

            """)
        #expect(try home.run(["delete", "3"]).stdout == "Deleted payment 3 (carla paid ana).\n")
        #expect(try home.run(["settle"]).stdout.hasPrefix("Settling up 2 bills: 2 transfers"))
        // Paid in full: everyone is even.
        #expect(try home.run(["paid", "carla", "ana", "7,00 €", "--name", "bank transfer"]).status == 0)
        #expect(try home.run(["paid", "dan", "BEN", "3"]).stdout == "Saved payment 5: dan paid ben 3,00 € (splitbill delete 5 undoes it).\n")
        #expect(try home.run(["settle"]).stdout == "Settling up 2 bills and 2 payments: everyone is even\n")
        #expect(try home.run(["show", "4", "--format", "markdown"]).stdout == "- carla paid ana 7,00 € (bank transfer)\n")
    }

    @Test("a bill without a payer is named and left out; asked for by number, it is an error")
    func noPayer() throws {
        let home = try Self.twoBills()
        let lunch = try Self.write(#"{"currency": "EUR", "items": [{"name": "Lunch", "total": "20.00"}]}"#, "lunch.json", in: home)
        try Self.expectSaved(home.run(["split", lunch, "--people", "ana,ben", "--even", "--name", "Lunch"]))
        let r = try home.run(["settle"])
        #expect(r.status == 0)
        #expect(r.stdout == """
            Settling up 2 bills: 2 transfers, the fewest possible

            carla pays ana 7,00 €
            dan pays ben 3,00 €

            Not counted: bill 3, Lunch: it has no payer (say who paid with splitbill edit 3 --payer NAME)

            """)
        let csv = try home.run(["balance", "--format", "csv"])
        #expect(csv.stderr == "Not counted: bill 3, Lunch: it has no payer (say who paid with splitbill edit 3 --payer NAME)\n")
        let asked = try home.run(["settle", "1", "3"])
        #expect(asked.status == 65)
        #expect(asked.stdout == "")
        #expect(asked.stderr == "Error: bill 3 (Lunch) has no payer, so nobody is owed for it; say who paid with splitbill edit 3 --payer NAME, or leave its number out\n")
        #expect(try home.run(["settle", "1"]).stdout == """
            Settling up 1 bill: 2 transfers, the fewest possible

            carla pays ana 7,00 €
            dan pays ana 3,00 €

            """)
        let missing = try home.run(["balance", "9"])
        #expect(missing.status == 65)
        #expect(missing.stderr == "Error: there is no saved bill 9; splitbill history lists them\n")
    }

    @Test("--group counts the bills whose people are all in it, names those with others, and refuses an unknown group")
    func group() throws {
        let home = try Self.twoBills()
        #expect(try home.run(["group", "add", "friday", "ana", "carla", "dan"]).status == 0)
        let r = try home.run(["settle", "--group", "friday"])
        #expect(r.status == 0)
        #expect(r.stdout == """
            Settling up 1 bill in the group friday: 2 transfers, the fewest possible

            carla pays ana 7,00 €
            dan pays ana 3,00 €

            """)
        #expect(try home.run(["group", "add", "couple", "ana", "ben"]).status == 0)
        #expect(try home.run(["balance", "--group", "couple"]).stdout == """
            Balances over 1 bill in the group couple

            ben is owed 3,00 €
            ana owes 3,00 €

            """)
        #expect(try home.run(["group", "add", "trio", "ana", "carla", "ben"]).status == 0)
        #expect(try home.run(["balance", "--group", "trio"]).stdout == """
            Balances over 1 bill in the group trio

            ben is owed 3,00 €
            ana owes 3,00 €

            Not counted: bill 1, Dinner: dan is not in the group trio

            """)
        let unknown = try home.run(["settle", "--group", "fridya"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr == "Error: there is no group \"fridya\" (did you mean friday?); the groups are couple, friday, trio\n")
    }

    @Test("each currency is settled on its own, unless --currency and a --rate for each other one are given")
    func currencies() throws {
        let home = try Self.twoBills()
        let diner = try Self.write(#"{"currency": "USD", "items": [{"name": "Burger", "total": "14.50"}, {"name": "Tacos", "total": "16.00"}, {"name": "Soda", "total": "2.00"}]}"#,
                                   "diner.json", in: home)
        try Self.expectSaved(home.run(["split", diner, "--people", "carla,ben,ana", "--assign", "1=carla", "--assign", "2=ben", "--assign", "3=ana",
                                       "--payer", "carla", "--name", "Diner"]))
        #expect(try home.run(["settle"]).stdout == """
            Settling up 3 bills, each currency on its own

            In EUR: 2 transfers, the fewest possible
            carla pays ana 7,00 €
            dan pays ben 3,00 €

            In USD: 2 transfers, the fewest possible
            ana pays carla $2.00
            ben pays carla $16.00

            """)
        let noRate = try home.run(["settle", "--currency", "EUR"])
        #expect(noRate.status == 64)
        #expect(noRate.stderr == "Error: bill 3 is in USD; to settle in EUR, give a rate for each, such as --rate USD=0.92 (what one USD is worth in EUR), or leave out --currency to settle each currency on its own\n")
        // ana owes carla 2.00 USD = 1.84 EUR, ben owes her 16.00 USD = 14.72 EUR.
        #expect(try home.run(["balance", "--currency", "EUR", "--rate", "USD=0.92"]).stdout == """
            Balances over 3 bills
            Amounts in USD are counted in EUR at 1 USD = 0.92 EUR.

            carla is owed 9,56 €
            ana is owed 5,16 €
            dan owes 3,00 €
            ben owes 11,72 €

            """)
        #expect(try home.run(["settle", "--currency", "EUR", "--rate", "USD=0.92"]).stdout == """
            Settling up 3 bills: 3 transfers, the fewest possible
            Amounts in USD are counted in EUR at 1 USD = 0.92 EUR.

            ben pays ana 2,16 €
            ben pays carla 9,56 €
            dan pays ana 3,00 €

            """)
        let rateAlone = try home.run(["settle", "--rate", "USD=0.92"])
        #expect(rateAlone.status == 64)
        #expect(rateAlone.stderr == "Error: --rate USD=0.92 converts to the currency to settle in; name it with --currency, such as --currency EUR\n")
        let badRate = try home.run(["balance", "--currency", "EUR", "--rate", "USD=-1"])
        #expect(badRate.status == 64)
        #expect(badRate.stderr == "Error: --rate USD=-1: unusable exchange rate: -1 is not above zero\n")
        // A rate no two currencies have is a typo, said of the rate, not of a bill it would overflow.
        let hugeRate = try home.run(["balance", "--currency", "EUR", "--rate", "USD=99999999999"])
        #expect(hugeRate.status == 64)
        #expect(hugeRate.stderr == "Error: --rate USD=99999999999: unusable exchange rate: 99999999999 is beyond 100000000 to one either way, further apart than any two currencies; check the rate\n")
        let unreadable = try home.run(["balance", "--currency", "USD", "--rate", "EUR=abc"])
        #expect(unreadable.stderr == "Error: --rate EUR=abc: write it as CODE=RATE with a dot for decimals, such as --rate EUR=1.08 (one EUR is worth 1.08 USD)\n")
        let mixed = try home.run(["paid", "ana", "ben", "16"])
        #expect(mixed.status == 64)
        #expect(mixed.stderr == "Error: ana and ben have bills in EUR and USD; say which currency this payment is in with --currency EUR or --currency USD\n")
        #expect(try home.run(["paid", "ben", "carla", "$16"]).stdout == "Saved payment 4: ben paid carla $16.00 (splitbill delete 4 undoes it).\n")
    }

    @Test("paid refuses what it cannot record, with the reason and the exit code", arguments: [
        (["paid", "ana", "bne", "5"], Int32(65), "Error: \"bne\" is in none of the saved bills (did you mean ben?); the people in them are ana, ben, carla and dan. Check the name\n"),
        (["paid", "ana", "Ana", "5"], 64, "Error: ana cannot pay themselves; name who paid and who was paid, such as splitbill paid ana ben 14.35\n"),
        (["paid", "ana", "ben", "-5"], 64, "Error: \"-5\" is negative; a payment is an amount above zero. If ben paid ana, write splitbill paid ben ana 5\n"),
        (["paid", "ana", "ben", "0,00"], 64, "Error: a payment of 0,00 records nothing; give the amount that was paid, such as 14.35\n"),
        (["paid", "ana", "ben", "99999999999999"], 64, "Error: \"99999999999999\" is too large to be an amount on a bill (the limit is 10^13 minor units)\n"),
        (["paid", "ana", "ben", "5.5555"], 64, "Error: \"5.5555\" has more decimals than EUR uses (2)\n"),
        (["paid", "ana", "ben", "five"], 64, "Error: \"five\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\"\n"),
        (["paid", "ana", "ben"], 64, "Error: say who paid, who was paid and how much, such as splitbill paid ana ben 14.35; got: ana ben\n"),
        (["paid", "ana", "ben", "5", "--currency", "USD"], 0,
         "note: ana and ben share no bill in USD; balance and settle count this payment on its own, in USD (or converted with --currency and --rate)\n"),
        (["paid", "ana", "ben", "5 €", "--currency", "USD"], 64, "Error: \"5 €\" is in EUR, but --currency says USD; give one currency\n"),
        (["paid", "ana", "ben", "5", "--name", " "], 64, "Error: --name: the name is empty; leave --name out for \"FROM paid TO\"\n"),
        (["paid", "ana", "ben", "5", "--name", String(repeating: "x", count: 501)], 64,
         "Error: --name: a name of 501 characters is longer than the limit of 500; shorten it\n"),
    ])
    func paidErrors(arguments: [String], status: Int32, stderr: String) throws {
        let home = try Self.twoBills()
        let r = try home.run(arguments)
        #expect(r.status == status)
        #expect(r.stderr == stderr)
        if status != 0 { #expect(r.stdout == "") }
        // Nothing was saved but what succeeded.
        #expect(try home.run(["history"]).stdout.split(separator: "\n").count == (status == 0 ? 4 : 3))
    }

    @Test("an empty history, a selection with nothing in it, and a malformed day")
    func empty() throws {
        let home = try Home()
        #expect(try home.run(["balance"]).stdout == "No saved bills yet; splitbill split BILL --payer NAME saves one, and balance adds them up.\n")
        let paid = try home.run(["paid", "ana", "ben", "5"])
        #expect(paid.status == 65)
        #expect(paid.stderr == "Error: there are no saved bills yet; a payment settles what people owe for bills, so split one first with --payer NAME\n")
        let full = try Self.twoBills()
        #expect(try full.run(["settle", "--since", "2999-01-01"]).stdout == "No bills to count since 2999-01-01.\n")
        #expect(try full.run(["settle", "--since", "2000-01-01"]).stdout.hasPrefix("Settling up 2 bills since 2000-01-01: 2 transfers"))
        // The same days as --date: a day of the calendar, written YYYY-MM-DD.
        for day in ["21/11/2026", "2026-02-29", "2026-11-1", "2026-13-01"] {
            let bad = try full.run(["balance", "--since", day])
            #expect(bad.status == 64)
            let why = ["2026-13-01", "2026-02-29"].contains(day) ? "there is no such day in the calendar" : "write the day as YYYY-MM-DD, such as 2026-11-20"
            #expect(bad.stderr == "Error: --since \(day): \(why)\n")
        }
        #expect(try full.run(["balance", "--since", "2028-02-29"]).stdout == "No bills to count since 2028-02-29.\n")
    }
}

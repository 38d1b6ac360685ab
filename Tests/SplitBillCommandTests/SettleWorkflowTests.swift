import Foundation
import Testing

/// Issue 54, settling: the `paid` commands to copy, and the currency of a payment taken from what settle proposes.
@Suite("the table workflow: settling up")
struct SettleWorkflowTests {
    @Test("settle writes the paid command of each transfer on standard error, the chat text stays as it was")
    func paidCommands() throws {
        let home = try SettleCommandTests.twoBills()
        let settle = try home.run(["settle"])
        #expect(settle.status == 0)
        #expect(settle.stdout == "Settling up 2 bills: 2 transfers, the fewest possible\n\ncarla pays ana 7,00 €\ndan pays ben 3,00 €\n")
        #expect(settle.stderr == "Record each transfer once made:\n  splitbill paid carla ana 7.00\n  splitbill paid dan ben 3.00\n")
        // Not in the other formats, which are for programs.
        #expect(try home.run(["settle", "--format", "json"]).stderr == "")
        // Copied as printed, the command records the transfer, and settle has one left.
        #expect(try home.run(["paid", "carla", "ana", "7.00"]).status == 0)
        #expect(try home.run(["settle"]).stderr == "Record each transfer once made:\n  splitbill paid dan ben 3.00\n")
    }

    @Test("with bills in two currencies, paid takes the one in which settle proposes the transfer, else the one in which it is owed")
    func paidInfersTheCurrency() throws {
        let home = try SettleCommandTests.twoBills()
        let diner = try SettleCommandTests.write(#"{"currency": "USD", "items": [{"name": "Burger", "total": "14.50"}, {"name": "Tacos", "total": "16.00"}, {"name": "Soda", "total": "2.00"}]}"#,
                                                 "diner.json", in: home)
        #expect(try home.run(["split", diner, "--people", "carla,ben,ana", "--assign", "1=carla", "--assign", "2=ben", "--assign", "3=ana",
                              "--payer", "carla", "--name", "Diner"]).status == 0)
        let settle = try home.run(["settle"])
        #expect(settle.stderr == """
            Record each transfer once made:
              splitbill paid carla ana 7.00 --currency EUR
              splitbill paid dan ben 3.00 --currency EUR
              splitbill paid ana carla 2.00 --currency USD
              splitbill paid ben carla 16.00 --currency USD

            """)
        let proposed = try home.run(["paid", "carla", "ana", "7"])
        #expect(proposed.status == 0)
        #expect(proposed.stdout == "Saved payment 4: carla paid ana 7,00 € (splitbill delete 4 undoes it).\n")
        #expect(proposed.stderr == "note: taken as EUR: settle proposes that carla pays ana this amount in EUR (--currency says otherwise)\n")
        #expect(try home.run(["delete", "4"]).status == 0)
        let owed = try home.run(["paid", "carla", "ana", "5"])
        #expect(owed.stdout == "Saved payment 5: carla paid ana 5,00 € (splitbill delete 5 undoes it).\n")
        #expect(owed.stderr == "note: taken as EUR, the one currency in which carla owes ana (--currency says otherwise)\n")
        // Neither: asked.
        let mixed = try home.run(["paid", "ana", "ben", "16"])
        #expect(mixed.status == 64)
        #expect(mixed.stderr == "Error: ana and ben have bills in EUR and USD; say which currency this payment is in with --currency EUR or --currency USD\n")
    }
}

extension SettleWorkflowTests {
    @Test("a name with a space is quoted in the paid command, which records the transfer as printed")
    func quotedNames() throws {
        let home = try PrivateHome()
        #expect(try home.run(["split", CommandRunner.sample("tapas-madrid.json"), "--people", "ana maria,ben", "--even", "--payer", "ben"]).status == 0)
        let settle = try home.run(["settle"])
        #expect(settle.stdout == "Settling up 1 bill: 1 transfer\n\nana maria pays ben 21,50 €\n")
        #expect(settle.stderr == "Record each transfer once made:\n  splitbill paid 'ana maria' ben 21.50\n")
        let paid = try home.run(["paid", "ana maria", "ben", "21.50"])
        #expect(paid.status == 0)
        #expect(try home.run(["settle"]).stdout == "Settling up 1 bill and 1 payment: everyone is even\n")
    }
}

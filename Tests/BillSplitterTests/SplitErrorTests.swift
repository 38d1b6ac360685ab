import BillSplitter
import SplitBillCore
import Testing

@Suite("Splits that cannot be made say why")
struct SplitErrorTests {
    let receipt = Receipt(currency: .eur, items: [
        LineItem(name: "Pizza", total: Money(minorUnits: 1200, currency: .eur)),
        LineItem(name: "Beer", quantity: ExactDecimal(3), total: Money(minorUnits: 900, currency: .eur)),
        LineItem(name: "Water", total: Money(minorUnits: 200, currency: .eur)),
    ])

    func message(_ plan: SplitPlan, _ receipt: Receipt? = nil) -> String? {
        do {
            _ = try BillSplitter().split(receipt ?? self.receipt, plan: plan)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("unassigned items are named")
    func unassigned() {
        #expect(message(SplitPlan(people: ["ana"], assignments: [1: .equally(["ana"])]))
            == "nobody was assigned items 2 (Beer), 3 (Water); give them to someone or to everyone, or share them equally between all")
        #expect(message(SplitPlan(people: ["ana"], assignments: [1: .equally(["ana"])], splitUnassignedEvenly: true)) == nil)
    }

    @Test("an item that costs nothing needs nobody")
    func freeItemNeedsNobody() throws {
        var free = receipt
        free.items[2] = LineItem(name: "Water", total: .zero(.eur))
        #expect(message(SplitPlan(people: ["ana"], assignments: [1: .equally(["ana"])]), free)
            == "nobody was assigned item 2 (Beer); give it to someone or to everyone, or share it equally between all")
        let result = try BillSplitter().split(free, plan: SplitPlan(people: ["ana", "ben"], assignments: [1: .equally(["ana"]), 2: .equally(["ben"])]))
        #expect(result.people.map(\.total.minorUnits) == [1200, 900])
        // Nobody's portion: it is listed for no one.
        #expect(result.people.allSatisfy { person in !person.portions.contains { $0.name == "Water" } })
    }

    @Test("an unknown person is named, with a suggestion")
    func unknownPerson() {
        #expect(message(SplitPlan(people: ["ana", "ben"], assignments: [1: .equally(["bne"]), 2: .everyone, 3: .everyone]))
            == "\"bne\" is not one of the people (did you mean ben?); the people are ana, ben. Add bne to the people or fix the name")
        // Named before the items its misspelling leaves unassigned, and as the payer too.
        #expect(message(SplitPlan(people: ["ana", "ben"], assignments: [1: .equally(["zoe"])]))
            == "\"zoe\" is not one of the people; the people are ana, ben. Add zoe to the people or fix the name")
        #expect(message(SplitPlan(people: ["ana", "ben"], assignments: [1: .everyone], payer: "bne"))?.hasPrefix("\"bne\" is not one of the people") == true)
    }

    @Test("a name with a separator, a line break or nothing in it, or TOTAL (the CSV's totals row), is refused, whether listed or only assigned")
    func invalidNames() {
        let rule = "names must not be empty, be TOTAL (the CSV's row of the bill's totals) or contain , : = or a line break"
        for bad in ["ana\nx", "a=b", " ", "tab\there", "TOTAL", "total"] {
            // Said with the control characters escaped, so that the message itself stays on its line.
            #expect(message(SplitPlan(people: [bad, "ben"], even: true)) == "\"\(bad.escapingControlCharacters)\" cannot be a name; \(rule)")
            #expect(message(SplitPlan(assignments: [1: .equally([bad]), 2: .equally(["ben"]), 3: .equally(["ben"])]))
                == "\"\(bad.escapingControlCharacters)\" cannot be a name; \(rule)")
        }
        #expect(SplitPlan.isValidName("Zoë-Ann O'Neil"))
        #expect(SplitPlan.isValidName("Totally"))
    }

    @Test("an item number outside the bill")
    func outOfRange() {
        #expect(message(SplitPlan(people: ["ana"], assignments: [4: .everyone]))
            == "there is no item 4; the bill has 3 items, numbered 1 to 3")
    }

    @Test("units must add up to the quantity")
    func unitsMismatch() throws {
        let plan = SplitPlan(assignments: [1: .equally(["ana"]), 2: try ItemShare(parsing: "ana:1,ben:1", asUnits: true), 3: .everyone])
        #expect(message(plan) == "item 2 (Beer) has a quantity of 3, but 2 units were assigned; the units must add up to 3")
        let noQuantity = SplitPlan(assignments: [1: try ItemShare(parsing: "ana:1,ben:1", asUnits: true), 2: .everyone, 3: .everyone])
        #expect(message(noQuantity) == "item 1 (Pizza) has no quantity on the bill, so it cannot be split by units; share it by weight instead (1=ana:2,ben:1)")
    }

    @Test("a weight of zero is refused when read")
    func zeroWeight() {
        #expect {
            _ = try ItemShare(parsing: "ana:0,ben:1")
        } throws: { error in
            (error as? SplitError)?.description == "cannot read the share \"ana:0,ben:1\": ana has a weight of 0; it must be above zero (leave ana out instead)"
        }
    }

    @Test("a share by units that is no number, or too many units, says units, not weight")
    func unitsMessages() {
        #expect {
            _ = try ItemShare(parsing: "ana:x", asUnits: true)
        } throws: { error in
            (error as? SplitError)?.description == "cannot read the share \"ana:x\": \"x\" after ana: is not a number; write a number of units such as ana:2"
        }
        #expect {
            _ = try ItemShare(parsing: "ana:2000000", asUnits: true)
        } throws: { error in
            (error as? SplitError)?.description == "cannot read the share \"ana:2000000\": ana has 2000000 units, more than the limit of 1000000"
        }
        #expect {
            _ = try ItemShare(parsing: "ana:x")
        } throws: { error in
            (error as? SplitError)?.description == "cannot read the share \"ana:x\": \"x\" after ana: is not a number; write a weight such as ana:2"
        }
    }

    @Test("a negative tip is refused when read")
    func negativeTip() {
        #expect {
            _ = try Charge(parsing: "-5%", currency: .eur, what: "tip")
        } throws: { error in
            (error as? SplitError)?.description == "cannot read the tip \"-5%\": a tip cannot be negative"
        }
        #expect {
            _ = try Charge(parsing: "abc", currency: .eur, what: "tip")
        } throws: { error in
            (error as? SplitError)?.description == "cannot read the tip \"abc\": \"abc\" is not an amount; write a number such as \"12.50\", \"1,234.56\" or \"12,50 €\"; or a percentage such as 18%"
        }
    }

    @Test("a receipt whose parts miss its total")
    func totalMismatch() {
        var r = receipt
        r.total = Money(minorUnits: 2400, currency: .eur)
        #expect(message(SplitPlan(people: ["ana"], assignments: [1: .everyone, 2: .everyone, 3: .everyone]), r)
            == "the bill does not add up: the items add up to 23,00 €, but its total says 24,00 €. Check the items and totals in the bill file against the receipt, or remove \"total\" to trust the items")
    }

    @Test("nobody to split between, and even splits with assignments")
    func noPeople() {
        #expect(message(SplitPlan()) == "nobody to split between; name the people, or give the items to people")
        #expect(message(SplitPlan(splitUnassignedEvenly: true)) == "nobody to split between; name the people, or give the items to people")
        #expect(message(SplitPlan(people: ["ana"], assignments: [1: .everyone], even: true))
            == "an even split shares everything equally, so item assignments make no sense with it; split evenly or by the assignments, not both")
    }

    @Test("the problem alone, for a caller that says what to do in its own words")
    func problemWithoutAdvice() {
        let unassigned = SplitError.unassignedItems([(number: 2, name: "Beer")])
        #expect(unassigned.problem == "nobody was assigned item 2 (Beer)")
        #expect(unassigned.description.hasPrefix(unassigned.problem + "; "))
        #expect(SplitError.unknownPerson("bne", known: ["ana", "ben"]).problem
            == "\"bne\" is not one of the people (did you mean ben?); the people are ana, ben")
        // An error without advice is its own problem.
        #expect(SplitError.duplicatePerson("ana").problem == SplitError.duplicatePerson("ana").description)
    }

    @Test("a correction that cannot be made names it as a value, and says why")
    func invalidEdits() {
        #expect {
            _ = try ReceiptEdits(amounts: [5: Money(minorUnits: 100, currency: .eur)]).apply(to: receipt, plan: SplitPlan())
        } throws: { error in
            guard case .invalidEdit(.amount(item: 5), let reason) = error as? SplitError else { return false }
            return reason == "there is no item 5; the receipt has 3 items, numbered 1 to 3"
                && (error as? SplitError)?.description == "the amount of item 5: there is no item 5; the receipt has 3 items, numbered 1 to 3"
        }
        #expect {
            _ = try ReceiptEdits(names: [2: "  "]).apply(to: receipt, plan: SplitPlan())
        } throws: { error in
            (error as? SplitError) == .invalidEdit(.name(item: 2), reason: "the new name is empty")
        }
    }

    @Test("a fraction of a unit is its own error, with the name and the units")
    func fractionalUnits() {
        #expect {
            _ = try ItemShare(parsing: "ana:1.5", asUnits: true)
        } throws: { error in
            guard case .fractionalUnits("ana:1.5", name: "ana", units: let units) = error as? SplitError else { return false }
            return units == ExactDecimal("1.5")!
                && (error as? SplitError)?.description == "cannot read the share \"ana:1.5\": ana has 1.5 units; units are whole numbers (a share by weight may have a fraction)"
        }
    }
}

import BillSplitter
import SplitBillCore
import Testing

/// Splits a person can check by hand; each expectation's arithmetic is in the comment beside it.
@Suite("Worked examples")
struct WorkedExampleTests {
    func eur(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .eur) }
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    /// A real Spanish tapas-bar receipt (SampleReceipts/tapas-madrid.txt): 11 lines, 43,00 € with VAT (IVA) included.
    var tapas: Receipt {
        let lines: [(String, Int, Int64)] = [
            ("Z. PIÑA", 1, 140), ("POLLO EMPANADO", 1, 500), ("COCACOLA ZERO", 1, 140), ("PAN Y PICOS", 2, 80),
            ("T. CHOCOS", 1, 300), ("CLARA LIMON", 2, 320), ("TARTAR DE SALMON", 1, 950), ("MILHOJA DE MANGO", 1, 1000),
            ("QUESO PROVOLA AL HORNO", 1, 450), ("TAPA DE ARROZ", 1, 280), ("COCACOLA", 1, 140),
        ]
        return Receipt(currency: .eur,
                       items: lines.map { LineItem(name: $0.0, quantity: ExactDecimal($0.1), total: eur($0.2)) },
                       subtotal: eur(4300), taxes: [TaxLine(amount: eur(391))], taxIncluded: true, total: eur(4300))
    }

    @Test("the Spanish receipt three ways, one shared item, 10% tip")
    func tapasThreeWays() throws {
        var plan = SplitPlan(people: ["ana", "ben", "carla"], tip: .percent(ExactDecimal(10)), payer: "ana")
        for n in [1, 5, 8, 11] { plan.assignments[n] = .equally(["ana"]) }
        for n in [2, 6, 9] { plan.assignments[n] = .equally(["ben"]) }
        for n in [3, 7, 10] { plan.assignments[n] = .equally(["carla"]) }
        plan.assignments[4] = .everyone
        let r = try BillSplitter().split(tapas, plan: plan)

        // Bread 0,80 € / 3 = 0,2667 each: 26 cents each and 2 cents left, to the first two (equal
        // remainders and weights, so the order of the people decides).
        #expect(r.people.map { $0.portions.first { $0.item == 4 }!.amount } == [eur(27), eur(27), eur(26)])
        // ana 1,40 + 3,00 + 10,00 + 1,40 + 0,27; ben 5,00 + 3,20 + 4,50 + 0,27; carla 1,40 + 9,50 + 2,80 + 0,26.
        #expect(r.people.map(\.items) == [eur(1607), eur(1297), eur(1396)])
        // Tip 10% of 43,00 = 4,30, by items: 430 × 1607/4300 = 160.7, 129.7, 139.6 -> 160, 129, 139 and
        // 2 cents left; ana and ben tie at .7, so both get one.
        #expect(r.bill.tip == eur(430))
        #expect(r.people.map(\.tip) == [eur(161), eur(130), eur(139)])
        // VAT 3,91 included, only shown: 391 × 1607/4300 = 146.1, 117.9, 126.9 -> ben and carla round up.
        #expect(r.people.map(\.tax) == [eur(146), eur(118), eur(127)])
        #expect(r.bill.taxIncluded)
        #expect(r.people.map(\.total) == [eur(1768), eur(1427), eur(1535)])
        #expect(r.total == eur(4730))
        #expect(r.settlements.map(\.amount) == [eur(1427), eur(1535)])
        #expect(r.settlements.map(\.from) == ["ben", "carla"])
    }

    @Test("US dinner: 8.875% tax added, 18% tip on the pre-tax amount")
    func usDinner() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "Steak", total: usd(2000)), LineItem(name: "Salad", total: usd(1000))])
        let plan = SplitPlan(people: ["ana", "ben"], assignments: [1: .equally(["ana"]), 2: .equally(["ben"])],
                             tip: .percent(ExactDecimal(18)), tax: .percent(ExactDecimal("8.875")!))
        let r = try BillSplitter().split(receipt, plan: plan)
        // Tax 30.00 × 8.875% = 2.6625 -> 2.66; ana 266 × 2/3 = 177.3, ben 88.7 -> ben gets the cent.
        #expect(r.bill.tax == usd(266))
        #expect(r.people.map(\.tax) == [usd(177), usd(89)])
        // Tip 18% of 30.00 = 5.40 -> 3.60 and 1.80.
        #expect(r.people.map(\.tip) == [usd(360), usd(180)])
        #expect(r.people.map(\.total) == [usd(2537), usd(1269)])
        #expect(r.total == usd(3806))
    }

    @Test("a tip after tax is taken of the amount with tax")
    func tipAfterTax() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "Pizza", total: usd(10000))])
        let plan = SplitPlan(people: ["ana"], assignments: [1: .equally(["ana"])], tip: .percent(ExactDecimal(20)),
                             tipBase: .afterTax, tax: .percent(ExactDecimal(10)))
        // 100.00 + 10.00 tax = 110.00; 20% of that is 22.00.
        #expect(try BillSplitter().split(receipt, plan: plan).bill.tip == usd(2200))
    }

    @Test("units: of 3 beers for 10.00, ana had 2 and ben 1")
    func units() throws {
        let receipt = Receipt(currency: .eur, items: [LineItem(name: "Beer", quantity: ExactDecimal(3), total: eur(1000))])
        let plan = SplitPlan(assignments: [1: try ItemShare(parsing: "ana:2,ben:1", asUnits: true)])
        let r = try BillSplitter().split(receipt, plan: plan)
        // 1000 × 2/3 = 666.7, 1000 × 1/3 = 333.3 -> ana has the larger remainder.
        #expect(r.people.map(\.items) == [eur(667), eur(333)])
        #expect(r.people[0].portions[0].share == "2 of 3")
    }

    @Test("add-ons follow their item: a 25,000 tea with a 4,000 topping, shared by two")
    func addOnsFollowTheirItem() throws {
        let idr = { (v: Int64) in Money(minorUnits: v, currency: .idr) }
        let tea = LineItem(name: "MANGO GT (L)", total: idr(25000), addOns: [Adjustment(name: "PEARL (L)", amount: idr(4000))])
        let receipt = Receipt(currency: .idr, items: [tea, LineItem(name: "Water", total: idr(5000))], total: idr(34000))
        let plan = SplitPlan(assignments: [1: .equally(["ana", "ben"]), 2: .equally(["ben"])])
        let r = try BillSplitter().split(receipt, plan: plan)
        // (25,000 + 4,000) / 2 = 14,500 each; ben also 5,000.
        #expect(r.people.map(\.items) == [idr(14500), idr(19500)])
        #expect(receipt.itemsTotal == idr(34000))
    }

    @Test("add-ons are written to and read from a bill file")
    func addOnsInABillFile() throws {
        let idr = { (v: Int64) in Money(minorUnits: v, currency: .idr) }
        let tea = LineItem(name: "MANGO GT (L)", total: idr(25000), addOns: [Adjustment(name: "PEARL (L)", amount: idr(4000))])
        let receipt = Receipt(currency: .idr, items: [tea], total: idr(29000))
        let text = JSONValue.object(receipt.jsonObject).serialized()
        #expect(text.contains("\"addOns\""))
        let read = try BillFile(json: try JSONValue(parsing: text))
        #expect(read.receipt.items == [tea])
        // A discount may take off the add-ons too, but no more than the item with them.
        let tooMuch = try JSONValue(parsing: #"{"currency": "IDR", "items": [{"name": "Tea", "total": "25000", "discount": "30000", "addOns": [{"name": "Pearl", "amount": "4000"}]}]}"#)
        #expect(throws: BillFileError.self) { try BillFile(json: tooMuch) }
    }

    @Test("weights: ana 2 parts, ben 1 part of 9.00; decimals allowed")
    func weights() throws {
        let receipt = Receipt(currency: .eur, items: [LineItem(name: "Wine", total: eur(900))])
        let r = try BillSplitter().split(receipt, plan: SplitPlan(assignments: [1: try ItemShare(parsing: "ana:2,ben:1")]))
        #expect(r.people.map(\.items) == [eur(600), eur(300)])
        #expect(r.people.map { $0.portions[0].share } == ["2/3", "1/3"])
        let half = try BillSplitter().split(receipt, plan: SplitPlan(assignments: [1: try ItemShare(parsing: "ana:1.5,ben:0.5")]))
        #expect(half.people.map(\.items) == [eur(675), eur(225)])
    }

    @Test("ten cents between three: the first listed gets the extra cent")
    func tieBreak() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "Mint", total: usd(10))])
        let r = try BillSplitter().split(receipt, plan: SplitPlan(people: ["a", "b", "c"], assignments: [1: .everyone]))
        #expect(r.people.map(\.total) == [usd(4), usd(3), usd(3)])
    }

    @Test("even split: totals differ by at most a cent, and every column still adds up")
    func even() throws {
        let r = try BillSplitter().split(tapas, plan: SplitPlan(people: ["ana", "ben", "carla"], even: true, tip: .percent(ExactDecimal(10))))
        // 47,30 / 3 = 15,7667: 15,77, 15,77, 15,76.
        #expect(r.people.map(\.total) == [eur(1577), eur(1577), eur(1576)])
        #expect(r.people.map(\.tip).reduce(eur(0), +) == eur(430))
    }

    @Test("discounts: an item's own and the bill's, shared by items")
    func discounts() throws {
        let receipt = Receipt(currency: .eur, items: [
            LineItem(name: "Menu", total: eur(2000), discount: eur(500)),  // 15,00 after its discount
            LineItem(name: "Wine", total: eur(1500)),
        ], discounts: [Adjustment(name: "Happy hour", amount: eur(300))], taxIncluded: true, total: eur(2700))
        let plan = SplitPlan(assignments: [1: .equally(["ana"]), 2: .equally(["ben"])])
        let r = try BillSplitter().split(receipt, plan: plan)
        // Items 15,00 + 15,00; the 3,00 discount is shared 1,50 / 1,50.
        #expect(r.people.map(\.items) == [eur(1500), eur(1500)])
        #expect(r.people.map(\.discount) == [eur(150), eur(150)])
        #expect(r.people.map(\.total) == [eur(1350), eur(1350)])
    }

    @Test("an equal share of a discount larger than someone's items is refused, naming them")
    func equalDiscountBelowZero() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "A", total: usd(100)), LineItem(name: "B", total: usd(9900))])
        var plan = SplitPlan(assignments: [1: .equally(["ana"]), 2: .equally(["ben"])], discount: .amount(usd(1000)), extras: .equal)
        plan.payer = "ben"
        #expect(throws: SplitError.negativeShare(person: "ana", total: usd(-400))) { try BillSplitter().split(receipt, plan: plan) }
        // In proportion to the items, the same discount leaves everyone a part above zero.
        plan.extras = .proportional
        let r = try BillSplitter().split(receipt, plan: plan)
        #expect(r.people.map(\.total) == [usd(90), usd(8910)])
        #expect(r.settlements.map(\.amount) == [usd(90)])
    }

    @Test("extras shared equally on request")
    func equalExtras() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "A", total: usd(9000)), LineItem(name: "B", total: usd(1000))])
        let plan = SplitPlan(assignments: [1: .equally(["ana"]), 2: .equally(["ben"])], tip: .amount(usd(1000)), extras: .equal)
        let r = try BillSplitter().split(receipt, plan: plan)
        #expect(r.people.map(\.tip) == [usd(500), usd(500)])
    }

    @Test("a printed tip and rounding count towards the receipt's total")
    func printedTipAndRounding() throws {
        let receipt = Receipt(currency: .idr, items: [LineItem(name: "Nasi", total: Money(minorUnits: 75_045, currency: .idr))],
                              tip: Money(minorUnits: 5_000, currency: .idr), rounding: Money(minorUnits: -45, currency: .idr),
                              total: Money(minorUnits: 80_000, currency: .idr))
        let r = try BillSplitter().split(receipt, plan: SplitPlan(assignments: [1: .equally(["ana", "ben"])]))
        #expect(r.total.minorUnits == 80_000)
        #expect(r.people.map(\.total.minorUnits) == [40_000, 40_000])
    }

    // wr-91566d057d: `Gratuity Guide 15% $4.64` read as a tip the total $30.94 does not hold.
    @Test("a tip given replaces a printed tip, which the printed total need not hold")
    func tipReplacesAPrintedSuggestion() throws {
        let receipt = Receipt(currency: .usd, items: [LineItem(name: "Burger", total: usd(2845))], taxes: [TaxLine(amount: usd(249))],
                              taxIncluded: false, tip: usd(464), total: usd(3094))
        let plan = SplitPlan(assignments: [1: .equally(["ana", "ben"])])
        // As read, the parts make 35.58: the split stops.
        #expect(throws: SplitError.self) { try BillSplitter().split(receipt, plan: plan) }
        var noTip = plan
        noTip.tip = .amount(usd(0))
        #expect(try BillSplitter().split(receipt, plan: noTip).total == usd(3094))
        var fifteen = plan
        fifteen.tip = .percent(ExactDecimal("15")!)
        let r = try BillSplitter().split(receipt, plan: fifteen)
        #expect(r.total == usd(3094 + 427))
        #expect(r.people.map(\.total).reduce(usd(0), +) == r.total)
        // A total that holds the printed tip still checks: the given tip takes its place.
        var printed = receipt
        printed.total = usd(3558)
        #expect(try BillSplitter().split(printed, plan: fifteen).total == usd(3094 + 427))
        #expect(ReceiptCheck(receipt, plan: noTip).addsUp)
        #expect(!ReceiptCheck(receipt, plan: plan).addsUp)
        // A bill that does not say whether its tax is included: the total without the printed tip says it.
        let unsaid = Receipt(currency: .usd, items: [LineItem(name: "Burger", total: usd(1000)), LineItem(name: "Salad", total: usd(800))],
                             taxes: [TaxLine(amount: usd(100))], tip: usd(270), total: usd(1800))
        var both = noTip
        both.assignments[2] = .equally(["ana", "ben"])
        let split = try BillSplitter().split(unsaid, plan: both)
        #expect(split.total == usd(1800) && split.bill.taxIncluded)
        #expect(ReceiptCheck(unsaid, plan: noTip).addsUp)
    }
}

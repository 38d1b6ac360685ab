import BillSplitter
import SplitBillCore

// Three friends, a pizza each, one shared bottle of wine, 10% tip, tax included (VAT).
let eur = Currency.eur
let receipt = Receipt(
    currency: eur,
    items: [
        LineItem(name: "Margherita", total: try Money(parsing: "9,50", currency: eur)),
        LineItem(name: "Diavola", total: try Money(parsing: "11,00", currency: eur)),
        LineItem(name: "Quattro formaggi", total: try Money(parsing: "12,50", currency: eur)),
        LineItem(name: "Chianti", total: try Money(parsing: "24,00", currency: eur)),
    ],
    taxIncluded: true,
    total: try Money(parsing: "57,00 €", currency: eur)
)
var plan = SplitPlan(people: ["ana", "ben", "carla"], tip: .percent(ExactDecimal(10)))
plan.assignments = [1: .equally(["ana"]), 2: .equally(["ben"]), 3: .equally(["carla"]), 4: .everyone]
let result = try BillSplitter().split(receipt, plan: plan)
print(result.textSummary, terminator: "")

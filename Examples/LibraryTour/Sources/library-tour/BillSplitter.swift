import BillSplitter
import SplitBillCore

func billSplitter() throws {
    let receipt = Receipt(currency: .eur, items: [
        LineItem(name: "Margherita", total: try Money(parsing: "9,50", currency: .eur)),
        LineItem(name: "Chianti", total: try Money(parsing: "24,00", currency: .eur)),
    ], taxIncluded: true)
    var plan = SplitPlan(people: ["ana", "ben"], tip: .percent(ExactDecimal(10)))
    plan.assignments = [1: .equally(["ana"]), 2: .everyone]
    let result = try BillSplitter().split(receipt, plan: plan)
    print(result.textSummary)
}

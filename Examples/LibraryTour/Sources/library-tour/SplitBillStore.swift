import BillSplitter
import Foundation
import SplitBillCore
import SplitBillStore

func splitBillStore() throws {
    let receipt = Receipt(currency: .usd, items: [LineItem(name: "Pizza", total: try Money(parsing: "24.00", currency: .usd))])
    let plan = SplitPlan(people: ["ana", "ben"], even: true, payer: "ana")
    let result = try BillSplitter().split(receipt, plan: plan)

    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tour-\(UUID()).sqlite").path
    let store = try BillStore(path: path)
    let id = try store.save(SavedBill(createdAt: Date(), name: "Pizza night", receipt: receipt, plan: plan, result: result))
    for bill in try store.list() { print(bill.id, bill.name, bill.total.formatted, bill.payer ?? "-") }  // 1 Pizza night $24.00 ana
    print(try store.bill(id).result.people.map(\.total.formatted))  // ["$12.00", "$12.00"]
}

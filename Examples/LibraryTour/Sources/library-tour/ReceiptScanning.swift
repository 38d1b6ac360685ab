import BillSplitter
import ReceiptScanning
import SplitBillCore

func receiptScanning() throws {
    let scanned = try ReceiptScanner().scan(photo: "el-greco-brussels.jpg")  // or .scan(text:), .scan(photos:workers:)
    print(scanned.isVerified ? "adds up" : "check it", scanned.receipt.findings)

    var request = SplitRequest(receipt: scanned.receipt)
    request.flags = SplitPlan(people: ["ana", "ben"], tip: .percent(ExactDecimal(10)))
    request.flags.assignments = [1: .everyone, 2: .equally(["ana"]), 3: .equally(["ben"])]
    request.edits.amounts[3] = try Money(parsing: "17,00", currency: scanned.receipt.currency)  // a misread price
    let (receipt, plan) = try request.resolved()
    print(try BillSplitter().split(receipt, plan: plan).textSummary)
}

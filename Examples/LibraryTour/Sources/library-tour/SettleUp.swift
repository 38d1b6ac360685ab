import SettleUp
import SplitBillCore

func settleUp() throws {
    var ledger = Ledger(currency: .eur)
    try ledger.add(Debt(debtor: "ben", creditor: "ana", amount: try Money(parsing: "25,85", currency: .eur)))
    try ledger.add(Debt(debtor: "ana", creditor: "ben", amount: try Money(parsing: "9,50", currency: .eur)))
    for transfer in try TransferPlanner().plan(ledger).transfers {
        print("\(transfer.from) pays \(transfer.to) \(transfer.amount.formatted)")  // ben pays ana 16,35 €
    }
}

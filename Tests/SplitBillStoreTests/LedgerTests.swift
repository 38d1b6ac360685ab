import BillSplitter
import Foundation
import GRDB
import SettleUp
import SplitBillCore
@testable import SplitBillStore
import Testing

/// What settling needs of the history, kept with each split so that balances read no receipt: the same as
/// the bills' results say, for splits saved before it was kept and after an older splitbill changed them.
@Suite("The ledger kept with the bills")
struct LedgerTests {
    func expected(_ bill: SavedBill) -> SettleEntry.Content {
        .bill(payer: bill.result.payer, shares: bill.result.people.map { .init(person: $0.name, total: $0.total) })
    }

    @Test("each split's payer and shares and each payment, oldest first, as the entries say")
    func ledgerOfSplitsAndPayments() throws {
        let path = try BillStoreTests.temporaryPath()
        let store = try BillStore(path: path)
        let bill = try BillStoreTests.sampleBill()
        let id = try store.save(bill)
        let paid = try store.save(Payment(createdAt: Date(timeIntervalSince1970: 1_795_000_100), name: "ana paid ben", from: "ana", to: "ben",
                                          amount: Money(minorUnits: 500, currency: .eur)))
        let ledger = try store.ledger()
        #expect(ledger.map(\.id) == [id, paid])
        #expect(ledger[0].content == expected(bill) && ledger[0].currency == .eur && ledger[0].name == "Friday")
        #expect(ledger[1].content == .payment(from: "ana", to: "ben", amount: Money(minorUnits: 500, currency: .eur)))
        #expect(ledger[0].people == ["ana", "ben"] && ledger[1].people == ["ana", "ben"])
        // The shares are kept in the row.
        let kept = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "SELECT ledger FROM bill WHERE id = ?", arguments: [id]) }
        #expect(kept?.contains("\"shares\"") == true)
        #expect(try !store.isEmpty())
    }

    @Test("a split saved before the shares were kept, or changed since by a splitbill that does not keep them, is read from its result")
    func olderRowsReadFromTheResult() throws {
        let path = try BillStoreTests.temporaryPath()
        let store = try BillStore(path: path)
        let bill = try BillStoreTests.sampleBill()
        let first = try store.save(bill)
        let second = try store.save(try BillStoreTests.sampleBill(name: "Saturday"))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "UPDATE bill SET ledger = NULL WHERE id = ?", arguments: [first])
            // An older splitbill's edit: the result and people change, the kept shares do not.
            var edited = bill.plan
            edited.payer = "ana"
            edited.people = ["ana", "ben", "carla"]
            let result = try BillSplitter().split(bill.receipt, plan: edited)
            try db.execute(sql: "UPDATE bill SET result = ?, people = ? WHERE id = ?",
                           arguments: [result.json.serialized(pretty: false), #"["ana","ben","carla"]"#, second])
        }
        try queue.close()
        let ledger = try store.ledger()
        #expect(ledger[0].content == expected(bill))
        guard case .bill(let payer, let shares) = ledger[1].content else { Issue.record("no bill"); return }
        #expect(payer == "ana" && shares.map(\.person) == ["ana", "ben", "carla"])
    }

    @Test("a history of an older schema, opened to read, has its ledger read from the results")
    func olderSchemaReadOnly() throws {
        let path = try BillStoreTests.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(BillStore.applicationID)") }
        try BillStore.migrator.migrate(queue, upTo: "v4 group payer")
        try queue.close()
        let bill = try BillStoreTests.sampleBill()
        do {
            // Saved as a splitbill of schema v4 saved it: no ledger column.
            let old = try DatabaseQueue(path: path)
            let file = JSONValue.object(bill.receipt.jsonObject).serialized(pretty: false)
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO bill (createdAt, name, store, currency, total, people, receipt, plan, result)
                    VALUES (1795000000, 'Friday', 'Casa Pepe', 'EUR', ?, '["ana","ben"]', ?, ?, ?)
                    """, arguments: [bill.result.total.plainString, file, JSONValue.object(bill.plan.jsonObject).serialized(pretty: false),
                                     bill.result.json.serialized(pretty: false)])
            }
            try old.close()
        }
        let reader = try BillStore(path: path, readOnly: true)
        #expect(try reader.ledger().map(\.content) == [expected(bill)])
        let empty = try BillStore(path: try BillStoreTests.temporaryPath())
        #expect(try empty.isEmpty())
    }

    @Test("a history whose tables lack a column, or whose row holds a value of the wrong kind, is refused with a message, never a trap")
    func damagedSchemaAndValues() throws {
        let path = try BillStoreTests.temporaryPath()
        let id = try BillStore(path: path).save(try BillStoreTests.sampleBill())
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "UPDATE bill SET createdAt = 'yesterday', ledger = 7 WHERE id = ?", arguments: [id]) }
        let store = try BillStore(path: path, readOnly: true)
        #expect(throws: StoreError.damagedBill(id, "its createdAt cannot be read")) { try store.list() }
        #expect(throws: StoreError.damagedBill(id, "its createdAt cannot be read")) { try store.ledger() }
        try queue.write { db in try db.execute(sql: "ALTER TABLE bill RENAME COLUMN plan TO plam") }
        try queue.close()
        #expect(throws: StoreError.notADatabase(path: path, detail: "its table bill has no column plan")) { try BillStore(path: path, readOnly: true) }
        #expect(throws: StoreError.notADatabase(path: path, detail: "its table bill has no column plan")) { try BillStore(path: path) }
    }
}

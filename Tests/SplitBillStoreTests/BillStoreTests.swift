import BillSplitter
import Foundation
import GRDB
import SplitBillCore
@testable import SplitBillStore
import TestSupport
import Testing

@Suite("The history database, on real files")
struct BillStoreTests {
    static func temporaryPath() throws -> String {
        let folder = try TemporaryFolders.make(prefix: "splitbill-store")
        return folder.appendingPathComponent("history.sqlite").path
    }

    static func sampleBill(name: String = "Friday") throws -> SavedBill {
        let eur = Currency.eur
        let receipt = Receipt(currency: eur, store: "Casa Pepe", items: [
            LineItem(name: "Pizza", quantity: ExactDecimal(1), total: Money(minorUnits: 1250, currency: eur)),
            LineItem(name: "Beer", quantity: ExactDecimal(3), total: Money(minorUnits: 1000, currency: eur), discount: Money(minorUnits: 100, currency: eur)),
        ], taxes: [TaxLine(name: "IVA 10%", rate: ExactDecimal(10), amount: Money(minorUnits: 195, currency: eur))], taxIncluded: true,
           total: Money(minorUnits: 2150, currency: eur))
        let plan = SplitPlan(people: ["ana", "ben"], assignments: [1: .equally(["ana"]), 2: try ItemShare(parsing: "ana:2,ben:1", asUnits: true)],
                             tip: .percent(ExactDecimal("12.5")!), payer: "ben")
        return SavedBill(createdAt: Date(timeIntervalSince1970: 1_795_000_000), name: name, receipt: receipt, plan: plan,
                         result: try BillSplitter().split(receipt, plan: plan))
    }

    @Test("an error says what is wrong in the store's words; the ways out a caller offers are values")
    func errorsAndRemedies() {
        let cases: [(StoreError, String, [StoreError.Remedy])] = [
            (.cannotWrite(path: "/h/history.sqlite", detail: "disk full"),
             "cannot write the history /h/history.sqlite: disk full; free some space on that disk and try again", [.skipSaving]),
            (.cannotOpen(path: "/h/history.sqlite", detail: "permission denied"),
             "cannot open the history /h/history.sqlite: permission denied; check the folder's permissions or set XDG_DATA_HOME", [.skipSaving]),
            (.groupExists("friday"), "the group \"friday\" exists already", [.replaceGroup("friday")]),
            (.tooNew(path: "/h/history.sqlite"), "/h/history.sqlite was written by a newer splitbill; update splitbill to read it", []),
        ]
        for (error, message, remedies) in cases {
            #expect(error.description == message)
            #expect(error.remedies == remedies)
        }
        #expect(StoreError.notADatabase(path: "/h/x", detail: "file is not a database").remedies == [.skipSaving])
        #expect(!StoreError.notADatabase(path: "/h/x", detail: "file is not a database").description.contains("--"))
    }

    @Test("a saved bill comes back whole: receipt, plan and result to the cent")
    func roundTrip() throws {
        let store = try BillStore(path: try Self.temporaryPath())
        let bill = try Self.sampleBill()
        let id = try store.save(bill)
        #expect(id == 1)
        let back = try store.bill(id)
        #expect(back.result == bill.result)
        #expect(back.receipt == bill.receipt)
        #expect(back.plan == bill.plan)
        #expect(back.name == "Friday")
        #expect(back.createdAt == bill.createdAt)
        #expect(back.result.textSummary == bill.result.textSummary)
        let list = try store.list()
        #expect(list.map(\.id) == [1])
        #expect(list[0].total == bill.result.total)
        #expect(list[0].people == ["ana", "ben"])
        #expect(list[0].store == "Casa Pepe")
    }

    @Test("a database from the first version is migrated in place, keeping its bills")
    func migratesOlderDatabase() throws {
        let path = try Self.temporaryPath()
        // Make the file as the first version did: only the "v1 bills" migration, one bill in it.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(BillStore.applicationID)") }
        try BillStore.migrator.migrate(queue, upTo: "v1 bills")
        let bill = try Self.sampleBill(name: "from v1")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO bill (createdAt, name, store, currency, total, people, receipt, plan, result)
                VALUES (1795000000, 'from v1', 'Casa Pepe', 'EUR', ?, '["ana","ben"]', ?, ?, ?)
                """, arguments: [bill.result.total.plainString, JSONValue.object(bill.receipt.jsonObject).serialized(),
                                 JSONValue.object(bill.plan.jsonObject).serialized(), bill.result.json.serialized()])
        }
        try queue.close()
        #expect(try DatabaseQueue(path: path).read { try BillStore.migrator.appliedIdentifiers($0) } == ["v1 bills"])

        let store = try BillStore(path: path)
        #expect(try store.list().map(\.name) == ["from v1"])
        #expect(try store.bill(1).result == bill.result)
        try store.addGroup(FriendGroup(name: "friday", members: ["ana", "ben"]))  // a table of v2
        #expect(try store.groups() == [FriendGroup(name: "friday", members: ["ana", "ben"])])
        #expect(try DatabaseQueue(path: path).read { try BillStore.migrator.appliedIdentifiers($0) } == ["v1 bills", "v2 groups", "v3 payments", "v4 group payer", "v5 ledger"])
    }

    @Test("a database from before payments is migrated in place: its bills stay splits, and payments can be saved beside them")
    func migratesToPayments() throws {
        let path = try Self.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(BillStore.applicationID)") }
        try BillStore.migrator.migrate(queue, upTo: "v2 groups")
        try queue.close()
        // Bills saved by the version before payments (its schema, through today's save).
        let bill = try Self.sampleBill(name: "before payments")
        let older = try DatabaseQueue(path: path)
        try older.write { db in
            try db.execute(sql: """
                INSERT INTO bill (createdAt, name, store, currency, total, people, receipt, plan, result)
                VALUES (1795000000, 'before payments', 'Casa Pepe', 'EUR', ?, '["ana","ben"]', ?, ?, ?)
                """, arguments: [bill.result.total.plainString, JSONValue.object(bill.receipt.jsonObject).serialized(),
                                 JSONValue.object(bill.plan.jsonObject).serialized(), bill.result.json.serialized()])
        }
        try older.close()

        let store = try BillStore(path: path)
        #expect(try store.list().map(\.kind) == [.split])
        #expect(try store.bill(1).result == bill.result)
        let payment = Payment(createdAt: Date(timeIntervalSince1970: 1_795_100_000), from: "ben", to: "ana",
                              amount: Money(minorUnits: 1435, currency: .eur))
        #expect(try store.save(payment) == 2)
        #expect(try store.list().map(\.name) == ["ben paid ana", "before payments"])
        #expect(try DatabaseQueue(path: path).read { try BillStore.migrator.appliedIdentifiers($0) } == ["v1 bills", "v2 groups", "v3 payments", "v4 group payer", "v5 ledger"])
    }

    @Test("the splits of one name are read alone: others, payments and a damaged row of another name are not")
    func billsOfOneName() throws {
        let path = try Self.temporaryPath()
        let store = try BillStore(path: path)
        #expect(try store.save(try Self.sampleBill(name: "Friday")) == 1)
        #expect(try store.save(try Self.sampleBill(name: "Saturday")) == 2)
        #expect(try store.save(Payment(createdAt: Date(timeIntervalSince1970: 1_795_100_000), from: "ana", to: "ben",
                                       amount: Money(minorUnits: 100, currency: .eur))) == 3)
        #expect(try store.save(try Self.sampleBill(name: "Friday")) == 4)
        #expect(try store.bills(named: "Friday").map(\.id) == [1, 4])
        #expect(try store.bills(named: "Sunday").isEmpty)
        // A row of another name damaged by hand: the whole history cannot be read, the bills named Friday can.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "UPDATE bill SET result = '{' WHERE id = 2") }
        #expect(throws: StoreError.self) { try store.entries() }
        #expect(try store.bills(named: "Friday").map(\.id) == [1, 4])
    }

    @Test("a payment is saved, listed, read back and deleted like a bill, sharing its numbers")
    func payments() throws {
        let store = try BillStore(path: try Self.temporaryPath())
        let bill = try Self.sampleBill()
        #expect(try store.save(bill) == 1)
        let payment = Payment(createdAt: Date(timeIntervalSince1970: 1_795_100_000), from: "ana", to: "ben",
                              amount: Money(minorUnits: 1435, currency: .eur))
        #expect(payment.name == "ana paid ben")
        #expect(try store.save(payment) == 2)
        let list = try store.list()
        #expect(list.map(\.id) == [2, 1])
        #expect(list[0].kind == .payment && list[0].total == payment.amount && list[0].people == ["ana", "ben"] && list[0].store == nil)
        var saved = payment
        saved.id = 2
        #expect(try store.entry(2) == .payment(saved))
        #expect(throws: StoreError.notABill(2)) { try store.bill(2) }
        #expect(try store.entries().map(\.kind) == [.split, .payment])
        #expect(try store.entries().map(\.id) == [1, 2])
        #expect(try store.deleteEntry(2).kind == .payment)
        #expect(throws: StoreError.noSuchBill(2)) { try store.entry(2) }
        #expect(try store.list().map(\.id) == [1])
    }

    @Test("a database written by a newer splitbill is refused, unchanged")
    func newerDatabase() throws {
        let path = try Self.temporaryPath()
        _ = try BillStore(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99 future')") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.tooNew(path: path)) { try BillStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("another program's SQLite database is refused, unchanged")
    func foreignDatabase() throws {
        let path = try Self.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('paella')") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path, detail: "it belongs to another program")) { try BillStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("two stores on one file saving from many threads lose nothing")
    func concurrentWriters() async throws {
        let path = try Self.temporaryPath()
        let a = try BillStore(path: path), b = try BillStore(path: path)
        let bill = try Self.sampleBill()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                group.addTask { try (i % 2 == 0 ? a : b).save(bill) }
            }
            try await group.waitForAll()
        }
        #expect(try a.list().count == 40)
        #expect(Set(try b.list().map(\.id)) == Set(1...40))
    }

    @Test("groups: names are unique regardless of case, replace on request, remove")
    func groups() throws {
        let store = try BillStore(path: try Self.temporaryPath())
        try store.addGroup(FriendGroup(name: "Friday", members: ["ana", "ben"]))
        #expect(throws: StoreError.groupExists("friday")) { try store.addGroup(FriendGroup(name: "friday", members: ["x"])) }
        try store.addGroup(FriendGroup(name: "friday", members: ["carla"]), replace: true)
        #expect(try store.group("FRIDAY").members == ["carla"])
        try store.removeGroup("friday")
        #expect(throws: StoreError.noSuchGroup("friday")) { try store.removeGroup("friday") }
        #expect(throws: StoreError.noSuchBill(7)) { try store.delete(7) }
    }
}

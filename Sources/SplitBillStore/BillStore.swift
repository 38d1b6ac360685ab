import BillSplitter
import Foundation
import GRDB
import SettleUp
import SplitBillCore

/// The history of split bills and the groups of friends, in an SQLite database.
///
/// Every write is one transaction: a process killed while saving leaves either the whole bill or
/// nothing, and never harms what was saved before. The database runs in WAL mode and waits up to
/// ``busyTimeout`` for another process's write, so several `splitbill` processes can save at once.
/// A database from an older splitbill is migrated in place when opened for writing; a file that is
/// not a splitbill database, or is damaged, is reported and never written to.
///
/// The history is private: its folder is made `0700` and the database `0600` (with its `-wal`,
/// `-shm` and lock files), since it says who paid what, where. A store opened with `readOnly` reads the
/// file in place (as immutable when no writer's `-wal` is beside it) and never writes, creates or copies
/// a file, nor migrates one: a history the user cannot write can still be read.
public final class BillStore: Sendable {
    /// Where the database is.
    public let path: String
    /// Whether this store was opened only to read; writing through it is a programmer error.
    public let isReadOnly: Bool
    private let reader: any HistoryReading
    private let writer: (any DatabaseWriter)?

    /// How long a write waits for another process's write to finish.
    public static let busyTimeout: TimeInterval = 10

    /// `PRAGMA application_id` of splitbill databases: "SPLT".
    static let applicationID: Int32 = 0x5350_4C54

    /// The default place: `$XDG_DATA_HOME/splitbill/history.sqlite`, or
    /// `~/.local/share/splitbill/history.sqlite` when `XDG_DATA_HOME` is not set.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        }
        return base + "/splitbill/history.sqlite"
    }

    /// Opens (or, unless `readOnly`, creates) the history at `path`, migrating it to the current schema.
    ///
    /// With `readOnly`, the history is read in place and nothing on disk, beside it or elsewhere, is
    /// created or changed: a missing history reads as empty, and one from an older splitbill is copied
    /// into memory and migrated there.
    ///
    /// - Throws: ``StoreError`` when the file is not a splitbill database, is damaged, was written
    ///   by a newer splitbill, or cannot be opened. The file is then left exactly as it was.
    public init(path: String, readOnly: Bool = false) throws(StoreError) {
        self.path = path
        self.isReadOnly = readOnly
        let folder = (path as NSString).deletingLastPathComponent
        // A folder (or a pipe, a device) where the history should be is no empty history.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let what = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw .cannotOpen(path: path, detail: "it is \(what), not the history's file")
        }
        if readOnly {
            reader = try ReadOnlyHistory(path: path)
            writer = nil
            return
        }
        try Self.makePrivateFolder(folder, path: path)
        try Self.refuseReadOnly(path)
        // Opening creates and migrates the database; one process at a time, so that two first
        // runs at once do not both create it. SQLite's own locks cover everything after.
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw .cannotOpen(path: path, detail: "cannot create \(path).lock: \(String(cString: strerror(errno)))") }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw .cannotOpen(path: path, detail: "cannot lock \(path).lock") }
        if FileManager.default.fileExists(atPath: path), try Self.checkHeader(path) {
            // Look before touching: read-only, so that a file we refuse is left byte for byte.
            _ = try ReadOnlyHistory(path: path)
        } else {
            // Created private before SQLite opens it; SQLite gives its -wal and -shm files the same mode.
            let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
        for file in [path, path + "-wal", path + "-shm", path + ".lock"] { Self.makePrivate(file) }
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "splitbill history"
        // What is deleted is overwritten, not left readable in the file's free pages.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA secure_delete = ON") }
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            try pool.write { db in
                if try Int32.fetchOne(db, sql: "PRAGMA application_id") != Self.applicationID {
                    try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
                }
            }
            try Self.migrator.migrate(pool)
            reader = pool
            writer = pool
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Creates the history's folder (and those above it) and makes it private to the user.
    private static func makePrivateFolder(_ folder: String, path: String) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotOpen(path: path, detail: "cannot create the folder \(folder)")
        }
        makePrivate(folder)
    }

    /// Takes the group's and others' permissions off `path`, the user's own left as they are (a file the
    /// user made read-only stays so). A symbolic link, or a file of someone else, is left alone: the
    /// file behind a link may be anywhere.
    private static func makePrivate(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK, info.st_uid == geteuid(),
              info.st_mode & 0o077 != 0 else { return }
        chmod(path, info.st_mode & 0o7700)
    }

    /// Refuses to open for writing a history that its owner made read-only (no write permission for the
    /// owner, which root too is held to), or that this user cannot write.
    private static func refuseReadOnly(_ path: String) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        if info.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0 { throw .readOnly(path: path) }
    }

    /// Opens an existing database read-only and checks, without writing a byte, that it is a
    /// splitbill history this version can use and that SQLite finds it whole (`quick_check`).
    static func inspect(_ file: String, shownAs path: String? = nil) throws(StoreError) -> DatabaseQueue {
        let path = path ?? file
        do {
            var readOnly = Configuration()
            readOnly.readonly = true
            readOnly.busyMode = .timeout(Self.busyTimeout)
            readOnly.label = "splitbill history (read-only)"
            let queue = try DatabaseQueue(path: file, configuration: readOnly)
            do {
                try queue.read { db in
                    let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                    let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
                    if appID != Self.applicationID, appID != 0 || tables != 0 {
                        throw StoreError.notADatabase(path: path, detail: "it belongs to another program")
                    }
                    let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
                    if check != ["ok"] {
                        let detail = check.prefix(3).joined(separator: "; ").replacingOccurrences(of: "\n", with: " ")
                        throw StoreError.notADatabase(path: path, detail: detail)
                    }
                    if try Self.migrator.hasBeenSuperseded(db) { throw StoreError.tooNew(path: path) }
                    if let problem = try Self.schemaProblem(db) { throw StoreError.notADatabase(path: path, detail: problem) }
                }
            } catch {
                try? queue.close()
                throw error
            }
            return queue
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// What is missing from the tables of the migrations the history says it has (a table, a column), or nil
    /// when nothing is: SQLite finds such a file whole, but no splitbill wrote it so.
    static func schemaProblem(_ db: Database) throws -> String? {
        let applied = try migrator.appliedIdentifiers(db)
        var wanted: [(table: String, columns: [String])] = []
        if applied.contains("v1 bills") {
            var bill = ["id", "createdAt", "name", "store", "currency", "total", "people", "receipt", "plan", "result"]
            if applied.contains("v3 payments") { bill.append("kind") }
            if applied.contains("v5 ledger") { bill.append("ledger") }
            wanted.append(("bill", bill))
        }
        if applied.contains("v2 groups") {
            wanted.append(("friendGroup", ["name", "createdAt"] + (applied.contains("v4 group payer") ? ["payer"] : [])))
            wanted.append(("groupMember", ["groupName", "position", "person"]))
        }
        for (table, columns) in wanted {
            guard try db.tableExists(table) else { return "its table \(table) is missing" }
            let have = Set(try db.columns(in: table).map(\.name))
            if let missing = columns.first(where: { !have.contains($0) }) { return "its table \(table) has no column \(missing)" }
        }
        return nil
    }

    /// The writer, for a store opened to write.
    private var pool: any DatabaseWriter {
        guard let writer else { preconditionFailure("the history was opened read-only; open it with readOnly: false to write") }
        return writer
    }

    /// A file that exists must start like an SQLite database; anything else is refused before
    /// SQLite is let near it. Returns whether the file has content.
    static func checkHeader(_ path: String) throws(StoreError) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotOpen(path: path, detail: "the file cannot be read")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        if header.isEmpty { return false }  // an empty file: SQLite makes it a new database
        guard header == Data("SQLite format 3\u{0}".utf8) else {
            throw .notADatabase(path: path, detail: "it is not an SQLite file")
        }
        return true
    }

    /// The store's error for a failure of SQLite (or GRDB) on the history at `path`.
    static func classify(_ error: any Error, path: String) -> StoreError {
        if let error = error as? StoreError { return error }
        if let db = error as? DatabaseError {
            switch db.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                return .notADatabase(path: path, detail: db.message ?? "\(db.resultCode)")
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH:
                return .cannotOpen(path: path, detail: db.message ?? "\(db.resultCode)")
            case .SQLITE_FULL:
                return .cannotWrite(path: path, detail: "the disk is full")
            case .SQLITE_IOERR:
                // What SQLite reports when a write or its shared-memory file finds no space, among others.
                return .cannotWrite(path: path, detail: "disk I/O error; the disk may be full or failing")
            default:
                return .database(db.message ?? "\(db.resultCode)")
            }
        }
        return .database("\(error)")
    }

    /// The schema, one migration per version. Never edit a released migration: add a new one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 bills") { db in
            try db.execute(sql: """
                CREATE TABLE bill (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    createdAt INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    store TEXT,
                    currency TEXT NOT NULL,
                    total TEXT NOT NULL,
                    people TEXT NOT NULL,
                    receipt TEXT NOT NULL,
                    plan TEXT NOT NULL,
                    result TEXT NOT NULL
                )
                """)
        }
        migrator.registerMigration("v2 groups") { db in
            try db.execute(sql: """
                CREATE TABLE friendGroup (
                    name TEXT PRIMARY KEY COLLATE NOCASE,
                    createdAt INTEGER NOT NULL
                );
                CREATE TABLE groupMember (
                    groupName TEXT NOT NULL REFERENCES friendGroup(name) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    person TEXT NOT NULL,
                    PRIMARY KEY (groupName, position)
                );
                CREATE INDEX bill_createdAt ON bill(createdAt);
                """)
        }
        migrator.registerMigration("v3 payments") { db in
            // A payment is a row of `bill` of kind 'payment', so that it shares the bills' numbers:
            // `people` holds the payer and the payee, `total` the amount, `result` the payment as
            // {"from", "to", "amount"}, and `receipt` and `plan` are empty objects. Rows saved
            // before are splits.
            try db.execute(sql: "ALTER TABLE bill ADD COLUMN kind TEXT NOT NULL DEFAULT 'split'")
        }
        migrator.registerMigration("v4 group payer") { db in
            // Who usually pays for a group; NULL for the groups saved before.
            try db.execute(sql: "ALTER TABLE friendGroup ADD COLUMN payer TEXT")
        }
        migrator.registerMigration("v5 ledger") { db in
            // What settling needs of a split, `{"payer", "shares": [[person, total], ...]}`, so that balances
            // read no receipt; NULL for the splits saved before (their result is read instead).
            try db.execute(sql: "ALTER TABLE bill ADD COLUMN ledger TEXT")
        }
        return migrator
    }

    // MARK: - Bills

    /// Saves a split in one transaction and returns its number.
    @discardableResult
    public func save(_ bill: SavedBill) throws(StoreError) -> Int64 {
        do {
            return try pool.write { db in
                try db.execute(sql: """
                    INSERT INTO bill (createdAt, name, store, currency, total, people, receipt, plan, result, ledger)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: Self.columns(of: bill))
                let id = db.lastInsertedRowID
                try Self.testPauseIfAsked()
                return id
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Replaces the saved split `id` with `bill` in one transaction, keeping its number (and the
    /// `createdAt` of `bill`, which is the old one when the caller kept it).
    ///
    /// - Throws: ``StoreError/noSuchBill(_:)`` when there is none, ``StoreError/notABill(_:)`` when the
    ///   number is a payment's.
    public func update(_ id: Int64, with bill: SavedBill) throws(StoreError) {
        do {
            try pool.write { db in
                guard let kind = try String.fetchOne(db, sql: "SELECT kind FROM bill WHERE id = ?", arguments: [id]) else {
                    throw StoreError.noSuchBill(id)
                }
                guard kind == EntryKind.split.rawValue else { throw StoreError.notABill(id) }
                try db.execute(sql: """
                    UPDATE bill SET createdAt = ?, name = ?, store = ?, currency = ?, total = ?, people = ?, receipt = ?, plan = ?,
                    result = ?, ledger = ? WHERE id = ?
                    """, arguments: Self.columns(of: bill) + [id])
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// The values of a split's columns, in the order createdAt, name, store, currency, total, people,
    /// receipt, plan, result, ledger.
    private static func columns(of bill: SavedBill) -> StatementArguments {
        let receipt = JSONValue.object(bill.receipt.jsonObject).serialized(pretty: false)
        let plan = JSONValue.object(bill.plan.jsonObject).serialized(pretty: false)
        let result = bill.result.json.serialized(pretty: false)
        let people = JSONValue.array(bill.result.people.map { .string($0.name) }).serialized(pretty: false)
        let ledger = JSONValue.object(JSONObject([
            ("payer", .string(or: bill.result.payer)),
            ("shares", .array(bill.result.people.map { .array([.string($0.name), .amount($0.total)]) })),
        ])).serialized(pretty: false)
        return [Int64(bill.createdAt.timeIntervalSince1970), bill.name, bill.receipt.store, bill.result.currency.code,
                bill.result.total.plainString, people, receipt, plan, result, ledger]
    }

    /// What settling needs of every saved bill and payment (SettleUp's entries), oldest first, read without the bills'
    /// receipts and plans: each split's payer and shares as saved with it, and for a split saved by a
    /// splitbill before these were kept (or whose kept shares no longer make its total and people, as
    /// after an older splitbill edited it), from its result.
    public func ledger() throws(StoreError) -> [SettleEntry] {
        let rows: [Row]
        do {
            // (Every store is of the current schema, an older history's migrated in memory: `ledger` is a column.)
            rows = try reader.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT id, kind, createdAt, name, currency, total, people, ledger,
                      CASE WHEN kind = 'payment' OR ledger IS NULL THEN result END AS result
                    FROM bill ORDER BY createdAt, id
                    """)
            }
        } catch {
            throw Self.classify(error, path: path)
        }
        var records: [SettleEntry] = []
        records.reserveCapacity(rows.count)
        for row in rows { records.append(try Self.ledgerRecord(row, reader: self)) }
        return records
    }

    private static func ledgerRecord(_ row: Row, reader store: BillStore) throws(StoreError) -> SettleEntry {
        let id = try row.billID()
        let savedAt = Double(try row.required("createdAt", of: id, as: Int64.self))
        let code: String = try row.required("currency", of: id)
        guard let currency = Currency(code: code) else { throw StoreError.damagedBill(id, "unknown currency \(code)") }
        let name: String = try row.required("name", of: id)
        if try row.required("kind", of: id, as: String.self) == EntryKind.payment.rawValue {
            guard case .payment(let payment) = try entry(row) else { throw StoreError.damagedBill(id, "the payment cannot be read") }
            return SettleEntry(id: id, name: name, savedAt: savedAt, currency: currency,
                               content: .payment(from: payment.from, to: payment.to, amount: payment.amount))
        }
        if let text = row.value("ledger", as: String.self), let total = row.value("total", as: String.self), let people = row.value("people", as: String.self),
           let content = keptShares(text, currency: currency, total: total, people: people) {
            return SettleEntry(id: id, name: name, savedAt: savedAt, currency: currency, content: content)
        }
        // Saved before the shares were kept, or changed since by a splitbill that does not keep them: the result says.
        let resultText: String
        if let text = row.value("result", as: String.self) {
            resultText = text
        } else {
            do {
                resultText = try store.reader.read { db in
                    try Row.fetchOne(db, sql: "SELECT result FROM bill WHERE id = ?", arguments: [id])?.value("result", as: String.self)
                } ?? ""
            } catch {
                throw classify(error, path: store.path)
            }
        }
        let result: SplitResult
        do { result = try SplitResult(json: try JSONValue(parsing: resultText)) } catch { throw .damagedBill(id, "\(error)") }
        return SettleEntry(id: id, name: name, savedAt: savedAt, currency: result.currency,
                           content: .bill(payer: result.payer, shares: result.people.map { .init(person: $0.name, total: $0.total) }))
    }

    /// The shares kept with a split, when they still make its total and its people (a split's shares add up
    /// to its total to the cent); nil when they are damaged or out of date.
    private static func keptShares(_ text: String, currency: Currency, total: String, people: String) -> SettleEntry.Content? {
        guard case .object(let o)? = try? JSONValue(parsing: text), case .array(let list)? = o["shares"] else { return nil }
        var shares: [SettleEntry.Share] = []
        for entry in list {
            guard case .array(let pair) = entry, pair.count == 2, case .string(let person) = pair[0], case .string(let amount) = pair[1],
                  let money = try? Money(parsing: amount, currency: currency) else { return nil }
            shares.append(.init(person: person, total: money))
        }
        let payer: String?
        switch o["payer"] {
        case .string(let p)?: payer = p
        case .null?, nil: payer = nil
        default: return nil
        }
        guard let printed = try? Money(parsing: total, currency: currency),
              shares.checkedSum(in: currency, { $0.total }) == printed,
              case .array(let names)? = try? JSONValue(parsing: people),
              names == shares.map({ JSONValue.string($0.person) }) else { return nil }
        return .bill(payer: payer, shares: shares)
    }

    /// Whether the history holds no bill, payment or group.
    public func isEmpty() throws(StoreError) -> Bool {
        do {
            return try reader.read { db in
                try Int.fetchOne(db, sql: "SELECT (SELECT COUNT(*) FROM bill) + (SELECT COUNT(*) FROM friendGroup)") == 0
            }
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// The number of the newest saved split (`kind` `.split`), payment, or either (`kind` nil); nil
    /// when there is none.
    public func newestID(kind: EntryKind? = nil) throws(StoreError) -> Int64? {
        do {
            return try reader.read { db in
                try Int64.fetchOne(db, sql: "SELECT id FROM bill WHERE ? IS NULL OR kind = ? ORDER BY createdAt DESC, id DESC LIMIT 1",
                                   arguments: [kind?.rawValue, kind?.rawValue])
            }
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Saves a payment in one transaction and returns its number (shared with the bills').
    @discardableResult
    public func save(_ payment: Payment) throws(StoreError) -> Int64 {
        let result = JSONValue.object(JSONObject([
            ("from", .string(payment.from)), ("to", .string(payment.to)), ("amount", .amount(payment.amount)),
        ])).serialized(pretty: false)
        let people = JSONValue.array([.string(payment.from), .string(payment.to)]).serialized(pretty: false)
        do {
            return try pool.write { db in
                try db.execute(sql: """
                    INSERT INTO bill (kind, createdAt, name, store, currency, total, people, receipt, plan, result)
                    VALUES ('payment', ?, ?, NULL, ?, ?, ?, '{}', '{}', ?)
                    """, arguments: [Int64(payment.createdAt.timeIntervalSince1970), payment.name, payment.amount.currency.code,
                                     payment.amount.plainString, people, result])
                return db.lastInsertedRowID
            }
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// A fault-injection hook for the tests: with `SPLITBILL_TEST_PAUSE_IN_SAVE` set to a number of
    /// seconds, a save waits that long inside its transaction, so that a test can kill the process
    /// mid-save. Unset in normal use.
    private static func testPauseIfAsked() throws {
        if let value = ProcessInfo.processInfo.environment["SPLITBILL_TEST_PAUSE_IN_SAVE"], let seconds = Double(value) {
            FileHandle.standardError.write(Data("saving: paused inside the transaction\n".utf8))
            Thread.sleep(forTimeInterval: seconds)
        }
    }

    /// The saved bills and payments, newest first.
    public func list() throws(StoreError) -> [BillSummary] {
        do {
            return try reader.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT id, kind, createdAt, name, store, currency, total, people,
                      json_extract(receipt, '$.date') AS billDate,
                      CASE kind WHEN 'payment' THEN json_extract(result, '$.from') ELSE json_extract(result, '$.payer') END AS payer
                    FROM bill ORDER BY createdAt DESC, id DESC
                    """).map { row in try Self.summary(row) }
            }
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    private static func summary(_ row: Row) throws(StoreError) -> BillSummary {
        let id = try row.billID()
        let currency = row.value("currency", as: String.self).flatMap(Currency.init(code:)) ?? .usd
        let total = row.value("total", as: String.self).flatMap { try? Money(parsing: $0, currency: currency) } ?? .zero(currency)
        var people: [String] = []
        if let text = row.value("people", as: String.self), case .array(let names)? = try? JSONValue(parsing: text) {
            people = names.compactMap { if case .string(let s) = $0 { s } else { nil } }
        }
        var summary = BillSummary(id: id, createdAt: Date(timeIntervalSince1970: TimeInterval(try row.required("createdAt", of: id, as: Int64.self))),
                                  name: try row.required("name", of: id), store: row.value("store"), total: total, people: people,
                                  kind: row.value("kind", as: String.self).flatMap(EntryKind.init(rawValue:)) ?? .split)
        summary.billDate = row.value("billDate")
        summary.payer = row.value("payer")
        return summary
    }

    /// The saved bill with this number.
    ///
    /// - Throws: ``StoreError/noSuchBill(_:)`` when there is none, ``StoreError/notABill(_:)`` when
    ///   the number is a payment's.
    public func bill(_ id: Int64) throws(StoreError) -> SavedBill {
        switch try entry(id) {
        case .bill(let bill): return bill
        case .payment: throw .notABill(id)
        }
    }

    /// The saved bill or payment with this number.
    public func entry(_ id: Int64) throws(StoreError) -> HistoryEntry {
        let row: Row?
        do {
            row = try reader.read { db in try Row.fetchOne(db, sql: "SELECT * FROM bill WHERE id = ?", arguments: [id]) }
        } catch {
            throw Self.classify(error, path: path)
        }
        guard let row else { throw .noSuchBill(id) }
        return try Self.entry(row)
    }

    /// The saved splits named `name`, oldest first; only those rows are read.
    public func bills(named name: String) throws(StoreError) -> [SavedBill] {
        try entries(where: "name = ? AND kind = ?", [name, EntryKind.split.rawValue]).compactMap { entry in
            if case .bill(let bill) = entry { bill } else { nil }
        }
    }

    /// The saved splits whose result is `result` as saved (so also of its total and currency), oldest first;
    /// only those rows are read.
    public func bills(withResult result: SplitResult) throws(StoreError) -> [SavedBill] {
        try entries(where: "total = ? AND currency = ? AND kind = ? AND result = ?",
                    [result.total.plainString, result.currency.code, EntryKind.split.rawValue, result.json.serialized(pretty: false)])
            .compactMap { entry in if case .bill(let bill) = entry { bill } else { nil } }
    }

    /// The saved splits of this total (amount and currency), oldest first; only those rows are read.
    public func bills(totalling total: Money) throws(StoreError) -> [SavedBill] {
        try entries(where: "total = ? AND currency = ? AND kind = ?", [total.plainString, total.currency.code, EntryKind.split.rawValue])
            .compactMap { entry in if case .bill(let bill) = entry { bill } else { nil } }
    }

    /// Every saved bill and payment, oldest first.
    public func entries() throws(StoreError) -> [HistoryEntry] {
        try entries(where: "1", [])
    }

    /// The saved bills and payments whose rows meet the SQL condition, oldest first.
    private func entries(where condition: String, _ arguments: StatementArguments) throws(StoreError) -> [HistoryEntry] {
        let rows: [Row]
        do {
            rows = try reader.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM bill WHERE \(condition) ORDER BY createdAt, id", arguments: arguments)
            }
        } catch {
            throw Self.classify(error, path: path)
        }
        var entries: [HistoryEntry] = []
        for row in rows { entries.append(try Self.entry(row)) }
        return entries
    }

    private static func entry(_ row: Row) throws(StoreError) -> HistoryEntry {
        let id = try row.billID()
        let createdAt = Date(timeIntervalSince1970: TimeInterval(try row.required("createdAt", of: id, as: Int64.self)))
        do {
            if try row.required("kind", of: id, as: String.self) == EntryKind.payment.rawValue {
                let currencyCode: String = try row.required("currency", of: id)
                guard let currency = Currency(code: currencyCode) else { throw StoreError.damagedBill(id, "unknown currency \(currencyCode)") }
                guard case .object(let o) = try JSONValue(parsing: try row.required("result", of: id, as: String.self)),
                      case .string(let from)? = o["from"], case .string(let to)? = o["to"], case .string(let amount)? = o["amount"] else {
                    throw StoreError.damagedBill(id, "the payment has no from, to or amount")
                }
                return .payment(Payment(id: id, createdAt: createdAt, name: try row.required("name", of: id), from: from, to: to,
                                        amount: try Money(parsing: amount, currency: currency)))
            }
            let receiptJSON = try JSONValue(parsing: try row.required("receipt", of: id, as: String.self))
            let file = try BillFile(json: receiptJSON)
            let result = try SplitResult(json: try JSONValue(parsing: try row.required("result", of: id, as: String.self)))
            let plan = try SplitPlan(assignments: try JSONValue(parsing: try row.required("plan", of: id, as: String.self)), currency: file.receipt.currency)
            return .bill(SavedBill(id: id, createdAt: createdAt, name: try row.required("name", of: id), receipt: file.receipt, plan: plan, result: result))
        } catch let error as StoreError {
            throw error
        } catch {
            throw .damagedBill(id, "\(error)")
        }
    }

    /// Deletes a saved bill or payment and returns its name.
    @discardableResult
    public func delete(_ id: Int64) throws(StoreError) -> String {
        try deleteEntry(id).name
    }

    /// Deletes a saved bill or payment and returns its line of the history as it was.
    ///
    /// Its pages are overwritten as it is deleted (`secure_delete`). Then, as far as the disk and other
    /// processes allow (a failure here does not undo or hide the deletion): the database is rebuilt
    /// without the free space (`VACUUM`, so the file shrinks), and the write-ahead log, which may still
    /// hold the pages as they were until SQLite next reuses them, is emptied when no other process is
    /// reading it.
    @discardableResult
    public func deleteEntry(_ id: Int64) throws(StoreError) -> BillSummary {
        do {
            let summary = try pool.write { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT id, kind, createdAt, name, store, currency, total, people FROM bill WHERE id = ?",
                                                 arguments: [id]) else {
                    throw StoreError.noSuchBill(id)
                }
                try db.execute(sql: "DELETE FROM bill WHERE id = ?", arguments: [id])
                return try Self.summary(row)
            }
            // Best effort: VACUUM needs free space of about the database's size and a moment alone.
            try? pool.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM")
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
            return summary
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    // MARK: - Groups

    /// Creates a group (or, with `replace`, replaces one of the same name).
    public func addGroup(_ group: FriendGroup, replace: Bool = false) throws(StoreError) {
        do {
            try pool.write { db in
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM friendGroup WHERE name = ?", arguments: [group.name]) ?? false {
                    guard replace else { throw StoreError.groupExists(group.name) }
                    try db.execute(sql: "DELETE FROM friendGroup WHERE name = ?", arguments: [group.name])
                }
                try db.execute(sql: "INSERT INTO friendGroup (name, createdAt, payer) VALUES (?, ?, ?)",
                               arguments: [group.name, Int64(Date().timeIntervalSince1970), group.payer])
                for (i, person) in group.members.enumerated() {
                    try db.execute(sql: "INSERT INTO groupMember (groupName, position, person) VALUES (?, ?, ?)",
                                   arguments: [group.name, i, person])
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Every group, by name.
    public func groups() throws(StoreError) -> [FriendGroup] {
        do {
            return try reader.read { db in
                let rows = try Row.fetchAll(db, sql: "SELECT name, payer FROM friendGroup ORDER BY name COLLATE NOCASE")
                return try rows.map { row in
                    guard let name = row.value("name", as: String.self) else { throw StoreError.database("a group of the history has no name; the file is damaged") }
                    let members = try Row.fetchAll(db, sql: "SELECT person FROM groupMember WHERE groupName = ? ORDER BY position", arguments: [name])
                    return FriendGroup(name: name, members: members.compactMap { $0.value("person", as: String.self) }, payer: row.value("payer"))
                }
            }
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// The group with this name, regardless of case.
    public func group(_ name: String) throws(StoreError) -> FriendGroup {
        guard let found = try groups().first(where: { $0.name.lowercased() == name.lowercased() }) else { throw .noSuchGroup(name) }
        return found
    }

    /// Removes a group (its name matched regardless of case), returning the name as it was saved.
    @discardableResult
    public func removeGroup(_ name: String) throws(StoreError) -> String {
        do {
            return try pool.write { db in
                guard let saved = try String.fetchOne(db, sql: "SELECT name FROM friendGroup WHERE name = ?", arguments: [name]) else {
                    throw StoreError.noSuchGroup(name)
                }
                try db.execute(sql: "DELETE FROM friendGroup WHERE name = ?", arguments: [saved])
                return saved
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.classify(error, path: path)
        }
    }
}

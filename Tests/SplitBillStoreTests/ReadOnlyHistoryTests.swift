import Foundation
import GRDB
import SplitBillCore
@testable import SplitBillStore
import Testing

/// The history opened only to read: in place, nothing made or changed, writers followed.
@Suite("a history opened read-only, in place")
struct ReadOnlyHistoryTests {
    /// Every file of the folder with its bytes and mode.
    static func snapshot(_ folder: String) throws -> [String: (Data, Int)] {
        var files: [String: (Data, Int)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = folder + "/" + name
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
            files[name] = (try Data(contentsOf: URL(fileURLWithPath: path)), mode)
        }
        return files
    }

    static func same(_ a: [String: (Data, Int)], _ b: [String: (Data, Int)]) -> Bool {
        a.keys.sorted() == b.keys.sorted() && a.allSatisfy { name, file in b[name].map { $0 == file } ?? false }
    }

    /// Whether this process has the file at `path` open (Linux: /proc/self/fd).
    static func isOpen(_ path: String) -> Bool {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return fds.contains { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == target }
    }

    /// A history with `count` bills saved by a store that is closed again, so that no `-wal` is left.
    static func savedHistory(_ count: Int, in folderName: String = "history") throws -> String {
        let folder = try BillStoreTests.temporaryPath().replacingOccurrences(of: "/history.sqlite", with: "/" + folderName)
        let path = folder + "/history.sqlite"
        try save(count, to: path)
        try #require(!FileManager.default.fileExists(atPath: path + "-wal"))
        return path
    }

    static func save(_ count: Int, to path: String) throws {
        let store = try BillStore(path: path)
        for i in 0..<count { try store.save(try BillStoreTests.sampleBill(name: "bill \(i)")) }
    }

    @Test("a history of the current schema is read where it is: the file is held open, not copied, and nothing appears beside it")
    func readsInPlace() throws {
        let path = try Self.savedHistory(3)
        let folder = (path as NSString).deletingLastPathComponent
        let before = try Self.snapshot(folder)
        let store = try BillStore(path: path, readOnly: true)
        #expect(try store.list().map(\.name) == ["bill 2", "bill 1", "bill 0"])
        #expect(try store.bill(2).name == "bill 1")
        #expect(try store.groups().isEmpty)
        if FileManager.default.fileExists(atPath: "/proc/self/fd") { #expect(Self.isOpen(path)) }
        #expect(Self.same(try Self.snapshot(folder), before))
    }

    @Test("a history of an older schema is migrated in memory: the file is neither changed nor kept open")
    func migratesInMemory() throws {
        let path = try BillStoreTests.temporaryPath()
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(BillStore.applicationID)") }
        try BillStore.migrator.migrate(queue, upTo: "v2 groups")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO friendGroup (name, createdAt) VALUES ('friday', 1795000000)")
            try db.execute(sql: "INSERT INTO groupMember (groupName, position, person) VALUES ('friday', 0, 'ana')")
        }
        try queue.close()
        let folder = (path as NSString).deletingLastPathComponent
        let before = try Self.snapshot(folder)
        let store = try BillStore(path: path, readOnly: true)
        #expect(try store.groups() == [FriendGroup(name: "friday", members: ["ana"], payer: nil)])  // payer is a column of v4
        if FileManager.default.fileExists(atPath: "/proc/self/fd") { #expect(!Self.isOpen(path)) }
        #expect(Self.same(try Self.snapshot(folder), before))
    }

    @Test("saves made after the history was opened to read are seen: a writer that has closed, and one still open")
    func followsAWriter() throws {
        let path = try Self.savedHistory(1)
        let reader = try BillStore(path: path, readOnly: true)
        #expect(try reader.list().count == 1)
        // A writer that has closed and copied its log into the file: the file changed under the reading.
        try Self.save(2, to: path)
        try #require(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try reader.list().map(\.name) == ["bill 1", "bill 0", "bill 0"])
        // A writer still open, its saves in its log.
        let writer = try BillStore(path: path)
        try writer.save(try BillStoreTests.sampleBill(name: "while open"))
        try #require(FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try reader.list().map(\.name) == ["while open", "bill 1", "bill 0", "bill 0"])
        #expect(try reader.entries().count == 4)
    }

    @Test("the SQLite that GRDB links reads URI file names, which the immutable reading needs")
    func sqliteReadsURIs() throws {
        let options = try DatabaseQueue().read { db in try String.fetchAll(db, sql: "PRAGMA compile_options") }
        #expect(options.contains("USE_URI"), "\(options)")
    }

    @Test("a history in a folder whose name holds URI characters is read", arguments: ["a?b", "c#d", "e%20f", "g h&mode=rw"])
    func uriCharacters(folder: String) throws {
        let path = try Self.savedHistory(1, in: folder)
        #expect(try BillStore(path: path, readOnly: true).list().map(\.name) == ["bill 0"])
        #expect(ReadOnlyHistory.immutableURI("/x/\(folder)/h").hasSuffix("/h?mode=ro&immutable=1"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    @Test("a damaged history opened to read is reported and left as it was")
    func damaged() throws {
        let path = try Self.savedHistory(40)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try #require(bytes.count > 3 * 4096)
        for i in 2 * 4096..<(2 * 4096 + 3000) { bytes[i] = 0xAB }
        try bytes.write(to: URL(fileURLWithPath: path))
        let folder = (path as NSString).deletingLastPathComponent
        let before = try Self.snapshot(folder)
        #expect {
            try BillStore(path: path, readOnly: true)
        } throws: { error in
            if case .notADatabase(path, _)? = error as? StoreError { true } else { false }
        }
        #expect(Self.same(try Self.snapshot(folder), before))
    }
}

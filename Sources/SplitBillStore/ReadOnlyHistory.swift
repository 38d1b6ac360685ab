import Foundation
import GRDB

/// What a store reads through: the writer's pool, or the history opened only to read.
protocol HistoryReading: Sendable {
    /// Runs `value` on a connection that sees one consistent state of the history.
    func read<T>(_ value: (Database) throws -> T) throws -> T
}

extension DatabasePool: HistoryReading {}

/// A splitbill history opened only to read, in place: no file is created, written or changed, here or
/// anywhere else (not `$TMPDIR`), and the history is copied into memory only when its schema is older.
///
/// How the file is read depends on whether a writer is at work on it:
/// - With a `-wal` or `-journal` file beside it (another process is writing, or was stopped while
///   writing), SQLite reads it read-only in place, taking part in the writers' locking as a reader.
/// - Otherwise the database file holds the whole history, and SQLite reads it as immutable
///   (`file:…?mode=ro&immutable=1`): without locks and without making `-wal` or `-shm` files, which a
///   plain read-only connection to a WAL database makes. Such a reading takes for granted that the file
///   does not change: a writer that starts meanwhile, and copies its log into the file when it ends,
///   could otherwise make it read a page from before that change beside one from after. So the file's
///   ``FileState`` is taken when it is opened and looked at again before and after every read; when it
///   has changed, the file is opened again as it now is (in place with the writer's log, most often)
///   and the read is done again, up to ``attempts`` times. A change that a file's times and size do not
///   show (a whole save, log made and removed, within one tick of the file system's clock after the
///   change before it) is not seen; a save takes longer than that.
/// - A history of an older schema is copied into memory with SQLite's backup API, from the file in
///   place as above, and migrated there; the copy then lives as long as the store.
/// - No file, or an empty one, reads as an empty history, in memory.
final class ReadOnlyHistory: HistoryReading, @unchecked Sendable {
    /// How many times a read or an opening is tried while the file keeps changing under it.
    static let attempts = 5

    let path: String
    /// Guards `opening`: reads are one at a time, each on the opening its checks found current.
    private let lock = NSLock()
    private var opening: Opening

    /// One opening of the history: its connection, and the state of the file that an immutable
    /// reading takes for granted (nil when SQLite itself follows the file, or the history is in memory).
    private struct Opening {
        var database: DatabaseQueue
        var assumed: FileState?

        /// Whether the file is still as this opening takes it to be.
        func holds(for path: String) -> Bool {
            assumed.map { FileState(path: path) == $0 } ?? true
        }
    }

    /// Opens the history at `path` to read, checked as `BillStore.inspect(_:shownAs:)` checks it.
    ///
    /// - Throws: ``StoreError`` when the file is not a splitbill history this version can read, is
    ///   damaged, cannot be opened, or kept changing while it was opened.
    init(path: String) throws(StoreError) {
        self.path = path
        opening = try Self.open(path)
    }

    func read<T>(_ value: (Database) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        for _ in 0..<Self.attempts {
            if !opening.holds(for: path) { opening = try Self.open(path) }
            let outcome = Result { try opening.database.read(value) }
            if opening.holds(for: path) { return try outcome.get() }
        }
        throw StoreError.database("\(path) kept changing while it was read; try again")
    }

    /// Opens the history as it is now, again while the file changes under the opening.
    private static func open(_ path: String) throws(StoreError) -> Opening {
        for _ in 0..<attempts {
            let state = FileState(path: path)
            let outcome = Result { () throws(StoreError) in try openOnce(path, state: state) }
            if state?.hasWriterFiles ?? true || FileState(path: path) == state { return try outcome.get() }
        }
        throw .database("\(path) kept changing while it was opened; try again")
    }

    /// Opens the history once, as `state` says it is: empty, in place with a writer's files, or immutable.
    private static func openOnce(_ path: String, state: FileState?) throws(StoreError) -> Opening {
        guard let state, try BillStore.checkHeader(path) else { return Opening(database: try emptyHistory(), assumed: nil) }
        let file = state.hasWriterFiles ? path : immutableURI(path)
        let database = try BillStore.inspect(file, shownAs: path)
        do {
            if try database.read(BillStore.migrator.hasCompletedMigrations) {
                return Opening(database: database, assumed: state.hasWriterFiles ? nil : state)
            }
            defer { try? database.close() }
            let memory = try DatabaseQueue()
            try database.backup(to: memory)
            try BillStore.migrator.migrate(memory)
            return Opening(database: memory, assumed: nil)
        } catch {
            try? database.close()
            throw BillStore.classify(error, path: path)
        }
    }

    /// A new history in memory, of the current schema and without bills.
    private static func emptyHistory() throws(StoreError) -> DatabaseQueue {
        do {
            let memory = try DatabaseQueue()
            try BillStore.migrator.migrate(memory)
            return memory
        } catch {
            throw BillStore.classify(error, path: ":memory:")
        }
    }

    /// `path` as an SQLite URI file name that opens it read-only and immutable.
    ///
    /// The SQLite that GRDB opens must read URI file names (built with `SQLITE_USE_URI`, as Debian's and
    /// Ubuntu's are); the tests open a history this way. `%`, `?` and `#` are escaped in the path.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var escaped = ""
        for character in absolute {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file://\(escaped)?mode=ro&immutable=1"
    }
}

/// The state of the history's file that an immutable reading of it takes for granted: which file it is,
/// its size and its change times, and whether a writer's `-wal` or `-journal` file is beside it.
struct FileState: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    var changed: timespec
    var hasWriterFiles: Bool

    /// The state of the file at `path` now; nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = info.st_mtimespec
        changed = info.st_ctimespec
        #else
        modified = info.st_mtim
        changed = info.st_ctim
        #endif
        hasWriterFiles = ["-wal", "-journal"].contains { access(path + $0, F_OK) == 0 }
    }

    static func == (a: FileState, b: FileState) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size && a.hasWriterFiles == b.hasWriterFiles
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}

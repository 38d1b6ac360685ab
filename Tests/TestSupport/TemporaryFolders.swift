import Foundation

/// Fresh folders under the system's temporary directory for tests, removed when the test process
/// exits, so that a test run leaves nothing behind in `/tmp` however its tests end.
///
/// A test that wants its folder gone sooner may still remove it itself; removal at exit ignores
/// folders that are already gone.
public enum TemporaryFolders {
    private static let registry = Registry()

    /// Creates a new empty folder named `prefix` plus a UUID and returns its URL.
    public static func make(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        registry.add(url)
        return url
    }

    /// The folders made so far and not yet removed, and the removal at exit, registered once.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: [URL] = []
        private var hooked = false

        func add(_ url: URL) {
            lock.lock()
            defer { lock.unlock() }
            folders.append(url)
            if !hooked {
                hooked = true
                atexit { TemporaryFolders.registry.removeAll() }
            }
        }

        func removeAll() {
            lock.lock()
            let all = folders
            folders = []
            lock.unlock()
            for url in all { try? FileManager.default.removeItem(at: url) }
        }
    }
}

import Foundation

/// Standard error, written to without buffering.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Reading inputs and writing outputs the way a careful command does.
enum FileIO {
    /// Fails unless `path` is an existing file (not a folder).
    static func checkFile(_ path: String, what: String) throws(CommandError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandError("\(path): no such file; check the path of the \(what)", .noInput)
        }
        guard !isFolder.boolValue else { throw CommandError("\(path) is a folder, not a \(what) file", .noInput) }
    }

    /// Reads a whole input file, refusing what is missing, a folder, or larger than `limit` bytes.
    static func read(_ path: String, what: String, limit: Int) throws(CommandError) -> Data {
        try checkFile(path, what: what)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.intValue else {
            throw CommandError("\(path): cannot read the \(what); check its permissions", .noInput)
        }
        guard size <= limit else {
            throw CommandError("\(path) is \(size / 1_000_000) MB, too large for a \(what) (the limit is \(limit / 1_000_000) MB)", .dataError)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("\(path): cannot read the \(what); check its permissions", .noInput)
        }
        return data
    }

    /// Writes `text` to `path` whole or not at all (through a temporary file renamed into place),
    /// refusing to replace an existing file unless `force`.
    static func write(_ text: String, to path: String, force: Bool) throws(CommandError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw CommandError("\(path) is a folder; name a file to write", .cannotCreate) }
            if !force { throw CommandError("\(path) already exists; pass --force to replace it, or choose another name", .cannotCreate) }
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            throw CommandError("cannot write \(path): \(error.localizedDescription)", .cannotCreate)
        }
        defer { unlink(temporary) }
        // rename(2) replaces atomically; link(2) puts the file in place only if nothing is there,
        // so a file that appeared since the check above is never overwritten.
        if force {
            guard rename(temporary, path) == 0 else {
                throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))", .cannotCreate)
            }
        } else if link(temporary, path) != 0 {
            if errno == EEXIST {
                throw CommandError("\(path) already exists; pass --force to replace it, or choose another name", .cannotCreate)
            }
            throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))", .cannotCreate)
        }
    }
}

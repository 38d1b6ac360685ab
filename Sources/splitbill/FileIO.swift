import Foundation
import ReceiptOCR
import SplitBillStore
import Synchronization

/// Standard error, written to without buffering; on a terminal, long lines are wrapped at its width.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(TerminalText.forTerminal(text, fd: STDERR_FILENO).utf8))
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
        // A device never ends (/dev/urandom) or is no text at all; a pipe (`<(jq ...)`) is read to its end.
        if let kind = PathKind(atPath: path), kind == .device || kind == .socket {
            throw CommandError("\(path) is \(kind), not a file; save the \(what) to a file and give its path", .noInput)
        }
    }

    /// Reads a whole input file, refusing what is missing, a folder, or larger than `limit` bytes. A pipe
    /// is read once (see ``pipeData(_:)``); a second read gives what the first found.
    static func read(_ path: String, what: String, limit: Int) throws(CommandError) -> Data {
        try checkFile(path, what: what)
        if PathKind(atPath: path) == .pipe {
            let data = try pipeData(path)
            guard data.count <= limit else {
                throw CommandError("\(path) holds more than \(limit / 1_000_000) MB, too much for a \(what)", .dataError)
            }
            return data
        }
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

    /// How a command a message suggests names `path`: the path itself, or for a pipe (`/dev/fd/63`, gone
    /// once this command ends) the file `receipt.txt` to save its text in first.
    static func commandPath(_ path: String) -> String {
        PathKind(atPath: path) == .pipe ? "receipt.txt" : path
    }

    /// The most a pipe is read for: the largest input (a bill file).
    static let pipeLimit = 50_000_000

    /// What each pipe held, by its device and inode, read once: `<(jq ...)` cannot be read twice, and its
    /// kind is told from what it holds.
    private static let pipes = Mutex<[PipeID: Result<Data, CommandError>]>([:])

    /// A pipe, whatever name it is given by (`f`, `./f`).
    private struct PipeID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Everything a pipe (`<(cat bill.json)`, a FIFO) holds, up to ``pipeLimit`` bytes, read at its first
    /// use and kept. Opened without waiting for a writer: a FIFO that no writer opens within two seconds
    /// reads as empty; one whose writer is there is read until that writer closes it, as `cat` would.
    static func pipeData(_ path: String) throws(CommandError) -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CommandError("\(path): no such file; check the path", .noInput) }
        let id = PipeID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return try pipes.withLock { known throws(CommandError) -> Data in
            if let result = known[id] { return try result.get() }
            let result = Result<Data, CommandError> { () throws(CommandError) -> Data in try readPipe(path) }
            known[id] = result
            return try result.get()
        }
    }

    private static func readPipe(_ path: String) throws(CommandError) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw CommandError("\(path): cannot open the pipe; check its permissions", .noInput) }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var waitedForWriter = false
        while data.count <= pipeLimit {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                data.append(contentsOf: buffer[0..<n])
            } else if n == 0 {
                // No writer: done, unless nothing came yet and a writer may still be opening the pipe (a
                // FIFO's writer waits in its open for a reader). It gets two seconds, and the pipe is read
                // again: a writer that opened it meanwhile makes the read wait below instead.
                guard data.isEmpty, !waitedForWriter else { break }
                waitedForWriter = true
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, 2_000)
            } else if errno == EAGAIN {
                // A writer is there but has not written yet: wait for it, as long as it takes.
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            } else if errno != EINTR {
                throw CommandError("\(path): the pipe could not be read (\(String(cString: strerror(errno))))", .noInput)
            }
        }
        guard data.count <= pipeLimit else {
            throw CommandError("\(path) holds more than \(pipeLimit / 1_000_000) MB, too much for any input", .dataError)
        }
        return data
    }

    /// Writes `text` to `path`, the output of `--output`, `--save` and `--output-dir`.
    ///
    /// - `-` is standard output.
    /// - A symbolic link is followed: its target is what gets written (created if missing).
    /// - A regular file is written whole or not at all, through a temporary file beside it that is
    ///   renamed into place; an existing one is replaced only with `force`, keeping its permissions and
    ///   (where this user may give them) its owner and group; one with other names (hard links) is written
    ///   where it stands instead, so that every name shows the new content.
    /// - Anything else that exists (a terminal, a device such as `/dev/null`, a FIFO, `/dev/stdout`)
    ///   is opened and written in place, never replaced, with or without `force`.
    /// - A file among `inputs` (the files the command reads), the history or the settings file (unless
    ///   `isSettings`: `config set` writing it), by any name or link, is never written, with or without `force`.
    static func write(_ text: String, to path: String, force: Bool, inputs: [String] = [], isSettings: Bool = false) throws(CommandError) {
        if path == "-" {
            print(text, terminator: "")
            return
        }
        try write(bytes: Array(text.utf8), to: path, force: force, inputs: inputs, isSettings: isSettings)
    }

    /// Writes `bytes` (an image) to `path` as ``write(_:to:force:inputs:isSettings:)`` writes a text.
    static func write(bytes: [UInt8], to path: String, force: Bool, inputs: [String] = [], isSettings: Bool = false) throws(CommandError) {
        if path == "-" {
            fflush(nil)
            try writeAll(bytes, to: 1, shownAs: "standard output")
            return
        }
        guard !path.isEmpty else { throw CommandError("the output file's name is empty; give a path, or - for standard output", .usage) }
        // `/dev/stdout`, `/dev/fd/3`: the descriptor this command was given, written where it stands (a
        // shell's `>> log.txt` appends), never the file behind it opened anew or replaced.
        let chain = try linkChain(path)
        if let fd = descriptor(in: chain) {
            try writeAll(bytes, to: fd, shownAs: path)
            return
        }
        let target = chain.last!
        var info = stat()
        // A file replaced with --force keeps its permissions (a private file stays private) and, where this
        // user may give it, its owner and group.
        var keptMode: mode_t?
        var keptOwner: (uid_t, gid_t)?
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw CommandError("\(path) is a folder; name a file to write", .cannotCreate)
            case S_IFREG:
                // The history and the settings are the command's inputs too, whatever it was given.
                let history = BillStore.defaultPath()
                for input in inputs + [history, history + "-wal", history + "-shm"] + (isSettings ? [] : [Settings.defaultPath]) {
                    var read = stat()
                    if stat(input, &read) == 0, read.st_dev == info.st_dev, read.st_ino == info.st_ino {
                        let which = input == path ? "an input of this command" : "the same file as \(input), an input of this command"
                        throw CommandError("\(path) is \(which); write the output to another file", .cannotCreate)
                    }
                }
                if !force { throw CommandError("\(path) already exists; pass --force to replace it, or choose another name", .cannotCreate) }
                // A file with other names (hard links) is written where it is, so that every name shows
                // the new content; replacing it would leave the others with the old.
                if info.st_nlink > 1 {
                    try writeInPlace(bytes, to: target, shownAs: path, truncating: true)
                    return
                }
                keptMode = info.st_mode & 0o7777
                keptOwner = (info.st_uid, info.st_gid)
            default:
                try writeInPlace(bytes, to: target, shownAs: path)
                return
            }
        }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent()
        var folderInfo = stat()
        if stat(folder.path, &folderInfo) != 0 || folderInfo.st_mode & S_IFMT != S_IFDIR {
            throw CommandError("cannot write \(path): there is no folder \(folder.path); create it first (mkdir -p \(folder.path)) or write somewhere else", .cannotCreate)
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        try writeNew(bytes, to: temporary, shownAs: path)
        defer { unlink(temporary) }
        if let keptOwner, keptOwner.0 != geteuid() || keptOwner.1 != getegid() { _ = chown(temporary, keptOwner.0, keptOwner.1) }
        if let keptMode { _ = chmod(temporary, keptMode) }
        // rename(2) replaces atomically; link(2) puts the file in place only if nothing is there,
        // so a file that appeared since the check above is never overwritten.
        if force {
            guard rename(temporary, target) == 0 else {
                throw CommandError("cannot write \(path): \(reason(errno))", .cannotCreate)
            }
        } else if link(temporary, target) != 0 {
            if errno == EEXIST {
                throw CommandError("\(path) already exists; pass --force to replace it, or choose another name", .cannotCreate)
            }
            throw CommandError("cannot write \(path): \(reason(errno))", .cannotCreate)
        }
    }

    /// The open descriptor a path of `chain` (a path and the links it leads through, ``linkChain(_:)``)
    /// names: `/dev/stdout` (1), `/dev/stderr` (2), `/dev/stdin` (0), `/dev/fd/N` or `/proc/self/fd/N` (or
    /// this process's own number for `self`); nil when none does, or the descriptor is not open.
    static func descriptor(in chain: [String]) -> Int32? {
        let own = ["/dev/stdin": Int32(0), "/dev/stdout": 1, "/dev/stderr": 2]
        let prefixes = ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"]
        for current in chain {
            if let fd = own[current] { return fd }
            if let prefix = prefixes.first(where: current.hasPrefix), let fd = Int32(current.dropFirst(prefix.count)), fd >= 0 {
                return fcntl(fd, F_GETFD) == -1 ? nil : fd
            }
        }
        return nil
    }

    /// Writes all of `data` to the open descriptor `fd`.
    static func writeAll(_ data: [UInt8], to fd: Int32, shownAs path: String) throws(CommandError) {
        var bytes = data[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CommandError("cannot write \(path): \(reason(errno))", .cannotCreate)
            }
            bytes = bytes.dropFirst(n)
        }
    }

    /// `path` and the paths its chain of symbolic links leads through; the last is what writing to `path`
    /// reaches (which may not exist yet). A chain that does not end (a loop) is an error.
    static func linkChain(_ path: String) throws(CommandError) -> [String] {
        var chain = [path]
        for _ in 0..<40 {
            let current = chain.last!
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return chain }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { return chain }
            let destination = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // /dev/stdout and its kind point into /proc at things that are not paths: write through the link.
            if !destination.hasPrefix("/"), destination.contains(":[") { return chain }
            chain.append(destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path)
        }
        throw CommandError("\(path): too many symbolic links (a loop?); name a file to write", .cannotCreate)
    }

    /// Creates `temporary` and writes `data` into it, to the disk; on any failure the file is removed,
    /// so that a full disk leaves nothing behind.
    static func writeNew(_ data: [UInt8], to temporary: String, shownAs path: String) throws(CommandError) {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw CommandError("cannot write \(path): \(reason(errno))", .cannotCreate) }
        var failure: Int32?
        var bytes = data[...]
        while !bytes.isEmpty, failure == nil {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno != EINTR { failure = errno }
            } else {
                bytes = bytes.dropFirst(n)
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw CommandError("cannot write \(path): \(reason(failure))", .cannotCreate)
        }
    }

    /// What an `errno` from writing means to a person.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk is full; free some space there, or write elsewhere"
        default: String(cString: strerror(code))
        }
    }

    /// Writes `data` into an existing file without replacing it: one that is not a regular file (a terminal,
    /// a device, a FIFO) as it stands, a regular file (`truncating`) from its start.
    static func writeInPlace(_ data: [UInt8], to target: String, shownAs path: String, truncating: Bool = false) throws(CommandError) {
        let fd = open(target, O_WRONLY | O_NOCTTY | (truncating ? O_TRUNC : 0))
        guard fd >= 0 else { throw CommandError("cannot write \(path): \(reason(errno))", .cannotCreate) }
        defer { close(fd) }
        try writeAll(data, to: fd, shownAs: path)
    }
}

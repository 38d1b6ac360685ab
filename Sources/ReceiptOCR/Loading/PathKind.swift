import Foundation

/// What a path names, following symbolic links: a reader must know a pipe (which blocks until
/// something writes to it) and a device (which may never end) from a file before it opens them.
public enum PathKind: Sendable, CustomStringConvertible {
    case file, folder, pipe, device, socket

    /// The kind of what `path` names; nil when nothing is there.
    public init?(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .pipe
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }

    /// `a pipe (FIFO)`, `a device`, ...
    public var description: String {
        switch self {
        case .file: "a file"
        case .folder: "a folder"
        case .pipe: "a pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        }
    }
}

import Foundation

/// Writes each stage's image as a numbered PNG (`<name>-01-grey.png`, ...) into a folder, for a person
/// to look at what the clean-up did.
public final class DebugImageWriter {
    /// The folder written to.
    public let directory: String
    /// The prefix of every file name (usually the input's file name without extension).
    public let name: String
    /// Whether a file of an image's name is replaced; otherwise it is an error.
    public let replacing: Bool
    private var counter = 0

    /// A writer into `directory` (created if missing) with file names starting with `name`. With
    /// `replacing`, a file of an image's name is replaced (a symbolic link itself, never the file behind
    /// it); without, it is left as it is and the write fails with ``ReceiptOCRError/fileExists(path:)``.
    public init(directory: String, name: String, replacing: Bool = false) throws(ReceiptOCRError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory, reason: error.localizedDescription)
        }
        self.directory = directory
        self.name = name
        self.replacing = replacing
    }

    /// Writes `image` as the next numbered file, labelled with `stage`.
    public func write(_ image: ReceiptImage, stage: String) throws(ReceiptOCRError) {
        counter += 1
        let number = counter < 10 ? "0\(counter)" : "\(counter)"
        let path = directory + "/" + name + "-" + number + "-" + stage + ".png"
        let bytes = try image.pngData()
        if replacing {
            // Written beside it, then renamed over it: a link is replaced, not followed.
            let temporary = directory + "/." + name + "-" + number + ".\(getpid()).tmp"
            try Self.writeNew(bytes, to: temporary, shownAs: path)
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw .cannotWrite(path: path, reason: reason)
            }
        } else {
            try Self.writeNew(bytes, to: path, shownAs: path)
        }
    }

    /// Creates `file`, which must not exist (not even as a link), and writes `bytes` into it.
    private static func writeNew(_ bytes: [UInt8], to file: String, shownAs path: String) throws(ReceiptOCRError) {
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            if errno == EEXIST { throw .fileExists(path: path) }
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        var rest = bytes[...]
        var failure: Int32?
        while !rest.isEmpty, failure == nil {
            let n = rest.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno != EINTR { failure = errno }
            } else {
                rest = rest.dropFirst(n)
            }
        }
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(file)
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
    }
}

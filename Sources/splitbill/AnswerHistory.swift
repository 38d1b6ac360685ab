import Foundation
import SplitBillStore

/// The answers typed in interactive sessions, kept between them for ↑ and ↓: the last ``limit`` lines in
/// `answers` beside the saved history (`$XDG_DATA_HOME/splitbill/`, by default ~/.local/share/splitbill/),
/// readable by the user alone (0600, in a folder of 0700).
///
/// Keeping them never stops a session: a file that cannot be read counts as no answers, and one that
/// cannot be written is left as it was.
struct AnswerHistory {
    /// How many answers are kept: the newest.
    static let limit = 500
    /// The largest file read back; a larger one (not written here) counts as no answers.
    static let largestFile = 1_000_000

    /// The file's path.
    let path: String

    /// The file beside the saved history.
    static var standard: AnswerHistory {
        AnswerHistory(path: URL(fileURLWithPath: BillStore.defaultPath()).deletingLastPathComponent().appendingPathComponent("answers").path)
    }

    /// The answers kept, oldest first; none when there is no file or it cannot be read.
    func load() -> [String] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= Self.largestFile,
              let data = FileManager.default.contents(atPath: path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return Array(lines.filter { !$0.contains("\r") }.suffix(Self.limit))
    }

    /// Keeps the newest ``limit`` of `answers` in place of the file's, by writing a new file and moving it
    /// over the old (so that a session stopped midway leaves one or the other).
    func save(_ answers: [String]) {
        let folder = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder) {
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                            attributes: [.posixPermissions: 0o700])) != nil else { return }
        }
        let text = answers.suffix(Self.limit).map { $0 + "\n" }.joined()
        let temporary = path + ".new"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
    }
}

import Foundation
import ReceiptOCR
import ReceiptScanning
import SplitBillCore

/// The rows read off photos, kept by the photo's content so that splitting the same photo again (with
/// other assignments, another format) does not read it again: `$XDG_CACHE_HOME/splitbill/readings/`
/// (by default `~/.cache/splitbill/readings/`), one file per reading, the oldest removed beyond
/// ``maxEntries`` files or ``maxBytes`` bytes.
///
/// A reading is found by the SHA-256 of the photo's bytes, the reading's options and the splitbill
/// binary (its size and time), so that another language, model or build reads the photo again. A
/// cache that cannot be read or written is passed over: the photo is read as if there were none.
enum ReadingCache {
    static let maxEntries = 200
    static let maxBytes = 20_000_000

    /// The folder.
    static var folder: String {
        let env = ProcessInfo.processInfo.environment
        let base: String
        if let xdg = env["XDG_CACHE_HOME"], xdg.hasPrefix("/") { base = xdg } else { base = (env["HOME"] ?? NSHomeDirectory()) + "/.cache" }
        return base + "/splitbill/readings"
    }

    /// The key of a reading of the photo at `path` with `options`; nil when the photo cannot be read.
    static func key(photo path: String, options: ReadOptions) -> String? {
        guard var data = FileManager.default.contents(atPath: path) else { return nil }
        var binary = ""
        if let executable = Bundle.main.executablePath, let info = try? FileManager.default.attributesOfItem(atPath: executable) {
            binary = "\(info[.size] ?? 0) \((info[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        data.append(Data("\n\(String(describing: options))\n\(binary)".utf8))
        return SHA256.hex(data)
    }

    /// The rows kept under `key`, if any.
    static func rows(_ key: String) -> [RecognizedRow]? {
        let path = folder + "/" + key + ".json"
        guard let data = FileManager.default.contents(atPath: path), case .array(let list)? = try? JSONValue(parsing: data) else { return nil }
        var rows: [RecognizedRow] = []
        for value in list {
            guard case .object(let o) = value, case .string(let text)? = o["text"] else { return nil }
            var words: [RecognizedWord] = []
            if case .array(let ws)? = o["words"] {
                for w in ws {
                    guard case .object(let wo) = w, case .string(let t)? = wo["text"], let box = box(wo["box"]) else { return nil }
                    words.append(RecognizedWord(text: t, box: box, confidence: number(wo["confidence"])))
                }
            }
            rows.append(RecognizedRow(text: text, box: box(o["box"]), confidence: number(o["confidence"]), words: words))
        }
        // Used: newest, so that it is the last to go.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        return rows
    }

    /// The photos among `paths` read before with `options`, their kept rows by path; and the key of every
    /// photo that can be kept (a file, not a pipe), for ``keep(_:key:)`` once read.
    static func lookUp(_ paths: [String], options: ReadOptions, using: Bool) -> (rows: [String: [RecognizedRow]], keys: [String: String]) {
        var found: [String: [RecognizedRow]] = [:], keys: [String: String] = [:]
        for path in paths where keys[path] == nil && PathKind(atPath: path) != .pipe {
            guard let key = key(photo: path, options: options) else { continue }
            keys[path] = key
            if using, let kept = rows(key) { found[path] = kept }
        }
        return (found, keys)
    }

    /// Keeps the rows of a photo's reading under `key` when they are worth reading again from here: the
    /// receipt has items and was read legibly (an illegible photo is to be taken again, not kept).
    static func keep(_ scanned: ScannedReceipt, key: String) {
        if !scanned.parsed.receipt.items.isEmpty, ScanImages.illegibility(of: scanned) == nil { store(scanned.rows, key: key) }
    }

    /// Keeps `rows` under `key`, then removes the oldest readings beyond the bounds.
    static func store(_ rows: [RecognizedRow], key: String) {
        let list = JSONValue.array(rows.map { row in
            .object(JSONObject([
                ("text", .string(row.text)), ("box", row.box.map(json) ?? .null), ("confidence", .number(String(row.confidence))),
                ("words", .array(row.words.map { w in
                    .object(JSONObject([("text", .string(w.text)), ("box", json(w.box)), ("confidence", .number(String(w.confidence)))]))
                })),
            ]))
        })
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let path = folder + "/" + key + ".json"
            let temporary = path + ".\(getpid()).tmp"
            try Data(list.serialized(pretty: false).utf8).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 { unlink(temporary) }
        } catch {
            return
        }
        trim()
    }

    /// Removes the readings used longest ago until at most ``maxEntries`` files and ``maxBytes`` bytes are left.
    static func trim() {
        let url = URL(fileURLWithPath: folder)
        guard let files = try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
        else { return }
        let entries = files.filter { $0.pathExtension == "json" }.map { file in
            let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
            return (file, values?.contentModificationDate ?? .distantPast, values?.fileSize ?? 0)
        }.sorted { $0.1 > $1.1 }
        var count = 0, bytes = 0
        for (file, _, size) in entries {
            count += 1
            bytes += size
            if count > maxEntries || bytes > maxBytes { try? FileManager.default.removeItem(at: file) }
        }
    }

    private static func json(_ box: TextBox) -> JSONValue {
        .array([box.x, box.y, box.width, box.height].map { .number(String($0)) })
    }

    private static func box(_ value: JSONValue?) -> TextBox? {
        guard case .array(let parts)? = value, parts.count == 4 else { return nil }
        let n = parts.compactMap { if case .number(let s) = $0 { Int(s) } else { nil } }
        guard n.count == 4 else { return nil }
        return TextBox(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    private static func number(_ value: JSONValue?) -> Double {
        if case .number(let s)? = value { return Double(s) ?? 0 }
        return 0
    }
}

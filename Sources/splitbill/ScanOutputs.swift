import Foundation

/// The files `scan --output-dir` writes: one `NAME.json` (or `.txt`) per input, named after it.
enum ScanOutputs {
    /// Each input's output path in `folder`.
    ///
    /// - Throws: a usage error, before anything is read, when two inputs would be written to the
    ///   same file (`a/r.txt` and `b/r.txt`, or `x.bmp` and `x.webp`): one would replace the other.
    static func paths(for inputs: [String], in folder: String, json: Bool) throws(CommandError) -> [String: String] {
        var paths: [String: String] = [:]
        var owner: [String: String] = [:]
        for input in inputs {
            let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name + (json ? ".json" : ".txt")).path
            if let earlier = owner[path] {
                let what = earlier == input ? "\(input) is given twice" : "\(earlier) and \(input) would both be written to \(path)"
                throw CommandError("\(what); --output-dir writes one file per input, named after it, so give each input once and rename one, or scan them into different folders", .usage)
            }
            owner[path] = input
            paths[input] = path
        }
        return paths
    }
}

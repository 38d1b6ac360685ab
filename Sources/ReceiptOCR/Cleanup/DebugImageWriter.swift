import Foundation

/// Writes each stage's image as a numbered PNG (`<name>-01-grey.png`, ...) into a folder, for a person
/// to look at what the clean-up did.
public final class DebugImageWriter {
    /// The folder written to.
    public let directory: String
    /// The prefix of every file name (usually the input's file name without extension).
    public let name: String
    private var counter = 0

    /// A writer into `directory` (created if missing) with file names starting with `name`.
    public init(directory: String, name: String) throws(ReceiptOCRError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory, reason: error.localizedDescription)
        }
        self.directory = directory
        self.name = name
    }

    /// Writes `image` as the next numbered file, labelled with `stage`.
    public func write(_ image: ReceiptImage, stage: String) throws(ReceiptOCRError) {
        counter += 1
        let number = counter < 10 ? "0\(counter)" : "\(counter)"
        try image.writePNG(to: directory + "/" + name + "-" + number + "-" + stage + ".png")
    }
}

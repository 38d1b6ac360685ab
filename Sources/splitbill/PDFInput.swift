import Foundation

/// A receipt in a PDF: its first page's text layer (`pdftotext -layout`, from Debian's poppler-utils),
/// or, when the page has no text (a scan saved as PDF), the page rendered at 300 dpi (`pdftoppm`) and
/// read as a photo.
enum PDFInput {
    /// What the first page gave.
    enum Page {
        /// The page's text, one printed row per line.
        case text(String)
        /// The page as a PNG in a private folder (removed by ``cleanUp(_:)``).
        case image(String)
    }

    /// Whether `path` is a PDF: named `.pdf`, or starting with `%PDF-`.
    static func isPDF(_ path: String) -> Bool {
        if URL(fileURLWithPath: path).pathExtension.lowercased() == "pdf" { return true }
        guard let handle = FileHandle(forReadingAtPath: path), let head = try? handle.read(upToCount: 5) else { return false }
        try? handle.close()
        return head == Data("%PDF-".utf8)
    }

    /// The first page of the PDF at `path`.
    static func firstPage(_ path: String) throws(CommandError) -> Page {
        try FileIO.checkFile(path, what: "PDF")
        let text = try run("pdftotext", ["-layout", "-f", "1", "-l", "1", "-enc", "UTF-8", path, "-"], for: path)
        if text.contains(where: { $0.isNumber }) && text.contains(where: { $0.isLetter }) { return .text(text) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splitbill-\(UUID().uuidString)").path
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]) } catch {
            throw CommandError("cannot make a folder to render \(path) in: \(error.localizedDescription)", .cannotCreate)
        }
        _ = try run("pdftoppm", ["-png", "-r", "300", "-f", "1", "-l", "1", "-singlefile", path, folder + "/page"], for: path)
        let image = folder + "/page.png"
        guard FileManager.default.fileExists(atPath: image) else {
            cleanUp(.image(image))
            throw CommandError("\(path): its first page could not be rendered; is it a PDF?", .dataError)
        }
        return .image(image)
    }

    /// Removes a rendered page and its folder.
    static func cleanUp(_ page: Page) {
        if case .image(let image) = page { try? FileManager.default.removeItem(atPath: (image as NSString).deletingLastPathComponent) }
    }

    /// Runs one of poppler's tools on PATH; its standard output.
    private static func run(_ tool: String, _ arguments: [String], for path: String) throws(CommandError) -> String {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(tool)" }
        guard let executable = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw CommandError("\(path) is a PDF, and reading one needs \(tool) from poppler-utils, which is not installed; install it (apt-get install poppler-utils), or save the receipt as a photo or its text", .failure)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw CommandError("cannot run \(executable): \(error.localizedDescription)", .failure) }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = problem.split(separator: "\n").first.map { ": \($0)" } ?? ""
            throw CommandError("\(path): \(tool) could not read it\(detail); check that it is a PDF", .dataError)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

import Foundation
/// Something that stopped a receipt image from being read, with a message a person can act on.
///
/// Every case says what was wrong, where, and what to do. Loading errors carry the path that was
/// given (or `(memory)` for bytes handed over directly).
public enum ReceiptOCRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A way out of the error that the caller offers in its own terms (a command, with a flag).
    public enum Remedy: Hashable, Sendable {
        /// Read with the system's Tesseract model (``RecognitionModel/stock``) instead of splitbill's.
        case useSystemModel
        /// Replace the files that are in the way (``ReadOptions/replacesDebugImages``).
        case replaceFiles
    }

    /// The ways out of this error beyond what its message says: the system's model, where splitbill's
    /// receipt model is missing or damaged.
    public var remedies: [Remedy] {
        switch self {
        case .receiptModelMissing, .receiptModelDamaged: [.useSystemModel]
        case .fileExists: [.replaceFiles]
        default: []
        }
    }

    /// No file at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a folder, an I/O error).
    case unreadableFile(path: String, reason: String)
    /// The file has no bytes.
    case emptyFile(path: String)
    /// The bytes are not an image format this library knows.
    case notAnImage(path: String)
    /// The bytes are an image in a format that cannot be read here (for example GIF or PDF).
    case unsupportedFormat(path: String, format: String)
    /// The image ends before its data does (an interrupted download or copy).
    case truncatedImage(path: String, format: String)
    /// The image's data could not be decoded.
    case corruptImage(path: String, format: String, detail: String)
    /// The header announces more pixels than the budget allows (a decompression bomb or a huge scan).
    case imageTooLarge(path: String, width: Int, height: Int, maxPixels: Int)
    /// The file is larger than an image this library reads.
    case fileTooLarge(path: String, bytes: Int, maxBytes: Int)
    /// A side of the image is shorter than the shortest a line of text needs.
    case imageTooSmall(path: String, width: Int, height: Int, minimumSide: Int)
    /// A side of the image is longer than Tesseract can read.
    case imageSideTooLong(path: String, width: Int, height: Int, maximumSide: Int)
    /// A language name that is not a Tesseract language code.
    case invalidLanguage(String)
    /// No folder with Tesseract language data was found.
    case tessdataNotFound(searched: [String])
    /// A language's `.traineddata` file is missing from the tessdata folder.
    case languageDataMissing(language: String, package: String, directory: String)
    /// splitbill's receipt model was not found in any of these places.
    case receiptModelMissing(searched: [String])
    /// splitbill's receipt model file is there but cannot be used.
    case receiptModelDamaged(path: String, reason: String)
    /// Tesseract refused to start with these languages.
    case engineInitFailed(languages: String, directory: String)
    /// Tesseract failed while reading an image.
    case recognitionFailed(detail: String)
    /// The page holds more marks laid out as text than any receipt (``ReadOptions/maximumMarks``), so
    /// it was not recognised: recognising it would take more memory than a photo is allowed.
    case tooManyMarks(count: Int, limit: Int)
    /// A Leptonica operation on the image failed.
    case imageOperationFailed(operation: String)
    /// A debug image or output could not be written.
    case cannotWrite(path: String, reason: String)
    /// A file to write is there already, and is not to be replaced.
    case fileExists(path: String)

    /// A sentence or two for a person: what was wrong and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file. Check the path and the file name."
        case .unreadableFile(let path, let reason):
            return "\(path): cannot be read (\(reason)). Check that it is a file you may read."
        case .emptyFile(let path):
            return "\(path): the file is empty (0 bytes). Copy or export the photo again."
        case .notAnImage(let path):
            return "\(path): not an image this tool can read. Use a JPEG, PNG, TIFF, BMP, WebP, HEIC or AVIF photo of the receipt."
        case .unsupportedFormat(let path, let format):
            return "\(path): \(format) images are not supported. Convert it to JPEG or PNG first."
        case .truncatedImage(let path, let format):
            return "\(path): the \(format) file is cut short (its data ends early). Copy or download it again."
        case .corruptImage(let path, let format, let detail):
            return "\(path): the \(format) data could not be decoded (\(detail)). Export the photo again as JPEG or PNG."
        case .imageTooLarge(let path, let width, let height, let maxPixels):
            return "\(path): the image is \(width)x\(height) pixels, more than the limit of \(maxPixels) pixels. "
                + "Resize it (a receipt reads well at 2000 pixels on the long side) and try again."
        case .fileTooLarge(let path, let bytes, let maxBytes):
            return "\(path): the file is \(bytes / 1_000_000) MB, more than the \(maxBytes / 1_000_000) MB an image may have. "
                + "Export the photo again as JPEG (a receipt reads well at 2000 pixels on the long side)."
        case .imageTooSmall(let path, let width, let height, let minimumSide):
            return "\(path): the image is \(width)x\(height) pixels, too small to hold a receipt (each side needs at least "
                + "\(minimumSide) pixels). Take or export the photo again at full size."
        case .imageSideTooLong(let path, let width, let height, let maximumSide):
            return "\(path): the image is \(width)x\(height) pixels, longer than the \(maximumSide) pixels a side can have. "
                + "Resize it (a receipt reads well at 2000 pixels on the long side) or cut it in parts, and try again."
        case .invalidLanguage(let language):
            return "'\(language)' is not a Tesseract language code. Use codes such as eng, spa or deu, joined with '+' (eng+spa)."
        case .tessdataNotFound(let searched):
            return "no Tesseract language data found (looked in \(searched.joined(separator: ", "))). "
                + "Install tesseract-ocr-eng, or set TESSDATA_PREFIX to the folder holding eng.traineddata."
        case .languageDataMissing(let language, let package, let directory):
            let installed = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasSuffix(".traineddata") && $0 != "osd.traineddata" }
                .map { String($0.dropLast(".traineddata".count)) }.sorted()
            let list = installed.isEmpty ? "" : " (installed: \(installed.joined(separator: ", ")))"
            return "no Tesseract data for language '\(language)' in \(directory)\(list). If Tesseract reads it, install it with: apt-get install \(package)"
        case .receiptModelMissing(let searched):
            return "splitbill's receipt model (eng.traineddata) was not found (looked for \(searched.joined(separator: ", "))). "
                + "Install splitbill with ./scripts/install, set \(RecognitionModel.fileVariable) to the model file, "
                + "or read with the system's model."
        case .receiptModelDamaged(let path, let reason):
            return "\(path): splitbill's receipt model cannot be used (\(reason)). "
                + "Install splitbill again with ./scripts/install, or read with the system's model."
        case .engineInitFailed(let languages, let directory):
            return "Tesseract could not start with languages '\(languages)' from \(directory). "
                + "Reinstall the tesseract-ocr language packages."
        case .tooManyMarks(let count, let limit):
            return "the picture holds \(count) marks laid out like lines of text, more than the \(limit) a photo may hold "
                + "(a receipt has a few thousand), so it was not read. If it is a receipt, "
                + "photograph or crop it alone, without the page or pattern around it."
        case .recognitionFailed(let detail):
            return "Tesseract failed to read the image (\(detail))."
        case .imageOperationFailed(let operation):
            return "the image could not be processed (\(operation) failed). The image may be damaged or unusual; try exporting it again."
        case .cannotWrite(let path, let reason):
            return "\(path): cannot be written (\(reason)). Check that the folder exists and is writable."
        case .fileExists(let path):
            return "\(path) exists already and was left as it is"
        }
    }
}

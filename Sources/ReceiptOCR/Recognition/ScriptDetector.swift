internal import CLeptonica
internal import CTesseract
import Foundation

/// Tesseract's orientation-and-script detection, as its own engine (the `osd` data of Debian's
/// `tesseract-ocr-osd`): which script a page is printed in, and how sure it is.
///
/// It tells the scripts with shapes of their own (kana, hangul, Thai, Arabic) well, and mistakes receipts
/// printed in Latin capitals for Cyrillic often, so `ScriptStep` checks a script it names by reading a
/// band of the page with that script's languages before reading the page again. Not thread-safe; one
/// per reader.
public final class ScriptDetector {
    private let handle: OpaquePointer

    /// What the detection found on a page.
    public struct Detection: Sendable, Equatable {
        /// The script's name (`Latin`, `Cyrillic`, `Japanese`, `Han`, ...).
        public var script: String
        /// Tesseract's confidence in the script (above 1 or so is a clear answer).
        public var confidence: Double
    }

    /// Starts the detection engine with the `osd` data of `dataDirectory` (found automatically when nil).
    ///
    /// - Throws: ``ReceiptOCRError/languageDataMissing(language:package:directory:)`` when `osd` is not
    ///   installed, ``ReceiptOCRError/engineInitFailed(languages:directory:)`` when it cannot start.
    public init(dataDirectory: String? = nil) throws(ReceiptOCRError) {
        let directory: String
        if let dataDirectory { directory = dataDirectory } else { directory = try Tessdata.locate() }
        if Tessdata.firstMissing(["osd"], in: directory) != nil {
            throw .languageDataMissing(language: "osd", package: Tessdata.debianPackage(for: "osd"), directory: directory)
        }
        LeptonicaMessages.silence()
        guard let handle = TessBaseAPICreate() else { throw .engineInitFailed(languages: "osd", directory: directory) }
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        guard TessBaseAPIInit2(handle, directory, "osd", OEM_TESSERACT_ONLY) == 0 else {
            TessBaseAPIDelete(handle)
            throw .engineInitFailed(languages: "osd", directory: directory)
        }
        TessBaseAPISetPageSegMode(handle, PSM_OSD_ONLY)
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// The script of `image`, or nil when the detection finds too little text to tell.
    public func detect(_ image: ReceiptImage, resolution: Int = 300) -> Detection? {
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var orientationConfidence: Float = 0, scriptConfidence: Float = 0
        var name: UnsafePointer<CChar>?
        // The name points into Tesseract's own table of scripts: it is not freed here.
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &orientationConfidence, &name, &scriptConfidence) != 0,
              let name else { return nil }
        return Detection(script: String(cString: name), confidence: Double(scriptConfidence))
    }
}

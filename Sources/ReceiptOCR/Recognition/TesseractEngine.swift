internal import CTesseract
import Foundation
import SplitBillCore

/// One Tesseract engine: the one owner of a `TessBaseAPI` handle.
///
/// Starting an engine costs 50-175 ms, so create one and reuse it for many images. An engine is not
/// thread-safe and not `Sendable`: give each thread its own (``BatchReader`` does). Set up for receipts:
/// LSTM models, page segmentation mode 6 (one uniform block of text, which keeps a name and its price on
/// one line), interword spaces kept, and Tesseract's own diagnostics sent to /dev/null.
public final class TesseractEngine {
    private let handle: OpaquePointer

    /// The languages the engine reads, as given (`eng`, `eng+spa`).
    public let languages: String

    /// The tessdata folder the language data came from.
    public let dataDirectory: String

    /// The model English is read with.
    public let model: RecognitionModel

    /// The receipt model's file, when English is read with it.
    public var receiptModelFile: String? { languageData.receiptModel }

    /// The data folder, kept for the engine's life (it may be a temporary folder of links).
    private let languageData: LanguageData

    /// Starts an engine for `languages` (Tesseract codes joined by `+`) with data from `dataDirectory`
    /// (the folder holding the system's `.traineddata` files; found automatically when nil). With the
    /// ``RecognitionModel/receipt`` model English is read with splitbill's receipt model and other
    /// languages with the system's data; with ``RecognitionModel/stock`` (the default), all with the
    /// system's.
    ///
    /// Throws ``ReceiptOCRError/languageDataMissing(language:package:directory:)`` naming the Debian
    /// package to install when a language's data is not there, and
    /// ``ReceiptOCRError/receiptModelMissing(searched:)`` or
    /// ``ReceiptOCRError/receiptModelDamaged(path:reason:)`` naming the model file when it is missing or
    /// cannot be loaded.
    ///
    /// `initVariables` are Tesseract variables that only take effect when the engine starts (such as
    /// `load_system_dawg`); others can be set later with ``setVariable(_:_:)``.
    public init(
        languages: String = "eng", dataDirectory: String? = nil, model: RecognitionModel = .stock,
        initVariables: [String: String] = [:]
    ) throws(ReceiptOCRError) {
        let codes = try Tessdata.languageCodes(languages)
        let languageData = try LanguageData(codes: codes, model: model, systemDirectory: dataDirectory)
        let directory = languageData.directory
        guard let handle = TessBaseAPICreate() else { throw .engineInitFailed(languages: languages, directory: directory) }
        // Debug output goes to a file named by this variable; set before Init so init messages go there too.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        let names = initVariables.keys.sorted()
        var cNames: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        var cValues: [UnsafeMutablePointer<CChar>?] = names.map { strdup(initVariables[$0]!) }
        defer { (cNames + cValues).forEach { free($0) } }
        let status = cNames.withUnsafeMutableBufferPointer { namesBuffer in
            cValues.withUnsafeMutableBufferPointer { valuesBuffer in
                TessBaseAPIInit4(handle, directory, languages, OEM_LSTM_ONLY, nil, 0,
                                 namesBuffer.baseAddress, valuesBuffer.baseAddress, names.count, 0)
            }
        }
        guard status == 0 else {
            TessBaseAPIEnd(handle)
            TessBaseAPIDelete(handle)
            if let file = languageData.receiptModel {
                throw .receiptModelDamaged(path: file, reason: "Tesseract could not load it")
            }
            throw .engineInitFailed(languages: languages, directory: directory)
        }
        TessBaseAPISetPageSegMode(handle, PSM_SINGLE_BLOCK)
        _ = TessBaseAPISetVariable(handle, "preserve_interword_spaces", "1")
        self.handle = handle
        self.languages = languages
        self.dataDirectory = directory
        self.model = model
        self.languageData = languageData
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Sets how Tesseract splits the page into lines (its `--psm`; 6, one block of text, is the default here).
    public func setPageSegmentationMode(_ mode: Int) {
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(mode)))
    }

    /// Sets a Tesseract variable (for example `tessedit_char_blacklist`); false when Tesseract does not know it.
    ///
    /// Numbers must be written with `.` as the decimal mark.
    @discardableResult
    public func setVariable(_ name: String, _ value: String) -> Bool {
        TessBaseAPISetVariable(handle, name, value) != 0
    }

    /// Reads the words on `image`, each with its box (in the image's pixels) and confidence.
    ///
    /// `resolution` is the image's pixels per inch as Tesseract should assume it (300 suits text whose
    /// capitals are about 30 pixels high).
    public func recognize(_ image: ReceiptImage, resolution: Int = 300) throws(ReceiptOCRError) -> [RecognizedWord] {
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            throw .recognitionFailed(detail: "recognition of a \(image.width)x\(image.height) image returned an error")
        }
        return words()
    }

    /// Reads each of `regions` of `image` alone (clipped to the image), with page segmentation `mode`
    /// (7 for one line, 6 for a small block), and returns each region's words with boxes on `image`.
    ///
    /// The image is handed to Tesseract once; each region is then chosen with `TessBaseAPISetRectangle`,
    /// without copying pixels. Unsure lines are not tried again as white-on-black text. The engine's own
    /// page segmentation mode (and the inverted-text retry) are restored afterwards.
    public func recognize(
        _ image: ReceiptImage, regions: [TextBox], mode: Int, resolution: Int = 300
    ) throws(ReceiptOCRError) -> [[RecognizedWord]] {
        guard !regions.isEmpty else { return [] }
        let previousMode = TessBaseAPIGetPageSegMode(handle)
        var previousInvert: Int32 = 1
        _ = TessBaseAPIGetBoolVariable(handle, "tessedit_do_invert", &previousInvert)
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(mode)))
        // Tesseract's retry of unsure lines as white-on-black text cost 10% of the time here and changed nothing.
        _ = TessBaseAPISetVariable(handle, "tessedit_do_invert", "0")
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer {
            TessBaseAPIClear(handle)
            TessBaseAPISetPageSegMode(handle, previousMode)
            _ = TessBaseAPISetVariable(handle, "tessedit_do_invert", previousInvert != 0 ? "1" : "0")
        }
        var results: [[RecognizedWord]] = []
        for region in regions {
            let left = max(0, region.x), top = max(0, region.y)
            let right = min(image.width, region.x + region.width), bottom = min(image.height, region.y + region.height)
            guard right - left >= 4, bottom - top >= 4 else {
                results.append([])
                continue
            }
            TessBaseAPISetRectangle(handle, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
            guard TessBaseAPIRecognize(handle, nil) == 0 else {
                throw .recognitionFailed(detail: "recognition of a \(right - left)x\(bottom - top) region returned an error")
            }
            results.append(words())
        }
        return results
    }

    /// The words of the last recognition, with boxes on the whole image.
    private func words() -> [RecognizedWord] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var words: [RecognizedWord] = []
        repeat {
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
            TessDeleteText(cText)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard !text.isEmpty, TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom) != 0 else {
                continue
            }
            words.append(RecognizedWord(
                text: text,
                box: TextBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)),
                confidence: Double(TessResultIteratorConfidence(iterator, RIL_WORD))))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }
}

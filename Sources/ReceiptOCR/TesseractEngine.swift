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

    /// Starts an engine for `languages` (Tesseract codes joined by `+`) with data from `dataDirectory`
    /// (the folder holding the `.traineddata` files; found automatically when nil).
    ///
    /// Throws ``ReceiptOCRError/languageDataMissing(language:package:directory:)`` naming the Debian
    /// package to install when a language's data is not there.
    public init(languages: String = "eng", dataDirectory: String? = nil) throws(ReceiptOCRError) {
        let codes = try Tessdata.languageCodes(languages)
        let directory: String
        if let dataDirectory { directory = dataDirectory } else { directory = try Tessdata.locate() }
        for code in codes where !FileManager.default.fileExists(atPath: directory + "/" + code + ".traineddata") {
            throw .languageDataMissing(language: code, package: Tessdata.debianPackage(for: code), directory: directory)
        }
        guard let handle = TessBaseAPICreate() else { throw .engineInitFailed(languages: languages, directory: directory) }
        // Debug output goes to a file named by this variable; set before Init so init messages go there too.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        guard TessBaseAPIInit2(handle, directory, languages, OEM_LSTM_ONLY) == 0 else {
            TessBaseAPIEnd(handle)
            TessBaseAPIDelete(handle)
            throw .engineInitFailed(languages: languages, directory: directory)
        }
        TessBaseAPISetPageSegMode(handle, PSM_SINGLE_BLOCK)
        _ = TessBaseAPISetVariable(handle, "preserve_interword_spaces", "1")
        self.handle = handle
        self.languages = languages
        self.dataDirectory = directory
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
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
    /// capitals are about 30 pixels high). When `splitGap` is given, a word is cut in two wherever the
    /// gap between two of its characters is wider than `splitGap` × the word's height (Tesseract
    /// sometimes runs narrowly spaced words together: `TotalExclofGST`).
    public func recognize(
        _ image: ReceiptImage, resolution: Int = 300, splitGap: Double? = nil
    ) throws(ReceiptOCRError) -> [RecognizedWord] {
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            throw .recognitionFailed(detail: "recognition of a \(image.width)x\(image.height) image returned an error")
        }
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var words: [RecognizedWord] = []
        var symbols: [(text: String, box: TextBox)] = []
        var wordConfidence = 0.0
        func finishWord() {
            defer { symbols.removeAll(keepingCapacity: true) }
            guard !symbols.isEmpty else { return }
            for piece in Self.split(symbols, gap: splitGap) {
                let text = piece.map(\.text).joined().trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { continue }
                let box = piece.dropFirst().reduce(piece[0].box) { $0.union($1.box) }
                words.append(RecognizedWord(text: text, box: box, confidence: wordConfidence))
            }
        }
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_WORD) != 0 {
                finishWord()
                wordConfidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD))
            }
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_SYMBOL) else { continue }
            let text = String(cString: cText)
            TessDeleteText(cText)
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard TessPageIteratorBoundingBox(page, RIL_SYMBOL, &left, &top, &right, &bottom) != 0 else { continue }
            symbols.append((text, TextBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))))
        } while TessResultIteratorNext(iterator, RIL_SYMBOL) != 0
        finishWord()
        return words
    }

    /// The word's characters cut into runs where two letters or digits stand apart by more than `gap` ×
    /// the word's height between their boxes and more than 1.5 × `gap` + 0.45 heights between their
    /// centres (so narrow glyphs such as `1` and `.` in monospaced print do not cause cuts).
    static func split(_ symbols: [(text: String, box: TextBox)], gap: Double?) -> [[(text: String, box: TextBox)]] {
        guard let gap, symbols.count > 1 else { return [symbols] }
        let top = symbols.map(\.box.y).min()!, bottom = symbols.map { $0.box.y + $0.box.height }.max()!
        let height = Double(bottom - top)
        func isAlphanumeric(_ text: String) -> Bool {
            text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
        var pieces: [[(text: String, box: TextBox)]] = [[symbols[0]]]
        for i in 1..<symbols.count {
            let a = symbols[i - 1], b = symbols[i]
            let space = Double(b.box.x - (a.box.x + a.box.width))
            let centres = Double(b.box.x * 2 + b.box.width - a.box.x * 2 - a.box.width) / 2
            if isAlphanumeric(a.text) && isAlphanumeric(b.text) && space > gap * height
                && centres > (1.5 * gap + 0.45) * height {
                pieces.append([])
            }
            pieces[pieces.count - 1].append(b)
        }
        return pieces
    }
}

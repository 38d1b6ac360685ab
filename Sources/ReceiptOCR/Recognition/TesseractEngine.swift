internal import CLeptonica
internal import CTesseract
internal import CTesseractExtras
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
        LeptonicaMessages.silence()
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

    /// Sets how Tesseract splits the page into lines (its page segmentation mode; 6, one block of text, is the default here).
    public func setPageSegmentationMode(_ mode: Int) {
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(mode)))
    }

    /// When recognition must stop (nil: never): past it, a recognition in progress stops at its next
    /// word (Tesseract's progress monitor) and none is started. The words recognised before are kept.
    public var deadline: ContinuousClock.Instant? {
        didSet { stoppedByDeadline = false }
    }

    /// The most marks (pieces of ink laid out in lines of text) a page may hold to be recognised, counted
    /// after the layout analysis (see ``ReadOptions/maximumMarks``); nil: not counted. Regions read
    /// alone (``recognize(_:regions:mode:resolution:)``) are not counted.
    public var maximumMarks: Int?

    /// Whether a recognition since ``deadline`` was last set was stopped, or not started, because the
    /// deadline had passed.
    public private(set) var stoppedByDeadline = false

    /// Recognises the image set, stopped at ``deadline`` (and by `stop`, when given, at its row). True
    /// when it went through, or was stopped by the deadline or by `stop`.
    private func runRecognition(stoppingAt stop: StopAtRow? = nil) -> Bool {
        recognitionStarted = !isPastDeadline
        if !recognitionStarted { return true }
        guard deadline != nil || stop != nil else { return TessBaseAPIRecognize(handle, nil) == 0 }
        guard let monitor = TessMonitorCreate() else { return TessBaseAPIRecognize(handle, nil) == 0 }
        defer { TessMonitorDelete(monitor) }
        if let stop {
            let context = Unmanaged.passUnretained(stop)
            TessMonitorSetCancelThis(monitor, context.toOpaque())
            TessMonitorSetProgressFunc(monitor, StopAtRow.progress)
            TessMonitorSetCancelFunc(monitor, StopAtRow.cancel)
        }
        if let deadline {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
            TessMonitorSetDeadlineMSecs(monitor, Int32(clamping: max(1, milliseconds)))
        }
        let recognised = withExtendedLifetime(stop) { TessBaseAPIRecognize(handle, monitor) == 0 }
        if recognised { return true }
        if let deadline, ContinuousClock.now >= deadline { stoppedByDeadline = true }
        return stop?.stopped == true || stoppedByDeadline
    }

    /// Whether the last ``runRecognition(stoppingAt:)`` started Tesseract's recognition (it does not once
    /// the deadline has passed). A page laid out but not recognised has words without readings, which
    /// Tesseract's result iterator cannot give, so ``words()`` asks this first.
    private var recognitionStarted = false

    /// Whether the deadline has passed (and so no recognition or region is started); noted as a stop.
    private var isPastDeadline: Bool {
        guard let deadline, ContinuousClock.now >= deadline else { return false }
        stoppedByDeadline = true
        return true
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
    ///
    /// Throws ``ReceiptOCRError/tooManyMarks(count:limit:)``, without recognising, when the page holds
    /// more than ``maximumMarks``.
    public func recognize(_ image: ReceiptImage, resolution: Int = 300) throws(ReceiptOCRError) -> [RecognizedWord] {
        // Counting lays the page out first, which the recognition then reuses: the words are the same.
        if maximumMarks != nil { return try recognize(image, resolution: resolution) { _ in .all } }
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        guard runRecognition() else {
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
            guard right - left >= 4, bottom - top >= 4, !isPastDeadline else {
                results.append([])
                continue
            }
            TessBaseAPISetRectangle(handle, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
            guard runRecognition() else {
                throw .recognitionFailed(detail: "recognition of a \(right - left)x\(bottom - top) region returned an error")
            }
            results.append(words())
        }
        return results
    }

    /// One text line of a page as Tesseract laid it out: its box, and the rows its recogniser reads
    /// for it (the box widened to the line's ascender and descender lines and padded, as Tesseract crops a
    /// line for its LSTM, with two rows to spare each way); `readBottom` is the first row below.
    struct LaidOutLine: Equatable {
        var box: TextBox
        var readTop: Int
        var readBottom: Int
    }

    /// Which lines of a laid-out page ``recognize(_:resolution:share:)`` reads.
    enum LineShare: Equatable {
        /// Every line, as ``recognize(_:resolution:)`` does.
        case all
        /// The lines that end above this row (every line read for them lies above it).
        case above(Int)
        /// The lines read wholly from this row down.
        case from(Int)
        /// None: the engine only laid the page out.
        case none
    }

    /// Reads some of the lines of `image`: lays out the whole page as ``recognize(_:resolution:)`` does,
    /// lets `share` choose which of its lines (in reading order) to read, and recognises those, each from
    /// the same pixels and with the same page-wide measures (x-height, line size) as when the whole page
    /// is read, so that two engines reading complementary shares return exactly the words one engine does.
    ///
    /// `.above(row)` stops the recognition at the first piece of a line (Tesseract hands its recogniser
    /// a line as one or a few pieces) whose box starts at or below `row`; lines are read in order, so a
    /// `row` between the rows read for the lines before some line and for it and those after (see
    /// ``LaidOutLine``) reads the lines before. `.from(row)` hands Tesseract's recogniser the page from `row` down as its image (it takes the
    /// grey pixels of a line from that image, counting rows from its bottom edge, so the lines below
    /// `row` are cut from the same pixels, and the lines wholly above fall outside it and are skipped
    /// without being recognised); a line read partly above `row` would be read from part of its pixels.
    func recognize(
        _ image: ReceiptImage, resolution: Int, share: ([LaidOutLine]) -> LineShare
    ) throws(ReceiptOCRError) -> [RecognizedWord] {
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        let lines = try laidOutLines()
        let failure = ReceiptOCRError.recognitionFailed(
            detail: "recognition of a \(image.width)x\(image.height) image returned an error")
        switch share(lines) {
        case .none:
            return []
        case .all:
            guard runRecognition() else { throw failure }
            return words()
        case .above(let row):
            // Recognition that was stopped reports an error; the lines read before it are complete.
            guard runRecognition(stoppingAt: StopAtRow(bottomUpTop: Int32(image.height - row))) else { throw failure }
            return words().filter { $0.box.y < row }
        case .from(let row):
            guard row > 0 else {
                guard runRecognition() else { throw failure }
                return words()
            }
            guard row < image.height else { return [] }
            var box = boxCreate(0, Int32(row), Int32(image.width), Int32(image.height - row))
            defer { boxDestroy(&box) }
            guard let band = pixClipRectangle(image.pix, box, nil) else {
                throw .imageOperationFailed(operation: "crop to rows \(row)-\(image.height)")
            }
            // Tesseract owns the band from here on.
            TessBaseAPISetInputImage(handle, band)
            guard runRecognition() else { throw failure }
            return words().filter { $0.box.y >= row }
        }
    }

    /// The text lines of the image set, from Tesseract's layout analysis (which the next recognition
    /// reuses), in reading order. Throws ``ReceiptOCRError/tooManyMarks(count:limit:)`` when the page
    /// holds more than ``maximumMarks``.
    private func laidOutLines() throws(ReceiptOCRError) -> [LaidOutLine] {
        guard let iterator = TessBaseAPIAnalyseLayout(handle) else { return [] }
        defer { TessPageIteratorDelete(iterator) }
        if let limit = maximumMarks {
            var marks = 0
            repeat { marks += 1 } while TessPageIteratorNext(iterator, RIL_SYMBOL) != 0
            if marks > limit { throw .tooManyMarks(count: marks, limit: limit) }
            TessPageIteratorBegin(iterator)
        }
        // Tesseract pads a line's crop by 4 pixels; 2 more allow for its rounding.
        let padding = 6
        var lines: [LaidOutLine] = []
        repeat {
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard TessPageIteratorBoundingBox(iterator, RIL_TEXTLINE, &left, &top, &right, &bottom) != 0 else { continue }
            let box = TextBox(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
            var x1: Int32 = 0, y1: Int32 = 0, x2: Int32 = 0, y2: Int32 = 0
            var rise: Float = 0, descenders: Float = 0
            if TessPageIteratorBaseline(iterator, RIL_TEXTLINE, &x1, &y1, &x2, &y2) != 0,
               splitbill_line_rise_and_drop(UnsafeRawPointer(iterator), &rise, &descenders) != 0 {
                // The recogniser reads from the ascender line (baseline - rise) to the descender line
                // (baseline - descenders), or the box where it reaches further.
                let readTop = min(Int(top), Int((Float(min(y1, y2)) - rise).rounded(.down))) - padding
                let readBottom = max(Int(bottom), Int((Float(max(y1, y2)) - descenders).rounded(.up))) + padding
                lines.append(LaidOutLine(box: box, readTop: readTop, readBottom: readBottom))
            } else {
                // Without a baseline: a line height each way.
                lines.append(LaidOutLine(box: box, readTop: box.y - box.height - padding,
                                         readBottom: box.y + 2 * box.height + padding))
            }
        } while TessPageIteratorNext(iterator, RIL_TEXTLINE) != 0
        return lines
    }

    /// The words of the last recognition, with boxes on the whole image; none when it did not start.
    private func words() -> [RecognizedWord] {
        guard recognitionStarted, let iterator = TessBaseAPIGetIterator(handle) else { return [] }
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

/// Stops a recognition at the first line that starts at or below a row: Tesseract reports each line
/// (its box in rows counted from the image's bottom) before recognising it, then asks whether to cancel.
private final class StopAtRow {
    /// The row, counted from the bottom edge as Tesseract counts.
    let bottomUpTop: Int32
    var stopped = false

    init(bottomUpTop: Int32) { self.bottomUpTop = bottomUpTop }

    static let progress: TessProgressFunc = { monitor, left, right, top, bottom in
        guard let monitor, let context = TessMonitorGetCancelThis(monitor) else { return true }
        let stop = Unmanaged<StopAtRow>.fromOpaque(context).takeUnretainedValue()
        // All zeros: a later pass, with no line.
        if (left, right, top, bottom) != (0, 0, 0, 0), top <= stop.bottomUpTop { stop.stopped = true }
        return true
    }

    static let cancel: TessCancelFunc = { context, _ in
        guard let context else { return false }
        return Unmanaged<StopAtRow>.fromOpaque(context).takeUnretainedValue().stopped
    }
}

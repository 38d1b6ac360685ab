/// How a ``ReceiptReader`` reads: languages, limits, clean-up and word filtering.
public struct ReadOptions: Sendable {
    /// Tesseract languages joined by `+` (`eng`, `eng+spa`).
    public var languages = "eng"
    /// The model that reads English first. By default splitbill's receipt model, with the system's as
    /// ``secondModel`` (``useModels(_:)`` with ``ModelChoice/receipt``): measured on the corpora (Benchmarks/README.md),
    /// it reads more words, amounts and totals right on scans and on photos than the system's model, first
    /// or second.
    public var model = RecognitionModel.receipt
    /// A model whose reading is tried first when the judge finds a reading doubtful, before the other
    /// clean-ups of ``alternativeReadings``: the two models misread different receipts, and the judge keeps
    /// the reading whose arithmetic works out. Its engines start the first time they are needed. Nil (or
    /// the same as ``model``): never.
    public var secondModel: RecognitionModel? = .stock
    /// Engines that read one image together (1 or 2). With 2, both lay out each page and each recognises
    /// its share of the lines, about half the work, at once on two cores (`BandReading`), as is the
    /// re-read of doubtful regions. One photo is then read in less time, and the words are exactly those
    /// one engine reads (Benchmarks/README.md measures both).
    public var enginesPerImage = 1
    /// The system's tessdata folder; found automatically when nil (see ``Tessdata/locate()``).
    public var dataDirectory: String?
    /// The pixel budget for loading (see ``ImageLoader``).
    public var maxPixels = ImageLoader.defaultMaxPixels
    /// The clean-up stages.
    public var cleanup = ImageCleanup.standard
    /// Whether to find the script of a page whose first reading is doubtful and read it again with that
    /// script's languages (`ScriptStep`). Callers turn it off when the languages are given.
    public var detectScript = true
    /// A first reading less confident than this (0-100, length-weighted mean) has its script looked for.
    /// Receipts in another script read with English come out far below it; most Latin photos above.
    public var scriptConfidence = 75.0
    /// How much more confident (in points) a band of the page read in the script found must be than the
    /// same band of the first reading before the whole page is read in that script.
    public var scriptMargin = 10.0
    /// Whether to check for upside-down text when the first reading is not confident.
    public var checkUpsideDown = true
    /// A first reading at least this confident (0-100, length-weighted mean) is not checked for upside-down text.
    public var uprightConfidence = 70.0
    /// When the image was scaled and the reading is less confident than this, it is read again unscaled
    /// and the more confident reading kept (0 turns the retry off).
    public var unscaledRetryConfidence = 50.0
    /// The resolution (pixels per inch) Tesseract is told the cleaned image has.
    public var resolution = 300
    /// Tesseract variables set on the engine when it starts. By default Tesseract's retry of unsure lines
    /// as white-on-black text is off: on the SROIE scans it took 6% of the time per receipt and gained
    /// nothing (word F1 0.8168 with it, 0.8163 without; WildReceipt totals the same). Set
    /// `tessedit_do_invert` to `1` for receipts printed white on black.
    public var tesseractVariables: [String: String] = ["tessedit_do_invert": "0"]
    /// Tesseract variables that must be given when the engine starts (for experiments).
    public var tesseractInitVariables: [String: String] = [:]
    /// Tesseract's page segmentation mode: 6, one uniform block, kept rows together best.
    public var pageSegmentationMode = 6
    /// Words kept only when they pass this filter (noise from lines, stains and dotted rules).
    public var wordFilter = WordFilter()
    /// How the ink the page reading left doubtful is read again, line by line.
    public var reread = RegionReread()
    /// How rows are rebuilt from words.
    public var rowBuilder = RowBuilder()
    /// Other ways to clean the first reading's image, each read in turn while a ``ReadingJudge`` finds
    /// the best reading so far doubtful (empty: never read again). Measured on the corpus
    /// (Benchmarks/README.md): evening out the background rescues the most photos, and Sauvola
    /// binarisation after it rescues more of those that are still doubtful.
    public var alternativeReadings: [[any CleanupStage]] = [[BackgroundStage()], [BackgroundStage(), BinariseStage()]]
    /// How many of ``alternativeReadings`` are read before the ``secondModel`` (0: the second model first).
    /// Measured on the tuning and check parts (Benchmarks/decisions, 2026-12-07): reading the binarised
    /// clean-up first won three totals more on the tuning part and lost one on the check part, so the
    /// second model stays first.
    public var secondModelAfter = 0
    /// The most time one image's reading may take, from the start of its clean-up (nil: no limit). Past
    /// it no further reading or step is started and Tesseract stops at its next word; the reading so far
    /// is kept and says so (``OCRResult/stoppedAtTimeLimit``). A photo takes 1-10 s; a page covered in
    /// marks that are not text (dense bars, print too small to read) took five minutes before this limit.
    public var timeLimit: Duration? = .seconds(30)
    /// The most marks a page may hold to be recognised (nil: no limit): the pieces of ink that
    /// Tesseract's layout analysis sets in lines of text, counted before it recognises them. Receipt
    /// photos hold a few hundred to a few thousand (median 362, at most 8,861 in 583 page readings of
    /// 307 photos of the four corpora); Tesseract keeps 1-2 KB for each, so 40 MP of thin bars took
    /// 414 MB with 96,000 marks and 770 MB with 394,000. A first reading over the limit throws
    /// ``ReceiptOCRError/tooManyMarks(count:limit:)``; a further reading or step over it is skipped.
    public var maximumMarks: Int? = 30_000
    /// A folder to write each stage's image to, or nil.
    public var debugImagesDirectory: String?
    /// Whether a stage's image replaces a file of its name in ``debugImagesDirectory`` (a symbolic link is
    /// replaced, never the file behind it); otherwise such a file is an error, ``ReceiptOCRError/fileExists(path:)``.
    public var replacesDebugImages = false
    /// Whether the result keeps the cleaned image that its boxes refer to (``OCRResult/cleanedImage``), to
    /// draw the reading on. Off by default: it holds the image's bytes in memory.
    public var keepsCleanedImage = false

    /// The defaults: English, standard clean-up, rotations tried.
    public init() {}
}

/// Which models read English on photos, and in which order.
public enum ModelChoice: String, Sendable, CaseIterable {
    /// The system's model first, then the receipt model where that reading is doubtful (no total line).
    case auto
    /// The receipt model first, then the system's where that reading is doubtful (the default).
    case receipt
    /// The system's model alone.
    case stock
}

extension ReadOptions {
    /// Sets ``model`` and ``secondModel`` for a choice: which model reads first, and which reads again
    /// a photo whose first reading the judge finds doubtful.
    public mutating func useModels(_ choice: ModelChoice) {
        switch choice {
        case .auto: (model, secondModel) = (.stock, .receipt)
        case .receipt: (model, secondModel) = (.receipt, .stock)
        case .stock: (model, secondModel) = (.stock, nil)
        }
    }
}

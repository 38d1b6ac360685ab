import SplitBillCore

/// What reading one receipt image produced: its rows, words, what the clean-up did and how long each part took.
public struct OCRResult: Sendable {
    /// The printed rows, top to bottom, each with text, box and mean confidence.
    public var rows: [RecognizedRow]
    /// Every word kept, in reading order, with boxes on the cleaned image.
    public var words: [RecognizedWord]
    /// What the clean-up measured and did (crop, scale, skew, quarter turns).
    public var notes: CleanupNotes
    /// Width and height of the loaded image (after EXIF orientation).
    public var originalSize: (width: Int, height: Int)
    /// Width and height of the cleaned image the boxes refer to.
    public var cleanedSize: (width: Int, height: Int)
    /// The words' mean confidence, weighted by length (0-100).
    public var confidence: Double
    /// Time spent in each part.
    public var timings: StageTimings
    /// How many whole readings were made (more than 1 when a ``ReadingJudge`` found the first doubtful).
    public var readings = 1
    /// Which reading was kept (1 for the first), the judge ranking it highest.
    public var keptReading = 1
    /// The judge's verdict on the kept reading, when a ``ReadingJudge`` judged it.
    public var verdict: ReadingJudge.Verdict?
    /// Whether the reading reached ``ReadOptions/timeLimit``: past it a recognition stops at its next
    /// word, and no step or further reading starts.
    public var stoppedAtTimeLimit = false
    /// The kept reading's cleaned image as PNG, which the boxes of ``rows`` and ``words`` refer to, when
    /// ``ReadOptions/keepsCleanedImage`` asks for it; nil otherwise.
    public var cleanedImage: [UInt8]?

    /// A result.
    public init(rows: [RecognizedRow], words: [RecognizedWord], notes: CleanupNotes,
                originalSize: (width: Int, height: Int), cleanedSize: (width: Int, height: Int),
                confidence: Double, timings: StageTimings) {
        self.rows = rows
        self.words = words
        self.notes = notes
        self.originalSize = originalSize
        self.cleanedSize = cleanedSize
        self.confidence = confidence
        self.timings = timings
    }

    /// The rows as plain text, one per line.
    public var text: String {
        rows.map(\.text).joined(separator: "\n")
    }
}

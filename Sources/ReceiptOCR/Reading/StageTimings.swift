/// How long one named stage took.
public struct StageTiming: Sendable, Equatable {
    /// The stage's name (`grey`, `crop`, ...).
    public var stage: String
    /// Wall time in milliseconds.
    public var milliseconds: Double

    /// A timing.
    public init(stage: String, milliseconds: Double) {
        self.stage = stage
        self.milliseconds = milliseconds
    }
}

/// Wall time of each part of reading one receipt, in milliseconds.
public struct StageTimings: Sendable, Equatable {
    /// Reading and decoding the file.
    public var load: Double = 0
    /// All clean-up stages together (including turning upright, without its recognitions).
    public var cleanup: Double = 0
    /// Tesseract's recognition (all attempts, when several orientations were tried).
    public var recognize: Double = 0
    /// Of ``recognize``, the part spent re-reading doubtful regions (``RegionReread``).
    public var reread: Double = 0
    /// Rebuilding rows from word boxes.
    public var rows: Double = 0
    /// Judging the readings (``ReadingJudge``), when a judge was given.
    public var judge: Double = 0
    /// Each clean-up stage on its own.
    public var cleanupStages: [StageTiming] = []
    /// Each step after clean-up that ran (`unscaled-retry`, `upside-down`, `reread`) and each further
    /// reading made (`model-receipt`, `reading-3`), with all its time: clean-up, recognition and re-read.
    public var steps: [StageTiming] = []

    /// Zero timings.
    public init() {}

    /// The sum of the parts.
    public var total: Double { load + cleanup + recognize + rows + judge }
}

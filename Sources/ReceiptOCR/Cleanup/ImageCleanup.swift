import Foundation

/// The clean-up stages run on a photo before recognition, in order.
///
/// ``standard`` is the measured default (Benchmarks/README.md has the numbers): grey, crop, upright,
/// scale, deskew. Background evening and binarisation exist as stages but did not help on the corpus,
/// so they are off unless added. Telling upside-down text needs the recogniser and is done by
/// ``ReceiptReader``.
public struct ImageCleanup: Sendable {
    /// The stages, run in order.
    public var stages: [any CleanupStage]

    /// Clean-up with the given stages.
    public init(stages: [any CleanupStage]) {
        self.stages = stages
    }

    /// The default: grey, crop, upright, scale, deskew.
    public static var standard: ImageCleanup {
        ImageCleanup(stages: [GreyStage(), CropStage(), UprightStage(), ScaleStage(), DeskewStage()])
    }

    /// No clean-up but grey conversion (for comparisons).
    public static var greyOnly: ImageCleanup {
        ImageCleanup(stages: [GreyStage()])
    }

    /// Runs the stages on `image`, timing each; when `debug` is given, writes each stage's image there.
    /// Stages that can share their work use up to `threads` threads (the same image either way).
    public func run(
        _ image: ReceiptImage, debug: DebugImageWriter? = nil, threads: Int = 1
    ) throws(ReceiptOCRError) -> (image: ReceiptImage, notes: CleanupNotes, timings: [StageTiming]) {
        var notes = CleanupNotes()
        var timings: [StageTiming] = []
        var current = image
        try debug?.write(current, stage: "loaded")
        for stage in stages {
            let start = ContinuousClock.now
            current = try stage.apply(to: current, notes: &notes, threads: threads)
            timings.append(StageTiming(stage: stage.name, milliseconds: start.millisecondsUntilNow))
            try debug?.write(current, stage: stage.name)
        }
        return (current, notes, timings)
    }
}

extension ContinuousClock.Instant {
    /// Milliseconds from this instant until now.
    var millisecondsUntilNow: Double {
        let elapsed = ContinuousClock.now - self
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}

import SplitBillCore

/// One named step of image clean-up: takes an image, returns a new one, and notes what it did.
///
/// Stages can be run alone (`try GreyStage().apply(to: image, notes: &notes)`), timed and tested; an
/// ``ImageCleanup`` runs a list of them in order and can dump each result for a person to look at.
public protocol CleanupStage: Sendable {
    /// A short name used in timings and debug image file names (`grey`, `crop`, ...).
    var name: String { get }

    /// The image after this stage. May return `image` itself when there is nothing to do.
    func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage

    /// The image after this stage, which may share its work between up to `threads` threads (when a
    /// receipt is read on two cores); the same image as ``apply(to:notes:)``. By default that method.
    func apply(to image: ReceiptImage, notes: inout CleanupNotes, threads: Int) throws(ReceiptOCRError) -> ReceiptImage
}

extension CleanupStage {
    /// ``apply(to:notes:)``: a stage that has no work to share.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes, threads: Int) throws(ReceiptOCRError) -> ReceiptImage {
        try apply(to: image, notes: &notes)
    }
}

/// What the clean-up stages measured and decided, for results and debugging.
public struct CleanupNotes: Sendable, Equatable {
    /// The part of the (grey) photo kept by cropping, in its pixels; nil when nothing was cut.
    public var cropBox: TextBox?
    /// The text height measured before scaling, in pixels; nil when there was too little text to measure.
    public var textHeight: Double?
    /// The factor the image was scaled by (1 when not scaled).
    public var scale: Double = 1
    /// The skew angle corrected, in degrees (0 when none was found or it was too small to matter).
    public var skewDegrees: Double = 0
    /// Quarter turns clockwise applied to put the text upright.
    public var quarterTurns: Int = 0
    /// The script found on the page when its first reading was doubtful (`ScriptStep`), and whether the
    /// page was read again in that script's languages; nil when the script was not looked for or is Latin.
    public var script: ScriptNote?

    /// Notes with nothing recorded yet.
    public init() {}
}

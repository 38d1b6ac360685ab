internal import CLeptonica

/// Clean-up stage `background`: evens out the paper's brightness (shadows, dim corners) by dividing by
/// an estimate of the background, leaving a grey image with white paper.
public struct BackgroundStage: CleanupStage {
    /// The stage's name.
    public let name = "background"

    /// The stage.
    public init() {}

    /// The image with its background made even.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        try ReceiptImage.wrap(pixBackgroundNormSimple(image.pix, nil, nil), "even out the background")
    }
}

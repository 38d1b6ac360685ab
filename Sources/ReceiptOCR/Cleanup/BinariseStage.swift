internal import CLeptonica

/// Clean-up stage `binarise`: turns a grey image into black and white with Sauvola's local threshold.
///
/// Off by default: measured on the corpus, Tesseract's own thresholding did better (see Benchmarks/README.md).
public struct BinariseStage: CleanupStage {
    /// The stage's name.
    public let name = "binarise"
    /// The half-width of Sauvola's window, in pixels.
    public var windowHalfSize: Int = 25
    /// Sauvola's k: how far below the local mean a pixel must be to count as ink (0.1-0.2 keeps strokes).
    public var factor: Double = 0.15

    /// The stage with default settings.
    public init() {}

    /// The black-and-white image. On an image too small for the window (Leptonica needs each side to
    /// be at least twice the half-width plus 3) the window is narrowed to fit; an image under 7 pixels
    /// a side is returned as is.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        guard image.bitsPerPixel == 8 else { return image }
        let halfSize = min(windowHalfSize, (min(image.width, image.height) - 3) / 2)
        guard halfSize >= 2 else { return image }
        // In bands of rows on a large image: the same bits, with the window sums' memory bounded.
        guard let binary = Binarization.sauvola(image.pix, window: Int32(halfSize), factor: Float(factor)) else {
            throw .imageOperationFailed(operation: "binarise")
        }
        return ReceiptImage(owning: binary)
    }
}

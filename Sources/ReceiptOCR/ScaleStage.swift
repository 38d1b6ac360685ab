internal import CLeptonica

/// Clean-up stage `scale`: scales the image so its characters are about ``targetHeight`` pixels high
/// (upscales small photos, shrinks huge ones), measuring the text height from the dark shapes.
///
/// Skipped when the text height cannot be measured or is already within ``tolerance`` of the target.
/// Expects a grey image.
public struct ScaleStage: CleanupStage {
    /// The stage's name.
    public let name = "scale"
    /// The character height to aim for, in pixels (as measured: the median height of character shapes).
    public var targetHeight: Double = 32
    /// Factors closer to 1 than this (0.15 = 15%) are not worth resampling for.
    public var tolerance: Double = 0.15
    /// Never scale by more than this factor.
    public var maximumFactor: Double = 4
    /// Never scale by less than this factor.
    public var minimumFactor: Double = 0.25

    /// The stage with default settings.
    public init() {}

    /// The scaled image, or `image` itself.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        guard image.bitsPerPixel == 8, let height = Binarization.characterHeight(image.pix) else { return image }
        notes.textHeight = height
        let factor = min(maximumFactor, max(minimumFactor, targetHeight / height))
        guard abs(factor - 1) > tolerance else { return image }
        notes.scale = factor
        return try ReceiptImage.wrap(pixScale(image.pix, Float(factor), Float(factor)), "scale by \(factor)")
    }

    /// The measured character height of a grey image, or nil when there is too little text.
    public static func characterHeight(of image: ReceiptImage) -> Double? {
        guard image.bitsPerPixel == 8 else { return nil }
        return Binarization.characterHeight(image.pix)
    }
}

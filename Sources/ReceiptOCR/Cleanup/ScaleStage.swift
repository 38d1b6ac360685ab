internal import CLeptonica

/// Clean-up stage `scale`: scales the image so its characters are about ``targetHeight`` pixels high
/// when they are smaller than ``upscaleBelow`` (small photos) or larger than ``shrinkAbove`` (huge
/// photos), measuring the text height from the dark shapes.
///
/// Text in between is left alone: measured on the corpus, rescaling it did not help (scans lost word
/// F1), while upscaling text under 10 pixels nearly doubled the amounts found on phone photos. Skipped
/// when the text height cannot be measured. Expects a grey image.
public struct ScaleStage: CleanupStage {
    /// The stage's name.
    public let name = "scale"
    /// The character height to aim for, in pixels (as measured: the median height of character shapes).
    public var targetHeight: Double = 32
    /// Text whose measured height is below this is scaled up to the target.
    public var upscaleBelow: Double = 12
    /// Text whose measured height is above this is scaled down to the target.
    public var shrinkAbove: Double = 40
    /// Never scale by more than this factor.
    public var maximumFactor: Double = 3
    /// Never scale by less than this factor.
    public var minimumFactor: Double = 0.25
    /// Never scale an image up beyond this many pixels: small print on a large photo is scaled only as far
    /// as this. Tesseract's time and memory grow with the pixels (small print on a 16 MP photo scaled by 3
    /// would be 144 MP, minutes and gigabytes to read).
    public var maximumPixels = 16_000_000

    /// The stage with default settings.
    public init() {}

    /// The scaled image, or `image` itself.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        try apply(to: image, notes: &notes, threads: 1)
    }

    /// The scaled image, or `image` itself; with `threads` 2, the text is measured on two threads.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes, threads: Int) throws(ReceiptOCRError) -> ReceiptImage {
        guard image.bitsPerPixel == 8, let height = Binarization.characterHeight(image.pix, threads: threads) else { return image }
        notes.textHeight = height
        guard height < upscaleBelow || height > shrinkAbove else { return image }
        var factor = min(maximumFactor, max(minimumFactor, targetHeight / height))
        let pixels = Double(image.width) * Double(image.height)
        if factor > 1, pixels * factor * factor > Double(maximumPixels) {
            factor = (Double(maximumPixels) / pixels).squareRoot()
            guard factor > 1.05 else { return image }
        }
        notes.scale = factor
        return try ReceiptImage.wrap(pixScale(image.pix, Float(factor), Float(factor)), "scale by \(factor)")
    }

    /// The measured character height of a grey image, or nil when there is too little text.
    public static func characterHeight(of image: ReceiptImage) -> Double? {
        guard image.bitsPerPixel == 8 else { return nil }
        return Binarization.characterHeight(image.pix)
    }
}

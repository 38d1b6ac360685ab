internal import CLeptonica

/// Clean-up stage `deskew`: finds a small skew (up to about 7 degrees) from the text lines and turns
/// the image straight, so that rows rebuilt from word boxes stay together.
public struct DeskewStage: CleanupStage {
    /// The stage's name.
    public let name = "deskew"
    /// Angles smaller than this (degrees) are left alone.
    public var minimumAngle = 0.1

    /// The stage with default settings.
    public init() {}

    /// The straightened image, or `image` itself when it is already straight or no angle was found.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        guard let angle = DeskewStage.skewAngle(of: image), abs(angle) >= minimumAngle else { return image }
        notes.skewDegrees = angle
        return try image.rotated(degrees: angle)
    }

    /// The angle (degrees) by which turning the image straightens it, or nil when none was found with confidence.
    public static func skewAngle(of image: ReceiptImage) -> Double? {
        var binary: UnsafeMutablePointer<Pix>?
        if image.bitsPerPixel == 1 {
            binary = pixClone(image.pix)
        } else if image.bitsPerPixel == 8 {
            binary = Binarization.otsu(image.pix)
        } else {
            guard let grey = pixConvertTo8(image.pix, 0) else { return nil }
            binary = Binarization.otsu(grey)
            LeptonicaMemory.destroy(grey)
        }
        guard binary != nil else { return nil }
        defer { pixDestroy(&binary) }
        var angle: Float = 0, confidence: Float = 0
        guard pixFindSkew(binary, &angle, &confidence) == 0, confidence >= 2.5 else { return nil }
        return Double(angle)
    }
}

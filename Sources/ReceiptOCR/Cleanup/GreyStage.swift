internal import CLeptonica

/// Clean-up stage `grey`: converts any image to 8-bit grey (colour by luminance).
public struct GreyStage: CleanupStage {
    /// The stage's name.
    public let name = "grey"

    /// The stage.
    public init() {}

    /// The image in 8-bit grey; an image already grey is returned as is.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        if image.bitsPerPixel == 8 && pixGetColormap(image.pix) == nil { return image }
        return try ReceiptImage.wrap(pixConvertTo8(image.pix, 0), "convert to grey")
    }
}

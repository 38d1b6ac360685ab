internal import CLeptonica
import Foundation
import SplitBillCore

/// An image in memory: the one owner of a Leptonica picture.
///
/// Not `Sendable`: an image belongs to the thread that made it. Stages never change an image in place;
/// they return a new one, so a caller can keep every intermediate image (for example to dump it).
public final class ReceiptImage {
    let pix: UnsafeMutablePointer<Pix>

    /// Takes ownership of `pix`; it is destroyed with this object.
    ///
    /// Every picture the library works on is one of these, whatever decoded it (Leptonica, libheif, the
    /// grey decoder), so Leptonica's messages are turned off here, before any stage can make one.
    init(owning pix: UnsafeMutablePointer<Pix>) {
        LeptonicaMessages.silence()
        self.pix = pix
    }

    /// Wraps the result of a Leptonica call, throwing when the call returned nothing.
    static func wrap(_ pix: UnsafeMutablePointer<Pix>?, _ operation: String) throws(ReceiptOCRError) -> ReceiptImage {
        guard let pix else { throw .imageOperationFailed(operation: operation) }
        return ReceiptImage(owning: pix)
    }

    deinit {
        var owned: UnsafeMutablePointer<Pix>? = pix
        pixDestroy(&owned)
    }

    /// Width in pixels.
    public var width: Int { Int(pixGetWidth(pix)) }

    /// Height in pixels.
    public var height: Int { Int(pixGetHeight(pix)) }

    /// Bits per pixel: 1 (black and white), 8 (grey) or 32 (colour), rarely 2, 4 or 16.
    public var bitsPerPixel: Int { Int(pixGetDepth(pix)) }

    /// A copy of this image, turned clockwise by `quarterTurns` × 90 degrees.
    public func rotated(quarterTurns: Int) throws(ReceiptOCRError) -> ReceiptImage {
        let quads = ((quarterTurns % 4) + 4) % 4
        return try ReceiptImage.wrap(pixRotateOrth(pix, Int32(quads)), "rotate by \(quads * 90) degrees")
    }

    /// The part of this image inside `box` (clipped to the image).
    public func cropped(to box: TextBox) throws(ReceiptOCRError) -> ReceiptImage {
        guard let clip = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height)) else {
            throw .imageOperationFailed(operation: "crop")
        }
        defer { LeptonicaMemory.destroy(clip) }
        return try ReceiptImage.wrap(pixClipRectangle(pix, clip, nil), "crop")
    }

    /// A mirror image (left and right swapped).
    public func flippedLeftRight() throws(ReceiptOCRError) -> ReceiptImage {
        try ReceiptImage.wrap(pixFlipLR(nil, pix), "mirror left-right")
    }

    /// A mirror image (top and bottom swapped).
    public func flippedTopBottom() throws(ReceiptOCRError) -> ReceiptImage {
        try ReceiptImage.wrap(pixFlipTB(nil, pix), "mirror top-bottom")
    }

    /// A copy of this image turned by `degrees` (clockwise positive), corners filled with white.
    ///
    /// The size stays the same, so the corners of the original are cut off: meant for small angles
    /// (deskewing, or making skewed test images).
    public func rotated(degrees: Double) throws(ReceiptOCRError) -> ReceiptImage {
        let radians = Float(degrees * Double.pi / 180)
        return try ReceiptImage.wrap(
            pixRotate(pix, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE), 0, 0),
            "rotate by \(degrees) degrees")
    }

    /// A copy of this image scaled by `factor` in both directions.
    public func scaled(by factor: Double) throws(ReceiptOCRError) -> ReceiptImage {
        try ReceiptImage.wrap(pixScale(pix, Float(factor), Float(factor)), "scale by \(factor)")
    }

    /// The image encoded as PNG.
    public func pngData() throws(ReceiptOCRError) -> [UInt8] {
        try encoded(as: .png)
    }

    /// The image encoded in `format`: PNG, JPEG (quality 90), TIFF (LZW), BMP or WebP (lossless-looking quality 90).
    ///
    /// Throws for HEIF, GIF and PDF, which this library does not write.
    public func encoded(as format: ImageFormat) throws(ReceiptOCRError) -> [UInt8] {
        let code: Int
        switch format {
        case .png: code = Int(IFF_PNG)
        case .jpeg: return try jpegData()
        case .tiff: code = Int(IFF_TIFF_LZW)
        case .bmp: code = Int(IFF_BMP)
        case .webp: code = Int(IFF_WEBP)
        case .heif, .gif, .pdf: throw .imageOperationFailed(operation: "encode \(format.rawValue)")
        }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMem(&data, &size, pix, Int32(code)) == 0, let data else {
            throw .imageOperationFailed(operation: "encode \(format.rawValue)")
        }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The image encoded as JPEG (colour or grey) at the given quality, 1-100.
    public func jpegData(quality: Int = 90) throws(ReceiptOCRError) -> [UInt8] {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemJpeg(&data, &size, pix, Int32(quality), 0) == 0, let data else {
            throw .imageOperationFailed(operation: "encode JPEG")
        }
        defer { lept_free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Writes the image as a PNG file, replacing any file at `path`.
    public func writePNG(to path: String) throws(ReceiptOCRError) {
        let bytes = try pngData()
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}

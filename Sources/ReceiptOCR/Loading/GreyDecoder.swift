internal import CImageDecoding
internal import CLeptonica

/// The decoders that turn an image grey while reading it, row by row, for the images whose full
/// decode would hold several copies of their pixels (see `CImageDecoding`): a 16-bit PNG, a PNG over
/// the decode budget, and a CMYK JPEG. Leptonica would give a 40 MP 16-bit PNG libpng's rows of 8 bytes
/// a pixel and a colour picture of 4; read grey, it takes one.
///
/// The grey values are those of Leptonica's luminance conversion (the clean-up's first stage), so an
/// image reads the same whichever decoder took it.
enum GreyDecoder {
    /// The most working memory libjpeg may take for a CMYK JPEG: a progressive 40 MP one without
    /// subsampling keeps 320 MB of coefficients.
    static let maxJPEGMemory = 340_000_000

    /// Whether a PNG is read grey by this decoder rather than by Leptonica.
    static func reads(_ png: PNGHeader, fullDecodePixels: Int) -> Bool {
        png.bitDepth == 16 || png.width * png.height > fullDecodePixels
    }

    /// The PNG in `bytes`, grey.
    static func png(_ bytes: [UInt8], name: String) throws(ReceiptOCRError) -> ReceiptImage {
        try decode(name: name, format: "PNG") { message, size in
            bytes.withUnsafeBufferPointer { splitbill_png_decode_grey($0.baseAddress, $0.count, message, size) }
        }
    }

    /// The CMYK JPEG in `bytes`, reduced by `reduction` (1, 2, 4 or 8) each way, grey.
    static func cmykJPEG(_ bytes: [UInt8], reduction: Int, name: String) throws(ReceiptOCRError) -> ReceiptImage {
        try decode(name: name, format: "JPEG") { message, size in
            bytes.withUnsafeBufferPointer {
                splitbill_jpeg_decode_cmyk_grey($0.baseAddress, $0.count, Int32(reduction), maxJPEGMemory, message, size)
            }
        }
    }

    private static func decode(
        name: String, format: String, _ body: (UnsafeMutablePointer<CChar>, Int) -> UnsafeMutableRawPointer?
    ) throws(ReceiptOCRError) -> ReceiptImage {
        LeptonicaMessages.silence()
        var message = [CChar](repeating: 0, count: 256)
        let made = message.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
        guard let made else {
            let said = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .corruptImage(path: name, format: format, detail: DecoderOutput.firstMessage(said) ?? "the decoder refused the data")
        }
        return ReceiptImage(owning: made.assumingMemoryBound(to: Pix.self))
    }
}

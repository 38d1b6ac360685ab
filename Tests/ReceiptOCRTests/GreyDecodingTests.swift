import CLeptonica
import Foundation
import Testing

@testable import ReceiptOCR

/// The decoders that read 16-bit and large PNGs and CMYK JPEGs grey, a row at a time: the grey they
/// give is the grey Leptonica's decoding and luminance conversion give.
struct GreyDecodingTests {
    /// A PNG of `rows` (each `width × channels × bitDepth / 8` bytes), stored without compression.
    static func png(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, rows: [[UInt8]]) -> [UInt8] {
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(body.count) + typed + be32(Int(PNGHeader.crc32(typed)))
        }
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }  // filter type 0 on every row
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, raw.count)
            let length = end - start
            let final: UInt8 = end == raw.count ? 1 : 0
            let block: [UInt8] = [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += block
            zlib += raw[start..<end]
            start = end
        } while start < raw.count
        var a = 1, b = 0
        for byte in raw { a = (a + Int(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += be32(b << 16 | a)
        let header = be32(width) + be32(height) + [bitDepth, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// Leptonica's luminance of a colour, computed as `pixConvertRGBToLuminance` does.
    static func luminance(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let value = Float(0.3) * Float(r) + Float(0.5) * Float(g) + Float(0.2) * Float(b)
        return min(255, Int(Double(value) + 0.5))
    }

    static func grey(_ image: ReceiptImage, _ x: Int, _ y: Int) -> Int {
        var value: UInt32 = 0
        pixGetPixel(image.pix, Int32(x), Int32(y), &value)
        return Int(value)
    }

    /// A 16-bit RGBA PNG is read grey, from each sample's high byte, its alpha ignored.
    @Test func sixteenBitColourPNG() throws {
        let width = 40, height = 24
        func sample(_ x: Int, _ y: Int, _ channel: Int) -> Int { (x * 1_531 + y * 977 + channel * 12_345) % 65_536 }
        let rows: [[UInt8]] = (0..<height).map { y in
            (0..<width).flatMap { x -> [UInt8] in
                (0..<4).flatMap { c -> [UInt8] in [UInt8(sample(x, y, c) >> 8), UInt8(sample(x, y, c) & 0xFF)] }
            }
        }
        let bytes = Self.png(width: width, height: height, bitDepth: 16, colourType: 6, rows: rows)
        let image = try ImageLoader().load(bytes: bytes, name: "deep.png")
        #expect(image.bitsPerPixel == 8 && image.width == width && image.height == height)
        for (x, y) in [(0, 0), (13, 7), (39, 23), (21, 11)] {
            let expected = Self.luminance(sample(x, y, 0) >> 8, sample(x, y, 1) >> 8, sample(x, y, 2) >> 8)
            #expect(Self.grey(image, x, y) == expected, "pixel \(x),\(y)")
        }
    }

    /// A 16-bit grey PNG keeps each sample's high byte.
    @Test func sixteenBitGreyPNG() throws {
        let rows: [[UInt8]] = (0..<20).map { y in (0..<30).flatMap { x -> [UInt8] in [UInt8((x * 8 + y) % 256), 0xAB] } }
        let image = try ImageLoader().load(bytes: Self.png(width: 30, height: 20, bitDepth: 16, colourType: 0, rows: rows), name: "grey16.png")
        #expect(image.bitsPerPixel == 8)
        #expect(Self.grey(image, 5, 3) == (5 * 8 + 3) % 256)
    }

    /// An 8-bit colour PNG over the decode budget is read grey: the same bytes Leptonica's colour decode
    /// followed by its grey conversion give, and then scaled down as before.
    @Test func largePNGReadGreyIsLeptonicasGrey() throws {
        let png = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg")).encoded(as: .png)
        let mine = try GreyDecoder.png(png, name: "receipt.png")
        let colour = try #require(png.withUnsafeBufferPointer { pixReadMem($0.baseAddress, $0.count) })
        let theirs = ReceiptImage(owning: try #require(pixConvertTo8(colour, 0)))
        var owned: UnsafeMutablePointer<Pix>? = colour
        pixDestroy(&owned)
        var same: Int32 = 0
        #expect(pixEqual(mine.pix, theirs.pix, &same) == 0 && same == 1)
        var loader = ImageLoader()
        loader.fullDecodePixels = mine.width * mine.height / 4
        let reduced = try loader.load(bytes: png, name: "receipt.png")
        #expect(reduced.bitsPerPixel == 8 && reduced.width * reduced.height <= loader.fullDecodePixels)
    }

    /// A damaged 16-bit PNG is refused with libpng's reason.
    @Test func damagedSixteenBitPNG() throws {
        let rows = (0..<20).map { _ in [UInt8](repeating: 7, count: 60) }
        var bytes = Self.png(width: 30, height: 20, bitDepth: 16, colourType: 0, rows: rows)
        bytes[100] ^= 0xFF  // inside the pixels: their checksum no longer matches
        let error = try #require(throws: ReceiptOCRError.self) { try ImageLoader().load(bytes: bytes, name: "bad.png") }
        guard case .corruptImage(_, "PNG", let detail) = error else { Issue.record("gave \(error)"); return }
        #expect(detail.hasPrefix("IDAT: "))
    }

    /// A CMYK JPEG is read grey, the same bytes as Leptonica's decode (its CMYK to RGB) and grey conversion.
    @Test func cmykJPEG() throws {
        let bytes = try SampleReceipts.bytes("sroie-217-cmyk.jpg")
        #expect(JPEGHeader.parse(bytes)?.components == 4)
        let image = try ImageLoader().load(bytes: bytes, name: "cmyk.jpg")
        #expect(image.bitsPerPixel == 8)
        let colour = try #require(bytes.withUnsafeBufferPointer { pixReadMem($0.baseAddress, $0.count) })
        let theirs = ReceiptImage(owning: try #require(pixConvertTo8(colour, 0)))
        var owned: UnsafeMutablePointer<Pix>? = colour
        pixDestroy(&owned)
        var same: Int32 = 0
        #expect(pixEqual(image.pix, theirs.pix, &same) == 0 && same == 1)
    }

    /// A CMYK JPEG over the decode budget is decoded reduced, grey.
    @Test func largeCMYKJPEGIsReduced() throws {
        let bytes = try SampleReceipts.bytes("sroie-217-cmyk.jpg")
        let header = try #require(JPEGHeader.parse(bytes))
        var loader = ImageLoader()
        loader.fullDecodePixels = header.width * header.height / 3
        let image = try loader.load(bytes: bytes, name: "cmyk.jpg")
        #expect(image.bitsPerPixel == 8 && image.width == (header.width + 1) / 2)
    }

    /// A CMYK JPEG cut short is refused, not read as a grey stripe.
    @Test func truncatedCMYKJPEG() throws {
        let bytes = try SampleReceipts.bytes("sroie-217-cmyk.jpg")
        #expect(throws: ReceiptOCRError.self) { try ImageLoader().load(bytes: Array(bytes.prefix(bytes.count / 2)), name: "cut.jpg") }
    }
}

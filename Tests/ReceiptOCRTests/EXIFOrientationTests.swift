import CLeptonica
import Testing

@testable import ReceiptOCR

/// The EXIF reader and the turns it asks for, on tiny synthetic images.
struct EXIFOrientationTests {
    /// An APP1 body with one IFD entry: orientation = `value`.
    static func exifBody(orientation value: UInt16, littleEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
                : [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        var body: [UInt8] = Array("Exif".utf8) + [0, 0]
        body += littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        body += u16(42) + u32(8)
        body += u16(1)  // one entry
        body += u16(0x0112) + u16(3) + u32(1) + u16(value) + [0, 0]
        body += u32(0)
        return body
    }

    /// A JPEG with an APP1 EXIF segment inserted after SOI.
    static func withOrientation(_ jpeg: [UInt8], _ value: UInt16) -> [UInt8] {
        let body = exifBody(orientation: value, littleEndian: true)
        let length = body.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + Array(jpeg.dropFirst(2))
    }

    @Test(arguments: [(1, true), (3, false), (6, true), (8, false), (5, true)])
    func readsTheTag(value: Int, littleEndian: Bool) {
        let body = Self.exifBody(orientation: UInt16(value), littleEndian: littleEndian)
        #expect(EXIFOrientation.read(app1: body[...]) == value)
    }

    @Test func ignoresOtherSegments() {
        #expect(EXIFOrientation.read(app1: Array("http://ns.adobe.com/xap/1.0/".utf8)[...]) == nil)
        #expect(EXIFOrientation.read(app1: [0x45, 0x78, 0x69, 0x66, 0, 0, 0x49][...]) == nil)
    }

    /// A 40x20 white image with a black 10x5 block at the top-left corner.
    static func markedImage() throws -> ReceiptImage {
        let pix = try #require(pixCreate(40, 20, 8))
        pixSetAllArbitrary(pix, 255)
        for y in 0..<5 { for x in 0..<10 { pixSetPixel(pix, Int32(x), Int32(y), 0) } }
        return ReceiptImage(owning: pix)
    }

    static func isDark(_ image: ReceiptImage, _ x: Int, _ y: Int) -> Bool {
        var value: UInt32 = 0
        pixGetPixel(image.pix, Int32(x), Int32(y), &value)
        return value < 128
    }

    /// For each orientation: the size after turning, and where the stored top-left block must end up
    /// (EXIF: 6 means the stored top-left is shown at the top-right, 8 at the bottom-left, ...).
    @Test(arguments: [
        (1, 40, 20, "top-left"), (2, 40, 20, "top-right"), (3, 40, 20, "bottom-right"), (4, 40, 20, "bottom-left"),
        (5, 20, 40, "top-left"), (6, 20, 40, "top-right"), (7, 20, 40, "bottom-right"), (8, 20, 40, "bottom-left"),
    ])
    func turnsAsTheTagSays(orientation: Int, width: Int, height: Int, corner: String) throws {
        let turned = try EXIFOrientation.apply(orientation, to: try Self.markedImage())
        #expect(turned.width == width && turned.height == height)
        let x = corner.hasSuffix("left") ? 1 : width - 2
        let y = corner.hasPrefix("top") ? 1 : height - 2
        #expect(Self.isDark(turned, x, y), "orientation \(orientation): block not at \(corner)")
    }

    @Test func loaderAppliesTheTagOfAJPEG() throws {
        let stored = try Self.markedImage().jpegData(quality: 95)
        let tagged = Self.withOrientation(stored, 6)
        let loaded = try ImageLoader().load(bytes: tagged, name: "tagged.jpg")
        #expect(loaded.width == 20 && loaded.height == 40)
        #expect(Self.isDark(loaded, 18, 1))
        #expect(!Self.isDark(loaded, 1, 1))
    }
}

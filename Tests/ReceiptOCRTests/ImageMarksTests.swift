import CLeptonica
import SplitBillCore
import Testing

@testable import ReceiptOCR

/// Marks drawn on an image: the boxes tinted and outlined, the labels in a margin, the legend under it.
struct ImageMarksTests {
    /// A white grey image of `width` × `height`.
    static func blank(width: Int = 300, height: Int = 200) throws -> ReceiptImage {
        let pix = try #require(pixCreate(Int32(width), Int32(height), 8))
        pixSetAllArbitrary(pix, 255)
        return ReceiptImage(owning: pix)
    }

    /// The red, green and blue of a pixel of a colour image.
    static func rgb(_ image: ReceiptImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0
        pixGetRGBPixel(image.pix, Int32(x), Int32(y), &r, &g, &b)
        return (Int(r), Int(g), Int(b))
    }

    /// Whether any pixel of `box` in `image` is not white.
    static func inked(_ image: ReceiptImage, _ box: TextBox) -> Bool {
        for y in box.y..<(box.y + box.height) {
            for x in box.x..<(box.x + box.width) where rgb(image, x, y) != (255, 255, 255) { return true }
        }
        return false
    }

    let blue = ImageMark.Colour(0x1F6FD0)
    let green = ImageMark.Colour(0x1E9E3E)

    @Test("a box is tinted in its colour inside and outlined, and the rest of the image stays as it was")
    func tintedBox() throws {
        let marked = try Self.blank().marked([ImageMark(box: TextBox(x: 20, y: 40, width: 200, height: 30), colour: blue)])
        #expect(marked.bitsPerPixel == 32)
        // No label: no margin, no legend.
        #expect(marked.width == 300 && marked.height == 200)
        let inside = Self.rgb(marked, 120, 55)
        #expect(inside.2 > inside.0 && inside.0 < 255, "inside \(inside)")
        let edge = Self.rgb(marked, 20, 55)
        #expect(edge == (0x1F, 0x6F, 0xD0), "edge \(edge)")
        #expect(Self.rgb(marked, 120, 120) == (255, 255, 255))
    }

    @Test("labels go in a margin on the right, level with their boxes; the legend in a band under the image")
    func labelsAndLegend() throws {
        let marks = [
            ImageMark(box: TextBox(x: 10, y: 20, width: 250, height: 24), colour: blue, label: "item 1"),
            ImageMark(box: TextBox(x: 10, y: 140, width: 250, height: 24), colour: green, label: "total"),
        ]
        let marked = try Self.blank().marked(marks, legend: [("item", blue), ("total", green)])
        #expect(marked.width > 300)
        #expect(marked.height > 200)
        let margin = marked.width - 300
        // Ink in the margin beside each box, none beside the empty middle.
        #expect(Self.inked(marked, TextBox(x: 300, y: 20, width: margin, height: 24)))
        #expect(Self.inked(marked, TextBox(x: 300, y: 140, width: margin, height: 24)))
        #expect(!Self.inked(marked, TextBox(x: 300, y: 70, width: margin, height: 50)))
        // The legend's band holds ink.
        #expect(Self.inked(marked, TextBox(x: 0, y: 200, width: marked.width, height: marked.height - 200)))
    }

    @Test("boxes outside the image are clipped or left out, and a label outside ASCII still writes")
    func clipping() throws {
        let marks = [
            ImageMark(box: TextBox(x: 250, y: 180, width: 100, height: 100), colour: blue, label: "naïve €"),
            ImageMark(box: TextBox(x: 400, y: 400, width: 10, height: 10), colour: green, label: "gone"),
        ]
        let marked = try Self.blank().marked(marks)
        #expect(marked.height == 200)
        let corner = Self.rgb(marked, 299, 199)
        #expect(corner != (255, 255, 255))
    }
}

internal import CLeptonica
import SplitBillCore

/// A box to draw on an image: tinted and outlined in its colour, with a label written level with it in
/// a margin beside the image.
public struct ImageMark: Hashable, Sendable {
    /// A colour, 8 bits a channel.
    public struct Colour: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        /// The colour `0xRRGGBB`.
        public init(_ rgb: UInt32) {
            red = UInt8((rgb >> 16) & 0xFF)
            green = UInt8((rgb >> 8) & 0xFF)
            blue = UInt8(rgb & 0xFF)
        }

        /// Leptonica's pixel value of the colour (`0xRRGGBB00`).
        var pixel: UInt32 { UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 }
    }

    /// The box, in the image's pixels.
    public var box: TextBox
    public var colour: Colour
    /// Written in the margin level with the box (printable ASCII; other characters are shown as `?`).
    /// Nil: the box is drawn without a label.
    public var label: String?

    /// A mark.
    public init(box: TextBox, colour: Colour, label: String? = nil) {
        self.box = box
        self.colour = colour
        self.label = label
    }
}

extension ReceiptImage {
    /// This image in colour with every mark drawn on it: its box tinted and outlined in its colour, and its
    /// label written in a white margin added on the right, level with the box. `legend` (a name and its
    /// colour, in order) is written in a white band added under the image.
    ///
    /// The labels' size follows the marks' boxes (the middle box height), between Leptonica's smallest and
    /// largest built-in fonts. Boxes are clipped to the image.
    public func marked(_ marks: [ImageMark], legend: [(name: String, colour: ImageMark.Colour)] = []) throws(ReceiptOCRError) -> ReceiptImage {
        let heights = marks.map(\.box.height).filter { $0 > 0 }.sorted()
        let rowHeight = heights.isEmpty ? 24 : heights[heights.count / 2]
        let font = try LabelFont(fitting: rowHeight)
        let pad = max(4, font.lineHeight / 3)
        let labelWidth = marks.compactMap(\.label).map(font.width).max() ?? 0
        let margin = labelWidth == 0 ? 0 : labelWidth + 2 * pad
        let legendLines = font.layout(legend.map(\.name), swatch: font.lineHeight, pad: pad, width: width + margin)
        let band = legend.isEmpty ? 0 : legendLines.count * (font.lineHeight + pad) + pad

        let colour = try ReceiptImage.wrap(pixConvertTo32(pix), "convert to colour")
        let canvas = try ReceiptImage.wrap(
            pixAddBorderGeneral(colour.pix, 0, Int32(margin), 0, Int32(band), 0xFFFF_FF00), "add a margin")
        let line = Int32(max(1, rowHeight / 12))
        for mark in marks {
            guard let clipped = mark.box.clipped(toWidth: width, height: height) else { continue }
            try canvas.withBox(clipped) { box in
                pixBlendInRect(canvas.pix, box, mark.colour.pixel, 0.22)
                pixRenderBoxArb(canvas.pix, box, line, mark.colour.red, mark.colour.green, mark.colour.blue)
            }
            if let label = mark.label {
                let baseline = clipped.y + (clipped.height + font.capHeight) / 2
                font.write(label, on: canvas, x: width + pad, baseline: min(height - 1, max(font.capHeight, baseline)),
                           colour: mark.colour)
            }
        }
        // The legend: a swatch and a name for each, laid out in lines under the image.
        for (n, entries) in legendLines.enumerated() {
            let top = height + pad + n * (font.lineHeight + pad)
            for (index, x) in entries {
                let entry = legend[index]
                let swatch = TextBox(x: x, y: top, width: font.lineHeight, height: font.lineHeight)
                try canvas.withBox(swatch) { box in
                    pixBlendInRect(canvas.pix, box, entry.colour.pixel, 0.6)
                    pixRenderBoxArb(canvas.pix, box, line, entry.colour.red, entry.colour.green, entry.colour.blue)
                }
                font.write(entry.name, on: canvas, x: x + font.lineHeight + pad, baseline: top + (font.lineHeight + font.capHeight) / 2,
                           colour: ImageMark.Colour(0x202020))
            }
        }
        return canvas
    }

    /// Calls `body` with a Leptonica box for `box`.
    private func withBox(_ box: TextBox, _ body: (UnsafeMutablePointer<Box>) -> Void) throws(ReceiptOCRError) {
        guard let made = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height)) else {
            throw .imageOperationFailed(operation: "draw a box")
        }
        defer { LeptonicaMemory.destroy(made) }
        body(made)
    }
}

/// One of Leptonica's built-in bitmap fonts (printable ASCII), chosen for a text height.
private final class LabelFont {
    private var font: UnsafeMutablePointer<L_BMF>
    /// The height of a line of its characters, in pixels.
    let lineHeight: Int
    /// The height of a capital letter above the baseline.
    let capHeight: Int

    /// The largest built-in font (sizes 4 to 20) whose lines are at most `height` pixels tall, else the smallest.
    init(fitting height: Int) throws(ReceiptOCRError) {
        var chosen: UnsafeMutablePointer<L_BMF>?
        for size in stride(from: 4, through: 20, by: 2) {
            guard let candidate = bmfCreate(nil, Int32(size)) else { continue }
            if chosen == nil || Int(candidate.pointee.lineheight) <= height {
                var previous = chosen
                bmfDestroy(&previous)
                chosen = candidate
            } else {
                var unused: UnsafeMutablePointer<L_BMF>? = candidate
                bmfDestroy(&unused)
                break
            }
        }
        guard let chosen else { throw .imageOperationFailed(operation: "make a font for the labels") }
        font = chosen
        lineHeight = Int(chosen.pointee.lineheight)
        capHeight = Int(chosen.pointee.baseline2)
    }

    deinit {
        var owned: UnsafeMutablePointer<L_BMF>? = font
        bmfDestroy(&owned)
    }

    /// `text` with every character outside printable ASCII as `?`.
    private static func printable(_ text: String) -> String {
        String(text.unicodeScalars.map { (32...126).contains($0.value) ? Character($0) : "?" })
    }

    /// The width of `text` written in this font.
    func width(_ text: String) -> Int {
        var w: Int32 = 0
        bmfGetStringWidth(font, Self.printable(text), &w)
        return Int(w)
    }

    /// Writes `text` on `image` from `x`, on the baseline `baseline`.
    func write(_ text: String, on image: ReceiptImage, x: Int, baseline: Int, colour: ImageMark.Colour) {
        var written: Int32 = 0, overflow: Int32 = 0
        pixSetTextline(image.pix, font, Self.printable(text), colour.pixel, Int32(x), Int32(baseline), &written, &overflow)
    }

    /// Legend entries (a swatch, then the name) laid out in lines of at most `width` pixels: for each line, the
    /// entries' indices and their x.
    func layout(_ names: [String], swatch: Int, pad: Int, width: Int) -> [[(Int, Int)]] {
        var lines: [[(Int, Int)]] = []
        var current: [(Int, Int)] = []
        var x = pad
        for (index, name) in names.enumerated() {
            let entry = swatch + pad + self.width(name) + 3 * pad
            if !current.isEmpty, x + entry > width {
                lines.append(current)
                current = []
                x = pad
            }
            current.append((index, x))
            x += entry
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

private extension TextBox {
    /// The part of the box inside an image of `width` × `height`; nil when none is.
    func clipped(toWidth width: Int, height: Int) -> TextBox? {
        let left = max(0, x), top = max(0, y)
        let right = min(width, x + self.width), bottom = min(height, y + self.height)
        guard right > left, bottom > top else { return nil }
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}

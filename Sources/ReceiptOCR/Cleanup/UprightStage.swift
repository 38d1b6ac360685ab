internal import CLeptonica

/// Turning text upright (0, 90, 180 or 270 degrees), in two cheap steps.
///
/// 1. **Line direction** from the layout alone: in upright (or upside-down) text a character's nearest
///    neighbour of similar size stands beside it, in sideways text above or below it. When most
///    neighbours are vertical the image is turned a quarter turn clockwise.
/// 2. **Upside down or not** needs the recogniser: ``ReceiptReader`` reads the image, and only when that
///    reading is not confident reads a band of the image turned 180 degrees and keeps the turn when the
///    band reads clearly better (upside-down text reads as confident-looking garbage less often than as
///    low-confidence garbage: mean confidence ~40 against ~90 upright).
public struct UprightStage: CleanupStage {
    /// The stage's name.
    public let name = "upright"
    /// The share of vertical neighbour pairs above which text counts as sideways.
    public var verticalShare = 0.6

    /// The stage with default settings.
    public init() {}

    /// The image turned a quarter turn clockwise when its lines run vertically, else `image` itself.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        guard let share = UprightStage.verticalNeighbourShare(of: image), share > verticalShare else { return image }
        notes.quarterTurns = (notes.quarterTurns + 1) % 4
        return try image.rotated(quarterTurns: 1)
    }

    /// The share (0-1) of character-sized shapes whose nearest similar neighbour is above or below them
    /// rather than beside them; nil when there are too few shapes to tell.
    public static func verticalNeighbourShare(of image: ReceiptImage) -> Double? {
        let grey: UnsafeMutablePointer<Pix>
        if image.bitsPerPixel == 8 {
            guard let clone = pixClone(image.pix) else { return nil }
            grey = clone
        } else {
            guard let converted = pixConvertTo8(image.pix, 0) else { return nil }
            grey = converted
        }
        defer { LeptonicaMemory.destroy(grey) }
        guard let binary = Binarization.otsu(grey) else { return nil }
        defer { LeptonicaMemory.destroy(binary) }
        let limit = max(image.width, image.height) / 8
        let shapes = Binarization.componentBoxes(binary).filter { box in
            let (_, _, w, h) = box
            return max(w, h) >= 6 && max(w, h) <= limit && min(w, h) >= 2
        }
        guard shapes.count >= 20 else { return nil }
        let sizes = shapes.map { max($0.2, $0.3) }.sorted()
        let cell = max(8, sizes[sizes.count / 2] * 3)
        var grid: [Int: [Int]] = [:]
        func key(_ gx: Int, _ gy: Int) -> Int { gx &* 100_003 &+ gy }
        let centres = shapes.map { (Double($0.0) + Double($0.2) / 2, Double($0.1) + Double($0.3) / 2) }
        for (i, c) in centres.enumerated() {
            grid[key(Int(c.0) / cell, Int(c.1) / cell), default: []].append(i)
        }
        var vertical = 0, counted = 0
        for (i, c) in centres.enumerated() {
            let size = Double(max(shapes[i].2, shapes[i].3))
            let gx = Int(c.0) / cell, gy = Int(c.1) / cell
            var best = Double.infinity, bestVertical = false
            for dx in -1...1 {
                for dy in -1...1 {
                    for j in grid[key(gx + dx, gy + dy)] ?? [] where j != i {
                        let other = Double(max(shapes[j].2, shapes[j].3))
                        guard other <= size * 1.5, other * 1.5 >= size else { continue }
                        let ddx = centres[j].0 - c.0, ddy = centres[j].1 - c.1
                        let d = ddx * ddx + ddy * ddy
                        if d < best { best = d; bestVertical = abs(ddy) > abs(ddx) }
                    }
                }
            }
            if best.isFinite {
                counted += 1
                if bestVertical { vertical += 1 }
            }
        }
        guard counted >= 20 else { return nil }
        return Double(vertical) / Double(counted)
    }
}

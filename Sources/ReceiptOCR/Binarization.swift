internal import CLeptonica

/// Shared measuring helpers: a global black-and-white version of a grey image, and the boxes of its
/// connected dark shapes. Internal: stages use them to measure; the image passed on stays grey.
enum Binarization {
    /// A 1-bit image where 1 is dark (ink), by one Otsu threshold over the whole image.
    static func otsu(_ grey: UnsafeMutablePointer<Pix>) -> UnsafeMutablePointer<Pix>? {
        var binary: UnsafeMutablePointer<Pix>?
        let w = pixGetWidth(grey), h = pixGetHeight(grey)
        guard w >= 16, h >= 16 else { return nil }
        guard pixOtsuAdaptiveThreshold(grey, max(16, w), max(16, h), 0, 0, 0.0, nil, &binary) == 0 else { return nil }
        return binary
    }

    /// The bounding boxes of the 8-connected components of a 1-bit image, as (x, y, width, height).
    static func componentBoxes(_ binary: UnsafeMutablePointer<Pix>) -> [(Int, Int, Int, Int)] {
        guard let boxa = pixConnComp(binary, nil, 8) else { return [] }
        defer { LeptonicaMemory.destroy(boxa) }
        let count = boxaGetCount(boxa)
        var boxes: [(Int, Int, Int, Int)] = []
        boxes.reserveCapacity(Int(count))
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        for i in 0..<count where boxaGetBoxGeometry(boxa, i, &x, &y, &w, &h) == 0 {
            boxes.append((Int(x), Int(y), Int(w), Int(h)))
        }
        return boxes
    }

    /// The median height of shapes that look like characters; nil with fewer than 20 such shapes.
    static func characterHeight(_ grey: UnsafeMutablePointer<Pix>) -> Double? {
        guard let binary = otsu(grey) else { return nil }
        defer { LeptonicaMemory.destroy(binary) }
        let maxHeight = Int(pixGetHeight(grey)) / 8
        let heights = componentBoxes(binary).compactMap { box -> Int? in
            let (_, _, w, h) = box
            guard h >= 5, h <= maxHeight, w * 10 >= h, w <= h * 5 / 2 else { return nil }
            return h
        }.sorted()
        guard heights.count >= 20 else { return nil }
        return Double(heights[heights.count / 2])
    }
}

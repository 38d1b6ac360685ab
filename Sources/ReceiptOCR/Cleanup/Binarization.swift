internal import CLeptonica

/// Shared measuring helpers: a global black-and-white version of a grey image, and the boxes of its
/// connected dark shapes. Internal: stages use them to measure; the image passed on stays grey.
enum Binarization {
    /// A 1-bit image where 1 is dark (ink), by one Otsu threshold over the whole image.
    ///
    /// The threshold comes from the histogram of every second pixel of every second row: the same
    /// threshold as from all of them on a page of text, in a quarter of the time (four stages measure
    /// on such an image, and the histogram was 4% of a receipt's time).
    static func otsu(_ grey: UnsafeMutablePointer<Pix>) -> UnsafeMutablePointer<Pix>? {
        guard pixGetWidth(grey) >= 16, pixGetHeight(grey) >= 16, let split = otsuSplit(grey, sampling: 2) else { return nil }
        return pixThresholdToBinary(grey, split)
    }

    /// The grey level that splits a grey image into dark and light (Otsu), from the histogram of every
    /// `sampling`-th pixel of every `sampling`-th row; nil for an image that is not 8-bit grey.
    static func otsuSplit(_ grey: UnsafeMutablePointer<Pix>, sampling: Int32) -> Int32? {
        guard pixGetDepth(grey) == 8, pixGetColormap(grey) == nil,
              let histogram = pixGetGrayHistogram(grey, sampling) else { return nil }
        defer { LeptonicaMemory.destroy(histogram) }
        var split: Int32 = 0
        guard numaSplitDistribution(histogram, 0, &split, nil, nil, nil, nil, nil) == 0 else { return nil }
        return split
    }

    /// A 1-bit image where 1 is ink, by Sauvola's local threshold: text stays readable next to dark
    /// backgrounds and in shadows, where one global threshold loses it.
    ///
    /// With `threads` 2 an image at least ``halvesFrom`` rows high and of at most ``halvesUpTo`` pixels is
    /// thresholded as two halves at once, with the same bits as in one piece.
    static func local(_ grey: UnsafeMutablePointer<Pix>, threads: Int = 1) -> UnsafeMutablePointer<Pix>? {
        let width = pixGetWidth(grey), height = pixGetHeight(grey)
        guard width >= 48, height >= 48 else { return nil }
        if threads >= 2, height >= halvesFrom, Int(width) * Int(height) <= halvesUpTo { return localInHalves(grey) }
        var binary: UnsafeMutablePointer<Pix>?
        guard pixSauvolaBinarizeTiled(grey, sauvolaWindow, sauvolaFactor, 1, 1, nil, &binary) == 0 else { return nil }
        return binary
    }

    /// Sauvola's window half-size and factor.
    static let sauvolaWindow: Int32 = 15, sauvolaFactor: Float = 0.3
    /// The least height, in rows, of an image whose local threshold is shared between two threads.
    static let halvesFrom: Int32 = 400
    /// The most pixels an image may have for its local threshold to be shared: both halves' sums at once,
    /// with the halves' copies, take about 25 MB more on a 16-megapixel photo (the most the loader
    /// keeps), whose reading already peaks near 400 MB.
    static let halvesUpTo = 8_000_000

    /// ``local(_:threads:)`` of the top and bottom halves of `grey` on two threads: Leptonica's tiling, as
    /// its tiled Sauvola uses it (each half taken with a window's reach of rows beyond it, mirrored at the
    /// image's edges, and thresholded without those rows), so every pixel gets the threshold of the same window.
    private static func localInHalves(_ grey: UnsafeMutablePointer<Pix>) -> UnsafeMutablePointer<Pix>? {
        let reach = sauvolaWindow + 1
        guard let tiling = pixTilingCreate(grey, 1, 2, 0, 0, reach, reach) else { return nil }
        defer {
            var owned: UnsafeMutablePointer<PixTiling>? = tiling
            pixTilingDestroy(&owned)
        }
        // Sauvola without a border of its own already gives each tile without the rows it borrowed.
        pixTilingNoStripOnPaint(tiling)
        guard let top = pixTilingGetTile(tiling, 0, 0) else { return nil }
        guard let bottom = pixTilingGetTile(tiling, 1, 0) else {
            LeptonicaMemory.destroy(top)
            return nil
        }
        let tiles = UncheckedBox((top, bottom))
        func threshold(_ tile: UnsafeMutablePointer<Pix>) -> UnsafeMutablePointer<Pix>? {
            defer { LeptonicaMemory.destroy(tile) }
            var binary: UnsafeMutablePointer<Pix>?
            guard pixSauvolaBinarize(tile, sauvolaWindow, sauvolaFactor, 0, nil, nil, nil, &binary) == 0 else { return nil }
            return binary
        }
        let (upper, lower) = TwoThreads.run({ threshold(tiles.value.0) }, { threshold(tiles.value.1) })
        defer {
            if let upper { LeptonicaMemory.destroy(upper) }
            if let lower { LeptonicaMemory.destroy(lower) }
        }
        guard let upper, let lower,
              let whole = pixCreate(pixGetWidth(grey), pixGetHeight(grey), 1) else { return nil }
        pixCopyResolution(whole, grey)
        guard pixTilingPaintTile(whole, 0, 0, upper, tiling) == 0, pixTilingPaintTile(whole, 1, 0, lower, tiling) == 0 else {
            LeptonicaMemory.destroy(whole)
            return nil
        }
        return whole
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

    /// The boxes (x, y, width, height) of dark shapes that look like characters, by Sauvola's local
    /// threshold; empty when fewer than 20 shapes are letter-shaped at all.
    ///
    /// A shape counts only when it is taller than wide and another such shape of about the same height
    /// (within 25%) stands beside it on the same line, as letters in a word do: specks of noise, halftone
    /// texture and rules are left out.
    static func letterShapes(_ grey: UnsafeMutablePointer<Pix>, threads: Int = 1) -> [(Int, Int, Int, Int)] {
        guard let binary = local(grey, threads: threads) else { return [] }
        defer { LeptonicaMemory.destroy(binary) }
        let maxHeight = Int(pixGetHeight(grey)) / 8
        // Letters and digits are taller than wide; square specks (halftone, dirt) are left out.
        let shapes = componentBoxes(binary).filter { box in
            let (_, _, w, h) = box
            return h >= 5 && h <= maxHeight && w * 10 >= h * 2 && w * 10 <= h * 9
        }
        guard shapes.count >= 20 else { return [] }
        let cell = 64
        var grid: [Int: [Int]] = [:]
        func key(_ gx: Int, _ gy: Int) -> Int { gx &* 100_003 &+ gy }
        for (i, s) in shapes.enumerated() {
            grid[key(s.0 / cell, (s.1 + s.3 / 2) / cell), default: []].append(i)
        }
        var letters: [(Int, Int, Int, Int)] = []
        for (i, s) in shapes.enumerated() {
            let (x, y, w, h) = s
            let cy = y + h / 2
            var paired = false
            search: for dx in -1...1 {
                for dy in -1...1 {
                    for j in grid[key(x / cell + dx, cy / cell + dy)] ?? [] where j != i {
                        let o = shapes[j]
                        let gap = o.0 >= x ? o.0 - (x + w) : x - (o.0 + o.2)
                        if abs(o.3 - h) * 4 <= h, abs(o.1 + o.3 / 2 - cy) * 10 <= h * 3, gap >= -1, gap * 2 <= h * 3 {
                            paired = true
                            break search
                        }
                    }
                }
            }
            if paired { letters.append(s) }
        }
        return letters
    }

    /// The median height of shapes that look like characters; nil with fewer than 20 such shapes.
    static func characterHeight(_ grey: UnsafeMutablePointer<Pix>, threads: Int = 1) -> Double? {
        let heights = letterShapes(grey, threads: threads).map(\.3)
        guard heights.count >= 20 else { return nil }
        return Double(heights.sorted()[heights.count / 2])
    }
}

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
    /// With `threads` 2 an image at least ``halvesFrom`` rows high is thresholded two bands at once
    /// (see ``sauvola(_:window:factor:threads:)``), with the same bits as in one piece.
    static func local(_ grey: UnsafeMutablePointer<Pix>, threads: Int = 1) -> UnsafeMutablePointer<Pix>? {
        guard pixGetWidth(grey) >= 48, pixGetHeight(grey) >= 48 else { return nil }
        return sauvola(grey, window: sauvolaWindow, factor: sauvolaFactor, threads: pixGetHeight(grey) >= halvesFrom ? threads : 1)
    }

    /// Sauvola's window half-size and factor.
    static let sauvolaWindow: Int32 = 15, sauvolaFactor: Float = 0.3
    /// The least height, in rows, of an image whose local threshold is shared between two threads.
    static let halvesFrom: Int32 = 400
    /// The most pixels Sauvola's threshold works on at once. Its window sums take about 13 bytes a
    /// pixel (the binarise stage on a 16-megapixel page took 225 MB in one piece), so a larger image is
    /// thresholded in bands of rows.
    static let sauvolaBandPixels = 2_000_000

    /// Sauvola's threshold of `grey` (8-bit; each side at least twice `window` plus 3), with a window of
    /// `window` pixels each way and `factor`: in one piece, or, when the image is over
    /// ``sauvolaBandPixels`` or `threads` is 2, in bands of rows, two at a time on two threads.
    ///
    /// The bands are Leptonica's tiling, as its tiled Sauvola uses it: each band taken with a window's
    /// reach of rows beyond it (mirrored at the image's edges) and thresholded without those rows, so
    /// every pixel gets the threshold of the same window and the bits are those of one piece.
    static func sauvola(
        _ grey: UnsafeMutablePointer<Pix>, window: Int32, factor: Float, threads: Int = 1
    ) -> UnsafeMutablePointer<Pix>? {
        let width = pixGetWidth(grey), height = pixGetHeight(grey)
        let reach = window + 1
        let needed = (Int(width) * Int(height) + sauvolaBandPixels - 1) / sauvolaBandPixels
        // Each band holds at least two windows' height of its own rows.
        let bands = Int32(min(max(needed, threads >= 2 ? 2 : 1), max(1, Int(height) / Int(4 * reach))))
        guard bands >= 2 else {
            var binary: UnsafeMutablePointer<Pix>?
            guard pixSauvolaBinarizeTiled(grey, window, factor, 1, 1, nil, &binary) == 0 else { return nil }
            return binary
        }
        guard let tiling = pixTilingCreate(grey, 1, bands, 0, 0, reach, reach) else { return nil }
        defer {
            var owned: UnsafeMutablePointer<PixTiling>? = tiling
            pixTilingDestroy(&owned)
        }
        // Sauvola without a border of its own already gives each band without the rows it borrowed.
        pixTilingNoStripOnPaint(tiling)
        guard let whole = pixCreate(width, height, 1) else { return nil }
        pixCopyResolution(whole, grey)
        func threshold(_ tile: UnsafeMutablePointer<Pix>?) -> UnsafeMutablePointer<Pix>? {
            guard let tile else { return nil }
            defer { LeptonicaMemory.destroy(tile) }
            var binary: UnsafeMutablePointer<Pix>?
            guard pixSauvolaBinarize(tile, window, factor, 0, nil, nil, nil, &binary) == 0 else { return nil }
            return binary
        }
        func paint(_ binary: UnsafeMutablePointer<Pix>?, _ band: Int32) -> Bool {
            guard let binary else { return false }
            defer { LeptonicaMemory.destroy(binary) }
            return pixTilingPaintTile(whole, band, 0, binary, tiling) == 0
        }
        var band: Int32 = 0
        var painted = true
        while painted && band < bands {
            if threads >= 2 && band + 1 < bands {
                // Both bands are cut here; only the thresholds run on two threads.
                let tiles = UncheckedBox((pixTilingGetTile(tiling, band, 0), pixTilingGetTile(tiling, band + 1, 0)))
                let (upper, lower) = TwoThreads.run({ threshold(tiles.value.0) }, { threshold(tiles.value.1) })
                let paintedUpper = paint(upper, band), paintedLower = paint(lower, band + 1)
                painted = paintedUpper && paintedLower
                band += 2
            } else {
                painted = paint(threshold(pixTilingGetTile(tiling, band, 0)), band)
                band += 1
            }
        }
        guard painted else {
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

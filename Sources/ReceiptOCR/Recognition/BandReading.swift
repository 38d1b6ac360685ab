internal import CLeptonica
import Foundation
import SplitBillCore

/// Reading one image on two engines at once, so that a single receipt uses two cores.
///
/// The page is cut into an upper and a lower band that hold about the same amount of text, at a blank run
/// of rows (a gap between printed lines, never through one), each band is read by its own engine on its
/// own thread, and the lower band's words are moved back to their place on the page. The re-read of
/// doubtful regions is shared the same way, region by region. Each engine reads its own copy of the pixels: Tesseract and Leptonica are
/// not safe to share between threads.
struct BandReading {
    /// Pages shorter than this (in pixels) are read by one engine: cutting them saves too little.
    var minimumHeight = 400
    /// The cut is looked for between these fractions of the height.
    var searchFrom = 0.2, searchTo = 0.8
    /// The fewest blank rows a gap must have to be cut in.
    var minimumGap = 3

    /// The row at which to cut `image`: the middle of a run of blank rows (no ink after a global
    /// threshold) between 20% and 80% of its height, at least as long as the median such run, that
    /// lies nearest the row with half the page's strokes of ink above it; nil when the page is short or no
    /// such run is there.
    func cut(_ image: ReceiptImage) -> Int? {
        let height = image.height
        guard height >= minimumHeight, image.width >= 16 else { return nil }
        let binary: UnsafeMutablePointer<Pix>?
        switch image.bitsPerPixel {
        case 1: binary = pixClone(image.pix)
        case 8: binary = Binarization.otsu(image.pix)
        default:
            guard let grey = pixConvertTo8(image.pix, 0) else { return nil }
            binary = Binarization.otsu(grey)
            var copy: UnsafeMutablePointer<Pix>? = grey
            pixDestroy(&copy)
        }
        guard let binary else { return nil }
        defer {
            var copy: UnsafeMutablePointer<Pix>? = binary
            pixDestroy(&copy)
        }
        guard let counts = pixCountPixelsByRow(binary, nil) else { return nil }
        defer { LeptonicaMemory.destroy(counts) }
        var ink = [Double](repeating: 0, count: height)
        for y in 0..<height {
            var value: Float = 0
            if numaGetFValue(counts, Int32(y), &value) == 0 { ink[y] = Double(value) }
        }
        // The row with half the page's strokes above it: recognition costs about as much as there is
        // text, and text crosses a row of pixels in many strokes, where a dark background, a logo or a
        // shadow is one long run that costs nothing to read. A cut there gives both engines the same work.
        let strokes = Self.strokesByRow(binary)
        let total = strokes.reduce(0, +)
        guard total > 0 else { return nil }
        var middle = height / 2, running = 0
        for (y, n) in strokes.enumerated() {
            running += n
            if 2 * running >= total { middle = y; break }
        }
        let low = Int(Double(height) * searchFrom), high = Int(Double(height) * searchTo)
        // The runs of blank rows in the middle band.
        var gaps: [(start: Int, end: Int)] = []
        var y = low
        while y < high {
            guard ink[y] == 0 else { y += 1; continue }
            var end = y + 1
            while end < high, ink[end] == 0 { end += 1 }
            if end - y >= minimumGap { gaps.append((y, end)) }
            y = end
        }
        // Of the runs at least as long as most (gaps between printed lines, not the sliver between a rule
        // and the text under it, nor a pale stroke inside a line), the one nearest that row.
        let lengths = gaps.map { $0.end - $0.start }.sorted()
        guard !lengths.isEmpty else { return nil }
        let typical = lengths[lengths.count / 2]
        let cuts = gaps.filter { $0.end - $0.start >= typical }.map { ($0.start + $0.end) / 2 }
        return cuts.min { abs($0 - middle) < abs($1 - middle) }
    }

    /// For each row of a 1-bit image, the number of runs of ink that start on it.
    static func strokesByRow(_ binary: UnsafeMutablePointer<Pix>) -> [Int] {
        let width = Int(pixGetWidth(binary)), height = Int(pixGetHeight(binary)), wpl = Int(pixGetWpl(binary))
        guard let data = pixGetData(binary) else { return Array(repeating: 0, count: height) }
        var result = [Int](repeating: 0, count: height)
        // The bits past the width in the last word of a row are not the image's.
        let tail = width % 32
        let lastMask: UInt32 = tail == 0 ? .max : ~(UInt32.max >> UInt32(tail))
        for y in 0..<height {
            let line = data + y * wpl
            var previous: UInt32 = 0, count = 0
            for k in 0..<wpl {
                var word = line[k]
                if k == wpl - 1 { word &= lastMask }
                // A set bit whose left neighbour (the previous bit, leftmost pixel in the high bit) is clear.
                let starts = word & ~((word >> 1) | (previous << 31))
                count += starts.nonzeroBitCount
                previous = word & 1
            }
            result[y] = count
        }
        return result
    }

    /// The words of `image` read by `engine` and `partner` together: each a band of the page (cut at
    /// ``cut(_:)``), or, when no cut is found, `engine` alone over the whole page.
    func recognize(
        _ image: ReceiptImage, engine: TesseractEngine, partner: TesseractEngine, resolution: Int
    ) throws(ReceiptOCRError) -> [RecognizedWord] {
        guard let cut = cut(image) else { return try engine.recognize(image, resolution: resolution) }
        let top = try image.cropped(to: TextBox(x: 0, y: 0, width: image.width, height: cut))
        let bottom = try image.cropped(to: TextBox(x: 0, y: cut, width: image.width, height: image.height - cut))
        let (upper, lower) = try Self.inParallel(
            { () throws(ReceiptOCRError) in try engine.recognize(top, resolution: resolution) },
            { () throws(ReceiptOCRError) in try partner.recognize(bottom, resolution: resolution) })
        return upper + lower.map { word in
            var moved = word
            moved.box.y += cut
            return moved
        }
    }

    /// Each of `regions` of `image` read alone (as ``TesseractEngine/recognize(_:regions:mode:resolution:)``
    /// does), the regions dealt out in turn to `engine` and `partner`; the results in the regions' order.
    func recognize(
        _ image: ReceiptImage, regions: [TextBox], mode: Int, engine: TesseractEngine, partner: TesseractEngine,
        resolution: Int
    ) throws(ReceiptOCRError) -> [[RecognizedWord]] {
        guard regions.count >= 2 else {
            return try engine.recognize(image, regions: regions, mode: mode, resolution: resolution)
        }
        guard let copy = pixCopy(nil, image.pix) else { throw .imageOperationFailed(operation: "copy") }
        let partnerImage = ReceiptImage(owning: copy)
        let even = stride(from: 0, to: regions.count, by: 2).map { regions[$0] }
        let odd = stride(from: 1, to: regions.count, by: 2).map { regions[$0] }
        let (first, second) = try Self.inParallel(
            { () throws(ReceiptOCRError) in try engine.recognize(image, regions: even, mode: mode, resolution: resolution) },
            { () throws(ReceiptOCRError) in
                try partner.recognize(partnerImage, regions: odd, mode: mode, resolution: resolution)
            })
        var results: [[RecognizedWord]] = []
        results.reserveCapacity(regions.count)
        for i in regions.indices { results.append(i % 2 == 0 ? first[i / 2] : second[i / 2]) }
        return results
    }

    /// Runs `here` on this thread and `there` on a new one (with the large stack Tesseract needs), and
    /// returns both results once both are done; the first error, if any, is thrown.
    private static func inParallel<A, B>(
        _ here: () throws(ReceiptOCRError) -> A, _ there: @escaping () throws(ReceiptOCRError) -> B
    ) throws(ReceiptOCRError) -> (A, B) {
        let handOver = UncheckedBox(there)
        let result = UncheckedBox<Result<B, ReceiptOCRError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = Result { () throws(ReceiptOCRError) in try handOver.value() }
            done.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        let mine = Result { () throws(ReceiptOCRError) in try here() }
        done.wait()
        return (try mine.get(), try result.value!.get())
    }
}

/// A value handed to one other thread and read back after it signalled: the hand-over is ordered by a
/// semaphore, so no two threads touch the value at once.
private final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}

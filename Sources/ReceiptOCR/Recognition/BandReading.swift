internal import CLeptonica
import Foundation
import SplitBillCore

/// Reading one image on two engines at once, so that a single receipt uses two cores.
///
/// Both engines lay out the whole page (Tesseract's layout analysis is about an eighth of a page's
/// reading), the lines are shared between them where the lines above and below are read from rows
/// apart (the recogniser reads a line with some rows above and below its box), with about the same
/// work on each side, and each engine recognises its own share: the upper one stops when it reaches the
/// first line of the lower share, the lower one is given the page from that line down to read from.
/// Each line is read from the same pixels with the same page-wide measures as by one engine, so the
/// words are exactly those one engine reads. (Two bands cropped from the page read 1 word in 4
/// differently on 40 SROIE scans: Tesseract measures each band's x-height alone, and every line without
/// ascenders is read with it; giving both bands the page's threshold left 1 in 5.)
/// The re-read of doubtful regions is shared the same way, region by region. Each engine reads its own
/// copy of the pixels: Tesseract and Leptonica are not safe to share between threads.
struct BandReading {
    /// Pages shorter than this (in pixels) are read by one engine: sharing them saves too little.
    var minimumHeight = 400

    /// What a line costs to recognise besides its width, in widths of its own height: timed line by line
    /// on 75 SROIE pages (thread CPU time between Tesseract's per-word progress calls), a line took
    /// 4.7 ms plus 0.28 ms per height of width, and sharing by width alone left the busier engine with
    /// 1.079 times half the work (median page), by this cost 1.055.
    static let lineCost = 16.0

    /// The first row of the lower share of a page laid out in `lines` (in reading order): a row
    /// between the rows read for the lines before some line and those read for it and the lines after,
    /// chosen so that both shares hold about the same work; nil when no such row is there.
    ///
    /// A line costs its width over the height read for it (the recogniser scales each line to one
    /// height, then reads it column by column) plus ``lineCost``.
    static func lowerShareStart(of lines: [TesseractEngine.LaidOutLine]) -> Int? {
        guard lines.count >= 2 else { return nil }
        let costs = lines.map { Double($0.box.width) / Double(max(1, $0.readBottom - $0.readTop)) + lineCost }
        let total = costs.reduce(0, +)
        // The highest row read for each line and those after it.
        var firstRead = Array(repeating: Int.max, count: lines.count + 1)
        for i in lines.indices.reversed() { firstRead[i] = min(firstRead[i + 1], lines[i].readTop) }
        var above = 0.0, lastRead = Int.min
        var best: (start: Int, imbalance: Double)?
        for k in 1..<lines.count {
            above += costs[k - 1]
            lastRead = max(lastRead, lines[k - 1].readBottom)
            guard lastRead <= firstRead[k] else { continue }
            let imbalance = abs(2 * above - total)
            if best.map({ imbalance < $0.imbalance }) ?? true { best = (max(0, firstRead[k]), imbalance) }
        }
        return best?.start
    }

    /// The words of `image` read by `engine` and `partner` together, each reading its share of the lines
    /// (split at ``lowerShareStart(of:)``); exactly the words `engine` alone reads.
    func recognize(
        _ image: ReceiptImage, engine: TesseractEngine, partner: TesseractEngine, resolution: Int
    ) throws(ReceiptOCRError) -> [RecognizedWord] {
        guard image.height >= minimumHeight else { return try engine.recognize(image, resolution: resolution) }
        guard let copy = pixCopy(nil, image.pix) else { throw .imageOperationFailed(operation: "copy") }
        let partnerImage = ReceiptImage(owning: copy)
        // Both engines lay out the same pixels alike, so both find the same row.
        let (upper, lower) = try Self.inParallel(
            { () throws(ReceiptOCRError) in
                try engine.recognize(image, resolution: resolution) { lines in
                    Self.lowerShareStart(of: lines).map { .above($0) } ?? .all
                }
            },
            { () throws(ReceiptOCRError) in
                try partner.recognize(partnerImage, resolution: resolution) { lines in
                    Self.lowerShareStart(of: lines).map { .from($0) } ?? .none
                }
            })
        return upper + lower
    }

    /// Each of `regions` of `image` read alone (as ``TesseractEngine/recognize(_:regions:mode:resolution:)``
    /// does), shared between `engine` and `partner` so that both have about the same work (each region in
    /// turn, the costliest first, to the engine with less so far; a region costs as a line does in
    /// ``lowerShareStart(of:)``); the results in the regions' order.
    func recognize(
        _ image: ReceiptImage, regions: [TextBox], mode: Int, engine: TesseractEngine, partner: TesseractEngine,
        resolution: Int
    ) throws(ReceiptOCRError) -> [[RecognizedWord]] {
        guard regions.count >= 2 else {
            return try engine.recognize(image, regions: regions, mode: mode, resolution: resolution)
        }
        guard let copy = pixCopy(nil, image.pix) else { throw .imageOperationFailed(operation: "copy") }
        let partnerImage = ReceiptImage(owning: copy)
        let toPartner = Self.deal(regions.map { Double($0.width) / Double(max(1, $0.height)) + Self.lineCost })
        let mine = regions.indices.filter { !toPartner[$0] }, theirs = regions.indices.filter { toPartner[$0] }
        let (first, second) = try Self.inParallel(
            { () throws(ReceiptOCRError) in
                try engine.recognize(image, regions: mine.map { regions[$0] }, mode: mode, resolution: resolution)
            },
            { () throws(ReceiptOCRError) in
                try partner.recognize(partnerImage, regions: theirs.map { regions[$0] }, mode: mode, resolution: resolution)
            })
        var results = [[RecognizedWord]](repeating: [], count: regions.count)
        for (i, words) in zip(mine, first) { results[i] = words }
        for (i, words) in zip(theirs, second) { results[i] = words }
        return results
    }

    /// For each of the jobs with these costs, whether the second of two workers takes it: each job in
    /// turn, the costliest first (the earlier of equal ones), goes to the worker with less work so far
    /// (the first on a tie).
    static func deal(_ costs: [Double]) -> [Bool] {
        var second = [Bool](repeating: false, count: costs.count)
        var loads = (0.0, 0.0)
        for i in costs.indices.sorted(by: { (costs[$0], $1) > (costs[$1], $0) }) {
            if loads.1 < loads.0 {
                second[i] = true
                loads.1 += costs[i]
            } else {
                loads.0 += costs[i]
            }
        }
        return second
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

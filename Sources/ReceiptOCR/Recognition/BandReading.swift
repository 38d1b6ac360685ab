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
/// The re-read of doubtful regions is shared region by region, all its regions as one pool. Each engine reads its own
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
        let (upper, lower) = try TwoThreads.run(
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

    /// Regions of one image to be read alone with one page segmentation mode (as
    /// ``TesseractEngine/recognize(_:regions:mode:resolution:)`` reads them).
    struct RegionSet {
        var image: ReceiptImage
        var regions: [TextBox]
        var mode: Int
        /// The height of one printed line in these regions, when a region may hold several (a block read
        /// with mode 6); nil: each region is one line.
        var lineHeight: Int?

        /// What a region costs to read, as a line costs in ``lowerShareStart(of:)``: each of its lines
        /// its width over its height plus ``lineCost``.
        func cost(of region: TextBox) -> Double {
            let lines = lineHeight.map { max(1, (Double(region.height) / Double(max(1, $0))).rounded()) } ?? 1
            let height = Double(max(1, region.height)) / lines
            return lines * (Double(region.width) / height + BandReading.lineCost)
        }
    }

    /// The words of every region of every set, each region read alone, shared between `engine` and
    /// `partner` as one pool so that both have about the same work (each region in turn, the costliest
    /// first, to the engine with less so far; ``deal(_:)``); for each set, its regions' words in its
    /// regions' order. Each engine reads its regions set by set, in the sets' order.
    ///
    /// One pool rather than a share per set: the sets are often uneven (a single block, one word end),
    /// and shared one at a time such a set keeps one engine waiting for the other.
    func recognize(
        _ sets: [RegionSet], engine: TesseractEngine, partner: TesseractEngine, resolution: Int
    ) throws(ReceiptOCRError) -> [[[RecognizedWord]]] {
        let jobs = sets.indices.flatMap { set in sets[set].regions.indices.map { (set: set, region: $0) } }
        guard jobs.count >= 2 else { return try engine.recognize(sets, resolution: resolution) }
        let toPartner = Self.deal(jobs.map { sets[$0.set].cost(of: sets[$0.set].regions[$0.region]) })
        // The partner reads its own copy of each image it has regions in.
        var copies: [ObjectIdentifier: ReceiptImage] = [:]
        for (job, theirs) in zip(jobs, toPartner) where theirs {
            let image = sets[job.set].image
            guard copies[ObjectIdentifier(image)] == nil else { continue }
            guard let copy = pixCopy(nil, image.pix) else { throw .imageOperationFailed(operation: "copy") }
            copies[ObjectIdentifier(image)] = ReceiptImage(owning: copy)
        }
        /// The regions one engine reads: for each set, the indices of its regions it takes.
        func share(_ partnerSide: Bool) -> [[Int]] {
            var taken = [[Int]](repeating: [], count: sets.count)
            for (job, theirs) in zip(jobs, toPartner) where theirs == partnerSide { taken[job.set].append(job.region) }
            return taken
        }
        let mine = share(false), theirs = share(true)
        /// The sets cut to the regions one engine takes, on the images it reads.
        func subsets(_ taken: [[Int]], images: (ReceiptImage) -> ReceiptImage) -> [RegionSet] {
            zip(sets, taken).map { set, indices in
                RegionSet(image: images(set.image), regions: indices.map { set.regions[$0] }, mode: set.mode,
                          lineHeight: set.lineHeight)
            }
        }
        // Every image the partner reads a region of has its copy (made above); a set it takes no region of
        // stays on the original but is not read (an empty set reads nothing), so it never touches the original.
        let partnerSets = UncheckedBox(subsets(theirs) { copies[ObjectIdentifier($0)] ?? $0 })
        let (first, second) = try TwoThreads.run(
            { () throws(ReceiptOCRError) in try engine.recognize(subsets(mine) { $0 }, resolution: resolution) },
            { () throws(ReceiptOCRError) in try partner.recognize(partnerSets.value, resolution: resolution) })
        var results = sets.map { [[RecognizedWord]](repeating: [], count: $0.regions.count) }
        for set in sets.indices {
            for (i, words) in zip(mine[set], first[set]) { results[set][i] = words }
            for (i, words) in zip(theirs[set], second[set]) { results[set][i] = words }
        }
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
}

extension TesseractEngine {
    /// Each set's regions read alone by this engine, set by set (an empty set reads nothing).
    func recognize(_ sets: [BandReading.RegionSet], resolution: Int) throws(ReceiptOCRError) -> [[[RecognizedWord]]] {
        var results: [[[RecognizedWord]]] = []
        for set in sets {
            results.append(try recognize(set.image, regions: set.regions, mode: set.mode, resolution: resolution))
        }
        return results
    }
}

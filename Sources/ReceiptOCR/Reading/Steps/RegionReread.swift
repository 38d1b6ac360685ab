internal import CLeptonica
import SplitBillCore

/// The re-read stage: reads again, one line at a time, the ink the page reading left doubtful.
///
/// Page segmentation (psm 6) loses whole rows when lines of different sizes or slightly offset columns
/// share one block (a big title, a price column printed half a line below its labels). After the page
/// reading, every character-sized shape of ink that no sure word (``sureConfidence``) covers is
/// doubtful, and so is every unsure word's box (faint print falls apart into specks under one threshold);
/// doubtful shapes on one line, close together, form a region. The sure words are painted
/// white on a copy of the image, and each region is read alone on that copy (psm 7, one line; psm 6 when
/// the region is taller than ``blockHeight`` text heights).
///
/// Re-read words replace the unsure words of the page reading they overlap when they are more confident
/// (by ``replaceMargin`` points, 0 by default) and not much shorter; where the page reading had nothing, they are added
/// when at least ``newWordConfidence``. Defaults measured on the SROIE scans (Benchmarks/README.md).
public struct RegionReread: Sendable {
    /// Whether the stage runs.
    public var isEnabled = true
    /// Words at least this confident are sure: their ink is not read again.
    public var sureConfidence = 70.0
    /// A re-read word where the page reading had no word is kept only from this confidence on.
    public var newWordConfidence = 50.0
    /// Shapes on one line are one region while the gap between them is under this many text heights.
    public var maximumGap = 1.2
    /// Regions taller than this many text heights are read as a block (psm 6) instead of a line.
    public var blockHeight = 1.8
    /// Re-read words replace the page reading's only when this many points more confident.
    public var replaceMargin = 0.0
    /// Re-read words replace the page reading's only when they have at least this share of its characters.
    public var minimumLengthShare = 0.5
    /// Regions narrower than this many text heights (a speck, a lone dash) are not read.
    public var minimumWidth = 0.5
    /// At most this many regions are read (the widest first), to bound the time spent.
    public var maximumRegions = 60

    /// The stage with default settings.
    public init() {}

    /// The text height of a reading: the median height of its sure words of 3+ characters (or of all its
    /// words when none is sure); nil without words.
    func textHeight(of words: [RecognizedWord]) -> Int? {
        var heights = words.filter { $0.confidence >= sureConfidence && $0.text.count >= 3 }.map(\.box.height)
        if heights.isEmpty { heights = words.map(\.box.height) }
        guard !heights.isEmpty else { return nil }
        heights.sort()
        return max(1, heights[heights.count / 2])
    }

    /// A copy of `image` with the sure words painted white: what is left to read again.
    func residue(of image: ReceiptImage, words: [RecognizedWord]) throws(ReceiptOCRError) -> ReceiptImage {
        guard let copy = pixCopy(nil, image.pix) else { throw .imageOperationFailed(operation: "copy") }
        let residue = ReceiptImage(owning: copy)
        let white = image.bitsPerPixel == 1 ? pixClearInRect : pixSetInRect
        for word in words where word.confidence >= sureConfidence {
            guard let box = boxCreate(Int32(word.box.x - 1), Int32(word.box.y - 1),
                                      Int32(word.box.width + 2), Int32(word.box.height + 2)) else { continue }
            _ = white(copy, box)
            LeptonicaMemory.destroy(box)
        }
        return residue
    }

    /// The regions of doubtful ink on `residue` (the image with sure words painted white), widest first.
    func regions(in residue: ReceiptImage, words: [RecognizedWord], textHeight: Int) -> [TextBox] {
        let grey: UnsafeMutablePointer<Pix>?
        switch residue.bitsPerPixel {
        case 8: grey = pixClone(residue.pix)
        case 1: grey = nil
        default: grey = pixConvertTo8(residue.pix, 0)
        }
        defer { if let grey { LeptonicaMemory.destroy(grey) } }
        let binary: UnsafeMutablePointer<Pix>?
        if let grey { binary = Binarization.otsu(grey) } else { binary = pixClone(residue.pix) }
        guard let binary else { return [] }
        defer { LeptonicaMemory.destroy(binary) }
        let th = Double(textHeight)
        var shapes = Binarization.componentBoxes(binary).filter { box in
            let (_, _, w, h) = box
            return Double(h) >= 0.4 * th && Double(h) <= 3 * th && Double(w) <= 6 * th
        }
        // Faint print falls apart into specks under one threshold: an unsure word's whole box is doubtful.
        // (Only boxes of the text's height: a box spanning two lines or a sliver would blur the region.)
        shapes += words.filter { word in
            let h = Double(word.box.height)
            return word.confidence < sureConfidence && h >= 0.6 * th && h <= 1.4 * th
        }
            .map { ($0.box.x, $0.box.y, $0.box.width, $0.box.height) }
        guard !shapes.isEmpty else { return [] }
        shapes.sort { $0.0 < $1.0 }
        // Groups of shapes on one line and close together.
        var sets = DisjointSets(count: shapes.count)
        let gap = maximumGap * th
        for i in shapes.indices {
            let a = shapes[i]
            var j = i + 1
            while j < shapes.count, Double(shapes[j].0) <= Double(a.0 + a.2) + gap {
                let b = shapes[j]
                let overlap = min(a.1 + a.3, b.1 + b.3) - max(a.1, b.1)
                if overlap * 2 >= min(a.3, b.3), Double(b.0 - (a.0 + a.2)) <= gap {
                    sets.join(j, i)
                }
                j += 1
            }
        }
        var groups: [Int: TextBox] = [:]
        for i in shapes.indices {
            let s = shapes[i]
            let box = TextBox(x: s.0, y: s.1, width: s.2, height: s.3)
            let r = sets.root(i)
            groups[r] = groups[r].map { $0.union(box) } ?? box
        }
        let mx = Int(0.4 * th), my = Int(0.25 * th)
        let boxes = groups.values
            .filter { Double($0.width) >= minimumWidth * th }
            .map { TextBox(x: $0.x - mx, y: $0.y - my, width: $0.width + 2 * mx, height: $0.height + 2 * my) }
            .sorted { ($0.width, $0.y, $0.x) > ($1.width, $1.y, $1.x) }
        return Array(boxes.prefix(maximumRegions))
    }

    /// The page reading's words with the re-read words merged in.
    ///
    /// Unsure words of the page reading and re-read words that overlap form groups; in each group the
    /// re-read words replace the page reading's when they are ``replaceMargin`` points more confident
    /// (mean weighted by length)
    /// and not much shorter (a region cut through faint print reads only part of a word). A group with a
    /// sure word keeps the page reading; re-read words over no word are added when confident enough.
    func merge(_ words: [RecognizedWord], reread: [RecognizedWord]) -> [RecognizedWord] {
        // Regions' margins can overlap: of two re-read words on the same ink, the more confident stays.
        var fresh: [RecognizedWord] = []
        for word in reread.sorted(by: { $0.confidence > $1.confidence })
        where !fresh.contains(where: { RegionReread.overlap($0.box, word.box) > 0.3 }) {
            fresh.append(word)
        }
        // Groups of overlapping words: old words are 0..<n, fresh words n...
        let n = words.count
        var sets = DisjointSets(count: n + fresh.count)
        for (j, word) in fresh.enumerated() {
            for i in words.indices where RegionReread.overlap(words[i].box, word.box) > 0.3 {
                sets.join(n + j, i)
            }
        }
        var groups: [Int: (old: [Int], new: [Int])] = [:]
        for i in 0..<(n + fresh.count) {
            let r = sets.root(i)
            if i < n { groups[r, default: ([], [])].old.append(i) } else { groups[r, default: ([], [])].new.append(i - n) }
        }
        var removed = Set<Int>()
        var added: [RecognizedWord] = []
        for group in groups.values where !group.new.isEmpty {
            let newWords = group.new.map { fresh[$0] }
            if group.old.isEmpty {
                added += newWords.filter { $0.confidence >= newWordConfidence }
                continue
            }
            let oldWords = group.old.map { words[$0] }
            guard oldWords.allSatisfy({ $0.confidence < sureConfidence }) else { continue }
            let oldLength = oldWords.reduce(0) { $0 + $1.text.count }, newLength = newWords.reduce(0) { $0 + $1.text.count }
            guard ReceiptReader.confidence(of: newWords) > ReceiptReader.confidence(of: oldWords) + replaceMargin,
                  Double(newLength) >= minimumLengthShare * Double(oldLength) else { continue }
            removed.formUnion(group.old)
            added += newWords
        }
        return words.indices.filter { !removed.contains($0) }.map { words[$0] } + added
    }

    /// The intersection of two boxes as a share of the smaller one's area.
    static func overlap(_ a: TextBox, _ b: TextBox) -> Double {
        let w = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let h = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        guard w > 0, h > 0 else { return 0 }
        let smaller = min(a.width * a.height, b.width * b.height)
        return smaller > 0 ? Double(w * h) / Double(smaller) : 0
    }
}

/// Disjoint sets of the numbers `0..<count` (union-find with path halving), for grouping shapes and words.
struct DisjointSets {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    /// The representative of `i`'s set.
    mutating func root(_ i: Int) -> Int {
        var i = i
        while parent[i] != i {
            parent[i] = parent[parent[i]]
            i = parent[i]
        }
        return i
    }

    /// Puts `a`'s set into `b`'s.
    mutating func join(_ a: Int, _ b: Int) {
        parent[root(a)] = root(b)
    }
}

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
///
/// The page reading also cuts a row's first or last character off now and then (`$2.5` for `$2.50`):
/// the word is sure, but a character of ink beside it lies outside its box. Such a word is read again
/// with that ink (`wordEnds(in:image:words:textHeight:)`) and replaced when the new reading is the same
/// word with a character or two more at that end (`extend(_:ends:readings:)`).
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
    /// The distance from one printed line to the next, in text heights: what a block's lines are counted
    /// by when two engines share the regions (it changes who reads what, never what is read).
    static let linePitch = 1.6
    /// Re-read words replace the page reading's only when this many points more confident.
    public var replaceMargin = 0.0
    /// Re-read words replace the page reading's only when they have at least this share of its characters.
    public var minimumLengthShare = 0.5
    /// Regions narrower than this many text heights (a speck, a lone dash) are not read.
    public var minimumWidth = 0.5
    /// At most this many regions are read (the widest first), to bound the time spent.
    public var maximumRegions = 60
    /// Ink this close (in text heights) to a sure word's end, on its line, is read again with the word.
    public var endGap = 0.35
    /// Ink read again with a word's end is at most this many text heights wide (a character or two).
    public var maximumEndWidth = 1.5

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

    /// The character-sized shapes of ink on `residue` (the image with sure words painted white).
    func shapes(in residue: ReceiptImage, textHeight: Int) -> [TextBox] {
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
        return Binarization.componentBoxes(binary).compactMap { box in
            let (x, y, w, h) = box
            guard Double(h) >= 0.4 * th, Double(h) <= 3 * th, Double(w) <= 6 * th else { return nil }
            return TextBox(x: x, y: y, width: w, height: h)
        }
    }

    /// The regions of doubtful ink on `residue` (the image with sure words painted white), widest first.
    func regions(in residue: ReceiptImage, words: [RecognizedWord], textHeight: Int) -> [TextBox] {
        regions(shapes: shapes(in: residue, textHeight: textHeight), words: words, textHeight: textHeight)
    }

    /// The regions of doubtful ink made of `shapes` (found on the residue) and the unsure words' boxes,
    /// widest first.
    func regions(shapes inkShapes: [TextBox], words: [RecognizedWord], textHeight: Int) -> [TextBox] {
        let th = Double(textHeight)
        var shapes = inkShapes
        // Faint print falls apart into specks under one threshold: an unsure word's whole box is doubtful.
        // (Only boxes of the text's height: a box spanning two lines or a sliver would blur the region.)
        shapes += words.filter { word in
            let h = Double(word.box.height)
            return word.confidence < sureConfidence && h >= 0.6 * th && h <= 1.4 * th
        }
            .map(\.box)
        guard !shapes.isEmpty else { return [] }
        shapes.sort { $0.x < $1.x }
        // Groups of shapes on one line and close together.
        var sets = DisjointSets(count: shapes.count)
        let gap = maximumGap * th
        for i in shapes.indices {
            let a = shapes[i]
            var j = i + 1
            while j < shapes.count, Double(shapes[j].x) <= Double(a.x + a.width) + gap {
                let b = shapes[j]
                let overlap = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
                if overlap * 2 >= min(a.height, b.height), Double(b.x - (a.x + a.width)) <= gap {
                    sets.join(j, i)
                }
                j += 1
            }
        }
        var groups: [Int: TextBox] = [:]
        for i in shapes.indices {
            let r = sets.root(i)
            groups[r] = groups[r].map { $0.union(shapes[i]) } ?? shapes[i]
        }
        let mx = Int(0.4 * th), my = Int(0.25 * th)
        let boxes = groups.values
            .filter { Double($0.width) >= minimumWidth * th }
            .map { TextBox(x: $0.x - mx, y: $0.y - my, width: $0.width + 2 * mx, height: $0.height + 2 * my) }
            .sorted { ($0.width, $0.y, $0.x) > ($1.width, $1.y, $1.x) }
        return Array(boxes.prefix(maximumRegions))
    }

    /// A sure word with ink at one of its ends that its box leaves out.
    struct WordEnd: Equatable {
        /// The word's index in the page reading.
        var word: Int
        /// The left-out ink.
        var ink: TextBox
        /// What is read again: the word and the ink, with a margin.
        var box: TextBox
    }

    /// The sure words whose box leaves out a character-sized shape of ink, in no other word's box, beside
    /// its left or right end (closer than ``endGap`` text heights): the page reading sometimes cuts a row's first or last
    /// character off (`$2.5` for `$2.50`, `ced` for `Iced`). Each such word is read again together with
    /// that ink (``extend(_:ends:readings:)``).
    ///
    /// The ink is looked for on `residue` (the image with sure words painted white) in a window beside
    /// each end, as dark as the word's own ink: the threshold that splits the word's box on `image` into
    /// ink and paper, so that a dark background elsewhere on the photo does not hide faint print.
    func wordEnds(in residue: ReceiptImage, image: ReceiptImage, words: [RecognizedWord], textHeight: Int) -> [WordEnd] {
        let th = Double(textHeight)
        let gap = Int(endGap * th), widest = Int(maximumEndWidth * th)
        let reach = gap + widest + 2
        let (width, height) = (Int(pixGetWidth(image.pix)), Int(pixGetHeight(image.pix)))
        let mx = Int(0.25 * th), my = Int(0.25 * th)
        var ends: [WordEnd] = []
        for (index, word) in words.enumerated() where word.confidence >= sureConfidence && word.text.count >= 2 {
            let w = word.box
            guard let split = RegionReread.inkThreshold(image, in: w) else { continue }
            let right = TextBox(x: w.x + w.width + 1, y: w.y, width: min(reach, width - (w.x + w.width + 1)), height: w.height)
            let left = TextBox(x: max(0, w.x - 1 - reach), y: w.y, width: min(reach, w.x - 1), height: w.height)
            var found: TextBox?
            for (window, isRight) in [(right, true), (left, false)] where window.width > 2 && w.y + w.height <= height {
                let shapes = RegionReread.inkShapes(residue, in: window, split: split).filter { shape in
                    Double(shape.height) >= 0.4 * th && shape.width >= 2
                        && !words.indices.contains { $0 != index && RegionReread.overlap(words[$0].box, shape) > 0.3 }
                }
                // The shapes chained from the word's end, each closer than `gap` to the one before (`00`).
                var edge = isRight ? w.x + w.width : w.x
                var ink: TextBox?
                for shape in shapes.sorted(by: { isRight ? $0.x < $1.x : $0.x + $0.width > $1.x + $1.width }) {
                    let distance = isRight ? shape.x - edge : edge - (shape.x + shape.width)
                    guard distance <= gap else { break }
                    ink = ink.map { $0.union(shape) } ?? shape
                    edge = isRight ? max(edge, shape.x + shape.width) : min(edge, shape.x)
                }
                // Ink reaching the window's far side goes on beyond it: not a character or two.
                guard let ink, ink.width <= widest,
                      isRight ? ink.x + ink.width < window.x + window.width : ink.x > window.x else { continue }
                found = ink
                break
            }
            guard let ink = found else { continue }
            let both = w.union(ink)
            ends.append(WordEnd(word: index, ink: ink,
                                box: TextBox(x: both.x - mx, y: both.y - my, width: both.width + 2 * mx, height: both.height + 2 * my)))
        }
        return ends
    }

    /// The grey level that splits `box` of `image` into ink and paper (Otsu), or nil where the image is
    /// not grey or the box is too small to measure.
    static func inkThreshold(_ image: ReceiptImage, in box: TextBox) -> Int32? {
        guard pixGetDepth(image.pix) == 8, pixGetColormap(image.pix) == nil, box.width >= 4, box.height >= 4,
              let clip = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height)) else { return nil }
        defer { LeptonicaMemory.destroy(clip) }
        guard let part = pixClipRectangle(image.pix, clip, nil) else { return nil }
        defer { LeptonicaMemory.destroy(part) }
        return Binarization.otsuSplit(part, sampling: 1)
    }

    /// The boxes, in image coordinates, of the shapes darker than `split` in `window` of the grey `image`.
    static func inkShapes(_ image: ReceiptImage, in window: TextBox, split: Int32) -> [TextBox] {
        guard let clip = boxCreate(Int32(window.x), Int32(window.y), Int32(window.width), Int32(window.height))
        else { return [] }
        defer { LeptonicaMemory.destroy(clip) }
        guard let part = pixClipRectangle(image.pix, clip, nil) else { return [] }
        defer { LeptonicaMemory.destroy(part) }
        guard let binary = pixThresholdToBinary(part, split) else { return [] }
        defer { LeptonicaMemory.destroy(binary) }
        return Binarization.componentBoxes(binary).map { x, y, w, h in
            TextBox(x: window.x + x, y: window.y + y, width: w, height: h)
        }
    }

    /// The page reading's words with each word of `ends` replaced by its reading together with its left-out
    /// ink, where that reading is the word with one or two more letters, digits or signs at that end and
    /// is sure; otherwise the word stays as read. `readings[i]` is what was read in `ends[i].box`. Also
    /// returns the ink the replacing words took in, which no other re-read word may then claim.
    func extend(
        _ words: [RecognizedWord], ends: [WordEnd], readings: [[RecognizedWord]]
    ) -> (words: [RecognizedWord], taken: [TextBox]) {
        var words = words
        var taken: [TextBox] = []
        for (end, reading) in zip(ends, readings) {
            let old = words[end.word]
            guard reading.count == 1, let new = reading.first, new.confidence >= sureConfidence else { continue }
            let added: Substring
            if end.ink.x >= old.box.x + old.box.width / 2 {
                guard new.text.hasPrefix(old.text) else { continue }
                added = new.text.dropFirst(old.text.count)
            } else {
                guard new.text.hasSuffix(old.text) else { continue }
                added = new.text.dropLast(old.text.count)
            }
            guard (1...2).contains(added.count),
                  added.allSatisfy({ $0.isLetter || $0.isNumber || "$€£¥%".contains($0) }) else { continue }
            words[end.word] = RecognizedWord(text: new.text, box: old.box.union(end.ink), confidence: new.confidence)
            taken.append(end.ink)
        }
        return (words, taken)
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

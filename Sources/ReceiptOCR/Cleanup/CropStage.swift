internal import CLeptonica
import SplitBillCore

/// Clean-up stage `crop`: finds the receipt (the largest bright region) against a darker table or
/// background and cuts the rest away, keeping a margin so no text is cut.
///
/// Nothing is cut when no bright region covers at least ``minimumShare`` of the photo (receipt not
/// found) or when the region already fills nearly all of it (a scan). The bright region can end where
/// the light fades rather than where the paper does (a receipt on a pale cloth, a shadow across its
/// foot), so the box is then widened on each side beyond which letter-shaped marks still stand
/// (``minimumLettersOutside``): text is never cut away. Expects a grey image.
public struct CropStage: CleanupStage {
    /// The stage's name.
    public let name = "crop"
    /// The smallest share of the photo the receipt must cover to be cropped to.
    public var minimumShare = 0.08
    /// Above this share of the photo's area the crop is not worth doing.
    public var maximumShare = 0.85
    /// Margin kept around the receipt, as a share of its width and height.
    public var margin = 0.03
    /// This many letter-shaped marks beyond one side of the bright region mean the receipt goes on
    /// there: the box is widened to take them in.
    public var minimumLettersOutside = 8

    /// The stage with default settings.
    public init() {}

    /// The image cut to the receipt, or `image` itself when nothing should be cut.
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        guard let box = receiptBox(image) else { return image }
        guard let clipBox = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height)) else {
            throw .imageOperationFailed(operation: "crop")
        }
        defer { LeptonicaMemory.destroy(clipBox) }
        notes.cropBox = box
        return try ReceiptImage.wrap(pixClipRectangle(image.pix, clipBox, nil), "crop")
    }

    /// The receipt's box with margin, in the image's pixels; nil when it should not be cropped.
    public func receiptBox(_ image: ReceiptImage) -> TextBox? {
        let width = image.width, height = image.height
        guard image.bitsPerPixel == 8, width >= 32, height >= 32 else { return nil }
        let factor = min(1, 400 / Double(max(width, height)))
        guard let small = factor < 1 ? pixScaleAreaMap(image.pix, Float(factor), Float(factor)) : pixClone(image.pix) else {
            return nil
        }
        defer { LeptonicaMemory.destroy(small) }
        guard let ink = Binarization.otsu(small) else { return nil }
        defer { LeptonicaMemory.destroy(ink) }
        // Paper is bright: invert so it is 1, and open to cut thin bright links to the background.
        guard let paper = pixInvert(nil, ink) else { return nil }
        defer { LeptonicaMemory.destroy(paper) }
        guard let opened = pixOpenBrick(nil, paper, 5, 5) else { return nil }
        defer { LeptonicaMemory.destroy(opened) }
        var pixa: UnsafeMutablePointer<Pixa>?
        defer { LeptonicaMemory.destroy(pixa) }
        guard let boxa = pixConnComp(opened, &pixa, 8) else { return nil }
        defer { LeptonicaMemory.destroy(boxa) }
        var bestCount: Int32 = 0, bestIndex: Int32 = -1
        for i in 0..<pixaGetCount(pixa) {
            guard let component = pixaGetPix(pixa, i, Int32(L_CLONE)) else { continue }
            var count: Int32 = 0
            _ = pixCountPixels(component, &count, nil)
            LeptonicaMemory.destroy(component)
            if count > bestCount { bestCount = count; bestIndex = i }
        }
        guard bestIndex >= 0 else { return nil }
        let smallArea = Double(pixGetWidth(small) * pixGetHeight(small))
        var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        guard boxaGetBoxGeometry(boxa, bestIndex, &x, &y, &w, &h) == 0 else { return nil }
        guard Double(bestCount) >= minimumShare * smallArea, Double(w * h) <= maximumShare * smallArea else { return nil }
        let mx = Double(w) * margin, my = Double(h) * margin
        let left = max(0, Int((Double(x) - mx) / factor)), top = max(0, Int((Double(y) - my) / factor))
        let right = min(width, Int(((Double(x + w) + mx) / factor).rounded(.up)))
        let bottom = min(height, Int(((Double(y + h) + my) / factor).rounded(.up)))
        guard right - left >= 32, bottom - top >= 32 else { return nil }
        return widenedToText(TextBox(x: left, y: top, width: right - left, height: bottom - top), in: image)
    }

    /// `box` widened on each side beyond which at least ``minimumLettersOutside`` letter-shaped marks
    /// stand, to take them in with a margin of two letter heights; nil when it then covers the image.
    func widenedToText(_ box: TextBox, in image: ReceiptImage) -> TextBox? {
        let letters = Binarization.letterShapes(image.pix)
        var left = box.x, top = box.y, right = box.x + box.width, bottom = box.y + box.height
        func widen(_ outside: ((Int, Int, Int, Int)) -> Bool, _ apply: ([(Int, Int, Int, Int)], Int) -> Void) {
            let beyond = letters.filter(outside)
            guard beyond.count >= minimumLettersOutside else { return }
            let pad = 2 * beyond.map(\.3).sorted()[beyond.count / 2]
            apply(beyond, pad)
        }
        widen({ $0.0 + $0.2 / 2 < box.x }) { beyond, pad in left = max(0, beyond.map(\.0).min()! - pad) }
        widen({ $0.1 + $0.3 / 2 < box.y }) { beyond, pad in top = max(0, beyond.map(\.1).min()! - pad) }
        widen({ $0.0 + $0.2 / 2 >= box.x + box.width }) { beyond, pad in
            right = min(image.width, beyond.map { $0.0 + $0.2 }.max()! + pad)
        }
        widen({ $0.1 + $0.3 / 2 >= box.y + box.height }) { beyond, pad in
            bottom = min(image.height, beyond.map { $0.1 + $0.3 }.max()! + pad)
        }
        guard left > 0 || top > 0 || right < image.width || bottom < image.height else { return nil }
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}

internal import CLeptonica
import SplitBillCore

/// Clean-up stage `crop`: finds the receipt (the largest bright region) against a darker table or
/// background and cuts the rest away, keeping a margin so no text is cut.
///
/// Nothing is cut when no bright region covers at least ``minimumShare`` of the photo (receipt not
/// found) or when the region already fills nearly all of it (a scan). Expects a grey image.
public struct CropStage: CleanupStage {
    /// The stage's name.
    public let name = "crop"
    /// The smallest share of the photo the receipt must cover to be cropped to.
    public var minimumShare = 0.08
    /// Above this share of the photo's area the crop is not worth doing.
    public var maximumShare = 0.85
    /// Margin kept around the receipt, as a share of its width and height.
    public var margin = 0.03

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
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
    }
}

internal import CLeptonica

/// Clean-up stage `rules`: paints out the printed horizontal rules (solid or dashed lines across the
/// receipt), so that they neither touch the text just above or below them nor get read as a row of
/// dashes glued to it.
///
/// On a black-and-white copy (one Otsu threshold), gaps narrower than ``dashGap`` text heights are
/// bridged along each pixel row, which turns a dashed line into a solid one; runs at least
/// ``minimumLength`` of the image's width (and at least 4 text heights) long survive an opening. A run
/// is a rule when it is thin (at most ``maximumThickness`` text heights: a dark border or a black bar is
/// left alone) and its own ink covers at least ``minimumCoverage`` of it (a row of bold words bridged at
/// its letters' gaps covers less). The ink of the rules, grown a pixel up and down, is painted the
/// paper's shade (not white: a white stripe on grey paper is an edge of its own).
///
/// Expects a grey, upright, straightened image (add it after `deskew`); needs the text height measured
/// by the scale stage and is skipped without it. Not in ``ImageCleanup/standard``: measured
/// (Benchmarks/README.md), it raised the SROIE scans' word F1 and segment recall by only 0.0015 and
/// 0.003, lost one of their totals, and cost the WildReceipt photos 0.006 item F1 (rules there run
/// close under the prices).
public struct RuleStage: CleanupStage {
    /// The stage's name.
    public let name = "rules"
    /// Gaps between dashes narrower than this many text heights are bridged.
    public var dashGap = 0.4
    /// A rule is at least this share of the image's width long.
    public var minimumLength = 0.3
    /// A rule is at most this many text heights thick.
    public var maximumThickness = 0.35
    /// A rule's own ink covers at least this share of its bridged run.
    public var minimumCoverage = 0.7

    /// The stage with default settings.
    public init() {}

    /// The image with its rules painted out, or `image` itself when it has none (or the text height
    /// is unknown).
    public func apply(to image: ReceiptImage, notes: inout CleanupNotes) throws(ReceiptOCRError) -> ReceiptImage {
        guard image.bitsPerPixel == 8, let measured = notes.textHeight,
              let mask = ruleMask(of: image.pix, textHeight: measured * notes.scale) else { return image }
        defer { LeptonicaMemory.destroy(mask) }
        guard let copy = pixCopy(nil, image.pix) else { throw .imageOperationFailed(operation: "copy") }
        let result = ReceiptImage(owning: copy)
        var paper: Float = 255
        _ = pixGetRankValueMasked(image.pix, nil, 0, 0, 4, 0.8, &paper, nil)
        // The rank value is interpolated and can come out a little over 255.
        let shade = UInt32(min(255, max(0, paper.rounded())))
        guard pixSetMasked(copy, mask, shade) == 0 else {
            throw .imageOperationFailed(operation: "paint out rules")
        }
        return result
    }

    /// A 1-bit mask of the rules' ink in `grey`, or nil when there are none or it cannot be made.
    func ruleMask(of grey: UnsafeMutablePointer<Pix>, textHeight: Double) -> UnsafeMutablePointer<Pix>? {
        guard textHeight >= 4, let binary = Binarization.otsu(grey) else { return nil }
        defer { LeptonicaMemory.destroy(binary) }
        let width = Int(pixGetWidth(grey)), height = Int(pixGetHeight(grey))
        let gap = max(2, Int((dashGap * textHeight).rounded()))
        let length = max(Int(4 * textHeight), Int(Double(width) * minimumLength))
        guard length < width, let bridged = pixCloseSafeBrick(nil, binary, Int32(gap), 1) else { return nil }
        defer { LeptonicaMemory.destroy(bridged) }
        guard let runs = pixOpenCompBrick(nil, bridged, Int32(length), 1) else { return nil }
        defer { LeptonicaMemory.destroy(runs) }
        let thickest = maximumThickness * textHeight
        let rules = Binarization.componentBoxes(runs).filter { box in
            let (x, y, w, h) = box
            guard Double(h) <= thickest, let rect = boxCreate(Int32(x), Int32(y), Int32(w), Int32(h)) else { return false }
            defer { LeptonicaMemory.destroy(rect) }
            var ink: Int32 = 0
            return pixCountPixelsInRect(binary, rect, &ink, nil) == 0 && Double(ink) >= minimumCoverage * Double(w * h)
        }
        guard !rules.isEmpty, let mask = pixCreate(Int32(width), Int32(height), 1) else { return nil }
        // Each rule's run (OR-ed in), grown a pixel up and down, then only where there is ink.
        let paint: Int32 = 0xE  // PIX_SRC | PIX_DST
        for (x, y, w, h) in rules {
            let top = max(0, y - 1), bottom = min(height, y + h + 1)
            pixRasterop(mask, Int32(x), Int32(top), Int32(w), Int32(bottom - top), paint, binary, Int32(x), Int32(top))
        }
        return mask
    }
}

import CLeptonica
import SplitBillCore
import Testing

@testable import ReceiptOCR

/// Each clean-up stage alone, checked by measuring its result again.
struct CleanupStageTests {
    static func greySample() throws -> ReceiptImage {
        var notes = CleanupNotes()
        return try GreyStage().apply(to: try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg")), notes: &notes)
    }

    @Test func greyGivesEightBits() throws {
        let colour = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        var notes = CleanupNotes()
        #expect(try GreyStage().apply(to: colour, notes: &notes).bitsPerPixel == 8)
    }

    @Test(arguments: [4.0, -3.0])
    func deskewStraightens(degrees: Double) throws {
        let skewed = try Self.greySample().rotated(degrees: degrees)
        let before = try #require(DeskewStage.skewAngle(of: skewed))
        #expect(abs(before + degrees) < 0.5)
        var notes = CleanupNotes()
        let straight = try DeskewStage().apply(to: skewed, notes: &notes)
        let after = DeskewStage.skewAngle(of: straight) ?? 0
        #expect(abs(after) < 0.3, "still skewed by \(after) degrees")
        #expect(abs(notes.skewDegrees + degrees) < 0.5)
    }

    /// The sample resized so its text measures about `textHeight` pixels, then scaled by the stage.
    @Test(arguments: [10.0, 50.0])
    func scaleBringsTextToTheTargetHeight(textHeight: Double) throws {
        let sample = try Self.greySample()
        let measured = try #require(ScaleStage.characterHeight(of: sample))
        let resized = try sample.scaled(by: textHeight / measured)
        var notes = CleanupNotes()
        let scaled = try ScaleStage().apply(to: resized, notes: &notes)
        let height = try #require(ScaleStage.characterHeight(of: scaled))
        #expect(abs(height - 32) <= 5, "character height \(height) after scaling")
        #expect(notes.scale != 1)
    }

    /// Small print on a large image is scaled up only as far as the pixel cap: the sample's text made 8
    /// pixels high (a factor of 4 would be needed) and the cap set below what a factor of 3 would give.
    @Test func scaleUpStopsAtThePixelCap() throws {
        let sample = try Self.greySample()
        let measured = try #require(ScaleStage.characterHeight(of: sample))
        let small = try sample.scaled(by: 8 / measured)
        let pixels = small.width * small.height
        var stage = ScaleStage()
        stage.maximumPixels = pixels * 4
        var notes = CleanupNotes()
        let scaled = try stage.apply(to: small, notes: &notes)
        #expect(scaled.width * scaled.height <= stage.maximumPixels)
        #expect(scaled.width * scaled.height > pixels * 3)
        #expect(abs(notes.scale - 2) < 0.01)
        // At the cap already: left alone.
        stage.maximumPixels = pixels
        #expect(try stage.apply(to: small, notes: &notes) === small)
    }

    @Test func scaleLeavesMidSizedTextAlone() throws {
        let image = try Self.greySample()
        let height = try #require(ScaleStage.characterHeight(of: image))
        #expect(height >= 12 && height <= 40)
        var notes = CleanupNotes()
        #expect(try ScaleStage().apply(to: image, notes: &notes) === image)
        #expect(notes.scale == 1 && notes.textHeight == height)
    }

    @Test(arguments: ["sroie-217.jpg", "wr-21360bcaf9.jpg", "el-greco-brussels.jpg"])
    func theLocalThresholdOnTwoThreadsHasTheSameBitsAsInOnePiece(sample: String) throws {
        var notes = CleanupNotes()
        let grey = try GreyStage().apply(to: try ImageLoader().load(path: SampleReceipts.path(sample)), notes: &notes)
        #expect(grey.height >= Int(Binarization.halvesFrom))
        let one = try #require(Binarization.local(grey.pix))
        let two = try #require(Binarization.local(grey.pix, threads: 2))
        defer {
            LeptonicaMemory.destroy(one)
            LeptonicaMemory.destroy(two)
        }
        var same: Int32 = 0
        #expect(pixEqual(one, two, &same) == 0 && same == 1)
        // So the text measures the same, and the scale stage does the same.
        #expect(Binarization.characterHeight(grey.pix, threads: 2) == Binarization.characterHeight(grey.pix))
    }

    /// A page over the band size is thresholded in bands of rows (one at a time, and two at once), for
    /// the measuring threshold and the binarise stage's: the bits are those of one piece.
    @Test(arguments: [(Binarization.sauvolaWindow, Binarization.sauvolaFactor), (Int32(25), Float(0.15))])
    func sauvolaInBandsHasTheSameBitsAsInOnePiece(window: Int32, factor: Float) throws {
        var notes = CleanupNotes()
        let grey = try GreyStage().apply(to: try ImageLoader().load(path: SampleReceipts.path("el-greco-brussels.jpg")), notes: &notes)
        // Scaled to about 7 MP: four bands.
        let large = try grey.scaled(by: (7_000_000 / Double(grey.width * grey.height)).squareRoot())
        #expect(large.width * large.height > 3 * Binarization.sauvolaBandPixels)
        var whole: UnsafeMutablePointer<Pix>?
        #expect(pixSauvolaBinarizeTiled(large.pix, window, factor, 1, 1, nil, &whole) == 0)
        let one = try #require(whole)
        let banded = try #require(Binarization.sauvola(large.pix, window: window, factor: factor))
        let twoAtOnce = try #require(Binarization.sauvola(large.pix, window: window, factor: factor, threads: 2))
        defer {
            LeptonicaMemory.destroy(one)
            LeptonicaMemory.destroy(banded)
            LeptonicaMemory.destroy(twoAtOnce)
        }
        var same: Int32 = 0
        #expect(pixEqual(one, banded, &same) == 0 && same == 1)
        same = 0
        #expect(pixEqual(one, twoAtOnce, &same) == 0 && same == 1)
        // The stage gives the same image.
        let staged = try BinariseStage().apply(to: large, notes: &notes)
        if window == 25 {
            same = 0
            #expect(pixEqual(one, staged.pix, &same) == 0 && same == 1)
        }
    }

    @Test func cropFindsTheReceiptOnADarkTable() throws {
        let receipt = try Self.greySample()
        let (w, h) = (receipt.width, receipt.height)
        let canvas = try #require(pixCreate(Int32(w * 2), Int32(h + h / 2), 8))
        pixSetAllArbitrary(canvas, 50)
        let (left, top) = (w / 2 + 17, h / 4 - 9)
        #expect(pixRasterop(canvas, Int32(left), Int32(top), Int32(w), Int32(h), PIX_SRC, receipt.pix, 0, 0) == 0)
        let photo = ReceiptImage(owning: canvas)
        var notes = CleanupNotes()
        let cropped = try CropStage().apply(to: photo, notes: &notes)
        let box = try #require(notes.cropBox)
        // The whole receipt is kept, with only a small margin of table around it.
        #expect(box.x <= left && box.y <= top)
        #expect(box.x + box.width >= left + w && box.y + box.height >= top + h)
        #expect(box.width <= w + w / 8 && box.height <= h + h / 8)
        #expect(cropped.width == box.width && cropped.height == box.height)
    }

    @Test func cropKeepsTextWhereTheLightFades() throws {
        // A receipt on a pale cloth, lit from the top: its lower half is darker than the cloth above
        // it, so the bright region (paper and cloth) ends halfway down the receipt.
        let receipt = try Self.greySample()
        let (w, h) = (receipt.width, receipt.height)
        let canvas = try #require(pixCreate(Int32(w * 2), Int32(h + h / 2), 8))
        pixSetAllArbitrary(canvas, 215)
        let (left, top) = (w / 2, h / 4)
        #expect(pixRasterop(canvas, Int32(left), Int32(top), Int32(w), Int32(h), PIX_SRC, receipt.pix, 0, 0) == 0)
        let shadeTop = top + h / 2
        let shadeHeight = Int(pixGetHeight(canvas)) - shadeTop
        let shadeBox = try #require(boxCreate(0, Int32(shadeTop), pixGetWidth(canvas), Int32(shadeHeight)))
        defer { LeptonicaMemory.destroy(shadeBox) }
        let shade = try #require(pixClipRectangle(canvas, shadeBox, nil))
        defer { LeptonicaMemory.destroy(shade) }
        #expect(pixMultConstantGray(shade, 0.55) == 0)
        #expect(pixRasterop(canvas, 0, Int32(shadeTop), Int32(w * 2), Int32(shadeHeight), PIX_SRC, shade, 0, 0) == 0)
        let photo = ReceiptImage(owning: canvas)
        var notes = CleanupNotes()
        // Without the letters the box would end at the shadow.
        var blind = CropStage()
        blind.minimumLettersOutside = .max
        let cut = try #require(blind.receiptBox(photo))
        #expect(cut.y + cut.height < top + h * 3 / 4)
        _ = try CropStage().apply(to: photo, notes: &notes)
        if let box = notes.cropBox {
            #expect(box.y + box.height >= top + h - h / 50, "the receipt's foot was cut: box \(box)")
        }
    }

    @Test func cropLeavesAScanAlone() throws {
        var notes = CleanupNotes()
        let image = try Self.greySample()
        let result = try CropStage().apply(to: image, notes: &notes)
        #expect(result === image)
        #expect(notes.cropBox == nil)
    }

    @Test(arguments: [0, 1, 2, 3])
    func uprightFindsLineDirection(quarterTurns: Int) throws {
        let turned = try Self.greySample().rotated(quarterTurns: quarterTurns)
        let share = try #require(UprightStage.verticalNeighbourShare(of: turned))
        if quarterTurns % 2 == 0 { #expect(share < 0.4) } else { #expect(share > 0.6) }
        var notes = CleanupNotes()
        let result = try UprightStage().apply(to: turned, notes: &notes)
        #expect(notes.quarterTurns == quarterTurns % 2)
        #expect(result.width == (quarterTurns % 2 == 0 ? turned.width : turned.height))
    }

    @Test func pipelineTimesEveryStage() throws {
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let (_, _, timings) = try ImageCleanup.standard.run(image)
        #expect(timings.map(\.stage) == ["grey", "crop", "upright", "scale", "deskew"])
    }

    @Test func optionalStagesRun() throws {
        var notes = CleanupNotes()
        let grey = try Self.greySample()
        #expect(try BackgroundStage().apply(to: grey, notes: &notes).bitsPerPixel == 8)
        #expect(try BinariseStage().apply(to: grey, notes: &notes).bitsPerPixel == 1)
    }

    /// Under the sample, on blank paper: a dashed rule 2 pixels thick, and a bar as thick as half the
    /// text (a dark border, not a rule). The rule is painted out, the bar and the sample's text stay.
    @Test func rulesArePaintedOutAndTextKept() throws {
        let receipt = try Self.greySample()
        let textHeight = try #require(ScaleStage.characterHeight(of: receipt))
        let (w, h) = (receipt.width, receipt.height)
        let band = Int(6 * textHeight)
        let canvas = try #require(pixCreate(Int32(w), Int32(h + band), 8))
        pixSetAllArbitrary(canvas, 235)
        #expect(pixRasterop(canvas, 0, 0, Int32(w), Int32(h), PIX_SRC, receipt.pix, 0, 0) == 0)
        let ruleY = h + Int(2 * textHeight), barY = h + Int(4 * textHeight), barHeight = Int(textHeight / 2)
        let dash = Int(0.8 * textHeight), gap = max(2, Int(0.2 * textHeight))
        func fill(_ x: Int, _ y: Int, _ width: Int, _ height: Int) throws {
            let box = try #require(boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)))
            defer { LeptonicaMemory.destroy(box) }
            #expect(pixSetInRectArbitrary(canvas, box, 30) == 0)
        }
        for x in stride(from: w / 10, to: w * 9 / 10, by: dash + gap) { try fill(x, ruleY, dash, 2) }
        try fill(w / 10, barY, w * 8 / 10, barHeight)
        let image = ReceiptImage(owning: canvas)

        var notes = CleanupNotes()
        notes.textHeight = textHeight
        let cleaned = try RuleStage().apply(to: image, notes: &notes)

        func dark(_ image: ReceiptImage, _ y: Int, _ height: Int) throws -> Int {
            let binary = try #require(pixThresholdToBinary(image.pix, 128))
            defer { LeptonicaMemory.destroy(binary) }
            let box = try #require(boxCreate(0, Int32(y), Int32(w), Int32(height)))
            defer { LeptonicaMemory.destroy(box) }
            var count: Int32 = 0
            #expect(pixCountPixelsInRect(binary, box, &count, nil) == 0)
            return Int(count)
        }
        #expect(try dark(image, ruleY - 1, 4) > w / 2)
        #expect(try dark(cleaned, ruleY - 1, 4) == 0, "the dashed rule is still there")
        #expect(try dark(cleaned, barY, barHeight) == dark(image, barY, barHeight), "the bar was touched")
        let text = try dark(image, 0, h), kept = try dark(cleaned, 0, h)
        #expect(Double(kept) >= 0.97 * Double(text), "only \(kept) of \(text) dark pixels of the text left")
    }
}

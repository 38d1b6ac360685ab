import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore
import Testing

/// The picture of a reading: each row's kind from the parser's trace, and the marks drawn on the photo.
@Suite struct ReadingPictureTests {
    @Test("each row's kind follows what the parser made of it")
    func kinds() {
        let text = """
            CAFE LUNA
            Coffee 2 x 2.50 5.00
            Cake 4.50
            SUBTOTAL 9.50
            TAX 0.95
            SERVICE 1.00
            TOTAL 11.45
            CASH 20.00
            CHANGE 8.55
            THANK YOU
            """
        let scanned = ReceiptScanner().scan(text: text)
        #expect(scanned.isVerified, "\(scanned.receipt.findings.map(\.message))")
        let kinds = scanned.parsed.trace.rows.map(ReadingPicture.Kind.init)
        #expect(kinds == [.ignored, .item, .item, .subtotal, .tax, .charge, .total, .payment, .payment, .ignored])
        // A text has no boxes: nothing to mark, and no image to draw on.
        let picture = ReadingPicture(scanned)
        #expect(picture.marks.isEmpty)
        #expect(throws: ReadingPicture.Problem.noImage) { try picture.png() }
    }

    @Test("a photo's rows are marked on its cleaned image, items labelled with their numbers")
    func photo() throws {
        var scanner = ReceiptScanner()
        scanner.readOptions.keepsCleanedImage = true
        let scanned = try scanner.scan(photo: ReceiptScannerTests.samples + "/sroie-002.jpg")
        let reading = try #require(scanned.reading)
        let picture = ReadingPicture(scanned)
        #expect(picture.marks.count == scanned.parsed.trace.rows.count)
        let labels = picture.marks.compactMap(\.label)
        for number in 1...scanned.receipt.items.count { #expect(labels.contains("item \(number)")) }
        #expect(labels.contains("total"))
        let png = try picture.png()
        let drawn = try ImageLoader().load(bytes: png)
        // The cleaned image, a margin for the labels on the right and the legend under it.
        #expect(drawn.width > reading.cleanedSize.width)
        #expect(drawn.height > reading.cleanedSize.height)
        #expect(drawn.bitsPerPixel == 32)
    }

    @Test("without keepsCleanedImage a photo's reading holds no image")
    func noImageKept() throws {
        let scanned = try ReceiptScanner().scan(photo: ReceiptScannerTests.samples + "/wr-3f00c08896.jpg")
        #expect(scanned.reading?.cleanedImage == nil)
        #expect(throws: ReadingPicture.Problem.noImage) { try ReadingPicture(scanned).png() }
    }
}

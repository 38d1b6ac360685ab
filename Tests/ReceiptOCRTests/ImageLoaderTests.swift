import CLeptonica
import Foundation
import Testing

@testable import ReceiptOCR

/// Loading: every supported format, and every bad input giving its own clear error.
struct ImageLoaderTests {
    @Test(arguments: [ImageFormat.png, .jpeg, .tiff, .bmp, .webp])
    func loadsEachFormat(format: ImageFormat) throws {
        let original = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let encoded = try original.encoded(as: format)
        #expect(ImageFormat.sniff(encoded) == format)
        let loaded = try ImageLoader().load(bytes: encoded, name: "sample.\(format)")
        #expect(loaded.width == original.width && loaded.height == original.height)
    }

    /// A JPEG over the decode budget comes out reduced by a power of two, EXIF turn and all.
    @Test func largeJPEGIsDecodedReduced() throws {
        let full = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        var loader = ImageLoader()
        loader.fullDecodePixels = full.width * full.height / 3  // needs halving each way
        let reduced = try loader.load(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(reduced.width == (full.width + 1) / 2 && reduced.height == (full.height + 1) / 2)
        loader.fullDecodePixels = full.width * full.height / 10  // needs a quarter each way
        let quarter = try loader.load(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(quarter.width == (full.width + 3) / 4)
    }

    /// Every format read from a file gives what its bytes give (TIFF is read from the file itself).
    @Test(arguments: [ImageFormat.png, .jpeg, .tiff, .bmp, .webp])
    func loadsEachFormatFromAFile(format: ImageFormat) throws {
        let original = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let encoded = try original.encoded(as: format)
        let path = try SampleReceipts.temporaryDirectory() + "/receipt.\(format.rawValue.lowercased())"
        _ = FileManager.default.createFile(atPath: path, contents: Data(encoded))
        let loaded = try ImageLoader().load(path: path)
        #expect(loaded.width == original.width && loaded.height == original.height)
        let cut = path + ".cut"
        _ = FileManager.default.createFile(atPath: cut, contents: Data(encoded.prefix(encoded.count / 3)))
        let error = try #require(throws: ReceiptOCRError.self) { try ImageLoader().load(path: cut) }
        switch error {
        case .truncatedImage, .corruptImage: break
        default: Issue.record("a cut \(format) file gave \(error)")
        }
    }

    @Test func loadsHEIC() throws {
        // Made with `heif-enc -q 30 sroie-217.jpg` (see SampleReceipts/README.md).
        let loaded = try ImageLoader().load(path: SampleReceipts.path("sroie-217.heic"))
        let jpeg = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(loaded.width == jpeg.width && loaded.height == jpeg.height)
        #expect(loaded.bitsPerPixel == 32)
    }

    @Test func missingFile() {
        #expect(throws: ReceiptOCRError.fileNotFound(path: "/no/such/receipt.jpg")) {
            try ImageLoader().load(path: "/no/such/receipt.jpg")
        }
    }

    @Test func folderIsNotAnImage() throws {
        let dir = try SampleReceipts.temporaryDirectory()
        #expect(throws: ReceiptOCRError.unreadableFile(path: dir, reason: "it is a folder")) {
            try ImageLoader().load(path: dir)
        }
    }

    @Test func emptyFile() throws {
        let path = try SampleReceipts.temporaryDirectory() + "/empty.jpg"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        #expect(throws: ReceiptOCRError.emptyFile(path: path)) { try ImageLoader().load(path: path) }
    }

    @Test func textFile() throws {
        let path = try SampleReceipts.temporaryDirectory() + "/receipt.jpg"
        try "TOTAL 12.50\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ReceiptOCRError.notAnImage(path: path)) { try ImageLoader().load(path: path) }
        let error = try #require(throws: ReceiptOCRError.self) { try ImageLoader().load(path: path) }
        #expect(error.description.contains("JPEG, PNG, TIFF, BMP, WebP, HEIC or AVIF"))
    }

    @Test(arguments: [ImageFormat.jpeg, .png, .webp, .bmp])
    func truncatedFile(format: ImageFormat) throws {
        let original = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        let encoded = try original.encoded(as: format)
        let cut = Array(encoded.prefix(encoded.count * 2 / 3))
        #expect(throws: ReceiptOCRError.truncatedImage(path: "cut", format: format.rawValue)) {
            try ImageLoader().load(bytes: cut, name: "cut")
        }
    }

    @Test func truncatedHEIC() throws {
        let bytes = try SampleReceipts.bytes("sroie-217.heic")
        let cut = Array(bytes.prefix(bytes.count / 2))
        let error = try #require(throws: ReceiptOCRError.self) { try ImageLoader().load(bytes: cut, name: "cut.heic") }
        switch error {
        case .truncatedImage, .corruptImage: break
        default: Issue.record("unexpected \(error)")
        }
    }

    @Test func unsupportedFormat() {
        #expect(throws: ReceiptOCRError.unsupportedFormat(path: "a.gif", format: "GIF")) {
            try ImageLoader().load(bytes: Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 20), name: "a.gif")
        }
    }

    /// A PNG header announcing 100000 x 100000 pixels, followed by a few bytes: refused before decoding.
    @Test func pngBomb() {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 0, 0, 0, 0]
        let crc = PNGHeader.crc32(bytes[12...])
        bytes += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        bytes += [UInt8](repeating: 0, count: 64)
        #expect(throws: ReceiptOCRError.imageTooLarge(path: "bomb.png", width: 100_000, height: 100_000,
                                                      maxPixels: ImageLoader.defaultMaxPixels)) {
            try ImageLoader().load(bytes: bytes, name: "bomb.png")
        }
    }

    /// A real JPEG whose frame header is patched to claim 60000 x 60000 pixels.
    @Test func jpegBomb() throws {
        var bytes = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg")).jpegData()
        let sof = try #require((2..<bytes.count - 9).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = 0xEA; bytes[sof + 6] = 0x60  // height 60000
        bytes[sof + 7] = 0xEA; bytes[sof + 8] = 0x60  // width 60000
        let error = try #require(throws: ReceiptOCRError.self) { try ImageLoader().load(bytes: bytes, name: "bomb.jpg") }
        #expect(error == .imageTooLarge(path: "bomb.jpg", width: 60000, height: 60000, maxPixels: ImageLoader.defaultMaxPixels))
        #expect(error.description.contains("60000x60000"))
    }

    /// A JPEG that repeats a scan header a thousand times: refused from its markers, before any scan is
    /// decoded; a real progressive JPEG (about ten scans) is read.
    @Test func jpegScanBomb() throws {
        let image = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        #expect(pixWriteMemJpeg(&data, &size, image.pix, 80, 1) == 0)
        let progressive = Array(UnsafeBufferPointer(start: try #require(data), count: size))
        lept_free(data)
        let header = try #require(JPEGHeader.parse(progressive))
        #expect(header.scans > 1 && header.scans < 20)
        #expect(try ImageLoader().load(bytes: progressive, name: "progressive.jpg").width == image.width)
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0x34]
        let bomb = Array(progressive.dropLast(2)) + Array([[UInt8]](repeating: scan, count: 1000).joined()) + [0xFF, 0xD9]
        let error = try #require(throws: ReceiptOCRError.self) { try ImageLoader().load(bytes: bomb, name: "scans.jpg") }
        guard case .corruptImage(let path, "JPEG", let detail) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(path == "scans.jpg")
        #expect(detail.contains("\(header.scans + 1000) scans"))
    }

    /// An `hvcC` box whose sequence parameter set gives a picture of `width` × `height` (H.265 7.3.2.2, one
    /// layer, 4:2:0), with the bits a real encoder writes before the size left zero.
    static func hvcC(width: Int, height: Int, window: (left: Int, right: Int, top: Int, bottom: Int)? = nil) -> [UInt8] {
        var bits: [Bool] = []
        func put(_ value: Int, _ count: Int) { for i in (0..<count).reversed() { bits.append(value >> i & 1 == 1) } }
        func ue(_ value: Int) {
            let n = value + 1, length = Int.bitWidth - n.leadingZeroBitCount
            put(0, length - 1)
            put(n, length)
        }
        put(0, 4); put(0, 3); put(1, 1)  // parameter set 0, one layer, nesting
        put(0, 96)  // profile, tier and level
        ue(0); ue(1); ue(width); ue(height)
        if let window {
            put(1, 1)  // conformance_window_flag
            ue(window.left); ue(window.right); ue(window.top); ue(window.bottom)
        }
        put(1, 1)
        while bits.count % 8 != 0 { bits.append(false) }
        let payload = stride(from: 0, to: bits.count, by: 8).map { i in bits[i..<(i + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) } }
        let nal: [UInt8] = [0x42, 0x01] + payload
        var record = [UInt8](repeating: 0, count: 22)
        record[0] = 1
        record += [1, 0x80 | 33, 0, 1, UInt8(nal.count >> 8), UInt8(nal.count & 0xFF)] + nal
        let size = record.count + 8
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array("hvcC".utf8) + record
    }

    /// A HEIC whose stream decodes to a picture larger than the budget is refused before decoding, whatever
    /// size the file announces; the real sample's own parameter sets are read as they are.
    @Test func heicStreamLargerThanAnnounced() throws {
        let heic = try SampleReceipts.bytes("sroie-217.heic")
        let own = try #require(HEVCPictureSize.largest(in: heic))
        let loaded = try ImageLoader().load(bytes: heic, name: "sroie-217.heic")
        #expect(own.width * own.height <= ImageLoader.defaultMaxPixels && own.width >= 64)
        #expect(own.width <= loaded.width + 64 || own.width <= loaded.height + 64)
        let box = Self.hvcC(width: 16000, height: 12000)
        let sizes = HEVCPictureSize.sizes(inConfiguration: box[8...])
        #expect(sizes.count == 1 && sizes.first?.width == 16000 && sizes.first?.height == 12000)
        let bomb = heic + box
        #expect(throws: ReceiptOCRError.imageTooLarge(path: "bomb.heic", width: 16000, height: 12000, maxPixels: ImageLoader.defaultMaxPixels)) {
            try ImageLoader().load(bytes: bomb, name: "bomb.heic")
        }
    }

    @Test func loadsAVIF() throws {
        // Made with `convert sroie-217.jpg -quality 40 sroie-217.avif` (see SampleReceipts/README.md).
        let avif = try SampleReceipts.bytes("sroie-217.avif")
        let loaded = try ImageLoader().load(path: SampleReceipts.path("sroie-217.avif"))
        let jpeg = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg"))
        #expect(loaded.width == jpeg.width && loaded.height == jpeg.height)
        #expect(loaded.bitsPerPixel == 32)
        // Its own sequence header, at the start of the item's data (its `av1C` holds no OBUs), gives its size.
        let own = try #require(AV1PictureSize.largest(in: avif))
        #expect(own.width == loaded.width && own.height == loaded.height)
        #expect(AV1PictureSize.configurationSizes(in: avif).isEmpty)
        #expect(AV1PictureSize.itemSizes(in: avif).contains { $0 == own })
        #expect(HEVCPictureSize.largest(in: avif) == nil)
    }

    /// The payload of an AV1 sequence header OBU whose maximum frame size is `width` × `height` (AV1 5.5.1):
    /// a reduced still-picture header, or a full one with timing info, a decoder model and three operating
    /// points (levels over 7 with a tier bit, some with operating parameters or an initial display delay).
    /// The bits after the frame size are left zero.
    static func av1SequenceHeader(width: Int, height: Int, reduced: Bool = true) -> [UInt8] {
        var bits: [Bool] = []
        func put(_ value: Int, _ count: Int) { for i in (0..<count).reversed() { bits.append(value >> i & 1 == 1) } }
        put(0, 3); put(1, 1); put(reduced ? 1 : 0, 1)  // profile 0, a still picture
        if reduced {
            put(13, 5)  // seq_level_idx
        } else {
            put(1, 1)  // timing info: display tick, time scale, equal intervals of uvlc 2 (`011`)
            put(1001, 32); put(30000, 32); put(1, 1); put(0b011, 3)
            put(1, 1)  // decoder model info: 10-bit buffer delays, decoding tick, two 5-bit lengths
            put(9, 5); put(90000, 32); put(4, 5); put(4, 5)
            put(1, 1)  // initial display delays present
            put(2, 5)  // three operating points
            for (i, level) in [8, 5, 13].enumerated() {
                put(0x103, 12); put(level, 5)
                if level > 7 { put(1, 1) }  // seq_tier
                put(i == 1 ? 0 : 1, 1)  // operating parameters: decoder and encoder buffer delays, low delay
                if i != 1 { put(123, 10); put(456, 10); put(0, 1) }
                put(i == 2 ? 0 : 1, 1)  // initial display delay
                if i != 2 { put(3, 4) }
            }
        }
        let widthBits = Int.bitWidth - (width - 1).leadingZeroBitCount, heightBits = Int.bitWidth - (height - 1).leadingZeroBitCount
        put(max(widthBits, 1) - 1, 4); put(max(heightBits, 1) - 1, 4)
        put(width - 1, max(widthBits, 1)); put(height - 1, max(heightBits, 1))
        while bits.count % 8 != 0 { bits.append(false) }
        return stride(from: 0, to: bits.count, by: 8).map { i in bits[i..<(i + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) } }
    }

    /// An OBU of `type` with a size field (one byte of LEB128, so at most 127 bytes of payload).
    static func obu(type: Int, _ payload: [UInt8]) -> [UInt8] {
        [UInt8(type << 3 | 0x02), UInt8(payload.count)] + payload
    }

    /// An `av1C` box: a configuration record for profile 0 with `obus` as its configuration OBUs.
    static func av1C(_ obus: [UInt8]) -> [UInt8] {
        let size = 12 + obus.count
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array("av1C".utf8) + [0x81, 0x0D, 0x0C, 0x00] + obus
    }

    /// The sequence header parser reads the frame size past every optional part before it, and gives
    /// nothing for a header that ends first.
    @Test func av1SequenceHeaderSizes() throws {
        let reduced = Self.av1SequenceHeader(width: 619, height: 1331)
        #expect(AV1PictureSize.maxFrameSize(sequenceHeader: reduced)! == (619, 1331))
        let full = Self.av1SequenceHeader(width: 16000, height: 12000, reduced: false)
        #expect(full.count > 30)
        #expect(AV1PictureSize.maxFrameSize(sequenceHeader: full)! == (16000, 12000))
        #expect(AV1PictureSize.maxFrameSize(sequenceHeader: Self.av1SequenceHeader(width: 1, height: 1))! == (1, 1))
        // The sample's own header, as libaom wrote it: reduced, level 5, 10 and 11 bits for the size.
        #expect(AV1PictureSize.maxFrameSize(sequenceHeader: [0x19, 0x66, 0xA6, 0xAA, 0x65, 0xC0, 0x84])! == (619, 1331))
        for cut in 0..<full.count {
            #expect(AV1PictureSize.maxFrameSize(sequenceHeader: Array(full.prefix(cut))) == nil)
        }
        // OBU headers: sizes in LEB128, the forbidden bit, a size past the end, an extension byte.
        #expect(AV1PictureSize.leb128([0x80, 0x01])! == (128, 2))
        #expect(AV1PictureSize.leb128(ArraySlice(repeating: 0x80, count: 9)) == nil)
        #expect(AV1PictureSize.leb128([0xFF, 0xFF, 0xFF, 0xFF, 0x7F]) == nil)  // over 32 bits
        #expect(AV1PictureSize.header([0x0A, 0x05], remaining: 7)! == (1, 2, 5))
        #expect(AV1PictureSize.header([0x0A, 0x06], remaining: 7) == nil)
        #expect(AV1PictureSize.header([0x8A, 0x00], remaining: 2) == nil)
        #expect(AV1PictureSize.header([0x0E, 0x00, 0x03], remaining: 9)! == (1, 3, 3))
        #expect(AV1PictureSize.header([0x08], remaining: 8)! == (1, 1, 7))  // no size field: the rest
    }

    /// The configuration OBUs and the item's data are read as one run, as the decoder reads them: a
    /// configuration OBU whose size reaches into the item's data moves where its next OBU begins.
    @Test func av1ConfigurationAndItemDataAreOneRun() throws {
        let configuration: [UInt8] = [0x2A, 0x04, 0xAA, 0xBB]  // metadata, 4 bytes of payload, 2 of them here
        let item: [UInt8] = [0xCC, 0xDD] + Self.obu(type: 1, Self.av1SequenceHeader(width: 16000, height: 12000))
        let file = configuration + item
        let itemRange = configuration.count..<file.count
        #expect(AV1PictureSize.sizes(inOBUs: OBURun(file, [itemRange])).isEmpty)  // 0xCC has the forbidden bit
        let run = AV1PictureSize.sizes(inOBUs: OBURun(file, [0..<configuration.count, itemRange]))
        #expect(run.count == 1 && run.first! == (16000, 12000))
        // A run reads across its ranges, in their order, and ignores one outside the file.
        let pieces = OBURun(file, [4..<6, 0..<2, 2..<2, 6..<8, 0..<(file.count + 1)])
        #expect(pieces.count == 6 && pieces.bytes(from: 1, count: 4) == [0xDD, 0x2A, 0x04, 0x0A])
        #expect(pieces.bytes(from: 6, count: 1).isEmpty && pieces.bytes(from: 5, count: 9).count == 1)
    }

    /// An AVIF whose `av1C` box gives a sequence header larger than the budget is refused before decoding.
    @Test func avifConfigurationLargerThanAnnounced() throws {
        let avif = try SampleReceipts.bytes("sroie-217.avif")
        let box = Self.av1C(Self.obu(type: 1, Self.av1SequenceHeader(width: 16000, height: 12000)))
        let bomb = avif + box
        let sizes = AV1PictureSize.configurationSizes(in: bomb)
        #expect(sizes.count == 1 && sizes.first! == (16000, 12000))
        #expect(throws: ReceiptOCRError.imageTooLarge(path: "bomb.avif", width: 16000, height: 12000, maxPixels: ImageLoader.defaultMaxPixels)) {
            try ImageLoader().load(bytes: bomb, name: "bomb.avif")
        }
    }

    /// An AVIF whose item data starts with a sequence header larger than the budget is refused before
    /// decoding, although its `av1C` box and `ispe` property say nothing of it: the sample with the header
    /// at the start of its data rewritten, in the same number of bytes.
    @Test func avifItemDataLargerThanAnnounced() throws {
        var avif = try SampleReceipts.bytes("sroie-217.avif")
        let start = try #require(HEIFItems(avif).items.first?.extents.first?.lowerBound)
        // A temporal delimiter, then the sequence header.
        let delimiter = try #require(AV1PictureSize.header(Array(avif[start...].prefix(10)), remaining: avif.count - start))
        #expect(delimiter.type == 2)
        let at = start + delimiter.headerLength + delimiter.payloadLength
        let header = try #require(AV1PictureSize.header(Array(avif[at...].prefix(10)), remaining: avif.count - at))
        #expect(header.type == 1)
        let large = Self.av1SequenceHeader(width: 16000, height: 12000)
        try #require(large.count <= header.payloadLength)
        let payload = at + header.headerLength
        avif.replaceSubrange(payload..<(payload + header.payloadLength), with: large + [UInt8](repeating: 0, count: header.payloadLength - large.count))
        #expect(AV1PictureSize.configurationSizes(in: avif).isEmpty)
        #expect(AV1PictureSize.itemSizes(in: avif).contains { $0 == (16000, 12000) })
        #expect(throws: ReceiptOCRError.imageTooLarge(path: "bomb.avif", width: 16000, height: 12000, maxPixels: ImageLoader.defaultMaxPixels)) {
            try ImageLoader().load(bytes: avif, name: "bomb.avif")
        }
    }

    /// Reading the sizes of a cut or damaged AVIF gives an answer (or none) without trapping.
    @Test func av1SizesOfDamagedFiles() throws {
        let avif = try SampleReceipts.bytes("sroie-217.avif")
        for cut in stride(from: 0, to: 400, by: 3) {
            _ = AV1PictureSize.largest(in: Array(avif.prefix(cut)))
        }
        for at in 0..<280 {  // the boxes before the item's data, and its first OBUs
            for value: UInt8 in [0x00, 0x80, 0xFF] {
                var damaged = avif
                damaged[at] = value
                _ = AV1PictureSize.largest(in: damaged)
            }
        }
    }

    /// A stream's conformance window crops its coded size to the photo's: a photo of 7300×5479 coded as
    /// 7304×5480 (offsets in chroma samples of 4:2:0) is within the 40 MP limit, as the photo is.
    @Test func heicConformanceWindowGivesThePhotosSize() {
        let box = Self.hvcC(width: 7304, height: 5480, window: (0, 2, 0, 0))
        let sizes = HEVCPictureSize.sizes(inConfiguration: box[8...])
        #expect(sizes.count == 1 && sizes.first?.width == 7300 && sizes.first?.height == 5480)
        let odd = Self.hvcC(width: 7304, height: 5480, window: (1, 1, 0, 1))
        #expect(HEVCPictureSize.sizes(inConfiguration: odd[8...]).first.map { [$0.width, $0.height] } == [7300, 5478])
    }

    /// A file flooded with `hvcC` boxes whose sizes reach past its end is read through once, each box in
    /// place (copying the rest of the file for each made 2 MB take seconds, and 128 MB hours).
    @Test func floodOfDamagedConfigurationBoxes() {
        let box: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF] + Array("hvcC".utf8) + [1] + [UInt8](repeating: 0, count: 21) + [0xFF]
        let flood = [UInt8](repeating: 0, count: 8) + Array([[UInt8]](repeating: box, count: 100_000).joined())
        #expect(HEVCPictureSize.largest(in: flood) == nil)
    }

    /// A TIFF larger than the file limit is refused by its size, before a byte is decoded (a sparse file).
    @Test func tiffOverTheFileLimit() throws {
        let path = try SampleReceipts.temporaryDirectory() + "/huge.tiff"
        let tiff = try ImageLoader().load(path: SampleReceipts.path("sroie-217.jpg")).encoded(as: .tiff)
        _ = FileManager.default.createFile(atPath: path, contents: Data(tiff))
        #expect(truncate(path, off_t(ImageLoader.maxFileBytes + 1)) == 0)
        #expect(throws: ReceiptOCRError.fileTooLarge(path: path, bytes: ImageLoader.maxFileBytes + 1, maxBytes: ImageLoader.maxFileBytes)) {
            try ImageLoader().load(path: path)
        }
    }

    @Test func budgetIsAdjustable() throws {
        let bytes = try SampleReceipts.bytes("sroie-217.jpg")
        #expect(throws: ReceiptOCRError.self) { try ImageLoader(maxPixels: 1000).load(bytes: bytes) }
    }
}

/// libheif applies a HEIF file's own rotation (`irot`) while decoding.
struct HEIFTransformTests {
    /// Mean absolute grey difference over a grid of points of two same-sized images.
    static func difference(_ a: ReceiptImage, _ b: ReceiptImage) throws -> Double {
        var notes = CleanupNotes()
        let ga = try GreyStage().apply(to: a, notes: &notes), gb = try GreyStage().apply(to: b, notes: &notes)
        var total = 0.0, count = 0.0
        for y in stride(from: 5, to: ga.height - 5, by: 7) {
            for x in stride(from: 5, to: ga.width - 5, by: 7) {
                var va: UInt32 = 0, vb: UInt32 = 0
                pixGetPixel(ga.pix, Int32(x), Int32(y), &va)
                pixGetPixel(gb.pix, Int32(x), Int32(y), &vb)
                total += abs(Double(va) - Double(vb))
                count += 1
            }
        }
        return total / count
    }

    @Test func rotationPropertyIsApplied() throws {
        // sroie-217-irot.heic is sroie-217.heic with an `irot` property of one quarter turn anticlockwise
        // added by SampleReceipts/heif_add_rotation.py: a viewer shows it lying on its side.
        let rotated = try ImageLoader().load(path: SampleReceipts.path("sroie-217-irot.heic"))
        let plain = try ImageLoader().load(path: SampleReceipts.path("sroie-217.heic"))
        #expect(rotated.width == plain.height && rotated.height == plain.width)
        let expected = try plain.rotated(quarterTurns: 3)
        let wrongWay = try plain.rotated(quarterTurns: 1)
        #expect(try Self.difference(rotated, expected) < 2)
        #expect(try Self.difference(rotated, wrongWay) > 10)
    }
}

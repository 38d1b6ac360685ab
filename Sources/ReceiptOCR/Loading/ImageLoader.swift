internal import CLeptonica
import Foundation

/// Reads receipt images from files or bytes, checking them before decoding.
///
/// Checks, in order: the file exists, is readable and holds at most ``maxFileBytes``; it is not empty;
/// its first bytes are a known image format; the header's width × height is within ``maxPixels``
/// (checked before any pixel is decoded, so a small file announcing a gigantic image — a
/// decompression bomb — is refused cheaply); the data is
/// complete; each side is between ``minimumSide`` and ``maximumSide`` pixels. JPEG, PNG, TIFF, BMP and
/// WebP are decoded by Leptonica; HEIC/HEIF by libheif. A JPEG's EXIF orientation is applied, so the result
/// looks as the camera meant; libheif applies a HEIF file's own rotation and mirroring itself.
///
/// Memory stays bounded whatever the image: a JPEG over ``fullDecodePixels`` is decoded reduced, and any
/// other image over it is turned grey and scaled down to fit it as soon as it is decoded (the clean-up
/// works in grey anyway). A 16-bit PNG, a PNG over ``fullDecodePixels`` and a CMYK JPEG are turned grey
/// row by row while they are decoded, never held in colour. What the image libraries would print about
/// a damaged file becomes the error's detail instead (see `DecoderOutput`): nothing reaches standard error.
public struct ImageLoader: Sendable {
    /// The default pixel budget: 40 million pixels (a 48-megapixel phone photo is refused; 12 and
    /// 24-megapixel ones pass).
    public static let defaultMaxPixels = 40_000_000

    /// The largest width × height accepted.
    public var maxPixels: Int

    /// JPEGs with more pixels than this are decoded reduced (by 2, 4 or 8 in each direction) to fit it,
    /// and other images are scaled down to it once decoded: a 20 MP photo otherwise takes over 400 MB to
    /// read, and a 16 MP one up to 360 MB. 16 MP keeps a 12 MP phone photo whole.
    public var fullDecodePixels = 16_000_000

    /// The shortest side accepted, in pixels: anything smaller cannot hold a line of text.
    public static let minimumSide = 16

    /// The longest side accepted, in pixels: Tesseract reads nothing longer.
    public static let maximumSide = 32_767

    /// A loader with the given pixel budget.
    public init(maxPixels: Int = ImageLoader.defaultMaxPixels) {
        self.maxPixels = maxPixels
    }

    /// The largest image file read, in bytes: 128 MB holds a 40-megapixel photo saved without
    /// compression (a BMP or TIFF), and no more is read into memory.
    public static let maxFileBytes = 128_000_000

    /// The most scans a JPEG may have. Each scan is decoded over the whole image: a progressive JPEG has
    /// about 10, and a file that repeats one cheap scan 20,000 times would take minutes to decode.
    public static let maxJPEGScans = 300

    /// Reads the image file at `path`.
    ///
    /// The file's bytes are let go as soon as they are decoded, before a large image is scaled down,
    /// so that a 40 MP photo saved without compression peaks at its bytes plus its pixels.
    public func load(path: String) throws(ReceiptOCRError) -> ReceiptImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .unreadableFile(path: path, reason: "it is a folder") }
        // A pipe would block the reading until something writes to it, and a device never ends.
        if let kind = PathKind(atPath: path), kind != .file {
            throw .unreadableFile(path: path, reason: "it is \(kind), not a file")
        }
        if let tiff = try decodeTIFF(path: path) { return try reducedToBudget(tiff) }
        let (image, orientation) = try decode(bytes: ImageLoader.readFile(path), name: path)
        return try EXIFOrientation.apply(orientation, to: reducedToBudget(image))
    }

    /// A TIFF file decoded from the file itself, or nil when the file is not a TIFF: Leptonica reads a
    /// large uncompressed TIFF's strips from the file through buffers of its own, so holding the whole
    /// file in memory as well would only add its size to the peak.
    private func decodeTIFF(path: String) throws(ReceiptOCRError) -> ReceiptImage? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        let start = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        try? handle.close()
        guard ImageFormat.sniff(start) == .tiff else { return nil }
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > Self.maxFileBytes {
            throw .fileTooLarge(path: path, bytes: Int(info.st_size), maxBytes: Self.maxFileBytes)
        }
        LeptonicaMessages.silence()
        var fmt: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        let (failed, _) = DecoderOutput.capturing { pixReadHeader(path, &fmt, &w, &h, &bps, &spp, &cmap) != 0 }
        if failed { throw .corruptImage(path: path, format: "TIFF", detail: "unreadable header") }
        try checkBudget(width: Int(w), height: Int(h), name: path)
        let (decoded, said) = DecoderOutput.capturing { pixRead(path) }
        guard let decoded else {
            throw .corruptImage(path: path, format: "TIFF", detail: said ?? "the decoder refused the data")
        }
        return ReceiptImage(owning: decoded)
    }

    /// The whole file at `path`, read once into an array of its size.
    static func readFile(_ path: String) throws(ReceiptOCRError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        let size = Int(info.st_size)
        guard size <= maxFileBytes else { throw .fileTooLarge(path: path, bytes: size, maxBytes: maxFileBytes) }
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n > 0 { count += n } else if n == 0 || errno != EINTR { failure = n == 0 ? 0 : errno; break }
            }
        }
        if failure != 0 { throw .unreadableFile(path: path, reason: String(cString: strerror(failure))) }
        return bytes
    }

    /// How many pixels the image at `path` will be read at (a large JPEG decoded reduced, any other
    /// image over ``fullDecodePixels`` scaled down to it), told from its first bytes; nil when they do
    /// not tell (a HEIC, a TIFF whose directory comes late, a file that is not an image).
    public func pixelsRead(path: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let prefix = [UInt8]((try? handle.read(upToCount: 256 * 1024)) ?? Data())
        let pixels: Int
        switch ImageFormat.sniff(prefix) {
        case .jpeg?:
            guard let header = JPEGHeader.parse(prefix) else { return nil }
            let reduction = jpegReduction(header)
            return ((header.width + reduction - 1) / reduction) * ((header.height + reduction - 1) / reduction)
        case .png?:
            guard let header = PNGHeader.parse(prefix) else { return nil }
            pixels = header.width * header.height
        case .bmp?, .webp?, .tiff?:
            guard let size = Self.leptonicaHeaderSize(prefix), size.width > 0, size.height > 0 else { return nil }
            pixels = size.width * size.height
        default:
            return nil
        }
        return min(pixels, fullDecodePixels)
    }

    /// Reads an image from encoded bytes; `name` is used in error messages.
    public func load(bytes: [UInt8], name: String = "(memory)") throws(ReceiptOCRError) -> ReceiptImage {
        let (image, orientation) = try decode(bytes: bytes, name: name)
        return try EXIFOrientation.apply(orientation, to: reducedToBudget(image))
    }

    /// The image the bytes hold, at its full size (or a JPEG's reduced one), and the EXIF orientation
    /// still to apply.
    private func decode(bytes: [UInt8], name: String) throws(ReceiptOCRError) -> (ReceiptImage, orientation: Int) {
        guard !bytes.isEmpty else { throw .emptyFile(path: name) }
        guard let format = ImageFormat.sniff(bytes) else { throw .notAnImage(path: name) }
        guard format.isSupported else { throw .unsupportedFormat(path: name, format: format.rawValue) }
        if format == .heif {
            let (decoded, _) = DecoderOutput.capturing {
                Result { () throws(ReceiptOCRError) in try HEIFDecoder(maxPixels: maxPixels).decode(bytes, name: name) }
            }
            return (try decoded.get(), 1)
        }
        var orientation = 1
        var jpeg: JPEGHeader?, png: PNGHeader?
        switch format {
        case .jpeg:
            guard let header = JPEGHeader.parse(bytes) else {
                throw bytes.count < 1024 ? .truncatedImage(path: name, format: "JPEG")
                    : .corruptImage(path: name, format: "JPEG", detail: "no frame header")
            }
            try checkBudget(width: header.width, height: header.height, name: name)
            guard header.isComplete else { throw .truncatedImage(path: name, format: "JPEG") }
            guard header.scans <= Self.maxJPEGScans else {
                throw .corruptImage(path: name, format: "JPEG", detail: "it has \(header.scans) scans, where cameras write at most a few dozen; more than \(Self.maxJPEGScans) are not read")
            }
            orientation = header.orientation
            jpeg = header
        default:
            let complete = isComplete(bytes, format: format)
            if format == .png {
                png = PNGHeader.parse(bytes)
                if png == nil {
                    throw bytes.count < 33 ? .truncatedImage(path: name, format: "PNG")
                        : .corruptImage(path: name, format: "PNG", detail: "its header (IHDR) is damaged")
                }
            }
            try checkLeptonicaHeader(bytes, format: format, name: name, complete: complete)
            if !complete { throw .truncatedImage(path: name, format: format.rawValue) }
        }
        LeptonicaMessages.silence()
        // A JPEG over the decode budget is decoded at half (or a quarter of) its size, which libjpeg
        // does while decoding: memory stays bounded, and text on such photos is large anyway.
        let reduction = Int32(jpeg.map(jpegReduction) ?? 1)
        // 16-bit and large PNGs, and CMYK JPEGs, are read grey a row at a time (GreyDecoder).
        if let jpeg, jpeg.components == 4 {
            return (try GreyDecoder.cmykJPEG(bytes, reduction: Int(reduction), name: name), orientation)
        }
        if let png, GreyDecoder.reads(png, fullDecodePixels: fullDecodePixels) {
            return (try GreyDecoder.png(bytes, name: name), orientation)
        }
        let (decoded, said) = DecoderOutput.capturing {
            bytes.withUnsafeBufferPointer { buffer in
                reduction > 1 ? pixReadMemJpeg(buffer.baseAddress, buffer.count, 0, reduction, nil, 0)
                    : pixReadMem(buffer.baseAddress, buffer.count)
            }
        }
        guard let decoded else {
            throw .corruptImage(path: name, format: format.rawValue, detail: said ?? "the decoder refused the data")
        }
        return (ReceiptImage(owning: decoded), orientation)
    }

    /// `image`, or, when it has more than ``fullDecodePixels``, a grey copy scaled down to fit them
    /// (the colour one is released first, so at most one large image is held at a time).
    func reducedToBudget(_ image: ReceiptImage) throws(ReceiptOCRError) -> ReceiptImage {
        let pixels = image.width * image.height
        guard pixels > fullDecodePixels else { return image }
        var grey = image
        if image.bitsPerPixel != 8 || pixGetColormap(image.pix) != nil {
            grey = try ReceiptImage.wrap(pixConvertTo8(image.pix, 0), "convert to grey")
        }
        let factor = Float((Double(fullDecodePixels) / Double(pixels)).squareRoot())
        return try ReceiptImage.wrap(pixScaleAreaMap(grey.pix, factor, factor), "scale by \(factor)")
    }

    func checkBudget(width: Int, height: Int, name: String) throws(ReceiptOCRError) {
        guard width > 0, height > 0 else {
            throw .corruptImage(path: name, format: "image", detail: "the header gives a size of \(width)x\(height)")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maxPixels {
            throw .imageTooLarge(path: name, width: width, height: height, maxPixels: maxPixels)
        }
        if min(width, height) < ImageLoader.minimumSide {
            throw .imageTooSmall(path: name, width: width, height: height, minimumSide: ImageLoader.minimumSide)
        }
        if max(width, height) > ImageLoader.maximumSide {
            throw .imageSideTooLong(path: name, width: width, height: height, maximumSide: ImageLoader.maximumSide)
        }
    }

    private func checkLeptonicaHeader(
        _ bytes: [UInt8], format: ImageFormat, name: String, complete: Bool
    ) throws(ReceiptOCRError) {
        guard let size = Self.leptonicaHeaderSize(bytes) else {
            throw !complete || bytes.count < 64 ? .truncatedImage(path: name, format: format.rawValue)
                : .corruptImage(path: name, format: format.rawValue, detail: "unreadable header")
        }
        try checkBudget(width: size.width, height: size.height, name: name)
    }

    /// The width and height Leptonica reads from the header in `bytes` (PNG, BMP, WebP, TIFF), nil when
    /// it cannot read one.
    private static func leptonicaHeaderSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        LeptonicaMessages.silence()
        var fmt: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        let (failed, _) = DecoderOutput.capturing {
            bytes.withUnsafeBufferPointer {
                pixReadHeaderMem($0.baseAddress, $0.count, &fmt, &w, &h, &bps, &spp, &cmap) != 0
            }
        }
        return failed ? nil : (Int(w), Int(h))
    }

    /// The factor a JPEG is decoded reduced by (1, 2, 4 or 8 each way, as libjpeg reduces while
    /// decoding): the least that brings it within ``fullDecodePixels``.
    private func jpegReduction(_ header: JPEGHeader) -> Int {
        var reduction = 1
        while header.width * header.height / (reduction * reduction) > fullDecodePixels, reduction < 8 { reduction *= 2 }
        return reduction
    }

    /// Whether the data reaches the end its format announces (TIFF is left to libtiff).
    private func isComplete(_ bytes: [UInt8], format: ImageFormat) -> Bool {
        func le32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        let complete: Bool
        switch format {
        case .png:
            // The last chunk must be IEND; a cut-short file ends inside an earlier chunk.
            let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44]
            complete = bytes.count >= 12 && Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == iend
        case .webp:
            complete = bytes.count >= 12 && bytes.count >= le32(4) + 8
        case .bmp:
            guard bytes.count >= 14 else { return false }
            // Some writers put 0 in the size field; then only the pixel data offset can be checked.
            let declared = le32(2)
            complete = declared == 0 ? bytes.count > le32(10) : bytes.count >= declared
        default:
            complete = true  // TIFF: libtiff itself reports missing strips.
        }
        return complete
    }
}

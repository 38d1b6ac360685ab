/// The container formats the loader recognises from a file's first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg = "JPEG"
    case png = "PNG"
    case tiff = "TIFF"
    case bmp = "BMP"
    case webp = "WebP"
    case heif = "HEIF"
    case gif = "GIF"
    case pdf = "PDF"

    /// Whether this library can decode the format (GIF and PDF are recognised only to name them in an error).
    public var isSupported: Bool {
        switch self {
        case .gif, .pdf: return false
        default: return true
        }
    }

    /// The format announced by the first bytes, or nil when they match none.
    public static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("BM".utf8)) && bytes.count >= 26 { return .bmp }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF8".utf8)) { return .gif }
        if starts(Array("%PDF".utf8)) { return .pdf }
        if starts(Array("ftyp".utf8), at: 4) && bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"].contains(brand) {
                return .heif
            }
        }
        return nil
    }
}

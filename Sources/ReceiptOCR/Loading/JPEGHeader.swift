/// What a JPEG's markers say before any pixel is decoded: size, EXIF orientation, and whether the
/// data reaches its end marker.
struct JPEGHeader: Equatable {
    var width: Int
    var height: Int
    /// The EXIF orientation tag (1-8), 1 when absent.
    var orientation: Int
    /// Whether an end-of-image marker follows the first scan (false for a cut-short file).
    var isComplete: Bool
    /// How many scans the image has: 1 for a baseline JPEG, about 10 for a progressive one; each is decoded
    /// over the whole image, so a file that repeats a cheap scan thousands of times takes minutes.
    var scans = 1
    /// Colour components in the frame: 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    var components = 3

    /// Reads the markers; nil when the bytes have no frame header (not a usable JPEG).
    static func parse(_ bytes: [UInt8]) -> JPEGHeader? {
        var width = 0, height = 0, orientation = 1, components = 3
        var i = 2
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2 else { return nil }
            let body = i + 4
            let end = i + 2 + length
            if end > bytes.count {
                // A header segment cut off: only usable if the frame size was already seen.
                return width > 0 ? JPEGHeader(width: width, height: height, orientation: orientation, isComplete: false) : nil
            }
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                if length >= 7 {
                    height = Int(bytes[body + 1]) << 8 | Int(bytes[body + 2])
                    width = Int(bytes[body + 3]) << 8 | Int(bytes[body + 4])
                }
                if length >= 8 { components = Int(bytes[body + 5]) }
            case 0xE1:
                if orientation == 1, let value = EXIFOrientation.read(app1: bytes[body..<end]) {
                    orientation = value
                }
            case 0xDA:
                guard width > 0, height > 0 else { return nil }
                let rest = markersAfterFirstScan(bytes, from: end)
                return JPEGHeader(
                    width: width, height: height, orientation: orientation, isComplete: rest.end, scans: 1 + rest.scans,
                    components: components
                )
            case 0xD9:
                return nil
            default:
                break
            }
            i = end
        }
        return width > 0 ? JPEGHeader(width: width, height: height, orientation: orientation, isComplete: false) : nil
    }

    /// The scan headers after the first scan, and whether the image ends. In entropy-coded data a 0xFF byte
    /// is always followed by 0x00 or a marker, so an `FF DA` there starts another scan and an `FF D9` can only
    /// be the end of the image (an EXIF thumbnail's own end marker comes before the first scan).
    private static func markersAfterFirstScan(_ bytes: [UInt8], from start: Int) -> (scans: Int, end: Bool) {
        var scans = 0, end = false
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == 0xFF {
                switch bytes[i + 1] {
                case 0xDA: scans += 1
                case 0xD9: end = true
                default: break
                }
            }
            i += 1
        }
        return (scans, end)
    }
}

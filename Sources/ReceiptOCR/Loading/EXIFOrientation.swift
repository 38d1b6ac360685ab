/// The EXIF orientation tag of a photo, and how to turn the stored pixels so the photo looks as the
/// camera meant.
///
/// Values follow the EXIF standard: 1 upright, 3 upside down, 6 needs a quarter turn clockwise,
/// 8 a quarter turn anticlockwise; 2, 4, 5 and 7 are the mirrored forms.
public enum EXIFOrientation {
    /// Reads the orientation from the body of a JPEG APP1 segment (starting with `Exif\0\0`);
    /// nil when the segment is not EXIF or has no valid orientation tag.
    static func read(app1 body: ArraySlice<UInt8>) -> Int? {
        let b = Array(body)
        guard b.count >= 14, Array(b[0..<6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }
        let tiff = 6
        let little: Bool
        switch (b[tiff], b[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= b.count else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let lo = u16(little ? at : at + 2), let hi = u16(little ? at + 2 : at) else { return nil }
            return hi << 16 | lo
        }
        guard u16(tiff + 2) == 42, let ifdOffset = u32(tiff + 4) else { return nil }
        let ifd = tiff + ifdOffset
        guard let count = u16(ifd), count < 1000 else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                // SHORT value, stored in the first two bytes of the value field.
                guard let value = u16(at + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }

    /// Turns `image` as EXIF `orientation` asks; orientation 1 (or an unknown value) returns it unchanged.
    public static func apply(_ orientation: Int, to image: ReceiptImage) throws(ReceiptOCRError) -> ReceiptImage {
        switch orientation {
        case 2: return try image.flippedLeftRight()
        case 3: return try image.rotated(quarterTurns: 2)
        case 4: return try image.flippedTopBottom()
        case 5: return try image.rotated(quarterTurns: 1).flippedLeftRight()
        case 6: return try image.rotated(quarterTurns: 1)
        case 7: return try image.rotated(quarterTurns: 3).flippedLeftRight()
        case 8: return try image.rotated(quarterTurns: 3)
        default: return image
        }
    }
}

import Foundation

/// PNG files made in the test, byte by byte (grey, 1 or 8 bits, stored without compression), so that
/// any size, a broken checksum or a cut can be made without an image library.
enum TestImages {
    /// A grey PNG of `width` x `height` whose every pixel is `value` (0...255; at 1 bit, 0 is black and
    /// anything else white).
    static func png(width: Int, height: Int, bitDepth: Int = 8, value: UInt8 = 255) -> [UInt8] {
        let rowBytes = (width * bitDepth + 7) / 8
        let fill: UInt8 = bitDepth == 1 ? (value == 0 ? 0x00 : 0xFF) : value
        var row = [UInt8](repeating: fill, count: rowBytes + 1)
        row[0] = 0  // filter: none
        var raw: [UInt8] = []
        raw.reserveCapacity(row.count * height)
        for _ in 0..<height { raw.append(contentsOf: row) }
        var ihdr: [UInt8] = []
        ihdr += be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [UInt8(bitDepth), 0, 0, 0, 0]  // grey, deflate, no filter method change, not interlaced
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", ihdr) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A white 24-bit colour BMP, uncompressed: three bytes a pixel on disk.
    static func bmp(width: Int, height: Int) -> [UInt8] {
        let stride = (width * 3 + 3) / 4 * 4
        let size = 54 + stride * height
        var out: [UInt8] = Array("BM".utf8) + le32(size) + le32(0) + le32(54)
        out += le32(40) + le32(width) + le32(height) + [1, 0, 24, 0] + le32(0) + le32(stride * height)
        out += le32(2835) + le32(2835) + le32(0) + le32(0)
        out.reserveCapacity(size)
        let row = [UInt8](repeating: 0xFF, count: stride)
        for _ in 0..<height { out.append(contentsOf: row) }
        return out
    }

    /// A white 8-bit RGB TIFF in one uncompressed strip.
    static func tiff(width: Int, height: Int) -> [UInt8] {
        func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: Int) -> [UInt8] {
            [UInt8(tag & 0xFF), UInt8(tag >> 8), UInt8(type), 0] + le32(count) + le32(value)
        }
        var out: [UInt8] = [0x49, 0x49, 42, 0] + le32(8) + [9, 0]
        out += entry(256, 4, 1, width) + entry(257, 4, 1, height) + entry(258, 3, 3, 122) + entry(259, 3, 1, 1)
        out += entry(262, 3, 1, 2) + entry(273, 4, 1, 128) + entry(277, 3, 1, 3) + entry(278, 4, 1, height)
        out += entry(279, 4, 1, width * height * 3) + le32(0)
        out += [8, 0, 8, 0, 8, 0]  // bits per sample, at 122
        out.reserveCapacity(128 + width * height * 3)
        out += [UInt8](repeating: 0xFF, count: width * height * 3)
        return out
    }

    static func le32(_ v: Int) -> [UInt8] {
        [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 24) & 0xFF)]
    }

    /// `png` with the checksum of its pixel data (IDAT) broken.
    static func pngWithBrokenChecksum(width: Int, height: Int) -> [UInt8] {
        var bytes = png(width: width, height: height, value: 200)
        let idat = firstIndex(of: Array("IDAT".utf8), in: bytes)!
        let length = Int(bytes[idat - 4]) << 24 | Int(bytes[idat - 3]) << 16 | Int(bytes[idat - 2]) << 8 | Int(bytes[idat - 1])
        bytes[idat + 4 + length] ^= 0xFF
        return bytes
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(UInt32(data.count)) + typed + be32(crc32(typed))
    }

    /// A zlib stream holding `data` in stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        out.reserveCapacity(data.count + data.count / 65535 * 5 + 16)
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = end - start
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out.append(contentsOf: data[start..<end])
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(b << 16 | a)
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }
}

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

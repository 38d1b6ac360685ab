/// What a PNG's first chunk says before any pixel is decoded, checked the way libpng would check it,
/// so that a damaged header is named as such rather than read as an absurd size.
struct PNGHeader: Equatable {
    var width: Int
    var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    var bitDepth = 8

    /// The header, or nil when the first chunk is not a whole `IHDR` with a matching checksum and a
    /// size PNG allows (at most 2^31 - 1 each way).
    static func parse(_ bytes: [UInt8]) -> PNGHeader? {
        guard bytes.count >= 33 else { return nil }
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        guard be32(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8),
              UInt32(be32(29)) == crc32(bytes[12..<29])
        else { return nil }
        let width = be32(16), height = be32(20)
        guard width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return PNGHeader(width: width, height: height, bitDepth: Int(bytes[24]))
    }

    /// PNG's CRC-32 (ISO 3309) of `data`.
    static func crc32<C: Collection<UInt8>>(_ data: C) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

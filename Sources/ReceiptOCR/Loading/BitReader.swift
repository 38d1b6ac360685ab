/// Reads bits, most significant first, from a stream's payload: an AV1 OBU's as it is, an HEVC NAL
/// unit's with its emulation prevention bytes (`00 00 03`) taken out (``init(rbsp:)``).
struct BitReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An HEVC NAL unit's payload, its emulation prevention bytes taken out.
    init(rbsp payload: [UInt8]) {
        var out: [UInt8] = []
        out.reserveCapacity(payload.count)
        var zeros = 0
        for byte in payload {
            if zeros >= 2, byte == 3 {
                zeros = 0
                continue
            }
            zeros = byte == 0 ? zeros + 1 : 0
            out.append(byte)
        }
        bytes = out
    }

    /// The next `count` bits (at most 32) as a number; nil past the end.
    mutating func read(_ count: Int) -> Int? {
        guard count >= 0, count <= 32, position + count <= bytes.count * 8 else { return nil }
        var value = 0
        for _ in 0..<count {
            value = value << 1 | Int(bytes[position >> 3] >> (7 - UInt8(position & 7)) & 1)
            position += 1
        }
        return value
    }

    /// Skips `count` bits; false past the end.
    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, position + count <= bytes.count * 8 else { return false }
        position += count
        return true
    }

    /// An unsigned Exp-Golomb number (`ue(v)`); nil past the end or beyond 32 bits.
    mutating func readExpGolomb() -> Int? {
        var zeros = 0
        while true {
            guard let bit = read(1) else { return nil }
            if bit == 1 { break }
            zeros += 1
            if zeros > 31 { return nil }
        }
        guard let rest = read(zeros) else { return nil }
        return (1 << zeros) - 1 + rest
    }

    /// Skips a variable-length number (`uvlc()`, AV1 4.10.3): leading zeros, a one, then as many bits as
    /// there were zeros (none once there are 32 or more). False past the end.
    mutating func skipUVLC() -> Bool {
        var zeros = 0
        while true {
            guard let bit = read(1) else { return false }
            if bit == 1 { break }
            zeros += 1
        }
        return zeros >= 32 || skip(zeros)
    }
}

/// A QR code (ISO/IEC 18004, model 2) of a short text in byte mode, such as a room's address, and its
/// drawing on a terminal.
///
/// Versions 1 to 10 (up to 271 bytes at level L), error correction level M where the text fits at
/// version 10 or below, else L; the mask is the one with the lowest penalty, as the standard scores
/// them. The text is encoded as its UTF-8 bytes.
public struct QRCode: Sendable {
    /// The modules, by row then column; `true` is dark.
    public let modules: [[Bool]]
    /// The version, 1 to 10: the code is 17 + 4 × version modules wide.
    public let version: Int
    /// The error correction level, "M" or "L".
    public let level: Character
    /// The mask pattern used, 0 to 7.
    public let mask: Int

    /// The side in modules.
    public var size: Int { modules.count }

    /// The QR code of `text`, or nil when its UTF-8 is longer than a version 10 code holds (271 bytes).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        var chosen: (Int, Level)?
        search: for level in [Level.medium, .low] {
            for version in 1...10 where Self.capacity(version, level) >= bytes.count {
                chosen = (version, level)
                break search
            }
        }
        guard let (version, level) = chosen else { return nil }
        let codewords = Self.codewords(bytes, version: version, level: level)
        var grid = Grid(version: version)
        grid.drawFunctionPatterns()
        grid.drawCodewords(codewords)
        var best: (penalty: Int, mask: Int, grid: Grid)?
        for mask in 0..<8 {
            var candidate = grid
            candidate.applyMask(mask)
            candidate.drawFormatBits(level: level, mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < best!.penalty { best = (penalty, mask, candidate) }
        }
        modules = best!.grid.dark
        self.version = version
        self.level = level == .medium ? "M" : "L"
        mask = best!.mask
    }

    /// The code drawn with half blocks, two rows of modules to a line, dark on light with `quiet`
    /// light modules around it. With `colors` (a terminal), ANSI colours fix black on white whatever the
    /// terminal's own; without, the blocks are the dark modules.
    public func terminalText(quiet: Int = 2, colors: Bool) -> String {
        let side = size + 2 * quiet
        func dark(_ row: Int, _ column: Int) -> Bool {
            let (r, c) = (row - quiet, column - quiet)
            return r >= 0 && r < size && c >= 0 && c < size && modules[r][c]
        }
        var lines: [String] = []
        for top in stride(from: 0, to: side, by: 2) {
            var line = colors ? "\u{1B}[30;107m" : ""
            for column in 0..<side {
                switch (dark(top, column), top + 1 < side && dark(top + 1, column)) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line + (colors ? "\u{1B}[0m" : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// The code as a binary PGM picture (P5), `scale` pixels a module with `quiet` light modules around.
    public func pgm(scale: Int = 4, quiet: Int = 4) -> [UInt8] {
        let side = (size + 2 * quiet) * scale
        var out = Array("P5\n\(side) \(side)\n255\n".utf8)
        for y in 0..<side {
            for x in 0..<side {
                let (r, c) = (y / scale - quiet, x / scale - quiet)
                let isDark = r >= 0 && r < size && c >= 0 && c < size && modules[r][c]
                out.append(isDark ? 0 : 255)
            }
        }
        return out
    }

    // MARK: - Encoding

    enum Level { case low, medium }

    /// Per version (index 0 is version 1) and level: the error correction codewords of each block, and
    /// the blocks (short blocks first; long blocks hold one data codeword more). From the standard's table 9.
    static let blocks: [Level: [(ec: Int, count: Int)]] = [
        .low: [(7, 1), (10, 1), (15, 1), (20, 1), (26, 1), (18, 2), (20, 2), (24, 2), (30, 2), (18, 4)],
        .medium: [(10, 1), (16, 1), (26, 1), (18, 2), (24, 2), (16, 4), (18, 4), (22, 4), (22, 5), (26, 5)],
    ]

    /// All the codewords of a version: data and error correction.
    static func totalCodewords(_ version: Int) -> Int {
        // The modules left for data, less the remainder bits, in bytes.
        let size = 17 + 4 * version
        var modules = size * size - 3 * 64 - 2 * (size - 16) - 1 - 30  // finders, timing, dark module, format
        if version >= 2 {
            let n = version / 7 + 2
            modules -= (n * n - 3) * 25 - 2 * (n - 2) * 5  // alignment patterns, less their overlap with timing
        }
        if version >= 7 { modules -= 36 }
        return modules / 8
    }

    static func dataCodewords(_ version: Int, _ level: Level) -> Int {
        let (ec, count) = blocks[level]![version - 1]
        return totalCodewords(version) - ec * count
    }

    /// The most bytes a version holds at a level in byte mode.
    static func capacity(_ version: Int, _ level: Level) -> Int {
        (dataCodewords(version, level) * 8 - 4 - (version < 10 ? 8 : 16)) / 8
    }

    /// The data in byte mode, padded, split into blocks with their error correction, interleaved.
    static func codewords(_ bytes: [UInt8], version: Int, level: Level) -> [UInt8] {
        let capacityBits = dataCodewords(version, level) * 8
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, version < 10 ? 8 : 16)
        for b in bytes { append(Int(b), 8) }
        append(0, min(4, capacityBits - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var data: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { $0 << 1 | (bits[start + $1] ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while data.count < capacityBits / 8 {
            data.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        let (ecLength, count) = blocks[level]![version - 1]
        let total = totalCodewords(version)
        let shortCount = count - total % count
        let shortData = total / count - ecLength
        let divisor = ReedSolomon.divisor(degree: ecLength)
        var dataBlocks: [[UInt8]] = []
        var ecBlocks: [[UInt8]] = []
        var start = 0
        for i in 0..<count {
            let length = shortData + (i < shortCount ? 0 : 1)
            let block = Array(data[start..<start + length])
            start += length
            dataBlocks.append(block)
            ecBlocks.append(ReedSolomon.remainder(block, divisor: divisor))
        }
        var out: [UInt8] = []
        for i in 0...shortData {
            for block in dataBlocks where i < block.count { out.append(block[i]) }
        }
        for i in 0..<ecLength {
            for block in ecBlocks { out.append(block[i]) }
        }
        return out
    }

    /// Reed–Solomon error correction over GF(2^8) with the polynomial x^8 + x^4 + x^3 + x^2 + 1.
    enum ReedSolomon {
        static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
            var z = 0
            for i in stride(from: 7, through: 0, by: -1) {
                z = (z << 1) ^ ((z >> 7) * 0x11D)
                z ^= ((Int(y) >> i) & 1) * Int(x)
            }
            return UInt8(z)
        }

        /// The generator polynomial's coefficients, highest power first, without its leading 1.
        static func divisor(degree: Int) -> [UInt8] {
            var result = [UInt8](repeating: 0, count: degree)
            result[degree - 1] = 1
            var root: UInt8 = 1
            for _ in 0..<degree {
                for j in 0..<degree {
                    result[j] = multiply(result[j], root)
                    if j + 1 < degree { result[j] ^= result[j + 1] }
                }
                root = multiply(root, 0x02)
            }
            return result
        }

        static func remainder(_ data: [UInt8], divisor: [UInt8]) -> [UInt8] {
            var result = [UInt8](repeating: 0, count: divisor.count)
            for b in data {
                let factor = b ^ result.removeFirst()
                result.append(0)
                for i in result.indices { result[i] ^= multiply(divisor[i], factor) }
            }
            return result
        }
    }

    /// The matrix being drawn: the modules and which of them are function patterns.
    struct Grid {
        let version: Int
        let size: Int
        var dark: [[Bool]]
        var isFunction: [[Bool]]

        init(version: Int) {
            self.version = version
            size = 17 + 4 * version
            dark = Array(repeating: Array(repeating: false, count: size), count: size)
            isFunction = dark
        }

        mutating func set(_ x: Int, _ y: Int, _ value: Bool) {
            dark[y][x] = value
            isFunction[y][x] = true
        }

        var alignmentPositions: [Int] {
            guard version >= 2 else { return [] }
            let count = version / 7 + 2
            let step = (version * 8 + count * 3 + 5) / (count * 4 - 4) * 2
            var positions = [6]
            for i in 0..<(count - 1) { positions.insert(size - 7 - i * step, at: 1) }
            return positions
        }

        mutating func drawFunctionPatterns() {
            for i in 0..<size {
                set(6, i, i % 2 == 0)
                set(i, 6, i % 2 == 0)
            }
            for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
                for dy in -4...4 {
                    for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                        let distance = max(abs(dx), abs(dy))
                        set(x + dx, y + dy, distance != 2 && distance != 4)
                    }
                }
            }
            let positions = alignmentPositions
            for (i, x) in positions.enumerated() {
                for (j, y) in positions.enumerated() {
                    let onFinder = (i == 0 && j == 0) || (i == 0 && j == positions.count - 1) || (i == positions.count - 1 && j == 0)
                    guard !onFinder else { continue }
                    for dy in -2...2 {
                        for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
                    }
                }
            }
            drawFormatBits(level: .medium, mask: 0)  // reserves the areas; drawn again once the mask is chosen
            if version >= 7 {
                var remainder = version
                for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
                let bits = version << 12 | remainder
                for i in 0..<18 {
                    let bit = (bits >> i) & 1 == 1
                    let a = size - 11 + i % 3
                    let b = i / 3
                    set(a, b, bit)
                    set(b, a, bit)
                }
            }
        }

        mutating func drawFormatBits(level: Level, mask: Int) {
            let data = (level == .medium ? 0 : 1) << 3 | mask
            var remainder = data
            for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
            let bits = (data << 10 | remainder) ^ 0x5412
            func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
            for i in 0...5 { set(8, i, bit(i)) }
            set(8, 7, bit(6))
            set(8, 8, bit(7))
            set(7, 8, bit(8))
            for i in 9..<15 { set(14 - i, 8, bit(i)) }
            for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
            for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
            set(8, size - 8, true)
        }

        /// The codewords' bits in the zigzag of two columns from the bottom right, skipping the timing column.
        mutating func drawCodewords(_ codewords: [UInt8]) {
            var i = 0
            var right = size - 1
            while right >= 1 {
                if right == 6 { right = 5 }
                for vertical in 0..<size {
                    for j in 0..<2 {
                        let x = right - j
                        let upward = (right + 1) & 2 == 0
                        let y = upward ? size - 1 - vertical : vertical
                        if !isFunction[y][x], i < codewords.count * 8 {
                            dark[y][x] = (codewords[i >> 3] >> (7 - (i & 7))) & 1 == 1
                            i += 1
                        }
                    }
                }
                right -= 2
            }
        }

        mutating func applyMask(_ mask: Int) {
            for y in 0..<size {
                for x in 0..<size where !isFunction[y][x] {
                    let flip = switch mask {
                    case 0: (x + y) % 2 == 0
                    case 1: y % 2 == 0
                    case 2: x % 3 == 0
                    case 3: (x + y) % 3 == 0
                    case 4: (x / 3 + y / 2) % 2 == 0
                    case 5: x * y % 2 + x * y % 3 == 0
                    case 6: (x * y % 2 + x * y % 3) % 2 == 0
                    default: ((x + y) % 2 + x * y % 3) % 2 == 0
                    }
                    if flip { dark[y][x].toggle() }
                }
            }
        }

        /// The standard's penalty score: runs of one colour, 2×2 blocks, finder-like patterns, and the
        /// share of dark modules away from half.
        func penalty() -> Int {
            var score = 0
            func lines(_ rows: Bool) -> [[Bool]] {
                rows ? dark : (0..<size).map { x in (0..<size).map { y in dark[y][x] } }
            }
            let finderLike: [Bool] = [true, false, true, true, true, false, true]
            for line in lines(true) + lines(false) {
                var run = 1
                for i in 1..<size {
                    if line[i] == line[i - 1] {
                        run += 1
                        if run == 5 { score += 3 } else if run > 5 { score += 1 }
                    } else {
                        run = 1
                    }
                }
                for i in 0...(size - 7) where Array(line[i..<i + 7]) == finderLike {
                    let before = (max(0, i - 4)..<i).allSatisfy { !line[$0] } && i >= 4
                    let after = (i + 7..<min(size, i + 11)).allSatisfy { !line[$0] } && i + 11 <= size
                    if before || after { score += 40 }
                }
            }
            for y in 0..<(size - 1) {
                for x in 0..<(size - 1) {
                    let c = dark[y][x]
                    if dark[y][x + 1] == c, dark[y + 1][x] == c, dark[y + 1][x + 1] == c { score += 3 }
                }
            }
            let darkCount = dark.reduce(0) { $0 + $1.filter { $0 }.count }
            let total = size * size
            let k = (abs(darkCount * 20 - total * 10) + total - 1) / total - 1
            score += max(0, k) * 10
            return score
        }
    }
}

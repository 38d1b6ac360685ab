import TestSupport

/// Seeded mutations of corpus inputs, as a fuzzer without coverage feedback makes them: flipped bits,
/// interesting bytes, inserted dictionary words, cut, doubled or swapped ranges, and splices of two inputs.
struct Mutator {
    var rng: SplitMix64
    let corpus: [[UInt8]]
    let dictionary: [[UInt8]]
    let maxLength: Int

    /// The next input: a corpus entry with one to eight mutations (or, now and then, none).
    mutating func next() -> [UInt8] {
        var bytes = corpus.isEmpty ? [] : corpus[rng.below(corpus.count)]
        if rng.below(50) == 0 { return bytes }
        for _ in 0..<(1 + rng.below(8)) { mutate(&bytes) }
        if bytes.count > maxLength { bytes.removeLast(bytes.count - maxLength) }
        return bytes
    }

    private mutating func position(in bytes: [UInt8]) -> Int { rng.below(bytes.count + 1) }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        let interesting: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x20, 0x0A, 0x2C, 0x2E, 0x30, 0x39]
        switch rng.below(10) {
        case 0 where !bytes.isEmpty:  // flip a bit
            let i = rng.below(bytes.count)
            bytes[i] ^= 1 << UInt8(rng.below(8))
        case 1 where !bytes.isEmpty:  // an interesting or random byte
            let i = rng.below(bytes.count)
            bytes[i] = rng.below(2) == 0 ? interesting[rng.below(interesting.count)] : UInt8(truncatingIfNeeded: rng.next())
        case 2 where !bytes.isEmpty:  // a big-endian 16/32-bit field set to an edge value (sizes, lengths)
            let width = rng.below(2) == 0 ? 2 : 4
            let i = rng.below(bytes.count)
            let edge: [UInt8] = [[0x00], [0xFF], [0x7F, 0xFF], [0x80, 0x00], [0x00, 0x01]][rng.below(5)]
            for k in 0..<width where i + k < bytes.count { bytes[i + k] = edge[min(k, edge.count - 1)] }
        case 3, 4:  // a dictionary word
            guard !dictionary.isEmpty else { fallthrough }
            bytes.insert(contentsOf: dictionary[rng.below(dictionary.count)], at: position(in: bytes))
        case 5 where bytes.count > 1:  // cut a range
            let start = rng.below(bytes.count)
            let length = 1 + rng.below(min(bytes.count - start, rng.below(4) == 0 ? bytes.count : 16))
            bytes.removeSubrange(start..<start + length)
        case 6 where !bytes.isEmpty:  // double a range
            let start = rng.below(bytes.count)
            let length = 1 + rng.below(min(bytes.count - start, 64))
            let copies = 1 + rng.below(rng.below(8) == 0 ? 1_000 : 4)
            let piece = Array(bytes[start..<start + length])
            var repeated: [UInt8] = []
            for _ in 0..<copies where repeated.count < maxLength { repeated += piece }
            bytes.insert(contentsOf: repeated, at: position(in: bytes))
        case 7 where bytes.count > 2:  // swap two bytes
            let a = rng.below(bytes.count), b = rng.below(bytes.count)
            bytes.swapAt(a, b)
        case 8 where !corpus.isEmpty:  // splice: this input's head with another's tail
            let other = corpus[rng.below(corpus.count)]
            let cut = rng.below(bytes.count + 1), from = rng.below(other.count + 1)
            bytes = Array(bytes[..<cut]) + Array(other[from...])
        default:  // cut short (an interrupted download)
            if !bytes.isEmpty { bytes.removeLast(rng.below(bytes.count) + 1) }
        }
    }
}

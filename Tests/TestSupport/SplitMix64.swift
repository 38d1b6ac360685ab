/// A small seeded random number generator (Steele, Lea and Flood's SplitMix64), so that generated
/// test cases are the same on every run and a failure can be replayed from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; the next number is derived from it.
    public var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (0 when `n` is not positive).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
}

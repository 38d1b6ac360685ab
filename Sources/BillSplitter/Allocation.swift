import SplitBillCore

/// Dividing an amount of minor units into parts that add up to it exactly.
///
/// ## Largest remainder
/// `largestRemainder(amount, weights:)` gives each part `amount × weight ÷ Σweights` rounded
/// down, then hands the minor units left over, one each, to the parts with the largest remainders
/// (the fractions cut off). Ties go to the larger weight, then to the part with the lowest `ties`
/// rank when one is given (a bill passes how many leftover units each person has had so far, so that
/// they go round instead of always to the same person), then to the part listed first. So:
/// - the parts add up to `amount` exactly, always;
/// - each part is within one minor unit of its exact share (below it or above it);
/// - a part with weight zero gets zero; a larger weight never gets less than a smaller one;
/// - the result depends only on the inputs (no randomness).
/// A negative amount is divided as its magnitude and the parts negated, so a discount is shared
/// exactly as a charge of the same size would be.
///
/// ## Equal parts across several amounts
/// `equalParts(_:count:)` divides several amounts (items, discount, tax, tip...) equally between
/// `count` people so that each amount's parts add up to it and each person's sum differs from
/// every other's by at most one minor unit: each amount is split into equal parts rounded down, and
/// the minor units left over go one each to the next people in turn, continuing where the previous
/// amount stopped. For one amount that gives the extra units to the first people listed.
public enum Allocation {
    /// Divides `amount` in proportion to `weights` by largest remainder (see the type's rules).
    ///
    /// - Precondition: weights are non-negative and at least one is positive.
    public static func largestRemainder(_ amount: Int64, weights: [Int64], ties: [Int64]? = nil) -> [Int64] {
        dividing(amount, weights: weights, ties: ties).parts
    }

    /// ``largestRemainder(_:weights:ties:)``'s parts, and the leftover unit each was handed (1, or -1
    /// for a negative amount, or 0).
    static func dividing(_ amount: Int64, weights: [Int64], ties: [Int64]?) -> (parts: [Int64], leftovers: [Int64]) {
        precondition(weights.allSatisfy { $0 >= 0 }, "weights must not be negative")
        precondition(ties == nil || ties!.count == weights.count, "one tie rank per weight")
        let total = weights.reduce(0, +)
        precondition(total > 0, "at least one weight must be positive")
        if amount < 0 {
            let (parts, leftovers) = dividing(-amount, weights: weights, ties: ties)
            return (parts.map { -$0 }, leftovers.map { -$0 })
        }
        var parts = [Int64](repeating: 0, count: weights.count)
        var leftovers = [Int64](repeating: 0, count: weights.count)
        var remainders = [Int64](repeating: 0, count: weights.count)
        var given: Int64 = 0
        for (i, w) in weights.enumerated() where w > 0 {
            let (q, r) = FullWidth.multiplyDivide(amount, w, total)
            parts[i] = q
            remainders[i] = r
            given += q
        }
        var left = amount - given
        if left > 0 {
            let order = weights.indices.sorted { a, b in
                if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
                if weights[a] != weights[b] { return weights[a] > weights[b] }
                if let ties, ties[a] != ties[b] { return ties[a] < ties[b] }
                return a < b
            }
            for i in order where left > 0 {
                parts[i] += 1
                leftovers[i] = 1
                left -= 1
            }
        }
        return (parts, leftovers)
    }

    /// Divides each of `amounts` equally between `count` people, the leftover minor units going
    /// round in turn across all the amounts (see the type's rules). Result: `[amount][person]`.
    ///
    /// - Precondition: `count` is positive.
    public static func equalParts(_ amounts: [Int64], count: Int) -> [[Int64]] {
        precondition(count > 0, "at least one person")
        let n = Int64(count)
        var next = 0
        return amounts.map { amount in
            // Floor division, so that the leftover is never negative, even for negative amounts.
            var q = amount / n
            var r = amount % n
            if r < 0 {
                q -= 1
                r += n
            }
            var parts = [Int64](repeating: q, count: count)
            for _ in 0..<r {
                parts[next] += 1
                next = (next + 1) % count
            }
            return parts
        }
    }
}

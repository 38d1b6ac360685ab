import SplitBillCore

/// Who had one item, and how it is divided between them.
///
/// The command line and assignment files write shares the same way:
/// - `ana`: all of it to ana;
/// - `ana,ben`: equal parts;
/// - `ana:2,ben:1`: parts by weight (ana pays two thirds); weights may have decimals (`ana:1.5`);
/// - units (`ana:2,ben:1` read with `asUnits`): of the item's quantity (3 beers), ana had 2 and ben 1;
///   the units must add up to the quantity printed on the receipt;
/// - `all` (or `everyone`): equal parts between everyone at the table.
public enum ItemShare: Hashable, Sendable {
    /// Equal parts between these people.
    case equally([String])
    /// Parts in proportion to these weights.
    case weighted([PersonWeight])
    /// Whole units of the item's quantity to each person.
    case units([PersonWeight])
    /// Equal parts between everyone in the split.
    case everyone

    /// The names this share mentions, in order.
    public var names: [String] {
        switch self {
        case .equally(let names): names
        case .weighted(let parts), .units(let parts): parts.map(\.name)
        case .everyone: []
        }
    }
}

/// A person's weight (or number of units) in a share of an item.
public struct PersonWeight: Hashable, Sendable {
    /// The person's name as written.
    public var name: String
    /// The weight or number of units; positive.
    public var weight: ExactDecimal

    public init(_ name: String, _ weight: ExactDecimal) {
        self.name = name
        self.weight = weight
    }
}

extension ItemShare {
    /// Reads a share as written after `=` on the command line: `ana`, `ana,ben`, `ana:2,ben:1`, `all`.
    ///
    /// With `asUnits`, the numbers are whole units of the item. A name without a
    /// number counts as weight 1 when others have numbers.
    /// - Throws: ``SplitError/invalidShare(_:_:)`` naming the problem.
    public init(parsing text: String, asUnits: Bool = false) throws(SplitError) {
        let trimmed = String(text.trimming(" "))
        if ["all", "everyone", "*"].contains(trimmed.lowercased()) {
            if asUnits { throw .invalidShare(text, "units need a number for each person, such as ana:2,ben:1") }
            self = .everyone
            return
        }
        guard !trimmed.isEmpty else { throw .invalidShare(text, "no names; write names such as ana,ben") }
        var parts: [PersonWeight] = []
        var anyNumber = false
        for piece in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let piece = String(piece).trimming(" ")
            guard !piece.isEmpty else { throw .invalidShare(text, "an empty name between commas") }
            let halves = piece.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimming(" ") }
            let name = halves[0]
            guard !name.isEmpty else { throw .invalidShare(text, "a weight without a name in \"\(piece)\"") }
            var weight = ExactDecimal(1)
            if halves.count == 2 {
                anyNumber = true
                guard let w = ExactDecimal(halves[1]) else {
                    let what = asUnits ? "a number of units" : "a weight"
                    throw .invalidShare(text, "\"\(halves[1])\" after \(name): is not a number; write \(what) such as \(name):2")
                }
                guard w.isPositive else {
                    throw .invalidShare(text, "\(name) has a \(asUnits ? "number of units" : "weight") of \(w); it must be above zero (leave \(name) out instead)")
                }
                if asUnits, !w.isInteger {
                    throw .fractionalUnits(text, name: name, units: w)
                }
                guard w <= ExactDecimal(1_000_000), w.normalized.scale <= 4 else {
                    if asUnits { throw .invalidShare(text, "\(name) has \(w) units, more than the limit of 1000000") }
                    throw .invalidShare(text, "the weight \(w) of \(name) is too large or too precise (at most 1000000, 4 decimals)")
                }
                weight = w
            } else if asUnits {
                throw .invalidShare(text, "\(name) has no number of units; write \(name):1")
            }
            if parts.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                throw .invalidShare(text, "\(name) appears twice; give them one weight instead")
            }
            parts.append(PersonWeight(name, weight))
        }
        if asUnits {
            self = .units(parts)
        } else if anyNumber {
            self = .weighted(parts)
        } else {
            self = .equally(parts.map(\.name))
        }
    }
}

extension StringProtocol {
    /// The text without this character at either end.
    func trimming(_ character: Character) -> String {
        var s = Substring(self)
        while s.first == character { s.removeFirst() }
        while s.last == character { s.removeLast() }
        return String(s)
    }
}

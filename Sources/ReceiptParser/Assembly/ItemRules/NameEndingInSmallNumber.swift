import SplitBillCore

/// `Cuka Apel Moringa 1` over `289000 289000`, `Nu Greentea 330` over `1x 6.000 6.000`: a small whole
/// number ends the name row (its count, or part of its name) and the prices stand on the row below.
/// The name row waits for them; the number stays in the name unless the prices below confirm it as the count.
struct NameEndingInSmallNumber: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        guard let total = r.figures.total, a.hasName(r.row, r.figures),
              let below = a.nameForFiguresBelow(r.row, total: total, figures: r.figures, rows: s.rows, at: s.i) else { return .next }
        s.pending.append(below)
        return .taken
    }
}

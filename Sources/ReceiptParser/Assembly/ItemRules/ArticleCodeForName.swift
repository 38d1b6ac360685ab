import SplitBillCore

/// `0512100 2 19,000 38,000` under `SUSU UHT COKLAT`: a priced row whose name has no letters (an article
/// code) takes its name from the text rows above.
struct ArticleCodeForName: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        if r.name.filter(\.isLetter).count < 2, s.pending.contains(where: \.hasText) {
            r.name = ""
        }
        return .next
    }
}

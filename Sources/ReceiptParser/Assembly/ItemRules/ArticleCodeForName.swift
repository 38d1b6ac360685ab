import SplitBillCore

/// `0512100 2 19,000 38,000` under `SUSU UHT COKLAT`: a priced row whose name has no letters (an article
/// code) takes its name from the text rows above, or from the row below on a receipt that prints names
/// under their prices (`1701 5 6.36 31.80 SR` over `6/8 BATU (BAG)`).
struct ArticleCodeForName: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        // (Where names stand below, two letters are a count's misread `1x`, `Ix`.)
        if r.name.filter(\.isLetter).count < (s.namesBelow ? 3 : 2), s.namesBelow || s.pending.contains(where: \.hasText) {
            r.name = ""
        }
        return .next
    }
}

import SplitBillCore

/// `0512100 2 19,000 38,000` under `SUSU UHT COKLAT`: a priced row whose name has no letters (an article
/// code) takes its name from the text rows above, or from the row below on a receipt that prints names
/// under their prices (`1701 5 6.36 31.80 SR` over `6/8 BATU (BAG)`). Under a row that prints an article's
/// code and name but no money (`*4125001715 TORTILLA CHP` over `Was 3.29 now 2.99 F`, `1000028489 BULK CANDY`
/// over `SRL 0.44 1b@ 14.96 6.58*`), a priced row without a code of its own whose words are all short (no
/// word of four letters or more) is that article's price line, and takes its name from it; a priced row
/// that prints its own code is its own article (`121095079 GDN MC H/W ENC ROM 5.90`).
struct ArticleCodeForName: ItemRule {
    func read(_ r: inout RowReading, in s: inout AssemblyState, by a: ItemAssembler) -> ItemRuleVerdict {
        // (Where names stand below, two letters are a count's misread `1x`, `Ix`.)
        if r.name.filter(\.isLetter).count < (s.namesBelow ? 3 : 2), s.namesBelow || s.pending.contains(where: \.hasText) {
            r.name = ""
        }
        // (Rows without text between them are specks: `1000028489 BULK CANDY` over `*` over `SRL 0.44 1b@ 14.96 6.58*`.)
        if !r.name.isEmpty, let above = s.pending.last, ItemAssembler.namesArticleByCode(above),
           !s.rows.contains(where: { $0.index > above.index && $0.index < r.row.index && $0.hasText }),
           !r.row.scan.hasLongNumber, !r.name.split(separator: " ").contains(where: { $0.filter(\.isLetter).count >= 4 }) {
            r.name = ""
        }
        return .next
    }
}

/// What a row of a receipt is, judged by its keywords and patterns.
enum RowRole: Hashable, Sendable {
    /// No keyword: an item, a wrapped name, a modifier, or header text.
    case plain
    case total(rank: Int)
    case subtotal
    /// A tax line; `included` when it says the prices already contain it.
    case tax(included: Bool)
    case service
    case tip
    case discount
    case rounding
    case payment
    case count
    case meta
    /// Informative lines that are neither items nor part of the sum (savings, taxable amounts).
    case info
    case void

    /// Whether the row belongs to the summary under the items (subtotal, tax, total, ...).
    var isSummary: Bool {
        switch self {
        case .total, .subtotal, .tax, .service, .tip, .rounding, .payment: true
        default: false
        }
    }

    /// The role that the keywords on a row give it.
    ///
    /// The rules, in order: a tip guide only informs; a discount with a rate beside a payment word is a discount (`Diskon
    /// BCA 15%`); payment words win (cash, change, card: never a total); counts win
    /// unless "amount" is also there; rounding; savings; discounts; tax (with "incl." before the tax
    /// word the row is a total, with "excl." it is a subtotal, with "taxable" it only informs);
    /// service; tip; subtotal; total; header and footer words.
    static func of(_ row: ScannedRow) -> RowRole {
        let k = row.keywords
        guard !k.isEmpty else { return .plain }
        let has = { (kind: KeywordKind) in k.contains(kind) }
        let rank = row.totalRank
        // `Gratuity Guide 15% $4.64`: what a tip would be, not one charged.
        if has(.tipGuide) { return .info }
        // `Diskon BCA 15% -6,750`: a discount for paying with a bank's card, not the payment.
        if has(.payment), has(.discount), rank == nil, row.words.contains(where: { $0.number?.percent == true }) { return .discount }
        if has(.payment) {
            // `Payment Due`, `TOTAL BAYAR`: the amount to pay, unless change is meant.
            let change = row.keyWords.contains { SummaryReader.changeWords.contains($0) }
            if let rank, rank >= 5, !change { return .total(rank: rank) }
            return .payment
        }
        if has(.discount) && !has(.total(rank: 4)) { return .discount }
        if has(.count) && !has(.amountWord) && !has(.subtotal) {
            // `Items Sold: 49 TOTAL £70.32`: a total word after the count labels the amount.
            if let rank, rank >= 4, let totalAt = row.totalKeywordIndex, let countAt = row.keywordIndex(.count), totalAt > countAt {
                return .total(rank: rank)
            }
            // "TOTAL (Qty 1.00) 30,000": a total, but the weakest kind.
            return rank != nil || row.keyWords.contains("TOTAL") ? .total(rank: 1) : .count
        }
        if has(.void) { return .void }
        if has(.rounding) && !(rank == 6) { return .rounding }
        if has(.savings) { return .info }
        if has(.discount) { return .discount }
        if has(.tax) {
            if has(.taxable) { return .info }
            if has(.excluded) { return .subtotal }
            if has(.included) {
                // "Total incl. VAT" and "TOTAL (IVA incl.)" are the total; "VAT included" tells what the total contains.
                let taxAt = row.keywordIndex(.tax) ?? 0
                let inclAt = row.keywordIndex(.included) ?? 0
                if rank != nil, inclAt < taxAt || row.totalAnnotatedWithTax { return .total(rank: max(rank ?? 4, 4)) }
                return .tax(included: true)
            }
            if has(.subtotal) { return .subtotal }
            if has(.meta) && !has(.service) { return .meta }
            // `Total Sales Inci GST 75.00`, `Total After Adj [nc] GST 17.70`: a total word before the
            // tax word, with an OCR-mangled "incl." between them (the sum of the taxes, `Total GST`,
            // is a tax phrase of its own).
            if let rank, rank >= 4, let taxAt = row.keywordIndex(.tax), let totalAt = row.totalKeywordIndex, totalAt < taxAt {
                return .total(rank: rank)
            }
            // `TAX 26 BAL 2.24`: the total follows the tax on the same row. (An amount word right after
            // the tax phrase names the tax's amount: `Total GST Amt : 2.40`, `Tax Amount 1.20`.)
            if let rank, rank >= 2, let taxAt = row.keywordIndex(.tax), let totalAt = row.totalKeywordIndex, totalAt > taxAt,
               !(rank == 3 && row.taxPhraseEnds(at: totalAt)) {
                return .total(rank: rank)
            }
            return .tax(included: false)
        }
        if has(.service) { return .service }
        if has(.tip) { return .tip }
        if has(.subtotal) && !(rank.map { $0 >= 5 } ?? false) { return .subtotal }
        if let rank {
            if has(.meta) && rank < 5 && !row.keywords.contains(.total(rank: 4)) { return .meta }
            return .total(rank: rank)
        }
        if has(.meta) { return .meta }
        // `EX` says "before tax" only beside a tax or total word: alone it is a word of a product's name
        // (`SALCHICHON EX ELPOZ 1.00`, `1 EX HAM`).
        let shortExcluded = row.keywordIndex(.excluded).map { row.keyWords[$0] == "EX" } ?? false
        // `INC 8% $10.763` (Colombia's consumption tax), `Incl. 19% 3,04`: a rate after an "included" word that opens
        // the row names the tax in the prices.
        let isRate = { (w: ScannedWord) in w.text.hasSuffix("%") && w.text.dropLast().allSatisfy { $0.isNumber || $0 == "." || $0 == "," } }
        if k.allSatisfy({ $0 == .included }), row.keywordIndex(.included) == 0, row.words.contains(where: isRate),
           row.numbers.contains(where: { !row.words[$0.at].text.hasSuffix("%") }) {
            return .tax(included: true)
        }
        if has(.taxable) || has(.included) || (has(.excluded) && !shortExcluded) { return .info }
        return .plain
    }
}

extension ScannedRow {
    /// Whether a total word stands before brackets that say the tax is included: `TOTAL (IVA incl.)`,
    /// `Summe (inkl. MwSt)`.
    var totalAnnotatedWithTax: Bool {
        guard let open = text.firstIndex(of: "(") else { return false }
        let before = Keywords.find(in: Folding.keyWords(text[..<open]))
        let inside = Keywords.find(in: Folding.keyWords(text[text.index(after: open)...].prefix { $0 != ")" }))
        return before.contains { if case .total = $0.kind { true } else { false } }
            && inside.contains { $0.kind == .tax } && inside.contains { $0.kind == .included }
    }

    /// The index in ``keyWords`` of the last total keyword.
    var totalKeywordIndex: Int? {
        Keywords.find(in: keyWords).last { if case .total = $0.kind { true } else { false } }?.at
    }

    /// Whether a tax phrase ends right before word `index` of ``keyWords``.
    func taxPhraseEnds(at index: Int) -> Bool {
        Keywords.find(in: keyWords).contains { $0.kind == .tax && $0.end == index }
    }

    /// The index in ``keyWords`` of the first keyword of `kind`.
    func keywordIndex(_ kind: KeywordKind) -> Int? {
        Keywords.find(in: keyWords).first { $0.kind == kind }?.at
    }
}

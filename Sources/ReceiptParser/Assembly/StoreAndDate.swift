/// The shop's name from the top of the receipt.
enum StoreAndDate {
    /// Company suffixes that mark a shop's name even among header words.
    static let companyWords: Set<String> = ["SDN", "BHD", "PT", "CV", "GMBH", "LTD", "INC", "LLC", "SL", "SA", "SRL", "SPA", "BV", "CO"]

    /// The first row near the top with three letters or more that is not an address, phone, date
    /// or keyword row; a row naming a company (`SDN BHD`, `GmbH`) wins over it.
    static func store(_ rows: [ScannedRow]) -> String? {
        let top = rows.prefix(6)
        if let company = top.first(where: { $0.keyWords.contains(where: companyWords.contains) && $0.letterCount >= 4 }) {
            return String(company.text.trimmed)
        }
        for row in top where row.letterCount >= 3 && !row.hasMetaPattern && !row.hasLongNumber {
            let role = RowRole.of(row)
            guard role == .plain, row.words.allSatisfy({ $0.number == nil }) else { continue }
            return String(row.text.trimmed)
        }
        return nil
    }
}

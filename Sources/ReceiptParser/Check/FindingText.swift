import SplitBillCore

/// The words of every finding the parser makes, in one place so that tests can pin them.
enum FindingText {
    /// `the currency was taken to be INR from `Rs`, which also stands for LKR, NPR and PKR, as no country is named; check the currency`.
    static func currencyGuessed(_ currency: Currency, sign: String) -> String {
        let family = CurrencyDetector.sharedSigns.first { $0.sign == sign }?.family ?? []
        let codes = family.subtracting([currency.code]).sorted()
        let others = listed(codes)
        return "the currency was taken to be \(currency.code) from `\(sign)`, which also stands for \(others), as no country is named; check the currency"
    }

    /// `the currency was taken to be EUR from the receipt's language (`MWST`), as no currency sign, code or country is printed;
    /// check the currency`.
    static func currencyFromLanguage(_ currency: Currency, word: String) -> String {
        "the currency was taken to be \(currency.code) from the receipt's language (`\(word)`), as no currency sign, code or country is printed; check the currency"
    }

    /// `the currency was taken to be USD from `$`, though the receipt's language (`Gracias`) is written where `$` also
    /// stands for pesos and other dollars; check the currency`.
    static func currencyDollarInLanguage(_ currency: Currency, word: String) -> String {
        "the currency was taken to be \(currency.code) from `$`, though the receipt's language (`\(word)`) is written where `$` also stands for pesos and other dollars; check the currency"
    }

    /// `the currency was taken to be MYR from `GST`, a tax that Singapore, Australia, New Zealand, India and Canada
    /// charge too, as no currency sign, code or country is printed; check the currency`.
    static func currencyFromTaxWord(_ currency: Currency, word: String) -> String {
        "the currency was taken to be \(currency.code) from `\(word)`, a tax that Singapore, Australia, New Zealand, India and Canada charge too, as no currency sign, code or country is printed; check the currency"
    }

    /// `the currency was taken to be SGD from `$` beside a GST, which is not charged in US dollars; Australia, New Zealand and
    /// Canada charge a GST in dollars too, and no country is named; check the currency`.
    static func currencyDollarWithGST(_ currency: Currency) -> String {
        "the currency was taken to be \(currency.code) from `$` beside a GST, which is not charged in US dollars; Australia, New Zealand and Canada charge a GST in dollars too, and no country is named; check the currency"
    }

    /// `the currency was taken to be SGD from a GST of 9%, the rate Singapore charges, as no country is named; check the currency`.
    static func currencyFromGSTRate(_ currency: Currency, rate: String) -> String {
        "the currency was taken to be \(currency.code) from a GST of \(rate)%, the rate \(rateCountry(currency)) charges, as no country is named; check the currency"
    }

    /// `the currency was taken to be ZAR from a VAT of 15%, the rate South Africa charges, as no currency or country is
    /// named; check the currency`.
    static func currencyFromVATRate(_ currency: Currency, rate: String) -> String {
        "the currency was taken to be \(currency.code) from a VAT of \(rate)%, the rate \(rateCountry(currency)) charges, as no currency or country is named; check the currency"
    }

    /// The country whose GST or VAT rate named `currency` (``CurrencyDetector/gstRateCountries``,
    /// ``CurrencyDetector/vatRateCountries``): `Singapore`, `the United Kingdom`; else the currency's code.
    static func rateCountry(_ currency: Currency) -> String {
        let countries = [
            "CAD": "Canada", "MYR": "Malaysia", "SGD": "Singapore", "AUD": "Australia", "NZD": "New Zealand",
            "GBP": "the United Kingdom", "EUR": "Ireland", "ZAR": "South Africa", "PHP": "the Philippines", "KES": "Kenya",
            "NGN": "Nigeria", "AED": "the United Arab Emirates",
        ]
        return countries[currency.code] ?? currency.code
    }

    /// `the currency was taken to be COP from `$` before whole amounts on a receipt in the language of `Efectivo`; `$` also
    /// stands for CLP and other pesos, and no country is named; check the currency`.
    static func currencyPesoInLanguage(_ currency: Currency, word: String) -> String {
        "the currency was taken to be \(currency.code) from `$` before whole amounts on a receipt in the language of `\(word)`; `$` also stands for CLP and other pesos, and no country is named; check the currency"
    }

    /// `the service of 9.04 is the sum of the charges 2.99 and 6.05, which the total holds`.
    static func chargesSummed(_ charges: [Money], sum: Money) -> String {
        "the service of \(sum.plainString) is the sum of the charges \(listed(charges.map(\.plainString))), which the total holds"
    }

    /// `the text has 2500 rows; only the first 2000 were read, as no receipt is longer`.
    static func rowsCut(count: Int, kept: Int) -> String {
        "the text has \(count) rows; only the first \(kept) were read, as no receipt is longer; check that this is a receipt"
    }

    /// `row 3 is longer than 400 characters; the rest of it was not read`.
    static func rowCut(row: Int, kept: Int) -> String {
        "row \(row) is longer than \(kept) characters; the rest of it was not read (a receipt's rows are short): check that this is a receipt"
    }

    static func currencyAssumed(_ currency: Currency) -> String {
        "no currency sign, code or country is printed; the amounts were taken to be \(currency.code), check the currency"
    }

    static func itemsVsSubtotal(items: Money, subtotal: Money, suspect: Int?) -> String {
        "items add up to \(items.plainString) but the subtotal says \(subtotal.plainString); " + advice(suspect: suspect, difference: subtotal - items)
    }

    static func itemsVsTotal(items: Money, total: Money, suspect: Int?) -> String {
        "items add up to \(items.plainString) but the total says \(total.plainString); " + advice(suspect: suspect, difference: total - items)
    }

    /// `subtotal 55.96 + tax 4.48 = 60.44, but the total says 60.45; check the total and the tax`.
    /// With the subtotal alone: `the subtotal says 31.90 but the total says 34.13: 2.23 more, and no tax,
    /// tip or service line adds it; check the total, or add the missing charge`.
    static func chain(_ chain: TotalChain, expected: Money, total: Money) -> String {
        if !chain.hasCharges {
            let gap = total - chain.base
            let ending = gap.isNegative
                ? "\(gap.magnitude.plainString) less, and no discount line takes it off; check the total, or add the missing discount"
                : "\(gap.plainString) more, and no tax, tip or service line adds it; check the total, or add the missing charge"
            return "\(chain.sumText(\.plainString)) but the total says \(total.plainString): " + ending
        }
        let names = chain.charges.map(\.rawValue)
        return "\(chain.text(\.plainString)) = \(expected.plainString), but the total says \(total.plainString); check the total and the "
            + names.joined(separator: ", ")
    }

    static func product(item: Int, quantity: ExactDecimal, unit: ExactDecimal, product: String, total: Money) -> String {
        "item \(item): \(quantity.description) × \(unit.description) = \(product), but the line total says \(total.plainString); check item \(item)"
    }

    static let noTotal = "no total was found; check the receipt's total and enter it"
    static let noItems = "no items were found; check that the whole receipt is in the picture"

    static func refund(totalLine: String) -> String {
        "the total and the tax are printed as money given back (\"\(totalLine)\"): this looks like a refund or return slip, not a bill; it was read as a bill would be, so check every amount before splitting it"
    }

    static func rescued(item: Int, name: String, amount: Money) -> String {
        "item \(item) (\"\(name)\", \(amount.plainString)) was read from a line that did not look like an item, because the items then add up; check item \(item)"
    }

    static func rescuedDiscount(item: Int, line: some StringProtocol, amount: Money) -> String {
        "the line \"\(line)\" was taken as a discount of \(amount.plainString) on item \(item), because the items then add up; check item \(item)"
    }

    static func dropped(line: String) -> String {
        "the line \"\(line)\" was not taken as an item, because the items add up without it"
    }

    static func repaired(item: Int?, printed: String, amount: Money) -> String {
        let whom = item.map { "item \($0): " } ?? ""
        return "\(whom)read \"\(printed)\" as \(amount.plainString), which the receipt's arithmetic confirms"
    }

    /// `read the 8 before 84.25, 80.50 as the dollar sign, which the receipt's arithmetic confirms`.
    static func eightsReadAsDollarSigns(_ printed: [String]) -> String {
        "read the 8 before \(printed.joined(separator: ", ")) as the dollar sign, which the receipt's arithmetic confirms"
    }

    /// `read each amount of the summary with the label one row above it, which the receipt's arithmetic confirms; check them`.
    static func summaryAmountsShifted(down: Bool) -> String {
        "read each amount of the summary with the label one row \(down ? "under" : "above") it, which the receipt's arithmetic confirms; check them"
    }

    /// `8.18, printed as a tax of 10% that the prices include, is the amount before that tax: the tax is 0.82 (9.00 less 8.18)`.
    static func includedTaxWasNet(printed: Money, rate: ExactDecimal, tax: Money) -> String {
        "\(printed.plainString), printed as a tax of \(rate)% that the prices include, is the amount before that tax: the tax is \(tax.plainString) (\((printed + tax).plainString) less \(printed.plainString))"
    }

    /// `8.58, printed beside the tax of 6% that the prices include, is more than that tax can be: the tax is the 0.52 printed`.
    static func includedTaxBase(printed: Money, rate: ExactDecimal, tax: Money) -> String {
        "\(printed.plainString), printed beside the tax of \(rate)% that the prices include, is more than that tax can be: the tax is the \(tax.plainString) printed"
    }

    /// `read the tax of 10% as 3.59, the total less the 35.91 printed beside it, which the rate confirms; 3.99 was printed, more
    /// than the rate allows; check the tax`.
    static func includedTaxFromBase(printed: Money, rate: ExactDecimal, base: Money, tax: Money) -> String {
        "read the tax of \(rate)% as \(tax.plainString), the total less the \(base.plainString) printed beside it, which the rate confirms; \(printed.plainString) was printed, more than the rate allows; check the tax"
    }

    /// `a tax of 10% that the prices include cannot be 8.18 on a bill of 9.00 (at most 0.82): it was left out; check the tax`.
    static func includedTaxTooLarge(printed: Money, rate: ExactDecimal, total: Money, most: Money) -> String {
        "a tax of \(rate)% that the prices include cannot be \(printed.plainString) on a bill of \(total.plainString) (at most \(most.plainString)): it was left out; check the tax"
    }

    /// `read "1 234,50" as one amount, its thousands grouped by a space, which the receipt's arithmetic confirms`;
    /// `read "1 234,50" and "1 237,00" as single amounts, their thousands grouped by a space, ...`.
    static func groupedBySpace(_ printed: [String]) -> String {
        let amounts = listed(printed.map { "\"\($0)\"" })
        let what = printed.count == 1 ? "one amount, its" : "single amounts, their"
        return "read \(amounts) as \(what) thousands grouped by a space, which the receipt's arithmetic confirms"
    }

    /// `a, b and c`.
    private static func listed(_ words: [String]) -> String {
        words.count > 1 ? words.dropLast().joined(separator: ", ") + " and " + words.last! : words.joined()
    }

    /// `read the first digit of 20.65 as the currency sign, which the receipt's arithmetic confirms`.
    static func signReadAsDigit(_ printed: String) -> String {
        "read the first digit of \(printed) as the currency sign, which the receipt's arithmetic confirms"
    }

    /// `item 3: read "24.98" as 25.98, one digit changed, as the subtotal needs (the total confirms it); check it`.
    static func itemDigitFromSubtotal(item: Int, printed: String, amount: Money) -> String {
        "item \(item): read \"\(printed)\" as \(amount.plainString), one digit changed, as the subtotal needs (the total confirms it); check it"
    }

    static func unreadPriceFromSubtotal(item: Int, printed: String, amount: Money) -> String {
        "item \(item): read \"\(printed)\" as \(amount.plainString), as the subtotal needs (the total confirms it); check it"
    }

    static func totalShifted(read: Money, change: Money, taken: Money) -> String {
        "the total line reads \(read.plainString), but with the change of \(change.plainString) that is the cash handed over; the subtotal and charges make \(taken.plainString), taken as the total"
    }

    static func totalFromPaymentAndLine(_ total: Money) -> String {
        "no total line was found; the total \(total.plainString) was taken from the payment, which another printed line agrees with; check it"
    }

    static func totalFromPayment(_ total: Money) -> String {
        "no total line was found; the total \(total.plainString) was taken from the payment, which the items confirm"
    }

    static func payment(paid: Money, change: Money, total: Money) -> String {
        "paid \(paid.plainString) - change \(change.plainString) = \((paid - change).plainString), but the total says \(total.plainString); check the total"
    }

    static func totalRepaired(read: Money, taken: Money) -> String {
        "the total was read as \(read.plainString), but the subtotal and charges make \(taken.plainString), which the receipt confirms; \(taken.plainString) is taken as the total, check it"
    }

    /// `a tax of 7699.23 is more than the subtotal or any total printed (63.80), so it was misread; it is left out`.
    static func taxAboveTotal(tax: Money, largest: Money) -> String {
        "a tax of \(tax.plainString) is more than the subtotal or any total printed (\(largest.plainString)), so it was misread; it is left out"
    }

    /// `the total was read as 864279.70, but 64279.70 was paid: the 8 in front is the currency sign misread; 64279.70 is taken as the total, check it`.
    static func totalSignReadAsDigit(read: Money, taken: Money) -> String {
        let digit = read.plainString.first.map(String.init) ?? ""
        return "the total was read as \(read.plainString), but \(taken.plainString) was paid: the \(digit) in front is the currency sign misread; \(taken.plainString) is taken as the total, check it"
    }

    /// `no total line was found; the payment less the change, 16.10, is taken as the total, though the items and charges do not make it; check it`.
    static func totalFromPaymentAlone(_ amount: Money) -> String {
        "no total line was found; the payment less the change, \(amount.plainString), is taken as the total, though the items and charges do not make it; check it"
    }

    /// `the amounts 11.05 and 139.05 printed alone under the subtotal were read as the tax and the total (the total line says 39.05); check them`.
    static func looseChargeAndTotal(charge: Money, total: Money, read: Money?) -> String {
        "the amounts \(charge.plainString) and \(total.plainString) printed alone under the subtotal were read as the tax and the total"
            + (read.map { " (the total line says \($0.plainString))" } ?? "") + "; check them"
    }

    /// `"Sales:" 1.16 was read as the tax, as the subtotal and it make the total; check it`.
    static func chargeFromWeakTotal(label: String, amount: Money) -> String {
        "\"\(label)\" \(amount.plainString) was read as the tax, as the subtotal and it make the total; check it"
    }

    /// `the total was read as 11.00, but the payment less the change makes 71.00, one digit away; 71.00 is taken as the total, check it`.
    static func totalRepairedByPayment(read: Money, taken: Money) -> String {
        "the total was read as \(read.plainString), but the payment less the change makes \(taken.plainString), one digit away; \(taken.plainString) is taken as the total, check it"
    }

    static func totalLastDigitFromPayment(printed: String, taken: Money) -> String {
        "the total was read as \(printed), its last digit lost; the payment less the change makes \(taken.plainString), which is taken as the total, check it"
    }

    static func totalGuessed(_ total: Money) -> String {
        "no total line was found; the largest amount, \(total.plainString), is taken as the total; check it"
    }

    static func totalReadInPart(read: Money, taken: Money, belowSubtotal: Bool) -> String {
        let why = belowSubtotal ? "a total cannot be below the subtotal it adds to" : "the reading looks like part of it"
        return "the total was read as \(read.plainString), but the subtotal and charges make \(taken.plainString) and \(why); \(taken.plainString) is taken as the total, check it"
    }

    static func totalComputed(_ total: Money) -> String {
        "no total line was found; the subtotal and the charges printed make \(total.plainString), which is taken as the total; check it"
    }

    static func totalFromSubtotal(_ total: Money) -> String {
        "no total line was found; the subtotal \(total.plainString) is taken as the total, as nothing is added to it"
    }

    private static func advice(suspect: Int?, difference: Money) -> String {
        if let suspect { return "check item \(suspect)" }
        return difference.isPositive ? "an item may be missing" : "a line may have been taken for an item"
    }
}

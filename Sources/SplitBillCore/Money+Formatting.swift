extension Money {
    /// The amount as a plain decimal with a dot and the currency's decimals, no sign or grouping:
    /// `1234.50`, `-3.00`, `1500` (JPY). This is the form bill files and JSON output use.
    public var plainString: String { decimalValue.description }

    /// The amount as a person of the currency's country writes it: `$1,234.50`, `1.234,50 €`,
    /// `Rp 1.500.000`, `-3,00 €`.
    public var formatted: String {
        let style = currency.style
        let number = formattedNumber
        let symbol = currency.symbol
        let space = style.spaced ? " " : ""
        let body = style.symbolFirst ? symbol + space + number : number + space + symbol
        return minorUnits < 0 ? "-" + body : body
    }

    /// The magnitude grouped and with the decimal mark of the currency's country, no sign:
    /// `1,234.50` for USD, `1.234,50` for EUR.
    public var formattedNumber: String {
        let style = currency.style
        let plain = magnitude.plainString
        let parts = plain.split(separator: ".", maxSplits: 1)
        let integer = String(parts[0])
        var grouped = ""
        for (i, c) in integer.enumerated() {
            if i > 0, (integer.count - i) % 3 == 0 { grouped.append(style.groupingMark) }
            grouped.append(c)
        }
        if parts.count == 2 { grouped += String(style.decimalMark) + parts[1] }
        return grouped
    }
}

extension Money: CustomStringConvertible {
    /// The plain amount and the code: `12.50 EUR`.
    public var description: String { "\(plainString) \(currency.code)" }
}

import SplitBillCore

func splitBillCore() throws {
    let price = try Money(parsing: "1.234,56 €", currency: .eur)
    let fee = try Money(parsing: "0,44", currency: .eur)
    print((price + fee).formatted, (price + fee).minorUnits)  // 1.235,00 € 123500
    print(Currency(code: "KWD")!.minorUnitDigits)  // 3
}

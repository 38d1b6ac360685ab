import BillSplitter
import SplitBillCore
import Testing

/// How a bill file's amounts are read: JSON numbers as plain decimals, text as people write amounts,
/// and unit prices with more decimals than the currency.
@Suite("Bill file amounts")
struct BillFileAmountTests {
    func bill(_ json: String) throws -> BillFile {
        try BillFile(json: try JSONValue(parsing: json))
    }

    @Test("a JSON number is plain decimal notation: 1.250 is one and a quarter in every currency")
    func jsonNumbers() throws {
        let eur = try bill(#"{"currency":"EUR","items":[{"name":"Wine","total":1.250}],"total":1.25}"#)
        #expect(eur.receipt.items[0].total == Money(minorUnits: 125, currency: .eur))
        #expect(eur.receipt.total == Money(minorUnits: 125, currency: .eur))
        // In a currency without decimals it has one too many, whatever the text would group.
        #expect(throws: BillFileError.self) { try bill(#"{"currency":"JPY","items":[{"name":"Tea","total":1.500}]}"#) }
        // The same digits as text are read as people write them: grouped thousands in euros and yen.
        let text = try bill(#"{"currency":"EUR","items":[{"name":"Wine","total":"1.250"}]}"#)
        #expect(text.receipt.items[0].total == Money(minorUnits: 125_000, currency: .eur))
    }

    @Test("a fuel price per litre: the line total settles it, and without one the product is rounded as a till does")
    func fuelUnitPrice() throws {
        let priced = try bill(#"{"currency":"EUR","items":[{"name":"Diesel","quantity":"10.123","unitPrice":"1.799","total":"18.21"}]}"#)
        #expect(priced.receipt.items[0].unitPrice == ExactDecimal("1.799"))
        #expect(!ReceiptCheck(priced.receipt).findings.contains { $0.item == 1 })  // 18.211277 printed 18.21
        let unpriced = try bill(#"{"currency":"EUR","items":[{"name":"Diesel","quantity":"2","unitPrice":"1.799"}]}"#)
        #expect(unpriced.receipt.items[0].total == Money(minorUnits: 360, currency: .eur))
        let grouped = try bill(#"{"currency":"EUR","items":[{"name":"Bike","quantity":"2","unitPrice":"1.799","total":"3.598,00"}]}"#)
        #expect(grouped.receipt.items[0].unitPrice == ExactDecimal(1799))
        // Written back by scan, the price reads the same.
        let written = JSONValue.object(unpriced.receipt.jsonObject).serialized()
        #expect(try bill(written).receipt.items[0].unitPrice == ExactDecimal("1.799"))
    }
}

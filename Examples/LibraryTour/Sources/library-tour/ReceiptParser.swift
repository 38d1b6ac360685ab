import ReceiptParser

func receiptParser() throws {
    let parsed = ReceiptParser().parse(text: """
        CAFE LUNA
        Coffee  2 x 3.50     7.00
        Bagel                4.25
        TOTAL               11.25
        """)
    for item in parsed.receipt.items { print(item.name, item.total.formatted) }  // Coffee $7.00, Bagel $4.25
    print(parsed.receipt.total?.formatted ?? "no total", parsed.isVerified)  // $11.25 true
}

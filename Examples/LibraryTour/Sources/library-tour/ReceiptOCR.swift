import ReceiptOCR

func receiptOCR() throws {
    // OCRProcess.ensureSingleThreadedOpenMP() first thing in main: one OpenMP thread reads fastest.
    let reading = try ReceiptReader().read(path: "sroie-002.jpg")
    for row in reading.rows.prefix(3) { print(row.text) }
    print(reading.rows.count, "rows, confidence", Int(reading.confidence))
}

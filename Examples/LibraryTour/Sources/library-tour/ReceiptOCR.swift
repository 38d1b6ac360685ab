import ReceiptOCR

func receiptOCR() throws {
    // Run with OMP_THREAD_LIMIT=1 (OCRProcess.isThreadLimitSet says whether it is): one OpenMP thread reads fastest.
    let reading = try ReceiptReader().read(path: "sroie-002.jpg")
    for row in reading.rows.prefix(3) { print(row.text) }
    print(reading.rows.count, "rows, confidence", Int(reading.confidence))
}

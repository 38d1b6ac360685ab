import Foundation
import ReceiptOCR

// Each function is one of the README's examples, word for word between its first and last line.
OCRProcess.ensureSingleThreadedOpenMP()  // Tesseract reads several times faster on one OpenMP thread
FileManager.default.changeCurrentDirectoryPath(URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../../SampleReceipts").standardized.path)
for (name, example) in [("SplitBillCore", splitBillCore), ("BillSplitter", billSplitter), ("ReceiptParser", receiptParser),
                        ("SplitBillStore", splitBillStore), ("SettleUp", settleUp), ("ReceiptOCR", receiptOCR),
                        ("ReceiptScanning", receiptScanning)] as [(String, () throws -> Void)] {
    print("== \(name)")
    try example()
}

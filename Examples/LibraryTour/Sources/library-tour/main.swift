import Foundation
import ReceiptOCR

// Each function is one of the README's examples, word for word between its first and last line.
// Tesseract reads several times faster on one OpenMP thread: run with OMP_THREAD_LIMIT=1.
if !OCRProcess.isThreadLimitSet { FileHandle.standardError.write(Data("library-tour: OMP_THREAD_LIMIT=1 reads photos faster\n".utf8)) }
FileManager.default.changeCurrentDirectoryPath(URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../../SampleReceipts").standardized.path)
for (name, example) in [("SplitBillCore", splitBillCore), ("BillSplitter", billSplitter), ("ReceiptParser", receiptParser),
                        ("SplitBillStore", splitBillStore), ("SettleUp", settleUp), ("ReceiptOCR", receiptOCR),
                        ("ReceiptScanning", receiptScanning)] as [(String, () throws -> Void)] {
    print("== \(name)")
    try example()
}

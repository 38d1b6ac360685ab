import Foundation

/// Which recognition model reads English: splitbill's own, trained for receipts, or the system's.
///
/// The receipt model replaces Tesseract's `eng` only: `eng+spa` reads English with the receipt model
/// and Spanish with the system's `spa`. Its training recipe and held-out evaluation are in `Training/`.
public enum RecognitionModel: String, Sendable, CaseIterable {
    /// splitbill's model, fine-tuned from Tesseract's English on receipt lines: real scanned receipts,
    /// the same degraded like phone photos, and receipt text drawn in receipt fonts, with the accented
    /// letters and signs European receipts print (`é è ñ ü ö ä ß ç`, `€ £`).
    case receipt
    /// The system's Tesseract data as installed (Debian's `tesseract-ocr-eng`).
    case stock

    /// The environment variable that names a receipt model file to use instead of the installed one.
    public static let fileVariable = "SPLITBILL_MODEL"

    /// The file name of the receipt model, as Tesseract looks for English.
    public static let fileName = "eng.traineddata"

    /// Where the receipt model is looked for, in order: the file `SPLITBILL_MODEL` names; beside an
    /// installed command, `../share/splitbill/eng.traineddata`; beside a built one (and a test runner or
    /// any program linking ReceiptOCR), the package's resource folder
    /// `splitbill_ReceiptOCR.resources/tessdata/eng.traineddata`.
    public static func receiptModelCandidates() -> [String] {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment[fileVariable], !path.isEmpty {
            candidates.append(path)
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let bin = executable.deletingLastPathComponent()
            candidates.append(bin.deletingLastPathComponent().appendingPathComponent("share/splitbill/" + fileName).path)
            candidates.append(bin.appendingPathComponent("splitbill_ReceiptOCR.resources/tessdata/" + fileName).path)
        }
        return candidates
    }

    /// The receipt model's file: the first of ``receiptModelCandidates()`` that exists, checked to be
    /// whole (see ``checkTrainedData(at:)``).
    ///
    /// - Throws: ``ReceiptOCRError/receiptModelMissing(searched:)`` when none exists (or the file
    ///   `SPLITBILL_MODEL` names does not), ``ReceiptOCRError/receiptModelDamaged(path:reason:)`` when the
    ///   file found is not a whole `.traineddata` file.
    public static func receiptModelFile() throws(ReceiptOCRError) -> String {
        let candidates = receiptModelCandidates()
        let named = ProcessInfo.processInfo.environment[fileVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let named, !FileManager.default.fileExists(atPath: named) {
            throw .receiptModelMissing(searched: [named])
        }
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw .receiptModelMissing(searched: candidates)
        }
        try checkTrainedData(at: path)
        return path
    }

    /// Checks that the file at `path` is a whole Tesseract `.traineddata` file with a recognition network:
    /// its table of parts is in range and every part lies inside the file. Reads the table only.
    public static func checkTrainedData(at path: String) throws(ReceiptOCRError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .receiptModelDamaged(path: path, reason: "it cannot be opened")
        }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        try? handle.seek(toOffset: 0)
        let header = (try? handle.read(upToCount: 4 + 8 * 64)) ?? Data()
        guard header.count >= 4 else { throw .receiptModelDamaged(path: path, reason: "it is too short to be a model") }
        let count = Int(UInt32(littleEndian: header.prefix(4).withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        guard (1...64).contains(count), header.count >= 4 + 8 * count else {
            throw .receiptModelDamaged(path: path, reason: "its table of parts is not a Tesseract model's")
        }
        let tableEnd = UInt64(4 + 8 * count)
        var offsets: [UInt64] = []
        for i in 0..<count {
            let start = header.startIndex + 4 + 8 * i
            let value = Int64(littleEndian: header[start..<start + 8].withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })
            if value == -1 { continue }
            guard value >= 0, UInt64(value) >= tableEnd, UInt64(value) < size else {
                throw .receiptModelDamaged(path: path, reason: "a part lies outside the file (it is cut short)")
            }
            offsets.append(UInt64(value))
        }
        // Part 17 is the LSTM network, the one part recognition cannot do without.
        let lstmIndex = 17
        guard count > lstmIndex else { throw .receiptModelDamaged(path: path, reason: "it has no recognition network") }
        let start = header.startIndex + 4 + 8 * lstmIndex
        let lstm = Int64(littleEndian: header[start..<start + 8].withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })
        guard lstm >= 0 else { throw .receiptModelDamaged(path: path, reason: "it has no recognition network") }
        if offsets != offsets.sorted() {
            throw .receiptModelDamaged(path: path, reason: "its table of parts is out of order")
        }
    }
}

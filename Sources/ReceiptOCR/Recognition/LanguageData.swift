import Foundation

/// The folder Tesseract is started with: the system's language data, or, with the receipt model, a
/// folder where `eng` is the receipt model and every other language the system's.
///
/// Tesseract takes one data folder for all the languages of an engine. When English is read with the
/// receipt model and nothing else, that folder is the model's own. When other languages come with it
/// (`eng+spa`), a private temporary folder is made that links `eng.traineddata` to the receipt model and
/// each other language to the system's file; it is removed when this value's owner (the engine) ends.
final class LanguageData {
    /// The folder to give Tesseract.
    let directory: String
    /// The receipt model's file, when English is read with it.
    let receiptModel: String?
    /// A temporary folder this value made and removes.
    private let temporary: String?

    /// The data folder for `codes` read with `model`, with the system's languages from
    /// `systemDirectory` (found automatically when nil).
    ///
    /// - Throws: ``ReceiptOCRError`` when the receipt model or a language's data is missing, or the
    ///   temporary folder cannot be made.
    init(codes: [String], model: RecognitionModel, systemDirectory: String?) throws(ReceiptOCRError) {
        guard model == .receipt, codes.contains("eng") else {
            let directory = try Self.system(systemDirectory)
            try Self.checkPresent(codes, in: directory)
            self.directory = directory
            self.receiptModel = nil
            self.temporary = nil
            return
        }
        let file = try RecognitionModel.receiptModelFile()
        let others = codes.filter { $0 != "eng" }
        let modelFolder = (file as NSString).deletingLastPathComponent
        if others.isEmpty && (file as NSString).lastPathComponent == RecognitionModel.fileName {
            self.directory = modelFolder
            self.receiptModel = file
            self.temporary = nil
            return
        }
        let system = try Self.system(systemDirectory)
        try Self.checkPresent(others, in: system)
        var template = Array((NSTemporaryDirectory() + "/splitbill-tessdata-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .cannotWrite(path: NSTemporaryDirectory(), reason: String(cString: strerror(errno)))
        }
        let folder = String(cString: made)
        do {
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: folder + "/eng.traineddata", withDestinationPath: file)
            for code in others {
                try manager.createSymbolicLink(atPath: folder + "/\(code).traineddata",
                                               withDestinationPath: system + "/\(code).traineddata")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw .cannotWrite(path: folder, reason: error.localizedDescription)
        }
        self.directory = folder
        self.receiptModel = file
        self.temporary = folder
    }

    deinit {
        if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
    }

    private static func system(_ given: String?) throws(ReceiptOCRError) -> String {
        if let given { return given }
        return try Tessdata.locate()
    }

    private static func checkPresent(_ codes: [String], in directory: String) throws(ReceiptOCRError) {
        if let code = Tessdata.firstMissing(codes, in: directory) {
            throw .languageDataMissing(language: code, package: Tessdata.debianPackage(for: code), directory: directory)
        }
    }
}

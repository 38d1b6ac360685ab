import Foundation
import TestSupport
import Testing

@testable import ReceiptOCR

/// splitbill's receipt model: found beside the build, checked before Tesseract loads it, combined with
/// the system's other languages, and replaced by the system's model on request. Real Tesseract.
@Suite(.serialized)
struct RecognitionModelTests {
    /// A scratch folder, removed when the tests end.
    private static func scratch() throws -> String {
        try TemporaryFolders.make(prefix: "splitbill-model-test").path
    }

    @Test func theReceiptModelShipsWithTheBuildAndIsWhole() throws {
        let file = try RecognitionModel.receiptModelFile()
        #expect(file.hasSuffix("/tessdata/eng.traineddata"))
        try RecognitionModel.checkTrainedData(at: file)
        // It is not the system's model: it reads the letters European receipts print, which Debian's `eng` lacks.
        let system = try Tessdata.locate() + "/eng.traineddata"
        let ours = try Data(contentsOf: URL(fileURLWithPath: file))
        let theirs = try Data(contentsOf: URL(fileURLWithPath: system))
        #expect(ours != theirs)
        for letter in ["ñ", "ü", "ß", "ç", "è"] {
            #expect(ours.range(of: Data((letter + " ").utf8)) != nil, "the model's characters lack \(letter)")
        }
    }

    @Test func eachEngineSaysWhichModelReadsEnglish() throws {
        let receipt = try TesseractEngine(model: .receipt)
        #expect(receipt.model == .receipt)
        #expect(receipt.receiptModelFile == receipt.dataDirectory + "/eng.traineddata")
        let stock = try TesseractEngine()
        #expect(stock.model == .stock && stock.receiptModelFile == nil)
        #expect(stock.dataDirectory == (try Tessdata.locate()))
    }

    @Test func otherLanguagesComeFromTheSystemBesideTheReceiptModel() throws {
        var folder = ""
        do {
            let engine = try TesseractEngine(languages: "eng+spa", model: .receipt)
            folder = engine.dataDirectory
            let english = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/eng.traineddata")
            let spanish = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/spa.traineddata")
            #expect(english == engine.receiptModelFile)
            #expect(spanish == (try Tessdata.locate()) + "/spa.traineddata")
        }
        // The folder of links lives as long as its engine.
        #expect(!folder.isEmpty && !FileManager.default.fileExists(atPath: folder))
    }

    @Test func aModelCutShortIsNamedNotLoaded() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let whole = try Data(contentsOf: URL(fileURLWithPath: try RecognitionModel.receiptModelFile()))
        let cut = folder + "/eng.traineddata"
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut))
        #expect(throws: ReceiptOCRError.receiptModelDamaged(path: cut, reason: "a part lies outside the file (it is cut short)")) {
            try RecognitionModel.checkTrainedData(at: cut)
        }
        let junk = folder + "/junk.traineddata"
        try Data("not a model at all".utf8).write(to: URL(fileURLWithPath: junk))
        #expect(throws: ReceiptOCRError.receiptModelDamaged(path: junk, reason: "its table of parts is not a Tesseract model's")) {
            try RecognitionModel.checkTrainedData(at: junk)
        }
        let empty = folder + "/empty.traineddata"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: ReceiptOCRError.receiptModelDamaged(path: empty, reason: "it is too short to be a model")) {
            try RecognitionModel.checkTrainedData(at: empty)
        }
    }

    @Test func theMessagesNameTheFileAndTheWayOut() {
        let missingError = ReceiptOCRError.receiptModelMissing(searched: ["/opt/x/eng.traineddata"])
        let missing = missingError.description
        #expect(missing.contains("/opt/x/eng.traineddata") && missing.contains("SPLITBILL_MODEL"))
        #expect(missing.hasSuffix("or read with the system's model.") && !missing.contains("--"))
        let damagedError = ReceiptOCRError.receiptModelDamaged(path: "/opt/x/eng.traineddata", reason: "it is cut short")
        #expect(damagedError.description.hasPrefix("/opt/x/eng.traineddata: ") && damagedError.description.hasSuffix("or read with the system's model."))
        // The way out a command words as a flag is a value.
        #expect(missingError.remedies == [.useSystemModel] && damagedError.remedies == [.useSystemModel])
        #expect(ReceiptOCRError.fileNotFound(path: "a.jpg").remedies.isEmpty)
    }
}

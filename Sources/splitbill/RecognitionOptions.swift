import ArgumentParser
import ReceiptOCR

/// How photos are read: the options `scan` and `split` share.
struct RecognitionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Tesseract language(s) for photos, joined by + (default: the lang setting, else eng).", valueName: "codes"))
    var lang: String?

    @Option(help: ArgumentHelp(
        "Which model reads English: receipt (splitbill's receipt model, then the system's where that reading has no total line), auto (the system's first, then the receipt model) or stock (the system's alone) (default: the model setting, else receipt).",
        valueName: "name"))
    var model: String?

    /// The choices of `--model` and of the `model` setting.
    static let modelChoices = ModelChoice.allCases.map(\.rawValue)

    func validate() throws {
        try reportingErrors {
            if let lang {
                do throws(ReceiptOCRError) { _ = try Tessdata.languageCodes(lang) } catch { throw CommandError("--lang: " + error.advice, .usage) }
            }
            if let model, !Self.modelChoices.contains(model) {
                throw CommandError("--model: \"\(model)\" is not a model; use auto, receipt or stock", .usage)
            }
        }
    }

    /// The `--model` choice, when given.
    var modelChoice: ModelChoice? { model.flatMap(ModelChoice.init(rawValue:)) }
}

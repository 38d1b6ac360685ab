import ArgumentParser
import ReceiptOCR

/// How photos are read: the options `scan` and `split` share.
struct RecognitionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Tesseract language(s) for photos, joined by + (default: the lang setting, else eng).", valueName: "codes"))
    var lang: String?

    @Option(help: ArgumentHelp(
        "The model that reads English: receipt (splitbill's, trained for receipts) or stock (the system's) (default: the model setting, else receipt).",
        valueName: "name"))
    var model: String?

    func validate() throws {
        if let model, RecognitionModel(rawValue: model) == nil {
            throw ValidationError("--model: \"\(model)\" is not a model; use receipt or stock")
        }
    }
}

import ArgumentParser
import ReceiptOCR

/// How photos are read: the options `scan` and `split` share.
struct RecognitionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Tesseract language(s) for photos, joined by + (default: the lang setting, else eng).", valueName: "codes"))
    var lang: String?

    @Option(help: ArgumentHelp(
        "Which model reads English: auto (the system's, then splitbill's receipt model where that reading has no total line), receipt (the receipt model, then the system's) or stock (the system's alone) (default: the model setting, else auto).",
        valueName: "name"))
    var model: String?

    /// The choices of `--model` and of the `model` setting.
    static let modelChoices = ["auto", "receipt", "stock"]

    func validate() throws {
        if let model, !Self.modelChoices.contains(model) {
            throw ValidationError("--model: \"\(model)\" is not a model; use auto, receipt or stock")
        }
    }

    /// Sets the models of `options` for a `--model` (or `model` setting) value: which model reads first,
    /// and which reads again a photo whose first reading the judge finds doubtful (no total line).
    static func apply(_ choice: String, to options: inout ReadOptions) {
        switch choice {
        case "receipt": (options.model, options.secondModel) = (.receipt, .stock)
        case "stock": (options.model, options.secondModel) = (.stock, nil)
        default: (options.model, options.secondModel) = (.stock, .receipt)
        }
    }
}

import Foundation
import ArgumentParser
import SplitBillCore

/// `--force`: the one way to replace a file that exists (`scan`, `split`, `show`, `balance`, `settle`).
struct ForceOption: ParsableArguments {
    @Flag(help: "Replace output files that already exist (without it, an existing file is an error, exit 73).")
    var force = false
}

/// `--format`, `--output` and `--force` of the commands that print a split or a settlement.
struct OutputOptions: ParsableArguments {
    @Option(help: "The output: text (a message to paste into a chat), markdown, json or csv (default: the format setting, else text).")
    var format: SplitFormat?

    @Option(help: ArgumentHelp("Write the output to this file instead of the terminal.", valueName: "file"))
    var output: String?

    @OptionGroup var replace: ForceOption

    /// The output format: the flag's, else the `format` setting's, else text.
    func chosenFormat(_ settings: Settings? = nil) throws(CommandError) -> SplitFormat {
        if let format { return format }
        let loaded: Settings
        if let settings { loaded = settings } else { loaded = try Settings.load() }
        return loaded["format"].flatMap(SplitFormat.init(rawValue:)) ?? .text
    }

    /// Prints `text`, or writes it to `--output` (never over one of `inputs`, the files the command read).
    func emit(_ text: String, inputs: [String] = []) throws(CommandError) {
        if let output {
            try FileIO.write(text, to: output, force: replace.force, inputs: inputs)
        } else {
            print(text, terminator: "")
            // All of it out before anything slower (saving the bill) runs, or a kill leaves it cut mid-row.
            fflush(nil)
        }
    }
}

/// `--currency` of `scan` and `split`: the currency to read a receipt's amounts in.
struct CurrencyOption: ParsableArguments {
    @Option(help: ArgumentHelp("The currency code (EUR, USD, JPY...), when the receipt does not show it or shows it wrong.", valueName: "code"))
    var currency: String?

    func validate() throws {
        try reportingErrors { _ = try given() }
    }

    /// The currency given, if any.
    func given() throws(CommandError) -> Currency? {
        try currency.map { code throws(CommandError) in try Currency.named(code, from: "--currency", status: .usage) }
    }
}

import ArgumentParser
import Foundation
import SplitBillCore

/// `splitbill scan`: reads receipts and prints what is on them.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read receipts and print their rows, items and totals.",
        discussion: """
            A .txt input is a receipt's text, one printed row per line.

            Examples:
              splitbill scan receipt.txt
              splitbill scan receipt.txt --format json > bill.json
              splitbill scan a.txt b.txt --output-dir bills/
            """
    )

    @Argument(help: ArgumentHelp("The receipts to read (.txt).", valueName: "input"))
    var inputs: [String]

    @Option(help: "The output: text (rows and items) or json (a bill file that splitbill split reads).")
    var format: ScanFormat = .text

    @Option(help: ArgumentHelp("Write one <name>.json (or .txt) per input into this folder instead of printing.", valueName: "dir"))
    var outputDir: String?

    @Option(help: ArgumentHelp("The currency code, when the receipt does not show it.", valueName: "code"))
    var currency: String?

    @Flag(help: "Replace files in --output-dir that already exist.")
    var force = false

    func run() throws {
        try reportingErrors {
            var currencyOverride: Currency?
            if let currency {
                guard let c = Currency(code: currency) else {
                    throw CommandError("--currency: unknown currency \"\(currency)\"; use a three-letter code such as EUR or USD", .usage)
                }
                currencyOverride = c
            }
            if let outputDir {
                var isFolder: ObjCBool = false
                if !FileManager.default.fileExists(atPath: outputDir, isDirectory: &isFolder) {
                    do { try FileManager.default.createDirectory(atPath: outputDir, withIntermediateDirectories: true) } catch {
                        throw CommandError("cannot create the folder \(outputDir): \(error.localizedDescription)", .cannotCreate)
                    }
                } else if !isFolder.boolValue {
                    throw CommandError("\(outputDir) is a file; --output-dir needs a folder", .cannotCreate)
                }
            }
            var failures: [CommandError] = []
            for input in inputs {
                do {
                    let rows = try ScanInput.rows(of: input)
                    let receipt = ScanInput.receipt(from: rows, currency: currencyOverride)
                    let text: String
                    switch format {
                    case .text: text = ScanInput.textReport(rows: rows, receipt: receipt)
                    case .json: text = ScanInput.json(rows: rows, receipt: receipt).serialized() + "\n"
                    }
                    if let outputDir {
                        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
                        let path = URL(fileURLWithPath: outputDir).appendingPathComponent(name + (format == .json ? ".json" : ".txt")).path
                        try FileIO.write(text, to: path, force: force)
                    } else {
                        if inputs.count > 1, format == .text { print("== \(input)") }
                        print(text, terminator: "")
                    }
                } catch let error as CommandError {
                    if inputs.count == 1 { throw error }
                    StandardError.write("Error: \(error.message) (skipped)\n")
                    failures.append(error)
                }
            }
            if !failures.isEmpty {
                throw CommandError("\(failures.count) of \(inputs.count) inputs could not be read", .failure)
            }
        }
    }
}

/// The output formats of `scan`.
enum ScanFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The stages of `scan` for one input.
enum ScanInput {
    /// The printed rows of one input. A `.txt` file gives one row per non-empty line.
    static func rows(of path: String) throws(CommandError) -> [RecognizedRow] {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard ext == "txt" else {
            throw CommandError("\(path): reading photos is not available in this build; give the receipt's text as a .txt file", .dataError)
        }
        let data = try FileIO.read(path, what: "receipt text", limit: 5_000_000)
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("\(path) is not UTF-8 text; save it as UTF-8", .dataError)
        }
        return text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            .filter { !$0.allSatisfy(\.isWhitespace) }
            .map { RecognizedRow(text: String($0)) }
    }

    /// The receipt the rows describe. Until a parser is wired in, a receipt with no items.
    static func receipt(from rows: [RecognizedRow], currency: Currency?) -> Receipt {
        Receipt(currency: currency ?? .usd, items: [],
                findings: [Finding(.warning, "this build has no receipt parser; the items were not read")])
    }

    /// The rows, then the numbered items and totals.
    static func textReport(rows: [RecognizedRow], receipt: Receipt) -> String {
        var out = rows.map(\.text).joined(separator: "\n") + "\n"
        for finding in receipt.findings { out += "\(finding)\n" }
        return out
    }

    /// The bill file of the receipt, with the rows under `lines`.
    static func json(rows: [RecognizedRow], receipt: Receipt) -> JSONValue {
        var o = receipt.jsonObject
        o["lines"] = .array(rows.map(\.jsonValue))
        return .object(o)
    }
}

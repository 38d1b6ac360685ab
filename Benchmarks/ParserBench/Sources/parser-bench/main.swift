import Foundation
import ReceiptParser
import SplitBillCore

// parser-bench CORPUS_DIR OUT_DIR [--ocr-text DIR] [--currency CODE] [--total-source] [--without RULE,RULE...]
// parser-bench --rules
//
// For each record of CORPUS_DIR/truth.jsonl, reads its text (the record's `lines`, or with
// --ocr-text the file DIR/<id>.txt), parses it and writes OUT_DIR/<id>.json in the bill-file shape
// (with --total-source, also where the total came from: printed, payment, subtotal, computed,
// largestAmount or none). --without leaves the named item rules and total strategies out
// (ReceiptParser.Options.omittedRules), for measuring what each contributes (tools/ablate.py);
// --rules prints their names, one a line, in the order the parser tries them.
// Prints how many receipts were read, how many verified, and the time taken.

var args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in args: inout [String]) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    let value = args[i + 1]
    args.removeSubrange(i...(i + 1))
    return value
}
if let file = option("--explain", in: &args) {
    // parser-bench --explain FILE: how each row of one text file is read.
    let text = (try? String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)) ?? ""
    print(ReceiptParser().parse(text: text).trace.text, terminator: "")
    let parsed = ReceiptParser().parse(text: text)
    print(JSONValue.object(parsed.jsonObject()).serialized())
    exit(0)
}
if args == ["--rules"] {
    print(ReceiptParser.ruleNames.joined(separator: "\n"))
    exit(0)
}
let ocrDir = option("--ocr-text", in: &args)
let without = option("--without", in: &args).map { Set($0.split(separator: ",").map(String.init)) } ?? []
if let unknown = without.subtracting(ReceiptParser.ruleNames).first {
    FileHandle.standardError.write("parser-bench: no rule is named \(unknown) (parser-bench --rules lists them)\n".data(using: .utf8)!)
    exit(2)
}
let currencyCode = option("--currency", in: &args)
let withSource = args.contains("--total-source")
args.removeAll { $0 == "--total-source" }
guard args.count == 2 else {
    FileHandle.standardError.write("usage: parser-bench CORPUS_DIR OUT_DIR [--ocr-text DIR] [--currency CODE] [--total-source] [--without RULE,...]\n".data(using: .utf8)!)
    exit(2)
}
let corpus = URL(fileURLWithPath: args[0])
let out = URL(fileURLWithPath: args[1])
try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
let truth = try String(contentsOf: corpus.appendingPathComponent("truth.jsonl"), encoding: .utf8)
var options = ReceiptParser.Options()
if let code = currencyCode { options.currency = Currency(code: code) }
options.omittedRules = without
let parser = ReceiptParser(options: options)

var count = 0, verified = 0, missing = 0
let start = Date()
for line in truth.split(separator: "\n") where !line.isEmpty {
    guard case .object(let record) = try JSONValue(parsing: String(line)), case .string(let id)? = record["id"] else { continue }
    var text: String?
    if let ocrDir {
        text = try? String(contentsOf: URL(fileURLWithPath: ocrDir).appendingPathComponent(id + ".txt"), encoding: .utf8)
    } else if case .array(let lines)? = record["lines"] {
        text = lines.compactMap { if case .string(let s) = $0 { s } else { nil } }.joined(separator: "\n")
    }
    guard let text else {
        missing += 1
        continue
    }
    let parsed = parser.parse(text: text)
    count += 1
    if parsed.isVerified { verified += 1 }
    var object = parsed.jsonObject()
    if withSource { object["totalSource"] = .string("\(parsed.totalSource)") }
    let json = JSONValue.object(object).serialized()
    try json.write(to: out.appendingPathComponent(id + ".json"), atomically: true, encoding: .utf8)
}
let seconds = Date().timeIntervalSince(start)
print("receipts \(count), verified \(verified), without text \(missing), \(String(format: "%.2f", seconds)) s")

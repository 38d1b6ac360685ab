// ocr-bench: runs the ReceiptOCR pipeline over images and writes one JSON per image, for
// Benchmarks/run.py to score, with any clean-up stages and thresholds. With `--judge parser` it reads
// as `splitbill scan` does (ReceiptScanning: readings judged by the parser) and adds the parsed receipt.
//
// usage: ocr-bench [options] IMAGE...
//   --out DIR               write <name>.json per image (default: print nothing per image)
//   --workers N             worker threads (default: number of cores)
//   --lang L                Tesseract languages (default eng)
//   --stages a,b,c          clean-up stages: grey crop scale upright deskew rules background binarise (default: standard)
//   --target-height PX      scale stage target character height (default 32)
//   --upscale-below PX      scale up text smaller than this (default 12)
//   --shrink-above PX       scale down text larger than this (default 40)
//   --no-rotate             do not check for upside-down text
//   --upright-confidence X  confidence below which other orientations are tried
//   --min-conf X            drop words below this confidence
//   --min-short-conf X      drop words of 1-2 characters below this confidence
//   --min-letter-conf X     drop words of at most 3 letters and no digit below this confidence (default 0: off)
//   --spare-labels          the threshold above keeps the parser's short labels (TAX, HT, DUE) and currency signs
//   --unscaled-retry X      re-read unscaled when a scaled reading is less confident than X (0: off)
//   --min-row-conf X        drop rows whose mean confidence is below this
//   --debug-images DIR      write each stage's image
//   --set NAME=VALUE        set a Tesseract variable
//   --init-set NAME=VALUE   set a Tesseract variable when the engine starts
//   --psm N                 Tesseract page segmentation mode (default 6)
//   --resolution PPI        the resolution Tesseract is told (default 300)
//   --turn-input Q          turn each image by Q quarter turns clockwise after loading (one worker;
//                           for measuring the upright stage)
//   --no-reread             do not re-read doubtful regions
//   --reread-sure X         words at least this confident are not re-read (default 70)
//   --reread-new X          re-read words where nothing was read are kept from this confidence (default 50)
//   --reread-gap X          shapes closer than X text heights form one region (default 1.2)
//   --reread-min-width X    regions narrower than X text heights are not read (default 0.5)
//   --reread-block X        regions taller than X text heights are read as a block (default 1.8)
//   --reread-length X       re-read words replace unsure ones only with X of their characters (default 0.5)
//   --reread-margin X       re-read words replace unsure ones only when X points more confident (default 0)
//   --reread-max N          at most N regions are read (default 60)
//   --words                 also write the words with boxes
//   --judge parser          judge each reading by the receipt parser, as splitbill scan does, and write
//                           the parsed receipt (bill-file keys) beside the lines
//   --model auto|receipt|stock  which models read English (default auto)
//   --no-second-model       no second model reads a doubtful reading again
//   --alternatives LIST     the other clean-ups a doubtful reading is read again with, in order: clean-ups
//                           joined by commas, each its stages joined by + (background,background+binarise
//                           is the default); none for no other clean-up
//   --second-model-after N  read with the second model after N of the other clean-ups (default 0: first)
import Foundation
import ReceiptOCR
import ReceiptParser
import ReceiptScanning
import SplitBillCore

// One OpenMP thread per engine reads fastest; the library does not restart the process, so the bench
// is started with the variable set (Benchmarks/run.py does).
if !OCRProcess.isThreadLimitSet {
    FileHandle.standardError.write(Data("ocr-bench: OMP_THREAD_LIMIT is not set; reading with OpenMP's threads, several times slower\n".utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("ocr-bench: " + message + "\n").utf8))
    exit(2)
}

var options = ReadOptions()
var workers = ProcessInfo.processInfo.activeProcessorCount
var outDir: String?
var writeWords = false
var turnInput = 0
var paths: [String] = []
var scale = ScaleStage()
var stageNames: [String]?
// `--confidence-judge N`: read again (ReadOptions.alternativeReadings) while the rows' mean confidence
// is under N, keeping the most confident reading (an experiment; the command's judge is the parser).
var confidenceJudge: Double?
var parserJudge = false
var noSecondModel = false
var alternatives: [[String]]?
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
    let arg = args.removeFirst()
    func value() -> String {
        guard !args.isEmpty else { fail("\(arg) needs a value") }
        return args.removeFirst()
    }
    func number() -> Double {
        guard let n = Double(value()) else { fail("\(arg) needs a number") }
        return n
    }
    switch arg {
    case "--out": outDir = value()
    case "--workers": workers = Int(number())
    case "--lang": options.languages = value()
    case "--stages": stageNames = value().split(separator: ",").map(String.init)
    case "--target-height": scale.targetHeight = number()
    case "--upscale-below": scale.upscaleBelow = number()
    case "--shrink-above": scale.shrinkAbove = number()
    case "--no-rotate": options.checkUpsideDown = false
    case "--upright-confidence": options.uprightConfidence = number()
    case "--min-conf": options.wordFilter.minimumConfidence = number()
    case "--min-short-conf": options.wordFilter.minimumShortWordConfidence = number()
    case "--min-letter-conf": options.wordFilter.minimumLetterWordConfidence = number()
    case "--spare-labels": options.wordFilter.sparedWords = ReceiptParser.labelWords
    case "--unscaled-retry": options.unscaledRetryConfidence = number()
    case "--min-row-conf": options.wordFilter.minimumRowConfidence = number()
    case "--debug-images": options.debugImagesDirectory = value()
    case "--psm": options.pageSegmentationMode = Int(number())
    case "--resolution": options.resolution = Int(number())
    case "--init-set":
        let pair = value().split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2 else { fail("--init-set needs NAME=VALUE") }
        options.tesseractInitVariables[pair[0]] = pair[1]
    case "--set":
        let pair = value().split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2 else { fail("--set needs NAME=VALUE") }
        options.tesseractVariables[pair[0]] = pair[1]
    case "--words": writeWords = true
    case "--no-reread": options.reread.isEnabled = false
    case "--reread-sure": options.reread.sureConfidence = number()
    case "--reread-new": options.reread.newWordConfidence = number()
    case "--reread-gap": options.reread.maximumGap = number()
    case "--reread-min-width": options.reread.minimumWidth = number()
    case "--reread-block": options.reread.blockHeight = number()
    case "--reread-length": options.reread.minimumLengthShare = number()
    case "--reread-margin": options.reread.replaceMargin = number()
    case "--reread-max": options.reread.maximumRegions = Int(number())
    case "--turn-input": turnInput = Int(number())
    case "--confidence-judge": confidenceJudge = number()
    case "--judge":
        guard value() == "parser" else { fail("--judge: the only judge is parser") }
        parserJudge = true
    case "--no-second-model": noSecondModel = true
    case "--alternatives":
        let list = value()
        alternatives = list == "none" ? [] : list.split(separator: ",").map { $0.split(separator: "+").map(String.init) }
    case "--second-model-after": options.secondModelAfter = Int(number())
    case "--model":
        guard let choice = ModelChoice(rawValue: value()) else { fail("--model: auto, receipt or stock") }
        options.useModels(choice)
    default:
        if arg.hasPrefix("--") { fail("unknown option \(arg)") }
        paths.append(arg)
    }
}
@MainActor func stage(_ name: String) -> any CleanupStage {
    switch name {
    case "grey": return GreyStage()
    case "crop": return CropStage()
    case "scale": return scale
    case "deskew": return DeskewStage()
    case "upright": return UprightStage()
    case "background": return BackgroundStage()
    case "binarise": return BinariseStage()
    case "rules": return RuleStage()
    default: fail("unknown stage \(name)")
    }
}
if noSecondModel { options.secondModel = nil }
if let alternatives { options.alternativeReadings = alternatives.map { $0.map(stage) } }
if let stageNames {
    options.cleanup = ImageCleanup(stages: stageNames.map(stage))
} else {
    options.cleanup.stages = options.cleanup.stages.map { $0 is ScaleStage ? scale : $0 }
}
if let outDir {
    try? FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
}

let start = ContinuousClock.now
var results: [Result<OCRResult, ReceiptOCRError>] = []
var receipts: [String: JSONObject] = [:]
do {
    if parserJudge {
        let scanned = try ReceiptScanner(readOptions: options).scan(photos: paths, workers: workers)
        for (path, result) in zip(paths, scanned) {
            if case .success(let s) = result { receipts[path] = s.parsed.jsonObject() }
        }
        results = scanned.map { $0.map { $0.reading! } }
    } else if turnInput == 0 {
        let judge = confidenceJudge.map { limit in
            ReadingJudge { rows in
                let words = rows.flatMap(\.words)
                let mean = words.isEmpty ? 0 : words.reduce(0) { $0 + $1.confidence } / Double(words.count)
                return .init(settled: mean >= limit, rank: Int(mean * 10))
            }
        }
        results = try BatchReader(options: options, workers: workers, judge: judge).read(paths: paths)
    } else {
        let reader = try ReceiptReader(options: options)
        for path in paths {
            do {
                let image = try ImageLoader().load(path: path).rotated(quarterTurns: turnInput)
                results.append(.success(try reader.read(image: image)))
            } catch {
                results.append(.failure(error))
            }
        }
    }
} catch {
    fail(error.description)
}
let wall = ContinuousClock.now - start

var failures = 0
var perStage: [String: [Double]] = [:]
for (path, result) in zip(paths, results) {
    switch result {
    case .failure(let error):
        failures += 1
        FileHandle.standardError.write(Data(("ocr-bench: " + error.description + "\n").utf8))
    case .success(let ocr):
        let t = ocr.timings
        for (key, value) in [("load", t.load), ("cleanup", t.cleanup), ("recognize", t.recognize), ("rows", t.rows), ("total", t.total), ("recognize.reread", t.reread)] {
            perStage[key, default: []].append(value)
        }
        for stage in t.cleanupStages { perStage["cleanup." + stage.stage, default: []].append(stage.milliseconds) }
        for step in t.steps { perStage["step." + step.stage, default: []].append(step.milliseconds) }
        guard let outDir else { continue }
        var json = ocr.jsonValue
        if let receipt = receipts[path], case .object(var object) = json {
            for (key, value) in receipt { object[key] = value }
            json = .object(object)
        }
        if writeWords, case .object(var object) = json {
            object["words"] = .array(ocr.words.map { word in
                .object(JSONObject([("text", .string(word.text)), ("box", word.box.jsonValue),
                                    ("confidence", .number(String(word.confidence)))]))
            })
            json = .object(object)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        try? json.serialized(pretty: false).write(toFile: outDir + "/" + name + ".json", atomically: true, encoding: .utf8)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
var summary = JSONObject()
summary["images"] = .number(String(paths.count))
summary["failures"] = .number(String(failures))
summary["workers"] = .number(String(workers))
summary["omp_thread_limit"] = .string(or: ProcessInfo.processInfo.environment[OCRProcess.threadLimitVariable])
summary["wall_s"] = .number(String(Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18))
var medians = JSONObject()
for key in perStage.keys.sorted() { medians[key] = .number(String((median(perStage[key]!) * 10).rounded() / 10)) }
summary["median_ms"] = .object(medians)
print(JSONValue.object(summary).serialized(pretty: false))
exit(failures == 0 ? 0 : 1)

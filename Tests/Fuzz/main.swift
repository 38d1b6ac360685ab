import Foundation
import TestSupport

// splitbill-fuzz: a seeded mutation fuzzer for the receipt parser, the JSON and bill reader, the image
// loader, the history reader and the history commands. Usage:
//
//   splitbill-fuzz [--seconds N] [--seed S] [--targets parser,json,image,history,commands] [--corpus DIR] [--artifacts DIR]
//   splitbill-fuzz --replay FILE --targets T          run one saved input (a crash or hang) in this process
//
// Each target runs for N seconds (default 20) in a child process that takes mutations of the corpus
// (Tests/Fuzz/corpus/<target>/) one after another. The child writes each input to a shared file
// before running it, so when it dies (a crash) or stops counting for 10 seconds (a hang, killed),
// this process saves that input under the artifacts folder and starts a new child with the next seed.
// Anything a child prints on standard error without crashing is counted as stray output. Prints a
// table per target; the exit status is 1 when anything was found.

struct Options {
    var seconds = 20.0
    var seed: UInt64 = 1
    var targets = FuzzTarget.allCases
    var corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("corpus").path
    var artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("splitbill-fuzz").path
    var replay: String?
    var child: String?  // the shared file, in a child
    static let hangSeconds = 10.0

    init(_ arguments: [String]) {
        var i = 1
        func value() -> String {
            i += 1
            guard i < arguments.count else { fail("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--seconds": seconds = Double(value()) ?? { fail("--seconds: give a number") }()
            case "--seed": seed = UInt64(value()) ?? { fail("--seed: give a whole number") }()
            case "--targets":
                targets = value().split(separator: ",").map { name in
                    guard let target = FuzzTarget(rawValue: String(name)) else { fail("unknown target \(name)") }
                    return target
                }
            case "--corpus": corpus = value()
            case "--artifacts": artifacts = value()
            case "--replay": replay = value()
            case "--child": child = value()
            default: fail("unknown argument \(arguments[i])")
            }
            i += 1
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("splitbill-fuzz: \(message)\n".utf8))
    exit(64)
}

/// The file a child and its parent share: the inputs tried so far, then the current input.
enum Shared {
    static let header = 16  // tried (8 bytes), current length (8 bytes)

    static func size(_ target: FuzzTarget) -> Int { header + target.maxLength }
}

func corpus(_ options: Options, _ target: FuzzTarget) -> [[UInt8]] {
    let folder = URL(fileURLWithPath: options.corpus).appendingPathComponent(target.corpusName)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
    return names.compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path).map { [UInt8]($0) } }
}

/// A child: runs mutations until the time is up, recording each input in the shared file first.
func runChild(_ options: Options, _ target: FuzzTarget, sharedPath: String) -> Never {
    let fd = open(sharedPath, O_RDWR)
    guard fd >= 0, let map = mmap(nil, Shared.size(target), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), map != MAP_FAILED else {
        fail("cannot map \(sharedPath)")
    }
    let tried = map.assumingMemoryBound(to: UInt64.self)
    let length = (map + 8).assumingMemoryBound(to: UInt64.self)
    let input = (map + Shared.header).assumingMemoryBound(to: UInt8.self)
    var mutator = Mutator(rng: SplitMix64(seed: options.seed), corpus: corpus(options, target),
                          dictionary: target.dictionary, maxLength: target.maxLength)
    let end = Date().addingTimeInterval(options.seconds)
    while Date() < end {
        for _ in 0..<16 {
            let bytes = mutator.next()
            bytes.withUnsafeBufferPointer { input.update(from: $0.baseAddress!, count: $0.count) }
            length.pointee = UInt64(bytes.count)
            target.run(bytes)
            tried.pointee += 1
        }
    }
    exit(0)
}

struct Tally {
    var tried: UInt64 = 0
    var crashes = 0
    var hangs = 0
    var strayLines = 0
    var children = 0
}

/// Fuzzes one target for the given time through children, saving what breaks them.
func fuzz(_ options: Options, _ target: FuzzTarget) throws -> Tally {
    var tally = Tally()
    let end = Date().addingTimeInterval(options.seconds)
    try FileManager.default.createDirectory(atPath: options.artifacts, withIntermediateDirectories: true)
    let shared = (options.artifacts as NSString).appendingPathComponent("shared-\(target.rawValue)-\(getpid())")
    defer { unlink(shared) }
    while Date() < end {
        guard FileManager.default.createFile(atPath: shared, contents: Data(count: Shared.size(target))) else {
            fail("cannot create \(shared)")
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let seed = options.seed &+ UInt64(tally.children) &* 1_000_003
        child.arguments = ["--child", shared, "--targets", target.rawValue, "--seed", String(seed), "--corpus", options.corpus,
                           "--seconds", String(max(0.1, end.timeIntervalSinceNow))]
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"  // a crash is saved and counted here; no backtrace needed
        child.environment = env
        let errors = Pipe()
        child.standardError = errors
        child.standardOutput = FileHandle.nullDevice
        let collected = ErrorCollector(errors.fileHandleForReading)
        try child.run()
        tally.children += 1
        var lastCount: UInt64 = 0
        var lastChange = Date()
        var hung = false
        while child.isRunning {
            usleep(100_000)
            let count = readHeader(shared).tried
            if count != lastCount {
                lastCount = count
                lastChange = Date()
            } else if Date().timeIntervalSince(lastChange) > Options.hangSeconds {
                hung = true
                kill(child.processIdentifier, SIGKILL)
            }
        }
        child.waitUntilExit()
        let (count, input) = readHeader(shared, withInput: true)
        tally.tried += count
        let crashed = !hung && (child.terminationReason == .uncaughtSignal || child.terminationStatus != 0)
        if hung || crashed {
            if hung { tally.hangs += 1 } else { tally.crashes += 1 }
            let name = "\(target.rawValue)-\(hung ? "hang" : "crash")-\(seed)"
            let saved = (options.artifacts as NSString).appendingPathComponent(name)
            _ = FileManager.default.createFile(atPath: saved, contents: Data(input))
            print("  \(hung ? "hang" : "crash") on input \(count + 1) of child \(tally.children) (seed \(seed)): saved \(saved)")
            let said = collected.text().split(separator: "\n").prefix(3).joined(separator: " | ")
            if !said.isEmpty { print("    it said: \(said)") }
        } else {
            tally.strayLines += collected.text().split(separator: "\n").count
        }
    }
    return tally
}

/// Reads a child's standard error as it comes, so that a chatty child never blocks on a full pipe.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            let all = handle.readDataToEndOfFile()
            self.lock.withLock { self.data = all }
            self.done.signal()
        }
    }

    func text() -> String {
        done.wait()
        done.signal()
        return lock.withLock { String(decoding: data.prefix(100_000), as: UTF8.self) }
    }
}

func readHeader(_ path: String, withInput: Bool = false) -> (tried: UInt64, input: [UInt8]) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return (0, []) }
    defer { try? handle.close() }
    let header = handle.readData(ofLength: Shared.header)
    guard header.count == Shared.header else { return (0, []) }
    let tried = header.withUnsafeBytes { $0.load(fromByteOffset: 0, as: UInt64.self) }
    guard withInput else { return (tried, []) }
    let length = header.withUnsafeBytes { $0.load(fromByteOffset: 8, as: UInt64.self) }
    return (tried, [UInt8](handle.readData(ofLength: Int(min(length, 10_000_000)))))
}

let options = Options(CommandLine.arguments)
if let shared = options.child {
    runChild(options, options.targets[0], sharedPath: shared)
}
if let replay = options.replay {
    guard let data = FileManager.default.contents(atPath: replay) else { fail("cannot read \(replay)") }
    options.targets[0].run([UInt8](data))
    print("ran \(replay) through \(options.targets[0].rawValue): no crash")
    exit(0)
}

print("splitbill-fuzz: seed \(options.seed), \(options.seconds) s per target, corpus \(options.corpus)")
print("target     inputs tried   inputs/s  crashes  hangs  stray stderr lines  corpus")
var found = false
for target in options.targets {
    let start = Date()
    let tally = try fuzz(options, target)
    let rate = Double(tally.tried) / max(0.001, Date().timeIntervalSince(start))
    found = found || tally.crashes + tally.hangs + tally.strayLines > 0
    func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    print(target.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + right(String(tally.tried), 15) + right(String(Int(rate)), 11)
          + right(String(tally.crashes), 9) + right(String(tally.hangs), 7) + right(String(tally.strayLines), 20)
          + right(String(corpus(options, target).count), 8))
}
exit(found ? 1 : 0)

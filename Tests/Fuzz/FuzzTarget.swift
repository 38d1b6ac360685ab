import BillSplitter
import Foundation
import ReceiptOCR
import ReceiptParser
import SettleUp
import SplitBillCore
import SplitBillStore

/// What the fuzzer feeds: each target takes any bytes and must return, whatever they are, without a
/// crash, a hang or a line on standard error. A broken promise is a `precondition`, so it counts as
/// a crash.
enum FuzzTarget: String, CaseIterable {
    /// The receipt parser, on the bytes as UTF-8 text (invalid sequences replaced), in three currencies.
    case parser
    /// The JSON reader, then the bill file and the assignments file read from what it gives, the split
    /// of that bill, its outputs, and the split read back from its JSON.
    case json
    /// The image loader (every format it knows), then the clean-up stages on what it decodes.
    case image
    /// A history file: the bytes as the history database, opened to read as `history`, `show`, `balance`
    /// and `settle` open it, then listed, read whole and read for settling; each bill read whole is
    /// shown in every format (`show`), and the ledger is tallied and settled (`balance`, `settle`).
    case history
    /// The history commands themselves, run as processes: the bytes as the history database (as for
    /// `history`), read by the real `splitbill` (built beside this fuzzer) with `history`, `show` in every
    /// format, `balance`, `settle` (directly and keeping pairs) and `group list`. Each must exit 0, or
    /// with a status of 64-78 and an `Error:` line first on standard error; a signal or another status
    /// is a finding.
    case commands

    /// Words the mutator inserts, so that mutations reach past the first syntax check.
    var dictionary: [[UInt8]] {
        let words: [String]
        switch self {
        case .parser:
            words = ["TOTAL", "SUBTOTAL", "TAX", "IVA", "CASH", "CHANGE", "DISCOUNT", "ROUNDING", "TIP", "x", "@", "-", "%",
                     "1.234,56", "1,234.56", "0.00", "99999999999999999999", "\n", "\t", "€", "$", "RM", "2x", "(3.00)", "\u{0}"]
        case .json:
            words = ["{", "}", "[", "]", "\"", ",", ":", "null", "true", "-", "1e309", "100000000000.00", "\"items\"", "\"total\"",
                     "\"name\"", "\"quantity\"", "\"currency\": \"JPY\"", "\"taxes\"", "\"discounts\"", "\"addOns\"", "\"people\"",
                     "\"assign\"", "\"1-99999\"", "\"all\"", "\\u0000", "\\ud800", "0.001", "-0"]
        case .image:
            words = [[0xFF, 0xD8, 0xFF], [0xFF, 0xC0], [0xFF, 0xDA], [0xFF, 0xD9], Array("IHDR".utf8), Array("IDAT".utf8),
                     Array("IEND".utf8), [0xFF, 0xFF, 0xFF, 0xFF], [0, 0, 0, 0], [0x7F, 0xFF], Array("ftyp".utf8)]
                .map { String(decoding: $0, as: UTF8.self) }
        case .history, .commands:
            words = ["SQLite format 3\u{0}", "CREATE TABLE", "bill", "ledger", "payment", "split", "{\"shares\":[]}", "\"payer\"",
                     "EUR", "XXX", "-1", "99999999999999", "\u{0}\u{0}\u{0}\u{0}", "\u{FF}\u{FF}"]
        }
        return words.map { Array($0.utf8) }
    }

    /// The largest input tried (the mutator cuts longer ones).
    var maxLength: Int {
        switch self {
        case .parser: 16_000  // a long receipt's text is a few kilobytes
        case .json: 64_000
        case .image: 200_000
        case .history, .commands: 64_000
        }
    }

    /// Runs one input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .parser: FuzzTarget.parse(bytes)
        case .json: FuzzTarget.readJSON(bytes)
        case .image: FuzzTarget.loadImage(bytes)
        case .history: FuzzTarget.readHistory(bytes)
        case .commands: FuzzTarget.runCommands(bytes)
        }
    }

    /// Where the history target writes each input: a folder of this process's own.
    static let historyFolder: String = {
        let folder = NSTemporaryDirectory() + "splitbill-fuzz-history-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: FuzzTarget.historyFolder) }
        return folder
    }()

    /// Writes `bytes` as the history at `path`, without the write-ahead log and index of an earlier one.
    static func writeHistory(_ bytes: [UInt8], to path: String) -> Bool {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        return FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    static func readHistory(_ bytes: [UInt8]) {
        let path = historyFolder + "/history.sqlite"
        guard writeHistory(bytes, to: path), let store = try? BillStore(path: path, readOnly: true) else { return }
        _ = try? store.list()
        _ = try? store.groups()
        let entries = try? store.entries()
        let ledger = try? store.ledger()
        // Every entry that reads whole has its ledger: a bill whose result reads has its shares.
        if let entries, let ledger { precondition(entries.count == ledger.count, "the ledger and the entries differ in number") }
        // `show`: each bill in every format.
        for case .bill(let bill) in entries ?? [] {
            _ = (bill.result.textSummary, bill.result.markdown, bill.result.csv, bill.result.json.serialized(pretty: true))
        }
        // `balance` and `settle`: the tally of every entry, each currency's ledger settled, directly and
        // keeping direct pairs; the transfers leave everyone at zero.
        guard let ledger, let tally = try? SettleUp.Tally(ledger) else { return }
        let planner = TransferPlanner()
        for book in tally.ledgers {
            for pairs in [false, true] {
                guard let plan = try? planner.plan(book, keepingPairs: pairs) else { continue }
                var left: [String: Int64] = [:]
                for balance in plan.balances { left[balance.name, default: 0] += balance.amount.minorUnits }
                for transfer in plan.transfers {
                    left[transfer.from, default: 0] += transfer.amount.minorUnits
                    left[transfer.to, default: 0] -= transfer.amount.minorUnits
                }
                precondition(left.values.allSatisfy { $0 == 0 }, "a settlement's transfers leave someone owing")
            }
        }
    }

    /// The corpus folder a target takes its first inputs from: the commands read histories too.
    var corpusName: String { self == .commands ? FuzzTarget.history.rawValue : rawValue }

    /// The `splitbill` built beside this fuzzer.
    static let splitbill: String = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent("splitbill").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            fail("the commands target runs \(path), which is not there: build it first (swift build --product splitbill)")
        }
        return path
    }()

    /// What the history commands are run with: each input is read by `history`, one of the `show`s and
    /// one of the others, in turn (a process takes about 0.1 s to start).
    static let commandLines: [[[String]]] = [
        [["history"]],
        [["show"], ["show", "1", "--format", "json"], ["show", "2", "--format", "markdown"], ["show", "3", "--format", "csv"]],
        [["balance"], ["settle"], ["settle", "--keep-pairs"], ["group", "list"]],
    ]

    /// How many inputs the commands target has run, to take the commands in turn.
    nonisolated(unsafe) static var commandInputs = 0

    static func runCommands(_ bytes: [UInt8]) {
        commandInputs += 1
        let home = historyFolder + "/home"
        let data = home + "/data/splitbill"
        try? FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: home + "/config", withIntermediateDirectories: true)
        guard writeHistory(bytes, to: data + "/history.sqlite") else { return }
        let environment = [
            "HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config", "TMPDIR": historyFolder,
            "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "COLUMNS": "100", "SWIFT_BACKTRACE": "enable=no",
        ]
        for arguments in commandLines.map({ $0[commandInputs % $0.count] }) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: splitbill)
            process.arguments = arguments
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            guard (try? process.run()) != nil else { fail("cannot start \(splitbill)") }
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let command = "splitbill " + arguments.joined(separator: " ")
            precondition(process.terminationReason == .exit, "\(command) was killed by signal \(process.terminationStatus)")
            let status = process.terminationStatus
            // A success may say notes and hints on standard error; a failure says first what was wrong.
            if status != 0 {
                precondition((64...78).contains(status), "\(command) exited with \(status): \(said.prefix(300))")
                precondition(said.hasPrefix("Error: "), "\(command) exited with \(status) saying \(said.prefix(300))")
            }
        }
    }

    static let parsers = [ReceiptParser(), ReceiptParser(options: .init(currency: .jpy)), ReceiptParser(options: .init(currency: .kwd))]

    static func parse(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = parsers[bytes.count % parsers.count].parse(text: text)
        let currency = parsed.receipt.currency
        precondition(parsed.receipt.items.allSatisfy { $0.total.currency == currency }, "an item in another currency")
        // What the parser gives is a bill the splitter takes or refuses with a message, never a trap.
        if !parsed.receipt.items.isEmpty {
            _ = try? BillSplitter().split(parsed.receipt, plan: SplitPlan(people: ["ana", "ben"], splitUnassignedEvenly: true))
        }
    }

    static func readJSON(_ bytes: [UInt8]) {
        guard let json = try? JSONValue(parsing: bytes) else { return }
        // What is written back reads back the same.
        let written = json.serialized(pretty: false)
        precondition((try? JSONValue(parsing: written)) == json, "JSON written back reads differently")
        if let bill = try? BillFile(json: json) {
            var plan = bill.plan
            if plan.people == nil, plan.assignments.isEmpty { plan.people = ["ana", "ben", "cy"] }
            if plan.even != true { plan.splitUnassignedEvenly = true }
            if let result = try? BillSplitter().split(bill.receipt, plan: plan) {
                let sum = result.people.reduce(Int64(0)) { $0 + $1.total.minorUnits }
                precondition(sum == result.total.minorUnits, "the people's totals do not add up to the bill's")
                _ = (result.textSummary, result.markdown, result.csv)
                let again = try? SplitResult(json: result.json)
                precondition(again?.total == result.total, "a split's JSON does not read back")
            }
        }
        if let plan = try? SplitPlan(assignments: json, currency: .usd) {
            let receipt = Receipt(currency: .usd, items: (1...5).map { LineItem(name: "item \($0)", total: Money(minorUnits: 100 * Int64($0), currency: .usd)) })
            _ = try? BillSplitter().split(receipt, plan: plan)
        }
    }

    static func loadImage(_ bytes: [UInt8]) {
        guard let image = try? ImageLoader().load(bytes: bytes, name: "fuzz") else { return }
        precondition(image.width >= ImageLoader.minimumSide && image.height >= ImageLoader.minimumSide, "a loaded image below the minimum size")
        _ = try? ImageCleanup.standard.run(image)
    }
}

import Foundation
import TestSupport
import Testing

/// Runs the built `splitbill` binary as a process, the way a user does.
struct CommandRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The binary: `$SPLITBILL_BINARY`, or `splitbill` next to the test bundle in the build folder.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["SPLITBILL_BINARY"] { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("splitbill")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/splitbill")
    }()

    /// The package's top folder, for SampleReceipts/.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A sample file's path.
    static func sample(_ name: String) -> String {
        packageRoot.appendingPathComponent("SampleReceipts").appendingPathComponent(name).path
    }

    /// Runs `splitbill` with `arguments` in `directory`, with no standard input. Unless `environment`
    /// names them, the history and the settings go to a fresh temporary folder of their own.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = try start(arguments, in: directory, environment: environment)
        return process.finish()
    }

    /// A started `splitbill`, to be finished (or killed) by the caller.
    struct Running {
        let process: Process
        let out: Pipe
        let err: Pipe

        /// Waits for the end and collects the output.
        func finish() -> Result {
            // Read both pipes before waiting, so a large output cannot fill a pipe and stall the child.
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                          status: process.terminationStatus)
        }
    }

    /// Starts `splitbill` without waiting for it.
    static func start(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Running {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["COLUMNS"] = "100"
        if environment["XDG_DATA_HOME"] == nil || environment["XDG_CONFIG_HOME"] == nil {
            let home = try temporaryFolder()
            env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
            env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        }
        // Readings of photos are cached by content: each run's in a folder of its own unless the test says.
        if environment["XDG_CACHE_HOME"] == nil { env["XDG_CACHE_HOME"] = try temporaryFolder().appendingPathComponent("cache").path }
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, out: out, err: err)
    }

    /// A fresh temporary folder, removed when the tests end.
    static func temporaryFolder() throws -> URL {
        try TemporaryFolders.make(prefix: "splitbill-test")
    }

    /// The expected output stored under Expected/.
    static func expected(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Expected"))
        return try String(contentsOf: url, encoding: .utf8)
    }
}

extension CommandRunner {
    /// Runs `splitbill` under `/usr/bin/time` (the `time` package, which scripts/install-deps installs)
    /// and returns its exit status and its peak resident memory in kilobytes.
    ///
    /// Not `wait4` from here: a child spawned from this process starts with the test process's own
    /// high-water mark, which is hundreds of megabytes while other tests read photos in it.
    static func peakMemory(_ arguments: [String], in directory: URL) throws -> (status: Int32, peakKB: Int) {
        let report = directory.appendingPathComponent("time.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, binary.path] + arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        env["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        env["OMP_THREAD_LIMIT"] = "1"
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // The last line is the figure; a line before it says "Command exited with non-zero status N".
        let text = try String(contentsOf: report, encoding: .utf8)
        let peak = text.split(separator: "\n").last.flatMap { Int($0) } ?? 0
        return (process.terminationStatus, peak)
    }
}

/// A private home for one test: `XDG_DATA_HOME` and `XDG_CONFIG_HOME` in a new temporary folder, so the
/// history and the settings are the test's own.
struct PrivateHome {
    let root: URL
    var environment: [String: String] {
        ["XDG_DATA_HOME": root.appendingPathComponent("data").path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
         "XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
    }
    /// The history's folder, its database and the settings file.
    var folder: String { root.appendingPathComponent("data/splitbill").path }
    var database: String { folder + "/history.sqlite" }
    var config: String { root.appendingPathComponent("config/splitbill/config").path }

    init() throws { root = try CommandRunner.temporaryFolder() }

    func run(_ arguments: [String], extra: [String: String] = [:]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, environment: environment.merging(extra) { $1 })
    }
}

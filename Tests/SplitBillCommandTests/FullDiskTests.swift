import Foundation
import Testing

/// A disk with no room left, made as a 64 KB tmpfs in a namespace of its own (`unshare`, which needs
/// no root where user namespaces are allowed; elsewhere these tests are skipped).
@Suite("a full disk", .enabled(if: Namespaces.canMountTmpfs))
struct FullDiskTests {
    /// Runs `splitbill arguments` with a full 64 KB disk mounted at `disk` (`fill` bytes taken), then
    /// lists what is left on it after `LEFT:` on standard output.
    func run(_ arguments: [String], disk: URL, fill: Int, environment: [String: String] = [:]) throws -> CommandRunner.Result {
        let script = """
            mount -t tmpfs -o size=64k tmpfs "$0" || exit 99
            head -c \(fill) /dev/zero > "$0/fill" 2>/dev/null
            "$@"; status=$?
            echo LEFT:; ls -A "$0"; exit $status
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script, disk.path, CommandRunner.binary.path] + arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Result(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                                    status: process.terminationStatus)
    }

    static let bill = [CommandRunner.sample("tapas-madrid.json"), "--assignments", CommandRunner.sample("tapas-madrid.split.json")]

    @Test("the history cannot be written: exit 73, what to do, and nothing printed", arguments: [40_960, 60_000])
    func history(fill: Int) throws {
        let disk = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: disk) }
        let r = try run(["split"] + FullDiskTests.bill, disk: disk, fill: fill,
                        environment: ["XDG_DATA_HOME": disk.appendingPathComponent("data").path])
        #expect(r.status == 73)
        let history = disk.appendingPathComponent("data/splitbill/history.sqlite").path
        #expect(r.stderr.hasPrefix("Error: cannot write the history \(history): "))
        #expect(r.stderr.hasSuffix("; free some space on that disk and try again, or pass --no-save\n"))
        #expect(r.stdout.hasPrefix("LEFT:\n"))  // the history is opened before anything is printed
    }

    @Test("an output file that does not fit: exit 73, and no half-written or temporary file left")
    func output() throws {
        let disk = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: disk) }
        let out = disk.appendingPathComponent("split.txt").path
        let r = try run(["split"] + FullDiskTests.bill + ["--no-save", "--output", out], disk: disk, fill: 200_000)
        #expect(r.stderr == "Error: cannot write \(out): the disk is full; free some space there, or write elsewhere\n")
        #expect(r.status == 73)
        #expect(r.stdout == "LEFT:\nfill\n")
    }
}

/// Whether this machine lets a test mount a tmpfs in a namespace of its own.
enum Namespaces {
    static let canMountTmpfs: Bool = {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /tmp"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()
}

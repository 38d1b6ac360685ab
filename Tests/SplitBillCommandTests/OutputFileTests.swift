import Foundation
import Testing

/// Where outputs go: regular files replaced atomically only with `--force`; terminals, devices,
/// FIFOs and `-` written in place; symbolic links followed.
@Suite("output files")
struct OutputFileTests {
    let bill = CommandRunner.sample("tapas-madrid.json")
    let assignments = CommandRunner.sample("tapas-madrid.split.json")
    var split: [String] { ["split", bill, "--assignments", assignments, "--format", "csv", "--no-save"] }

    func kind(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    @Test("- is standard output")
    func dash() throws {
        let r = try CommandRunner.run(split + ["--output", "-"])
        #expect(r.status == 0)
        #expect(r.stdout == (try CommandRunner.expected("tapas.csv")))
    }

    @Test("a link to /dev/stdout prints, with --force too, and stays a link")
    func linkToStandardOutput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("out.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
        let r = try CommandRunner.run(split + ["--output", link, "--force"])
        #expect(r.status == 0)
        #expect(r.stdout == (try CommandRunner.expected("tapas.csv")))
        #expect(kind(link) == .typeSymbolicLink)
    }

    @Test("an empty output name is a usage error")
    func emptyOutputName() throws {
        let r = try CommandRunner.run(split + ["--output", ""])
        #expect(r.status == 64)
        #expect(r.stderr == "Error: the output file's name is empty; give a path, or - for standard output\n")
        #expect(r.stdout == "")
    }

    @Test("a file replaced with --force keeps its permissions")
    func forceKeepsPermissions() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("private.csv").path
        try "old\n".write(toFile: out, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: out)
        #expect(try CommandRunner.run(split + ["--output", out, "--force"]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == (try CommandRunner.expected("tapas.csv")))
        #expect((try FileManager.default.attributesOfItem(atPath: out))[.posixPermissions] as? Int == 0o600)
    }

    @Test("/dev/stdout sent to a file by the shell appends with >> and writes with >, --force or not")
    func standardOutputRedirectedToAFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log.txt").path
        let expected = try CommandRunner.expected("tapas.csv")
        let command = ([CommandRunner.binary.path] + split).map { "'\($0)'" }.joined(separator: " ")
        for (redirect, force) in [(">>", " --force"), (">>", ""), (">", "")] {
            try "line1\nline2\n".write(toFile: log, atomically: true, encoding: .utf8)
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "\(command) --output /dev/stdout\(force) \(redirect) '\(log)'"]
            try shell.run()
            shell.waitUntilExit()
            #expect(shell.terminationStatus == 0)
            let written = try String(contentsOfFile: log, encoding: .utf8)
            #expect(written == (redirect == ">>" ? "line1\nline2\n" + expected : expected))
        }
    }

    @Test("a link to /dev/null is written through, and /dev/null stays a device")
    func linkToDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("null").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let r = try CommandRunner.run(split + ["--output", link, "--force"])
        #expect(r.status == 0)
        #expect(r.stdout == "")
        #expect(kind(link) == .typeSymbolicLink)
        #expect(kind("/dev/null") == .typeCharacterSpecial)
    }

    @Test("a FIFO is written in place, never replaced")
    func fifo() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let running = try CommandRunner.start(split + ["--output", fifo, "--force"])
        let reader = try #require(FileHandle(forReadingAtPath: fifo))
        let read = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        let r = running.finish()
        #expect(r.status == 0)
        #expect(read == (try CommandRunner.expected("tapas.csv")))
        #expect(isFIFO(fifo))
    }

    func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    @Test("a link to a file: its target is refused without --force, replaced with it, and the link kept")
    func linkToFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.csv").path
        let link = folder.appendingPathComponent("link.csv").path
        try "my notes".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.csv")
        let refused = try CommandRunner.run(split + ["--output", link])
        #expect(refused.status == 73)
        #expect(refused.stderr == "Error: \(link) already exists; pass --force to replace it, or choose another name\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "my notes")
        let forced = try CommandRunner.run(split + ["--output", link, "--force"])
        #expect(forced.status == 0)
        #expect(kind(link) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == (try CommandRunner.expected("tapas.csv")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.csv", "real.csv"])
    }

    @Test("a link to nothing yet: its target is created")
    func danglingLink() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new.csv")
        let r = try CommandRunner.run(split + ["--output", link])
        #expect(r.status == 0)
        #expect(kind(link) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: folder.appendingPathComponent("new.csv").path, encoding: .utf8)
            == (try CommandRunner.expected("tapas.csv")))
    }

    @Test("scan --output-dir refuses two inputs that map to one file, before writing anything", arguments: [
        (["a/r.txt", "b/r.txt"], "Error: a/r.txt and b/r.txt would both be written to OUT/r.json"),
        (["a/x.txt", "a/x.text"], "Error: a/x.txt and a/x.text would both be written to OUT/x.json"),
        (["a/r.txt", "a/r.txt"], "Error: a/r.txt is given twice"),
    ])
    func outputDirCollision(inputs: [String], start: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: CommandRunner.sample("tapas-madrid.txt"), encoding: .utf8)
        for input in Set(inputs) {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(input).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent(input), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("out").path
        let r = try CommandRunner.run(["scan"] + inputs + ["--format", "json", "--output-dir", out, "--force"], in: folder)
        #expect(r.status == 64)
        #expect(r.stderr == start.replacingOccurrences(of: "OUT", with: out)
            + "; --output-dir writes one file per input, named after it, so give each input once and rename one, or scan them into different folders\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("an input of the command is never written over, with --force or through a link")
    func inputsAreNeverOutputs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let billCopy = folder.appendingPathComponent("bill.json").path
        let original = try String(contentsOfFile: bill, encoding: .utf8)
        try original.write(toFile: billCopy, atomically: true, encoding: .utf8)
        let r = try CommandRunner.run(["split", billCopy, "--assignments", assignments, "--no-save", "--output", billCopy, "--force"])
        #expect(r.status == 73)
        #expect(r.stderr == "Error: \(billCopy) is an input of this command; write the output to another file\n")
        let link = folder.appendingPathComponent("out.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "bill.json")
        let viaLink = try CommandRunner.run(["split", billCopy, "--assignments", assignments, "--no-save", "--output", link, "--force"])
        #expect(viaLink.status == 73)
        #expect(viaLink.stderr == "Error: \(link) is the same file as \(billCopy), an input of this command; write the output to another file\n")
        #expect(try String(contentsOfFile: billCopy, encoding: .utf8) == original)
        // scan --output-dir into the input's own folder: r.txt would be written over r.txt.
        let receipt = folder.appendingPathComponent("r.txt").path
        let text = try String(contentsOfFile: CommandRunner.sample("tapas-madrid.txt"), encoding: .utf8)
        try text.write(toFile: receipt, atomically: true, encoding: .utf8)
        let scan = try CommandRunner.run(["scan", receipt, "--output-dir", folder.path, "--format", "text", "--force"])
        #expect(scan.status != 0)
        #expect(scan.stderr.contains("\(receipt) is an input of this command; write the output to another file"))
        #expect(try String(contentsOfFile: receipt, encoding: .utf8) == text)
    }
}

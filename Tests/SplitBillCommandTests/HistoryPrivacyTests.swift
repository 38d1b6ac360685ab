import Foundation
import Testing

/// The history is private, read without being written, and left alone when damaged.
@Suite("the history file: private, read-only reads, damage left alone")
struct HistoryPrivacyTests {
    let bill = CommandRunner.sample("tapas-madrid.json")
    let assignments = CommandRunner.sample("tapas-madrid.split.json")

    typealias Home = PrivateHome

    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test("the folder is 0700 and the files 0600, also when the folder was made open before")
    func privateFiles() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try FileManager.default.createDirectory(atPath: home.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let r = try home.run(["split", bill, "--assignments", assignments, "--payer", "ana"])
        #expect(r.status == 0)
        #expect(mode(home.folder) == 0o700)
        for name in try FileManager.default.contentsOfDirectory(atPath: home.folder) {
            #expect(mode(home.folder + "/" + name) == 0o600, "\(name)")
        }
    }

    @Test("a history its owner made read-only is read, and never changed nor made writable")
    func readOnlyHistory() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        #expect(try home.run(["split", bill, "--assignments", assignments, "--payer", "ana"]).status == 0)
        #expect(chmod(home.database, 0o400) == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: home.database))
        let delete = try home.run(["delete", "1"])
        #expect(delete.status == 73)
        #expect(delete.stderr.contains("is read-only, so nothing was changed in it; make it writable (chmod u+w"))
        let split = try home.run(["split", bill, "--assignments", assignments, "--name", "Again"])
        #expect(split.status != 0)
        #expect(split.stderr.contains("is read-only"))
        #expect(split.stderr.contains("--no-save"))
        #expect(mode(home.database) == 0o400)
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == before)
        // Still read.
        let list = try home.run(["history"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("ana"))
    }

    @Test("a history reached through a symbolic link is not made private behind it: the file it points to keeps its mode")
    func linkedHistoryKeepsItsMode() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let elsewhere = home.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("history.sqlite").path
        #expect(FileManager.default.createFile(atPath: target, contents: nil, attributes: [.posixPermissions: 0o644]))
        try FileManager.default.createDirectory(atPath: home.folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(atPath: home.database, withDestinationPath: target)
        let r = try home.run(["split", bill, "--assignments", assignments, "--payer", "ana"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(mode(target) == 0o644)
        #expect(try home.run(["history"]).stdout.contains("ana"))
    }

    @Test("a deleted split leaves nothing of itself in the history's files, and the file shrinks")
    func deleteLeavesNoTrace() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let secret = "Dinner with Quentin Zebulon"
        #expect(try home.run(["split", bill, "--assignments", assignments, "--name", "Friday tapas"]).status == 0)
        for i in 0..<20 { #expect(try home.run(["split", bill, "--assignments", assignments, "--name", "\(secret) \(i)"]).status == 0) }
        func size() -> Int { ((try? FileManager.default.attributesOfItem(atPath: home.database))?[.size] as? NSNumber)?.intValue ?? 0 }
        let full = size()
        for id in 2...21 { #expect(try home.run(["delete", String(id)]).status == 0) }
        #expect(size() < full)
        for name in try FileManager.default.contentsOfDirectory(atPath: home.folder) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: home.folder + "/" + name))
            #expect(bytes.range(of: Data("Quentin Zebulon".utf8)) == nil, "\(name)")
        }
        #expect(try home.run(["show", "1"]).status == 0)
    }

    @Test("no output is written over the history or the settings, with --force too")
    func outputsSpareTheHistory() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        #expect(try home.run(["split", bill, "--assignments", assignments, "--payer", "ana"]).status == 0)
        #expect(try home.run(["config", "set", "tip", "18%"]).status == 0)
        let before = try home.snapshot()
        for target in [home.database, home.config] {
            let r = try home.run(["show", "1", "--output", target, "--force"])
            #expect(r.status == 73)
            #expect(r.stderr == "Error: \(target) is an input of this command; write the output to another file\n")
        }
        #expect(try home.snapshot() == before)
        #expect(try home.run(["config", "set", "tip", "20%"]).status == 0)
    }

    @Test("commands that only read the history leave every byte of it as it was, and create nothing")
    func readsDoNotWrite() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let empty = try home.run(["history"])
        #expect(empty.stdout == "No saved splits yet; splitbill split saves each one.\n")
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("data").path))

        #expect(try home.run(["split", bill, "--assignments", assignments, "--payer", "ana"]).status == 0)
        #expect(try home.run(["group", "add", "friday", "ana", "ben", "carla"]).status == 0)
        let before = try home.snapshot()
        for command in [["history"], ["history", "--format", "json"], ["show", "1"], ["balance"], ["settle"], ["group", "list"],
                        ["split", bill, "--group", "friday", "--everyone", "1-11", "--no-save"]] {
            let r = try home.run(command)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(try home.snapshot() == before, "\(command)")
        }
    }

    /// What `$TMPDIR` is for a command that only reads the history.
    enum TemporaryFolder: String, CaseIterable {
        case missing, aFile, empty
    }

    @Test("commands that only read the history need no $TMPDIR and leave nothing in it", arguments: TemporaryFolder.allCases)
    func readsWithoutTemporaryFolder(temporary: TemporaryFolder) throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        #expect(try home.run(["split", bill, "--assignments", assignments, "--payer", "ana"]).status == 0)
        #expect(try home.run(["group", "add", "friday", "ana", "ben", "carla"]).status == 0)
        let folder = home.root.appendingPathComponent("tmp").path
        switch temporary {
        case .missing: break
        case .aFile: #expect(FileManager.default.createFile(atPath: folder, contents: Data("not a folder".utf8)))
        case .empty: try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        let before = try home.snapshot()
        for command in [["history"], ["show", "1"], ["balance"], ["settle"], ["group", "list"],
                        ["split", bill, "--group", "friday", "--everyone", "1-11", "--no-save"]] {
            let r = try home.run(command, extra: ["TMPDIR": folder])
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(try home.snapshot() == before, "\(command)")
        }
        if temporary == .empty { #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty) }
    }

    @Test("a history damaged past its first page is reported by reads and writes, and left byte for byte")
    func damagedInside() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        #expect(try home.run(["split", bill, "--assignments", assignments]).status == 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: home.database))
        try #require(bytes.count > 3 * 4096)
        for i in 2 * 4096..<(2 * 4096 + 3000) { bytes[i] = 0xAB }
        try bytes.write(to: URL(fileURLWithPath: home.database))
        let before = try home.snapshot()
        for command in [["history"], ["split", bill, "--assignments", assignments], ["balance"]] {
            let r = try home.run(command)
            #expect(r.status == 65, "\(command)")
            #expect(r.stderr.hasPrefix("Error: \(home.database) is not a splitbill history or is damaged ("), "\(command)")
            #expect(r.stderr.hasSuffix("); it was left untouched. Move it away (mv \"\(home.database)\" \"\(home.database).broken\") to start a new history, or pass --no-save\n"))
            #expect(try home.snapshot() == before, "\(command)")
        }
    }
}

extension PrivateHome {
    /// Every file of the history's folder with its bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }
}

/// Files that are not what they should be: a folder where the history goes, a pipe for the settings, an
/// output with other names.
@Suite("files where they should not be")
struct MisplacedFileTests {
    let bill = CommandRunner.sample("tapas-madrid.json")
    let assignments = CommandRunner.sample("tapas-madrid.split.json")

    @Test("a folder where the history should be is said, not read as an empty history")
    func historyIsAFolder() throws {
        let home = try PrivateHome()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try FileManager.default.createDirectory(atPath: home.database, withIntermediateDirectories: true)
        let list = try home.run(["history"])
        #expect(list.status == 73)
        #expect(list.stderr.contains("cannot open the history \(home.database): it is a folder, not the history's file"), "\(list.stderr)")
        let split = try home.run(["split", bill, "--assignments", assignments])
        #expect(split.status != 0)
        #expect(split.stderr.contains("it is a folder, not the history's file"))
    }

    @Test("a settings file that is a pipe is refused at once, not waited on")
    func settingsPipe() throws {
        let home = try PrivateHome()
        defer { try? FileManager.default.removeItem(at: home.root) }
        try FileManager.default.createDirectory(atPath: (home.config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(home.config, 0o600) == 0)
        for arguments in [["config", "set", "tip", "15%"], ["config", "show"], ["split", bill, "--assignments", assignments, "--no-save"]] {
            let r = try home.run(arguments)
            #expect(r.status == 65, "\(arguments)")
            #expect(r.stderr.contains("the settings file \(home.config) is a pipe (FIFO), not a file"), "\(r.stderr)")
        }
    }

    @Test("--force writes a file with other names (hard links) where it stands, so that every name shows the new content")
    func hardLinks() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("split.txt").path
        let other = folder.appendingPathComponent("same-file.txt").path
        try "old".write(toFile: output, atomically: false, encoding: .utf8)
        #expect(link(output, other) == 0)
        let r = try CommandRunner.run(["split", bill, "--assignments", assignments, "--no-save", "--output", output, "--force"])
        #expect(r.status == 0, "\(r.stderr)")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.hasPrefix("Split of "))
        #expect(try String(contentsOfFile: other, encoding: .utf8) == written)
    }
}

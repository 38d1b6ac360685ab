import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The dialogue's undo at the first question, its answers kept between sessions, and `edit --interactive`,
/// on a pseudo-terminal.
extension InteractiveTests {
    @Test("undo at the first question says there is nothing to undo, and is taken as no name")
    func undoAtTheFirstQuestion() throws {
        let (folder, text, env) = try receipt("sol.txt", "CAFE SOL\nPASTA 12.00\nWINE 6.00\nTOTAL 18.00\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let t = try Terminal(["split", text, "--interactive", "--no-save"], environment: env)
        for a in ["undo", "ana,ben", "ana", "ben", "", ""] { #expect(t.answer(a), "no question before \(a)") }
        #expect(t.finish() == 0)
        let out = t.seen.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(out.contains("Who is at the table? (names separated by commas) > undo\nNothing to undo: this is the first question.\nWho is at the table?"))
        #expect(out.contains("Split of $18.00 at CAFE SOL between ana and ben\n"))
    }

    @Test("answers are kept between sessions for up: the last 500, private to the user; a file that cannot be read is no answers")
    func answersKept() throws {
        let (folder, text, env) = try receipt("sol.txt", "CAFE SOL\nPASTA 12.00\nWINE 6.00\nTOTAL 18.00\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("d/splitbill/answers").path
        let first = try Terminal(["split", text, "--interactive", "--people", "ana,ben", "--no-save"], environment: env)
        for a in ["ana", "ben", "", "ben"] { #expect(first.answer(a), "no question before \(a)") }
        #expect(first.finish() == 0)
        // An answer like the one before it is kept once, as the line editor keeps it.
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "ana\nben\n")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int)
        #expect(mode == 0o600)

        // Up at the first question of the next session brings back the last answer of this one.
        let second = try Terminal(["split", text, "--interactive", "--people", "ana,ben", "--no-save"], environment: env)
        for a in ["\u{1B}[A", "ana", "", ""] { #expect(second.answer(a), "no question before \(a)") }
        #expect(second.finish() == 0)
        #expect(second.seen.replacingOccurrences(of: "\r\n", with: "\n").contains("So far: ana $0.00, ben $12.00\n"))

        // Bounded: of 600 lines, the newest 500 (and the new answers) are kept.
        try (0..<600).map { "answer \($0)\n" }.joined().write(toFile: kept, atomically: true, encoding: .utf8)
        let third = try Terminal(["split", text, "--interactive", "--people", "ana,ben", "--no-save"], environment: env)
        for a in ["ana", "ben", "", ""] { #expect(third.answer(a), "no question before \(a)") }
        #expect(third.finish() == 0)
        let lines = try String(contentsOfFile: kept, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 500)
        #expect(lines.first == "answer 102" && lines.last == "ben")

        // A folder where the file should be, and a file of bytes that are no text: the session goes on.
        try FileManager.default.removeItem(atPath: kept)
        try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
        let fourth = try Terminal(["split", text, "--interactive", "--people", "ana,ben", "--no-save"], environment: env)
        for a in ["ana", "ben", "", ""] { #expect(fourth.answer(a), "no question before \(a)") }
        #expect(fourth.finish() == 0)
        try FileManager.default.removeItem(atPath: kept)
        try Data([0xFF, 0xFE, 0x00, 0x0A, 0xC3]).write(to: URL(fileURLWithPath: kept))
        let fifth = try Terminal(["split", text, "--interactive", "--people", "ana,ben", "--no-save"], environment: env)
        for a in ["ana", "ben", "", ""] { #expect(fifth.answer(a), "no question before \(a)") }
        #expect(fifth.finish() == 0)
        #expect(fifth.seen.contains("ben: $6.00"))
    }

    @Test("edit N --interactive goes through a saved bill again, offering its answers, and keeps its number")
    func editInteractive() throws {
        let (folder, text, env) = try receipt("sol.txt", "CAFE SOL\nPASTA 12.00\nWINE 6.00\nTOTAL 18.00\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let split = try CommandRunner.run(["split", text, "--people", "ana,ben", "--assign", "1=ana", "--assign", "2=ben", "--tip", "10%", "--payer", "ana"],
                                          environment: env)
        #expect(split.status == 0, "\(split.stderr)")
        let t = try Terminal(["edit", "1", "--interactive"], environment: env)
        for a in ["", "ana,ben", "", ""] { #expect(t.answer(a), "no question before \(a)") }
        #expect(t.finish() == 0)
        let out = t.seen.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(out.contains("Item 1 of 2: PASTA $12.00 - who had it? (Enter for ana) > \n"))
        #expect(out.contains("Item 2 of 2: WINE $6.00 - who had it? (Enter for ben) > ana,ben\n"))
        #expect(out.contains("Tip? (such as 10% or 5.00; Enter for 10%, 0 for none) > \n"))
        #expect(out.contains("Who paid? (ana, ben; Enter for ana) > \n"))
        #expect(out.contains("Updated bill 1 (") && out.contains("splitbill show 1 prints it again."))
        let shown = try CommandRunner.run(["show", "1", "--format", "json"], environment: env)
        #expect(shown.stdout.contains("\"2\": \"ana,ben\""))
        #expect(shown.stdout.contains("\"payer\": \"ana\""))
        #expect(try CommandRunner.run(["history"], environment: env).stdout.components(separatedBy: "\n").filter { $0.contains("CAFE SOL") }.count == 1)

        // Quit leaves it as it was; Enter everywhere changes nothing.
        let u = try Terminal(["edit", "1", "--interactive"], environment: env)
        for a in ["ben", "quit", ""] { #expect(u.answer(a), "no question before \(a)") }
        #expect(u.finish() == 0)
        #expect(u.seen.contains("Stopped: bill 1 is unchanged."))
        let v = try Terminal(["edit", "1", "--interactive"], environment: env)
        for a in ["", "", "", ""] { #expect(v.answer(a), "no question before \(a)") }
        #expect(v.finish() == 0)
        #expect(v.seen.contains("Nothing changed: bill 1"))
    }
}

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The dialogue's undo at the first question, on a pseudo-terminal.
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
}

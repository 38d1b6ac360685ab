import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `splitbill split --interactive` driven through a real pseudo-terminal, as a person types.
@Suite("interactive assignment on a terminal", .serialized)
struct InteractiveTests {
    let bill = CommandRunner.sample("tapas-madrid.json")

    /// A `splitbill` whose standard input and output are a pseudo-terminal.
    final class Terminal {
        let process = Process()
        var master: Int32 = -1
        var seen = ""

        init(_ arguments: [String], environment: [String: String]) throws {
            var slave: Int32 = -1
            var size = winsize(ws_row: 50, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
            let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.executableURL = CommandRunner.binary
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            close(slave)
        }

        deinit { close(master) }

        /// Reads until `done` holds (or 20 seconds pass); returns whether it held.
        @discardableResult
        func waitUntil(_ done: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !done(seen), Date() < deadline {
                var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&fds, 1, 200) > 0 else {
                    if !process.isRunning { break }
                    continue
                }
                let n = read(master, &buffer, buffer.count)
                if n <= 0 { break }
                seen += String(decoding: buffer[0..<n], as: UTF8.self)
            }
            return done(seen)
        }

        /// Reads until `text` has appeared.
        @discardableResult
        func waitFor(_ text: String) -> Bool { waitUntil { $0.contains(text) } }

        private var answered = 0

        /// Waits for the next question and types `line` and Enter.
        @discardableResult
        func answer(_ line: String) -> Bool {
            let asked = waitUntil { $0.components(separatedBy: " > ").count - 1 > self.answered }
            answered += 1
            _ = (line + "\r").withCString { write(master, $0, strlen($0)) }
            return asked
        }

        func finish() -> Int32 {
            waitUntil { _ in false }
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    @Test("a whole session: people, names, all, units, skip, a fixed amount, back, a tip")
    func session() throws {
        let home = try CommandRunner.temporaryFolder()
        let env = ["XDG_DATA_HOME": home.appendingPathComponent("d").path, "XDG_CONFIG_HOME": home.appendingPathComponent("c").path]
        let t = try Terminal(["split", bill, "--interactive"], environment: env)
        #expect(t.waitFor("Who is at the table?"))
        let answers = ["ana,ben,carla", "ana", "zoe", "ben", "carla", "all", "ana", "units ben:1,carla:1",
                       "skip", "ana", "=4.00", "ben", "back", "ben", "carla", "ana", "ana", "10%"]
        for a in answers { #expect(t.answer(a), "no question before the answer \(a)") }
        let status = t.finish()
        let out = t.seen.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(status == 0)
        #expect(out.contains("zoe is not at the table (ana, ben, carla); type ? for help"))
        #expect(out.contains("So far: ana 1,67 €, ben 5,27 €, carla 1,66 €"))
        #expect(out.contains("Item 9 is now 4,00 €."))
        #expect(out.contains("Back to the skipped items."))
        #expect(out.contains("Split of 46,75 € between ana, ben and carla"))
        #expect(out.contains("ana: 28,13 €"))
        #expect(out.contains("ben: 11,96 €"))
        #expect(out.contains("carla: 6,66 €"))
        #expect(out.contains("- CLARA LIMON (1 of 2): 1,60 €"))
        #expect(out.contains("Saved as bill 1"))
    }

    @Test("without a terminal, --interactive says what to do instead")
    func noTerminal() throws {
        let r = try CommandRunner.run(["split", bill, "--interactive"])
        #expect(r.status == 64)
        #expect(r.stderr == "Error: --interactive asks questions on a terminal; without one, say who had what with --assign or --assignments FILE\n")
    }

    @Test("quitting splits and saves nothing")
    func quit() throws {
        let home = try CommandRunner.temporaryFolder()
        let env = ["XDG_DATA_HOME": home.appendingPathComponent("d").path, "XDG_CONFIG_HOME": home.appendingPathComponent("c").path]
        let t = try Terminal(["split", bill, "--interactive", "--people", "ana,ben"], environment: env)
        #expect(t.waitFor("Item 1 of 11"))
        t.answer("quit")
        #expect(t.finish() == 1)
        #expect(t.seen.contains("Error: stopped; nothing was split or saved"))
        let history = try CommandRunner.run(["history"], environment: env)
        #expect(history.stdout == "No saved splits yet; splitbill split saves each one.\n")
    }
}

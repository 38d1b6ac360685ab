import Foundation
import SplitBillCore
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `splitbill serve` run as a process: claims over real HTTP on 127.0.0.1, from scripts and from a real
/// headless browser, finished from the terminal or the host link; the split must be `split`'s.
@Suite("serve", .serialized)
struct ServeTests {
    /// A started `serve` with a pipe for its standard input (Enter finishes) and its first line read.
    struct Room {
        let process: Process
        let input: Pipe
        let out: Pipe
        let err: Pipe
        let address: String
        let port: Int

        var path: String { String(address.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }) }

        static func start(_ arguments: [String], home: PrivateHome) throws -> Room {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["serve"] + arguments + ["--bind", "127.0.0.1"]
            var env = ProcessInfo.processInfo.environment
            for (k, v) in home.environment { env[k] = v }
            process.environment = env
            let input = Pipe(), out = Pipe(), err = Pipe()
            process.standardInput = input
            process.standardOutput = out
            process.standardError = err
            try process.run()
            // The first line is the address.
            var line: [UInt8] = []
            while true {
                let byte = out.fileHandleForReading.readData(ofLength: 1)
                guard let b = byte.first else { break }
                if b == 10 { break }
                line.append(b)
            }
            let address = String(decoding: line, as: UTF8.self)
            guard address.hasPrefix("http://127.0.0.1:"), let port = Int(address.dropFirst(17).prefix { $0.isNumber }) else {
                process.terminate()
                let rest = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                throw Failure("serve did not print its address: \(address) \(rest)")
            }
            return Room(process: process, input: input, out: out, err: err, address: address, port: port)
        }

        /// Presses Enter on the room's terminal.
        func pressEnter() { input.fileHandleForWriting.write(Data("\n".utf8)) }

        /// Waits for the command to end (at most `seconds`) and returns the rest of its output.
        func finish(seconds: Double = 30) throws -> CommandRunner.Result {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { usleep(50_000) }
            if process.isRunning {
                process.terminate()
                throw Failure("serve did not end")
            }
            return CommandRunner.Result(stdout: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                                        stderr: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                                        status: process.terminationStatus)
        }

        var hostToken: String {
            get throws {
                // Read once the room is open: the host link is on standard error, before anything else there.
                var text = ""
                while !text.contains("Press Enter") {
                    let data = err.fileHandleForReading.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                }
                guard let range = text.range(of: "?host=") else { throw Failure("no host link in: \(text)") }
                return String(text[range.upperBound...].prefix { !$0.isWhitespace })
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A request to the room; the body as text.
    static func http(_ room: Room, _ method: String, _ resource: String, _ body: String? = nil) throws -> (Int, String) {
        let answer = try LoopbackHTTP(port: room.port).blockingRequest(method, room.path + resource, body: body)
        return (answer.status, answer.body)
    }

    static func itemIDs(_ room: Room) throws -> [String] {
        let (_, text) = try http(room, "GET", "bill")
        guard case .object(let bill) = try JSONValue(parsing: text), case .array(let items)? = bill["items"] else { return [] }
        return items.compactMap { if case .object(let o) = $0, case .string(let id)? = o["id"] { id } else { nil } }
    }

    @Test("claims made by the API and Enter on the terminal give split's split to the cent, saved with its payer")
    func sameAsSplit() throws {
        let home = try PrivateHome()
        let bill = CommandRunner.sample("tapas-madrid.json")
        let room = try Room.start([bill, "--people", "ana,ben,carla", "--tip", "10%", "--payer", "ana"], home: home)
        let ids = try Self.itemIDs(room)
        #expect(ids.count == 11)
        // As SampleReceipts/tapas-madrid.split.json assigns them: 1,5,8,11 ana; 2,6,9 ben; 3,7,10 carla; 4 everyone.
        for (numbers, person) in [([1, 5, 8, 11], "ana"), ([2, 6, 9], "ben"), ([3, 7, 10], "carla")] {
            for n in numbers {
                let (status, _) = try Self.http(room, "POST", "claims", #"{"person":"\#(person)","item":"\#(ids[n - 1])"}"#)
                #expect(status == 200)
            }
        }
        for person in ["ana", "ben", "carla"] {
            #expect(try Self.http(room, "POST", "claims", #"{"person":"\#(person)","item":"\#(ids[3])"}"#).0 == 200)
        }
        room.pressEnter()
        let result = try room.finish()
        #expect(result.status == 0, "\(result.stderr)")
        let split = try home.run(["split", bill, "--assignments", CommandRunner.sample("tapas-madrid.split.json"), "--no-save"])
        #expect(split.status == 0)
        #expect(result.stdout == split.stdout)
        #expect(result.stderr.contains("Saved as bill 1"))
        let history = try home.run(["show", "1", "--format", "json"])
        #expect(history.stdout.contains(#""payer": "ana""#))
    }

    @Test("Enter with items unclaimed keeps the room open and says which; --split-unassigned shares them")
    func unclaimed() throws {
        let home = try PrivateHome()
        let bill = CommandRunner.sample("tapas-madrid.json")
        let room = try Room.start([bill, "--people", "ana,ben", "--no-save"], home: home)
        let host = try room.hostToken
        let ids = try Self.itemIDs(room)
        _ = try Self.http(room, "POST", "claims", #"{"person":"ana","item":"\#(ids[0])"}"#)
        room.pressEnter()
        var said = ""
        let deadline = Date().addingTimeInterval(10)
        while !said.contains("The room stays open"), Date() < deadline {
            said += String(decoding: room.err.fileHandleForReading.availableData, as: UTF8.self)
        }
        #expect(said.contains("The room stays open: not claimed yet: 2 POLLO EMPANADO"))
        #expect(room.process.isRunning)
        // The host link finishes it just the same once everything is claimed.
        for id in ids.dropFirst() { _ = try Self.http(room, "POST", "claims", #"{"person":"ben","item":"\#(id)"}"#) }
        #expect(try Self.http(room, "POST", "finish", #"{"host":"\#(host)"}"#).0 == 200)
        let result = try room.finish()
        #expect(result.status == 0)
        #expect(result.stdout.contains("ana"))

        let shared = try Room.start([bill, "--people", "ana,ben", "--no-save", "--split-unassigned"], home: home)
        shared.pressEnter()
        let even = try shared.finish()
        #expect(even.status == 0)
        let split = try home.run(["split", bill, "--people", "ana,ben", "--split-unassigned", "--no-save"])
        #expect(even.stdout == split.stdout)
    }

    @Test("Ctrl-C closes the room without a split: said, exit 130, nothing saved")
    func interrupt() throws {
        let home = try PrivateHome()
        let room = try Room.start([CommandRunner.sample("tapas-madrid.json"), "--people", "ana,ben"], home: home)
        _ = try room.hostToken  // the room is open
        kill(room.process.processIdentifier, SIGINT)
        let result = try room.finish()
        #expect(result.status == 130)
        #expect(result.stderr.contains("The room is closed without a split; nothing was saved."))
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test("bad input is refused before the room opens: an even split, a stranger in the assignments, a port out of range, an address not of this machine")
    func refusals() throws {
        let bill = CommandRunner.sample("tapas-madrid.json")
        let even = try CommandRunner.run(["serve", bill, "--people", "ana,ben", "--even"])
        #expect(even.status == 64 && even.stderr.contains("nothing to claim"))
        let stranger = try CommandRunner.run(["serve", bill, "--people", "ana", "--assign", "1=zoe", "--bind", "127.0.0.1", "--no-save"])
        #expect(stranger.status == 65 && stranger.stderr.contains("\"zoe\" is not one of the people"))
        let port = try CommandRunner.run(["serve", bill, "--port", "70000"])
        #expect(port.status == 64 && port.stderr.contains("--port 70000"))
        let bind = try CommandRunner.run(["serve", bill, "--bind", "203.0.113.7", "--no-save"])
        #expect(bind.status == 1 && bind.stderr.contains("203.0.113.7"), "\(bind.stderr)")
    }

    @Test("two phones in a real browser claim their items; the host finishes from the page; both pages show split's split")
    func browser() throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver"), "chromium-driver is installed by scripts/install-deps")
        let home = try PrivateHome()
        let folder = try CommandRunner.temporaryFolder()
        let bill = folder.appendingPathComponent("dinner.json")
        try #"""
        {"currency": "EUR", "store": "Trattoria <i>Roma</i>", "items": [
          {"name": "Pasta", "total": 12.00},
          {"name": "Beer", "quantity": 2, "unitPrice": 4.00, "total": 8.00},
          {"name": "<b>Salad</b>", "total": 6.00}
        ], "total": 26.00}
        """#.write(to: bill, atomically: true, encoding: .utf8)
        let room = try Room.start([bill.path, "--people", "ana,ben", "--tip", "10%"], home: home)
        defer { if room.process.isRunning { room.process.terminate() } }
        let host = try room.hostToken
        let ids = try Self.itemIDs(room)
        let driver = try WebDriver.start()
        var sessions: [String] = []
        defer { driver.stop(sessions) }
        let ana = try driver.newSession()
        sessions.append(ana)
        let ben = try driver.newSession()
        sessions.append(ben)
        try driver.open(ana, room.address + "?host=" + host)
        try driver.open(ben, room.address)
        try driver.click(ana, #"button[data-person="ana"]"#)
        try driver.click(ben, #"button[data-person="ben"]"#)
        try driver.click(ana, #"li[data-item="\#(ids[0])"] button[data-action="claim"]"#)
        try driver.click(ana, #"li[data-item="\#(ids[2])"] button[data-action="claim"]"#)
        // Ben sees Ana's salad claim (the page updates from the events) and shares it; he had both beers.
        try driver.waitFor(ben, #"return document.querySelector('li[data-item="\#(ids[2])"] .claimers').textContent.includes('ana')"#)
        try driver.click(ben, #"li[data-item="\#(ids[2])"] button[data-action="claim"]"#)
        try driver.click(ben, #"li[data-item="\#(ids[1])"] button[data-action="more"]"#)
        try driver.waitFor(ben, #"return document.querySelector('[data-units="\#(ids[1])"]').textContent === '1 of 2'"#)
        try driver.click(ben, #"li[data-item="\#(ids[1])"] button[data-action="more"]"#)
        try driver.waitFor(ana, #"return document.querySelectorAll('li.unclaimed').length === 0"#)
        // Markup in names is shown as text.
        #expect(try driver.run(ana, "return document.querySelector('#store').textContent") == .string("Trattoria <i>Roma</i>"))
        #expect(try driver.run(ana, "return document.querySelectorAll('li b, h1 i').length") == .number("0"))
        if let path = ProcessInfo.processInfo.environment["SPLITBILL_SCREENSHOT"] { try driver.screenshot(ben, to: path) }
        try driver.click(ana, "#finish")
        for page in [ana, ben] {
            try driver.waitFor(page, "return document.querySelector('#summary').textContent.length > 0")
        }
        let shown = try driver.run(ben, "return document.querySelector('#summary').textContent")
        let result = try room.finish()
        #expect(result.status == 0, "\(result.stderr)")
        let split = try home.run(["split", bill.path, "--people", "ana,ben", "--tip", "10%", "--assign", "1=ana", "--units", "2=ben:2",
                                  "--assign", "3=ana,ben", "--no-save"])
        #expect(result.stdout == split.stdout)
        #expect(shown == .string(split.stdout.trimmingCharacters(in: .newlines)) || shown == .string(split.stdout))
    }
}

/// Debian's chromedriver driving headless Chromium, by the W3C WebDriver protocol.
struct WebDriver {
    let process: Process
    let port: Int

    static func start() throws -> WebDriver {
        // A free port: bind one, note it, let it go, and hand it to chromedriver.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length); return getsockname(fd, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        close(fd)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let driver = WebDriver(process: process, port: port)
        for _ in 0..<100 {
            if (try? LoopbackHTTP(port: port).blockingRequest("GET", "/status"))?.status == 200 { return driver }
            usleep(100_000)
        }
        process.terminate()
        throw ServeTests.Failure("chromedriver did not start")
    }

    /// Closes the browsers of `sessions` and stops chromedriver (which does not always end on SIGTERM).
    func stop(_ sessions: [String]) {
        for session in sessions { _ = try? command("DELETE", "/session/\(session)") }
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    func command(_ method: String, _ path: String, _ body: JSONValue? = nil) throws -> JSONValue {
        let answer = try LoopbackHTTP(port: port).blockingRequest(method, path, body: body.map { $0.serialized(pretty: false) })
        let (status, text) = (answer.status, answer.body)
        let value = try JSONValue(parsing: text)
        guard status == 200, case .object(let o) = value, let result = o["value"] else { throw ServeTests.Failure("WebDriver \(path): \(status) \(text)") }
        return result
    }

    func newSession() throws -> String {
        let profile = try CommandRunner.temporaryFolder().path
        let options: JSONValue = ["args": .array(["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                                  "--window-size=412,915", "--user-data-dir=\(profile)"].map { .string($0) })]
        let body: JSONValue = ["capabilities": ["alwaysMatch": ["goog:chromeOptions": options]]]
        guard case .object(let o) = try command("POST", "/session", body), case .string(let id)? = o["sessionId"] else {
            throw ServeTests.Failure("no WebDriver session")
        }
        return id
    }

    func open(_ session: String, _ url: String) throws {
        _ = try command("POST", "/session/\(session)/url", ["url": .string(url)])
    }

    /// Clicks the element `selector` finds. The page redraws its items when an event arrives, so an
    /// element found may be replaced before the click reaches it ("stale element reference": nothing
    /// was clicked); it is then found again, for up to 10 seconds.
    func click(_ session: String, _ selector: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while true {
            try waitFor(session, "return document.querySelector(\(JSONValue.string(selector).serialized())) !== null")
            guard case .object(let found) = try command("POST", "/session/\(session)/element", ["using": "css selector", "value": .string(selector)]),
                  case .string(let element)? = found.pairs.first?.value else { throw ServeTests.Failure("no element \(selector)") }
            do {
                _ = try command("POST", "/session/\(session)/element/\(element)/click", .object(JSONObject()))
                return
            } catch where "\(error)".contains("stale element reference") && Date() < deadline {
                usleep(50_000)
            }
        }
    }

    func run(_ session: String, _ script: String) throws -> JSONValue {
        try command("POST", "/session/\(session)/execute/sync", ["script": .string(script), "args": []])
    }

    /// Waits up to 10 seconds for `script` to return true.
    func waitFor(_ session: String, _ script: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if (try? run(session, "try { \(script) } catch (e) { return false }")) == .bool(true) { return }
            usleep(100_000)
        }
        throw ServeTests.Failure("timed out waiting for: \(script)")
    }

    func screenshot(_ session: String, to path: String) throws {
        guard case .string(let base64) = try command("GET", "/session/\(session)/screenshot"), let data = Data(base64Encoded: base64) else { return }
        try data.write(to: URL(fileURLWithPath: path))
    }
}

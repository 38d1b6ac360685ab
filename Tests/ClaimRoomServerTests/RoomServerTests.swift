import BillSplitter
import ClaimRoom
@testable import ClaimRoomServer
import Foundation
import SplitBillCore
import TestSupport
import Testing

/// The room served for real on 127.0.0.1, reached over sockets as a phone reaches it.
@Suite("Claim room server", .serialized)
struct RoomServerTests {
    static func eur(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .eur) }

    /// Pasta 12.00, 6 beers 24.00, a salad named as markup 8.00; total 44.00.
    static func room(people: [String]? = ["ana", "ben"]) throws -> ClaimRoom {
        let receipt = Receipt(currency: .eur, store: "Trattoria", items: [
            LineItem(name: "Pasta", total: eur(1200)),
            LineItem(name: "Beer", quantity: ExactDecimal(6), unitPrice: ExactDecimal("4.00"), total: eur(2400)),
            LineItem(name: "<img src=x onerror=alert(1)>", total: eur(800)),
        ], total: eur(4400))
        var plan = SplitPlan()
        plan.people = people
        return try ClaimRoom(receipt: receipt, plan: plan, acceptsNewPeople: true)
    }

    /// Serves `room` on a free port for the length of `body`; finishing is refused (or accepted, with `finishes`).
    static func serving(_ room: ClaimRoom, finishes: Bool = false, _ body: (LoopbackHTTP, RoomServer) async throws -> Void) async throws {
        let live = LiveRoom(room)
        let server = RoomServer(room: live, token: RoomServer.newToken(), hostToken: RoomServer.newToken()) {
            guard finishes else { return .refused("not yet") }
            await live.finish(showing: .object(JSONObject([("summary", .string("done"))])))
            return .finished
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task { try await server.run(host: "127.0.0.1", port: 0) { continuation.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { Issue.record("the server did not start"); return }
        defer { task.cancel() }
        try await body(LoopbackHTTP(port: port), server)
    }

    static func json(_ text: String) throws -> JSONObject {
        guard case .object(let o) = try JSONValue(parsing: text) else { throw LoopbackHTTP.Failure.malformed(text) }
        return o
    }

    static func ids(_ http: LoopbackHTTP, _ server: RoomServer) async throws -> [String] {
        let bill = try json(try await http.request("GET", server.roomPath + "bill").body)
        guard case .array(let items)? = bill["items"] else { return [] }
        return items.compactMap { if case .object(let o) = $0, case .string(let id)? = o["id"] { id } else { nil } }
    }

    @Test("tokens: 128 random bits as 22 URL-safe characters, a new one each time")
    func tokens() {
        #expect(RoomServer.base64URL([0xFB, 0xFF]) == "-_8")  // "+/8=" in plain base64
        let tokens = (0..<50).map { _ in RoomServer.newToken() }
        #expect(tokens.allSatisfy { $0.count == 22 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
        #expect(Set(tokens).count == 50)
    }

    @Test("a request without the room's token gets 403 and an empty body, whatever it asks")
    func token() async throws {
        try await Self.serving(try Self.room()) { http, server in
            for path in ["/", "/room/", "/room/\(RoomServer.newToken())/bill", "/bill", "/room/x/" + server.token + "/bill",
                         server.roomPath.dropLast() + "x/bill", "/../room/\(server.token.dropLast())/"] {
                let answer = try await http.request("GET", String(path))
                #expect(answer.status == 403, "\(path)")
                #expect(answer.body.isEmpty, "\(path)")
            }
            let post = try await http.request("POST", "/room/nope/claims", body: #"{"person":"ana","item":"x"}"#)
            #expect(post.status == 403 && post.body.isEmpty)
            #expect(try await http.request("GET", server.roomPath + "bill").status == 200)
            // The page's own address without its slash is sent to the one with it.
            let bare = try await http.request("GET", String(server.roomPath.dropLast()))
            #expect(bare.status == 308 && bare.headers["location"] == server.roomPath)
        }
    }

    @Test("the page, its style and its script come from the room, with a policy that allows nothing else")
    func page() async throws {
        try await Self.serving(try Self.room()) { http, server in
            let page = try await http.request("GET", server.roomPath)
            #expect(page.status == 200)
            #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
            #expect(page.headers["referrer-policy"] == "no-referrer")
            #expect(page.body.contains(#"<script src="app.js" defer></script>"#))
            #expect(!page.body.contains("http://") && !page.body.contains("https://"))  // no outside assets
            let script = try await http.request("GET", server.roomPath + "app.js")
            #expect(script.status == 200 && script.body.contains("EventSource"))
            #expect(!script.body.contains("innerHTML"))  // names and items go in as text only
            #expect(try await http.request("GET", server.roomPath + "app.css").status == 200)
            #expect(try await http.request("GET", server.roomPath + "nothing").status == 404)
            #expect(try await http.request("PUT", server.roomPath + "claims", body: "{}").status == 405)
        }
    }

    @Test("claims by the API: whole, units and taken back; refusals say why with the right status")
    func claims() async throws {
        try await Self.serving(try Self.room()) { http, server in
            let ids = try await Self.ids(http, server)
            let path = server.roomPath
            let claim = try await http.request("POST", path + "claims", body: #"{"person": "ana", "item": "\#(ids[0])"}"#)
            #expect(claim.status == 200)
            let state = try Self.json(claim.body)
            guard case .object(let split)? = state["split"] else { Issue.record("no split"); return }
            #expect(split["unclaimed"] == .array([.string(ids[1]), .string(ids[2])]))
            #expect(try await http.request("POST", path + "claims", body: #"{"person":"ben","item":"\#(ids[1])","units":4}"#).status == 200)
            let tooMany = try await http.request("POST", path + "claims", body: #"{"person":"ana","item":"\#(ids[1])","units":3}"#)
            #expect(tooMany.status == 409 && tooMany.body.contains("only 2 of the 6 of Beer are left"))
            #expect(try await http.request("POST", path + "claims", body: #"{"person":"zoe","item":"\#(ids[0])"}"#).status == 404)
            #expect(try await http.request("POST", path + "claims", body: #"{"person":"ana","item":"nope"}"#).status == 404)
            #expect(try await http.request("POST", path + "claims", body: #"{"person":"ana"}"#).status == 400)
            #expect(try await http.request("POST", path + "claims", body: "not json").status == 400)
            #expect(try await http.request("POST", path + "claims", body: #"{"person":"ana","item":"\#(ids[1])","units":"two"}"#).status == 400)
            let huge = try await http.request("POST", path + "claims", body: #"{"person":""# + String(repeating: "a", count: 20_000) + #""}"#)
            #expect(huge.status == 413)
            #expect(try await http.request("DELETE", path + "claims?person=ben&item=\(ids[1])").status == 200)
            #expect(try await http.request("DELETE", path + "claims?person=ben").status == 400)
            let split2 = try Self.json(try await http.request("GET", path + "split").body)
            #expect(split2["claims"] == .array([.object(JSONObject([("item", .string(ids[0])), ("person", .string("ana")), ("share", .number("1"))]))]))
            // Only the host finishes.
            #expect(try await http.request("POST", path + "finish", body: #"{"host":"guess"}"#).status == 403)
            #expect(try await http.request("POST", path + "finish", body: #"{"host":"\#(server.hostToken)"}"#).status == 409)
        }
    }

    @Test("twelve phones claiming units of the same beers at once: six get one each, the others are told none are left")
    func concurrentClaims() async throws {
        var room = try Self.room(people: nil)
        for i in 0..<12 { try room.addPerson("p\(i)") }
        try await Self.serving(room) { http, server in
            let beer = try await Self.ids(http, server)[1]
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for i in 0..<12 {
                    group.addTask {
                        try await http.request("POST", server.roomPath + "claims", body: #"{"person":"p\#(i)","item":"\#(beer)","units":1}"#).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 200 }.count == 6)
            #expect(statuses.filter { $0 == 409 }.count == 6)
            let state = await server.room.room
            #expect(state.unitsLeft(state.items[1]) == 0)
            #expect(state.claims[beer]?.count == 6)
        }
    }

    @Test("every page listening hears a claim, and the finished split ends the stream")
    func events() async throws {
        try await Self.serving(try Self.room(), finishes: true) { http, server in
            let ids = try await Self.ids(http, server)
            let listeners = try (0..<2).map { _ in try http.connect() }
            defer { listeners.forEach { close($0) } }
            for fd in listeners {
                http.send(fd, "GET", server.roomPath + "events", body: nil, headers: [:])
                let first = try await LoopbackHTTP.offPool { try http.read(fd, seconds: 30) { $0.contains("\n\n") && $0.contains("event: state") } }
                #expect(first.contains("text/event-stream"))
            }
            #expect(try await http.request("POST", server.roomPath + "claims", body: #"{"person":"ana","item":"\#(ids[2])"}"#).status == 200)
            // How soon is measured in Benchmarks/room (a second at most is the aim); here, that it comes at all.
            for fd in listeners {
                let next = try await LoopbackHTTP.offPool { try http.read(fd, seconds: 30) { $0.contains(#""person":"ana""#) } }
                #expect(next.contains(#""item":"\#(ids[2])""#))
            }
            #expect(try await http.request("POST", server.roomPath + "finish", body: #"{"host":"\#(server.hostToken)"}"#).status == 200)
            for fd in listeners {
                let end = try await LoopbackHTTP.offPool { try http.read(fd, seconds: 30) }  // to the end of the stream: the server closes it
                #expect(end.contains(#""finished":{"summary":"done"}"#))
            }
            #expect(try await http.request("POST", server.roomPath + "claims", body: #"{"person":"ana","item":"\#(ids[0])"}"#).status == 409)
        }
    }

    @Test("names and items that look like markup travel as JSON text, escaped, and a new name is bounded")
    func markup() async throws {
        try await Self.serving(try Self.room(people: nil)) { http, server in
            let joined = try await http.request("POST", server.roomPath + "people", body: #"{"name":"<script>alert(\"x\")</script>"}"#)
            #expect(joined.status == 200)
            #expect(joined.body.contains(#""<script>alert(\"x\")</script>""#))
            #expect(try await http.request("GET", server.roomPath + "bill").body.contains(#""name": "<img src=x onerror=alert(1)>""#))
            #expect(try await http.request("POST", server.roomPath + "people", body: #"{"name":"a:b"}"#).status == 400)
            #expect(try await http.request("POST", server.roomPath + "people", body: #"{"name":"\#(String(repeating: "x", count: 41))"}"#).status == 400)
        }
    }
}

/// The QR code of a room's address, read back by a real decoder (zbarimg, from Debian's zbar-tools).
@Suite("QR code")
struct QRCodeTests {
    func decode(_ code: QRCode) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString).pgm")
        try Data(code.pgm()).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // zbarimg reads the file with no D-Bus (which it otherwise tries, and which is not there).
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zbarimg")
        process.arguments = ["--quiet", "--raw", "--nodbus", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    @Test("addresses of every length up to version 10 decode to themselves", arguments: [1, 14, 30, 56, 60, 84, 120, 200, 271])
    func roundTrip(length: Int) throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg"), "zbar-tools is installed by scripts/install-deps")
        let base = "http://192.168.1.23:54321/room/\(RoomServer.newToken())/"
        let text = String((base + String(repeating: "x", count: max(0, length - base.count))).prefix(length))
        let code = try #require(QRCode(text))
        #expect(code.size == 17 + 4 * code.version)
        // Once in about a thousand codes (nine read at once, under load) zbarimg did not read this back; a
        // wrong code reads wrong every time, so a second reading hides no fault of the code.
        let read = try decode(code)
        let again = read == text ? read : try decode(code)
        #expect(again == text, "read back as \(read), then \(again)")
    }

    @Test("a room's address fits a small code at level M, and too long a text has none")
    func sizes() throws {
        let code = try #require(QRCode("http://192.168.100.200:65535/room/\(RoomServer.newToken())/"))
        #expect(code.version == 4 && code.level == "M")
        #expect(QRCode(String(repeating: "x", count: 272)) == nil)
        let lines = code.terminalText(colors: false).split(separator: "\n")
        #expect(lines.count == (code.size + 4 + 1) / 2)
    }

    @Test("Reed-Solomon: the error correction of a known block (the standard's example, version 1-M)")
    func reedSolomon() {
        // ISO/IEC 18004 annex I: "01234567" at 1-M.
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        let ec = QRCode.ReedSolomon.remainder(data, divisor: QRCode.ReedSolomon.divisor(degree: 10))
        #expect(ec == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }
}

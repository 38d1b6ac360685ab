import ClaimRoom
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import SplitBillCore

/// The claim room on HTTP: a thin adapter that turns requests into ``LiveRoom`` changes.
///
/// Every address starts with the room's path, `/room/TOKEN/`, and any request whose path does not
/// carry the token gets 403 with an empty body. Under it (`{room}`):
///
/// | request | what it does |
/// | --- | --- |
/// | `GET {room}/` | the page (with `app.css` and `app.js`, served from here: no outside assets) |
/// | `GET {room}/bill` | the bill: items with their ids, people, payer (`ClaimRoom/billJSON`) |
/// | `GET {room}/split` | the claims and the current shares (`ClaimRoom/splitJSON`) |
/// | `GET {room}/events` | server-sent events: `state` with `{"bill", "split", "finished"}` at once and after each change |
/// | `POST {room}/people` | `{"name": "ana"}` joins the table (where the host allows new names) |
/// | `POST {room}/claims` | `{"person": "ana", "item": ID}`, plus `"units": 2` or `"share": 2` |
/// | `DELETE {room}/claims?person=ana&item=ID` | takes a claim back |
/// | `POST {room}/finish` | `{"host": HOST-TOKEN}`: the host ends the room |
///
/// A change answers 200 with the new state, as the events carry it; a refused one answers 400 (the
/// request is malformed), 403 (not the host), 404 (no such item or person), 409 (it conflicts with the
/// claims or the room is finished), 413 (a body over ``bodyLimit``) or 503 (too many pages listening),
/// always with `{"error": "what was wrong and what to do"}`.
public struct RoomServer: Sendable {
    /// What the host's finishing (from a page, or from the terminal) came to.
    public enum Finish: Sendable {
        /// The room is finished; every page shows its split.
        case finished
        /// The room stays open, with the reason (items nobody claimed).
        case refused(String)
    }

    public let room: LiveRoom
    /// The room's secret: at least 128 random bits, in the path of every request.
    public let token: String
    /// The host's secret, for the page's finish link.
    public let hostToken: String
    /// The largest request body, in bytes.
    public let bodyLimit: Int
    /// Called when a page's host link asks to finish; the command makes the split and says how it went.
    let finish: @Sendable () async -> Finish

    public init(room: LiveRoom, token: String, hostToken: String, bodyLimit: Int = 16_384,
                finish: @escaping @Sendable () async -> Finish) {
        self.room = room
        self.token = token
        self.hostToken = hostToken
        self.bodyLimit = bodyLimit
        self.finish = finish
    }

    /// A new random token: 16 bytes from the system's secure generator, in URL-safe base64 (22 characters).
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return base64URL(bytes)
    }

    /// URL-safe base64 without padding (RFC 4648 section 5).
    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The path of the room: `/room/TOKEN/`.
    public var roomPath: String { "/room/\(token)/" }

    /// Serves the room on `host:port` (port 0: a free one) until the task is cancelled; `started` gets
    /// the port it listens on once it does.
    public func run(host: String, port: Int, started: @escaping @Sendable (Int) async -> Void) async throws {
        let logger = Logger(label: "splitbill.serve") { _ in SwiftLogNoOpLogHandler() }
        let responder = RoomResponder(server: self)
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "splitbill"),
            onServerRunning: { channel in await started(channel.localAddress?.port ?? port) },
            logger: logger
        )
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.run() }
            group.addTask {
                // Every 15 seconds a comment to each page, until the room is finished and the streams end.
                while !Task.isCancelled {
                    try await Task.sleep(for: .seconds(15))
                    await room.keepAlive()
                }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}

/// Answers one request of the room.
struct RoomResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let server: RoomServer

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        let path = request.uri.path
        if Self.same(path, String(server.roomPath.dropLast())) {
            // The page's own address without its slash: its relative links need the slash.
            var headers = Self.headers(type: "text/plain; charset=utf-8")
            headers[.location] = server.roomPath
            return Response(status: .permanentRedirect, headers: headers)
        }
        guard let rest = resource(path) else { return Response(status: .forbidden) }
        switch (request.method, rest) {
        case (.get, ""), (.head, ""):
            return Self.text(RoomPage.html, type: "text/html; charset=utf-8", page: true)
        case (.get, "app.css"):
            return Self.text(RoomPage.css, type: "text/css; charset=utf-8")
        case (.get, "app.js"):
            return Self.text(RoomPage.script, type: "text/javascript; charset=utf-8")
        case (.get, "bill"):
            return Self.json(.ok, await server.room.room.billJSON)
        case (.get, "split"):
            return Self.json(.ok, await server.room.room.splitJSON)
        case (.get, "events"):
            return await events()
        case (.post, "people"):
            return await change(request) { body, room throws(ClaimError) in
                guard case .string(let name)? = body["name"] else { throw RequestProblem.field("name", "a text such as \"ana\"") }
                try room.addPerson(name)
            }
        case (.post, "claims"):
            return await change(request) { body, room throws(ClaimError) in
                let (person, item) = try Self.personAndItem(body)
                var units: Int?
                var share: ExactDecimal?
                if let value = body["units"], value != .null {
                    guard case .number(let n) = value, let u = Int(n) else { throw RequestProblem.field("units", "a whole number such as 2") }
                    units = u
                }
                if let value = body["share"], value != .null {
                    guard case .number(let n) = value, let w = ExactDecimal(n) else { throw RequestProblem.field("share", "a number such as 2") }
                    share = w
                }
                try room.claim(person: person, item: item, units: units, share: share)
            }
        case (.delete, "claims"):
            let query = request.uri.queryParameters
            guard let person = query["person"].map(String.init), let item = query["item"].map(String.init) else {
                return Self.error(.badRequest, "say whose claim of which item: DELETE claims?person=NAME&item=ID")
            }
            return await change(nil) { _, room throws(ClaimError) in try room.unclaim(person: person, item: item) }
        case (.post, "finish"):
            var request = request
            guard let body = try? await Self.body(&request, limit: server.bodyLimit),
                  case .string(let host)? = body["host"], Self.same(host, server.hostToken) else {
                return Self.error(.forbidden, "only the host can finish the room")
            }
            switch await server.finish() {
            case .finished: return Self.json(.ok, await server.room.state)
            case .refused(let why): return Self.error(.conflict, why)
            }
        case (_, ""), (_, "app.css"), (_, "app.js"), (_, "bill"), (_, "split"), (_, "events"), (_, "people"), (_, "claims"), (_, "finish"):
            return Self.error(.methodNotAllowed, "\(request.method) is not how \(rest.isEmpty ? "the page" : rest) is used")
        default:
            return Self.error(.notFound, "there is no \(rest) in this room")
        }
    }

    /// What the path asks of the room (`""` for the page itself), or nil when it does not carry the token.
    func resource(_ path: String) -> String? {
        let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].isEmpty, parts[1] == "room", Self.same(String(parts[2].prefix { $0 != "/" }), server.token) else {
            return nil
        }
        let afterToken = parts[2].drop { $0 != "/" }
        guard !afterToken.isEmpty else { return nil }
        return String(afterToken.dropFirst())
    }

    /// Whether two secrets are equal, in a time that does not depend on where they differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// A change to the room from a request with a JSON body (or none, for `nil`), answered with the new state.
    func change(_ request: Request?, _ body: @Sendable (JSONObject, inout ClaimRoom) throws(ClaimError) -> Void) async -> Response {
        var object = JSONObject()
        if var request {
            do { object = try await Self.body(&request, limit: server.bodyLimit) } catch let problem as RequestProblem {
                return Self.error(problem.status, problem.message)
            } catch {
                return Self.error(.badRequest, "the request could not be read")
            }
        }
        let parsed = object
        do {
            try await server.room.change { (room: inout ClaimRoom) throws(ClaimError) in try body(parsed, &room) }
        } catch {
            return Self.error(Self.status(of: error), error.description)
        }
        return Self.json(.ok, await server.room.state)
    }

    static func status(of error: ClaimError) -> HTTPResponse.Status {
        switch error {
        case .unknownPerson, .unknownItem: .notFound
        case .invalidName, .nameTooLong, .reservedName, .unitsAndShare, .notCounted, .invalidUnits, .invalidShare, .evenSplit, .malformed:
            .badRequest
        case .closedToNewPeople: .forbidden
        default: .conflict
        }
    }

    static func personAndItem(_ body: JSONObject) throws(ClaimError) -> (String, String) {
        guard case .string(let person)? = body["person"] else { throw RequestProblem.field("person", "a name such as \"ana\"") }
        guard case .string(let item)? = body["item"] else { throw RequestProblem.field("item", "an item's id from GET bill") }
        return (person, item)
    }

    /// The request's JSON object, read up to `limit` bytes.
    static func body(_ request: inout Request, limit: Int) async throws -> JSONObject {
        let buffer: ByteBuffer
        do { buffer = try await request.collectBody(upTo: limit) } catch {
            throw RequestProblem(status: .contentTooLarge, message: "the request is larger than \(limit) bytes")
        }
        let value: JSONValue
        do { value = try JSONValue(parsing: buffer.readableBytesView) } catch {
            throw RequestProblem(status: .badRequest, message: "the body is not JSON: \(error.description)")
        }
        guard case .object(let object) = value else {
            throw RequestProblem(status: .badRequest, message: "the body is a JSON object such as {\"person\": \"ana\", \"item\": \"i0123456789ab\"}")
        }
        return object
    }

    func events() async -> Response {
        guard let (id, stream) = await server.room.listen() else {
            return Self.error(.serviceUnavailable, "too many pages are open on this room; close one and reload")
        }
        let room = server.room
        var headers = Self.headers(type: "text/event-stream; charset=utf-8")
        headers[.connection] = "keep-alive"
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            defer { Task { await room.stopListening(id) } }
            for await event in stream { try await writer.write(ByteBuffer(string: event)) }
            try await writer.finish(nil)
        })
    }

    static func headers(type: String, page: Bool = false) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        if page {
            headers[.contentSecurityPolicy] = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        }
        return headers
    }

    static func text(_ text: String, type: String, page: Bool = false) -> Response {
        Response(status: .ok, headers: headers(type: type, page: page), body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ status: HTTPResponse.Status, _ value: JSONValue) -> Response {
        Response(status: status, headers: headers(type: "application/json; charset=utf-8"),
                 body: ResponseBody(byteBuffer: ByteBuffer(string: value.serialized() + "\n")))
    }

    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(status, .object(JSONObject([("error", .string(message))])))
    }
}

/// A request the room could not read: its status and message.
struct RequestProblem: Error {
    let status: HTTPResponse.Status
    let message: String

    /// A missing or malformed field, as the room's error (400).
    static func field(_ name: String, _ expected: String) -> ClaimError {
        .malformed(field: name, expected: expected)
    }
}

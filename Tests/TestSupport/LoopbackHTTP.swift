import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 client over a plain socket to 127.0.0.1, for testing servers as a phone (or a
/// script) reaches them: every request on its own connection (`Connection: close`), answers read to the
/// end or to their Content-Length, and event streams read as they come, with a deadline.
public struct LoopbackHTTP: Sendable {
    public let port: Int

    public init(port: Int) { self.port = port }

    public struct Answer: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
    }

    public enum Failure: Error { case connect(Int32), timeout, malformed(String) }

    public func connect() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(fd); throw Failure.connect(errno) }
        return fd
    }

    public func send(_ fd: Int32, _ method: String, _ path: String, body: String?, headers: [String: String]) {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (k, v) in headers { text += "\(k): \(v)\r\n" }
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Reads what the server sends until it closes the connection or `until` says enough, within `seconds`.
    public func read(_ fd: Int32, seconds: Double, until: (String) -> Bool = { _ in false }) throws -> String {
        var data: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { throw Failure.timeout }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(left * 1000) + 1)
            if ready <= 0 { continue }
            let n = buffer.withUnsafeMutableBufferPointer { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if until(String(decoding: data, as: UTF8.self)) { break }
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// A request and its whole answer, on a thread of its own: the blocking socket must not hold up the
    /// threads that the server's handlers run on.
    public func request(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) async throws -> Answer {
        try await Self.offPool { try blockingRequest(method, path, body: body, headers: headers) }
    }

    /// Runs blocking work on a thread of its own, away from Swift concurrency's cooperative threads.
    public static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    public func blockingRequest(_ method: String, _ path: String, body: String? = nil, headers: [String: String] = [:]) throws -> Answer {
        let fd = try connect()
        defer { close(fd) }
        send(fd, method, path, body: body, headers: headers)
        // A server that keeps the connection open all the same (chromedriver) has said all at its Content-Length.
        return try Self.parse(try read(fd, seconds: 60) { text in Self.completeLength(text).map { text.utf8.count >= $0 } ?? false })
    }

    /// The length of a whole answer once its head is in and gives a Content-Length; nil before, or without one.
    static func completeLength(_ text: String) -> Int? {
        guard let head = text.range(of: "\r\n\r\n") else { return nil }
        guard let line = text[..<head.lowerBound].lowercased().split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return nil }
        return text[..<head.upperBound].utf8.count + length
    }

    public static func parse(_ text: String) throws -> Answer {
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure.malformed(text) }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed(lines[0]) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Answer(status: status, headers: headers, body: body)
    }

    static func dechunk(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            var j = i
            while j + 1 < bytes.count, !(bytes[j] == 13 && bytes[j + 1] == 10) { j += 1 }
            guard j + 1 < bytes.count, let size = Int(String(decoding: bytes[i..<j], as: UTF8.self), radix: 16), size > 0 else { break }
            let start = j + 2
            let end = min(bytes.count, start + size)
            out.append(contentsOf: bytes[start..<end])
            i = end + 2
        }
        return String(decoding: out, as: UTF8.self)
    }
}

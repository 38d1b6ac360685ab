import ClaimRoom
import SplitBillCore

/// A `ClaimRoom` shared by every phone at once: changes are made one at a time (two phones that
/// claim the same item at the same moment get answers in some order, each consistent with the other),
/// and every page listening to the room's events hears each change.
public actor LiveRoom {
    /// The room as it stands.
    public private(set) var room: ClaimRoom
    /// What the finished room shows (the split as `splitbill split` prints it), once it is finished.
    public private(set) var finished: JSONValue?
    /// The most pages listening at once; one more is refused until another leaves.
    public let listenerLimit: Int

    /// Whether the host is finishing the room: claims wait no longer, they are refused.
    private var closing = false
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextListener = 0

    public init(_ room: ClaimRoom, listenerLimit: Int = 64) {
        self.room = room
        self.listenerLimit = listenerLimit
    }

    /// Makes a change to the room; when it changes anything, every page hears of it.
    ///
    /// - Throws: the room's `ClaimError`, or `ClaimError/roomFinished` once the room is finished.
    @discardableResult
    public func change<T: Sendable>(_ body: (inout ClaimRoom) throws(ClaimError) -> T) throws(ClaimError) -> T {
        guard finished == nil, !closing else { throw .roomFinished }
        let before = room.version
        let value = try body(&room)
        if room.version != before { broadcast() }
        return value
    }

    /// The room's state as the pages get it: `{"bill": …, "split": …, "finished": …}`.
    public var state: JSONValue {
        .object(JSONObject([("bill", room.billJSON), ("split", room.splitJSON), ("finished", finished ?? .null)]))
    }

    /// A stream of server-sent events for one page, starting with the state as it is now; nil when
    /// ``listenerLimit`` pages listen already. The stream ends when the room finishes.
    public func listen() -> (id: Int, events: AsyncStream<String>)? {
        guard listeners.count < listenerLimit else { return nil }
        let id = nextListener
        nextListener += 1
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.yield(Self.event("state", state))
        if finished != nil {
            continuation.finish()
        } else {
            listeners[id] = continuation
        }
        return (id, stream)
    }

    /// Stops sending events to a page that left.
    public func stopListening(_ id: Int) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// The number of pages listening now.
    public var listenerCount: Int { listeners.count }

    /// A comment line to every page, so that a connection that died is noticed and a proxy keeps it open.
    public func keepAlive() {
        for continuation in listeners.values { continuation.yield(": keep-alive\n\n") }
    }

    /// Stops changes while the host finishes, and returns the room as it then stands; ``reopen()``
    /// lets changes in again when the finish is refused.
    public func close() -> ClaimRoom {
        closing = true
        return room
    }

    /// Lets changes in again after ``close()``.
    public func reopen() {
        closing = false
    }

    /// Finishes the room with what it shows from now on; every page hears it, and their event streams end.
    public func finish(showing result: JSONValue) {
        guard finished == nil else { return }
        finished = result
        broadcast()
        for continuation in listeners.values { continuation.finish() }
        listeners.removeAll()
    }

    private func broadcast() {
        let event = Self.event("state", state)
        for continuation in listeners.values { continuation.yield(event) }
    }

    /// A server-sent event: its name and one line of JSON.
    static func event(_ name: String, _ data: JSONValue) -> String {
        "event: \(name)\ndata: \(data.serialized(pretty: false))\n\n"
    }
}

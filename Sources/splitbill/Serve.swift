import ArgumentParser
import BillSplitter
import ClaimRoom
import ClaimRoomServer
import Dispatch
import Foundation
import SplitBillCore
import SplitBillStore

/// `splitbill serve`: a claim room on the table's network, where each friend picks their own items
/// on their phone; the host finishes it, and the split is made as `split` makes it.
struct Serve: ParsableCommand, SplitInputs {
    static let configuration = CommandConfiguration(
        abstract: "Open a claim room: friends pick their own items on their phones.",
        discussion: """
            Reads the bill as split does (a photo, its text or a bill file, with the same corrections, \
            people, tip and defaults) and serves a page on this machine's local network. The first line \
            printed is the room's address; on a terminal a QR code of it follows, for the phones to scan. \
            The address holds a random secret: a request without it gets nothing.

            Each friend picks their name (or types a new one, where allowed) and taps what they had: \
            whole, shared (equal parts) or so many units of a counted item; every open page sees every \
            claim at once, with everyone's share after tax, tip and service.

            The host finishes the room by pressing Enter here, or from the host link (printed on \
            standard error). The split is then made by the same rules as splitbill split, printed, \
            saved in the history (unless --no-save) and shown on every page. Items nobody claimed keep \
            the room open, unless --split-unassigned shares them equally. Ctrl-C closes the room \
            without a split.

            Examples:
              splitbill serve receipt.jpg --people ana,ben,carla --tip 10% --payer ana
              splitbill serve dinner.json --group friday --bind 127.0.0.1 --port 8080
            """
    )

    @Argument(help: ArgumentHelp("The bill: a bill file (.json), a photo of the receipt, a PDF, or its text (.txt).", valueName: "bill"))
    var bill: String

    @OptionGroup(title: "Who had what") var who: PeopleOptions

    @OptionGroup(title: "Tax, tip and extras") var charges: ChargeOptions

    @OptionGroup(title: "Corrections to the receipt as read") var corrections: CorrectionOptions

    @OptionGroup(title: "Reading the receipt") var recognition: RecognitionOptions

    @OptionGroup var currencyOption: CurrencyOption

    @OptionGroup(title: "Output of the finished split") var output: OutputOptions

    @Option(help: ArgumentHelp("The address to listen on (default: this machine's address on its local network).", valueName: "address"))
    var bind: String?

    @Option(help: ArgumentHelp("The port to listen on (default, and 0: a free one).", valueName: "port"))
    var port: Int = 0

    @Flag(inversion: .prefixedNo, help: "Let phones add names that are not among the people (default: yes without --people or --group, no with them).")
    var newPeople: Bool?

    @Option(help: ArgumentHelp("A name for this split in the history (default: the date and the store).", valueName: "name"))
    var name: String?

    @Flag(help: "Do not save the split in the history.")
    var noSave = false

    @Flag(help: "Read the photo again, not from the readings kept in $XDG_CACHE_HOME/splitbill/readings.")
    var reread = false

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port): a port is a number from 1 to 65535 (or 0 for a free one)")
        }
        if who.even { throw ValidationError("--even: an even split has nothing to claim; leave --even out (or use splitbill split --even)") }
    }

    func run() throws {
        if ScanImages.anyPhoto([bill]) { ScanImages.ensureSingleThreadedOpenMP() }
        try reportingErrors {
            try History.checkName(name, unsaved: "the date and the store")
            let settings = try Settings.load()
            let fileJSON = try who.assignments.map { try Split.readJSON($0, what: "assignments") }
            let loaded = try load(assignments: fileJSON, settings: settings)
            let existed = History.exists
            let store = noSave && who.group.isEmpty ? nil : try History.open(readOnly: noSave)
            defer { if !existed, !noSave, let store { History.removeIfEmpty(store) } }
            let request = try request(for: loaded, assignments: fileJSON, settings: settings, store: store)
            var start: Settled
            do { start = try Settled(request: request, scanned: loaded.scanned) } catch let error as SplitError {
                throw CommandError(error.advice, .usage)
            }
            Self.takeUsualPayer(usualPayer(in: store, settings: settings), into: &start.plan)
            let hasPeople = !(start.plan.people ?? []).isEmpty
            let room: ClaimRoom
            do { room = try ClaimRoom(receipt: start.receipt, plan: start.plan, acceptsNewPeople: newPeople ?? !hasPeople) } catch let error as ClaimError {
                // The bill and its assignments are split's to judge (exit 65, as split); the room's own terms the flags'.
                if case .split = error { throw CommandError(error.advice, .dataError) }
                throw CommandError(error.advice, .usage)
            }
            if !room.acceptsNewPeople, room.people.isEmpty {
                throw CommandError("--no-new-people with nobody named: name the people with --people or --group, or leave --no-new-people out", .usage)
            }
            // A bill that cannot be split as it stands (its parts miss its total) is said now, as split says it.
            do { _ = try room.currentSplit() } catch let error as ClaimError {
                if case .split(let splitError) = error, case .totalMismatch = splitError, loaded.scanned != nil || loaded.verifiedInFile != nil {
                    throw CommandError(Split.doesNotAddUp(splitError, receipt: start.receipt, plan: start.plan, flags: request.flags, input: bill), .dataError)
                }
                throw CommandError(error.advice, .dataError)
            }
            let format = try output.chosenFormat(settings)
            let session = ServeSession(command: self, start: start, request: request, loaded: loaded, store: store, format: format)
            // A history this run created stays only with a split in it, even when Ctrl-C ends the room.
            session.cleanUp = { if !existed, !noSave, let store { History.removeIfEmpty(store) } }
            try session.serve(room, host: bind ?? LocalNetwork.address() ?? "127.0.0.1", port: port, announceLoopback: bind == nil)
        }
    }
}

/// One claim room from opening to its split: the server's task, the terminal's Enter, and the
/// finishing, which happens once.
final class ServeSession: @unchecked Sendable {
    let command: Serve
    let start: Serve.Settled
    let request: SplitRequest
    let loaded: Serve.LoadedBill
    let store: BillStore?
    let format: SplitFormat
    private let lock = NSLock()
    private var live: LiveRoom?
    private var outcome: Result<Void, CommandError>?
    /// Whether a finish is under way (from the terminal or a page); a second one waits its turn.
    private var finishing = false
    /// Whether the split is made (the server stops a moment later).
    private var made = false
    private let done = DispatchSemaphore(value: 0)
    /// Run when Ctrl-C ends the room (the command's own clean-up does not run then).
    var cleanUp: () -> Void = {}

    init(command: Serve, start: Serve.Settled, request: SplitRequest, loaded: Serve.LoadedBill, store: BillStore?, format: SplitFormat) {
        self.command = command
        self.start = start
        self.request = request
        self.loaded = loaded
        self.store = store
        self.format = format
    }

    /// Serves `room` until it is finished (or the server fails); throws what went wrong.
    func serve(_ room: ClaimRoom, host: String, port: Int, announceLoopback: Bool) throws(CommandError) {
        // Before the address is out, so that a Ctrl-C as soon as it shows is not lost.
        let interrupt = closeOnInterrupt()
        defer { interrupt.cancel() }
        let live = LiveRoom(room)
        self.live = live
        let token = RoomServer.newToken()
        let hostToken = RoomServer.newToken()
        let server = RoomServer(room: live, token: token, hostToken: hostToken) { [self] in await self.finish() }
        let started = DispatchSemaphore(value: 0)
        let task = Task {
            do {
                try await server.run(host: host, port: port) { actual in
                    let address = "http://\(host.contains(":") ? "[\(host)]" : host):\(actual)\(server.roomPath)"
                    self.announce(address, hostLink: address + "?host=" + hostToken, loopback: announceLoopback && host == "127.0.0.1")
                    started.signal()
                }
            } catch is CancellationError {
            } catch {
                self.end(.failure(CommandError(Self.describe(error, host: host, port: port), .failure)))
                started.signal()
            }
        }
        started.wait()
        readTerminal()
        done.wait()
        task.cancel()
        // The server winds down with the process; its last answers (the finished page) are out by now.
        if case .failure(let error) = lock.withLock({ outcome }) { throw error }
    }

    /// Ctrl-C (SIGINT) closes the room without a split: said on standard error, exit 130 as for any
    /// interrupted command; nothing is saved, since a split is saved only when it is made.
    func closeOnInterrupt() -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [self] in
            // Not while a split is being made and saved: that one finishes, and the room ends with it.
            guard lock.withLock({ !finishing && !made }) else { return }
            cleanUp()
            StandardError.write("\nThe room is closed without a split; nothing was saved.\n")
            exit(130)
        }
        source.resume()
        return source
    }

    /// Says where the room is: the address first (the line a script reads), a QR code of it on a
    /// terminal, and on standard error the host's link and how to finish.
    func announce(_ address: String, hostLink: String, loopback: Bool) {
        var out = address + "\n"
        if isatty(1) == 1, let code = QRCode(address) { out += code.terminalText(colors: true) + "\n" }
        FileHandle.standardOutput.write(Data(out.utf8))
        var notes = ""
        if loopback { notes += "note: no local network was found, so only this machine can open the room; --bind ADDRESS chooses another address\n" }
        notes += "Host link (finish from a phone): \(hostLink)\n"
        notes += "Press Enter here to finish the split; Ctrl-C closes the room without one.\n"
        StandardError.write(notes)
    }

    /// Lines typed on the terminal (standard input) ask to finish; at its end, only the host link can.
    ///
    /// Standard input is read with read(2), not through C's `stdin`: a `readLine` blocked on it holds the
    /// stream's lock, and the flush of every output stream after the split is printed would wait for a line.
    func readTerminal() {
        let thread = Thread { [self] in
            var pending: [UInt8] = []
            while Self.nextLine(&pending) {
                let semaphore = DispatchSemaphore(value: 0)
                Task {
                    if case .refused(let why) = await self.finish() { StandardError.write("The room stays open: \(why)\n") }
                    semaphore.signal()
                }
                semaphore.wait()
                if lock.withLock({ outcome != nil || made }) { return }
            }
        }
        thread.start()
    }

    /// Waits for the next line of standard input (`pending` holds what was read past it): true for a line,
    /// false at the end of the input.
    static func nextLine(_ pending: inout [UInt8]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                pending.removeSubrange(...end)
                return true
            }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                // The end: a last line without its newline counts as one.
                defer { pending = [] }
                return !pending.isEmpty
            }
            pending += buffer[..<count]
            // A line longer than any answer: taken as one, not kept growing.
            if pending.count > 65_536, !pending.contains(UInt8(ascii: "\n")) {
                pending = []
                return true
            }
        }
    }

    /// Finishes the room once: the split by the same engine and checks as `split`, printed, saved, and
    /// shown on every page; refused while items are unclaimed (without --split-unassigned).
    func finish() async -> RoomServer.Finish {
        guard let live else { return .refused("the room is not open") }
        let turn = lock.withLock { () -> Bool in
            guard outcome == nil, !finishing, !made else { return false }
            finishing = true
            return true
        }
        guard turn else { return lock.withLock({ made }) ? .finished : .refused("the room is being finished already") }
        defer { lock.withLock { finishing = false } }
        let room = await live.close()
        let splitting = request.plan.splitUnassignedEvenly ?? false
        let plan: SplitPlan
        do { plan = try room.finalPlan(splittingUnclaimed: splitting) } catch {
            await live.reopen()
            if case .unclaimedItems = error { return .refused(error.advice + " (or open the room with --split-unassigned, which shares what nobody claims equally)") }
            return .refused(error.advice)
        }
        var bill = start
        bill.plan = plan
        let summary: String
        do {
            let result = try command.splitPrintAndSave(bill, request: request, loaded: loaded, format: format, output: command.output, store: store)
            summary = result.chatSummary
        } catch {
            // The split itself failed (a file that cannot be written, a history that cannot be saved): the
            // command ends with the error; the pages are told.
            await live.finish(showing: .object(JSONObject([("summary", .string("The split could not be finished: \(error.message)"))])))
            end(.failure(error))
            return .refused(error.message)
        }
        lock.withLock { made = true }
        await live.finish(showing: .object(JSONObject([("summary", .string(summary))])))
        // The server stops a moment later, so that the pages' event streams carry the split and the host's
        // page gets its answer.
        Task {
            try? await Task.sleep(for: .milliseconds(1500))
            self.end(.success(()))
        }
        return .finished
    }

    func end(_ result: Result<Void, CommandError>) {
        let first = lock.withLock { () -> Bool in
            guard outcome == nil else { return false }
            outcome = result
            return true
        }
        if first { done.signal() }
    }

    /// The server's failure to start, in words: the address or port that could not be had.
    static func describe(_ error: any Error, host: String, port: Int) -> String {
        let text = String(describing: error)
        if text.contains("Address already in use") || text.contains("EADDRINUSE") {
            return "port \(port) on \(host) is in use; choose another with --port, or leave --port out for a free one"
        }
        if text.contains("Cannot assign requested address") || text.contains("EADDRNOTAVAIL") || text.contains("resolve") {
            return "cannot listen on \(host): it is not an address of this machine; give one with --bind (such as 127.0.0.1), or leave --bind out"
        }
        return "the room could not be opened on \(host):\(port): \(text)"
    }
}

/// This machine's address on its local network.
enum LocalNetwork {
    /// The first IPv4 address of an interface that is up and not the loopback, preferring private
    /// ranges (10/8, 172.16/12, 192.168/16); nil when there is none.
    static func address() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var found: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            found.append(String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        func isPrivate(_ a: String) -> Bool {
            let parts = a.split(separator: ".").compactMap { Int($0) }
            guard parts.count == 4 else { return false }
            return parts[0] == 10 || (parts[0] == 172 && (16...31).contains(parts[1])) || (parts[0] == 192 && parts[1] == 168)
        }
        return found.first(where: isPrivate) ?? found.first
    }
}

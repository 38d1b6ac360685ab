import ArgumentParser
import BillSplitter
import Foundation
import SplitBillCore
import SplitBillStore

/// Opening the history, and the defaults of saved bills.
enum History {
    /// The history at `$XDG_DATA_HOME/splitbill/history.sqlite`, opened and migrated; with
    /// `readOnly` (for commands that only read it), nothing on disk is created or changed.
    /// The saved group with this name; an unknown name is an error that suggests the nearest group.
    static func group(_ name: String, in store: BillStore) throws(CommandError) -> FriendGroup {
        do { return try store.group(name) } catch {
            guard case .noSuchGroup = error else { throw CommandError(error.advice, .dataError) }
            let names = (try? store.groups().map(\.name)) ?? []
            let nearest = names.min { editDistance($0.lowercased(), name.lowercased()) < editDistance($1.lowercased(), name.lowercased()) }
            let hint = nearest.flatMap { editDistance($0.lowercased(), name.lowercased()) <= 2 ? " (did you mean \($0)?)" : nil } ?? ""
            let list = names.isEmpty ? "there are no saved groups yet; splitbill group add NAME PEOPLE saves one"
                : "the groups are \(names.joined(separator: ", "))"
            throw CommandError("there is no group \"\(name)\"\(hint); \(list)", .dataError)
        }
    }

    /// Whether the history's file exists: a command that only changes what is saved (`delete`, `paid`,
    /// `group remove`) fails without creating it when it does not.
    static var exists: Bool { FileManager.default.fileExists(atPath: BillStore.defaultPath()) }

    /// Refuses a `--name` for the history that is empty or longer than a name may be.
    static func checkName(_ name: String?, unsaved: String) throws(CommandError) {
        guard let name else { return }
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw CommandError("--name: the name is empty; leave --name out for \(unsaved)", .usage)
        }
        if name.count > Limits.nameLength {
            throw CommandError("--name: a name of \(name.count) characters is longer than the limit of \(Limits.nameLength); shorten it", .usage)
        }
    }

    /// Removes the history `store` opened when it holds nothing (no bill, payment or group): a history this
    /// run created for a split that was not saved. Its folder stays.
    static func removeIfEmpty(_ store: BillStore) {
        guard (try? store.isEmpty()) == true else { return }
        for file in [store.path, store.path + "-wal", store.path + "-shm", store.path + ".lock"] { unlink(file) }
    }

    /// A saved split of the same receipt, plan and result as `bill` (under the same name, when a name was
    /// given), if any; bills that cannot be read are passed over, and so are those saved by a splitbill that
    /// wrote the same result otherwise (they are saved again). Receipts and plans are compared as the
    /// bill file they make, so that a bill split again from its own JSON (`show N --format json`) is the
    /// same bill.
    static func sameSplit(as bill: SavedBill, explicitName: String?, in store: BillStore) -> SavedBill? {
        let file = BillFileWriter.object(receipt: bill.receipt, plan: bill.plan, verified: .given(nil))
        // Only the bills of the same result, as saved, are read: not every bill of the same total.
        return (try? store.bills(withResult: bill.result))?.first { old in
            old.result == bill.result && (explicitName == nil || old.name == explicitName)
                && BillFileWriter.object(receipt: old.receipt, plan: old.plan, verified: .given(nil)) == file
        }
    }

    /// Says, on standard error, that a saved bill of several people without a payer is left out of
    /// balance and settle, and how to name one.
    static func notePayer(of bill: SavedBill, id: Int64) {
        guard bill.result.payer == nil, bill.result.people.count > 1 else { return }
        StandardError.write("note: nobody is named as having paid bill \(id), so balance and settle leave it out; splitbill edit \(id) --payer NAME says who paid\n")
    }

    /// The number a command was given: a bill's or payment's number, or `last` for the newest (of `kind`,
    /// or of either when nil).
    static func id(_ text: String, kind: EntryKind?, in store: BillStore) throws(CommandError) -> Int64 {
        if text.lowercased() == "last" {
            let newest: Int64?
            do { newest = try store.newestID(kind: kind) } catch { throw CommandError(error.advice, .dataError) }
            guard let newest else { throw CommandError("there are no saved bills yet; splitbill split saves each one", .dataError) }
            return newest
        }
        guard let n = Int64(text), n >= 1 else {
            throw CommandError("\(text.escapingControlCharacters) is no bill's number: bills and payments are numbered from 1, as splitbill history lists them (or say last for the newest)", .usage)
        }
        return n
    }

    static func open(readOnly: Bool = false) throws(CommandError) -> BillStore {
        do { return try BillStore(path: BillStore.defaultPath(), readOnly: readOnly) } catch {
            throw CommandError(error.advice, error.isUsersFile ? .dataError : .cannotCreate)
        }
    }

    /// Opens the history and runs `body` on it, turning a store error into a command error.
    static func with<T>(readOnly: Bool = false, _ body: (BillStore) throws(StoreError) -> T) throws(CommandError) -> T {
        let store = try open(readOnly: readOnly)
        do { return try body(store) } catch { throw CommandError(error.advice, error.isUsersFile ? .dataError : .cannotCreate) }
    }

    /// `2026-11-21 Casa Pepe`: the bill's own day when it is written YYYY-MM-DD, else today; `bill` when the
    /// store is not known.
    static func defaultName(store: String?, billDate: String? = nil, date: Date = Date()) -> String {
        let printed = billDate.flatMap { CalendarDay($0) != nil ? $0 : nil }
        return "\(printed ?? day(date)) \(store ?? "bill")"
    }

    /// `2026-11-21` in local time.
    static func day(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: date)
    }

    /// `2026-11-21 20:15` in local time.
    static func minute(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: date)
    }
}

/// `splitbill history`: the saved splits, newest first.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the saved splits and payments, newest first.",
        discussion: """
            Every split is saved (unless --no-save) in $XDG_DATA_HOME/splitbill/history.sqlite \
            (by default ~/.local/share/splitbill/), and so is every payment recorded with \
            splitbill paid. DATE is the receipt's day when it says one (as read, or --date), else \
            the day it was saved; PAID BY is the payer (empty: settle leaves the bill out until \
            splitbill edit N --payer NAME).

            Examples:
              splitbill history
              splitbill history --person ana --since 2026-11-01 --until 2026-11-30
              splitbill history --format json
              splitbill history edit 3 --payer ana    # as splitbill edit 3
            """,
        subcommands: [Edit.self]
    )

    @Option(help: "The output: text or json.")
    var format: ListFormat = .text

    @Option(help: ArgumentHelp("Only the bills and payments of this person (regardless of case).", valueName: "name"))
    var person: String?

    @Option(help: ArgumentHelp("Only those of this day or later (by DATE), such as 2026-11-01.", valueName: "day"))
    var since: String?

    @Option(help: ArgumentHelp("Only those of this day or earlier (by DATE), such as 2026-11-30.", valueName: "day"))
    var until: String?

    /// The day a line of the history is listed under: the receipt's, when it is a day of the calendar,
    /// else the day it was saved (local time).
    static func day(of bill: BillSummary) -> String {
        bill.billDate.flatMap { CalendarDay($0) != nil ? $0 : nil } ?? History.day(bill.createdAt)
    }

    func run() throws {
        try reportingErrors {
            for (flag, value) in [("--since", since), ("--until", until)] {
                if let value, CalendarDay(value) == nil {
                    throw CommandError("\(flag) \(value): \(CalendarDay.problem(value, example: "2026-11-20"))", .usage)
                }
            }
            if let since, let until, until < since {
                throw CommandError("--until \(until) is before --since \(since); give the earlier day to --since", .usage)
            }
            var bills = try History.with(readOnly: true) { store throws(StoreError) in try store.list() }
            let everything = bills.isEmpty
            if let person { bills = bills.filter { $0.people.contains { $0.lowercased() == person.lowercased() } } }
            // Days written YYYY-MM-DD compare as text.
            if let since { bills = bills.filter { Self.day(of: $0) >= since } }
            if let until { bills = bills.filter { Self.day(of: $0) <= until } }
            switch format {
            case .json:
                let list = JSONValue.array(bills.map { b in
                    .object(JSONObject([
                        ("id", .number(String(b.id))), ("date", .string(ISO8601DateFormatter().string(from: b.createdAt))),
                        ("billDate", .string(or: b.billDate)), ("name", .string(b.name)), ("store", .string(or: b.store)),
                        ("currency", .string(b.total.currency.code)), ("total", .amount(b.total)), ("payer", .string(or: b.payer)),
                        ("people", .array(b.people.map { .string($0) })), ("kind", .string(b.kind.rawValue)),
                    ]))
                })
                print(list.serialized())
            case .text:
                guard !everything else {
                    print("No saved splits yet; splitbill split saves each one.")
                    return
                }
                guard !bills.isEmpty else {
                    print("No saved splits or payments match.")
                    return
                }
                let rows = [["ID", "DATE", "NAME", "TOTAL", "PAID BY", "PEOPLE"]] + bills.map {
                    [String($0.id), Self.day(of: $0), $0.name, $0.total.formatted, $0.payer ?? "", $0.people.joined(separator: ", ")]
                }
                print(Table.render(rows, rightAligned: [0, 3]), terminator: "")
            }
        }
    }
}

/// `splitbill show ID`: a saved split or payment, printed again.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a saved split or payment again, in any format.",
        discussion: """
            The amounts are those saved, to the cent. Without a number (or with last), the newest. A \
            bill's JSON is also a bill file: splitbill split reads it back (its "bill" holds the receipt \
            and the split), to split it again another way.

            Examples:
              splitbill show
              splitbill show 3
              splitbill show 3 --format markdown --output friday.md
              splitbill show 3 --format json --output friday.json
            """
    )

    @Argument(help: ArgumentHelp("The bill's or payment's number, as splitbill history lists it, or last (the default).", valueName: "id"))
    var id: String = "last"

    @OptionGroup var output: OutputOptions

    func run() throws {
        try reportingErrors {
            let format = try output.chosenFormat()
            let store = try History.open(readOnly: true)
            let number = try History.id(id, kind: nil, in: store)
            let entry: HistoryEntry
            do throws(StoreError) { entry = try store.entry(number) } catch { throw CommandError(error.advice, error.isUsersFile ? .dataError : .cannotCreate) }
            switch entry {
            case .bill(let saved): try saved.result.emit(format, receipt: saved.receipt, plan: saved.plan, output: output)
            case .payment(let payment): try output.emit(payment.rendered(format))
            }
        }
    }
}

/// `splitbill delete ID`: removes a saved split or payment.
struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete a saved split or payment from the history.",
        discussion: """
            Example:
              splitbill delete 3
            """
    )

    @Argument(help: "The bill's or payment's number, as splitbill history lists it.")
    var id: Int64

    func run() throws {
        try reportingErrors {
            guard History.exists else { throw CommandError(StoreError.noSuchBill(id).advice, .dataError) }
            let deleted = try History.with { store throws(StoreError) in try store.deleteEntry(id) }
            print("Deleted \(deleted.kind == .payment ? "payment" : "bill") \(id) (\(deleted.name)).")
        }
    }
}

/// The output formats of lists.
enum ListFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// Plain-text tables for the terminal.
enum Table {
    /// Columns padded to their widest cell, two spaces apart.
    /// Cells have their control characters escaped.
    static func render(_ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let rows = rows.map { $0.map(\.escapingControlCharacters) }
        let widths = (0..<(rows.first?.count ?? 0)).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                return rightAligned.contains(c) ? pad + cell : (c == row.count - 1 ? cell : cell + pad)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

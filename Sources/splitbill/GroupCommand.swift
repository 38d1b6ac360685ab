import ArgumentParser
import BillSplitter
import SplitBillCore
import SplitBillStore

/// `splitbill group`: saved groups of friends, for `--group`.
struct GroupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "group",
        abstract: "Keep groups of friends to split with (--group NAME).",
        discussion: """
            Examples:
              splitbill group add friday ana ben carla
              splitbill group add friday ana ben carla --payer ana --replace
              splitbill split dinner.json --group friday --people dora --assign 1=dora ...
              splitbill group list
              splitbill group remove friday
            """,
        subcommands: [Add.self, List.self, Remove.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Save a group of people.")

        @Argument(help: "The group's name.")
        var name: String

        @Argument(help: "The people in it, in order.")
        var people: [String]

        @Flag(help: "Replace a group of the same name.")
        var replace = false

        @Option(help: ArgumentHelp("Who usually pays for the group (one of its people): the payer of a split with --group that names none, and the answer --interactive offers.", valueName: "name"))
        var payer: String?

        func validate() throws {
            guard !people.isEmpty else { throw ValidationError("name at least one person: splitbill group add \(name) ana ben") }
            for p in people + [name] where !SplitPlan.isValidName(p) {
                throw ValidationError(SplitError.invalidName(p).description)
            }
            var seen = Set<String>()
            for p in people where !seen.insert(p.lowercased()).inserted {
                throw ValidationError("\(p) is listed twice; list each person once")
            }
            if let payer, !seen.contains(payer.lowercased()) {
                throw ValidationError("--payer \(payer) is not in the group (\(people.joined(separator: ", "))); name one of its people")
            }
        }

        func run() throws {
            try reportingErrors {
                // The payer as the group spells them.
                let usual = payer.flatMap { p in people.first { $0.lowercased() == p.lowercased() } }
                try History.with { store throws(StoreError) in
                    try store.addGroup(FriendGroup(name: name, members: people, payer: usual), replace: replace)
                }
                print("Saved group \(name): \(people.joined(separator: ", "))" + (usual.map { " (\($0) usually pays)" } ?? "") + ".")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the saved groups.")

        @Option(help: "The output: text or json.")
        var format: ListFormat = .text

        func run() throws {
            try reportingErrors {
                let groups: [FriendGroup]
                groups = try History.with(readOnly: true) { store throws(StoreError) in try store.groups() }
                switch format {
                case .json:
                    print(JSONValue.array(groups.map { g in
                        .object(JSONObject([("name", .string(g.name)), ("people", .array(g.members.map { .string($0) })), ("payer", .string(or: g.payer))]))
                    }).serialized())
                case .text:
                    if groups.isEmpty { print("No groups yet; splitbill group add NAME PEOPLE... saves one.") }
                    for g in groups { print("\(g.name): \(g.members.joined(separator: ", "))" + (g.payer.map { " (\($0) usually pays)" } ?? "")) }
                }
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a saved group.")

        @Argument(help: "The group's name.")
        var name: String

        func run() throws {
            try reportingErrors {
                guard History.exists else { throw CommandError(StoreError.noSuchGroup(name).advice, .dataError) }
                let saved = try History.with { store throws(StoreError) in try store.removeGroup(name) }
                print("Removed group \(saved).")
            }
        }
    }
}

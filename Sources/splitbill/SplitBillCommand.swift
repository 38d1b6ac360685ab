import ArgumentParser
import Foundation
import SplitBillCore

/// The `splitbill` command: reads receipts and splits bills.
@main
struct SplitBillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splitbill",
        abstract: "Read a receipt and split the bill between the people at the table.",
        discussion: """
            Amounts are exact: every person's share is in whole cents (or the currency's smallest \
            unit) and the shares always add up to the bill's total.

            Examples:
              splitbill split dinner.json --people ana,ben --assign 1=ana \\
                --assign 2=ana,ben --tip 10%
              splitbill split dinner.json --assignments who-had-what.json --format markdown
              splitbill scan receipt.txt --format json
              splitbill settle --group friday

            Exit codes:
              0   success
              1   an unexpected failure, or (scan) some of several inputs failed
              64  the command line is wrong (unknown option, unreadable flag value)
              65  the bill or assignments are wrong (malformed JSON, an unknown person
                  or item, unassigned items, a bill that does not add up)
              66  an input file is missing or unreadable, or is a device
              73  the output file exists (pass --force to replace it), is an input, or
                  cannot be written
            """,
        version: Version.current,
        subcommands: [Split.self, Scan.self, Serve.self, HistoryCommand.self, Show.self, Edit.self, Delete.self, BalanceCommand.self, SettleCommand.self,
                      Paid.self, GroupCommand.self, ConfigCommand.self]
    )

    /// Runs the command; a word that is not a command gets the nearest one suggested (`splitbill splt`:
    /// did you mean split?), at the top and in `group` and `config`.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let message = unknownCommand(in: arguments) ?? negativeNumber(in: arguments) ?? RepeatedOptions.message(in: arguments) {
            StandardError.write("Error: \(message.escapingControlCharacters(keepingLineBreaks: true))\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            // As ArgumentParser's own exit, but what its messages quote of the command line (an unknown
            // option, a value it cannot read) has its control characters escaped.
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                if !text.isEmpty { print(text) }
            } else if !text.isEmpty {
                StandardError.write(text.escapingControlCharacters(keepingLineBreaks: true) + "\n")
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// The message for a negative number where `show`, `delete`, `balance` or `settle` take the numbers of
    /// saved bills (`splitbill delete -1`): the parser would read it as an unknown option and say a number is
    /// missing.
    static func negativeNumber(in arguments: [String]) -> String? {
        guard let command = arguments.first, ["show", "edit", "delete", "balance", "settle"].contains(command) else { return nil }
        for word in arguments.dropFirst().prefix(while: { $0 != "--" }) where word.count > 1 && word.hasPrefix("-")
            && word.dropFirst().allSatisfy(\.isNumber) {
            return "\(word) is no bill's number: bills and payments are numbered from 1, as splitbill history lists them"
        }
        return nil
    }

    /// The message for the first word of `arguments` that should name a command and does not.
    static func unknownCommand(in arguments: [String]) -> String? {
        var command: any ParsableCommand.Type = SplitBillCommand.self
        var path = "splitbill"
        for word in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-") else { return nil }
            let names = subcommands.map { $0.configuration.commandName ?? $0._commandName }
            if let i = names.firstIndex(of: word) {
                command = subcommands[i]
                path += " " + word
                continue
            }
            // A default subcommand that takes arguments may own the word.
            if command.configuration.defaultSubcommand != nil, command != ConfigCommand.self { return nil }
            if word == "help" { return nil }
            let nearest = names.min { editDistance($0, word) < editDistance($1, word) }!
            let hint = editDistance(nearest, word) <= 2 ? " (did you mean \(nearest)?)" : ""
            return "'\(word)' is not a command of \(path)\(hint); the commands are \(names.joined(separator: ", ")) (\(path) --help describes them)"
        }
        return nil
    }
}

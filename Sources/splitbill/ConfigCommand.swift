import ArgumentParser
import SplitBillCore

/// `splitbill config`: the user's defaults.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change the default settings (tip, tax, currency, language, format).",
        discussion: """
            The settings live in $XDG_CONFIG_HOME/splitbill/config (by default \
            ~/.config/splitbill/config), one key = value a line. Flags always win over them.

            Examples:
              splitbill config set tip 18%
              splitbill config set currency EUR
              splitbill config unset tip
              splitbill config get tip
              splitbill config show
            """,
        subcommands: [ShowSettings.self, Get.self, Set.self, Unset.self],
        defaultSubcommand: ShowSettings.self
    )

    struct ShowSettings: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "List every setting and its value.")

        func run() throws {
            try reportingErrors {
                let settings = try Settings.load()
                print("# \(settings.path.escapingControlCharacters)")
                let lines = Settings.keys.map { key, help in
                    (settings[key].map { "\(key) = \($0.escapingControlCharacters)" } ?? "# \(key) is not set", help)
                }
                let width = lines.map(\.0.count).max() ?? 0
                for (line, help) in lines {
                    print(line + String(repeating: " ", count: width - line.count) + "  # \(help)")
                }
            }
        }
    }

    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a setting's value (nothing, and exit 1, when it is not set).")

        @Argument(help: "The setting: tip, tip-after-tax, tax, tax-included, currency, lang, model or format.")
        var key: String

        func run() throws {
            try reportingErrors {
                let settings = try Settings.load()
                guard Settings.keys.contains(where: { $0.key == key }) else {
                    try Settings.validate(key: key, value: "")
                    return
                }
                guard let value = settings[key] else {
                    StandardError.write("\(key) is not set (splitbill config set \(key) VALUE sets it)\n")
                    throw ExitCode.failure
                }
                print(value.escapingControlCharacters)
            }
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set a default.")

        @Argument(help: "The setting: tip, tip-after-tax, tax, tax-included, currency, lang, model or format.")
        var key: String

        // Every word after the key, so that a value with a leading minus (`tip -5%`) reaches the check that
        // says what is wrong with it instead of being taken for an option.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Its value, one word: 18%, true, EUR, eng+spa.", valueName: "value"))
        var values: [String] = []

        func run() throws {
            try reportingErrors {
                // (`--` before the value, as the shell's habit for a leading minus, is no value.)
                let words = values.first == "--" ? Array(values.dropFirst()) : values
                guard words.count == 1, let value = words.first else {
                    let got = words.isEmpty ? "no value" : "\(words.count) values (\(words.joined(separator: " ")))"
                    throw CommandError("config set takes the setting and one value, such as splitbill config set tip 18%; got \(got)", .usage)
                }
                var settings = try Settings.load(repairing: true)
                try settings.set(key, value)
                print("\(key) = \((settings.values[key] ?? value).escapingControlCharacters)")
                // `tax 8.875` is an amount in each bill's currency (8.875 euros is eight thousand), not a rate.
                if ["tip", "tax"].contains(key), !value.hasSuffix("%") {
                    StandardError.write("note: \(key) = \(value) is an amount added to every bill that prints no \(key), in the bill's currency; for a rate, write \(value)%\n")
                }
            }
        }
    }

    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a default.")

        @Argument(help: "The setting.")
        var key: String

        func run() throws {
            try reportingErrors {
                var settings = try Settings.load(repairing: true)
                try settings.unset(key)
                print("\(key) is not set")
            }
        }
    }
}

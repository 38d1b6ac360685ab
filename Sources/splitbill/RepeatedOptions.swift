import ArgumentParser
import SplitBillCore

/// An option that takes one value given more than once (`--people ana,ben --people carla`): the argument
/// parser would keep the last without a word, and the split would silently leave people out. Options that
/// take many values (`--assign`, `--group`) and flags are left alone.
enum RepeatedOptions {
    /// The message for the first option of `arguments` that takes one value and is given twice with
    /// different values; nil when there is none.
    static func message(in arguments: [String]) -> String? {
        let given = options(in: arguments)
        // Most command lines repeat nothing: the command's options are looked up only when one is repeated.
        let counts = Dictionary(given.map { ($0.name, 1) }, uniquingKeysWith: +)
        guard counts.values.contains(where: { $0 > 1 }) else { return nil }
        let single = singleValueOptions(of: commandPath(arguments))
        var seen: [String: String] = [:]
        for (name, value) in given where single.contains(name) {
            guard let value else { continue }
            if let earlier = seen[name], earlier != value {
                return "\(name) was given twice (\(earlier), then \(value)); it takes one value, and only the last would count: give it once"
            }
            seen[name] = value
        }
        return nil
    }

    /// The options of `arguments` before `--`, with the value written after each (`--x=v` or `--x v`).
    private static func options(in arguments: [String]) -> [(name: String, value: String?)] {
        var out: [(name: String, value: String?)] = []
        var words = arguments.prefix { $0 != "--" }[...]
        while let word = words.popFirst() {
            guard word.hasPrefix("-"), word.count > 1, !word.dropFirst().allSatisfy({ $0.isNumber || $0 == "." }) else { continue }
            if let equals = word.firstIndex(of: "=") {
                out.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
            } else {
                let next = words.first.flatMap { $0.hasPrefix("--") ? nil : $0 }
                out.append((word, next))
            }
        }
        return out
    }

    /// The subcommand names at the start of `arguments` (`group`, `add`).
    private static func commandPath(_ arguments: [String]) -> [String] {
        var path: [String] = []
        var command: any ParsableCommand.Type = SplitBillCommand.self
        for word in arguments {
            guard let next = command.configuration.subcommands.first(where: { ($0.configuration.commandName ?? $0._commandName) == word })
            else { break }
            path.append(word)
            command = next
        }
        return path
    }

    /// The spellings (`--people`, `-p`) of the options of the command at `path` that take one value, from
    /// the argument parser's own description of the command line.
    private static func singleValueOptions(of path: [String]) -> Set<String> {
        guard case .object(let root)? = try? JSONValue(parsing: SplitBillCommand._dumpHelp()),
              case .object(var command)? = root["command"] else { return [] }
        for name in path {
            guard case .array(let subcommands)? = command["subcommands"],
                  let next = subcommands.lazy.compactMap({ value -> JSONObject? in
                      if case .object(let o) = value, o["commandName"] == .string(name) { o } else { nil }
                  }).first
            else { return [] }
            command = next
        }
        guard case .array(let arguments)? = command["arguments"] else { return [] }
        var names: Set<String> = []
        for case .object(let argument) in arguments
        where argument["kind"] == .string("option") && argument["isRepeating"] != .bool(true) {
            guard case .array(let spellings)? = argument["names"] else { continue }
            for case .object(let spelling) in spellings {
                guard case .string(let kind)? = spelling["kind"], case .string(let name)? = spelling["name"] else { continue }
                names.insert((kind == "long" ? "--" : "-") + name)
            }
        }
        return names
    }
}

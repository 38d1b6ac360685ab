import BillSplitter
import Foundation
import ReceiptOCR
import SplitBillCore

/// The user's defaults, from `$XDG_CONFIG_HOME/splitbill/config` (by default
/// `~/.config/splitbill/config`): one `key = value` a line, `#` starts a comment.
///
/// ```
/// # splitbill settings
/// tip = 18%
/// tip-after-tax = false
/// tax = 8.875%
/// tax-included = false
/// currency = USD
/// lang = eng+spa
/// model = receipt
/// format = text
/// payer = ana
/// ```
/// Flags always win; a setting applies only where neither the flags, the assignments file nor the
/// receipt says otherwise (a tip printed on the receipt is not replaced by the default tip).
struct Settings {
    /// The keys, with what each means, in the order `config show` lists them.
    static let keys: [(key: String, help: String)] = [
        ("tip", "default tip: a percentage (18%) or an amount"),
        ("tip-after-tax", "take the tip percentage after tax and service: true or false"),
        ("tax", "default tax when the receipt shows none: a percentage (8.875%) or an amount"),
        ("tax-included", "whether that tax is inside the prices: true or false"),
        ("currency", "currency of a bill or receipt that names none (EUR, USD, ...)"),
        ("lang", "OCR language(s) for photos: eng, eng+spa, ..."),
        ("model", "which model reads English on photos: receipt (splitbill's, the default), auto or stock (the system's)"),
        ("format", "default output: text, markdown, json or csv"),
        ("payer", "who usually pays: the payer of a split that names none when this person is at the table, and the answer offered by --interactive (a group's own, group add --payer, comes first)"),
    ]

    /// The file's path.
    let path: String
    /// The file's lines as written, so that `set` and `unset` keep comments and order.
    private(set) var lines: [String]
    /// The values, by key.
    private(set) var values: [String: String]
    /// The lines that are no valid setting, when read for `config set` or `unset` to repair (see
    /// ``load(path:repairing:)``).
    private(set) var broken: [Int] = []

    /// Where the file is: `$XDG_CONFIG_HOME/splitbill/config`, or `~/.config/splitbill/config`.
    static var defaultPath: String {
        let env = ProcessInfo.processInfo.environment
        let base: String
        if let xdg = env["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { base = xdg } else { base = (env["HOME"] ?? NSHomeDirectory()) + "/.config" }
        return base + "/splitbill/config"
    }

    /// Reads the settings; a missing file means no settings.
    ///
    /// - Throws: ``CommandError`` naming the line of a malformed file.
    /// With `repairing` (`config set` and `unset`, the commands the message names), a line that is no
    /// valid setting is no error: it is listed in ``broken``, and the next save replaces it (a line of the
    /// key set or unset) or keeps it as a comment.
    static func load(path: String = Settings.defaultPath, repairing: Bool = false) throws(CommandError) -> Settings {
        guard FileManager.default.fileExists(atPath: path) else { return Settings(path: path, lines: [], values: [:]) }
        // A pipe would block until something writes to it, and a device may never end.
        if let kind = PathKind(atPath: path), kind != .file {
            throw CommandError("the settings file \(path) is \(kind), not a file; move it away, and splitbill config set writes a new one", .dataError)
        }
        let data = try FileIO.read(path, what: "settings", limit: 1_000_000)
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("\(path) is not UTF-8 text; fix or delete it (splitbill config show)", .dataError)
        }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        var values: [String: String] = [:]
        var broken: [Int] = []
        for (i, line) in lines.enumerated() {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            let where_ = "\(path):\(i + 1)"
            do throws(CommandError) {
                guard let eq = trimmed.firstIndex(of: "=") else {
                    throw CommandError("\(where_): \"\(trimmed)\" is not a setting; write key = value (or run splitbill config set KEY VALUE)", .dataError)
                }
                let key = trimmed[..<eq].trimmingCharacters(in: .whitespaces)
                let value = trimmed[trimmed.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                do { try validate(key: key, value: value) } catch { throw CommandError("\(where_): \(error.message)", .dataError) }
                if values[key] != nil { throw CommandError("\(where_): \(key) is set twice; keep one", .dataError) }
                values[key] = value
            } catch {
                guard repairing else { throw error }
                broken.append(i)
            }
        }
        var settings = Settings(path: path, lines: lines, values: values)
        settings.broken = broken
        return settings
    }

    /// Checks a key and value as `config set` and the file reader do; `setting` (config set) also asks that the languages of `lang` be installed,
    /// which a file already written is not held to (a package removed since must not break every command).
    static func validate(key: String, value: String, setting: Bool = false) throws(CommandError) {
        guard keys.contains(where: { $0.key == key }) else {
            let suggestion = keys.map(\.key).min { editDistance($0, key) < editDistance($1, key) }!
            let hint = editDistance(suggestion, key) <= 3 ? " (did you mean \(suggestion)?)" : ""
            throw CommandError("unknown setting \"\(key)\"\(hint); the settings are \(keys.map(\.key).joined(separator: ", "))", .usage)
        }
        func fail(_ expected: String) -> CommandError {
            CommandError("\(key) = \"\(value)\": expected \(expected)", .usage)
        }
        switch key {
        case "tip", "tax":
            do { _ = try Charge(parsing: value, currency: .usd, what: key) } catch {
                if value.hasPrefix("-") || value.hasPrefix("\u{2212}") {
                    throw CommandError("\(key) = \"\(value)\": a \(key) cannot be negative; give 0% or more (a discount is given per bill with --discount)", .usage)
                }
                // An amount's decimals depend on the bill's currency; only its form is checked here.
                if !value.hasSuffix("%"), (try? AmountText(value)) != nil { return }
                throw fail("a percentage such as 18% or an amount such as 10.00")
            }
        case "tip-after-tax", "tax-included":
            guard ["true", "false"].contains(value) else { throw fail("true or false") }
        case "currency":
            guard Currency(code: value) != nil else { throw fail("a currency code such as EUR, USD or JPY") }
        case "model":
            guard ModelChoice(rawValue: value) != nil else { throw fail("auto, receipt or stock") }
        case "format":
            guard SplitFormat(rawValue: value) != nil else { throw fail("text, markdown, json or csv") }
        case "payer":
            guard SplitPlan.isValidName(value) else { throw fail("a person's name, such as ana") }
        case "lang":
            // The same grammar as --lang: ASCII letters and underscores, joined by +.
            guard let codes = try? Tessdata.languageCodes(value) else {
                throw fail("Tesseract language codes joined by +, such as eng or eng+spa")
            }
            // Each must be installed, or every photo read would fail later; English is also read by
            // splitbill's own model, installed with it.
            if setting, let directory = try? Tessdata.locate(), let missing = Tessdata.firstMissing(codes.filter { $0 != "eng" }, in: directory) {
                let installed = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                    .filter { $0.hasSuffix(".traineddata") && $0 != "osd.traineddata" }.map { String($0.dropLast(".traineddata".count)) }.sorted()
                throw CommandError("lang = \"\(value)\": no Tesseract data for '\(missing)' in \(directory) (installed: \(installed.joined(separator: ", "))); install it with apt-get install \(Tessdata.debianPackage(for: missing))", .usage)
            }
        default:
            break
        }
    }

    /// The value of a key, if set.
    subscript(key: String) -> String? { values[key] }

    /// The `currency` setting, if set.
    func currency() throws(CommandError) -> Currency? {
        guard let code = values["currency"] else { return nil }
        return try Currency.named(code, from: path, status: .dataError)
    }

    /// The currency to read a receipt in when it names none: the `currency` setting, else USD.
    func fallbackCurrency() throws(CommandError) -> Currency {
        try currency() ?? .usd
    }

    /// Sets a key, keeping the file's other lines, and writes the file whole.
    mutating func set(_ key: String, _ value: String) throws(CommandError) {
        // A currency code is written in capitals (`eur` is EUR), as the file's readers expect it.
        let value = key == "currency" ? value.uppercased() : value
        try Self.validate(key: key, value: value, setting: true)
        repairBroken(replacing: key)
        let line = "\(key) = \(value)"
        if let i = lines.firstIndex(where: { Self.key(of: $0) == key }) {
            lines[i] = line
        } else {
            if lines.isEmpty { lines.append("# splitbill settings (splitbill config show lists them)") }
            lines.append(line)
        }
        values[key] = value
        try save()
    }

    /// Removes a key, keeping the file's other lines.
    mutating func unset(_ key: String) throws(CommandError) {
        guard Self.keys.contains(where: { $0.key == key }) else { try Self.validate(key: key, value: ""); return }
        repairBroken(replacing: key)
        lines.removeAll { Self.key(of: $0) == key }
        values[key] = nil
        try save()
    }

    /// The lines that are no valid setting: one whose first word is `key` (`tip 18%`) goes, as the
    /// setting of `key` replaces it; any other is kept as a comment, and said.
    private mutating func repairBroken(replacing key: String) {
        for i in broken.sorted(by: >) {
            let line = lines[i]
            let first = line.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == "\t" }).first.map(String.init)
            if first == key || Self.key(of: line) == key {
                lines.remove(at: i)
            } else {
                lines[i] = "# " + line + "  (not a setting; kept as a comment)"
                StandardError.write("note: \(path):\(i + 1): \"\(line)\" is not a setting; it is kept as a comment\n")
            }
        }
        broken = []
    }

    private static func key(of line: String) -> String? {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let eq = content.firstIndex(of: "=") else { return nil }
        return content[..<eq].trimmingCharacters(in: .whitespaces)
    }

    private func save() throws(CommandError) {
        let folder = (path as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw CommandError("cannot create \(folder): \(error.localizedDescription)", .cannotCreate)
        }
        try FileIO.write(lines.joined(separator: "\n") + "\n", to: path, force: true, isSettings: true)
    }

    /// The split defaults (tip, tax), amounts read in `currency`; see ``SplitDefaults/plan(for:)`` for
    /// when they apply.
    /// A default that a flag replaces (`replaced`: "tip", "tax") is not read, so a bad one cannot stop
    /// the split that replaces it.
    func splitDefaults(currency: Currency, replaced: Set<String> = []) throws(CommandError) -> SplitDefaults {
        func charge(_ key: String) throws(CommandError) -> Charge? {
            guard !replaced.contains(key), let text = values[key] else { return nil }
            do { return try Charge(parsing: text, currency: currency, what: key) } catch {
                throw CommandError("\(path): \(key): \(error.advice)", .dataError)
            }
        }
        return SplitDefaults(
            tip: try charge("tip"),
            tipBase: values["tip-after-tax"].map { $0 == "true" ? .afterTax : .beforeTax },
            tax: try charge("tax"),
            taxIncluded: values["tax-included"].map { $0 == "true" })
    }
}

import ArgumentParser
import Foundation
import SettleUp
import SplitBillCore

/// What `balance` and `settle` count, and how they print it.
struct SettleOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Count only these bills and payments, by number (splitbill history lists them); default: all.", valueName: "number"))
    var ids: [Int64] = []

    @Option(help: ArgumentHelp("Count only the bills and payments whose people are all in this saved group.", valueName: "name"))
    var group: String?

    @Option(help: ArgumentHelp("Count only what was saved on this day or later (YYYY-MM-DD).", valueName: "day"))
    var since: String?

    @Option(help: ArgumentHelp("Settle everything in this currency, converting the others at the --rate you give (default: each currency on its own).", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("An exchange rate for --currency: USD=0.92 means one USD is worth 0.92 of it. Repeatable.", valueName: "code=rate"))
    var rate: [String] = []

    @OptionGroup var output: OutputOptions

    /// The start of the `--since` day in local time.
    func sinceDate() throws(CommandError) -> Date? {
        guard let since else { return nil }
        guard let start = CalendarDay(since)?.start() else {
            throw CommandError("--since \(since): \(CalendarDay.problem(since, example: "2026-11-20"))", .usage)
        }
        return start
    }

    /// The `--rate`s, each to `target`.
    func exchangeRates(to target: Currency?) throws(CommandError) -> [ExchangeRate] {
        guard !rate.isEmpty else { return [] }
        guard let target else {
            throw CommandError("--rate \(rate[0]) converts to the currency to settle in; name it with --currency, such as --currency EUR", .usage)
        }
        var rates: [ExchangeRate] = []
        for spec in rate {
            let halves = spec.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard halves.count == 2, let value = ExactDecimal(halves[1]) else {
                let example = target == .usd ? "EUR=1.08 (one EUR is worth 1.08 USD)" : "USD=0.92 (one USD is worth 0.92 \(target.code))"
                throw CommandError("--rate \(spec): write it as CODE=RATE with a dot for decimals, such as --rate \(example)", .usage)
            }
            let from = try Currency.named(halves[0], from: "--rate \(spec)", status: .usage)
            guard from != target else { throw CommandError("--rate \(spec): \(target.code) is the currency settled in; give rates for the others", .usage) }
            guard !rates.contains(where: { $0.from == from }) else { throw CommandError("--rate: \(from.code) is given twice; give each rate once", .usage) }
            do { rates.append(try ExchangeRate(from: from, to: target, rate: value)) } catch {
                throw CommandError("--rate \(spec): \(error.advice)", .usage)
            }
        }
        return rates
    }
}

import ArgumentParser
import SettleUp
import SplitBillCore

/// `splitbill balance`: each person's net balance over the saved bills and payments.
struct BalanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "balance",
        abstract: "Show who is owed and who owes, over the saved bills and payments.",
        discussion: """
            In each saved bill, everyone but the payer owes the payer their total; a payment \
            recorded with splitbill paid counts against what is owed. A bill saved without a payer \
            cannot say who is owed: it is named and left out. Each currency is added up on its own, \
            unless --currency names one to settle in and --rate gives the rate of each other one.

            Examples:
              splitbill balance
              splitbill balance --group friday --since 2026-11-01
              splitbill balance 3 4 7 --format markdown
              splitbill balance --currency EUR --rate USD=0.92
            """
    )

    @OptionGroup var options: SettleOptions

    func run() throws {
        try reportingErrors {
            let format = try options.output.chosenFormat()
            let report = try SettleReport.gather(options)
            try options.output.emit(report.balances(format))
            if format == .csv { for line in report.notCountedLines { StandardError.write(line + "\n") } }
        }
    }
}

/// `splitbill settle`: the fewest transfers that clear the balances.
struct SettleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settle",
        abstract: "Propose the fewest transfers that settle up the saved bills and payments.",
        discussion: """
            The balances are those of splitbill balance (same selection). The transfers are the \
            fewest possible: the people are split into as many groups as possible whose balances add \
            up to zero, and a group of n people settles in n - 1 transfers. The search is exact for \
            up to 20 people with a balance (people whose balances are exact opposites are paired \
            first and do not count); beyond that the transfers are found greedily, and the output \
            says so unless they are provably the fewest. The same balances always give the same transfers. Amounts are exact to the \
            cent (or the currency's smallest unit).

            --keep-pairs proposes transfers only between people who owed each other directly: one \
            paid a bill the other had a share of, or one paid the other. They are the fewest such \
            transfers, with people who owe paying only people who are owed where that can be done \
            (else someone receives and passes money on). That search is exact for up to 16 people \
            with a balance among those linked by direct pairs; beyond that the transfers are found \
            greedily along the pairs, and the output says so. Where it cannot be done between people \
            who have a balance (someone who is even would have to pass money on), each such pair \
            settles what they owe each other.

            Record a transfer once it is made with splitbill paid FROM TO AMOUNT: the text output \
            writes the command for each transfer on standard error, ready to copy.

            Examples:
              splitbill settle
              splitbill settle --group friday --format markdown
              splitbill settle --keep-pairs
              splitbill settle --currency EUR --rate USD=0.92 --rate GBP=1.17
            """
    )

    @OptionGroup var options: SettleOptions

    @Flag(help: "Only propose transfers between people who owed each other directly.")
    var keepPairs = false

    func run() throws {
        try reportingErrors {
            let format = try options.output.chosenFormat()
            let report = try SettleReport.gather(options)
            var plans: [TransferPlan] = []
            for ledger in report.ledgers {
                do { plans.append(try TransferPlanner().plan(ledger, keepingPairs: keepPairs)) } catch let error as SettleError {
                    throw CommandError("\(ledger.currency.code): \(error.advice)", .dataError)
                }
            }
            try options.output.emit(report.settlement(plans, format: format))
            // The commands that record each transfer once made, for the one who settles (not for the chat).
            if format == .text, let lines = report.paidCommands(plans, currency: options.currency) {
                StandardError.write(lines)
            }
            if format == .csv { for line in report.notCountedLines { StandardError.write(line + "\n") } }
        }
    }
}

import ArgumentParser

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
              splitbill split dinner.json --people ana,ben --assign 1=ana --assign 2=ana,ben --tip 10%
              splitbill split dinner.json --assignments who-had-what.json --format markdown
              splitbill scan receipt.txt --format json
              splitbill settle --group friday

            Exit codes:
              0   success
              1   an unexpected failure, or (scan) some of several inputs failed
              64  the command line is wrong (unknown option, unreadable flag value)
              65  the bill or assignments are wrong (malformed JSON, unknown person or item,
                  unassigned items, a bill that does not add up)
              66  an input file is missing or unreadable
              73  the output file exists (pass --force to replace it) or cannot be written
            """,
        version: "0.1.0",
        subcommands: [Split.self, Scan.self, HistoryCommand.self, Show.self, Delete.self, BalanceCommand.self, SettleCommand.self,
                      Paid.self, GroupCommand.self, ConfigCommand.self]
    )
}

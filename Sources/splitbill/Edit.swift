import ArgumentParser
import BillSplitter
import Foundation
import SplitBillCore
import SplitBillStore
import SplitDialogue

/// `splitbill edit N`: changes a saved split and splits it again under the same number.
struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Change a saved split: who paid, the people, who had what, the tip, corrections.",
        discussion: """
            The saved bill is split again with the changes laid over what it was split by (the flags \
            of splitbill split, with the same meaning: an item assigned here replaces its assignment, \
            --people replaces the people), checked again, and saved under the same number; the new \
            split is printed. Item numbers are those of the saved bill (splitbill show N lists its \
            items); --add numbers an item after the last.

            Examples:
              # nobody said who paid: ana did
              splitbill edit 3 --payer ana

              # item 2 was ana's and ben's, and the tip was 15%
              splitbill edit 3 --assign 2=ana,ben --tip 15%

              # the newest bill: the total on the paper is 45.50, item 4 was 12.50
              splitbill edit last --total 45.50 --set 4=12.50

              # go through bill 3 again on the terminal, Enter keeping each answer it has
              splitbill edit 3 --interactive
            """
    )

    @Argument(help: ArgumentHelp("The bill's number, as splitbill history lists it, or last for the newest.", valueName: "id"))
    var id: String

    @OptionGroup(title: "Who had what") var who: PeopleOptions

    @OptionGroup(title: "Tax, tip and extras") var charges: ChargeOptions

    @OptionGroup(title: "Corrections to the receipt") var corrections: CorrectionOptions

    @OptionGroup(title: "Output") var output: OutputOptions

    @Option(help: ArgumentHelp("A new name for the bill in the history.", valueName: "name"))
    var name: String?

    @Flag(help: "Go through the bill again on the terminal: who had each item, the tip and who paid, each offering the answer it has.")
    var interactive = false

    func run() throws {
        try reportingErrors {
            try History.checkName(name, unsaved: "the name it has")
            guard History.exists else { throw CommandError("there are no saved bills yet; splitbill split saves each one", .dataError) }
            let settings = try Settings.load()
            let store = try History.open()
            let number = try History.id(id, kind: .split, in: store)
            let saved: SavedBill
            do throws(StoreError) { saved = try store.bill(number) } catch { throw CommandError(error.advice, .dataError) }
            var request = try request(over: saved, in: store)
            var acceptedDifference = false
            if interactive {
                let setup = SessionSetup(tipKnown: request.flags.tip != nil || saved.receipt.tip != nil, usualPayer: settings["payer"], revisiting: true,
                                         wording: Interactive.wording(payerLater: "splitbill edit \(number) --payer NAME"))
                guard let session = try Interactive.run(request, setup: setup, stopped: "Stopped: bill \(number) is unchanged.") else { return }
                request = session.request
                acceptedDifference = session.acceptedDifference
            }
            let updated = try resplit(saved, number: number, by: request, acceptedDifference: acceptedDifference)
            try updated.result.emit(try output.chosenFormat(settings), receipt: updated.receipt, plan: updated.plan, output: output,
                                    inputs: [who.assignments].compactMap { $0 })
            try save(updated, over: saved, number: number, in: store)
        }
    }

    /// The saved split's own plan with the flags over it and the corrections last.
    private func request(over saved: SavedBill, in store: BillStore) throws(CommandError) -> SplitRequest {
        let currency = saved.receipt.currency
        var request = SplitRequest(receipt: saved.receipt, billPlan: saved.plan)
        request.receiptIsAsRead = false
        if let path = who.assignments {
            let json = try Split.readJSON(path, what: "assignments")
            do throws(BillFileError) { request.assignments = try SplitPlan(assignments: json, currency: currency) } catch {
                throw CommandError("\(path): \(error)", .dataError)
            }
        }
        request.flags = try who.plan()
        try charges.apply(to: &request.flags, currency: currency)
        for g in who.group { request.groups.append(try History.group(g, in: store).members) }
        request.edits = try corrections.edits(currency: currency)
        if request.flags.people != nil || !request.groups.isEmpty {
            // Assignments of people no longer at the table go with them, unless given again here.
            let people = SplitRequest.people(groups: request.groups, extra: request.flags.people ?? [])
            for (n, share) in request.billPlan.assignments where share.names.contains(where: { name in !people.contains { $0.lowercased() == name.lowercased() } }) {
                if request.flags.assignments[n] == nil { request.billPlan.assignments[n] = nil }
            }
            if let payer = request.billPlan.payer, !people.contains(where: { $0.lowercased() == payer.lowercased() }) { request.billPlan.payer = nil }
        }
        return request
    }

    /// The bill split again by `request`, under its number and with the name that follows it; its verdict
    /// is ``SplitVerdict``'s, as a split's is, with the saved verdict as the file's.
    private func resplit(_ saved: SavedBill, number: Int64, by request: SplitRequest, acceptedDifference: Bool) throws(CommandError) -> SavedBill {
        let receipt: Receipt, plan: SplitPlan
        do throws(SplitError) { (receipt, plan) = try request.resolved() } catch { throw CommandError(error.advice, .usage) }
        var result: SplitResult
        do throws(SplitError) { result = try BillSplitter().split(receipt, plan: plan) } catch {
            if case .totalMismatch = error {
                throw CommandError("with these changes bill \(number) does not add up: \(error.mismatch ?? error.advice)\(Split.fixes(receipt, plan: plan, fallback: "; correct it with --set N=AMOUNT, --add NAME=AMOUNT, --remove N or --total AMOUNT")); bill \(number) is unchanged", .dataError)
            }
            throw CommandError("\(error.advice); bill \(number) is unchanged", .dataError)
        }
        let verdict = SplitVerdict(receipt: receipt, checked: acceptedDifference ? false : request.verified((receipt, plan)), fromReading: false,
                                   fileSays: saved.result.verified, fileReceipt: saved.receipt, corrected: request.correctsAmounts)
        if let verified = verdict.verified { result.verified = verified }
        for note in verdict.notes where !result.notes.contains(note) { result.notes.append(note) }
        // A name that was the default follows a corrected store or date.
        let oldDefault = History.defaultName(store: saved.receipt.store, billDate: saved.receipt.date, date: saved.createdAt)
        let newName = name ?? (saved.name == oldDefault
            ? History.defaultName(store: receipt.store, billDate: receipt.date, date: saved.createdAt) : saved.name)
        return SavedBill(id: number, createdAt: saved.createdAt, name: newName, receipt: receipt, plan: plan, result: result)
    }

    /// Saves `updated` over `saved`, unless nothing changed; says which.
    private func save(_ updated: SavedBill, over saved: SavedBill, number: Int64, in store: BillStore) throws(CommandError) {
        if updated == saved {
            StandardError.write("Nothing changed: bill \(number) (\(saved.name)) is as it was.\n")
            return
        }
        do throws(StoreError) { try store.update(number, with: updated) } catch {
            throw CommandError("the split was printed but bill \(number) was not changed: \(error.advice)", error.isUsersFile ? .failure : .cannotCreate)
        }
        StandardError.write("Updated bill \(number) (\(updated.name)); splitbill show \(number) prints it again.\n")
        History.notePayer(of: updated, id: number)
    }
}

import BillSplitter
import Foundation
import SplitBillCore

/// `splitbill split --interactive`: goes through the items one by one on a terminal and asks who had
/// each, showing the running split, then asks for a tip.
///
/// Answers at the item prompt:
/// - `ana`, `ana,ben`, `ana:2,ben:1`: who had it (equal parts, or by weight);
/// - `units ana:2,ben:1`: by units of the item's quantity;
/// - `all`: everyone;
/// - `skip` (or Enter): come back to it after the others (skipped twice: everyone shares it);
/// - `=12.50`: the amount is wrong, this is the right one;
/// - `back`: the previous item again;
/// - `quit`: stop; nothing is split or saved;
/// - `?`: this help.
struct InteractiveSession {
    var receipt: Receipt
    var plan: SplitPlan
    let currency: Currency
    /// Whether the tip is settled already (by a flag, a file, a setting or the receipt).
    let tipKnown: Bool

    /// Why the session ended without a split.
    struct Stopped: Error {
        let message: String
    }

    static let help = """
        Answers:
          ana            ana had it
          ana,ben        ana and ben shared it equally
          ana:2,ben:1    shared by weight (ana two thirds)
          units ana:2,ben:1
                         by units of its quantity (of 3 beers, ana had 2)
          all            everyone shared it
          skip or Enter  decide later
          =12.50         the amount is wrong: this is the right one
          back           the previous item again
          quit           stop without splitting
        """

    /// Runs the session, reading answers with `readLine`, and returns the receipt (with any amounts
    /// fixed) and the completed plan.
    mutating func run() throws(Stopped) -> (Receipt, SplitPlan) {
        show(items: true)
        if (plan.people ?? []).isEmpty {
            while true {
                let answer = try ask("Who is at the table? (names separated by commas)")
                let names = answer.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if names.isEmpty { continue }
                if let bad = names.first(where: { $0.contains(where: { ":=".contains($0) }) }) {
                    say("\"\(bad)\" cannot be a name; names must not contain : or =")
                    continue
                }
                plan.people = names
                break
            }
        }
        let people = plan.people ?? []
        var queue = receipt.items.indices.map { $0 + 1 }.filter { plan.assignments[$0] == nil && !plan.excludedItems.contains($0) }
        var skipped: [Int] = []
        var secondRound = false
        var history: [Int] = []
        var position = 0
        while true {
            if position >= queue.count {
                if skipped.isEmpty { break }
                if secondRound {
                    for n in skipped { plan.assignments[n] = .everyone }
                    say("Shared by everyone: \(skipped.map { "item \($0)" }.joined(separator: ", ")).")
                    break
                }
                say("Back to the skipped items.")
                secondRound = true
                queue = skipped
                skipped = []
                position = 0
            }
            let number = queue[position]
            let item = receipt.items[number - 1]
            let answer = try ask("Item \(number) of \(receipt.items.count): \(item.name) \(item.netTotal.formatted) - who had it?")
            let lower = answer.lowercased()
            switch lower {
            case "?", "help":
                say(Self.help)
            case "quit", "q", "exit":
                throw Stopped(message: "stopped; nothing was split or saved")
            case "back", "b":
                if let previous = history.popLast() {
                    plan.assignments[previous] = nil
                    if let i = queue.firstIndex(of: previous), i < position { position = i } else { queue.insert(previous, at: position) }
                } else {
                    say("This is the first item.")
                }
            case "", "skip", "s":
                if secondRound {
                    plan.assignments[number] = .everyone
                    say("Item \(number) is shared by everyone.")
                } else {
                    skipped.append(number)
                }
                history.append(number)
                position += 1
            default:
                if lower.hasPrefix("=") {
                    do throws(AmountError) {
                        let amount = try Money(parsing: String(answer.dropFirst()), currency: currency)
                        guard !amount.isNegative else { throw AmountError(text: answer, problem: .negative) }
                        receipt.items[number - 1].total = amount
                        receipt.items[number - 1].addOns = []
                        receipt.items[number - 1].discount = nil
                        receipt.items[number - 1].unitPrice = nil
                        receipt.findings.removeAll { $0.item == number }
                        receipt.total = nil  // the printed total no longer binds once an amount is fixed by hand
                        say("Item \(number) is now \(amount.formatted).")
                    } catch {
                        say("\(error.description); try again, such as =12.50")
                    }
                    continue
                }
                let asUnits = lower.hasPrefix("units ")
                let spec = asUnits ? String(answer.dropFirst(6)) : answer
                let share: ItemShare
                do { share = try ItemShare(parsing: spec, asUnits: asUnits) } catch {
                    say("\(error.description); type ? for help")
                    continue
                }
                if let unknown = share.names.first(where: { n in !people.contains { $0.lowercased() == n.lowercased() } }) {
                    say("\(unknown) is not at the table (\(people.joined(separator: ", "))); type ? for help")
                    continue
                }
                var trial = plan
                trial.assignments[number] = share
                if case .failure(let error) = preview(trial, upTo: number) {
                    say("\(error.description)")
                    continue
                }
                plan.assignments[number] = share
                history.append(number)
                position += 1
                showRunningSplit()
            }
        }
        if !tipKnown {
            while true {
                let answer = try ask("Tip? (such as 10% or 5.00; Enter for none)")
                if answer.isEmpty { break }
                do {
                    plan.tip = try Charge(parsing: answer, currency: currency, what: "tip")
                    break
                } catch {
                    say(error.description)
                }
            }
        }
        return (receipt, plan)
    }

    /// The split of the items assigned so far, without extras, to show as the running split.
    private func preview(_ plan: SplitPlan, upTo: Int? = nil) -> Result<SplitResult, SplitError> {
        var trial = plan
        var r = receipt
        r.total = nil
        r.tip = nil
        r.taxes = []
        r.discounts = []
        r.service = nil
        r.rounding = nil
        trial.tip = nil
        trial.tax = nil
        trial.service = nil
        trial.discount = nil
        trial.splitUnassignedEvenly = false
        for number in 1...max(1, r.items.count) where trial.assignments[number] == nil { trial.excludedItems.insert(number) }
        if trial.excludedItems.count == r.items.count { return .failure(.noItems) }
        do { return .success(try BillSplitter().split(r, plan: trial)) } catch { return .failure(error) }
    }

    private func showRunningSplit() {
        guard case .success(let r) = preview(plan) else { return }
        say("So far: " + r.people.map { "\($0.name) \($0.items.formatted)" }.joined(separator: ", "))
    }

    private func show(items: Bool) {
        say("\(receipt.items.count) item\(receipt.items.count == 1 ? "" : "s")" + (receipt.total.map { ", total \($0.formatted)" } ?? "") + ":")
        for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
            let quantity = item.quantity.map { $0 == ExactDecimal(1) ? "" : "\($0.normalized) x " } ?? ""
            say(" \(i + 1). \(quantity)\(item.name) \(item.netTotal.formatted)")
        }
        say("Type ? at a question for help.")
    }

    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    private func ask(_ question: String) throws(Stopped) -> String {
        FileHandle.standardOutput.write(Data((question + " > ").utf8))
        guard let line = readLine() else { throw Stopped(message: "the input ended; nothing was split or saved") }
        return line.trimmingCharacters(in: .whitespaces)
    }
}

import BillSplitter
import SplitBillCore

extension SplitSession {
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
          fix            review the receipt: correct, save for later, or accept it
          set 3=12.50    a correction, as at fix (add Bread=2.00, total 45.50, ...)
          back or undo   the previous item again
          quit           stop without splitting (after answers: keep them in a file?)
        Keys: left, right, Home and End move in the line; up and down bring back
        earlier answers; Tab completes a name.
        """

    static let reviewHelp = """
        Corrections:
          set 3=12.50      item 3's amount          rename 3=Clara   item 3's name
          add Bread=2.00   an item that was missed  remove 5         a misread line
          total 45.50      the total on the paper   subtotal 43.00   the subtotal
          rounding 0.02    a cash rounding          tax 7.83 or 10%  the tax
          tip 10% or 5.00  the tip                  service 10%      a service charge
          items            the items again
        Then:
          ok                 go on (the bill is checked again before it is split)
          undo               take back the last correction
          accept             split it as it is, the difference as a rounding line
          save FILE          save the bill and the answers so far, to finish later
          quit               stop without splitting
        """

    /// The split of the items assigned so far, without extras, to show as the running split.
    func preview(_ plan: SplitPlan) -> Result<SplitResult, SplitError> {
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
        if trial.excludedItems.count >= r.items.count { return .failure(.noItems) }
        do { return .success(try BillSplitter().split(r, plan: trial)) } catch { return .failure(error) }
    }

    /// `So far: ana 12.00, ben 6.00`.
    func showRunningSplit() {
        guard case .success(let r) = preview(plan) else { return }
        say("So far: " + r.people.map { "\($0.name) \($0.items.formatted)" }.joined(separator: ", "))
    }

    /// The items left on the bill, numbered; with `items`, the first time (and a word on help).
    func show(items: Bool) {
        let count = receipt.items.count - plan.excludedItems.count
        say("\(count) item\(count == 1 ? "" : "s")" + (receipt.total.map { ", total \($0.formatted)" } ?? "") + ":")
        for (i, item) in receipt.items.enumerated() where !plan.excludedItems.contains(i + 1) {
            let quantity = item.quantity.map { $0 == ExactDecimal(1) ? "" : "\($0.normalized) x " } ?? ""
            say(" \(i + 1). \(quantity)\(item.name.escapingControlCharacters) \(item.netTotal.formatted)")
        }
        if items { say("Type ? at a question for help.") }
    }
}

import SplitBillCore

/// The last resort: the largest amount printed (not a payment), when it is at least the items' sum; a
/// note says it is a guess.
struct LargestAmount: TotalStrategy {
    func find(in c: TotalContext) -> TotalSearch {
        guard let largest = c.summary.largest, largest >= c.itemsSum else { return .none }
        return .found(TotalChoice(amount: largest, source: .largestAmount, note: FindingText.totalGuessed(largest), guessed: true))
    }
}

import SplitBillCore

/// One way of making the items add up to what the summary says they come to (``ItemsMadeToFit``): a skipped
/// line with money taken as an item, a saving taken as a discount, a line that is no item left out.
///
/// ``Resolver/fixItems(_:goal:findings:assembled:currency:fixes:)`` tries the fixes of
/// ``Catalogue/itemFixes`` in order until one fixes the items or says that none can.
protocol ItemFix: Sendable {
    /// Changes the items by `gap` (the goal less the items' sum), saying each change in `findings`.
    func fix(_ items: inout [ItemDraft], gap: Money, findings: inout [Finding], assembled: ItemAssembler.Result, currency: Currency) -> ItemFixResult
}

/// What an ``ItemFix`` did.
enum ItemFixResult: Sendable {
    /// The items now make the goal.
    case fixed
    /// Not this fix's case: the next is tried.
    case notApplicable
    /// This fix's case, but it cannot make the goal, and no later fix is tried.
    case failed
}

/// A printed figure that the reading changed because the receipt's own arithmetic asked for it: one
/// digit of an item's line total, or of the total, read otherwise than the characters recognised.
///
/// A repair is part of the reading, not a fact of the paper. After a person corrects the receipt, the
/// figures are chosen again (see BillSplitter's `SplitRequest`): a repair that the corrected receipt does
/// not need is undone, and the figure is as printed again.
///
/// ```swift
/// // `Burger 12.50` read as 16.50, which the subtotal asked for:
/// Repair(.item(1), printed: usd(1250), read: usd(1650), reason: "item 1: read \"12.50\" as 16.50 …")
/// ```
public struct Repair: Hashable, Sendable {
    /// Which figure was repaired.
    public enum Figure: Hashable, Sendable {
        /// The line total of an item, numbered from 1.
        case item(Int)
        /// The receipt's total.
        case total
    }

    /// Which figure was repaired.
    public var figure: Figure
    /// The figure as the characters recognised say.
    public var printed: Money
    /// The figure as the reading took it.
    public var read: Money
    /// Why: the finding that said it, for a person to check.
    public var reason: String

    /// Creates a repair.
    public init(_ figure: Figure, printed: Money, read: Money, reason: String) {
        self.figure = figure
        self.printed = printed
        self.read = read
        self.reason = reason
    }

    /// The item it repaired, numbered from 1; nil for the total.
    public var item: Int? {
        if case .item(let n) = figure { return n }
        return nil
    }

    /// `receipt` with the figure as printed again: the line total or the total. The repair itself is
    /// left in `receipt.repairs`; the caller decides what to keep.
    public func undone(in receipt: Receipt) -> Receipt {
        var receipt = receipt
        switch figure {
        case .item(let n) where receipt.items.indices.contains(n - 1):
            receipt.items[n - 1].total = printed
        case .item:
            break
        case .total:
            receipt.total = printed
        }
        return receipt
    }
}

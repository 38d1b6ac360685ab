/// The largest inputs splitbill accepts, all in one place.
///
/// Each limit is far beyond any real bill and is enforced where the input is read, with a message
/// that names the limit, so that a misreading or a hostile file is refused rather than crashing,
/// running for minutes or taking gigabytes. The README's "Limits" section lists the same figures.
public enum Limits {
    /// The largest magnitude of one amount, and of any sum of amounts on a bill, in minor units:
    /// 10^13 (a hundred billion dollars, ten trillion yen). See ``Money/limit``.
    public static let amount: Int64 = Money.limit
    /// The most items on one bill.
    public static let items = 100_000
    /// The most people in one split.
    public static let people = 10_000
    /// The most (item, person) pairs named by the assignments of one split, counting an item
    /// shared by everyone once.
    public static let assignedPairs = 1_000_000
    /// The most entries in one list of a bill: tax lines, discounts, and each item's add-ons and details.
    public static let lines = 1_000
    /// The most characters in one name: an item, a person, a store, a tax line or an add-on.
    public static let nameLength = 500
    /// The largest quantity of one item, and the largest weight of one person's share.
    public static let quantity = 1_000_000
    /// The largest bill or assignments file, in bytes.
    public static let billFileBytes = 50_000_000
    /// The largest receipt text file, in bytes.
    public static let receiptTextBytes = 5_000_000
}

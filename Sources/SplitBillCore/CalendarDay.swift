/// A day of the calendar written `YYYY-MM-DD`, as a bill file stores it and a correction of the date
/// gives it: `2028-02-29` is one, `2026-02-29` and `2026-2-3` are not.
public struct CalendarDay: Hashable, Sendable {
    /// The year, from 1.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The day `text` names, or nil when it is not written `YYYY-MM-DD` or the calendar has no such day.
    public init?(_ text: String) {
        guard let (y, m, d) = Self.written(text), y >= 1, (1...12).contains(m) else { return nil }
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        guard (1...days).contains(d) else { return nil }
        (year, month, day) = (y, m, d)
    }

    /// Why `text` is no day, for a message: a day the calendar does not have (`2026-02-30`), or not
    /// written `YYYY-MM-DD` (then `example` shows how).
    public static func problem(_ text: String, example: String) -> String {
        written(text) != nil ? "there is no such day in the calendar" : "write the day as YYYY-MM-DD, such as \(example)"
    }

    /// Whether `text` is written `YYYY-MM-DD` but names no day of the calendar (`2026-02-30`, `2026-13-01`).
    public static func isNoDay(_ text: String) -> Bool { written(text) != nil && CalendarDay(text) == nil }

    /// The year, month and day of `text` written `YYYY-MM-DD` in ASCII digits, whether or not the
    /// calendar has that day.
    private static func written(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        return (y, m, d)
    }
}

import Foundation
import SplitBillCore

extension CalendarDay {
    /// The day's first moment in `timeZone` (local time by default), in the Gregorian calendar whatever
    /// calendar the user's locale prefers.
    func start(in timeZone: TimeZone = .current) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }
}

import BillSplitter
import SplitBillCore

/// A correction to the bill as a person types it: a keyword and its value, `set 3=12.50`, `rename 3=Clara`,
/// `add Bread=2.00`, `remove 5`, `total 45.50`, `subtotal 43.00`, `rounding 0.02`, `tax 7.83` (or
/// `8.875%`), `tip 10%`, `service 10%`, `store Casa Pepe`, `date 2026-11-24`.
///
/// The receipt's corrections become `ReceiptEdits` (their rules are there: numbers are of the items as
/// read, an added item is numbered after the last); a tax, tip or service charge becomes a `Charge`
/// that replaces the receipt's. The command's flags of the same names read their values here too.
public enum Correction: Hashable, Sendable {
    /// A correction to the receipt as read.
    case receipt(ReceiptEdits)
    /// A tax, tip or service charge in place of the receipt's.
    case charge(ChargeKind, Charge)

    /// The charges a correction may give.
    public enum ChargeKind: String, Hashable, Sendable {
        /// `tax 7.83` or `tax 8.875%`.
        case tax
        /// `tip 10%` or `tip 5.00`.
        case tip
        /// `service 10%`.
        case service

        /// The charge in a message: `tax`, `tip`, `service charge`.
        var what: String { self == .service ? "service charge" : rawValue }
    }

    /// The keywords, as they are typed.
    public static let keywords = ["set", "rename", "add", "remove", "total", "subtotal", "rounding", "tax", "tip", "service", "store", "date"]

    /// The largest rounding of a total in `currency`: one major unit where there are cents (1.00), 1,000
    /// where there are none (rupiah round to 500 or 1,000). A larger gap is an item or total misread.
    public static func roundingLimit(_ currency: Currency) -> Money {
        let oneMajorUnit = (0..<currency.minorUnitDigits).reduce(Int64(1)) { r, _ in r * 10 }
        return Money(minorUnits: currency.minorUnitDigits == 0 ? 1000 : oneMajorUnit, currency: currency)
    }

    /// Reads `value` as the correction `keyword` names (one of ``keywords``); amounts are in `currency`.
    ///
    /// - Throws: ``CorrectionError`` saying what is wrong with the value, in the words typed.
    public init(keyword: String, value: String, currency: Currency) throws(CorrectionError) {
        let reader = Reader(keyword: keyword, value: value, currency: currency)
        if let kind = ChargeKind(rawValue: keyword) {
            do { self = .charge(kind, try Charge(parsing: value, currency: currency, what: kind.what)) } catch {
                throw reader.error(.charge(error))
            }
            return
        }
        self = .receipt(try reader.edits())
    }

    /// `request` with this correction laid over its own: a later correction of the same thing wins.
    public func applied(to request: SplitRequest) -> SplitRequest {
        var next = request
        switch self {
        case .receipt(let edits): next.edits = next.edits.merging(edits)
        case .charge(.tax, let charge): next.flags.tax = charge
        case .charge(.tip, let charge): next.flags.tip = charge
        case .charge(.service, let charge): next.flags.service = charge
        }
        return next
    }
}

extension Correction {
    /// Reads one correction's value into `ReceiptEdits`.
    private struct Reader {
        let keyword: String
        let value: String
        let currency: Currency

        func error(_ problem: CorrectionError.Problem) -> CorrectionError {
            CorrectionError(keyword: keyword, value: value, problem: problem)
        }

        func edits() throws(CorrectionError) -> ReceiptEdits {
            var edits = ReceiptEdits()
            switch keyword {
            case "set":
                let (n, a) = try pair(.itemAmount)
                edits.amounts[try number(n)] = try amount(a)
            case "rename":
                let (n, name) = try pair(.itemName)
                edits.names[try number(n)] = name
            case "add":
                let (name, a) = try pair(.nameAmount)
                edits.additions.append(.init(name: String(name.trimmingSpaces), total: try amount(a)))
            case "remove":
                do { edits.removals = Set(try ItemSelection.parse(value)) } catch { throw self.error(.items(error)) }
            case "total": edits.total = try amount(value)
            case "subtotal": edits.subtotal = try amount(value)
            case "rounding": edits.rounding = try rounding()
            case "store": edits.store = value
            case "date":
                guard CalendarDay(value) != nil else { throw error(.day(CalendarDay.problem(value, example: "2026-11-24"))) }
                edits.date = value
            default:
                throw error(.unknownKeyword)
            }
            return edits
        }

        /// The two halves of `3=12.50` (split at the first `=`) or `Bread=2.00` (at the last).
        private func pair(_ form: CorrectionError.Form) throws(CorrectionError) -> (String, String) {
            let halves: [Substring]
            if form != .nameAmount {
                halves = value.split(separator: "=", maxSplits: 1)
            } else if let eq = value.lastIndex(of: "=") {
                halves = [value[..<eq], value[value.index(after: eq)...]]
            } else {
                halves = []
            }
            guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty else { throw error(.form(form)) }
            return (String(halves[0]), String(halves[1]))
        }

        private func number(_ text: String) throws(CorrectionError) -> Int {
            guard let n = Int(text.trimmingSpaces), n >= 1 else { throw error(.notAnItemNumber(text)) }
            return n
        }

        private func amount(_ text: String) throws(CorrectionError) -> Money {
            let m: Money
            do { m = try Money(parsing: text, currency: currency) } catch { throw self.error(.amount(error)) }
            guard !m.isNegative else { throw error(.amount(AmountError(text: text, problem: .negative))) }
            return m
        }

        private func rounding() throws(CorrectionError) -> Money {
            let r: Money
            do { r = try Money(parsing: value, currency: currency) } catch { throw self.error(.amount(error)) }
            let limit = Correction.roundingLimit(currency)
            guard r.magnitude <= limit else { throw error(.roundingTooLarge(limit: limit)) }
            return r
        }
    }
}

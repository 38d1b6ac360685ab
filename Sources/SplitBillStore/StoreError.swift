/// Why the history database could not be used. Each message says what is wrong and, where the history
/// itself can be mended, how; ``remedies`` are the ways out a caller may offer in its own terms.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A way out of the error that the caller offers, not the store: a command says it with its flags.
    public enum Remedy: Hashable, Sendable {
        /// Go on without the history: split without saving, and without reading it.
        case skipSaving
        /// Replace the group of this name with the new one.
        case replaceGroup(String)
        /// List the saved bills, to find the number meant.
        case listBills
        /// Show this payment, which has the number given.
        case showPayment(Int64)
        /// List the groups, to find the name meant.
        case listGroups
    }

    /// The file exists but is not a splitbill database, or is damaged. It is left untouched.
    case notADatabase(path: String, detail: String)
    /// The file or its folder cannot be read or written.
    case cannotOpen(path: String, detail: String)
    /// The history cannot be written: the disk is full, or failing.
    case cannotWrite(path: String, detail: String)
    /// The history's file is read-only (its owner took the write permission away): it is read, never
    /// changed, nor its permissions.
    case readOnly(path: String)
    /// The database was written by a newer splitbill.
    case tooNew(path: String)
    /// No saved bill has this number.
    case noSuchBill(Int64)
    /// The number is a payment's, where a split bill was asked for.
    case notABill(Int64)
    /// No group has this name.
    case noSuchGroup(String)
    /// A group with this name exists already.
    case groupExists(String)
    /// A saved bill that cannot be read back.
    case damagedBill(Int64, String)
    /// Another database failure, with SQLite's words.
    case database(String)

    /// The ways out of this error beyond what its message says: going on without the history when the
    /// history cannot be used; replacing a group that exists; looking up the bills, payments or groups
    /// there are when one asked for is not.
    public var remedies: [Remedy] {
        switch self {
        case .notADatabase, .cannotOpen, .cannotWrite, .readOnly: [.skipSaving]
        case .groupExists(let name): [.replaceGroup(name)]
        case .noSuchBill: [.listBills]
        case .notABill(let id): [.showPayment(id)]
        case .noSuchGroup: [.listGroups]
        default: []
        }
    }

    public var description: String {
        switch self {
        case .notADatabase(let path, let detail):
            return "\(path) is not a splitbill history or is damaged (\(detail)); it was left untouched. Move it away (mv \"\(path)\" \"\(path).broken\") to start a new history"
        case .cannotOpen(let path, let detail):
            return "cannot open the history \(path): \(detail); check the folder's permissions or set XDG_DATA_HOME"
        case .cannotWrite(let path, let detail):
            return "cannot write the history \(path): \(detail); free some space on that disk and try again"
        case .readOnly(let path):
            return "the history \(path) is read-only, so nothing was changed in it; make it writable (chmod u+w \"\(path)\") to save or change bills"
        case .tooNew(let path):
            return "\(path) was written by a newer splitbill; update splitbill to read it"
        case .noSuchBill(let id):
            return "there is no saved bill \(id)"
        case .notABill(let id):
            return "\(id) is a payment, not a split bill"
        case .noSuchGroup(let name):
            return "there is no group \"\(name)\""
        case .groupExists(let name):
            return "the group \"\(name)\" exists already"
        case .damagedBill(let id, let detail):
            return "saved bill \(id) cannot be read back (\(detail))"
        case .database(let detail):
            return "the history database failed: \(detail)"
        }
    }
}

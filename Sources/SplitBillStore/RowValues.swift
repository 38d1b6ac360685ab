import GRDB

extension Row {
    /// The value in `column` as a `T`; nil when the row has no such column, holds NULL, or holds a value
    /// that is no `T` (a damaged history). Never a trap, as GRDB's subscripts are on such a value.
    func value<T: DatabaseValueConvertible>(_ column: String, as type: T.Type = T.self) -> T? {
        guard hasColumn(column) else { return nil }
        return T.fromDatabaseValue(self[column] as DatabaseValue)
    }

    /// The value in `column` as a `T`, or ``StoreError/damagedBill(_:_:)`` for bill `id` that says which.
    func required<T: DatabaseValueConvertible>(_ column: String, of id: Int64, as type: T.Type = T.self) throws(StoreError) -> T {
        guard let value = value(column, as: T.self) else { throw .damagedBill(id, "its \(column) cannot be read") }
        return value
    }

    /// The row's number, or ``StoreError/database(_:)`` when the row has none a history could have written.
    func billID() throws(StoreError) -> Int64 {
        guard let id = value("id", as: Int64.self) else { throw .database("a row of the history has no number; the file is damaged") }
        return id
    }
}

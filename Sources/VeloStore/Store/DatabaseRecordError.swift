/// A row of the store's database that does not read back as a record (an unknown provider, a day
/// that is not a date, a damaged heart-rate stream): the database was damaged or edited by hand.
package struct DatabaseRecordError: Error, Equatable, CustomStringConvertible {
  /// The table, e.g. `resting_heart_rate`.
  package var table: String
  /// What is wrong, with the offending value in single quotes.
  package var reason: String

  /// `table: reason`.
  package var description: String { "\(table): \(reason)" }

  /// The store's error for the database at `path`.
  package func storeError(database path: String) -> StoreError {
    .damagedRow(self, database: path)
  }
}

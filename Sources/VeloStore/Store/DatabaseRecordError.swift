/// A row of the store's database that does not read back as a record (an unknown provider, a day
/// that is not a date, a damaged heart-rate stream): the database was damaged or edited by hand.
struct DatabaseRecordError: Error, Equatable, CustomStringConvertible {
  /// The table, e.g. `resting_heart_rate`.
  var table: String
  /// What is wrong, with the offending value in single quotes.
  var reason: String

  var description: String { "\(table): \(reason)" }

  /// The rider-facing error for the database at `path`.
  func cliError(database path: String) -> CLIError {
    .badData(
      "the store's database '\(path)' has a damaged row in '\(table)': \(reason)",
      hint: SQLiteError.damagedHint(path))
  }
}

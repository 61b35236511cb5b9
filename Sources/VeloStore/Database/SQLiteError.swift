import CSQLite

/// A failed SQLite call: the (extended) result code and SQLite's own message.
///
/// This is a fact about the database, not yet a sentence for the rider: the command line turns
/// it into one (`StoreError.sqlite`).
package struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// The extended result code, e.g. `SQLITE_BUSY_SNAPSHOT`; its low byte is the primary code.
  package let code: Int32
  /// SQLite's message for the failure, e.g. "database disk image is malformed".
  package let message: String

  /// The primary result code, e.g. `SQLITE_CORRUPT` (11).
  package var primaryCode: Int32 { code & 0xff }

  /// Whether the file is not a SQLite database at all (`SQLITE_NOTADB`), rather than a
  /// database with damage in it.
  package var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB }

  /// SQLite's message and code.
  package var description: String { "\(message) (SQLite code \(code))" }

  /// The error of the last failed call on `connection` (or of `code` when there is none).
  package init(code: Int32, connection: OpaquePointer?) {
    self.code = code
    if let connection, let text = sqlite3_errmsg(connection) {
      self.message = String(cString: text)
    } else {
      self.message = String(cString: sqlite3_errstr(code))
    }
  }

  /// An error with an explicit message, for conditions this program detects itself.
  package init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }
}

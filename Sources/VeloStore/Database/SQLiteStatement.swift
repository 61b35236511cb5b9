import CSQLite
import Foundation

/// A prepared SQL statement: bind parameters by position (1-based), step, read columns (0-based).
///
/// Statements are prepared once and reused (`SQLiteDatabase.prepare` caches them by SQL text), so
/// a large import parses each statement once, not once per row.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let connection: OpaquePointer
  /// The texts the parameters hold, so that an unchanged one is not copied again. Unchecked:
  /// a statement serves one thread, and no access to it outlives a call, while the checks cost
  /// as much as the copies saved.
  @exclusivity(unchecked) private var texts = BoundTexts()
  /// Added to every parameter index bound: a statement inserting several rows binds row `k`'s
  /// columns with the offset at `k` times the columns (`RowBatches`), through the same binding
  /// code as one row.
  @exclusivity(unchecked) var parameterOffset: Int32 = 0

  init(sql: String, connection: OpaquePointer) throws(SQLiteError) {
    var handle: OpaquePointer?
    let code = sqlite3_prepare_v3(
      connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
    guard code == SQLITE_OK, let handle else {
      throw SQLiteError(code: code, connection: connection)
    }
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Forgets the previous execution and every bound value, ready to run again.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    texts.forgetAll()
  }

  // MARK: Binding

  /// Binds a 64-bit integer to parameter `index` (1-based).
  func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
    let index = index + parameterOffset
    texts.forget(index)
    try check(sqlite3_bind_int64(handle, index, value))
  }

  /// Binds a double (an IEEE 754 binary64, stored exactly) to parameter `index`.
  func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
    let index = index + parameterOffset
    texts.forget(index)
    try check(sqlite3_bind_double(handle, index, value))
  }

  /// Binds UTF-8 text to parameter `index` (an empty string is empty text, not NULL); nothing
  /// to do when the parameter holds those bytes already (`BoundTexts`).
  func bind(_ value: String, at index: Int32) throws(SQLiteError) {
    let index = index + parameterOffset
    if texts.holds(value, at: index) { return }
    texts.forget(index)
    var text = value
    let code = text.withUTF8 { buffer in
      // A nil pointer would bind NULL, so empty text points at a byte it never reads.
      buffer.withMemoryRebound(to: CChar.self) { characters in
        withUnsafePointer(to: CChar(0)) { empty in
          csqlite_bind_text(
            handle, index, characters.baseAddress ?? empty, sqlite3_uint64(buffer.count))
        }
      }
    }
    try check(code)
    texts.bound(value, at: index)
  }

  /// Binds bytes as a BLOB to parameter `index` (an empty array is an empty BLOB, not NULL).
  func bind(blob value: [UInt8], at index: Int32) throws(SQLiteError) {
    let index = index + parameterOffset
    texts.forget(index)
    let code = value.withUnsafeBytes { buffer in
      guard let bytes = buffer.baseAddress, !buffer.isEmpty else {
        return sqlite3_bind_zeroblob(handle, index, 0)
      }
      return csqlite_bind_blob(handle, index, bytes, sqlite3_uint64(buffer.count))
    }
    try check(code)
  }

  /// Binds NULL to parameter `index`.
  func bindNull(at index: Int32) throws(SQLiteError) {
    let index = index + parameterOffset
    texts.forget(index)
    try check(sqlite3_bind_null(handle, index))
  }

  /// Binds a double, or NULL for `nil`.
  func bind(_ value: Double?, at index: Int32) throws(SQLiteError) {
    if let value { try bind(value, at: index) } else { try bindNull(at: index) }
  }

  /// Binds an integer, or NULL for `nil`.
  func bind(_ value: Int64?, at index: Int32) throws(SQLiteError) {
    if let value { try bind(value, at: index) } else { try bindNull(at: index) }
  }

  /// Binds text, or NULL for `nil`.
  func bind(_ value: String?, at index: Int32) throws(SQLiteError) {
    if let value { try bind(value, at: index) } else { try bindNull(at: index) }
  }

  /// Binds a BLOB, or NULL for `nil`.
  func bind(blob value: [UInt8]?, at index: Int32) throws(SQLiteError) {
    if let value { try bind(blob: value, at: index) } else { try bindNull(at: index) }
  }

  // MARK: Running

  /// Runs one step: `true` when a row is ready to read, `false` when the statement is done.
  func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      let error = SQLiteError(code: code, connection: connection)
      sqlite3_reset(handle)
      throw error
    }
  }

  /// Runs the statement to its end, ignoring any rows, and resets it for the next use.
  func run() throws(SQLiteError) {
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Rows changed by the last run of this connection's INSERT, UPDATE or DELETE.
  var changes: Int { Int(sqlite3_changes(connection)) }

  // MARK: Columns

  /// Whether column `index` (0-based) of the current row is NULL.
  func isNull(at index: Int32) -> Bool {
    sqlite3_column_type(handle, index) == SQLITE_NULL
  }

  /// Column `index` as a 64-bit integer (NULL reads as 0).
  func int64(at index: Int32) -> Int64 {
    sqlite3_column_int64(handle, index)
  }

  /// Column `index` as a double (NULL reads as 0).
  func double(at index: Int32) -> Double {
    sqlite3_column_double(handle, index)
  }

  /// Column `index` as text (NULL reads as ""); invalid UTF-8 is repaired, never a crash.
  func text(at index: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Calls `body` with the UTF-8 bytes of column `index`, valid only during the call.
  func withText<Result>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    guard let bytes = sqlite3_column_text(handle, index) else {
      return body(UnsafeBufferPointer(start: nil, count: 0))
    }
    return body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))))
  }

  /// Column `index` as bytes (NULL reads as an empty array).
  func blob(at index: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(handle, index))
    guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  /// Calls `body` with the bytes of column `index` (none for NULL), valid only during the call.
  func withBlob<Result>(at index: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    let bytes = sqlite3_column_blob(handle, index)
    return body(
      UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, index))))
  }

  /// Column `index` as a double, or `nil` when it is NULL.
  func optionalDouble(at index: Int32) -> Double? {
    isNull(at: index) ? nil : double(at: index)
  }

  /// Column `index` as an integer, or `nil` when it is NULL.
  func optionalInt64(at index: Int32) -> Int64? {
    isNull(at: index) ? nil : int64(at: index)
  }

  /// Column `index` as text, or `nil` when it is NULL.
  func optionalText(at index: Int32) -> String? {
    isNull(at: index) ? nil : text(at: index)
  }

  private func check(_ code: Int32) throws(SQLiteError) {
    guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: connection) }
  }
}

extension SQLiteStatement {
  /// Whether column `index` of the current row is text with exactly the UTF-8 bytes `bytes`.
  func textEquals(_ bytes: [UInt8], at index: Int32) -> Bool {
    // Read as a blob: the same bytes for any column (text reads as its bytes, a number as its
    // text), without the check for a terminating zero that `sqlite3_column_text` makes, which
    // was a tenth of a row's source comparison.
    let start = sqlite3_column_blob(handle, index)
    let count = Int(sqlite3_column_bytes(handle, index))
    guard count == bytes.count else { return false }
    guard let start else { return count == 0 }
    let text = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
    return bytes.withUnsafeBufferPointer { Self.same(text, $0) }
  }

  /// Whether two byte buffers hold the same bytes: one `memcmp`, which a row read calls for
  /// every text column it compares (the generic `elementsEqual` was a tenth of reading a window).
  static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let left = a.baseAddress, let right = b.baseAddress else { return true }
    return memcmp(left, right, a.count) == 0
  }
}

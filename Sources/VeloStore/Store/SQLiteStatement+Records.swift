import Foundation
import ScoreEngine

/// Binding and reading the value types of records: instants, days, sources.
extension SQLiteStatement {
  /// Binds an instant as seconds since 1970-01-01 UTC (the double the importers built it from, so
  /// it reads back as the same `Date`).
  func bind(_ instant: Date, at index: Int32) throws(SQLiteError) {
    try bind(instant.timeIntervalSince1970, at: index)
  }

  /// Binds a local date as `YYYY-MM-DD`.
  func bind(_ day: LocalDate, at index: Int32) throws(SQLiteError) {
    try bind(day.description, at: index)
  }

  /// Binds a source to two parameters: its provider at `index`, its device name at `index + 1`.
  func bind(_ source: Source, at index: Int32) throws(SQLiteError) {
    try bind(source.provider.rawValue, at: index)
    try bind(source.name, at: index + 1)
  }

  /// Column `index` as an instant.
  func instant(at index: Int32) -> Date {
    Date(timeIntervalSince1970: double(at: index))
  }

  /// Column `index` as a `YYYY-MM-DD` local date.
  func day(at index: Int32, table: String) throws(DatabaseRecordError) -> LocalDate {
    let parsed = withText(at: index) { bytes -> LocalDate? in
      guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        let year = Self.digits(bytes, 0, 4), let month = Self.digits(bytes, 5, 2),
        let day = Self.digits(bytes, 8, 2)
      else { return nil }
      return LocalDate(year: year, month: month, day: day)
    }
    guard let parsed else {
      throw DatabaseRecordError(table: table, reason: "'\(text(at: index))' is not a day")
    }
    return parsed
  }

  /// Column `index` as the case of `Value` whose raw value it holds (a stage, an HRV kind, a
  /// sport), found in `cases` by its bytes: no string is made for the thousands of rows a window
  /// reads.
  func value<Value>(
    _ cases: RawValueTable<Value>, at index: Int32, table: String
  ) throws(DatabaseRecordError) -> Value {
    guard let found = withText(at: index, cases.value) else {
      throw DatabaseRecordError(table: table, reason: "unknown value '\(text(at: index))'")
    }
    return found
  }

  private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int)
    -> Int?
  {
    var value = 0
    for byte in bytes[start..<start + count] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}

/// The UTF-8 bytes of every raw value of an enum, made once, so that a stored column is matched
/// to its case by comparing bytes (docs/architecture.md §14, *Cost*).
///
/// A window read matches the stage, kind or sport column of thousands of rows. Asking each case
/// for its `rawValue` and its bytes on every row cost about 170 instructions a row for a sleep
/// stage; comparing lengths and then the bytes of lists made once costs a fraction of it. A
/// table is made where its `RecordTable` is made, once per read, and captured by the row reader.
struct RawValueTable<Value: RawRepresentable<String> & CaseIterable> {
  private let cases: [(bytes: [UInt8], value: Value)]

  /// The bytes of each case of `Value`, in declaration order.
  init() {
    cases = Value.allCases.map { (Array($0.rawValue.utf8), $0) }
  }

  /// The case whose raw value is exactly `bytes`, or `nil`.
  func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
    for entry in cases where entry.bytes.count == bytes.count {
      let equal = entry.bytes.withUnsafeBufferPointer { SQLiteStatement.same(bytes, $0) }
      if equal { return entry.value }
    }
    return nil
  }
}

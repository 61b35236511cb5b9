import Foundation
import Testing

@testable import VeloStore

/// `SQLiteStatement.textEquals`, which compares a column's bytes read as a blob, says what
/// comparing the column's text said, for every kind of value a column can hold
/// (docs/architecture.md §14, *Rows read without strings*).
@Suite struct TextEqualsTests {
  @Test func matchesTheTextOfEveryKindOfValue() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("text-equals-\(UUID().uuidString).db").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = SQLiteDatabase.Options()
    options.access = .readWriteCreate
    let database = try SQLiteDatabase(path: path, options: options)
    let statement = try database.prepare(
      "SELECT 'Watch', '', NULL, 42, x'576174', 'Wätch', 'Watch' || char(0) || 'x'")
    defer { statement.reset() }
    #expect(try statement.step())
    let candidates: [[UInt8]] = [
      Array("Watch".utf8), [], Array("42".utf8), Array("Wat".utf8), Array("Wätch".utf8),
      Array("Watc".utf8), Array("Watch\u{0}x".utf8), Array("Watch".utf8) + [0],
    ]
    for column in 0..<Int32(7) {
      let text = Array(statement.text(at: column).utf8)
      for bytes in candidates {
        #expect(statement.textEquals(bytes, at: column) == (bytes == text), "\(column) \(bytes)")
      }
    }
  }
}

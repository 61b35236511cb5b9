import Foundation
import Testing

@testable import VeloStore

/// `BoundTexts`: a statement that skips binding a text its parameter already holds stores
/// exactly what binding every value would store.
@Suite struct DatabaseBoundTextsTests {
  static func rows(_ database: SQLiteDatabase) throws -> [String] {
    let select = try database.prepare("SELECT typeof(b), quote(b), hex(b) FROM t ORDER BY rowid")
    var rows: [String] = []
    while try select.step() {
      rows.append("\(select.text(at: 0)) \(select.text(at: 1)) \(select.text(at: 2))")
    }
    return rows
  }

  /// Binds `values` in turn to one statement's parameter, each followed by a run; a `nil`
  /// binds NULL, a number a double. The column has no affinity, so each is stored as bound.
  static func insert(_ values: [Any?], resettingBefore reset: Set<Int> = []) throws -> [String] {
    let scratch = ScratchStore("bound-texts")
    defer { scratch.remove() }
    let database = try DatabaseWrapperTests.scratchDatabase(scratch)
    let insert = try database.prepare("INSERT INTO t (b) VALUES (?1)")
    for (offset, value) in values.enumerated() {
      if reset.contains(offset) { insert.reset() }
      switch value {
      case let text as String: try insert.bind(text, at: 1)
      case let number as Double: try insert.bind(number, at: 1)
      default: try insert.bindNull(at: 1)
      }
      try insert.run()
    }
    return try rows(database)
  }

  @Test func aTextBoundAgainIsStoredAgainAfterANumberOrANullTookItsPlace() throws {
    let rows = try Self.insert([
      "Apple Watch", "Apple Watch", 2.5, "Apple Watch", nil, "Apple Watch",
    ])
    #expect(
      rows == [
        "text 'Apple Watch' 4170706C65205761746368", "text 'Apple Watch' 4170706C65205761746368",
        "real 2.5 322E35", "text 'Apple Watch' 4170706C65205761746368", "null NULL ",
        "text 'Apple Watch' 4170706C65205761746368",
      ])
  }

  @Test func aTextBoundAfterTheStatementWasClearedIsBoundAgain() throws {
    // Binding nothing after `reset` would store NULL.
    let rows = try Self.insert(["iPhone", "iPhone"], resettingBefore: [1])
    #expect(rows == ["text 'iPhone' 6950686F6E65", "text 'iPhone' 6950686F6E65"])
  }

  @Test func canonicallyEquivalentTextsAreEachStoredWithTheirOwnBytes() throws {
    // Swift's == calls these equal; their UTF-8 bytes differ, and the store keeps each one's.
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(composed == decomposed)
    #expect(!BoundTexts.sameBytes(composed, decomposed))
    let rows = try Self.insert([composed, decomposed, decomposed, composed])
    #expect(
      rows == [
        "text 'Café' 436166C3A9", "text 'Café' 43616665CC81", "text 'Café' 43616665CC81",
        "text 'Café' 436166C3A9",
      ])
  }

  @Test func sameBytesComparesEveryByte() {
    #expect(BoundTexts.sameBytes("", ""))
    #expect(BoundTexts.sameBytes("Łódź 🚴", "Łódź " + "🚴"))
    #expect(!BoundTexts.sameBytes("a", "ab"))
    #expect(!BoundTexts.sameBytes("a\u{0}b", "a\u{0}c"))
    let made = String(decoding: Array("Apple Watch".utf8), as: UTF8.self)
    #expect(BoundTexts.sameBytes(made, "Apple Watch"))
  }

  @Test func theRecordsParametersKeepTheirTextsAcrossRows() {
    var texts = BoundTexts()
    #expect(!texts.holds("appleHealth", at: 2))
    texts.bound("appleHealth", at: 2)
    texts.bound("Apple Watch", at: 3)
    #expect(texts.holds("appleHealth", at: 2))
    #expect(texts.holds("Apple Watch", at: 3))
    #expect(!texts.holds("iPhone", at: 3))
    texts.forget(3)
    #expect(!texts.holds("Apple Watch", at: 3))
    #expect(texts.holds("appleHealth", at: 2))
    texts.forgetAll()
    #expect(!texts.holds("appleHealth", at: 2))
    #expect(!texts.holds("appleHealth", at: 0))
  }
}

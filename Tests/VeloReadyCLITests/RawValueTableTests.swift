import Foundation
import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// `RawValueTable` (docs/architecture.md §14, *Cost*): a stored stage, HRV kind or sport is the
/// case whose raw value has exactly its bytes, as `init(rawValue:)` finds it, and anything else
/// is no case.
@Suite struct RawValueTableTests {
  func found<Value>(_ table: RawValueTable<Value>, _ text: String) -> Value? {
    Array(text.utf8).withUnsafeBufferPointer { table.value($0) }
  }

  /// Every raw value, its prefixes, longer texts and other spellings, for `Value`.
  func candidates<Value: RawRepresentable<String> & CaseIterable>(_ type: Value.Type)
    -> [String]
  {
    var texts = ["", " ", "x", "\u{0}"]
    for value in Value.allCases {
      let raw = value.rawValue
      texts += [raw, raw.uppercased(), raw + " ", " " + raw, raw + "\u{0}", String(raw.dropLast())]
    }
    return texts
  }

  func agreesWithRawValues<Value: RawRepresentable<String> & CaseIterable & Equatable>(
    _ type: Value.Type
  ) {
    let table = RawValueTable<Value>()
    for text in candidates(type) {
      #expect(found(table, text) == Value(rawValue: text), "'\(text)'")
    }
  }

  @Test func everyCaseIsFoundAndNothingElse() {
    agreesWithRawValues(SleepStage.self)
    agreesWithRawValues(HRVKind.self)
    agreesWithRawValues(Sport.self)
    #expect(found(RawValueTable<SleepStage>(), "deep") == .deep)
    #expect(found(RawValueTable<SleepStage>(), "dee") == nil)
    #expect(found(RawValueTable<SleepStage>(), "deeper") == nil)
  }

  /// A stored stage that is no stage is the store's clear error, naming the table and the value.
  @Test func anUnknownStoredStageIsAClearError() throws {
    let scratch = ScratchStore("raw-value-table")
    defer { scratch.remove() }
    let database = try scratch.open()
    try database.connection.execute(
      "INSERT INTO sleep_segments (start, \"end\", stage, provider, source) "
        + "VALUES (1000, 2000, 'dozing', 'native', 'Watch')")
    do {
      _ = try database.records()
      Issue.record("a row with stage 'dozing' was read")
    } catch {
      let error = CLIError(error)
      #expect(error.code == .dataError)
      #expect(
        error.message.contains("'sleep_segments': unknown value 'dozing'"), "\(error.message)")
    }
  }
}
